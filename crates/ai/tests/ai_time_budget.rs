//! The computer's time budget on a game clock: its bounds, that a game played to its limits
//! keeps time, and that the search keeps within it (with a fake clock).

use std::sync::atomic::{AtomicU64, Ordering};
use tobit_ai::{time_budget, Engine, Limits, TimeBudget, MOVE_OVERHEAD_MS, RESERVE_MS};
use tobit_clock::{GameClock, Mode, SideControl, TimeControl};
use tobit_rules::{Color, Position};

fn side(text: &str) -> SideControl {
    text.parse::<TimeControl>().unwrap().white
}

const CONTROLS: [&str; 8] = [
    "1+0", "0:30+1", "3+2", "30+0", "5d3", "1b2", "0:10+0", "15+10",
];

#[test]
fn the_hard_limit_keeps_the_overhead_and_two_thirds_of_the_time_in_hand() {
    for text in CONTROLS {
        let control = side(text);
        let delay = match control.mode {
            Mode::SimpleDelay { ms } => ms,
            _ => 0,
        };
        for remaining in [0, 1, 49, 50, 51, 200, 1_000, 9_999, 60_000, 1_800_000] {
            let b = time_budget(&control, remaining);
            let until_flag = remaining + delay;
            assert!(b.soft_ms <= b.hard_ms, "{text} {remaining}: {b:?}");
            assert!(
                b.hard_ms <= until_flag.saturating_sub(MOVE_OVERHEAD_MS) / 3,
                "{text} {remaining}: {b:?}"
            );
        }
    }
}

#[test]
fn less_time_never_gives_a_larger_budget() {
    for text in CONTROLS {
        let control = side(text);
        let mut last = TimeBudget {
            soft_ms: 0,
            hard_ms: 0,
        };
        for remaining in (0..=200_000).step_by(250) {
            let b = time_budget(&control, remaining);
            assert!(
                b.soft_ms >= last.soft_ms && b.hard_ms >= last.hard_ms,
                "{text} {remaining}"
            );
            last = b;
        }
    }
}

#[test]
fn the_budget_shares_the_time_and_spends_part_of_the_increment() {
    let b = time_budget(&side("3+2"), 180_000);
    assert_eq!(
        b.soft_ms,
        (180_000 - MOVE_OVERHEAD_MS - RESERVE_MS) / 30 + 1_000
    );
    assert_eq!(b.hard_ms, 4 * b.soft_ms);
    let short = time_budget(&side("3+2"), 600);
    assert_eq!(
        short.hard_ms,
        (600 - MOVE_OVERHEAD_MS) / 3,
        "the increment comes only after"
    );
    let delay = time_budget(&side("5d3"), 0);
    assert!(
        delay.hard_ms > 0,
        "a simple delay can still be used with nothing left"
    );
    assert_eq!(
        time_budget(&side("1+0"), 30),
        TimeBudget {
            soft_ms: 0,
            hard_ms: 0
        }
    );
}

/// Plays `moves` moves of one side under `text`, each lasting `spend(budget)` plus 10 ms of
/// overhead on a fake clock; returns the least time left before a move.
fn least_left(text: &str, moves: usize, spend: fn(TimeBudget) -> u64) -> u64 {
    let control = text.parse::<TimeControl>().unwrap();
    let mut clock = GameClock::new(control);
    let mut now = 0;
    let mut least = u64::MAX;
    for _ in 0..moves {
        clock.start_turn(Color::White, now).unwrap();
        let left = clock.remaining(Color::White, now);
        least = least.min(left);
        now += spend(time_budget(&control.white, left)) + 10;
        clock
            .end_turn(now)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    least
}

#[test]
fn a_game_played_to_the_hard_limit_every_move_keeps_time_with_an_increment_or_delay() {
    for text in ["0:30+1", "3+2", "5d3", "1b2", "0:10+1"] {
        let least = least_left(text, 300, |b| b.hard_ms);
        assert!(least > 1_000, "{text}: {least} ms");
    }
}

#[test]
fn a_sudden_death_game_of_a_hundred_moves_keeps_time() {
    for text in ["1+0", "0:30+0", "0:10+0", "30+0"] {
        let least = least_left(text, 100, |b| (2 * b.soft_ms).min(b.hard_ms));
        assert!(least > 500, "{text}: {least} ms");
    }
}

#[test]
fn thinking_stops_at_the_reserve() {
    let b = time_budget(&side("1+0"), RESERVE_MS + MOVE_OVERHEAD_MS);
    assert_eq!(
        b,
        TimeBudget {
            soft_ms: 0,
            hard_ms: 0
        },
        "the rest is for moves at once"
    );
}

/// A fake clock that advances one millisecond each time it is read.
static TICKS: AtomicU64 = AtomicU64::new(0);
fn ticking_clock() -> f64 {
    TICKS.fetch_add(1, Ordering::Relaxed) as f64
}

/// Searches the start position within a budget of `soft_ms` and `hard_ms` on the ticking
/// clock, with the other limits of `base`.
fn search(soft_ms: u64, hard_ms: u64, base: Limits) -> tobit_ai::SearchResult {
    let limits = Limits {
        clock: Some(ticking_clock),
        budget: Some(TimeBudget { soft_ms, hard_ms }),
        ..base
    };
    Engine::new(1 << 20)
        .search(&Position::start(), &[], &limits)
        .unwrap()
}

#[test]
fn the_search_stops_at_the_hard_limit() {
    let r = search(1_000, 20, Limits::default());
    // The clock is read about every thousand nodes.
    assert!(r.time_ms <= 25, "{} ms", r.time_ms);
    assert!(Position::start().legal_moves().contains(&r.best));
}

#[test]
fn no_iteration_starts_after_the_soft_limit() {
    let r = search(0, 1_000_000, Limits::default());
    assert_eq!(r.depth, 1);
}

#[test]
fn the_budget_replaces_a_levels_move_time() {
    let r = search(5, 10, Limits::level(8));
    assert!(r.time_ms <= 15, "{} ms", r.time_ms);
}

#[test]
fn with_no_time_left_the_search_still_answers_a_legal_move() {
    let r = search(0, 0, Limits::level(8));
    assert!(Position::start().legal_moves().contains(&r.best));
}
