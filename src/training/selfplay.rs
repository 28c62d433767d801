//! Self-play: one engine setting against another, from random openings. Used by `tobit match`
//! (strength of levels and weights) and by the tuner (positions labelled with game results).

use super::material4;
use crate::ai::{Engine, Limits, Rng};
use crate::rules::{self, Game, Move, Position, Status};

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

/// How a self-play game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// How the rules ended the game ([`Game::status`]), or `None` when it was adjudicated a
    /// draw at the ply cap.
    pub ended: Option<rules::Outcome>,
    /// Plies played, the opening included.
    pub plies: usize,
}

impl Outcome {
    /// White's points: 2 win, 1 draw, 0 loss (docs/RULES.md section 7).
    pub fn white_points(&self) -> u8 {
        self.ended.map_or(1, |o| o.score().0)
    }

    /// The result token: `2-0`, `0-2` or `1-1`.
    pub fn result(&self) -> &'static str {
        self.ended.map_or("1-1", |o| Status::Over(o).result())
    }

    /// Why the game ended: a [`rules::Reason`] name, or `move-cap`.
    pub fn reason(&self) -> &'static str {
        self.ended.map_or("move-cap", |o| o.reason.name())
    }
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
/// `players[1]` for Black. It ends by the rules ([`Game::status`]: no piece, no legal move,
/// threefold repetition) or is adjudicated a draw after `max_plies`. `seen` is called with every
/// position where a player chose a move.
pub fn play_game(
    players: [&mut Player; 2],
    opening: &[Move],
    max_plies: usize,
    seen: &mut dyn FnMut(&Position),
) -> Outcome {
    let mut game = Game::default();
    loop {
        let plies = game.moves().len();
        let ended = game.status().outcome();
        if ended.is_some() || plies >= max_plies {
            return Outcome { ended, plies };
        }
        let pos = game.position();
        let m = match opening.get(plies) {
            Some(&m) => m,
            None => {
                seen(&pos);
                players[pos.side().index()]
                    .choose(&pos, &game.hashes())
                    .expect("a game that goes on has a legal move")
            }
        };
        game.play(&m)
            .expect("the opening and the players play legal moves");
    }
}
