//! The engine: iterative deepening over the principal variation search, limits and levels.

use super::eval::evaluate_with;
use super::levels;
use super::limits::{default_clock, Clock};
use super::limits::{Limits, MAX_DEPTH, NODES_PER_MS_WITHOUT_CLOCK};
use super::ordering::OrderTables;
use super::rng::Rng;
use super::score::{Score, INFINITE, WIN_BOUND};
use super::search::{SearchBounds, Searcher};
use super::search_result::SearchResult;
use super::tablebase;
use super::tt::Tt;
use super::weights::Weights;
use std::sync::Arc;
use tobit_egtb::Tables;
use tobit_rules::{Move, Position};

/// The engine: owns the transposition table and the move-ordering tables.
pub struct Engine {
    tt: Tt,
    order: OrderTables,
    pub(super) weights: Weights,
    tables: Option<Arc<Tables>>,
    /// Search threads (Lazy SMP, [`super::smp`]); 1 searches on the caller's thread alone.
    pub(super) threads: usize,
}

/// The limits of one search once a level has been applied.
pub(super) struct Plan {
    pub(super) depth: u32,
    pub(super) nodes: u64,
    pub(super) movetime_ms: Option<u64>,
    /// No new iteration starts after this many milliseconds.
    soft_ms: Option<u64>,
    margin: i32,
}

impl Plan {
    pub(super) fn of(limits: &Limits, has_clock: bool) -> Plan {
        let (depth, nodes, mut movetime_ms, margin) = match limits.level.and_then(levels::settings)
        {
            Some(s) => (s.depth, s.nodes, s.movetime_ms, s.margin),
            None => (limits.depth, limits.nodes, limits.movetime_ms, 0),
        };
        let soft_ms = match limits.budget {
            Some(budget) => {
                movetime_ms = Some(budget.hard_ms);
                Some(budget.soft_ms)
            }
            None => movetime_ms.map(|ms| ms.div_ceil(2)),
        };
        let mut nodes = nodes.unwrap_or(u64::MAX);
        if let (Some(ms), false) = (movetime_ms, has_clock) {
            nodes = nodes.min(ms.saturating_mul(NODES_PER_MS_WITHOUT_CLOCK));
        }
        Plan {
            depth: depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH),
            nodes,
            movetime_ms,
            soft_ms,
            margin,
        }
    }
}

/// The clock of one search and the time it started.
pub(super) struct Timer {
    pub(super) clock: Option<Clock>,
    start: f64,
}

impl Timer {
    /// Starts timing a search with the clock of `limits` (or the platform's).
    pub(super) fn of(limits: &Limits) -> Timer {
        let clock = limits.clock.or_else(default_clock);
        Timer {
            clock,
            start: clock.map_or(0.0, |c| c()),
        }
    }

    /// Milliseconds since the start (0 without a clock).
    pub(super) fn elapsed(&self) -> u64 {
        self.clock.map_or(0, |c| (c() - self.start).max(0.0) as u64)
    }

    /// Whether a search of `plan` has spent its soft limit (half its move time, or a clock
    /// budget's soft part), so that a new iteration should not start.
    pub(super) fn soft_spent(&self, plan: &Plan, elapsed_ms: u64) -> bool {
        self.clock.is_some() && plan.soft_ms.is_some_and(|ms| elapsed_ms >= ms)
    }
}

impl Engine {
    /// A fresh searcher of `pos` within `plan` (a new transposition-table generation, cleared
    /// ordering tables), stopped by the plan's limits, the timer's deadline and the stop flag.
    pub(super) fn searcher<'a>(
        &'a mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        plan: &Plan,
        timer: &Timer,
        tables: Option<&'a Tables>,
    ) -> Searcher<'a> {
        self.tt.new_search();
        self.order.clear();
        let deadline = match (plan.movetime_ms, timer.clock) {
            (Some(ms), Some(c)) => Some((c, timer.start + ms as f64)),
            _ => None,
        };
        Searcher::new(
            &self.tt,
            &mut self.order,
            pos,
            history,
            self.weights,
            tables,
            SearchBounds {
                node_limit: plan.nodes,
                deadline,
                stop: limits.stop.clone(),
            },
        )
    }

    /// An engine whose transposition table takes about `tt_bytes` bytes
    /// ([`super::DEFAULT_TT_BYTES`] is a good default).
    pub fn new(tt_bytes: usize) -> Engine {
        Engine::with_weights(tt_bytes, Weights::DEFAULT)
    }

    /// An engine that evaluates with `weights` instead of [`Weights::DEFAULT`] (to compare
    /// sets of weights in self-play).
    pub fn with_weights(tt_bytes: usize, weights: Weights) -> Engine {
        Engine {
            tt: Tt::new(tt_bytes),
            order: OrderTables::new(),
            weights,
            tables: None,
            threads: 1,
        }
    }

    /// Searches with `threads` threads sharing the transposition table (Lazy SMP): the
    /// helpers search the same position, filling the table the main thread reads. With more
    /// than one the search is no longer deterministic, and the node limit and the node count
    /// are the main thread's. Always 1 on wasm (no threads there).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = match cfg!(target_arch = "wasm32") {
            true => 1,
            false => threads.clamp(1, super::smp::MAX_THREADS),
        };
    }

    /// Gives the engine endgame tables (or takes them away). Levels from
    /// [`tablebase::FIRST_LEVEL`] up, and searches without a level, then play every position
    /// the tables hold perfectly and score the positions they hold exactly in the search.
    pub fn set_tables(&mut self, tables: Option<Arc<Tables>>) {
        self.tables = tables;
    }

    /// The endgame tables the engine uses, if any.
    pub fn tables(&self) -> Option<&Arc<Tables>> {
        self.tables.as_ref()
    }

    /// Searches `pos` within `limits`. `history` holds the hashes of the earlier positions of
    /// the game (for repetition). Returns `None` only when the side to move has no legal move.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
    ) -> Option<SearchResult> {
        self.search_with_info(pos, history, limits, &mut |_| {})
    }

    /// Like [`Engine::search`], calling `info` after every completed iteration.
    pub fn search_with_info(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        info: &mut dyn FnMut(&SearchResult),
    ) -> Option<SearchResult> {
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let timer = Timer::of(limits);
        let elapsed = || timer.elapsed();
        let tables = match limits.level {
            Some(level) if level < tablebase::FIRST_LEVEL => None,
            _ => self.tables.clone(),
        };
        if let Some(mut result) = tables
            .as_deref()
            .and_then(|t| tablebase::root_move(t, pos, history))
        {
            result.time_ms = elapsed();
            return Some(result);
        }
        if moves.len() == 1 {
            let child = pos.play(&moves[0]);
            let score = if child.count_moves() == 0 {
                super::score::win_in(1)
            } else {
                -evaluate_with(&child, &self.weights)
            };
            return Some(SearchResult {
                best: moves[0],
                score: Score(score),
                depth: 0,
                nodes: 0,
                time_ms: elapsed(),
                pv: moves,
            });
        }
        let plan = Plan::of(limits, timer.clock.is_some());
        let (weights, threads) = (self.weights, self.threads);
        let mut searcher = self.searcher(pos, history, limits, &plan, &timer, tables.as_deref());
        searcher.order.sort(pos, &mut moves, 0, 0);
        let mut result = SearchResult {
            best: moves[0],
            score: Score(evaluate_with(pos, &weights)),
            depth: 0,
            nodes: 0,
            time_ms: 0,
            pv: vec![moves[0]],
        };
        if searcher.stop_requested() {
            return Some(result);
        }
        let shared = searcher.shared(pos, history);
        super::smp::with_helpers(threads, shared, || {
            for depth in 1..=plan.depth {
                let outcome = searcher.root(pos, &mut moves, depth as i32);
                if let Some((score, pv)) = outcome {
                    result.best = pv[0];
                    result.score = Score(score);
                    result.pv = pv;
                }
                result.nodes = searcher.nodes;
                result.time_ms = elapsed();
                if searcher.stopped {
                    break;
                }
                result.depth = depth;
                info(&result);
                if let Some(plies) = result.score.plies_to_end() {
                    if depth as i32 > plies + 1 {
                        break;
                    }
                }
                if timer.soft_spent(&plan, result.time_ms) {
                    break;
                }
            }
        });
        if plan.margin > 0 && !searcher.stopped {
            // A game's seed is mixed with the position, so one game's choices differ from move
            // to move; without a seed the position alone decides.
            let seed = limits.seed.map_or(pos.hash(), |seed| seed ^ pos.hash())
                ^ u64::from(limits.level.unwrap_or(0));
            if let Some(choice) =
                searcher.deliberate_choice(pos, &moves, result.depth, plan.margin, seed)
            {
                if choice != result.best {
                    result.best = choice;
                    result.pv = vec![choice];
                }
            }
            result.nodes = searcher.nodes;
            result.time_ms = elapsed();
        }
        Some(result)
    }
}

impl Searcher<'_> {
    /// One iteration at the root. Keeps the best move first in `moves`. Returns the score and
    /// principal variation if at least the first move was fully searched.
    pub(super) fn root(
        &mut self,
        pos: &Position,
        moves: &mut [Move],
        depth: i32,
    ) -> Option<(i32, Vec<Move>)> {
        let mut alpha = -INFINITE;
        let beta = INFINITE;
        let mut found: Option<(usize, i32, Vec<Move>)> = None;
        for (i, m) in moves.iter().copied().enumerate() {
            let mut score;
            if i == 0 {
                score = self.child_score(pos, &m, depth - 1, (alpha, beta), 0, 0);
            } else {
                score = self.child_score(pos, &m, depth - 1, (alpha, alpha + 1), 0, 0);
                if score > alpha && !self.stopped {
                    score = self.child_score(pos, &m, depth - 1, (alpha, beta), 0, 0);
                }
            }
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                self.set_pv(0, &m);
                found = Some((i, score, self.pv[0].clone()));
            }
        }
        let (i, score, pv) = found?;
        moves[..=i].rotate_right(1);
        Some((score, pv))
    }

    /// The deliberate, seeded choice of the low levels: every root move is scored with a full
    /// window at `depth`, then one is drawn among those within `margin` of the best.
    fn deliberate_choice(
        &mut self,
        pos: &Position,
        moves: &[Move],
        depth: u32,
        margin: i32,
        seed: u64,
    ) -> Option<Move> {
        let depth = depth.max(1) as i32;
        let mut scored = Vec::with_capacity(moves.len());
        for m in moves {
            let s = self.child_score(pos, m, depth - 1, (-INFINITE, INFINITE), 0, 0);
            if self.stopped {
                return None;
            }
            scored.push((*m, s));
        }
        let best = scored.iter().map(|&(_, s)| s).max()?;
        let floor = if best >= WIN_BOUND || best <= -WIN_BOUND {
            best
        } else {
            (best - margin).max(-WIN_BOUND + 1)
        };
        let candidates: Vec<Move> = scored
            .iter()
            .filter(|&&(_, s)| s >= floor)
            .map(|&(m, _)| m)
            .collect();
        let mut rng = Rng::new(seed);
        candidates.get(rng.below(candidates.len())).copied()
    }
}
