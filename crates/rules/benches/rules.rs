//! Criterion benchmarks of the rules engine: move generation, making moves, perft and bulk
//! perft, on the start position and on a middle-game position with tobits.
//! Run with `cargo bench --bench rules`.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use tobit_rules::{fen, perft, perft_full, Position};

/// A middle game with tobits on both sides and captures in the air.
const MIDDLE: &str = "W:W3,8,9,K15,18,19,21:B23,24,K26,29,30,31,35";

fn positions() -> [(&'static str, Position); 2] {
    let middle = fen::parse(MIDDLE).expect("the bench position is valid");
    [("start", Position::start()), ("middle", middle)]
}

fn movegen(c: &mut Criterion) {
    for (name, pos) in positions() {
        c.bench_function(&format!("legal_moves/{name}"), |b| {
            b.iter(|| black_box(&pos).legal_moves())
        });
        c.bench_function(&format!("count_moves/{name}"), |b| {
            b.iter(|| black_box(&pos).count_moves())
        });
        c.bench_function(&format!("capturers/{name}"), |b| {
            b.iter(|| black_box(&pos).capturers())
        });
    }
}

fn make_move(c: &mut Criterion) {
    for (name, pos) in positions() {
        let moves = pos.legal_moves();
        c.bench_function(&format!("play_all/{name}"), |b| {
            b.iter(|| {
                moves
                    .iter()
                    .fold(0u64, |h, m| h ^ black_box(&pos).play(m).hash())
            })
        });
    }
}

fn perfts(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, pos, depth) in [
        ("start", Position::start(), 7),
        ("middle", positions()[1].1, 5),
    ] {
        let leaves = perft(&pos, depth);
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("bulk/{name}/{depth}"), |b| {
            b.iter(|| perft(black_box(&pos), depth))
        });
        group.bench_function(format!("full/{name}/{depth}"), |b| {
            b.iter(|| perft_full(black_box(&pos), depth))
        });
    }
    group.finish();
}

criterion_group!(benches, movegen, make_move, perfts);
criterion_main!(benches);
