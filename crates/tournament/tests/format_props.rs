//! Random round robins and knockouts run to the end (a knockout's TRF read back on the way).

use proptest::prelude::*;
use tobit_tournament::{
    knockout_standings, trf, ByeKind, Format, GameResult, NewPlayer, Settings, Tournament,
};

/// Every result but the double forfeit (which decides no knockout match): the first five.
const RESULTS: &[GameResult] = GameResult::ALL.split_last().unwrap().1;

fn field(format: Format, n: usize) -> Tournament {
    let mut t = Tournament::new(Settings::new("P", format)).unwrap();
    for i in 0..n {
        t.add_player(NewPlayer {
            name: format!("P{i}"),
            rating: Some(1500 + (i as u32 * 37) % 400),
            ..Default::default()
        })
        .unwrap();
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 60, ..ProptestConfig::default() })]

    #[test]
    fn round_robin_everyone_meets_everyone(n in 3usize..=16, double in any::<bool>(), picks in proptest::collection::vec(0usize..5, 300)) {
        let mut t = field(Format::RoundRobin { double }, n);
        let rounds = t.state().total_rounds();
        let mut k = 0;
        for r in 0..rounds {
            t.pair_next_round().unwrap();
            let round = &t.state().rounds[r];
            prop_assert_eq!(round.byes.len(), n % 2);
            prop_assert!(round.byes.iter().all(|b| b.kind == ByeKind::Zero));
            for b in 0..round.boards.len() {
                t.set_result(r, b, RESULTS[picks[k % picks.len()]]).unwrap();
                k += 1;
            }
        }
        let mut met = vec![vec![0; n]; n];
        for round in &t.state().rounds {
            for b in &round.boards {
                met[b.white][b.black] += 1;
                met[b.black][b.white] += 1;
            }
        }
        let cycles = if double { 2 } else { 1 };
        for (a, row) in met.iter().enumerate() {
            for (b, &m) in row.iter().enumerate() {
                prop_assert_eq!(m, if a == b { 0 } else { cycles });
            }
        }
    }

    #[test]
    fn knockout_has_one_winner(n in 2usize..=40, picks in proptest::collection::vec(0usize..5, 400)) {
        let mut t = field(Format::Knockout { tiebreak_pairs: 1 }, n);
        let mut k = 0;
        let rounds = t.state().total_rounds();
        for r in 0..rounds {
            t.pair_next_round().unwrap();
            let count = t.state().knockout[r].len();
            prop_assert_eq!(count, n.next_power_of_two() >> (r + 1));
            for m in 0..count {
                while t.state().knockout[r][m].winner(1).is_none() {
                    t.set_result(r, m, RESULTS[picks[k % picks.len()]]).unwrap();
                    k += 1;
                }
                // The TRF keeps every game: read back, the same knockout (a round half done).
                if m == count / 2 {
                    let back = trf::read(&trf::write(&t)).unwrap();
                    prop_assert_eq!(back.state(), t.state());
                }
            }
        }
        prop_assert!(t.next_pairing().is_err());
        let table = knockout_standings(t.state());
        prop_assert_eq!(table.len(), n);
        prop_assert_eq!(table[0].score as usize, rounds);
        prop_assert_eq!(table.iter().filter(|s| s.rank == 1).count(), 1);
    }
}
