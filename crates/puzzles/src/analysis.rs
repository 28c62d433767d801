//! Scoring every first move of a position with a node-limited search, so that a puzzle's
//! first move can be compared with every alternative.
//!
//! Each call uses a fresh engine with a small transposition table, and every search is bounded
//! by depth and nodes (never by time): the same position and budget always give the same
//! scores and lines, on any machine. The engine evaluates with [`JUDGE`], not with whatever
//! evaluation the engine plays with, so a stronger engine does not move the shipped puzzles'
//! ratings or undo their checks.

use tobit_ai::weights::Weights;
use tobit_ai::{Engine, Limits, WIN, WIN_BOUND};
use tobit_rules::{Move, Position};

/// How hard each first move is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The deepest iteration of the search after each first move, in plies.
    pub depth: u32,
    /// The most nodes that search may visit.
    pub nodes: u64,
}

/// One first move with its score and the line the search expects after it.
#[derive(Clone, Debug)]
pub struct Scored {
    /// The first move.
    pub first: Move,
    /// Its score for the side to move, in hundredths of a hul (or a found win or loss, see
    /// [`tobit_ai::Score`]).
    pub score: i32,
    /// The expected line, starting with `first`.
    pub line: Vec<Move>,
}

/// The evaluation the puzzles are found, verified and rated with: the linear terms alone, the
/// evaluation the shipped puzzles were made with (docs/PUZZLES.md).
pub const JUDGE: Weights = Weights::DEFAULT.linear_only();

/// A fresh engine that judges with [`JUDGE`] and a transposition table of `tt_bytes`.
pub fn judge(tt_bytes: usize) -> Engine {
    Engine::with_weights(tt_bytes, JUDGE)
}

/// The transposition table of each analysis: small, so a fresh one costs little.
const TT_BYTES: usize = 2 << 20;

/// At most this many forced (single-reply) moves are played out before searching.
const MAX_FORCED: usize = 16;

/// Every legal move of `pos` with its score, best first (ties keep the order of the legal
/// moves). Empty when the side to move has no legal move.
pub fn score_moves(pos: &Position, budget: Budget) -> Vec<Scored> {
    let mut engine = judge(TT_BYTES);
    let mut scored: Vec<Scored> = pos
        .legal_moves()
        .into_iter()
        .map(|first| {
            let (score, tail) = line_from(&mut engine, &pos.play(&first), &[pos.hash()], budget);
            let mut line = vec![first];
            line.extend(tail);
            Scored {
                first,
                score: one_ply_up(score),
                line,
            }
        })
        .collect();
    scored.sort_by_key(|s| -s.score);
    scored
}

/// The expected best line from `pos` and its score for the side to move there. Forced moves
/// are played out first (the engine does not search a position with a single legal move).
pub fn best_line(pos: &Position, budget: Budget) -> (i32, Vec<Move>) {
    line_from(&mut judge(TT_BYTES), pos, &[], budget)
}

fn line_from(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    budget: Budget,
) -> (i32, Vec<Move>) {
    let mut history = history.to_vec();
    let mut line = Vec::new();
    let mut here = *pos;
    loop {
        let moves = here.legal_moves();
        if moves.is_empty() {
            return (back_to_root(-WIN, line.len()), line);
        }
        if moves.len() > 1 || line.len() >= MAX_FORCED {
            break;
        }
        history.push(here.hash());
        here = here.play(&moves[0]);
        line.push(moves[0]);
    }
    let limits = Limits {
        depth: Some(budget.depth),
        nodes: Some(budget.nodes),
        ..Limits::default()
    };
    let result = engine
        .search(&here, &history, &limits)
        .expect("a position with legal moves has a search result");
    let forced = line.len();
    line.extend(result.pv);
    (back_to_root(result.score.0, forced), line)
}

/// A score found `plies` plies below the root, seen from the root's side to move.
fn back_to_root(score: i32, plies: usize) -> i32 {
    (0..plies).fold(score, |s, _| one_ply_up(s))
}

/// A child's score seen from its parent: negated, and a found win or loss one ply further away.
pub(super) fn one_ply_up(score: i32) -> i32 {
    if score >= WIN_BOUND {
        -(score - 1)
    } else if score <= -WIN_BOUND {
        -(score + 1)
    } else {
        -score
    }
}
