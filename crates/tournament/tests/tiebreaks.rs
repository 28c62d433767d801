//! Tie-breaks against values worked out by hand (the working is in the comments).

use tobit_tournament::{
    standings, Bye, ByeKind, Command, Format, GameResult::*, NewPlayer, RankBy, Scoring, Settings,
    TieBreak, TieBreakRules, Tournament,
};

fn players(t: &mut Tournament, names: &[&str]) {
    for n in names {
        t.add_player(NewPlayer {
            name: n.to_string(),
            ..Default::default()
        })
        .unwrap();
    }
}

fn pair(t: &mut Tournament, round: usize, boards: &[(usize, usize)], byes: &[(usize, ByeKind)]) {
    let byes = byes
        .iter()
        .map(|&(player, kind)| Bye { player, kind })
        .collect();
    t.apply(Command::Pair {
        round,
        boards: boards.to_vec(),
        byes,
    })
    .unwrap();
}

/// Values of every tie-break by player id, as displayed.
fn shown(t: &Tournament) -> Vec<(usize, String, Vec<String>)> {
    let mut rows: Vec<_> = standings(t.state())
        .into_iter()
        .map(|s| {
            (
                s.player,
                tobit_tournament::format_points(s.score),
                s.tiebreaks.iter().map(|v| v.display()).collect(),
            )
        })
        .collect();
    rows.sort();
    rows
}

/// A 2-1-0 Swiss of `rounds` rounds with players A to E (numbers 0 to 4), and the tie-breaks
/// the Swiss fixtures check: Buchholz cut-1, Buchholz, median, Sonneborn-Berger, wins, games
/// with Black, progressive score, then `more`.
fn swiss_of_five(rounds: usize, more: &[TieBreak]) -> Tournament {
    swiss_of_five_under(rounds, more, TieBreakRules::Fide2009)
}

fn swiss_of_five_under(rounds: usize, more: &[TieBreak], rules: TieBreakRules) -> Tournament {
    let mut s = Settings::new("Fixture", Format::Swiss { rounds });
    // Worked by hand under the 2009-2022 rules (the virtual opponent), unless `rules`.
    s.tiebreak_rules = rules;
    s.tiebreaks = [
        TieBreak::BuchholzCut1,
        TieBreak::Buchholz,
        TieBreak::MedianBuchholz,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::GamesWithBlack,
        TieBreak::ProgressiveScore,
    ]
    .iter()
    .chain(more)
    .copied()
    .collect();
    let mut t = Tournament::new(s).unwrap();
    players(&mut t, &["A", "B", "C", "D", "E"]);
    t
}

/// The Swiss of five below, played under `rules`.
fn swiss_with_byes(rules: TieBreakRules) -> Tournament {
    let mut t = swiss_of_five_under(3, &[TieBreak::DirectEncounter], rules);
    let (a, b, c, d, e) = (0, 1, 2, 3, 4);
    pair(&mut t, 0, &[(a, b), (c, d)], &[(e, ByeKind::Pairing)]);
    t.set_result(0, 0, WhiteWins).unwrap();
    t.set_result(0, 1, Draw).unwrap();
    pair(&mut t, 1, &[(a, c), (d, e)], &[(b, ByeKind::Pairing)]);
    t.set_result(1, 0, WhiteWins).unwrap();
    t.set_result(1, 1, WhiteForfeitWin).unwrap();
    pair(&mut t, 2, &[(b, d), (e, a)], &[(c, ByeKind::Zero)]);
    t.set_result(2, 0, BlackWins).unwrap();
    t.set_result(2, 1, Draw).unwrap();
    t
}

/// The same Swiss under FIDE's 2023 rules (C.07 art. 16), by hand. Voluntarily unplayed
/// rounds: E's forfeit loss in R2, C's zero-point bye in R3 (the pairing byes and D's
/// forfeit win are not). Opponents' scores as scored but for the VURs that end a player's
/// tournament, as draws: C 1 + 1 = 2 (its last round is its VUR); A 5, B 2, D 5, E 3 (E's VUR
/// is not at its end). A player's own unplayed round: a dummy opponent with the player's own
/// score: B R2 bye 2, C R3 1 (a VUR), D R2 forfeit win 5, E R1 bye 3 and R2 3 (a VUR).
/// Buchholz: A 2+2+3 = 7, B 5+2+5 = 12, C 5+5+1 = 11, D 2+5+2 = 9, E 3+3+5 = 11.
/// Cut-1 (a VUR cut first): A 5, B 10, C 10 (its VUR), D 7, E 8 (its VUR).
/// Median (the VUR or the lowest, and the highest): A 2, B 5, C 5, D 2, E 3.
/// Sonneborn-Berger: A 2 + 2 + 1.5 = 5.5, B 2 (its bye: 2 × 1), C 2.5 (D: 5 × ½), D 1 + 5 +
///   2 = 8, E 3 + 0 + 2.5 = 5.5. The rest as under the 2009 rules.
#[test]
fn swiss_with_byes_and_a_forfeit_under_the_2023_rules() {
    let t = swiss_with_byes(TieBreakRules::Fide2023);
    let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        shown(&t),
        vec![
            (
                0,
                "5".into(),
                v(&["5", "7", "2", "5.5", "2", "1", "11", "0"])
            ),
            (
                1,
                "2".into(),
                v(&["10", "12", "5", "2", "0", "1", "4", "0"])
            ),
            (
                2,
                "1".into(),
                v(&["10", "11", "5", "2.5", "0", "1", "3", "0"])
            ),
            (3, "5".into(), v(&["7", "9", "2", "8", "1", "2", "9", "0"])),
            (
                4,
                "3".into(),
                v(&["8", "11", "3", "5.5", "0", "0", "7", "0"])
            ),
        ]
    );
    // A and D share 5 points: now cut-1 puts D first.
    let order: Vec<_> = standings(t.state())
        .iter()
        .map(|s| (s.rank, s.player))
        .collect();
    assert_eq!(order, vec![(1, 3), (2, 0), (3, 4), (4, 1), (5, 2)]);
}

/// A Swiss of five, 2-1-0, three rounds, with a pairing bye, a forfeit and a zero-point bye.
///
/// R1: A-B 1-0, C-D ½-½, E pairing bye.  R2: A-C 1-0, D-E +/-, B pairing bye.
/// R3: B-D 0-1, E-A ½-½, C zero-point bye.
/// Scores: A 5, B 2, C 1, D 5, E 3 (16 = 8 rounds-worth of 2 points).
/// Adjusted scores (own unplayed rounds as draws, 1 point): A 5, B 1, C 2, D 4, E 3.
/// Virtual opponents, Svon = SPR + (2 - SfPR) + 1 × rounds after:
///   B R2 bye: 0 + 0 + 1 = 1.  C R3 zero bye: 1 + 2 + 0 = 3.  D R2 forfeit win: 1 + 0 + 1 = 2.
///   E R1 bye: 0 + 0 + 2 = 2.  E R2 forfeit loss: 2 + 2 + 1 = 5.
/// Buchholz: A 1+2+3 = 6, B 5+1+4 = 10, C 4+5+3 = 12, D 2+2+1 = 5, E 2+5+5 = 12.
/// Cut-1: A 5, B 9, C 9, D 4, E 10.  Median: A 2, B 4, C 4, D 2, E 5.
/// Sonneborn-Berger (opponent × share of a win): A 1 + 2 + 1.5 = 4.5, B 1 (the virtual
///   opponent of its bye), C 2 (½ × 4), D 1 + 2 + 1 = 4, E 2 + 0 + 2.5 = 4.5.
/// Wins over the board: A 2, D 1, others 0. Games with Black: A 1, B 1, C 1, D 2, E 0.
/// Progressive: A 2+4+5 = 11, B 0+2+2 = 4, C 1+1+1 = 3, D 1+3+5 = 9, E 2+2+3 = 7.
#[test]
fn swiss_with_byes_and_a_forfeit() {
    let t = swiss_with_byes(TieBreakRules::Fide2009);
    let (a, b, c, d, e) = (0, 1, 2, 3, 4);
    let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        shown(&t),
        vec![
            (
                a,
                "5".into(),
                v(&["5", "6", "2", "4.5", "2", "1", "11", "0"])
            ),
            (b, "2".into(), v(&["9", "10", "4", "1", "0", "1", "4", "0"])),
            (c, "1".into(), v(&["9", "12", "4", "2", "0", "1", "3", "0"])),
            (d, "5".into(), v(&["4", "5", "2", "4", "1", "2", "9", "0"])),
            (
                e,
                "3".into(),
                v(&["10", "12", "5", "4.5", "0", "0", "7", "0"])
            ),
        ]
    );
    // A and D share 5 points and never met: cut-1 puts A first.
    let order: Vec<_> = standings(t.state())
        .iter()
        .map(|s| (s.rank, s.player))
        .collect();
    assert_eq!(order, vec![(1, a), (2, d), (3, e), (4, b), (5, c)]);
}

/// A Swiss of six, 2-1-0, four rounds, with every kind of unplayed round: a half-point bye,
/// a double forfeit, a forfeit won by Black, pairing byes, a zero-point bye, a withdrawal
/// (absent in rounds 3-4) and a late entry with half-point byes for rounds 1-2.
///
/// R1: A-B 1-0, C-D -/-, E half-point bye.  R2: E-A ½-½, B-C -/+, D pairing bye.
/// Then D withdraws and F enters (half-point byes for R1 and R2).
/// R3: C-A 0-1, F-E ½-½, B pairing bye.  R4: A-F 1-0, E-B 0-1, C zero-point bye.
/// Scores: A 2+1+2+2 = 7, B 0+0+2+2 = 4, C 0+2+0+0 = 2, D 0+2+0+0 = 2, E 1+1+1+0 = 3,
///   F 1+1+1+0 = 3.
/// Adjusted (unplayed rounds as draws, 1 point): A 7, B 0+1+1+2 = 4, C 1+1+0+1 = 3,
///   D 1+1+1+1 = 4, E 1+1+1+0 = 3, F 1+1+1+0 = 3.
/// Virtual opponents, Svon = SPR + (2 - SfPR) + 1 x rounds after:
///   B R2 -/+ loss 0+2+2 = 4, B R3 bye 0+0+1 = 1; C R1 -/- 0+2+3 = 5, C R2 forfeit win
///   0+0+2 = 2, C R4 zero bye 2+2+0 = 4; D R1 -/- 5, D R2 bye 0+0+2 = 2, D R3 absent
///   2+2+1 = 5, D R4 absent 2+2+0 = 4; E R1 half bye 0+1+3 = 4; F R1 half bye 0+1+3 = 4,
///   F R2 half bye 1+1+2 = 4.
/// Buchholz: A 4+3+3+3 = 13, B 7+4+1+3 = 15, C 5+2+7+4 = 18, D 5+2+5+4 = 16,
///   E 4+7+3+4 = 18, F 4+4+3+7 = 18.
/// Cut-1: A 10, B 14, C 16, D 14, E 15, F 15.  Median: A 6, B 7, C 9, D 9, E 8, F 8.
/// Sonneborn-Berger: A 4 + 1.5 + 3 + 3 = 11.5, B 1 + 3 = 4, C 2, D 2, E 2 + 3.5 + 1.5 = 7,
///   F 2 + 2 + 1.5 = 5.5.
/// Wins over the board: A 3, B 1. Games with Black: A 2, B 2, E 1, F 1.
/// Progressive: A 2+3+5+7 = 17, B 0+0+2+4 = 6, C 0+2+2+2 = 6, D 6, E 1+2+3+3 = 9, F 9.
#[test]
fn swiss_with_every_kind_of_unplayed_round() {
    let mut t = swiss_of_five(4, &[]);
    let (a, b, c, d, e, f) = (0, 1, 2, 3, 4, 5);
    pair(&mut t, 0, &[(a, b), (c, d)], &[(e, ByeKind::Half)]);
    t.set_result(0, 0, WhiteWins).unwrap();
    t.set_result(0, 1, DoubleForfeit).unwrap();
    pair(&mut t, 1, &[(e, a), (b, c)], &[(d, ByeKind::Pairing)]);
    t.set_result(1, 0, Draw).unwrap();
    t.set_result(1, 1, BlackForfeitWin).unwrap();
    t.apply(Command::Withdraw { player: d }).unwrap();
    t.add_player(NewPlayer {
        name: "F".into(),
        half_point_for_missed_rounds: true,
        ..Default::default()
    })
    .unwrap();
    pair(&mut t, 2, &[(c, a), (f, e)], &[(b, ByeKind::Pairing)]);
    t.set_result(2, 0, BlackWins).unwrap();
    t.set_result(2, 1, Draw).unwrap();
    pair(&mut t, 3, &[(a, f), (e, b)], &[(c, ByeKind::Zero)]);
    t.set_result(3, 0, WhiteWins).unwrap();
    t.set_result(3, 1, BlackWins).unwrap();

    let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let expected = vec![
        (a, "7".into(), v(&["10", "13", "6", "11.5", "3", "2", "17"])),
        (b, "4".into(), v(&["14", "15", "7", "4", "1", "2", "6"])),
        (c, "2".into(), v(&["16", "18", "9", "2", "0", "0", "6"])),
        (d, "2".into(), v(&["14", "16", "9", "2", "0", "0", "6"])),
        (e, "3".into(), v(&["15", "18", "8", "7", "0", "1", "9"])),
        (f, "3".into(), v(&["15", "18", "8", "5.5", "0", "1", "9"])),
    ];
    assert_eq!(shown(&t), expected);
    // E and F are equal down to Sonneborn-Berger; C and D part on cut-1.
    let order: Vec<_> = standings(t.state()).iter().map(|s| s.player).collect();
    assert_eq!(order, vec![a, b, e, f, c, d]);
    // The same values after the tournament goes through a TRF.
    let back = tobit_tournament::trf::read(&tobit_tournament::trf::write(&t)).unwrap();
    assert_eq!(shown(&back), expected);
}

fn round_robin_of_four(
    results: [tobit_tournament::GameResult; 6],
    tiebreaks: Vec<TieBreak>,
) -> Tournament {
    let mut s = Settings::new("RR", Format::RoundRobin { double: false });
    // Worked by hand under the 2009-2022 rules (the virtual opponent).
    s.tiebreak_rules = TieBreakRules::Fide2009;
    s.scoring = Scoring::ONE_HALF_ZERO;
    s.rank_by = RankBy::EntryOrder;
    s.tiebreaks = tiebreaks;
    let mut t = Tournament::new(s).unwrap();
    players(&mut t, &["P1", "P2", "P3", "P4"]);
    let mut k = 0;
    for round in 0..3 {
        t.pair_next_round().unwrap();
        for board in 0..2 {
            t.set_result(round, board, results[k]).unwrap();
            k += 1;
        }
    }
    t
}

/// Four players, 1-½-0, Berger order R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1.
/// Results 1-0 ½ / 0-1 0-1 / ½ ½: P1 1.5, P2 2, P3 2, P4 0.5.
/// P2-P3 drew: direct encounter ½ each. SB: P2 = ½×2 + 1×1.5 + ½×0.5 = 2.75,
/// P3 = ½×2 + 1×0.5 + ½×1.5 = 2.25, P1 = 1×0.5 + ½×2 = 1.5, P4 = ½×2 = 1.
/// Koya (at least 1.5 of 3: P1, P2, P3): P2 ½ + 1 = 1.5, P3 ½ + ½ = 1, P1 0 + ½ = 0.5,
/// P4 ½ (its draw with P2; it lost to P1 and P3).
#[test]
fn round_robin_sonneborn_berger_koya_and_direct_encounter() {
    let t = round_robin_of_four(
        [WhiteWins, Draw, BlackWins, BlackWins, Draw, Draw],
        vec![
            TieBreak::DirectEncounter,
            TieBreak::SonnebornBerger,
            TieBreak::Koya,
        ],
    );
    let table = standings(t.state());
    let rows: Vec<_> = table
        .iter()
        .map(|s| {
            (
                s.rank,
                s.player,
                s.tiebreaks.iter().map(|v| v.to_f64()).collect::<Vec<_>>(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            (1, 1, vec![0.5, 2.75, 1.5]),
            (2, 2, vec![0.5, 2.25, 1.0]),
            (3, 0, vec![0.0, 1.5, 0.5]),
            (4, 3, vec![0.0, 1.0, 0.5]),
        ]
    );
    assert_eq!(table[0].tiebreaks[1].display(), "2.75"); // exactly, never "2.8"
}

/// Same table, results 0-1 ½ / 0-1 1-0 / ½ ½: P1 1.5, P2 1, P3 2, P4 1.5.
/// P1 and P4 tie on 1.5; P4 beat P1 in round 1, so direct encounter puts P4 first.
#[test]
fn direct_encounter_separates_a_tie() {
    let t = round_robin_of_four(
        [BlackWins, Draw, BlackWins, WhiteWins, Draw, Draw],
        vec![TieBreak::DirectEncounter],
    );
    let order: Vec<_> = standings(t.state())
        .iter()
        .map(|s| (s.rank, s.player))
        .collect();
    assert_eq!(order, vec![(1, 2), (2, 3), (3, 0), (4, 1)]);
}

#[test]
fn lots_are_reproducible_and_separate_a_full_tie() {
    let make = |seed| {
        let mut s = Settings::new("Lots", Format::Swiss { rounds: 1 });
        s.tiebreak_rules = TieBreakRules::Fide2009;
        // Worked by hand under the 2009-2022 rules (the virtual opponent).
        s.tiebreak_rules = TieBreakRules::Fide2009;
        s.tiebreaks = vec![TieBreak::Lots];
        s.lots_seed = seed;
        let mut t = Tournament::new(s).unwrap();
        players(&mut t, &["A", "B", "C", "D"]);
        t.pair_next_round().unwrap();
        t.set_result(0, 0, Draw).unwrap();
        t.set_result(0, 1, Draw).unwrap();
        standings(t.state())
            .iter()
            .map(|s| (s.rank, s.player))
            .collect::<Vec<_>>()
    };
    assert_eq!(make(7), make(7));
    let ranks: Vec<usize> = make(7).iter().map(|r| r.0).collect();
    assert_eq!(ranks, vec![1, 2, 3, 4]);
}

/// Three players, 1-½-0: the table of 4, number 4 the bye (no game, no virtual opponent).
/// R1 1-bye 2-3 1-0 / R2 3-bye 1-2 ½-½ / R3 2-bye 3-1 0-1: P1 1.5, P2 1.5, P3 0.
/// Buchholz: P1 1.5 + 0 = 1.5, P2 0 + 1.5 = 1.5, P3 1.5 + 1.5 = 3.
/// Sonneborn-Berger: P1 ½ × 1.5 + 1 × 0 = 0.75, P2 1 × 0 + ½ × 1.5 = 0.75, P3 0.
#[test]
fn the_bye_of_an_odd_round_robin_is_no_game() {
    let mut s = Settings::new("RR3", Format::RoundRobin { double: false });
    // Worked by hand under the 2009-2022 rules (the virtual opponent).
    s.tiebreak_rules = TieBreakRules::Fide2009;
    s.scoring = Scoring::ONE_HALF_ZERO;
    s.rank_by = RankBy::EntryOrder;
    s.tiebreaks = vec![TieBreak::Buchholz, TieBreak::SonnebornBerger];
    let mut t = Tournament::new(s).unwrap();
    players(&mut t, &["P1", "P2", "P3"]);
    for (round, result) in [WhiteWins, Draw, BlackWins].into_iter().enumerate() {
        t.pair_next_round().unwrap();
        assert_eq!(t.state().rounds[round].boards.len(), 1);
        t.set_result(round, 0, result).unwrap();
    }
    let rows: Vec<_> = standings(t.state())
        .iter()
        .map(|s| {
            (
                s.player,
                s.score,
                s.tiebreaks.iter().map(|v| v.to_f64()).collect::<Vec<_>>(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            (0, 3, vec![1.5, 0.75]),
            (1, 3, vec![1.5, 0.75]),
            (2, 0, vec![3.0, 0.0])
        ]
    );
}

/// Four players, 1-½-0, Berger order R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1; P4 withdraws after
/// round 1, so its later games are forfeited (4-3 -/+, 2-4 +/-).
/// R1 1-4 ½-½, 2-3 1-0; R2 1-2 0-1; R3 3-1 ½-½. Scores: P1 1, P2 3, P3 1.5, P4 0.5.
/// Adjusted (unplayed as draws, ½): P1 1, P2 1 + 1 + ½ = 2.5, P3 0 + ½ + ½ = 1,
///   P4 ½ + ½ + ½ = 1.5.
/// Virtual opponents, Svon = SPR + (1 - SfPR) + ½ x rounds after: P2 R3 forfeit win
///   2 + 0 + 0 = 2; P3 R2 forfeit win 0 + 0 + ½ = ½; P4 R2 forfeit loss ½ + 1 + ½ = 2,
///   P4 R3 ½ + 1 + 0 = 1.5.
/// Buchholz: P1 1.5 + 2.5 + 1 = 5, P2 1 + 1 + 2 = 4, P3 2.5 + ½ + 1 = 4, P4 1 + 2 + 1.5 = 4.5.
/// Sonneborn-Berger: P1 ½ x 1.5 + 0 + ½ x 1 = 1.25, P2 1 + 1 + 2 = 4, P3 ½ + ½ = 1,
///   P4 ½ x 1 = 0.5.
/// Koya (at least 1.5 of 3: P2, P3; forfeits count): P1 0 + ½ = 0.5, P2 1 (beat P3), P3 0,
///   P4 0 (its forfeit loss to P3). Wins over the board: P2 2, the others 0.
#[test]
fn round_robin_with_a_withdrawal() {
    let mut s = Settings::new("RR", Format::RoundRobin { double: false });
    // Worked by hand under the 2009-2022 rules (the virtual opponent).
    s.tiebreak_rules = TieBreakRules::Fide2009;
    s.scoring = Scoring::ONE_HALF_ZERO;
    s.rank_by = RankBy::EntryOrder;
    s.tiebreaks = vec![
        TieBreak::Buchholz,
        TieBreak::SonnebornBerger,
        TieBreak::Koya,
        TieBreak::Wins,
    ];
    let mut t = Tournament::new(s).unwrap();
    players(&mut t, &["P1", "P2", "P3", "P4"]);
    t.pair_next_round().unwrap();
    t.set_result(0, 0, Draw).unwrap();
    t.set_result(0, 1, WhiteWins).unwrap();
    t.apply(Command::Withdraw { player: 3 }).unwrap();
    t.pair_next_round().unwrap();
    assert_eq!(t.state().rounds[1].boards[0].result, Some(BlackForfeitWin));
    t.set_result(1, 1, BlackWins).unwrap();
    t.pair_next_round().unwrap();
    assert_eq!(t.state().rounds[2].boards[0].result, Some(WhiteForfeitWin));
    t.set_result(2, 1, Draw).unwrap();
    let rows: Vec<(usize, f64, Vec<f64>)> = standings(t.state())
        .iter()
        .map(|s| {
            let tbs = s.tiebreaks.iter().map(|v| v.to_f64()).collect();
            (s.player, s.score as f64 / 2.0, tbs)
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            (1, 3.0, vec![4.0, 4.0, 1.0, 2.0]),
            (2, 1.5, vec![4.0, 1.0, 0.0, 0.0]),
            (0, 1.0, vec![5.0, 1.25, 0.5, 0.0]),
            (3, 0.5, vec![4.5, 0.5, 0.0, 0.0]),
        ]
    );
}
