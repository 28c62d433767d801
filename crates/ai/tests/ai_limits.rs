//! The search honours every limit and the stop flag, and is deterministic under depth and node
//! limits.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use tobit_ai::{Engine, Limits};
use tobit_rules::{fen, Position};

const MIDDLE_GAME: &str = "W:W1,3,4,5,9,11,14,15,16:B20,24,25,27,30,32,35,36,37";

fn middle_game() -> Position {
    fen::parse(MIDDLE_GAME).unwrap()
}

#[test]
fn depth_limit_is_reached_and_not_passed() {
    for depth in [1, 3, 6] {
        let r = Engine::new(1 << 20)
            .search(&middle_game(), &[], &Limits::depth(depth))
            .unwrap();
        assert_eq!(r.depth, depth);
    }
}

#[test]
fn node_limit_is_honoured() {
    for nodes in [1, 100, 5_000, 50_000] {
        let r = Engine::new(1 << 20)
            .search(&middle_game(), &[], &Limits::nodes(nodes))
            .unwrap();
        assert!(r.nodes <= nodes, "{} > {nodes}", r.nodes);
        assert!(middle_game().legal_moves().contains(&r.best));
    }
}

/// A fake clock that advances one millisecond each time it is read.
static TICKS: AtomicU64 = AtomicU64::new(0);
fn ticking_clock() -> f64 {
    TICKS.fetch_add(1, Ordering::Relaxed) as f64
}

#[test]
fn move_time_is_honoured_with_the_given_clock() {
    let limits = Limits {
        movetime_ms: Some(20),
        clock: Some(ticking_clock),
        ..Limits::default()
    };
    let r = Engine::new(1 << 20)
        .search(&Position::start(), &[], &limits)
        .unwrap();
    // The clock is read about every thousand nodes, so 20 reads bound the search.
    assert!(r.nodes < 40_000, "{} nodes", r.nodes);
    assert!(r.time_ms <= 25, "{} ms", r.time_ms);
    assert!(Position::start().legal_moves().contains(&r.best));
}

#[test]
fn a_raised_stop_flag_stops_at_once_with_a_legal_move() {
    let stop = Arc::new(AtomicBool::new(true));
    let limits = Limits {
        stop: Some(stop),
        ..Limits::default()
    };
    let r = Engine::new(1 << 20)
        .search(&middle_game(), &[], &limits)
        .unwrap();
    assert!(r.nodes <= 1, "{} nodes", r.nodes);
    assert!(middle_game().legal_moves().contains(&r.best));
}

#[test]
fn the_stop_flag_ends_an_unlimited_search_from_another_thread() {
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        stop: Some(stop.clone()),
        ..Limits::default()
    };
    let raiser = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(50));
        stop.store(true, Ordering::Relaxed);
    });
    let r = Engine::new(1 << 20)
        .search(&Position::start(), &[], &limits)
        .unwrap();
    raiser.join().unwrap();
    assert!(r.depth < tobit_ai::MAX_DEPTH);
    assert!(Position::start().legal_moves().contains(&r.best));
}

#[test]
fn depth_and_node_limited_searches_are_deterministic() {
    for limits in [Limits::depth(7), Limits::nodes(30_000), Limits::level(2)] {
        let mut reused = Engine::new(1 << 20);
        let first = reused.search(&middle_game(), &[], &limits).unwrap();
        reused.search(&Position::start(), &[], &Limits::depth(5));
        let again = reused.search(&middle_game(), &[], &limits).unwrap();
        let fresh = Engine::new(1 << 20)
            .search(&middle_game(), &[], &limits)
            .unwrap();
        for other in [&again, &fresh] {
            assert_eq!(first.best, other.best);
            assert_eq!(first.score, other.score);
            assert_eq!(first.nodes, other.nodes);
            assert_eq!(first.pv, other.pv);
        }
    }
}

#[test]
fn a_single_legal_move_is_answered_at_once() {
    // White must capture 11x25: the only legal move.
    let pos = fen::parse("W:W1,2,3,4,5,6,9,11,12,15,16:B18,21,27,29,30,32,33,35,36,37,38").unwrap();
    assert_eq!(pos.legal_moves().len(), 1);
    let r = Engine::new(1 << 20)
        .search(&pos, &[], &Limits::depth(20))
        .unwrap();
    assert_eq!(r.nodes, 0);
    assert_eq!(r.best, pos.legal_moves()[0]);
}

#[test]
fn no_legal_move_gives_none() {
    let lost = fen::parse("W:W:B30").unwrap();
    assert!(Engine::new(1 << 20)
        .search(&lost, &[], &Limits::depth(3))
        .is_none());
}
