//! Random Swiss tournaments (3 to 40 players, random results, forfeits, withdrawals, late
//! entries, byes on request, forbidden pairs): the hard rules hold in every round, checked
//! here independently of the crate's own checks, and scores add up.

use proptest::prelude::*;
use std::collections::HashSet;
use tobit_tournament::{
    standings, ByeKind, Color, Command, Error, Format, GameResult, NewPlayer, Settings, Tournament,
};

mod common;
use common::Rng;

/// Whether any legal pairing of `players` exists (brute force), for small fields.
fn exists(players: &[usize], legal: &dyn Fn(usize, usize) -> bool) -> bool {
    let Some((&p, rest)) = players.split_first() else {
        return true;
    };
    rest.iter().any(|&q| {
        legal(p, q) && {
            let others: Vec<usize> = rest.iter().copied().filter(|&x| x != q).collect();
            exists(&others, legal)
        }
    })
}

fn run(n: usize, rounds: usize, seed: u64, draw_rate: u64, one_half: bool) {
    let mut rng = Rng(seed);
    let mut settings = Settings::new("Random", Format::Swiss { rounds });
    if one_half {
        settings.scoring = tobit_tournament::Scoring::ONE_HALF_ZERO;
    }
    let scoring = settings.scoring;
    let mut t = Tournament::new(settings).unwrap();
    let add = |t: &mut Tournament, rng: &mut Rng, i: usize| {
        let rating = if rng.chance(80) {
            Some(1000 + rng.below(1200) as u32)
        } else {
            None
        };
        let half = rng.chance(50);
        t.add_player(NewPlayer {
            name: format!("P{i}"),
            club: None,
            rating,
            half_point_for_missed_rounds: half,
            ..Default::default()
        })
        .unwrap()
    };
    for i in 0..n {
        add(&mut t, &mut rng, i);
    }
    let mut forbidden = HashSet::new();
    for _ in 0..rng.below(4) {
        let (a, b) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
        if a != b {
            t.apply(Command::Forbid { a, b }).unwrap();
            forbidden.insert((a.min(b), a.max(b)));
        }
    }
    // Independent bookkeeping.
    let mut met: HashSet<(usize, usize)> = HashSet::new();
    let mut colors: Vec<Vec<Color>> = vec![Vec::new(); n];
    let mut free_point: Vec<bool> = vec![false; n];
    let mut score: Vec<u32> = vec![0; n];
    let mut withdrawn: HashSet<usize> = HashSet::new();
    for round in 0..rounds {
        // Late entries, withdrawals and requested byes before pairing.
        if round > 0 && rng.chance(20) {
            let id = add(&mut t, &mut rng, colors.len());
            let kind = t.state().rounds[0]
                .byes
                .iter()
                .find(|b| b.player == id)
                .unwrap()
                .kind;
            colors.push(Vec::new());
            free_point.push(false);
            score.push(kind.points(&scoring) * round as u32);
        }
        let count = colors.len();
        if rng.chance(15) {
            let p = rng.below(count as u64) as usize;
            if withdrawn.insert(p) {
                t.apply(Command::Withdraw { player: p }).unwrap();
            }
        }
        if rng.chance(15) {
            let p = rng.below(count as u64) as usize;
            let _ = t.apply(Command::RequestBye {
                player: p,
                round,
                half: rng.chance(50),
            });
        }
        let last = round + 1 == rounds;
        match t.pair_next_round() {
            Ok(warnings) => assert!(warnings.is_empty(), "the engine broke a rule: {warnings:?}"),
            Err(Error::NoLegalPairing) => {
                // Only acceptable when no legal pairing exists: check by brute force.
                let s = t.state();
                let active: Vec<usize> = (0..count)
                    .filter(|&p| s.players[p].is_active_in(round))
                    .filter(|&p| {
                        !s.requested_byes
                            .iter()
                            .any(|r| r.round == round && r.player == p)
                    })
                    .collect();
                if active.len() <= 12 && !last {
                    let legal = |a: usize, b: usize| {
                        let key = (a.min(b), a.max(b));
                        let ok = |p: usize, c: Color| {
                            let h = &colors[p];
                            let d: i32 = h
                                .iter()
                                .map(|&x| if x == Color::White { 1 } else { -1 })
                                .sum::<i32>()
                                + if c == Color::White { 1 } else { -1 };
                            d.abs() <= 2
                                && !(h.len() >= 2 && h[h.len() - 1] == c && h[h.len() - 2] == c)
                        };
                        !met.contains(&key)
                            && !forbidden.contains(&key)
                            && ((ok(a, Color::White) && ok(b, Color::Black))
                                || (ok(a, Color::Black) && ok(b, Color::White)))
                    };
                    let found = if active.len().is_multiple_of(2) {
                        exists(&active, &legal)
                    } else {
                        active.iter().filter(|&&p| !free_point[p]).any(|&bye| {
                            let rest: Vec<usize> =
                                active.iter().copied().filter(|&x| x != bye).collect();
                            exists(&rest, &legal)
                        })
                    };
                    assert!(
                        !found,
                        "round {}: a legal pairing exists but none was found",
                        round + 1
                    );
                }
                return;
            }
            Err(e) => panic!("round {}: {e}", round + 1),
        }
        let s = t.state();
        let r = &s.rounds[round];
        // Everyone active exactly once; nobody withdrawn.
        let mut seen = HashSet::new();
        for p in r
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(r.byes.iter().map(|b| b.player))
        {
            assert!(seen.insert(p), "player {p} twice");
            assert!(!withdrawn.contains(&p), "withdrawn player {p} paired");
        }
        for p in 0..count {
            assert_eq!(
                seen.contains(&p),
                s.players[p].is_active_in(round),
                "player {p} in round {}",
                round + 1
            );
        }
        let pairing_byes: Vec<_> = r
            .byes
            .iter()
            .filter(|b| b.kind == ByeKind::Pairing)
            .collect();
        assert!(pairing_byes.len() <= 1);
        for b in &pairing_byes {
            assert!(
                !free_point[b.player],
                "second pairing-allocated bye for {}",
                b.player
            );
        }
        let before = score.clone();
        let topscorer = |p: usize| last && 2 * before[p] > scoring.win * round as u32;
        for b in &r.boards {
            let key = (b.white.min(b.black), b.white.max(b.black));
            assert!(met.insert(key), "rematch {key:?} in round {}", round + 1);
            assert!(!forbidden.contains(&key), "forbidden pair {key:?}");
        }
        // Results.
        let boards = r.boards.clone();
        let byes = r.byes.clone();
        for (i, b) in boards.iter().enumerate() {
            let x = rng.below(100);
            let result = if x < 3 {
                GameResult::WhiteForfeitWin
            } else if x < 5 {
                GameResult::BlackForfeitWin
            } else if x < 6 {
                GameResult::DoubleForfeit
            } else if rng.chance(draw_rate) {
                GameResult::Draw
            } else if rng.chance(50) {
                GameResult::WhiteWins
            } else {
                GameResult::BlackWins
            };
            t.set_result(round, i, result).unwrap();
            for (p, c) in [(b.white, Color::White), (b.black, Color::Black)] {
                score[p] += result.points(c, &scoring);
                if result.is_played() {
                    colors[p].push(c);
                    let h = &colors[p];
                    let diff: i32 = h
                        .iter()
                        .map(|&x| if x == Color::White { 1 } else { -1 })
                        .sum();
                    if !topscorer(p) {
                        assert!(diff.abs() <= 2, "colour difference {diff} for {p}");
                        assert!(
                            !(h.len() >= 3 && h[h.len() - 3..].iter().all(|&x| x == c)),
                            "three {c:?} in a row for {p}"
                        );
                    }
                } else if result.points(c, &scoring) == scoring.win {
                    free_point[p] = true;
                }
            }
        }
        for b in &byes {
            score[b.player] += b.kind.points(&scoring);
            if b.kind == ByeKind::Pairing {
                free_point[b.player] = true;
            }
        }
        // Scores add up.
        let table = standings(t.state());
        for row in &table {
            assert_eq!(row.score, score[row.player], "score of {}", row.player);
        }
    }
    // Undo everything back to the players and the replayed log agree.
    let json = serde_json::to_string(t.log()).unwrap();
    let log: Vec<Command> = serde_json::from_str(&json).unwrap();
    let again = Tournament::from_log(log).unwrap();
    assert_eq!(again.state(), t.state());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    #[test]
    fn hard_rules_hold_in_every_round(
        n in 3usize..=40,
        rounds in 1usize..=11,
        seed in any::<u64>(),
        draw_rate in 0u64..=60,
        one_half in any::<bool>(),
    ) {
        run(n, rounds.min(n + 2), seed, draw_rate, one_half);
    }
}

#[test]
fn many_seeded_small_tournaments() {
    for seed in 0..2000 {
        run(
            3 + (seed % 14) as usize,
            3 + (seed % 7) as usize,
            seed,
            30,
            seed % 3 == 0,
        );
    }
}
