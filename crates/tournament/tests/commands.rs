//! The command log: undo, replay, refused commands, and each kind of change.

use tobit_tournament::{
    crosstable, knockout_standings, standings, Bye, ByeKind, Command, Error, Format, GameResult::*,
    NewPlayer, RankBy, Rule, Settings, Tournament,
};

fn new(format: Format, names: &[&str]) -> Tournament {
    let mut s = Settings::new("Test", format);
    s.rank_by = RankBy::EntryOrder;
    let mut t = Tournament::new(s).unwrap();
    for n in names {
        t.add_player(NewPlayer {
            name: n.to_string(),
            ..Default::default()
        })
        .unwrap();
    }
    t
}

const SIX: [&str; 6] = ["A", "B", "C", "D", "E", "F"];

#[test]
fn undo_rebuilds_from_the_log_and_json_round_trips() {
    let mut t = new(Format::Swiss { rounds: 3 }, &SIX);
    t.pair_next_round().unwrap();
    t.set_result(0, 0, WhiteWins).unwrap();
    let before = t.state().clone();
    t.set_result(0, 1, Draw).unwrap();
    assert_eq!(
        t.undo(),
        Some(Command::SetResult {
            round: 0,
            board: 1,
            result: Draw
        })
    );
    assert_eq!(t.state(), &before);
    // Undo the pairing too, then redo it: the same pairing.
    t.undo();
    let pairing = t.undo().unwrap();
    assert!(t.state().rounds.is_empty());
    t.apply(pairing.clone()).unwrap();
    assert_eq!(t.next_pairing(), Err(Error::RoundIncomplete(0)));
    let json = serde_json::to_string_pretty(t.log()).unwrap();
    let back = Tournament::from_log(serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(back.state(), t.state());
    // Undo never removes Create.
    let mut u = new(Format::Swiss { rounds: 1 }, &[]);
    assert_eq!(u.undo(), None);
}

#[test]
fn refused_commands_change_nothing_and_say_why() {
    let mut t = new(Format::Swiss { rounds: 2 }, &SIX);
    t.pair_next_round().unwrap();
    let before = t.state().clone();
    let log = t.log().len();
    let cases = [
        (
            Command::SetResult {
                round: 1,
                board: 0,
                result: Draw,
            },
            Error::UnknownRound(1),
        ),
        (
            Command::SetResult {
                round: 0,
                board: 9,
                result: Draw,
            },
            Error::UnknownBoard { round: 0, board: 9 },
        ),
        (Command::Withdraw { player: 42 }, Error::UnknownPlayer(42)),
        (Command::Forbid { a: 1, b: 1 }, Error::SelfPairing(1)),
        (
            Command::Create(Box::new(Settings::new("x", Format::Swiss { rounds: 1 }))),
            Error::NotCreatedFirst,
        ),
        (
            Command::Pair {
                round: 1,
                boards: vec![],
                byes: vec![],
            },
            Error::RoundIncomplete(0),
        ),
        (
            Command::ChangePairing {
                round: 0,
                boards: vec![(0, 1), (0, 2), (3, 4)],
                byes: vec![],
            },
            Error::PairedTwice(0),
        ),
        (
            Command::ChangePairing {
                round: 0,
                boards: vec![(0, 1), (2, 3)],
                byes: vec![],
            },
            Error::NotPaired(4),
        ),
    ];
    for (c, e) in cases {
        assert_eq!(t.apply(c), Err(e.clone()));
        assert!(!e.to_string().is_empty());
        assert_eq!(t.state(), &before);
        assert_eq!(t.log().len(), log);
    }
    assert_eq!(
        Error::UnknownBoard { round: 0, board: 9 }.to_string(),
        "round 1 has no board 10"
    );
    // A log that does not start with Create, or has a bad command, names the command.
    assert_eq!(Tournament::from_log(vec![]).unwrap_err().0, 1);
    let mut bad = t.log().to_vec();
    bad.push(Command::Withdraw { player: 99 });
    assert_eq!(
        Tournament::from_log(bad).unwrap_err(),
        (9, Error::UnknownPlayer(99))
    );
}

#[test]
fn a_pairing_changed_by_hand_is_checked_again() {
    let mut t = new(Format::Swiss { rounds: 3 }, &SIX);
    t.apply(Command::Forbid { a: 0, b: 2 }).unwrap();
    t.pair_next_round().unwrap();
    let first: Vec<(usize, usize)> = t.state().rounds[0]
        .boards
        .iter()
        .map(|b| (b.white, b.black))
        .collect();
    assert!(
        !first.iter().any(|&(w, b)| (w.min(b), w.max(b)) == (0, 2)),
        "forbidden pair paired"
    );
    for i in 0..3 {
        t.set_result(0, i, WhiteWins).unwrap();
    }
    t.pair_next_round().unwrap();
    // By hand: a board of round 1 again, and the forbidden pair.
    let &(w, b) = first
        .iter()
        .find(|&&(w, b)| ![w, b].contains(&0) && ![w, b].contains(&2))
        .unwrap();
    let others: Vec<usize> = (0..6)
        .filter(|&p| p != w && p != b && p != 0 && p != 2)
        .collect();
    let boards = vec![(b, w), (0, 2), (others[0], others[1])];
    let warnings = t
        .apply(Command::ChangePairing {
            round: 1,
            boards,
            byes: vec![],
        })
        .unwrap();
    let rules: Vec<Rule> = warnings.iter().map(|w| w.rule).collect();
    assert!(rules.contains(&Rule::Rematch), "{warnings:?}");
    assert!(rules.contains(&Rule::Forbidden), "{warnings:?}");
    assert!(warnings[0]
        .to_string()
        .contains("no two players meet twice"));
    // Once a result is in, the pairing cannot change.
    t.set_result(1, 0, Draw).unwrap();
    let again = Command::ChangePairing {
        round: 1,
        boards: vec![],
        byes: vec![],
    };
    assert_eq!(t.apply(again), Err(Error::RoundHasResults(1)));
}

#[test]
fn colour_rules_named_in_warnings() {
    let mut t = new(Format::Swiss { rounds: 4 }, &["A", "B", "C", "D"]);
    let hand = |t: &mut Tournament, round, boards: Vec<(usize, usize)>| {
        t.apply(Command::Pair {
            round,
            boards,
            byes: vec![],
        })
        .unwrap()
    };
    assert!(hand(&mut t, 0, vec![(0, 1), (2, 3)]).is_empty());
    t.set_result(0, 0, Draw).unwrap();
    t.set_result(0, 1, Draw).unwrap();
    assert!(hand(&mut t, 1, vec![(0, 2), (3, 1)]).is_empty());
    t.set_result(1, 0, Draw).unwrap();
    t.set_result(1, 1, Draw).unwrap();
    // A has had White twice: a third White breaks both colour rules.
    let w = hand(&mut t, 2, vec![(0, 3), (1, 2)]);
    let rules: Vec<Rule> = w
        .iter()
        .filter(|w| w.players == vec![0])
        .map(|w| w.rule)
        .collect();
    assert_eq!(rules, vec![Rule::ColorDifference, Rule::ThreeInARow]);
}

#[test]
fn late_entry_withdrawal_and_requested_bye() {
    let mut t = new(Format::Swiss { rounds: 4 }, &SIX);
    t.apply(Command::RequestBye {
        player: 5,
        round: 1,
        half: true,
    })
    .unwrap();
    t.pair_next_round().unwrap();
    for i in 0..3 {
        t.set_result(0, i, Draw).unwrap();
    }
    let late = t
        .add_player(NewPlayer {
            name: "Late".into(),
            half_point_for_missed_rounds: true,
            ..Default::default()
        })
        .unwrap();
    assert!(t.state().rounds[0].byes.contains(&Bye {
        player: late,
        kind: ByeKind::Half
    }));
    t.apply(Command::Withdraw { player: 0 }).unwrap();
    t.pair_next_round().unwrap();
    let r = &t.state().rounds[1];
    assert!(r.byes.contains(&Bye {
        player: 5,
        kind: ByeKind::Half
    }));
    assert!(
        !r.boards.iter().any(|b| b.white == 0 || b.black == 0),
        "withdrawn player paired"
    );
    // Everyone drew, so the late entry (a half-point bye: the same score) is ranked last and
    // gets the pairing-allocated bye of the odd field.
    assert!(r.byes.contains(&Bye {
        player: late,
        kind: ByeKind::Pairing
    }));
    // The withdrawn player's result is kept: a draw, 1 point under 2-1-0.
    let row = standings(t.state())
        .into_iter()
        .find(|s| s.player == 0)
        .unwrap();
    assert_eq!(row.score, 2);
    // Wallchart: round 2 of player 0 is Absent.
    let chart = crosstable::wallchart(t.state());
    let line = chart.iter().find(|l| l.player == 0).unwrap();
    assert_eq!(line.cells[1].mark, crosstable::Mark::Absent);
    assert!(line.cells[0].opponent.is_some());
}

#[test]
fn round_robin_with_a_withdrawal_and_an_odd_field() {
    let mut t = new(
        Format::RoundRobin { double: false },
        &["A", "B", "C", "D", "E"],
    );
    assert_eq!(t.state().total_rounds(), 5);
    t.pair_next_round().unwrap();
    // Berger table of 6: 1-6 2-5 3-4, so A (number 1) has the bye.
    let r = &t.state().rounds[0];
    assert_eq!(
        r.byes,
        vec![Bye {
            player: 0,
            kind: ByeKind::Zero
        }]
    );
    assert_eq!(
        r.boards
            .iter()
            .map(|b| (b.white, b.black))
            .collect::<Vec<_>>(),
        vec![(1, 4), (2, 3)]
    );
    t.set_result(0, 0, WhiteWins).unwrap();
    t.set_result(0, 1, Draw).unwrap();
    t.apply(Command::Withdraw { player: 4 }).unwrap();
    for round in 1..5 {
        t.pair_next_round().unwrap();
        let boards = t.state().rounds[round].boards.clone();
        for (i, b) in boards.iter().enumerate() {
            if b.white == 4 || b.black == 4 {
                assert!(
                    b.result.is_some(),
                    "the withdrawn player's game is forfeited"
                );
            } else {
                t.set_result(round, i, BlackWins).unwrap();
            }
        }
    }
    assert_eq!(t.next_pairing(), Err(Error::TournamentOver));
    assert!(matches!(
        t.apply(Command::AddPlayer(NewPlayer {
            name: "X".into(),
            ..Default::default()
        })),
        Err(Error::WrongFormat(_))
    ));
    let grid = crosstable::grid(t.state());
    assert_eq!(grid.len(), 5);
    for (i, line) in grid.iter().enumerate() {
        for (j, cell) in line.cells.iter().enumerate() {
            assert_eq!(cell.len(), usize::from(i != j));
        }
    }
}

#[test]
fn knockout_of_six_with_byes_and_tie_breaks() {
    let mut t = new(Format::Knockout { tiebreak_pairs: 1 }, &SIX);
    assert_eq!(t.state().total_rounds(), 3);
    t.pair_next_round().unwrap();
    let matches: Vec<_> = t.state().knockout[0].iter().map(|m| (m.a, m.b)).collect();
    assert_eq!(
        matches,
        vec![(0, None), (3, Some(4)), (1, None), (2, Some(5))]
    );
    // Match 2 (D-E): 1-1 in the main games, then D wins the tie-break pair.
    for r in [WhiteWins, WhiteWins, WhiteWins, Draw] {
        t.set_result(0, 1, r).unwrap();
    }
    assert_eq!(
        t.set_result(0, 1, Draw),
        Err(Error::MatchDecided { round: 0, board: 1 })
    );
    // Match 4 (C-F): F wins 2-0.
    t.set_result(0, 3, BlackWins).unwrap();
    t.set_result(0, 3, WhiteWins).unwrap();
    assert_eq!(
        t.set_result(0, 0, Draw),
        Err(Error::MatchDecided { round: 0, board: 0 })
    );
    t.pair_next_round().unwrap();
    let semis: Vec<_> = t.state().knockout[1].iter().map(|m| (m.a, m.b)).collect();
    assert_eq!(semis, vec![(0, Some(3)), (1, Some(5))]);
    for board in 0..2 {
        t.set_result(1, board, WhiteWins).unwrap();
        t.set_result(1, board, BlackWins).unwrap();
    }
    t.pair_next_round().unwrap();
    // The final goes to the deciding game, drawn: Black goes through.
    for r in [Draw, Draw, Draw, Draw, Draw] {
        t.set_result(2, 0, r).unwrap();
    }
    let last = t.state().knockout[2][0].games.last().unwrap();
    let table = knockout_standings(t.state());
    assert_eq!(table[0].player, last.black);
    assert_eq!(table[0].rank, 1);
    assert_eq!(table[1].rank, 2);
    assert_eq!((table[2].rank, table[3].rank), (3, 3));
    assert_eq!(t.next_pairing(), Err(Error::TournamentOver));
    assert_eq!(standings(t.state()), table);
}

#[test]
fn players_of_one_club_never_meet_when_asked() {
    let mut s = Settings::new("Clubs", Format::Swiss { rounds: 3 });
    s.avoid_same_club = true;
    let mut t = Tournament::new(s).unwrap();
    for (name, club) in [
        ("A", "Abakan"),
        ("B", "Abakan"),
        ("C", "Abaza"),
        ("D", "Abaza"),
        ("E", ""),
        ("F", ""),
    ] {
        t.add_player(NewPlayer {
            name: name.into(),
            club: Some(club.into()),
            ..Default::default()
        })
        .unwrap();
    }
    for round in 0..3 {
        assert!(t.state().is_forbidden(2, 3));
        let w = t.pair_next_round().unwrap();
        assert!(w.is_empty(), "{w:?}");
        let boards = t.state().rounds[round].boards.clone();
        for (i, b) in boards.iter().enumerate() {
            assert!(
                ![(0, 1), (1, 0), (2, 3), (3, 2)].contains(&(b.white, b.black)),
                "club mates paired: round {round} {boards:?}"
            );
            t.set_result(round, i, Draw).unwrap();
        }
    }
    // Two players without a club are not club mates.
    assert!(!t.state().is_forbidden(4, 5));
}
