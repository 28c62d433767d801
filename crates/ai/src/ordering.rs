//! Move ordering: the table move first, then captures (more and bigger pieces first), then the
//! killer moves of the ply, then quiet moves by their history score.

use super::tt::move_tag;
use tobit_rules::{Move, Position};

/// The deepest ply the search tracks killers for.
pub const MAX_PLY: usize = 128;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const KILLER: i32 = 1 << 22;

/// Killer moves per ply and the history of quiet moves that caused cut-offs.
pub struct OrderTables {
    killers: Vec<[u16; 2]>,
    history: Vec<i32>,
}

impl OrderTables {
    /// Empty tables.
    pub fn new() -> OrderTables {
        OrderTables {
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; 64 * 64],
        }
    }

    /// Forgets everything (a new search).
    pub fn clear(&mut self) {
        self.killers.fill([0; 2]);
        self.history.fill(0);
    }

    /// Sorts `moves` best first for a node at `ply` with table move `tt_tag` (0 for none).
    pub fn sort(&self, pos: &Position, moves: &mut [Move], ply: usize, tt_tag: u16) {
        if moves.len() < 2 {
            return;
        }
        let killers = self.killers[ply.min(MAX_PLY)];
        moves.sort_unstable_by_key(|m| -self.key(pos, m, tt_tag, killers));
    }

    fn key(&self, pos: &Position, m: &Move, tt_tag: u16, killers: [u16; 2]) -> i32 {
        let tag = move_tag(m);
        if tag == tt_tag {
            return TT_MOVE;
        }
        if m.is_capture() {
            let taken = m.captured();
            let tobits = (taken & pos.tobits()).count() as i32;
            return CAPTURE + taken.count() as i32 * 64 + tobits * 128;
        }
        if tag == killers[0] {
            return KILLER + 1;
        }
        if tag == killers[1] {
            return KILLER;
        }
        self.history[history_index(m)]
    }

    /// Records a quiet move that caused a beta cut-off at `ply` with `depth` remaining.
    pub fn reward(&mut self, m: &Move, ply: usize, depth: i32) {
        if m.is_capture() {
            return;
        }
        let tag = move_tag(m);
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != tag {
            k[1] = k[0];
            k[0] = tag;
        }
        let h = &mut self.history[history_index(m)];
        *h = (*h + depth * depth).min(KILLER - 1);
    }
}

impl Default for OrderTables {
    fn default() -> OrderTables {
        OrderTables::new()
    }
}

#[inline]
fn history_index(m: &Move) -> usize {
    m.from().cell() as usize * 64 + m.to().cell() as usize
}
