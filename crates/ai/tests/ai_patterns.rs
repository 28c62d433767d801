//! The pattern evaluation: window configurations read from the bitboards agree with a
//! point-by-point reading, the weights are shared by the board's symmetries, and a position
//! scores minus its colour-mirrored twin (and the same as its left-right mirror).

mod common;

use common::random_positions;
use tobit_ai::evaluate_with;
use tobit_ai::patterns::{
    colour_config, configs, mirror_config, pattern_score, slot, CONFIGS, WINDOWS, WINDOW_COLS,
    WINDOW_ROWS,
};
use tobit_ai::weights::Weights;
use tobit_egtb::verify::{color_flip, mirror};
use tobit_rules::{Color, Kind, Point, Position};

/// Positions of seeded random games.
fn positions() -> Vec<Position> {
    random_positions(2000, 32)
}

/// A cell's state as the pattern evaluation numbers them, read from one point.
fn state(pos: &Position, col: usize, row: usize) -> u16 {
    let Some(piece) = Point::at(col as u8, row as u8).and_then(|p| pos.piece_at(p)) else {
        return 0;
    };
    match (piece.color, piece.kind) {
        (Color::White, Kind::Hul) => 1,
        (Color::Black, Kind::Hul) => 2,
        (Color::White, Kind::Tobit) => 3,
        (Color::Black, Kind::Tobit) => 4,
    }
}

#[test]
fn window_configurations_are_the_states_of_their_four_cells() {
    for pos in positions() {
        let fast = configs(&pos);
        for (w, &config) in fast.iter().enumerate() {
            let (c, r) = (w % WINDOW_COLS, w / WINDOW_COLS);
            let cells = [(c, r), (c + 1, r), (c, r + 1), (c + 1, r + 1)];
            let slow = cells
                .iter()
                .rev()
                .fold(0, |acc, &(col, row)| acc * 5 + state(&pos, col, row));
            assert_eq!(config, slow, "window {w} of {pos:?}");
        }
    }
}

#[test]
fn mirrored_windows_share_weights_and_colour_mirrored_ones_negate_them() {
    for w in 0..WINDOWS {
        let (c, r) = (w % WINDOW_COLS, w / WINDOW_COLS);
        let mirrored = r * WINDOW_COLS + (WINDOW_COLS - 1 - c);
        let flipped = (WINDOW_ROWS - 1 - r) * WINDOW_COLS + c;
        for config in 0..CONFIGS {
            assert_eq!(slot(mirrored, mirror_config(config)), slot(w, config));
            assert_eq!(
                slot(flipped, colour_config(config)),
                slot(w, config).map(|(s, sign)| (s, -sign)),
                "window {w}, configuration {config}"
            );
        }
    }
}

#[test]
fn a_position_scores_minus_its_colour_mirrored_twin() {
    let all = positions();
    let scored = all.iter().filter(|p| pattern_score(p) != 0).count();
    assert!(
        scored * 2 > all.len(),
        "the trained weights score most positions ({scored} of {})",
        all.len()
    );
    for pos in all {
        let twin = color_flip(&pos);
        assert_eq!(pattern_score(&twin), -pattern_score(&pos), "{pos:?}");
        assert_eq!(pattern_score(&mirror(&pos)), pattern_score(&pos), "{pos:?}");
        // The side to move is swapped too: the mover's score is the same.
        let w = Weights::DEFAULT;
        assert_eq!(evaluate_with(&twin, &w), evaluate_with(&pos, &w), "{pos:?}");
    }
}

/// The agreement set's text: one `FEN pattern-score evaluation` line per position (the bench
/// positions and positions of seeded random play), scored natively.
fn agreement_lines() -> String {
    let bench = tobit_ai::bench_positions();
    let random = random_positions(400, 33)
        .into_iter()
        .filter(|p| p.tobits().any())
        .take(13);
    bench
        .into_iter()
        .chain(random)
        .map(|pos| {
            format!(
                "{} {} {}\n",
                tobit_rules::fen::format(&pos),
                pattern_score(&pos),
                evaluate_with(&pos, &Weights::DEFAULT)
            )
        })
        .collect()
}

#[test]
fn the_agreement_set_is_scored_as_the_wasm_suite_expects() {
    // crates/web-tests/tests/web_patterns.rs checks the same file in the browser: native and
    // wasm builds give the same scores. After new weights, write this test's output there.
    let expected = include_str!("data/pattern_scores.txt");
    let lines = agreement_lines();
    assert!(expected == lines, "expected scores:\n{lines}");
}
