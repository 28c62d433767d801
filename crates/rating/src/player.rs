//! A player of a rating list: who they are (a name and a date of birth, and the entries merged
//! into them), their rating in the list's system, and what each step of the list did to it.

use crate::fide::FideState;
use crate::glicko::GlickoState;
use crate::sheet::{Rating, SheetLine};
use serde::{Deserialize, Serialize};
use tobit_tournament::Date;

/// Who an entry names: a name and a date of birth. Two entries are one player when their names
/// match (case and runs of blanks aside) and their dates of birth are the same or both absent;
/// a merge makes two keys one player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerKey {
    /// The name as written.
    pub name: String,
    /// The date of birth, if given.
    pub birth: Option<Date>,
}

impl PlayerKey {
    /// What two keys of one player share: the name in lower case with single blanks, and the
    /// date of birth.
    pub fn normal(&self) -> (String, Option<Date>) {
        let name = self
            .name
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase();
        (name, self.birth)
    }
}

/// What one step of the list did to a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The step's number in the list's log, from 0.
    pub entry: usize,
    /// The event's name; none for ratings imported.
    pub event: Option<String>,
    /// The player's line: before, games, W, We, K, change, after.
    pub line: SheetLine,
}

/// A player of the list.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    /// The player's name and date of birth (the first entry's, or the kept one of a merge).
    pub key: PlayerKey,
    /// The other names merged into this player.
    pub aliases: Vec<PlayerKey>,
    /// The FIDE state (used by a FIDE list).
    pub fide: FideState,
    /// The Glicko-2 rating (used by a Glicko-2 list).
    pub glicko: GlickoState,
    /// Games rated, all events.
    pub games: u32,
    /// Every step that named the player, in order.
    pub history: Vec<Step>,
}

impl Player {
    /// The rating now, as the list's system shows it (none: unrated).
    pub fn rating(&self) -> Option<Rating> {
        self.history.last().and_then(|s| s.line.after)
    }
}
