//! A puzzle as the app stores it (`www/learn/puzzles.json` is an array of these), building one from
//! a verified solution, re-checking one, and the deterministic order of a puzzle set.

use super::gain::realised;
use super::rating::rating;
use super::theme::{classify, Theme};
use super::verify::{unique_first_move, Criteria, Solution};
use crate::rules::{fen, parse_move, Position};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One puzzle: the position, the whole solution line in RULES.md notation (the solver's moves
/// at even indices, the expected replies at odd ones), its rating and its theme key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// A stable identifier: `p` and eight hex digits of the position's hash.
    pub id: String,
    /// The position, in FEN; the side to move is the solver.
    pub fen: String,
    /// The solution line, e.g. `["17-24", "31x17", "10x24x22"]`.
    pub solution: Vec<String>,
    /// The difficulty rating (see [`super::rating`]).
    pub rating: u32,
    /// The theme key (see [`Theme::key`]).
    pub theme: String,
}

impl Puzzle {
    /// The puzzle of a position and its verified solution.
    pub fn new(pos: &Position, solution: &Solution) -> Puzzle {
        Puzzle {
            id: format!("p{:08x}", pos.hash() >> 32),
            fen: fen::format(pos),
            solution: solution.line.iter().map(|m| m.to_string()).collect(),
            rating: rating(pos, &solution.line),
            theme: classify(pos, &solution.line, solution.gain)
                .key()
                .to_string(),
        }
    }
}

/// Re-checks a stored puzzle: [`check_line`], then its first move is the unique winning one
/// under `criteria`.
pub fn check(puzzle: &Puzzle, criteria: &Criteria) -> Result<(), String> {
    let pos = check_line(puzzle)?;
    let scored = unique_first_move(&pos, criteria).map_err(|e| e.to_string())?;
    let best = scored[0].first.to_string();
    if best != puzzle.solution[0] {
        return Err(format!(
            "the unique winning first move is {best}, not {}",
            puzzle.solution[0]
        ));
    }
    Ok(())
}

/// The cheap part of [`check`] (no search): the FEN parses, the theme is known, every move of
/// the line is legal in turn, and the line ends with the solver's move that realises the gain
/// (and no earlier solver move realises one). Returns the puzzle's position.
pub fn check_line(puzzle: &Puzzle) -> Result<Position, String> {
    let pos = fen::parse(&puzzle.fen).map_err(|e| format!("bad FEN: {e}"))?;
    Theme::from_key(&puzzle.theme).ok_or_else(|| format!("unknown theme '{}'", puzzle.theme))?;
    if puzzle.solution.len().is_multiple_of(2) {
        return Err("the line must end with the solver's move".into());
    }
    let mut here = pos;
    for (ply, text) in puzzle.solution.iter().enumerate() {
        let m = parse_move(&here, text).map_err(|e| format!("move {} '{text}': {e}", ply + 1))?;
        here = here.play(&m);
        let gained = ply % 2 == 0 && realised(&pos, &here, pos.side()).is_some();
        if gained != (ply + 1 == puzzle.solution.len()) {
            return Err(format!(
                "the gain is not realised exactly at move {}",
                ply + 1
            ));
        }
    }
    Ok(pos)
}

/// A deterministic set from any number of puzzle lists: one puzzle per position (the first
/// met), ordered by rating, then id.
pub fn merge(lists: impl IntoIterator<Item = Vec<Puzzle>>) -> Vec<Puzzle> {
    let mut by_fen = BTreeMap::new();
    for puzzle in lists.into_iter().flatten() {
        by_fen.entry(puzzle.fen.clone()).or_insert(puzzle);
    }
    let mut all: Vec<Puzzle> = by_fen.into_values().collect();
    all.sort_by(|a, b| (a.rating, &a.id).cmp(&(b.rating, &b.id)));
    all
}
