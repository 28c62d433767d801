//! Glyphs on moves: the six move-quality symbols and the numbered annotation glyphs (`$n`).

use std::fmt;

/// A numeric annotation glyph (`$n` in PDN). Numbers 1 to 6 are the move-quality symbols
/// `!`, `?`, `!!`, `??`, `!?` and `?!`, which PDN may also write glued to the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nag(pub u8);

/// The move-quality symbols in the order of their numbers 1..=6.
const SYMBOLS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];

impl Nag {
    /// The glyph that a symbol (`!`, `?`, `!!`, `??`, `!?`, `?!`) stands for.
    pub fn from_symbol(symbol: &str) -> Option<Nag> {
        let index = SYMBOLS.iter().position(|s| *s == symbol)?;
        Some(Nag(index as u8 + 1))
    }

    /// The symbol of a move-quality glyph (numbers 1 to 6), else `None`.
    pub fn symbol(self) -> Option<&'static str> {
        SYMBOLS.get(usize::from(self.0).checked_sub(1)?).copied()
    }
}

impl fmt::Display for Nag {
    /// `$n`, the form every glyph can be written in.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.0)
    }
}
