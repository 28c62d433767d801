//! The table rule for puzzles of at most [`PIECES`] pieces, which the endgame tables hold: the
//! position is a table win for the solver, the first move is the only one that keeps the win,
//! and the line is the tables' own play (the solver's quickest win against the longest
//! defence) until the gain is realised. At each later solver move every other move that keeps
//! the win is accepted too, and answered with the tables' best defence.

use super::gain::{realised, Gain};
use super::solution::{Alternative, Rejection, Solution};
use std::path::PathBuf;
use tobit_egtb::{storage, Material, Tables, Value, PIECES};
use tobit_rules::{Move, Position};

/// Whether the table rule judges `pos` (it has at most [`PIECES`] pieces).
pub fn held(pos: &Position) -> bool {
    pos.occupied().count() <= PIECES
}

/// The endgame tables the puzzles need, loaded (or built and kept) as positions come.
pub struct TableSource {
    tables: Tables,
    dir: Option<PathBuf>,
}

impl TableSource {
    /// Tables kept in `dir` (built there when missing), or only built in memory without one.
    pub fn new(dir: Option<PathBuf>) -> TableSource {
        TableSource {
            tables: Tables::new(),
            dir,
        }
    }

    /// The tables, holding the class of `pos` and every class it reaches.
    pub fn for_position(&mut self, pos: &Position) -> Result<&Tables, String> {
        let m = Material::of(pos);
        if !self.tables.has(m) {
            match &self.dir {
                Some(dir) => {
                    storage::ensure_in(&mut self.tables, dir, m)?;
                }
                None => self.tables.build(m),
            }
        }
        Ok(&self.tables)
    }
}

/// The moves of `pos` that keep (or make) a win for its side to move, by the tables.
fn winning_moves(tables: &Tables, pos: &Position) -> Result<Vec<Move>, Rejection> {
    let successors = tables.successors(pos).ok_or(Rejection::NoTables)?;
    Ok(successors
        .into_iter()
        .filter(|(_, v)| matches!(v, Value::Loss(_)))
        .map(|(m, _)| m)
        .collect())
}

/// Solves `pos` by the tables: a table win with a unique winning first move whose line
/// (the tables' play) realises a gain within `max_plies`.
pub fn solve_exact(
    pos: &Position,
    tables: &Tables,
    max_plies: usize,
) -> Result<Solution, Rejection> {
    if pos.count_moves() < 2 {
        return Err(Rejection::NoChoice);
    }
    let value = tables.probe(pos).ok_or(Rejection::NoTables)?;
    let first = match winning_moves(tables, pos)?.as_slice() {
        [] => return Err(Rejection::NotWon(value)),
        [only] => *only,
        [best, other, ..] => {
            return Err(Rejection::NotUnique {
                ply: 0,
                best: *best,
                other: *other,
            })
        }
    };
    let solver = pos.side();
    let mut line = vec![first];
    let mut alternatives = Vec::new();
    let mut here = pos.play(&first);
    loop {
        if let Some(gain) = realised(pos, &here, solver) {
            if line.len() == 1 && !first.is_capture() && matches!(gain, Gain::Material(_)) {
                return Err(Rejection::Obvious);
            }
            return Ok(Solution {
                line,
                gain,
                alternatives,
            });
        }
        if line.len() + 2 > max_plies {
            return Err(Rejection::NoGain);
        }
        let (reply, _) = tables.best_move(&here).ok_or(Rejection::NoTables)?;
        here = here.play(&reply);
        line.push(reply);
        let (best, _) = tables.best_move(&here).ok_or(Rejection::NoTables)?;
        for other in winning_moves(tables, &here)? {
            if other != best {
                let after = here.play(&other);
                alternatives.push(Alternative {
                    ply: line.len(),
                    first: other,
                    reply: tables.best_move(&after).map(|(m, _)| m),
                });
            }
        }
        here = here.play(&best);
        line.push(best);
    }
}
