//! The sparring partner of the strength tests: a deliberately plain fixed-depth alpha-beta
//! with a material-only evaluation (hul 1, tobit 3), no transposition table, no move ordering,
//! no capture search and no repetition knowledge. Ties go to the first move generated.

use tobit_rules::{Color, Move, Position};

/// The depth the sparring partner searches.
pub const DEPTH: u32 = 4;

const LOSS: i32 = -1_000_000;

/// The move the plain searcher plays, or `None` when there is no legal move.
pub fn best_move(pos: &Position, depth: u32) -> Option<Move> {
    let mut best: Option<(Move, i32)> = None;
    let mut alpha = LOSS - 1;
    for m in pos.legal_moves() {
        let score = -alpha_beta(&pos.play(&m), depth.saturating_sub(1), LOSS - 1, -alpha);
        if best.is_none() || score > alpha {
            alpha = score;
            best = Some((m, score));
        }
    }
    best.map(|(m, _)| m)
}

fn alpha_beta(pos: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    if depth == 0 {
        return material(pos);
    }
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return LOSS;
    }
    for m in &moves {
        let score = -alpha_beta(&pos.play(m), depth - 1, -beta, -alpha);
        if score > alpha {
            alpha = score;
            if alpha >= beta {
                break;
            }
        }
    }
    alpha
}

/// Material for the side to move: a hul is 1, a tobit 3.
fn material(pos: &Position) -> i32 {
    let side = |c: Color| {
        let own = pos.pieces(c);
        let tobits = (own & pos.tobits()).count() as i32;
        own.count() as i32 + 2 * tobits
    };
    side(pos.side()) - side(pos.side().opponent())
}
