//! Small Swiss examples worked out by hand.

use tobit_tournament::{Format, GameResult::*, NewPlayer, Settings, Tournament};

fn eight() -> Tournament {
    let mut t = Tournament::new(Settings::new("Eight", Format::Swiss { rounds: 3 })).unwrap();
    for i in 0..8u32 {
        t.add_player(NewPlayer {
            name: format!("S{}", i + 1),
            rating: Some(2000 - 10 * i),
            ..Default::default()
        })
        .unwrap();
    }
    t
}

fn boards(t: &Tournament, round: usize) -> Vec<(usize, usize)> {
    // 1-based pairing numbers, as a printed pairing shows them.
    t.state().rounds[round]
        .boards
        .iter()
        .map(|b| (b.white + 1, b.black + 1))
        .collect()
}

/// Round 1: top half against bottom half, the higher-ranked player White on odd boards:
/// 1-5, 6-2, 3-7, 8-4. The top half wins. Round 2, group {1, 2, 3, 4} wants Black, White,
/// Black, White: the natural 1-3, 2-4 would leave two preferences ungranted, so the
/// bottom half is transposed to 1-4, 2-3 (4-1 and 2-3 grant every preference); likewise
/// group {5, 6, 7, 8} (5 and 7 want White, 6 and 8 Black): 5-7 and 6-8 would clash, so
/// 5-8 and 7-6.
#[test]
fn round_two_transposes_for_colours() {
    let mut t = eight();
    t.pair_next_round().unwrap();
    assert_eq!(boards(&t, 0), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
    for (b, r) in [WhiteWins, BlackWins, WhiteWins, BlackWins]
        .into_iter()
        .enumerate()
    {
        t.set_result(0, b, r).unwrap();
    }
    t.pair_next_round().unwrap();
    assert_eq!(boards(&t, 1), vec![(4, 1), (2, 3), (5, 8), (7, 6)]);
}
