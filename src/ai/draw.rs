//! The dead-draw judgement the app asks for: known drawn material, or a search score pinned
//! at zero, so that the AI offers a draw and accepts the player's offer.

use super::endgame::{classify, Ending};
use super::engine::Engine;
use super::limits::Limits;
use crate::rules::Position;

/// The depth of the confirming search.
const DEPTH: u32 = 12;
/// How many consecutive iterations must score exactly zero.
const PINNED_ITERATIONS: usize = 4;
/// Transposition table of the confirming search.
const TT_BYTES: usize = 1 << 20;
/// The most forced moves followed before judging.
const MAX_FORCED: usize = 16;

/// Whether the position is a dead draw: the material is a known draw and the search finds no
/// shot, or the search score stays exactly zero over the last iterations (a draw by repetition
/// or drawn material whatever either side does). `history` holds the hashes of the earlier
/// positions of the game. A finished game (no legal move) is not a draw.
pub fn is_dead_draw(pos: &Position, history: &[u64]) -> bool {
    let mut pos = *pos;
    let mut history = history.to_vec();
    for _ in 0..MAX_FORCED {
        let moves = pos.legal_moves();
        match moves.len() {
            0 => return false,
            1 => {
                history.push(pos.hash());
                pos = pos.play(&moves[0]);
            }
            _ => return judged_by_search(&pos, &history),
        }
    }
    false
}

fn judged_by_search(pos: &Position, history: &[u64]) -> bool {
    let mut engine = Engine::new(TT_BYTES);
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
