//! The perft suite of `tests/perft.txt` (docs/RULES.md section 10): each line's count by the
//! engine's bulk perft, by its full perft when small, and by the reference generator of
//! `common/reference.rs` when small enough for it.

mod common;

use common::reference::Board;
use tobit_rules::{perft, perft_full, Position};

/// Lines up to this many nodes run in the normal test run; bigger ones only with `--ignored`.
const NORMAL_LIMIT: u64 = 10_000_000;
/// Lines up to this many nodes are also counted by full perft and the reference generator.
const CROSS_CHECK_LIMIT: u64 = 400_000;

struct Line {
    id: String,
    pos: Position,
    depth: u32,
    nodes: u64,
}

fn suite() -> Vec<Line> {
    let text = include_str!("perft.txt");
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = raw.split(';').map(str::trim).collect();
        let [id, fen, depth, nodes] = fields[..] else {
            panic!("perft.txt line {}: expected 4 fields, got {raw:?}", i + 1)
        };
        lines.push(Line {
            id: id.to_string(),
            pos: common::pos(fen),
            depth: depth.parse().expect("depth is a number"),
            nodes: nodes.parse().expect("nodes is a number"),
        });
    }
    lines
}

fn check(line: &Line) {
    let what = format!("{} depth {}", line.id, line.depth);
    assert_eq!(
        perft(&line.pos, line.depth),
        line.nodes,
        "bulk perft of {what}"
    );
    if line.nodes <= CROSS_CHECK_LIMIT {
        assert_eq!(
            perft_full(&line.pos, line.depth),
            line.nodes,
            "full perft of {what}"
        );
        let reference = Board::from_position(&line.pos).perft(line.depth);
        assert_eq!(reference, line.nodes, "reference perft of {what}");
    }
}

#[test]
fn perft_suite() {
    let lines = suite();
    assert!(lines.len() >= 30, "the suite lost lines");
    let mut checked = 0;
    for line in lines.iter().filter(|l| l.nodes <= NORMAL_LIMIT) {
        check(line);
        checked += 1;
    }
    assert!(checked >= 25);
}

#[test]
#[ignore = "minutes of CPU: run with cargo test --release -- --ignored"]
fn perft_suite_deep() {
    for line in suite().iter().filter(|l| l.nodes > NORMAL_LIMIT) {
        check(line);
    }
}

#[test]
fn divide_sums_to_perft() {
    for line in suite()
        .iter()
        .filter(|l| l.depth >= 1 && l.nodes <= 100_000)
    {
        let parts = tobit_rules::divide(&line.pos, line.depth);
        assert_eq!(parts.len() as u64, perft(&line.pos, 1), "{}", line.id);
        assert_eq!(
            parts.iter().map(|(_, n)| n).sum::<u64>(),
            line.nodes,
            "{}",
            line.id
        );
    }
}
