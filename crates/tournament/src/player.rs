//! Players as registered.

use crate::date::Date;
use serde::{Deserialize, Serialize};

/// A player's number: the order of entry, from 0.
pub type PlayerId = usize;

/// What the organiser types to register a player.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct NewPlayer {
    /// Full name.
    pub name: String,
    /// Club, school or family: two players with the same non-empty club are not forbidden to
    /// meet by this alone (forbidden pairs are named with [`crate::Command::Forbid`]).
    pub club: Option<String>,
    /// Rating, if any.
    pub rating: Option<u32>,
    /// Date of birth, if given.
    #[serde(default)]
    #[cfg_attr(feature = "tsify", tsify(type = "string | undefined"))]
    pub birth: Option<Date>,
    /// For a late entry: whether the rounds already paired score a half-point bye each
    /// (otherwise a zero-point bye).
    pub half_point_for_missed_rounds: bool,
}

/// A registered player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Player {
    /// Full name.
    pub name: String,
    /// Club, school or family.
    pub club: Option<String>,
    /// Rating, if any.
    pub rating: Option<u32>,
    /// Date of birth, if given.
    #[serde(default)]
    #[cfg_attr(feature = "tsify", tsify(type = "string | undefined"))]
    pub birth: Option<Date>,
    /// The first round (0-based) the player can be paired in: 0 unless a late entry.
    pub first_round: usize,
    /// The first round (0-based) the player is no longer paired in, once withdrawn.
    pub withdrawn_from: Option<usize>,
}

impl Player {
    /// Whether the player takes part in round `round` (0-based).
    pub fn is_active_in(&self, round: usize) -> bool {
        round >= self.first_round && self.withdrawn_from.is_none_or(|w| round < w)
    }
}
