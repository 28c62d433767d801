//! Training of the pattern weights: the positions of a seeded run do not depend on the number
//! of threads, a fit of the same positions gives the same weights and lowers the error, and the
//! weights file and the positions cache read back what was written (and refuse what is not).

use tobit_ai::patterns::SLOTS;
use tobit_ai::weights::Weights;
use tobit_ai::{Limits, WIN};
use tobit_egtb::{Material, Tables};
use tobit_rules::Position;
use tobit_training::train::{cache, file, fit, from_self_play, Regression};
use tobit_training::tune::SelfPlay;

fn plan() -> SelfPlay {
    SelfPlay {
        games: 6,
        limits: Limits::nodes(300),
        opening_plies: 8,
        max_plies: 120,
        seed: 7,
        weights: Weights::DEFAULT,
    }
}

const REGRESSION: Regression = Regression {
    iterations: 30,
    rate: 1.0,
    l2: 1e-6,
    lambda: 1.0,
};

#[test]
fn a_seeded_run_is_reproduced_with_any_number_of_threads() {
    let one = from_self_play(&plan(), 1, None, &|_| {});
    let two = from_self_play(&plan(), 2, None, &|_| {});
    assert!(!one.is_empty());
    assert_eq!(one, two);
    let (a, b) = (fit(&one, 0, &REGRESSION), fit(&two, 0, &REGRESSION));
    assert_eq!(a, b);
    assert_eq!(a.weights.len(), SLOTS);
    assert!(a.weights.iter().any(|&w| w != 0));
    assert!(
        a.loss_after[0] < a.loss_before[0],
        "the fit lowers the error on its own positions: {a:?}"
    );
}

#[test]
fn the_positions_cache_reads_back_what_was_written() {
    let samples = from_self_play(&plan(), 1, None, &|_| {});
    assert_eq!(
        cache::from_bytes(&cache::to_bytes(&samples)),
        Ok(samples.clone())
    );
    let bytes = cache::to_bytes(&samples[..1]);
    assert!(cache::from_bytes(&bytes[..bytes.len() - 1])
        .unwrap_err()
        .contains("bytes a position"));
    assert!(cache::from_bytes(&bytes[1..]).unwrap_err().contains("TPC2"));
    let mut bad = bytes.clone();
    bad[4 + 12] = 3;
    assert!(cache::from_bytes(&bad).unwrap_err().contains("3 points"));
}

#[test]
fn each_position_keeps_its_search_score_from_whites_side() {
    let samples = from_self_play(&plan(), 1, None, &|_| {});
    let clear: Vec<_> = samples.iter().filter(|s| s.linear.abs() >= 60).collect();
    let agree = clear
        .iter()
        .filter(|s| s.search.signum() == s.linear.signum())
        .count();
    assert!(clear.len() >= 20, "{} clear positions", clear.len());
    assert!(
        agree * 10 >= clear.len() * 8,
        "the search and the evaluation agree who stands better: {agree} of {}",
        clear.len()
    );
    assert!(samples.iter().any(|s| s.search != s.linear));
}

#[test]
fn positions_the_tables_hold_take_their_exact_value() {
    let mut tables = Tables::new();
    for m in Material::of(&Position::start()).reachable(3) {
        tables.build(m);
    }
    let plain = from_self_play(&plan(), 1, None, &|_| {});
    let exact = from_self_play(&plan(), 1, Some(&tables), &|_| {});
    assert_eq!(
        plain.len(),
        exact.len(),
        "the same games, the same positions"
    );
    let relabelled: Vec<_> = plain.iter().zip(&exact).filter(|(a, b)| a != b).collect();
    assert!(
        !relabelled.is_empty(),
        "some positions have three pieces or fewer"
    );
    for (before, after) in relabelled {
        assert_eq!(before.configs, after.configs);
        let expected = match after.search.signum() {
            1 => 1.0,
            -1 => 0.0,
            _ => 0.5,
        };
        assert_eq!(
            after.result, expected,
            "the result is the tables' value: {after:?}"
        );
        assert!(after.search == 0 || after.search.abs() == WIN, "{after:?}");
    }
}

#[test]
fn a_fit_to_the_search_scores_follows_them() {
    let samples = from_self_play(&plan(), 1, None, &|_| {});
    let searches = fit(
        &samples,
        0,
        &Regression {
            lambda: 0.0,
            ..REGRESSION
        },
    );
    let results = fit(&samples, 0, &REGRESSION);
    assert_ne!(searches.weights, results.weights);
    assert!(
        searches.loss_after[0] < searches.loss_before[0],
        "the fit lowers the error from the searches' scores: {searches:?}"
    );
}

#[test]
fn the_weights_file_of_the_build_loads() {
    let shipped = include_bytes!("../../ai/weights/patterns.bin");
    let weights = file::from_bytes(shipped).expect("the shipped weights");
    assert_eq!(weights.len(), SLOTS);
    assert!(weights.iter().any(|&w| w != 0), "the weights are trained");
    assert_eq!(file::to_bytes(&weights), shipped.to_vec());
    let err = file::from_bytes(&shipped[1..]).unwrap_err();
    assert!(err.contains("not 11249"), "{err}");
}
