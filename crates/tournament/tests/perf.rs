//! A 300-player Swiss of 11 rounds: every round pairs (run with `--ignored --release` to
//! time it; the issue asks for a round within 1 s in the browser).

use std::time::Instant;
use tobit_tournament::{standings, Format, GameResult, NewPlayer, Settings, Tournament};

#[test]
#[ignore = "timing: run with --release --ignored"]
fn three_hundred_players_eleven_rounds() {
    let mut t = Tournament::new(Settings::new("Big", Format::Swiss { rounds: 11 })).unwrap();
    for i in 0..300u32 {
        t.add_player(NewPlayer {
            name: format!("P{i}"),
            rating: Some(2400 - i * 3),
            ..Default::default()
        })
        .unwrap();
    }
    let mut x = 12345u64;
    let mut worst = 0u128;
    for r in 0..11 {
        let start = Instant::now();
        t.pair_next_round().unwrap();
        worst = worst.max(start.elapsed().as_millis());
        for b in 0..t.state().rounds[r].boards.len() {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let result = [
                GameResult::WhiteWins,
                GameResult::Draw,
                GameResult::BlackWins,
            ][(x >> 33) as usize % 3];
            t.set_result(r, b, result).unwrap();
        }
    }
    let start = Instant::now();
    let table = standings(t.state());
    println!(
        "slowest pairing {worst} ms, standings {} ms",
        start.elapsed().as_millis()
    );
    assert_eq!(table.len(), 300);
}
