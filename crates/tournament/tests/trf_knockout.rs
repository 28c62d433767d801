//! A knockout's TRF: written then read gives the same tournament at every step (byes, a match
//! decided in its two main games, one through a tie-break mini-match, one through the deciding
//! game, a match half played), with its faster time controls; a broken `TBX ko-match` or
//! `ko-game` line, or a 001 record that disagrees with the matches, is refused naming the line.

use tobit_tournament::{
    knockout_standings, trf, Command, Format, GameResult, GameResult::*, NewPlayer, RankBy,
    Settings, Tournament,
};

/// A six-player knockout (seeds 1 and 2 have byes) with one tie-break mini-match, its event's
/// three time controls, and its first round paired.
fn six() -> Tournament {
    let mut s = Settings::new("Askiz cup", Format::Knockout { tiebreak_pairs: 1 });
    s.rank_by = RankBy::EntryOrder;
    s.lots_seed = 77;
    s.event.time_control = "15+10".into();
    s.event.tiebreak_time_control = "5+3".into();
    s.event.decider_time_control = "3+2".into();
    let mut t = Tournament::new(s).unwrap();
    for name in [
        "Aiana",
        "Bair",
        "Chon",
        "Dmitri",
        "Ekaterina",
        "Тинников Ай-Хан",
    ] {
        t.add_player(NewPlayer {
            name: name.into(),
            ..Default::default()
        })
        .unwrap();
    }
    t.pair_next_round().unwrap();
    t
}

/// Every step of a whole knockout: (round, match, result), pairing the next round when the
/// last is decided.
const STEPS: [(usize, usize, GameResult); 17] = [
    // Round 1, match 2 (D-E): 1-1, then D wins the tie-break mini-match.
    (0, 1, WhiteWins),
    (0, 1, WhiteWins),
    (0, 1, WhiteWins),
    (0, 1, Draw),
    // Round 1, match 4 (C-F): F wins both main games, the second by forfeit.
    (0, 3, BlackWins),
    (0, 3, WhiteForfeitWin),
    // The semi-finals: the first through the deciding game, the second in the main games.
    (1, 0, Draw),
    (1, 0, Draw),
    (1, 0, Draw),
    (1, 0, Draw),
    (1, 1, WhiteWins),
    (1, 0, WhiteWins),
    (1, 1, Draw),
    // The final: 1-1, then a forfeit and a win in the tie-break mini-match.
    (2, 0, WhiteWins),
    (2, 0, WhiteWins),
    (2, 0, WhiteForfeitWin),
    (2, 0, BlackWins),
];

/// The TRF of `t` read back has its state and standings, and is written back byte for byte.
fn round_trips(t: &Tournament, step: &str) {
    let text = trf::write(t);
    let back = trf::read(&text).unwrap_or_else(|e| panic!("{step}: {e}\n{text}"));
    assert_eq!(back.state(), t.state(), "{step}\n{text}");
    assert_eq!(
        knockout_standings(back.state()),
        knockout_standings(t.state())
    );
    assert_eq!(trf::write(&back), text, "{step}");
}

#[test]
fn every_step_of_a_knockout_round_trips() {
    let mut t = six();
    round_trips(&t, "round 1 paired");
    for (i, &(round, board, result)) in STEPS.iter().enumerate() {
        if round == t.state().knockout.len() {
            t.pair_next_round().unwrap();
            round_trips(&t, &format!("round {} paired", round + 1));
        }
        t.set_result(round, board, result).unwrap();
        round_trips(&t, &format!("step {i}"));
    }
    assert_eq!(
        t.next_pairing(),
        Err(tobit_tournament::Error::TournamentOver)
    );
    // The first semi-final went to its deciding game, which White won.
    let semi = &t.state().knockout[1][0];
    assert_eq!(semi.games.len(), 5);
    assert_eq!(semi.winner(1), Some(semi.games[4].white));
}

#[test]
fn the_records_other_tools_read_show_the_matches() {
    let mut t = six();
    for &(round, board, result) in &STEPS[..6] {
        t.set_result(round, board, result).unwrap();
    }
    let text = trf::write(&t);
    let line = |start: &str| {
        text.lines()
            .find(|l| l.starts_with(start))
            .unwrap_or_else(|| panic!("no {start}\n{text}"))
            .to_string()
    };
    // The bye a pairing-allocated one; D beat E (the match, as one game with D's first
    // colour); 2-1-0 counts a match won as a win. F went through in the main games.
    assert!(line("001    1").ends_with("2.0    1  0000 - U"), "{text}");
    assert!(line("001    4").ends_with("  0005 w 1"), "{text}");
    assert!(line("001    5").ends_with("  0004 b 0"), "{text}");
    assert!(line("001    6").contains(" 2.0 "), "{text}");
    for record in [
        "TBX format ko 1",
        "TBX tiebreak-control 5+3",
        "TBX decider-control 3+2",
        "122 15+10",
        "TBX ko-match 1 1 0001 bye",
        "TBX ko-match 1 2 0004 0005",
        "TBX ko-game 1 2 1 0004 0005 1",
        "TBX ko-game 1 2 2 0005 0004 1",
        "TBX ko-game 1 2 3 0004 0005 1",
        "TBX ko-game 1 2 4 0005 0004 =",
        "TBX ko-game 1 4 2 0006 0003 +",
    ] {
        assert!(text.lines().any(|l| l == record), "no {record}\n{text}");
    }
}

/// The TRF of a knockout half way through round 1, with `from` replaced by `to`.
fn edited(from: &str, to: &str) -> String {
    let mut t = six();
    for &(round, board, result) in &STEPS[..5] {
        t.set_result(round, board, result).unwrap();
    }
    let text = trf::write(&t);
    assert!(text.contains(from), "no {from}\n{text}");
    text.replacen(from, to, 1)
}

/// The line (from 1) holding `text` in `file`.
fn line_of(file: &str, text: &str) -> usize {
    file.lines().position(|l| l.contains(text)).unwrap() + 1
}

fn refused(file: &str) -> String {
    trf::read(file).map(|_| ()).unwrap_err().to_string()
}

#[test]
fn a_broken_knockout_record_is_refused_naming_the_line() {
    let cases: [(&str, &str, &str, &str); 9] = [
        (
            "TBX ko-game 1 2 4 0005 0004 =",
            "TBX ko-game 1 2 4 0005 0004 x",
            "TBX ko-game 1 2 4",
            "'x' is not White's result in a knockout game (1, =, 0, + or -)",
        ),
        (
            "TBX ko-game 1 2 4 0005 0004 =",
            "TBX ko-game 1 2 4 0004 0005 =",
            "TBX ko-game 1 2 4",
            "game 4 of match 2 of round 1 has player 5 with White and 4 with Black by the \
             rules, not 4 and 5",
        ),
        (
            "TBX ko-game 1 2 3 0004 0005 1",
            "TBX ko-game 1 2 5 0004 0005 1",
            "TBX ko-game 1 2 4",
            "match 2 of round 1: game 4 is written, but game 3 comes next",
        ),
        (
            "TBX ko-game 1 2 4 0005 0004 =",
            "TBX ko-game 1 2 4 0005 0004 =\nTBX ko-game 1 9 1 0004 0005 1",
            "TBX ko-game 1 9 1",
            "match 9 of round 1: no such match",
        ),
        (
            "TBX ko-game 1 2 4 0005 0004 =",
            "TBX ko-game 1 2 4 0005 0004 =\nTBX ko-game 3 1 1 0001 0002 1",
            "TBX ko-game 3 1 1",
            "match 1 of round 3: no such match",
        ),
        (
            "TBX ko-match 1 3 0002 bye",
            "TBX ko-match 1 5 0002 bye",
            "TBX ko-match 1 4",
            "round 1 has no match 3",
        ),
        (
            "TBX ko-match 1 2 0004 0005",
            "TBX ko-match 1 2 0004",
            "TBX ko-match 1 2 0004",
            "a TBX ko-match record is written 'ko-match ROUND MATCH PLAYER PLAYER|bye'",
        ),
        (
            "TBX ko-match 1 2 0004 0005",
            "TBX ko-match 1 2 0004 0004",
            "TBX ko-match 1 1",
            "player 4 is paired twice",
        ),
        (
            "TBX ko-game 1 2 4 0005 0004 =",
            "TBX ko-game 1 2 4 0005 0004 =\nTBX ko-game 1 2 5 0004 0005 1",
            "TBX ko-game 1 2 5",
            "match 2 of round 1 is already decided",
        ),
    ];
    for (from, to, at, problem) in cases {
        let file = edited(from, to);
        let e = refused(&file);
        assert_eq!(e, format!("line {}: {problem}", line_of(&file, at)), "{to}");
    }
}

#[test]
fn a_player_record_that_disagrees_with_the_matches_is_refused() {
    // E's record says E beat D, but the games say D went through.
    let file = edited("  0004 b 0", "  0004 b 1");
    assert_eq!(
        refused(&file),
        format!(
            "line {}: round 1: the knockout's matches give '0004 b 0', not '0004 b 1'",
            line_of(&file, "001    5")
        )
    );
    let file = edited("TBX format ko 1\n", "TBX format ko 1\n").replace(" 2.0    1", " 1.0    1");
    assert_eq!(
        refused(&file),
        format!(
            "line {}: the points written, 1.0, are not the 2.0 of the matches won",
            line_of(&file, "001    1")
        )
    );
    // Another tool's knockout: the rounds in the 001 records, no TBX ko records.
    let file: String = edited("TBX format ko 1\n", "TBX format ko 1\n")
        .lines()
        .filter(|l| !l.starts_with("TBX ko-"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        refused(&file),
        format!(
            "line {}: a knockout's matches are read from its TBX ko-match and ko-game records, \
             which this file lacks",
            line_of(&file, "001    1")
        )
    );
}

#[test]
fn knockout_records_in_a_swiss_are_refused() {
    let file = edited("TBX format ko 1", "TBX format swiss 3");
    assert_eq!(
        refused(&file),
        format!(
            "line {}: a TBX ko-match record in a tournament that is not a knockout",
            line_of(&file, "TBX ko-match 1 1")
        )
    );
    // The log the matches replay is the one `Tournament` makes.
    let t = six();
    assert!(matches!(t.log().last(), Some(Command::PairKnockout { .. })));
}

#[test]
fn a_knockout_of_fewer_than_two_players_round_trips() {
    // No rounds yet: no 142 or XXR record (TRF counts rounds from 1).
    let mut t =
        Tournament::new(Settings::new("Cup", Format::Knockout { tiebreak_pairs: 0 })).unwrap();
    round_trips(&t, "no players");
    t.add_player(NewPlayer {
        name: "Aiana".into(),
        ..Default::default()
    })
    .unwrap();
    round_trips(&t, "one player");
    assert!(!trf::write(&t).contains("\n142 "));
}
