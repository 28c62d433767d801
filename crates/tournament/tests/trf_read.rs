//! Reading TRF files Tobit did not write: a Swiss of another tool under 1-½-0 (its standings
//! worked out by hand), and broken files refused with the line and the problem.

use tobit_tournament::{
    standings, trf, ByeKind, Date, Format, GameResult, Scoring, TieBreak, TieBreakRules,
};

const OTHER_TOOL: &str = include_str!("data/other_tool.trf");

#[test]
fn another_tools_swiss_under_one_half_zero() {
    // Another tool's file takes the 2023 tie-break rules in force; the standings below are
    // worked by hand under the 2009-2022 rules, which Tobit's own record asks for.
    let plain = trf::read(OTHER_TOOL).unwrap();
    assert_eq!(
        plain.state().settings.tiebreak_rules,
        TieBreakRules::Fide2023
    );
    let t = trf::read(&format!("{OTHER_TOOL}\nTBX tiebreak-rules 2009\n")).unwrap();
    assert_eq!(t.state().settings.tiebreak_rules, TieBreakRules::Fide2009);
    let s = t.state();
    let set = &s.settings;
    assert_eq!(set.name, "Open Championship of Abakan 2026");
    assert_eq!(set.format, Format::Swiss { rounds: 3 });
    // No record 162: the FIDE default, 1-½-0.
    assert_eq!(set.scoring, Scoring::ONE_HALF_ZERO);
    assert_eq!(set.tiebreaks, [TieBreak::BuchholzCut1, TieBreak::Buchholz]);
    let e = &set.event;
    assert_eq!((e.place.as_str(), e.federation.as_str()), ("Abakan", "RUS"));
    assert_eq!(e.start, Date::new(2026, 5, 9));
    assert_eq!(e.end, Date::new(2026, 5, 10));
    assert_eq!(e.arbiter, "IA Tinnikov, Oleg (24199999)");
    assert_eq!(e.deputies, ["FA Kyzlasova, Irina (24199980)"]);
    assert_eq!(e.time_control, "60 min + 30 sec increment from move 1");
    let may = |d| Date::new(2026, 5, d).unwrap();
    assert_eq!(e.round_dates, [may(9), may(9), may(10)]);
    assert_eq!(s.players.len(), 7);
    assert_eq!(s.players[1].name, "Petrova, Anna");
    assert_eq!(s.players[1].rating, Some(2080));
    assert_eq!(s.players[1].birth, Date::new(1990, 7, 1));
    // Round 2 (no board order in the file: by the lower number of each pair): 2-1 drawn, 7-3
    // 0-1, 4-6 a forfeit (6 did not come), 5 a half-point bye.
    let r2 = &s.rounds[1];
    let boards: Vec<_> = r2
        .boards
        .iter()
        .map(|b| (b.white, b.black, b.result))
        .collect();
    assert_eq!(
        boards,
        [
            (1, 0, Some(GameResult::Draw)),
            (6, 2, Some(GameResult::BlackWins)),
            (3, 5, Some(GameResult::WhiteForfeitWin)),
        ]
    );
    assert_eq!(r2.byes.len(), 1);
    assert_eq!((r2.byes[0].player, r2.byes[0].kind), (4, ByeKind::Half));
    assert_eq!(s.rounds[0].byes[0].kind, ByeKind::Pairing);
    assert_eq!(s.rounds[2].byes[0].kind, ByeKind::Zero);
    // Standings, by hand (docs/TOURNAMENTS.md: an opponent's unplayed rounds count as draws;
    // a player's own unplayed round is a virtual opponent Svon = SPR + (1 - SfPR) + 0.5 x
    // rounds after it). Adjusted opponent scores: 1 2.5, 2 2.5, 3 1.5, 4 1.0 (forfeit win and
    // Z as draws), 5 1.5 (H as a draw), 6 1.0 (forfeit loss as a draw), 7 0.5 (U as a draw).
    //   1: 4 (1.0) + 2 (2.5) + 3 (1.5) = 5.0, cut-1 4.0
    //   2: 5 (1.5) + 1 (2.5) + 7 (0.5) = 4.5, cut-1 4.0
    //   5: 2 (2.5) + H in round 2 (0 + 0.5 + 0.5 = 1.0) + 6 (1.0) = 4.5, cut-1 3.5
    //   3: 6 (1.0) + 7 (0.5) + 1 (2.5) = 4.0, cut-1 3.5
    //   4: 1 (2.5) + forfeit win in round 2 (0 + 0 + 0.5 = 0.5) + Z in round 3 (1 + 1 + 0
    //      = 2.0) = 5.0, cut-1 4.5
    //   7: U in round 1 (0 + 0 + 1.0 = 1.0) + 3 (1.5) + 2 (2.5) = 5.0, cut-1 4.0
    //   6: 3 (1.5) + forfeit loss in round 2 (0.5 + 1 + 0.5 = 2.0) + 5 (1.5) = 5.0, cut-1 3.5
    let rows: Vec<(usize, usize, String, String, String)> = standings(s)
        .iter()
        .map(|r| {
            let tb = |i: usize| r.tiebreaks[i].display();
            (
                r.rank,
                r.player + 1,
                tobit_tournament::format_points(r.score),
                tb(0),
                tb(1),
            )
        })
        .collect();
    let expected = [
        (1, 1, "2.5", "4", "5"),
        (2, 2, "2.5", "4", "4.5"),
        (3, 5, "1.5", "3.5", "4.5"),
        (4, 3, "1.5", "3.5", "4"),
        (5, 4, "1", "4.5", "5"),
        (6, 7, "1", "4", "5"),
        (7, 6, "0.5", "3.5", "5"),
    ];
    let expected: Vec<_> = expected
        .iter()
        .map(|&(r, p, s, a, b)| (r, p, s.to_string(), a.to_string(), b.to_string()))
        .collect();
    assert_eq!(rows, expected);
    // The same file with LF or CR line ends reads the same.
    assert_eq!(
        trf::read(&OTHER_TOOL.replace("\r\n", "\n"))
            .unwrap()
            .state(),
        plain.state()
    );
    assert_eq!(
        trf::read(&OTHER_TOOL.replace("\r\n", "\r"))
            .unwrap()
            .state(),
        plain.state()
    );
    // Written by Tobit, it reads back the same.
    assert_eq!(trf::read(&trf::write(&t)).unwrap().state(), s);
}

/// The fixture with line `n` (from 1) replaced.
fn with_line(n: usize, line: &str) -> String {
    let mut lines: Vec<&str> = OTHER_TOOL.lines().collect();
    lines[n - 1] = line;
    lines.join("\n")
}

fn refused(text: &str) -> String {
    trf::read(text).map(|_| ()).unwrap_err().to_string()
}

#[test]
fn broken_files_are_refused_naming_the_line() {
    // Line 18 is player 1, line 24 player 7.
    let p1 = OTHER_TOOL.lines().nth(17).unwrap();
    assert!(p1.starts_with("001    1"));
    let cases = [
        (
            with_line(18, &p1.replace("0004 w 1", "0009 w 1")),
            "line 18: round 1: no player number 9",
        ),
        (
            with_line(18, &p1.replace("0004 w 1", "0004 w 7")),
            "line 18: round 1: '7' is not a result code",
        ),
        (
            with_line(18, &p1.replace("0004 w 1", "0005 w 1")),
            "line 18: round 1: the opponent is 5, but player 5's record says 2",
        ),
        (
            with_line(18, &p1.replace("0004 w 1", "0004 w =")),
            "line 18: round 1: the results '=' and '0' of players 1 and 4 do not fit",
        ),
        (
            with_line(18, &p1.replace("0004 w 1", "0004 b 1")),
            "line 18: round 1: players 1 and 4 need colours w and b",
        ),
        (
            with_line(18, &p1.replace("2150", "21x0")),
            "line 18: '21x0' in columns 49-52 is not a rating",
        ),
        (
            with_line(18, &p1.replace(" 2.5    1", " 3.5    1")),
            "line 18: the points written, 3.5, are not the 2.5 the results give under record 162",
        ),
        (
            with_line(18, &p1.replace("1985/03/12", "1985/02/30")),
            "line 18: '1985/02/30' in columns 70-79 is not a date of birth (YYYY/MM/DD)",
        ),
        (
            with_line(
                24,
                &OTHER_TOOL
                    .lines()
                    .nth(23)
                    .unwrap()
                    .replace("0000 - U", "0000 - 1"),
            ),
            "line 24: round 1: result '1' for a game not paired (no opponent)",
        ),
        (
            with_line(4, "042 2026/13/09"),
            "line 4: '2026/13/09' is not a date (YYYY/MM/DD)",
        ),
        (
            with_line(1, "012"),
            "line 1: the tournament name (012) is empty",
        ),
        (
            with_line(14, "XXR three"),
            "line 14: 'three' is not a number of rounds",
        ),
        (
            with_line(15, "162  W 1.0    D0.75"),
            "line 15: '0.75' after D is not a number of points in halves",
        ),
        (
            with_line(15, "162  W 1.0    D 0.5    A 0.5"),
            "line 15: Tobit scores an absence or forfeit loss (A) like a loss (L)",
        ),
        (
            with_line(15, "001x"),
            "line 15: not a TRF record: a line starts with a three-character code and a space",
        ),
        (
            with_line(15, "240 H 002 0012"),
            "line 15: no player number 12",
        ),
        (
            with_line(15, "TBX entered 0007 2 zero"),
            "line 24: round 1: a late entry's missed round must read '0000 - Z'",
        ),
        (
            with_line(15, "TBX frobnicate"),
            "line 15: unknown TBX record 'frobnicate'",
        ),
        (
            with_line(15, "TBX boards 1 0001"),
            "line 15: the boards listed are not the games of round 1",
        ),
        (
            with_line(15, "TBX withdrawn 0002 9"),
            "line 15: player 2 cannot withdraw from round 9",
        ),
        (
            with_line(15, "260 001 003 0001 0001"),
            "line 15: player 1 is paired against themself",
        ),
        (
            with_line(23, OTHER_TOOL.lines().nth(17).unwrap()),
            "line 23: player number 1 already has a record, line 18",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(refused(&text), message);
    }
    let no_player_2: String = OTHER_TOOL
        .lines()
        .filter(|l| !l.starts_with("001    2"))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        refused(&no_player_2),
        "line 18: round 2: no player number 2"
    );
    let no_player_7: String = OTHER_TOOL
        .lines()
        .filter(|l| !l.starts_with("001    7"))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        refused(&no_player_7),
        "line 20: round 2: no player number 7"
    );
    assert_eq!(refused("022 Abakan\n"), "no tournament name (record 012)");
}

#[test]
fn a_result_before_the_previous_round_is_complete_is_refused() {
    // Round 1 board 1 left without a result while round 2 is paired.
    let p1 = OTHER_TOOL
        .lines()
        .nth(17)
        .unwrap()
        .replace("0004 w 1", "0004 w  ")
        .replace(" 2.5    1", "        1");
    let p4 = OTHER_TOOL
        .lines()
        .nth(20)
        .unwrap()
        .replace("0001 b 0", "0001 b  ");
    let text = with_line(18, &p1);
    let mut lines: Vec<&str> = text.lines().collect();
    lines[20] = &p4;
    let e = refused(&lines.join("\n"));
    assert_eq!(e, "line 18: round 1 still has boards without a result");
}

#[test]
fn a_knockout_before_round_one_keeps_its_settings_and_players() {
    use tobit_tournament::{NewPlayer, Settings, Tournament};
    let mut t =
        Tournament::new(Settings::new("Cup", Format::Knockout { tiebreak_pairs: 2 })).unwrap();
    for name in ["A", "B", "C"] {
        t.add_player(NewPlayer {
            name: name.into(),
            ..Default::default()
        })
        .unwrap();
    }
    let text = trf::write(&t);
    assert!(
        text.contains("092 Knockout\n") && text.contains("TBX format ko 2\n"),
        "{text}"
    );
    assert_eq!(trf::read(&text).unwrap().state(), t.state());
    // Games in a knockout's 001 records without Tobit's ko records (another tool's file) are
    // refused, not half read (tests/trf_knockout.rs reads Tobit's).
    let with_games = text
        .lines()
        .map(|l| {
            if l.starts_with("001    1") {
                format!("{l:<91}0002 w 1")
            } else if l.starts_with("001    2") {
                format!("{l:<91}0001 b 0")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let e = trf::read(&with_games).map(|_| ()).unwrap_err();
    assert!(
        e.to_string()
            .ends_with("a knockout's matches are read from its TBX ko-match and ko-game records, which this file lacks"),
        "{e}"
    );
}
