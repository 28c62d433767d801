//! The clock's text and display forms: the short form of a time control, the PDN
//! `[TimeControl]` tag, the `[%clock ...]` value, and what the page shows.

use tobit_clock::{Face, GameClock, Mode, TimeControl, TENTHS_BELOW_MS};
use tobit_rules::Color::{Black, White};

fn control(text: &str) -> TimeControl {
    text.parse()
        .unwrap_or_else(|e| panic!("'{text}' is refused: {e}"))
}

#[test]
fn the_short_form_reads_minutes_and_the_bonus_in_seconds() {
    let c = control("3+2");
    assert_eq!(c.white.initial_ms, 180_000);
    assert_eq!(c.white.mode, Mode::Increment { ms: 2_000 });
    assert_eq!(control("0:30+1").white.initial_ms, 30_000);
    assert_eq!(control("30").white.mode, Mode::SuddenDeath);
    assert_eq!(control("30+0").white.mode, Mode::SuddenDeath);
    assert_eq!(control("5d3").black.mode, Mode::SimpleDelay { ms: 3_000 });
    assert_eq!(control("10b5").black.mode, Mode::Bronstein { ms: 5_000 });
    assert_eq!(control(" 1+0 ").white.initial_ms, 60_000);
    let h = control("5+3,3+3");
    assert_eq!((h.white.initial_ms, h.black.initial_ms), (300_000, 180_000));
}

#[test]
fn the_short_form_writes_what_it_reads() {
    for text in [
        "3+2", "0:30+1", "30+0", "5d3", "10b5", "1:05+0", "5+3,3+3", "600+300",
    ] {
        assert_eq!(control(text).to_string(), text);
    }
    assert_eq!(control("30").to_string(), "30+0");
    assert_eq!(
        control("5+3,5+3").to_string(),
        "5+3",
        "equal sides are written once"
    );
}

#[test]
fn bad_short_forms_say_what_is_wrong() {
    let refused = |text: &str| text.parse::<TimeControl>().unwrap_err().to_string();
    assert!(refused("").contains("the minutes must be a whole number"));
    assert!(refused("x+2").contains("the minutes must be a whole number, not 'x'"));
    assert!(refused("3+").contains("the increment or delay must be a whole number"));
    assert!(refused("3+-1").contains("not '-1'"));
    assert!(refused("0:75+1").contains("00..59"));
    assert!(refused("0:5+1").contains("00..59"));
    assert!(refused("0+2").contains("starting time"));
    assert!(refused("601+0").contains("starting time"));
    assert!(refused("3+301").contains("at most 300 s"));
    assert!(refused("3+2,3+2,3+2").contains("at most two controls"));
    assert!(refused("3x2").contains("'3x2'"), "{}", refused("3x2"));
}

#[test]
fn the_pdn_tag_is_in_seconds() {
    assert_eq!(control("3+2").pdn_tag(), "180+2");
    assert_eq!(control("30").pdn_tag(), "1800");
    assert_eq!(control("5d3").pdn_tag(), "300d3");
    assert_eq!(control("10b5").pdn_tag(), "600b5");
    assert_eq!(control("5+3,3+3").pdn_tag(), "300+3,180+3");
    for tag in ["180+2", "1800", "300d3", "600b5", "300+3,180+3", "45+1"] {
        let read = TimeControl::from_pdn_tag(tag).unwrap().unwrap();
        assert_eq!(read.pdn_tag(), tag);
    }
    assert_eq!(TimeControl::from_pdn_tag("-"), Ok(None));
    assert_eq!(TimeControl::from_pdn_tag("?"), Ok(None));
    assert!(
        TimeControl::from_pdn_tag("3:00+2").is_err(),
        "no minutes in the tag"
    );
    assert!(TimeControl::from_pdn_tag("40/9000").is_err());
}

#[test]
fn a_clock_stamps_its_times_and_the_running_side() {
    let mut c = GameClock::new(control("5+3"));
    c.start_turn(White, 0).unwrap();
    c.end_turn(2_000).unwrap();
    c.start_turn(Black, 2_000).unwrap();
    assert_eq!(c.stamp(2_000).to_string(), "w0:05:01 B0:05:00");
    assert_eq!(
        c.stamp(2_870).to_string(),
        "w0:05:01 B0:04:59.1",
        "rounded down to tenths, as the faces show them"
    );
}

#[test]
fn faces_show_tenths_under_ten_seconds_rounded_down() {
    let face = |ms| Face::of(ms).to_string();
    assert_eq!(face(3_723_999), "1:02:03");
    assert_eq!(face(245_999), "4:05");
    assert_eq!(face(TENTHS_BELOW_MS), "0:10");
    assert_eq!(face(TENTHS_BELOW_MS - 1), "0:09.9");
    assert_eq!(face(99), "0:00.0");
    assert_eq!(face(0), "0:00.0");
    assert_eq!(Face::of(9_870).tenths, Some(8));
    assert_eq!(Face::of(10_870).tenths, None);
}

#[test]
fn the_next_change_is_when_the_shown_time_changes() {
    for ms in [
        0u64, 1, 99, 100, 101, 9_999, 10_000, 10_001, 10_999, 59_000, 3_600_000,
    ] {
        let wait = Face::next_change_ms(ms);
        if ms < 100 {
            assert_eq!(
                wait, ms,
                "0:00.0 changes no more: the next event is the flag"
            );
            continue;
        }
        assert_ne!(
            Face::of(ms - wait),
            Face::of(ms),
            "{ms}: changed after {wait}"
        );
        assert_eq!(Face::of(ms - wait + 1), Face::of(ms), "{ms}: not earlier");
    }
}

#[test]
fn the_view_says_what_runs_and_when_to_refresh() {
    let mut c = GameClock::new(control("0:12d2"));
    let idle = c.view(0);
    assert_eq!(idle.refresh_ms, 0, "nothing runs");
    assert_eq!(idle.white.face.to_string(), "0:12");
    c.start_turn(White, 0).unwrap();
    let v = c.view(500);
    assert!(v.white.running && !v.black.running && !v.paused);
    assert_eq!(
        v.refresh_ms,
        1_500 + 1,
        "the delay's rest, then the first second"
    );
    let v = c.view(8_050);
    assert_eq!(v.white.remaining_ms, 5_950);
    assert!(v.white.low_time, "under half of 12 s");
    assert_eq!(v.refresh_ms, 51);
    c.pause(8_050);
    assert_eq!(c.view(7_000).refresh_ms, 0);
    assert!(c.view(7_000).paused);
}
