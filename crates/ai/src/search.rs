//! The principal variation search: negamax alpha-beta with a null window for every move after
//! the first, late move reductions for quiet moves, a transposition table, forced-move
//! extensions and repetition draws. The root and iterative deepening live in [`super::engine`].

use super::eval::evaluate_with;
use super::limits::Clock;
use super::ordering::{OrderTables, MAX_PLY};
use super::score::{from_tt, to_tt, win_in, INFINITE};
use super::tablebase;
use super::tt::{move_tag, Bound, Tt};
use super::weights::Weights;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tobit_egtb::Tables;
use tobit_rules::{Move, Position};

/// How often (in nodes) the clock and the stop flag are read.
const CHECK_EVERY: u64 = 1024;

/// The state of one search: tables, counters, limits and the path from the root.
pub struct Searcher<'a> {
    pub(super) tt: &'a Tt,
    pub(super) order: &'a mut OrderTables,
    /// Nodes visited so far.
    pub(super) nodes: u64,
    /// Set once a limit is reached; every score computed after it is meaningless.
    pub(super) stopped: bool,
    node_limit: u64,
    pub(super) deadline: Option<(Clock, f64)>,
    pub(super) stop: Option<Arc<AtomicBool>>,
    /// Sorted hashes of the earlier positions of the game.
    game_history: Vec<u64>,
    /// Hashes of the positions from the root (index = ply).
    path: Vec<u64>,
    pub(super) move_stack: Vec<Vec<Move>>,
    /// Triangular principal variation table: `pv[ply]` is the best line from that ply.
    pub(super) pv: Vec<Vec<Move>>,
    /// The evaluation weights.
    pub(super) weights: Weights,
    /// Endgame tables whose positions are scored exactly.
    pub(super) tables: Option<&'a Tables>,
}

/// The limits a [`Searcher`] checks while it runs.
pub struct SearchBounds {
    /// Stop after this many nodes.
    pub node_limit: u64,
    /// Stop when the clock reads this time (milliseconds).
    pub deadline: Option<(Clock, f64)>,
    /// Stop when this flag is raised.
    pub stop: Option<Arc<AtomicBool>>,
}

impl<'a> Searcher<'a> {
    /// The legal moves of `pos`, in the reusable buffer of `ply` (the caller puts it back in
    /// `move_stack[ply]`), or `Err` with the score of a loss when there is none.
    #[inline]
    pub(super) fn moves_at(&mut self, pos: &Position, ply: usize) -> Result<Vec<Move>, i32> {
        let mut moves = std::mem::take(&mut self.move_stack[ply]);
        moves.clear();
        pos.generate(&mut moves);
        if moves.is_empty() {
            self.move_stack[ply] = moves;
            return Err(-win_in(ply));
        }
        Ok(moves)
    }

    /// A searcher for a root position with the earlier positions of its game.
    pub fn new(
        tt: &'a Tt,
        order: &'a mut OrderTables,
        root: &Position,
        history: &[u64],
        weights: Weights,
        tables: Option<&'a Tables>,
        bounds: SearchBounds,
    ) -> Searcher<'a> {
        let mut game_history = history.to_vec();
        game_history.sort_unstable();
        let mut path = Vec::with_capacity(MAX_PLY + 2);
        path.push(root.hash());
        Searcher {
            tt,
            order,
            nodes: 0,
            stopped: false,
            node_limit: bounds.node_limit,
            deadline: bounds.deadline,
            stop: bounds.stop,
            game_history,
            path,
            move_stack: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(32)).collect(),
            pv: vec![Vec::new(); MAX_PLY + 2],
            weights,
            tables,
        }
    }

    /// The exact score of a position the endgame tables hold, `ply` plies from the root.
    #[inline]
    pub(super) fn table_score(&self, pos: &Position, ply: usize) -> Option<i32> {
        tablebase::score(self.tables?, pos, ply)
    }

    /// Counts a node and checks the limits; returns whether the search must stop.
    #[inline]
    pub(super) fn tick(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(CHECK_EVERY) {
            if let Some(flag) = &self.stop {
                if flag.load(Ordering::Relaxed) {
                    self.stopped = true;
                }
            }
            if let Some((clock, deadline)) = self.deadline {
                if clock() >= deadline {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    /// Whether the stop flag is already raised (checked before the search starts).
    pub(super) fn stop_requested(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// Whether the position at `ply` repeats one on the path since the last irreversible move
    /// (`since`), or, when no irreversible move was played since the root, one of the game.
    #[inline]
    fn is_repetition(&self, hash: u64, ply: usize, since: usize) -> bool {
        let mut p = ply;
        while p >= since + 2 {
            p -= 2;
            if self.path[p] == hash {
                return true;
            }
        }
        since == 0 && self.game_history.binary_search(&hash).is_ok()
    }

    /// Searches one move of the node at `ply`, pushing the child on the path.
    #[inline]
    pub(super) fn child_score(
        &mut self,
        pos: &Position,
        m: &Move,
        depth: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        since: usize,
    ) -> i32 {
        let child = pos.play(m);
        let irreversible =
            m.is_capture() || (m.from().row() != m.to().row() && !pos.tobits().contains(m.from()));
        let since = if irreversible { ply + 1 } else { since };
        self.path.push(child.hash());
        let s = -self.negamax(&child, depth, -beta, -alpha, ply + 1, since);
        self.path.pop();
        s
    }

    /// Negamax alpha-beta from the node at `ply` with `depth` plies left.
    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        since: usize,
    ) -> i32 {
        self.pv[ply].clear();
        if self.is_repetition(pos.hash(), ply, since) {
            return 0;
        }
        if let Some(score) = self.table_score(pos, ply) {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply);
        }
        if self.tick() {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let mut tt_tag = 0;
        if let Some(e) = self.tt.probe(key) {
            tt_tag = e.move_tag;
            if !pv_node && e.depth as i32 >= depth {
                let s = from_tt(e.score as i32, ply);
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if usable {
                    return s;
                }
            }
        }

        let mut moves = match self.moves_at(pos, ply) {
            Ok(moves) => moves,
            Err(lost) => return lost,
        };
        self.order.sort(pos, &mut moves, ply, tt_tag);
        let extension = i32::from(moves.len() == 1 && ply < 2 * MAX_PLY / 3);
        let capturing = moves[0].is_capture();
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_tag = 0;
        for (i, m) in moves.iter().enumerate() {
            let new_depth = depth - 1 + extension;
            let score = if i == 0 {
                self.child_score(pos, m, new_depth, (alpha, beta), ply, since)
            } else {
                let reduction = if !capturing && depth >= 3 && i >= 3 {
                    1 + i32::from(depth >= 6 && i >= 8)
                } else {
                    0
                };
                let mut s = self.child_score(
                    pos,
                    m,
                    new_depth - reduction,
                    (alpha, alpha + 1),
                    ply,
                    since,
                );
                if s > alpha && reduction > 0 {
                    s = self.child_score(pos, m, new_depth, (alpha, alpha + 1), ply, since);
                }
                if s > alpha && s < beta {
                    s = self.child_score(pos, m, new_depth, (alpha, beta), ply, since);
                }
                s
            };
            if self.stopped {
                self.move_stack[ply] = moves;
                return 0;
            }
            if score > best {
                best = score;
                best_tag = move_tag(m);
                if score > alpha {
                    alpha = score;
                    self.set_pv(ply, m);
                    if score >= beta {
                        self.order.reward(m, ply, depth);
                        break;
                    }
                }
            }
        }
        self.move_stack[ply] = moves;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(key, depth, to_tt(best, ply), bound, best_tag);
        best
    }

    /// Makes `m` followed by the child's line the principal variation at `ply`.
    #[inline]
    pub(super) fn set_pv(&mut self, ply: usize, m: &Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(*m);
        line.extend_from_slice(&tail[0]);
    }

    /// Evaluates the position when nothing more needs to be searched.
    #[inline]
    pub(super) fn leaf(&self, pos: &Position) -> i32 {
        evaluate_with(pos, &self.weights)
    }
}
