//! The game clock driven by a fake time source (plain numbers): every mode, handicaps, pauses,
//! added time, flag fall exactly at zero, the low-time cue once, save and restore.

use tobit_clock::{
    ClockError, ClockEvent, ControlError, GameClock, Mode, SavedClock, SideControl, TimeControl,
    PRESETS,
};
use tobit_rules::Color::{Black, White};

/// A clock for both sides: `initial_s` seconds and `mode`.
fn clock(initial_s: u64, mode: Mode) -> GameClock {
    let side = SideControl::new(initial_s * 1000, mode).unwrap();
    GameClock::new(TimeControl::uniform(side))
}

/// `side` moves from `from` to `to` (its turn starts and ends): its time after the move.
fn turn(c: &mut GameClock, side: tobit_rules::Color, from: u64, to: u64) -> u64 {
    c.start_turn(side, from).unwrap();
    c.end_turn(to).unwrap().remaining_ms
}

#[test]
fn sudden_death_counts_down_and_gives_nothing_back() {
    let mut c = clock(60, Mode::SuddenDeath);
    c.start_turn(White, 1_000).unwrap();
    assert_eq!(c.remaining(White, 1_000), 60_000);
    assert_eq!(c.remaining(White, 4_500), 56_500);
    assert_eq!(
        c.remaining(Black, 4_500),
        60_000,
        "Black's clock stands still"
    );
    let turn = c.end_turn(4_500).unwrap();
    assert_eq!(
        (turn.side, turn.used_ms, turn.remaining_ms),
        (White, 3_500, 56_500)
    );
    assert_eq!(c.running(), None, "no clock runs between turns");
    assert_eq!(c.remaining(White, 99_000), 56_500);
}

#[test]
fn increment_is_added_after_each_move() {
    let mut c = clock(180, Mode::Increment { ms: 2_000 });
    assert_eq!(turn(&mut c, White, 0, 10_000), 172_000);
    assert_eq!(
        turn(&mut c, Black, 10_400, 10_900),
        181_500,
        "more than it started with"
    );
}

#[test]
fn simple_delay_waits_before_counting_and_gives_nothing_back() {
    let mut c = clock(60, Mode::SimpleDelay { ms: 3_000 });
    c.start_turn(White, 0).unwrap();
    assert_eq!(c.remaining(White, 2_999), 60_000, "the delay costs nothing");
    assert_eq!(c.remaining(White, 3_000), 60_000);
    assert_eq!(c.remaining(White, 3_001), 59_999);
    assert_eq!(c.time_to_flag(1_000), Some(62_000));
    assert_eq!(
        c.end_turn(2_000).unwrap().remaining_ms,
        60_000,
        "a quick move is free"
    );
    assert_eq!(
        turn(&mut c, Black, 2_000, 12_000),
        53_000,
        "7 s past the delay"
    );
}

#[test]
fn bronstein_gives_back_the_time_used_up_to_the_delay() {
    let mut c = clock(60, Mode::Bronstein { ms: 3_000 });
    c.start_turn(White, 0).unwrap();
    assert_eq!(
        c.remaining(White, 2_000),
        58_000,
        "the clock runs from the start"
    );
    assert_eq!(
        c.end_turn(2_000).unwrap().remaining_ms,
        60_000,
        "2 s given back"
    );
    assert_eq!(
        turn(&mut c, Black, 2_000, 12_000),
        53_000,
        "only 3 s given back"
    );
}

#[test]
fn a_handicap_gives_each_side_its_own_control() {
    let control: TimeControl = "5+3,3+1".parse().unwrap();
    assert!(control.is_handicap());
    let mut c = GameClock::new(control);
    assert_eq!(c.remaining(White, 0), 300_000);
    assert_eq!(c.remaining(Black, 0), 180_000);
    assert_eq!(turn(&mut c, White, 0, 1_000), 302_000);
    assert_eq!(turn(&mut c, Black, 1_000, 2_000), 180_000);
}

#[test]
fn the_flag_falls_exactly_at_zero() {
    let mut c = clock(10, Mode::Increment { ms: 5_000 });
    c.start_turn(White, 0).unwrap();
    assert_eq!(c.poll(9_999), vec![ClockEvent::LowTime(White)]);
    assert_eq!(c.remaining(White, 9_999), 1);
    assert_eq!(c.remaining(White, 10_000), 0);
    let mut late = c.clone();
    assert_eq!(
        late.end_turn(10_000),
        Err(ClockError::Flagged(White)),
        "0 ms left is too late"
    );
    assert_eq!(late.flagged(), Some(White));
    let mut in_time = c.clone();
    assert_eq!(
        in_time.end_turn(9_999).unwrap().remaining_ms,
        5_001,
        "1 ms left is in time"
    );
    assert_eq!(c.poll(10_000), vec![ClockEvent::Flag(White)]);
    assert_eq!(c.poll(20_000), vec![], "the flag is reported once");
    assert_eq!(c.running(), None, "the clock has stopped for good");
    assert_eq!(c.remaining(White, 20_000), 0);
    assert_eq!(c.start_turn(Black, 20_000), Err(ClockError::Flagged(White)));
    c.pause(20_000);
    assert_eq!(c.add_time(White, 5_000), Err(ClockError::Flagged(White)));
}

#[test]
fn the_flag_of_a_simple_delay_falls_after_the_delay_and_the_time() {
    let mut c = clock(10, Mode::SimpleDelay { ms: 2_000 });
    c.start_turn(Black, 0).unwrap();
    assert!(!c.poll(11_999).contains(&ClockEvent::Flag(Black)));
    assert!(c.poll(12_000).contains(&ClockEvent::Flag(Black)));
}

#[test]
fn a_pause_stops_the_running_time_and_resume_goes_on() {
    let mut c = clock(60, Mode::SimpleDelay { ms: 2_000 });
    c.start_turn(White, 0).unwrap();
    c.pause(1_500);
    assert!(c.is_paused());
    assert_eq!(c.running(), None);
    assert_eq!(c.remaining(White, 50_000), 60_000);
    assert!(c.poll(500_000).is_empty(), "no flag while paused");
    c.pause(600_000);
    c.resume(700_000);
    assert_eq!(c.running(), Some(White));
    assert_eq!(
        c.remaining(White, 701_000),
        59_500,
        "the delay's last 500 ms, then 500 ms"
    );
    assert_eq!(
        c.end_turn(701_000).unwrap().used_ms,
        2_500,
        "pauses do not count"
    );
}

#[test]
fn turns_end_and_start_while_paused_and_nothing_runs_until_resume() {
    let mut c = clock(60, Mode::SuddenDeath);
    c.start_turn(White, 0).unwrap();
    c.pause(1_000);
    assert_eq!(c.end_turn(5_000).unwrap().remaining_ms, 59_000);
    c.start_turn(Black, 6_000).unwrap();
    assert_eq!(c.remaining(Black, 9_000), 60_000);
    c.resume(10_000);
    assert_eq!(c.remaining(Black, 11_000), 59_000);
}

#[test]
fn time_is_added_only_while_paused() {
    let mut c = clock(60, Mode::SuddenDeath);
    c.start_turn(White, 0).unwrap();
    assert_eq!(c.add_time(Black, 30_000), Err(ClockError::NotPaused));
    c.pause(10_000);
    c.add_time(Black, 30_000).unwrap();
    c.add_time(White, 15_000).unwrap();
    assert_eq!(c.remaining(Black, 10_000), 90_000);
    assert_eq!(c.remaining(White, 10_000), 65_000);
}

#[test]
fn turns_are_refused_out_of_order() {
    let mut c = clock(60, Mode::SuddenDeath);
    assert_eq!(c.end_turn(0), Err(ClockError::NoTurn));
    c.start_turn(White, 0).unwrap();
    assert_eq!(
        c.start_turn(Black, 10),
        Err(ClockError::TurnUnderWay(White))
    );
    assert_eq!(c.turn(), Some(White));
}

#[test]
fn time_never_goes_back() {
    let mut c = clock(60, Mode::SuddenDeath);
    c.start_turn(White, 5_000).unwrap();
    assert_eq!(c.remaining(White, 6_000), 59_000);
    c.pause(6_000);
    c.resume(1_000);
    assert_eq!(
        c.remaining(White, 1_000),
        59_000,
        "an earlier time counts as no time"
    );
}

#[test]
fn the_low_time_cue_comes_once_per_side_even_after_an_increment() {
    let control: TimeControl = "3+2".parse().unwrap();
    assert_eq!(
        control.white.low_time_ms(),
        22_500,
        "an eighth of 3 minutes"
    );
    let mut c = GameClock::new(control);
    c.start_turn(White, 0).unwrap();
    assert!(
        c.poll(157_500).is_empty(),
        "22.5 s left is not under the threshold"
    );
    assert_eq!(c.poll(157_501), vec![ClockEvent::LowTime(White)]);
    assert!(c.poll(158_000).is_empty(), "once");
    c.end_turn(158_000).unwrap();
    assert_eq!(
        c.remaining(White, 158_000),
        24_000,
        "back above the threshold"
    );
    c.start_turn(Black, 158_000).unwrap();
    c.end_turn(158_000).unwrap();
    c.start_turn(White, 158_000).unwrap();
    assert!(c.poll(160_000).is_empty(), "no second cue for White");
    assert!(c.low_time_told(White) && !c.low_time_told(Black));
}

#[test]
fn the_low_time_threshold_is_an_eighth_between_10_and_60_seconds() {
    let threshold = |s: u64| {
        SideControl::new(s * 1000, Mode::SuddenDeath)
            .unwrap()
            .low_time_ms()
    };
    assert_eq!(threshold(30), 10_000, "at least 10 s");
    assert_eq!(threshold(300), 37_500);
    assert_eq!(threshold(1800), 60_000, "at most 60 s");
    assert_eq!(
        threshold(12),
        6_000,
        "never more than half the starting time"
    );
}

#[test]
fn the_presets_are_the_usual_controls() {
    let names: Vec<String> = PRESETS.iter().map(|p| p.control().to_string()).collect();
    assert_eq!(names, ["3+2", "5+3", "10+5", "15+10", "30+0"]);
    assert_eq!(PRESETS[4].control().white.mode, Mode::SuddenDeath);
}

#[test]
fn custom_controls_take_minutes_seconds_and_a_mode() {
    let c = TimeControl::custom(0, 45, 3, Mode::SimpleDelay { ms: 0 }).unwrap();
    assert_eq!(c.to_string(), "0:45d3");
    assert_eq!(c.white.initial_ms, 45_000);
}

#[test]
fn a_custom_control_out_of_range_says_how_with_the_limits() {
    let refused = |m, s, bonus, mode| TimeControl::custom(m, s, bonus, mode).unwrap_err();
    let out = ClockError::OutOfRange;
    assert_eq!(
        refused(1, 60, 0, Mode::SuddenDeath),
        out(ControlError::Seconds { seconds: 60 })
    );
    let too_short = ControlError::StartingTime {
        initial_ms: 0,
        min_seconds: 1,
        max_hours: 10,
    };
    assert_eq!(refused(0, 0, 2, Mode::Increment { ms: 0 }), out(too_short));
    let too_long = refused(601, 0, 0, Mode::SuddenDeath);
    assert_eq!(too_long, out(ControlError::starting_time(36_060_000)));
    assert_eq!(
        too_long.to_string(),
        "the starting time must be from 1 s to 10 h, not 36060000 ms"
    );
    let bonus = ControlError::Bonus {
        bonus_ms: 301_000,
        max_seconds: 300,
    };
    assert_eq!(refused(5, 0, 301, Mode::Bronstein { ms: 0 }), out(bonus));
}

#[test]
fn a_restored_clock_comes_back_paused_at_its_times() {
    let mut c = clock(60, Mode::Increment { ms: 1_000 });
    c.start_turn(White, 0).unwrap();
    c.end_turn(4_000).unwrap();
    c.start_turn(Black, 4_000).unwrap();
    c.poll(4_000);
    let saved = c.save(9_000);
    let json = serde_json::to_string(&saved).unwrap();
    let back: SavedClock = serde_json::from_str(&json).unwrap();
    assert_eq!(back, saved, "the serde round trip keeps everything");
    let mut restored = GameClock::restore(&back).unwrap();
    assert!(restored.is_paused());
    assert_eq!(restored.running(), None);
    assert_eq!(restored.turn(), Some(Black));
    // The new page's time source starts anywhere: the times are as they were saved.
    assert_eq!(restored.remaining(White, 123), 57_000);
    assert_eq!(restored.remaining(Black, 123), 55_000);
    restored.resume(200);
    assert_eq!(restored.remaining(Black, 1_200), 54_000);
    assert_eq!(
        restored.end_turn(1_200).unwrap().used_ms,
        6_000,
        "5 s before, 1 s after"
    );
}

#[test]
fn saved_clocks_keep_the_low_time_cues_and_the_flag() {
    let mut c = clock(20, Mode::SuddenDeath);
    c.start_turn(Black, 0).unwrap();
    c.poll(20_000);
    let json = serde_json::to_value(c.save(30_000)).unwrap();
    assert_eq!(json["flagged"], "black");
    assert_eq!(json["blackLowTimeTold"], true);
    assert_eq!(json["control"]["white"]["mode"]["kind"], "sudden-death");
    let restored = GameClock::restore(&serde_json::from_value(json).unwrap()).unwrap();
    assert_eq!(restored.flagged(), Some(Black));
    assert!(restored.low_time_told(Black));
}

#[test]
fn bad_saved_clocks_are_refused_with_a_reason() {
    let mut c = clock(20, Mode::Increment { ms: 1_000 });
    c.start_turn(White, 0).unwrap();
    let good = c.save(1_000);
    let refused = |saved: SavedClock| GameClock::restore(&saved).unwrap_err().to_string();
    let mut bad = good.clone();
    bad.control.black.initial_ms = 0;
    assert!(refused(bad).contains("starting time"));
    let mut bad = good.clone();
    bad.control.white.mode = Mode::Increment { ms: 0 };
    assert!(refused(bad).contains("sudden death"));
    let mut bad = good.clone();
    bad.flagged = Some(White);
    assert!(refused(bad).contains("White is marked out of time"));
    let mut bad = good;
    bad.black_ms = 0;
    assert!(refused(bad).contains("no flag has fallen"));
}
