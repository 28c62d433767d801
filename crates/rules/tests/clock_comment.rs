//! The one `[%clock ...]` type: both forms found in PDN read, one written, and what is read is
//! written back with the same times.

use tobit_rules::pdn;
use tobit_rules::tree::{read_time, write_time, ClockStamp, Command, Comment};
use tobit_rules::Color::{Black, White};

#[test]
fn times_read_h_mm_ss_m_ss_and_s_and_write_h_mm_ss() {
    for (text, ms, written) in [
        ("0:05:00", 300_000, "0:05:00"),
        ("5:00", 300_000, "0:05:00"),
        ("0:4:59.50", 299_500, "0:04:59.5"),
        ("59", 59_000, "0:00:59"),
        ("1:02:03.040", 3_723_040, "1:02:03.04"),
        ("0:00:09.8", 9_800, "0:00:09.8"),
        ("12:00:00.005", 43_200_005, "12:00:00.005"),
    ] {
        assert_eq!(read_time(text), Ok(ms), "{text}");
        assert_eq!(write_time(ms), written, "{text}");
    }
    for bad in [
        "",
        "1:2:3:4",
        "a",
        "1:5a",
        "1.",
        "1.2345",
        "0:60:00",
        "0:00:60",
        "a:00:00",
        "99999:00:00",
    ] {
        assert!(read_time(bad).is_err(), "'{bad}' is accepted");
    }
}

#[test]
fn both_clocks_read_and_write_with_the_running_one_marked() {
    let stamp: ClockStamp = "w0:04:58 B0:05:00".parse().unwrap();
    assert_eq!(stamp.white_ms, Some(298_000));
    assert_eq!(stamp.black_ms, Some(300_000));
    assert_eq!(stamp.running, Some(Black));
    assert_eq!(stamp.to_string(), "w0:04:58 B0:05:00");
    assert_eq!(stamp.left_to(White), Some(298_000));
    let refused = |text: &str| text.parse::<ClockStamp>().unwrap_err();
    assert!(refused("").contains("no time"));
    assert!(refused("w0:00:01 w0:00:02").contains("given twice"));
    assert!(refused("W0:00:01 B0:00:02").contains("two clocks"));
    assert!(refused("x0:00:01").contains("not a time"));
}

#[test]
fn the_movers_time_alone_reads_as_other_programs_write_it() {
    let mover: ClockStamp = "0:49:11".parse().unwrap();
    assert_eq!((mover.mover_ms, mover.running), (Some(2_951_000), None));
    assert_eq!(mover.left_to(Black), Some(2_951_000));
    assert_eq!(mover.to_string(), "0:49:11");
}

#[test]
fn both_forms_in_a_comment_are_clock_commands_not_unknown_ones() {
    for text in ["[%clock w0:02:59 B0:03:00]", "[%clock 4:59]"] {
        let comment = Comment::parse(text).unwrap();
        let command = comment.commands().next().unwrap();
        assert!(matches!(command, Command::Clock(_)), "{text}: {command:?}");
    }
    let odd = Comment::parse("[%clock soon]").unwrap();
    assert!(matches!(odd.commands().next(), Some(Command::Other { .. })));
}

#[test]
fn a_timed_game_read_back_gives_each_moves_times() {
    let text = "[Result \"*\"]\n\n1. 9-16 {[%clock w0:02:59.4 B0:03:00]} 30-23 {[%clock W0:03:00.4 b0:02:58]} *";
    let games = pdn::read_games(text).unwrap();
    let line = games[0].tree.main_line();
    let first = line[0].notes.clock().unwrap();
    assert_eq!(
        (first.white_ms, first.black_ms),
        (Some(179_400), Some(180_000))
    );
    assert_eq!(first.running, Some(Black));
    let second = line[1].notes.clock().unwrap();
    assert_eq!(second.left_to(Black), Some(178_000));
    assert!(pdn::write(&games[0].tree).contains("{[%clock w0:02:59.4 B0:03:00]}"));
}
