//! Criterion benchmarks of PDN: reading and writing a file of 10 000 games (random games of up
//! to 120 plies from a fixed seed, each with tags, a clock comment on every fifth move and a
//! variation every tenth). Run with `cargo bench --bench pdn`; with `PDN_BENCH_FILE=PATH` set, it
//! also writes the file there (to time `tobit pdn check` and `format` on it).

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use tobit_rules::tree::{Comment, GameTree};
use tobit_rules::{pdn, Game, Position, Status};

/// The number of games in the benchmark file.
const GAMES: usize = 10_000;

/// A xorshift generator, so the file is the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// One random game as a tree.
fn random_tree(rng: &mut Rng, number: usize) -> GameTree {
    let mut game = Game::new(Position::start());
    for _ in 0..20 + rng.below(100) {
        if game.status() != Status::Ongoing {
            break;
        }
        let moves = game.position().legal_moves();
        let pick = moves[rng.below(moves.len())];
        game.play(&pick).expect("a legal move");
    }
    let tags = [
        ("Event", "Benchmark".to_string()),
        ("Round", number.to_string()),
        ("White", format!("Player {}", rng.below(100))),
        ("Black", format!("Player {}", rng.below(100))),
    ];
    let tags: Vec<(String, String)> = tags
        .iter()
        .map(|(n, v)| (n.to_string(), v.clone()))
        .collect();
    let mut tree = GameTree::from_game(&game, &tags);
    for ply in (0..tree.plies()).step_by(5) {
        let path = GameTree::main_line_path(ply);
        let clock = format!("[%clock 0:{:02}:{:02}]", 10 - ply / 20, rng.below(60));
        let notes = tree.notes_mut(&path).expect("a main line move");
        notes
            .after
            .push(Comment::parse(&clock).expect("a clock comment"));
    }
    for ply in (1..tree.plies()).step_by(10) {
        let parent = &GameTree::main_line_path(ply)[..ply];
        let moves = tree.position_at(parent).expect("a node").legal_moves();
        let _ = tree.add_move(parent, moves[rng.below(moves.len())]);
    }
    tree
}

fn file() -> String {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let trees: Vec<GameTree> = (1..=GAMES).map(|n| random_tree(&mut rng, n)).collect();
    pdn::write_all(&trees)
}

fn read_and_write(c: &mut Criterion) {
    let text = file();
    let trees: Vec<GameTree> = pdn::read_games(&text)
        .expect("within the size limit")
        .into_iter()
        .map(|g| g.tree)
        .collect();
    assert_eq!(trees.len(), GAMES);
    println!("pdn: {GAMES} games, {} bytes", text.len());
    if let Some(path) = std::env::var_os("PDN_BENCH_FILE") {
        std::fs::write(&path, &text).expect("the benchmark file is written");
    }
    let mut group = c.benchmark_group("pdn");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("read_10000_games", |b| {
        b.iter(|| pdn::read_games(black_box(&text)))
    });
    group.bench_function("write_10000_games", |b| {
        b.iter(|| pdn::write_all(black_box(&trees)))
    });
    group.finish();
}

criterion_group!(benches, read_and_write);
criterion_main!(benches);
