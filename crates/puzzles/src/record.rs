//! A puzzle as the app stores it (`www/learn/puzzles.json` is an array of these), building one
//! from a verified solution, re-deriving and re-checking one under the table or material rule,
//! and the deterministic order of a puzzle set.

use super::exact::{held, solve_exact, TableSource};
use super::gain::realised;
use super::rating::rating;
use super::rivals::check_material;
use super::solution::{Alternative, Solution};
use super::theme::{classify, Theme};
use super::verify::VERIFY;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use tobit_rules::{fen, parse_move, Move, Position};

/// One puzzle: the position, the whole solution line in RULES.md notation (the solver's moves
/// at even indices, the expected replies at odd ones), its rating, its theme key and, for a
/// table puzzle, the other winning moves accepted at later steps.
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
    /// Other solver moves that keep the win after the first (see [`super::exact`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alternatives: Vec<Branch>,
}

/// A stored [`Alternative`]: at ply `ply` of the solution (a solver move), `move` keeps the
/// win too; the screen answers it with `reply` (none: the game is over) and the puzzle is
/// solved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Branch {
    /// The ply of the solution line this move replaces.
    pub ply: usize,
    /// The move, in RULES.md notation.
    #[serde(rename = "move")]
    pub first: String,
    /// The tables' best defence to it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reply: Option<String>,
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
            alternatives: solution.alternatives.iter().map(Branch::of).collect(),
        }
    }
}

impl Branch {
    fn of(a: &Alternative) -> Branch {
        Branch {
            ply: a.ply,
            first: a.first.to_string(),
            reply: a.reply.map(|m| m.to_string()),
        }
    }
}

/// Re-derives a stored puzzle under the rule that judges it: the table rule for a position
/// the tables hold (the stored line and alternatives must be the tables' own), else the
/// material rule on the stored line ([`check_material`]). Returns the puzzle as it should be
/// stored (its rating and theme recomputed).
pub fn rederive(puzzle: &Puzzle, tables: &mut TableSource) -> Result<Puzzle, String> {
    let pos = check_line(puzzle)?;
    let solution = if held(&pos) {
        let tables = tables.for_position(&pos)?;
        solve_exact(&pos, tables, VERIFY.max_plies).map_err(|e| format!("table rule: {e}"))?
    } else {
        let line = moves_of(&pos, &puzzle.solution)?;
        check_material(&pos, &line).map_err(|e| format!("material rule: {e}"))?;
        let end = line.iter().fold(pos, |here, m| here.play(m));
        let gain = realised(&pos, &end, pos.side()).ok_or("the line realises no gain")?;
        Solution {
            line,
            gain,
            alternatives: Vec::new(),
        }
    };
    Ok(Puzzle::new(&pos, &solution))
}

/// Re-checks a stored puzzle: it must be exactly what [`rederive`] makes of it.
pub fn check(puzzle: &Puzzle, tables: &mut TableSource) -> Result<(), String> {
    let rederived = rederive(puzzle, tables)?;
    if rederived.solution != puzzle.solution || rederived.alternatives != puzzle.alternatives {
        return Err(format!(
            "the tables' line is {}, not {}",
            rederived.solution.join(" "),
            puzzle.solution.join(" ")
        ));
    }
    if (rederived.rating, &rederived.theme) != (puzzle.rating, &puzzle.theme) {
        return Err(format!(
            "rating and theme are {} {}, not {} {}",
            rederived.rating, rederived.theme, puzzle.rating, puzzle.theme
        ));
    }
    Ok(())
}

fn moves_of(pos: &Position, line: &[String]) -> Result<Vec<Move>, String> {
    let mut here = *pos;
    line.iter()
        .map(|text| {
            let m = parse_move(&here, text).map_err(|e| format!("'{text}': {e}"))?;
            here = here.play(&m);
            Ok(m)
        })
        .collect()
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
