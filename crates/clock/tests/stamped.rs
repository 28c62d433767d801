//! A live game's clock from its stamps (docs/LIVE.md, "The clock"): every stamp replayed, the
//! flag decided from the stamps, and what a message of one player may change.

use tobit_clock::{StampError, StampedClock, TimeControl, FLAG_TOLERANCE_MS};
use tobit_rules::Color::{Black, White};

/// 5+3: five minutes and three seconds a move.
fn blitz() -> StampedClock {
    StampedClock::new("5+3".parse::<TimeControl>().unwrap())
}

fn with(times: &[u64]) -> StampedClock {
    StampedClock {
        times: times.to_vec(),
        ..blitz()
    }
}

#[test]
fn the_first_move_is_free_and_each_later_one_costs_the_time_its_turn_ran() {
    let mut clock = blitz();
    clock.stamp(None, 1_000).unwrap();
    assert_eq!(
        clock.times,
        [303_000],
        "White's first move: no time runs, the increment given"
    );
    // Black's turn runs from 2 000 (the move arrived) to 12 000.
    clock.stamp(Some(2_000), 12_000).unwrap();
    assert_eq!(clock.times, [303_000, 293_000]);
    assert_eq!(clock.turn(), White);
    let running = clock.running(Some(12_500)).unwrap();
    assert_eq!(running.remaining(White, 13_500), 302_000);
    assert_eq!(running.remaining(Black, 13_500), 293_000);
    clock.checked(2).unwrap();
    assert_eq!(
        clock.checked(3),
        Err(StampError::Count { times: 2, plies: 3 })
    );
}

#[test]
fn a_move_after_the_flag_is_not_stamped_but_flags() {
    let mut clock = with(&[303_000]);
    assert_eq!(
        clock.stamp(Some(0), 300_000),
        Err(StampError::Late { ply: 1 })
    );
    assert_eq!(clock.flag, Some(Black));
    assert_eq!(clock.times, [303_000]);
    let shown = clock.running(Some(0)).unwrap();
    assert_eq!(
        shown.remaining(Black, 400_000),
        0,
        "the flagged side shows 0"
    );
    assert_eq!(shown.flagged(), Some(Black));
    assert_eq!(shown.running(), None);
    assert_eq!(
        clock.stamp(Some(0), 1),
        Err(StampError::Late { ply: 1 }),
        "and moves no more"
    );
}

#[test]
fn the_flag_falls_at_zero_on_the_side_to_move() {
    let mut clock = with(&[303_000]);
    assert_eq!(clock.poll_flag(Some(0), 299_999), Ok(None));
    assert_eq!(clock.poll_flag(Some(0), 300_000), Ok(Some(Black)));
    assert_eq!(clock.poll_flag(None, 400_000), Ok(Some(Black)), "it stays");
    // Before a turn runs (the first move), nothing falls.
    assert_eq!(blitz().poll_flag(None, 10_000_000), Ok(None));
}

#[test]
fn stamps_no_clock_could_show_are_refused() {
    // White cannot come back with more than it had plus the increment.
    assert_eq!(
        with(&[303_001]).replay().err(),
        Some(StampError::Gained { ply: 0 })
    );
    assert_eq!(
        with(&[303_000, 300_000, 306_001]).replay().err(),
        Some(StampError::Gained { ply: 2 })
    );
    // Stamped at the increment alone: the move was made with no time left.
    assert_eq!(
        with(&[303_000, 3_000]).replay().err(),
        Some(StampError::Late { ply: 1 })
    );
    // A flag must be on the side to move.
    let wrong_flag = StampedClock {
        flag: Some(White),
        ..with(&[303_000])
    };
    assert_eq!(
        wrong_flag.replay().err(),
        Some(StampError::FlagNotOnTurn { side: White })
    );
}

#[test]
fn the_senders_new_times_extend_and_the_known_ones_never_change() {
    let stored = with(&[303_000]);
    let incoming = with(&[303_000, 290_000]);
    let merged = StampedClock::merge_from(&stored, &incoming, Black, None, 0, false).unwrap();
    assert_eq!(merged, incoming);
    let changed = with(&[302_000, 290_000]);
    assert_eq!(
        StampedClock::merge_from(&stored, &changed, Black, None, 0, false),
        Err(StampError::Changed { ply: 0 })
    );
    let forged = with(&[303_000, 304_000]);
    assert_eq!(
        StampedClock::merge_from(&stored, &forged, Black, None, 0, false),
        Err(StampError::Gained { ply: 1 })
    );
    let other = StampedClock {
        control: "3+2".parse().unwrap(),
        ..incoming.clone()
    };
    assert_eq!(
        StampedClock::merge_from(&stored, &other, Black, None, 0, false),
        Err(StampError::ControlChanged)
    );
    // An older message (a replay, a late one) changes nothing.
    assert_eq!(
        StampedClock::merge_from(&incoming, &stored, White, None, 0, false),
        Ok(incoming.clone())
    );
}

#[test]
fn a_flag_claimed_by_the_other_is_taken_only_when_the_own_clock_agrees() {
    // White's clock runs on White's device since 10 000; Black says it ran out.
    let stored = with(&[303_000, 290_000]);
    let claim = StampedClock {
        flag: Some(White),
        ..stored.clone()
    };
    let at = |now| StampedClock::merge_from(&stored, &claim, Black, Some(10_000), now, false);
    assert_eq!(
        at(10_000 + 303_000 - FLAG_TOLERANCE_MS - 1).unwrap().flag,
        None,
        "early: left out"
    );
    assert_eq!(
        at(10_000 + 303_000 - FLAG_TOLERANCE_MS).unwrap().flag,
        Some(White)
    );
    // The flagged side's own word is final at once.
    let own = StampedClock::merge_from(&stored, &claim, White, Some(10_000), 10_000, false);
    assert_eq!(own.unwrap().flag, Some(White));
    // A game over by its link (a resignation that came first) has no flag.
    assert_eq!(
        StampedClock::merge_from(&stored, &claim, White, None, 0, true)
            .unwrap()
            .flag,
        None
    );
}

#[test]
fn a_move_stamped_in_time_lifts_a_flag_claimed_meanwhile() {
    // On White's device Black's flag fell (Black's turn ran out here); Black's move crossed it,
    // made with time left on Black's device: the move stands on both sides.
    let stored = StampedClock {
        flag: Some(Black),
        ..with(&[303_000])
    };
    let moved = with(&[303_000, 4_500]);
    let merged = StampedClock::merge_from(&stored, &moved, Black, Some(0), 400_000, false).unwrap();
    assert_eq!(merged.flag, None);
    assert_eq!(merged.times, [303_000, 4_500]);
    // And on Black's device White's claim is older than its move: nothing changes.
    let claim = StampedClock {
        flag: Some(Black),
        ..with(&[303_000])
    };
    assert_eq!(
        StampedClock::merge_from(&moved, &claim, White, None, 0, false),
        Ok(moved.clone())
    );
}

#[test]
fn a_move_and_a_claim_in_one_message_take_the_move_only() {
    // The receiver's turn starts when the move arrives here: the claim cannot hold yet.
    let stored = with(&[303_000]);
    let both = StampedClock {
        flag: Some(White),
        ..with(&[303_000, 290_000])
    };
    let merged = StampedClock::merge_from(&stored, &both, Black, Some(0), 5_000, false).unwrap();
    assert_eq!(merged.times, [303_000, 290_000]);
    assert_eq!(merged.flag, None);
}
