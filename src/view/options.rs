//! The options of a board (`Board.setOptions` in JS) and their defaults, defined once here and
//! exported to JS by `config()`.

use super::anim::DEFAULT_HOP_MS;
use crate::rules::Color;

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
    /// The names accepted by [`Interactive::parse`], in the order of the variants.
    pub const NAMES: [&'static str; 4] = ["white", "black", "both", "none"];

    /// The value called `name`, if any.
    pub fn parse(name: &str) -> Option<Interactive> {
        match name {
            "white" => Some(Interactive::White),
            "black" => Some(Interactive::Black),
            "both" => Some(Interactive::Both),
            "none" => Some(Interactive::None),
            _ => None,
        }
    }

    /// The name of this value.
    pub fn name(self) -> &'static str {
        Interactive::NAMES[self as usize]
    }

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
}

impl Default for BoardOptions {
    fn default() -> BoardOptions {
        BoardOptions {
            numbers: true,
            hop_ms: DEFAULT_HOP_MS,
            interactive: Interactive::Both,
            dark: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_interactive_name_parses_back_to_its_value() {
        for name in Interactive::NAMES {
            assert_eq!(Interactive::parse(name).map(Interactive::name), Some(name));
        }
        assert_eq!(Interactive::parse("White"), None);
    }

    #[test]
    fn interactive_allows_the_sides_it_names() {
        assert!(Interactive::White.allows(Color::White));
        assert!(!Interactive::White.allows(Color::Black));
        assert!(Interactive::Both.allows(Color::Black));
        assert!(!Interactive::None.allows(Color::White));
    }
}
