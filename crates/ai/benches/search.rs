//! Search speed: the `tobit bench` positions at a fixed depth, and one start-position search.

use criterion::{criterion_group, criterion_main, Criterion};
use tobit_ai::{bench_positions, Engine, Limits};

fn bench_search(c: &mut Criterion) {
    let positions = bench_positions();
    let mut engine = Engine::new(16 << 20);
    c.bench_function("bench positions, depth 8", |b| {
        b.iter(|| {
            positions
                .iter()
                .filter_map(|p| engine.search(p, &[], &Limits::depth(8)))
                .map(|r| r.nodes)
                .sum::<u64>()
        })
    });
    c.bench_function("start position, depth 12", |b| {
        b.iter(|| engine.search(&positions[0], &[], &Limits::depth(12)))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench_search
}
criterion_main!(benches);
