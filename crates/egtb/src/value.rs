//! The value of a position with best play, and its one-byte form in a table.

use std::fmt;

/// What a position is worth to the side to move, with the distance to the end of the game in
/// plies under best play (the winner hurries, the loser delays).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// The side to move wins in this many plies (always odd).
    Win(u32),
    /// The side to move loses in this many plies (always even; 0: it has no piece or no move).
    Loss(u32),
    /// Neither side can force a win: the game goes on forever or repeats.
    Draw,
}

/// Table byte of a draw (and of a position not yet resolved while a table is built).
pub(crate) const DRAW: u8 = 0;
/// Table byte of an index that is not a position (two pieces on one point).
pub(crate) const INVALID: u8 = 255;
/// The longest distance a table byte holds.
pub(crate) const MAX_PLIES: u32 = 253;

impl Value {
    /// The value of a decisive position `plies` plies from the end: even is a loss for the
    /// side to move, odd a win.
    pub fn decisive(plies: u32) -> Value {
        if plies.is_multiple_of(2) {
            Value::Loss(plies)
        } else {
            Value::Win(plies)
        }
    }

    /// The value from a table byte; `None` for [`INVALID`].
    pub(crate) fn from_byte(byte: u8) -> Option<Value> {
        match byte {
            DRAW => Some(Value::Draw),
            INVALID => None,
            b => Some(Value::decisive(u32::from(b) - 1)),
        }
    }

    /// The table byte of a decisive position `plies` plies from the end.
    pub(crate) fn byte_of_plies(plies: u32) -> u8 {
        assert!(
            plies <= MAX_PLIES,
            "distance {plies} does not fit a table byte"
        );
        plies as u8 + 1
    }

    /// The value one ply earlier, for the side that moved into a position of this value.
    pub fn before(self) -> Value {
        match self {
            Value::Win(d) => Value::Loss(d + 1),
            Value::Loss(d) => Value::Win(d + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// How good the value is for the side to move: wins sooner are better, losses later are
    /// better; a draw is between.
    pub fn rank(self) -> i64 {
        match self {
            Value::Win(d) => 1_000_000 - i64::from(d),
            Value::Draw => 0,
            Value::Loss(d) => -1_000_000 + i64::from(d),
        }
    }

    /// The distance in plies of a decisive value.
    pub fn plies(self) -> Option<u32> {
        match self {
            Value::Win(d) | Value::Loss(d) => Some(d),
            Value::Draw => None,
        }
    }
}

impl fmt::Display for Value {
    /// `win N`, `loss N` or `draw` (N in plies).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(d) => write!(f, "win {d}"),
            Value::Loss(d) => write!(f, "loss {d}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

/// The value of a position from the values of its successors (one per legal move), exactly as
/// the tables define it: no move loses at once; a successor lost for the opponent makes a win
/// one ply longer than the shortest such loss; if every successor is won for the opponent the
/// position is lost one ply after the longest of those wins; anything else is a draw.
pub fn from_successors(successors: impl IntoIterator<Item = Value>) -> Value {
    successors
        .into_iter()
        .map(Value::before)
        .max_by_key(|v| v.rank())
        .unwrap_or(Value::Loss(0))
}
