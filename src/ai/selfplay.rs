//! Self-play: one engine setting against another, from random openings. Used by `tobit match`
//! (strength of levels and weights) and by the tuner (positions labelled with game results).

use super::{material4, Engine, Limits, Rng};
use crate::rules::{Move, Position};
use std::collections::HashMap;

/// One side of a self-play game: a search setting with its own engine, or the sparring partner.
pub struct Player {
    kind: Kind,
    engine: Engine,
}

enum Kind {
    Search(Limits),
    Material4,
}

impl Player {
    /// A player searching within `limits` with its own engine (and so its own weights).
    pub fn search(limits: Limits, engine: Engine) -> Player {
        Player {
            kind: Kind::Search(limits),
            engine,
        }
    }

    /// The plain depth-4 material-only alpha-beta ([`material4`]).
    pub fn material4() -> Player {
        Player {
            kind: Kind::Material4,
            engine: Engine::new(1 << 10),
        }
    }

    fn choose(&mut self, pos: &Position, history: &[u64]) -> Option<Move> {
        match &self.kind {
            Kind::Search(limits) => self.engine.search(pos, history, limits).map(|r| r.best),
            Kind::Material4 => material4::best_move(pos, material4::DEPTH),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// White's points: 2 win, 1 draw, 0 loss.
    pub white_points: u32,
    /// `no-pieces`, `blocked`, `repetition` or `move-cap`.
    pub reason: &'static str,
    /// Plies played, the opening included.
    pub plies: usize,
}

/// `plies` random moves from the start (fewer if a position without a legal move comes first).
pub fn random_opening(rng: &mut Rng, plies: usize) -> Vec<Move> {
    let mut pos = Position::start();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[rng.below(legal.len())];
        pos = pos.play(&m);
        moves.push(m);
    }
    moves
}

/// Plays one game from the start: first the `opening` moves, then `players[0]` for White and
/// `players[1]` for Black. It ends by the rules (no legal move, threefold repetition) or is
/// adjudicated a draw after `max_plies`. `seen` is called with every position where a player
/// chose a move.
pub fn play_game(
    players: [&mut Player; 2],
    opening: &[Move],
    max_plies: usize,
    seen: &mut dyn FnMut(&Position),
) -> Outcome {
    let mut pos = Position::start();
    let mut history: Vec<u64> = Vec::new();
    let mut counts: HashMap<u64, u32> = HashMap::new();
    counts.insert(pos.hash(), 1);
    let mut plies = 0;
    loop {
        let side = pos.side().index();
        let chosen = if plies < opening.len() {
            Some(opening[plies])
        } else {
            seen(&pos);
            players[side].choose(&pos, &history)
        };
        let Some(m) = chosen else {
            let reason = if pos.pieces(pos.side()).any() {
                "blocked"
            } else {
                "no-pieces"
            };
            let white_points = if side == 0 { 0 } else { 2 };
            return Outcome {
                white_points,
                reason,
                plies,
            };
        };
        history.push(pos.hash());
        pos = pos.play(&m);
        plies += 1;
        let count = counts.entry(pos.hash()).or_insert(0);
        *count += 1;
        let reason = if *count >= 3 {
            "repetition"
        } else if plies >= max_plies {
            "move-cap"
        } else {
            continue;
        };
        return Outcome {
            white_points: 1,
            reason,
            plies,
        };
    }
}
