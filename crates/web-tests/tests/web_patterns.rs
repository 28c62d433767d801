//! The pattern evaluation in the browser: the positions of the agreement set get the scores the
//! native build gives them (`crates/ai/tests/data/pattern_scores.txt`, checked natively by
//! `crates/ai/tests/ai_patterns.rs`), so native and wasm builds evaluate alike.
#![cfg(target_arch = "wasm32")]

use tobit_ai::evaluate_with;
use tobit_ai::patterns::pattern_score;
use tobit_ai::weights::Weights;
use tobit_rules::fen;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

#[wasm_bindgen_test]
fn the_agreement_set_scores_as_natively() {
    let expected = include_str!("../../ai/tests/data/pattern_scores.txt");
    let mut checked = 0;
    for line in expected.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [text, patterns, total] = words[..] else {
            panic!("a line of three words, not '{line}'");
        };
        let pos = fen::parse(text).expect("a position");
        assert_eq!(pattern_score(&pos).to_string(), patterns, "{text}");
        let score = evaluate_with(&pos, &Weights::DEFAULT);
        assert_eq!(score.to_string(), total, "{text}");
        checked += 1;
    }
    assert_eq!(checked, 20);
}
