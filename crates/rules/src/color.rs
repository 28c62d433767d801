//! The two sides.

/// A side: White moves first and starts on points 1..12.
///
/// The one colour of the project: the clock saves it, the web crates give and take it, and JS
/// sees it as the TypeScript type `Color`, `"white"` or `"black"` (serde with the feature
/// `serde`, its declaration with `tsify`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Color {
    /// The side that starts on points 1..12 and moves up.
    White,
    /// The side that starts on points 27..38 and moves down.
    Black,
}

impl Color {
    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-colour tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The FEN letter of this side (`W` or `B`).
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }
}

impl std::fmt::Display for Color {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}
