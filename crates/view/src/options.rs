//! The options of a board (`Board.setOptions` in JS) and their defaults, defined once here and
//! exported to JS by `config()`.

use super::anim::DEFAULT_HOP_MS;
use tobit_rules::Color;

/// The longest hop duration accepted, in milliseconds.
pub const MAX_HOP_MS: f64 = 10_000.0;

/// Who may move pieces with the pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interactive {
    /// White's pieces only.
    White,
    /// Black's pieces only.
    Black,
    /// Both sides'.
    Both,
    /// Nobody's.
    None,
}

impl Interactive {
    /// Whether the pointer may move `side`'s pieces.
    pub fn allows(self, side: Color) -> bool {
        match self {
            Interactive::Both => true,
            Interactive::None => false,
            Interactive::White => side == Color::White,
            Interactive::Black => side == Color::Black,
        }
    }
}

/// A board's options (the theme colour overrides aside).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardOptions {
    /// Whether the point numbers are written.
    pub numbers: bool,
    /// The duration of one hop of a move animation, in milliseconds (0: no animation).
    pub hop_ms: f64,
    /// Who may move pieces with the pointer.
    pub interactive: Interactive,
    /// Whether the dark theme is used.
    pub dark: bool,
    /// Whether the high-contrast theme (of the light or dark scheme) is used.
    pub high_contrast: bool,
}

impl Default for BoardOptions {
    fn default() -> BoardOptions {
        BoardOptions {
            numbers: true,
            hop_ms: DEFAULT_HOP_MS,
            interactive: Interactive::Both,
            dark: false,
            high_contrast: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interactive_allows_the_sides_it_names() {
        assert!(Interactive::White.allows(Color::White));
        assert!(!Interactive::White.allows(Color::Black));
        assert!(Interactive::Both.allows(Color::Black));
        assert!(!Interactive::None.allows(Color::White));
    }
}
