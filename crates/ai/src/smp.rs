//! Lazy SMP: helper threads that search the same position as the main thread, sharing its
//! transposition table, so the main thread finds more of its positions already searched. The
//! helpers' own results are not used; they stop when the main thread's search ends (or at its
//! deadline, or when its stop flag is raised).

use super::limits::Clock;
use super::limits::MAX_DEPTH;
use super::ordering::OrderTables;
use super::search::{SearchBounds, Searcher};
use super::tt::Tt;
use super::weights::Weights;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tobit_egtb::Tables;
use tobit_rules::Position;

/// The most search threads an engine takes.
pub const MAX_THREADS: usize = 64;

/// What the helpers share with the main thread.
pub(super) struct Shared<'a> {
    pub(super) tt: &'a Tt,
    pub(super) pos: &'a Position,
    pub(super) history: &'a [u64],
    pub(super) weights: Weights,
    pub(super) tables: Option<&'a Tables>,
    pub(super) deadline: Option<(Clock, f64)>,
    pub(super) stop: Option<Arc<AtomicBool>>,
}

impl<'a> Searcher<'a> {
    /// What the helpers of this (main) searcher of `pos` share with it.
    pub(super) fn shared<'s>(&self, pos: &'s Position, history: &'s [u64]) -> Shared<'s>
    where
        'a: 's,
    {
        Shared {
            tt: self.tt,
            pos,
            history,
            weights: self.weights,
            tables: self.tables,
            deadline: self.deadline,
            stop: self.stop.clone(),
        }
    }
}

/// Runs `main` while `threads - 1` helpers search the shared position, then stops them.
pub(super) fn with_helpers<R>(threads: usize, shared: Shared<'_>, main: impl FnOnce() -> R) -> R {
    if threads <= 1 {
        return main();
    }
    let stop = Arc::new(AtomicBool::new(false));
    std::thread::scope(|scope| {
        for index in 1..threads {
            let stop = stop.clone();
            let shared = &shared;
            scope.spawn(move || helper(shared, index, stop));
        }
        let result = main();
        stop.store(true, Ordering::Relaxed);
        result
    })
}

/// One helper: iterative deepening on its own move ordering, odd helpers one ply deeper, until
/// the main thread is done.
fn helper(shared: &Shared<'_>, index: usize, stop: Arc<AtomicBool>) {
    let mut order = OrderTables::new();
    let mut searcher = Searcher::new(
        shared.tt,
        &mut order,
        shared.pos,
        shared.history,
        shared.weights,
        shared.tables,
        SearchBounds {
            node_limit: u64::MAX,
            deadline: shared.deadline,
            stop: Some(stop.clone()),
        },
    );
    let mut moves = shared.pos.legal_moves();
    for depth in 1..=MAX_DEPTH as i32 {
        if shared
            .stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
        {
            stop.store(true, Ordering::Relaxed);
        }
        searcher.root(shared.pos, &mut moves, depth + (index % 2) as i32);
        if searcher.stopped {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Engine, Limits};
    use tobit_rules::Position;

    #[test]
    fn two_threads_find_a_legal_move_and_one_thread_is_unchanged() {
        let pos = Position::start();
        let mut one = Engine::new(1 << 20);
        let alone = one.search(&pos, &[], &Limits::depth(7)).unwrap();
        let mut again = Engine::new(1 << 20);
        again.set_threads(1);
        let same = again.search(&pos, &[], &Limits::depth(7)).unwrap();
        assert_eq!((alone.best, alone.nodes), (same.best, same.nodes));
        let mut two = Engine::new(1 << 20);
        two.set_threads(2);
        for limits in [Limits::depth(7), Limits::nodes(5_000)] {
            let r = two.search(&pos, &[], &limits).unwrap();
            assert!(pos.legal_moves().contains(&r.best));
            assert!(r.depth >= 1);
        }
    }

    #[test]
    fn an_analysis_on_two_threads_gives_its_lines() {
        let pos = Position::start();
        let mut two = Engine::new(1 << 20);
        two.set_threads(2);
        let info = two
            .analyse(&pos, &[], &Limits::depth(6), 3, &mut |_| {})
            .unwrap();
        assert_eq!(info.depth, 6);
        assert_eq!(info.lines.len(), 3);
        let mut firsts: Vec<_> = info.lines.iter().map(|l| l.moves[0]).collect();
        firsts.dedup();
        assert_eq!(firsts.len(), 3);
        assert!(firsts.iter().all(|m| pos.legal_moves().contains(m)));
    }
}
