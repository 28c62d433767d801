//! The rating sheet of one event: for each player, the rating before, the games rated, the
//! score W and the expected score We, K, the change K × (W − We) and the rating after; for a
//! new player, how the initial rating came (FIDE §8.2).

use serde::{Deserialize, Serialize};

/// A rating as a list shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating, rounded.
    pub value: u32,
    /// Glicko-2's deviation, rounded (none under FIDE).
    pub deviation: Option<u32>,
    /// Glicko-2: provisional while the deviation is 110 or more (lichess's "?").
    pub provisional: bool,
}

/// How a new player's initial rating came (FIDE §8.2.2-8.2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Newcomer {
    /// Games against rated opponents so far, this event's included (5 are needed, §7.1.4).
    pub games: u32,
    /// Ra × 100, rounded: the average of the opponents' ratings and two hypothetical 1800s.
    pub average_hundredths: u32,
    /// p in percent: (W + 1) / (n + 2), rounded (0.5 % up).
    pub percent: u32,
    /// dp of table 8.1.1 for p.
    pub dp: i32,
    /// Ru = Ra + dp, rounded, at most 2200.
    pub rating: u32,
    /// Whether Ru is published: 5 games or more, and at least 1400.
    pub published: bool,
}

/// One player's line of the sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetLine {
    /// The player's number in the list (from 0).
    pub player: usize,
    /// The player's name.
    pub name: String,
    /// The rating before the event (none: unrated).
    pub before: Option<Rating>,
    /// Games rated in this event.
    pub games: u32,
    /// W, the score in those games, in half points.
    pub score: u32,
    /// We, the expected score, in hundredths.
    pub expected: u32,
    /// K (FIDE only; none for an unrated player).
    pub k: Option<u32>,
    /// The change of the rating (after − before; 0 for a player still unrated).
    pub change: i32,
    /// The rating after the event (none: unrated).
    pub after: Option<Rating>,
    /// For a player who was unrated: the initial rating's working.
    pub newcomer: Option<Newcomer>,
}

/// The sheet of one event, in the event's entry order.
pub type Sheet = Vec<SheetLine>;
