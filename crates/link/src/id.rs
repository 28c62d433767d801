//! The game id: 48 random bits chosen by the device that starts the game.

use std::fmt;
use std::str::FromStr;

/// A game's id, the same in every link of the game: 6 bytes the starting device draws at
/// random (the crate draws none itself), written as 12 lower-case hex digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub [u8; GameId::BYTES]);

impl GameId {
    /// The id's length in bytes.
    pub const BYTES: usize = 6;
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

/// Why a text is not a game id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameIdError {
    /// The text.
    pub text: String,
}

impl fmt::Display for GameIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a game id (12 hex digits)", self.text)
    }
}

impl std::error::Error for GameIdError {}

impl FromStr for GameId {
    type Err = GameIdError;

    /// 12 hex digits, either case.
    fn from_str(text: &str) -> Result<GameId, GameIdError> {
        let error = || GameIdError {
            text: text.to_string(),
        };
        if text.len() != 2 * GameId::BYTES || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(error());
        }
        let mut bytes = [0; GameId::BYTES];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).map_err(|_| error())?;
        }
        Ok(GameId(bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_twelve_hex_digits_both_ways() {
        let id = GameId([0x5a, 0x17, 0x00, 0xfe, 0x31, 0x02]);
        assert_eq!(id.to_string(), "5a1700fe3102");
        assert_eq!("5A1700FE3102".parse(), Ok(id));
        for bad in [
            "",
            "5a1700fe310",
            "5a1700fe31022",
            "+a1700fe3102",
            "5a1700fe31g2",
            "ж1700fe3102",
        ] {
            assert!(bad.parse::<GameId>().is_err(), "{bad}");
        }
    }
}
