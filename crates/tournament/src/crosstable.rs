//! Crosstables as data: the round-robin grid and the Swiss wallchart.

use crate::history::{History, Outcome};
use crate::player::PlayerId;
use crate::round::ByeKind;
use crate::scoring::{Points, Share};
use crate::standings::{standings, Standing};
use crate::state::State;
use serde::Serialize;
use tobit_rules::Color;

/// One game or round as seen by one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Mark {
    /// A game: its colour, the player's share, whether played over the board (a forfeit is
    /// not), and the points scored.
    Game {
        /// The player's colour.
        color: Color,
        /// Won, drawn or lost; `None` while pending.
        share: Option<Share>,
        /// Played over the board.
        played: bool,
        /// Points scored, half points.
        points: Points,
    },
    /// A bye of this kind.
    Bye(ByeKind),
    /// Not in the round.
    Absent,
}

fn mark(o: &Outcome, points: Points) -> Mark {
    match *o {
        Outcome::Game { color, result, .. } => Mark::Game {
            color,
            share: result.map(|r| r.share(color)),
            played: result.is_some_and(|r| r.is_played()),
            points,
        },
        Outcome::Bye(k) => Mark::Bye(k),
        Outcome::Absent => Mark::Absent,
    }
}

/// One cell of a Swiss wallchart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WallCell {
    /// The opponent's line number in the chart (from 1), if any.
    pub opponent: Option<usize>,
    /// What happened.
    pub mark: Mark,
}

/// One line of a crosstable.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Line<T> {
    /// The place in the standings.
    pub rank: usize,
    /// Who.
    pub player: PlayerId,
    /// Score, half points.
    pub score: Points,
    /// Cells.
    pub cells: Vec<T>,
}

/// The player's rounds, each with its mark.
fn rounds(history: &History, p: PlayerId) -> impl Iterator<Item = (&Outcome, Mark)> {
    (history.rounds[p].iter())
        .zip(&history.points[p])
        .map(|(o, &pts)| (o, mark(o, pts)))
}

/// A line per standing, in its order, with the cells `cells` gives the player.
fn lines<T>(table: &[Standing], cells: impl Fn(PlayerId) -> Vec<T>) -> Vec<Line<T>> {
    (table.iter())
        .map(|s| Line {
            rank: s.rank,
            player: s.player,
            score: s.score,
            cells: cells(s.player),
        })
        .collect()
}

/// The Swiss wallchart: one line per player in standings order, one cell per round.
pub fn wallchart(state: &State) -> Vec<Line<WallCell>> {
    let history = History::new(state);
    let table = standings(state);
    let mut line_of = vec![0; state.players.len()];
    for (i, s) in table.iter().enumerate() {
        line_of[s.player] = i + 1;
    }
    lines(&table, |p| {
        rounds(&history, p)
            .map(|(o, mark)| WallCell {
                opponent: match o {
                    Outcome::Game { opponent, .. } => Some(line_of[*opponent]),
                    _ => None,
                },
                mark,
            })
            .collect()
    })
}

/// The round-robin grid: one line per player in standings order; `cells[j]` lists the
/// games against the player of line `j + 1` (two in a double round robin; none on the
/// diagonal).
pub fn grid(state: &State) -> Vec<Line<Vec<Mark>>> {
    let history = History::new(state);
    let table = standings(state);
    lines(&table, |p| {
        (table.iter())
            .map(|other| {
                rounds(&history, p)
                    .filter(|(o, _)| matches!(o, Outcome::Game { opponent, .. } if *opponent == other.player))
                    .map(|(_, mark)| mark)
                    .collect()
            })
            .collect()
    })
}
