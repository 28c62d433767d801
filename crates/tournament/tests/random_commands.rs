//! Random command sequences, valid or not, in every format: nothing panics, a refused command
//! changes nothing, and the log always replays to the same state.

use proptest::prelude::*;
use tobit_tournament::{
    Bye, ByeKind, Command, Format, GameResult, NewPlayer, Settings, Tournament,
};

fn command(t: &Tournament, kind: u8, a: usize, b: usize, c: usize) -> Command {
    let s = t.state();
    let round = s.rounds_paired().saturating_sub(c % 2);
    match kind % 9 {
        0 | 1 => Command::AddPlayer(NewPlayer {
            name: format!("P{a}"),
            rating: Some(a as u32 * 10),
            ..Default::default()
        }),
        2 => Command::Forbid {
            a: a % 12,
            b: b % 12,
        },
        3 => Command::Withdraw { player: a % 12 },
        4 => Command::RequestBye {
            player: a % 12,
            round: s.rounds_paired() + b % 3,
            half: c.is_multiple_of(2),
        },
        5 => t
            .next_pairing()
            .unwrap_or(Command::Withdraw { player: 999 }),
        6 | 7 => Command::SetResult {
            round,
            board: b % 8,
            result: GameResult::ALL[c % GameResult::ALL.len()],
        },
        _ => Command::ChangePairing {
            round,
            boards: vec![(a % 12, b % 12)],
            byes: vec![Bye {
                player: c % 12,
                kind: ByeKind::Pairing,
            }],
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    #[test]
    fn commands_never_panic_and_always_replay(
        format in 0u8..4,
        steps in proptest::collection::vec((any::<u8>(), 0usize..50, 0usize..50, 0usize..50), 1..120),
    ) {
        let format = match format {
            0 => Format::Swiss { rounds: 5 },
            1 => Format::RoundRobin { double: false },
            2 => Format::RoundRobin { double: true },
            _ => Format::Knockout { tiebreak_pairs: 1 },
        };
        let mut t = Tournament::new(Settings::new("R", format)).unwrap();
        for (kind, a, b, c) in steps {
            if kind % 10 == 9 {
                t.undo();
                continue;
            }
            let cmd = command(&t, kind, a, b, c);
            let before = t.state().clone();
            match t.apply(cmd) {
                Ok(_) => {}
                Err(e) => {
                    prop_assert!(!e.to_string().is_empty());
                    prop_assert_eq!(t.state(), &before);
                }
            }
            let _ = tobit_tournament::standings(t.state());
            let _ = tobit_tournament::crosstable::wallchart(t.state());
            let _ = tobit_tournament::crosstable::grid(t.state());
        }
        let again = Tournament::from_log(t.log().to_vec()).unwrap();
        prop_assert_eq!(again.state(), t.state());
    }
}
