//! The AI's use of the endgame tables ([`tobit_egtb`]): the exact score of a position the
//! tables hold (used at every node of the search), and the perfect move at the root.

use super::score::{win_in, Score};
use super::search_result::SearchResult;
use tobit_egtb::{Tables, Value, PIECES};
use tobit_rules::{Move, Position};

/// The levels that use the tables (the lower ones keep their deliberate slips).
pub const FIRST_LEVEL: u8 = 5;

/// The longest principal variation reported for a table move.
const MAX_PV: usize = 40;

/// The search score of a position the tables hold, `ply` plies from the root.
#[inline]
pub(super) fn score(tables: &Tables, pos: &Position, ply: usize) -> Option<i32> {
    if pos.occupied().count() > PIECES {
        return None;
    }
    Some(match tables.probe(pos)? {
        Value::Win(d) => win_in(ply + d as usize),
        Value::Loss(d) => -win_in(ply + d as usize),
        Value::Draw => 0,
    })
}

/// The perfect move at the root, if the tables hold the position and all its successors: the
/// best value (a successor that would occur for the third time is a draw), the shortest win or
/// the longest loss. `history` holds the hashes of the earlier positions of the game.
pub(super) fn root_move(tables: &Tables, pos: &Position, history: &[u64]) -> Option<SearchResult> {
    if pos.occupied().count() > PIECES {
        return None;
    }
    let &(best, value) = move_values(tables, pos, history)?.first()?;
    Some(SearchResult {
        best,
        score: Score(score_of(value)),
        depth: 0,
        nodes: 0,
        time_ms: 0,
        pv: line(tables, pos, best),
    })
}

/// Every legal move of `pos` with its exact value for the side to move (a successor that would
/// occur for the third time, counting `history`, is a draw), best first: wins sooner, then
/// draws, then losses later; equal values in generation order. `None` unless the tables hold
/// every successor; empty when the game is over.
pub fn move_values(tables: &Tables, pos: &Position, history: &[u64]) -> Option<Vec<(Move, Value)>> {
    let effective = |child: &Position, v: Value| {
        let seen = history.iter().filter(|&&h| h == child.hash()).count();
        if seen >= 2 {
            Value::Draw
        } else {
            v
        }
    };
    let mut values: Vec<(Move, Value)> = tables
        .successors(pos)?
        .into_iter()
        .map(|(m, v)| (m, effective(&pos.play(&m), v).before()))
        .collect();
    values.sort_by_key(|&(_, v)| std::cmp::Reverse(v.rank()));
    Some(values)
}

/// The line the tables play from `pos` after `first`: `first`, then the perfect moves of both
/// sides (at most [`MAX_PV`] moves, fewer when the game ends, a class is missing or a drawn
/// line comes back to a position it passed).
pub fn line(tables: &Tables, pos: &Position, first: Move) -> Vec<Move> {
    let mut pv = vec![first];
    let mut next = pos.play(&first);
    let mut seen = vec![pos.hash(), next.hash()];
    while pv.len() < MAX_PV {
        let Some((m, _)) = tables.best_move(&next) else {
            break;
        };
        pv.push(m);
        next = next.play(&m);
        if seen.contains(&next.hash()) {
            break;
        }
        seen.push(next.hash());
    }
    pv
}

/// The search score of a table value at the root.
fn score_of(value: Value) -> i32 {
    match value {
        Value::Win(d) => win_in(d as usize),
        Value::Loss(d) => -win_in(d as usize),
        Value::Draw => 0,
    }
}
