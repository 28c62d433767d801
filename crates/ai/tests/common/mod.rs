//! What several AI test files share: positions reached by seeded random play.

use tobit_ai::Rng;
use tobit_rules::Position;

/// Positions reached by random play from the start.
pub fn random_positions(count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::start();
        let plies = rng.below(80);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(&moves[rng.below(moves.len())]);
        }
        out.push(pos);
    }
    out
}
