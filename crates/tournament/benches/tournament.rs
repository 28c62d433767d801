//! Criterion benchmarks of a 300-player Swiss: pairing a round (after 4 rounds, and the last
//! of 11 rounds, where the hard rules bind most), the standings after 11 rounds with every
//! tie-break, and the TRF of that tournament written and read; and pairing rounds 1 and 2 of
//! a 5 000-player Swiss. Issue 30 asks for a pairing within 1 s and the standings within
//! 50 ms in the browser, issue 44 for 5 000 players within about 1 s; docs/TOURNAMENTS.md
//! records the native numbers. Run with `cargo bench -p tobit-tournament`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use tobit_tournament::{
    standings, trf, Format, GameResult, NewPlayer, Settings, TieBreak, Tournament,
};

/// `players` rated players, 11 rounds, every tie-break; `rounds` rounds paired and played
/// with seeded wins, draws and losses.
fn swiss(players: u32, rounds: usize) -> Tournament {
    let mut settings = Settings::new("Bench", Format::Swiss { rounds: 11 });
    settings.tiebreaks = TieBreak::ALL.to_vec();
    let mut t = Tournament::new(settings).expect("valid settings");
    for i in 0..players {
        let player = NewPlayer {
            name: format!("Player {i}"),
            rating: Some(2400 - i * 3 % 1500),
            ..Default::default()
        };
        t.add_player(player).expect("a player");
    }
    let mut x = 12345u64;
    for r in 0..rounds {
        t.pair_next_round().expect("a legal pairing");
        for b in 0..t.state().rounds[r].boards.len() {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let result = [
                GameResult::WhiteWins,
                GameResult::Draw,
                GameResult::BlackWins,
            ][(x >> 33) as usize % 3];
            t.set_result(r, b, result).expect("a result");
        }
    }
    t
}

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("swiss_pairing_300");
    group.sample_size(10);
    for played in [4, 10] {
        let t = swiss(300, played);
        group.bench_function(format!("round_{}", played + 1), |b| {
            b.iter(|| black_box(&t).next_pairing().expect("a legal pairing"))
        });
    }
    group.finish();
    let mut group = c.benchmark_group("swiss_pairing_5000");
    group.sample_size(10);
    for played in [0, 1] {
        let t = swiss(5_000, played);
        group.bench_function(format!("round_{}", played + 1), |b| {
            b.iter(|| black_box(&t).next_pairing().expect("a legal pairing"))
        });
    }
    group.finish();
}

fn table(c: &mut Criterion) {
    let t = swiss(300, 11);
    c.bench_function("standings_300x11_all_tiebreaks", |b| {
        b.iter(|| standings(black_box(t.state())))
    });
    let text = trf::write(&t);
    c.bench_function("trf_write_300x11", |b| b.iter(|| trf::write(black_box(&t))));
    c.bench_function("trf_read_300x11", |b| {
        b.iter(|| trf::read(black_box(&text)).expect("its own TRF"))
    });
}

criterion_group!(benches, pairing, table);
criterion_main!(benches);
