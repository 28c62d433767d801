//! The dead-draw judgement the app asks for, so that the AI offers a draw and accepts the
//! player's offer: exact from the endgame tables with few pieces; with more, known drawn
//! material or a search score pinned at zero.

use super::endgame::{classify, Ending};
use super::engine::Engine;
use super::limits::Limits;
use std::sync::Arc;
use tobit_egtb::{Material, Tables, Value, PIECES};
use tobit_rules::Position;

/// The AI looks for a dead draw (to offer one) only with this many pieces or fewer: the check
/// is a search of its own, over a second in the opening (measured), and dead draws are endgames.
pub const DEAD_DRAW_CHECK_MAX_PIECES: u32 = 8;

/// Whether the AI's dead-draw check is worth its search in `pos`: at most
/// [`DEAD_DRAW_CHECK_MAX_PIECES`] pieces on the board.
pub fn dead_draw_worth_checking(pos: &Position) -> bool {
    pos.occupied().count() <= DEAD_DRAW_CHECK_MAX_PIECES
}

/// The depth of the confirming search.
const DEPTH: u32 = 12;
/// How many consecutive iterations must score exactly zero.
const PINNED_ITERATIONS: usize = 4;
/// Transposition table of the confirming search.
const TT_BYTES: usize = 1 << 20;
/// The most forced moves followed before judging.
const MAX_FORCED: usize = 16;
/// Classes this small are built on the spot when missing (milliseconds, even in wasm).
pub const BUILD_ON_THE_SPOT: u32 = 3;

/// Whether the position is a dead draw (see [`is_dead_draw_with`]), building in memory the
/// endgame tables a position with few pieces needs.
pub fn is_dead_draw(pos: &Position, history: &[u64]) -> bool {
    is_dead_draw_with(pos, history, None)
}

/// Whether the position is a dead draw. With [`PIECES`] pieces or fewer the answer is the
/// tables' value: without `tables`, or when `tables` lacks the class and it has at most
/// [`BUILD_ON_THE_SPOT`] pieces, the needed tables are built in memory first (exact); a larger
/// class missing from `tables` (still loading) gives `false`, never a wrong draw. With
/// more, the material is a known draw and the search finds no shot, or the search score stays
/// exactly zero over the last iterations (a draw by repetition or drawn material whatever
/// either side does); the search scores the positions `tables` holds exactly. `history` holds
/// the hashes of the earlier positions of the game. A finished game (no legal move) is not a
/// draw.
pub fn is_dead_draw_with(pos: &Position, history: &[u64], tables: Option<&Arc<Tables>>) -> bool {
    let mut pos = *pos;
    let mut history = history.to_vec();
    for _ in 0..MAX_FORCED {
        if pos.occupied().count() <= PIECES {
            return exact(&pos, tables);
        }
        let moves = pos.legal_moves();
        match moves.len() {
            0 => return false,
            1 => {
                history.push(pos.hash());
                pos = pos.play(&moves[0]);
            }
            _ => return judged_by_search(&pos, &history, tables),
        }
    }
    false
}

/// The tables' verdict on a position with few pieces.
fn exact(pos: &Position, tables: Option<&Arc<Tables>>) -> bool {
    let m = Material::of(pos);
    let value = match tables {
        Some(tables) if tables.has(m) || m.total() > BUILD_ON_THE_SPOT => tables.probe(pos),
        _ => {
            let mut own = Tables::new();
            own.build(m);
            own.probe(pos)
        }
    };
    value == Some(Value::Draw)
}

fn judged_by_search(pos: &Position, history: &[u64], tables: Option<&Arc<Tables>>) -> bool {
    let mut engine = Engine::new(TT_BYTES);
    engine.set_tables(tables.cloned());
    let mut scores = Vec::new();
    let limits = Limits::depth(DEPTH);
    engine.search_with_info(pos, history, &limits, &mut |r| scores.push(r.score.0));
    let pinned = scores.len() >= PINNED_ITERATIONS
        && scores[scores.len() - PINNED_ITERATIONS..]
            .iter()
            .all(|&s| s == 0);
    let last_zero = scores.last() == Some(&0);
    (classify(pos) == Ending::Drawn && last_zero) || pinned
}
