//! The Swiss pairings of 400 generated tournaments (4 to 260 players, up to 11 rounds, random
//! results with forfeits, late entries, withdrawals, requested byes, forbidden pairs, clubs
//! kept apart, both scorings and both rankings), round by round, equal to the pairings recorded
//! in tests/data/swiss_golden.txt: a change to the pairing engine that is meant to be only
//! faster (issue 44) must pair every round exactly as before.
//!
//! Each line of the file is `seed hash`, the hash (FNV-1a, 64 bits) of the text of every
//! round's boards and byes. Run with `SWISS_GOLDEN_WRITE=1` to record the file anew when a
//! change of the pairings themselves is intended.

mod common;
use common::Rng;
use std::fmt::Write as _;
use tobit_tournament::{
    Command, Error, Format, GameResult, NewPlayer, RankBy, Scoring, Settings, Tournament,
};

const TOURNAMENTS: u64 = 400;
const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/swiss_golden.txt");

/// The text of every round's pairing of the tournament generated from `seed`, up to its last
/// round or the first round that cannot be paired.
fn pairings(seed: u64) -> String {
    let mut rng = Rng(seed);
    let n = if seed % 40 == 7 {
        150 + rng.below(111) as usize
    } else {
        4 + rng.below(57) as usize
    };
    let rounds = 1 + rng.below(11) as usize;
    let mut settings = Settings::new("Golden", Format::Swiss { rounds });
    if rng.chance(30) {
        settings.scoring = Scoring::ONE_HALF_ZERO;
    }
    if rng.chance(30) {
        settings.rank_by = RankBy::EntryOrder;
    }
    settings.avoid_same_club = rng.chance(20);
    let mut t = Tournament::new(settings).unwrap();
    let add = |t: &mut Tournament, rng: &mut Rng, i: usize| {
        let rating = rng.chance(80).then(|| 1000 + rng.below(1200) as u32);
        let club = rng.chance(30).then(|| format!("Club {}", rng.below(5)));
        let half = rng.chance(50);
        t.add_player(NewPlayer {
            name: format!("P{i}"),
            club,
            rating,
            half_point_for_missed_rounds: half,
            ..Default::default()
        })
        .unwrap();
    };
    for i in 0..n {
        add(&mut t, &mut rng, i);
    }
    for _ in 0..rng.below(5) {
        let (a, b) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
        if a != b {
            t.apply(Command::Forbid { a, b }).unwrap();
        }
    }
    let mut out = String::new();
    for round in 0..rounds {
        if round > 0 && rng.chance(20) {
            let count = t.state().players.len();
            add(&mut t, &mut rng, count);
        }
        let count = t.state().players.len() as u64;
        if rng.chance(15) {
            let _ = t.apply(Command::Withdraw {
                player: rng.below(count) as usize,
            });
        }
        for _ in 0..rng.below(3) {
            let _ = t.apply(Command::RequestBye {
                player: rng.below(count) as usize,
                round,
                half: rng.chance(50),
            });
        }
        match t.pair_next_round() {
            Ok(_) => {}
            Err(Error::NoLegalPairing) => {
                out.push_str("none\n");
                return out;
            }
            Err(e) => panic!("seed {seed}, round {}: {e}", round + 1),
        }
        let r = t.state().rounds[round].clone();
        for b in &r.boards {
            write!(out, "{}-{} ", b.white, b.black).unwrap();
        }
        for b in &r.byes {
            write!(out, "{}:{:?} ", b.player, b.kind).unwrap();
        }
        out.push('\n');
        for i in 0..r.boards.len() {
            let x = rng.below(100);
            let result = match x {
                0..3 => GameResult::WhiteForfeitWin,
                3..5 => GameResult::BlackForfeitWin,
                5 => GameResult::DoubleForfeit,
                6..36 => GameResult::Draw,
                36..68 => GameResult::WhiteWins,
                _ => GameResult::BlackWins,
            };
            t.set_result(round, i, result).unwrap();
        }
    }
    out
}

/// FNV-1a, 64 bits.
fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[test]
fn pairings_equal_the_recorded_ones() {
    let lines: Vec<String> = (0..TOURNAMENTS)
        .map(|seed| format!("{seed} {:016x}", hash(&pairings(seed))))
        .collect();
    if std::env::var_os("SWISS_GOLDEN_WRITE").is_some() {
        std::fs::write(GOLDEN, lines.join("\n") + "\n").unwrap();
        return;
    }
    let golden = std::fs::read_to_string(GOLDEN).unwrap();
    let recorded: Vec<&str> = golden.lines().collect();
    assert_eq!(recorded.len(), lines.len(), "tests/data/swiss_golden.txt");
    for (line, recorded) in lines.iter().zip(recorded) {
        assert_eq!(line, recorded, "the pairings of tournament {line}");
    }
}
