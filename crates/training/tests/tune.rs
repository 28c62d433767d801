//! The evaluation's terms and weights, and the Texel tuner that fits them.

#[path = "../../rules/tests/common/mod.rs"]
mod common;

use common::pos;
use tobit_ai::weights::{Term, Weights, TERMS};
use tobit_ai::{evaluate, evaluate_with, features, Limits, Rng};
use tobit_rules::Position;
use tobit_training::tune::{
    fit_scale, from_self_play, loss, samples::is_quiet, tune, Sample, SelfPlay,
};
use tobit_training::weights_file;

#[test]
fn weights_round_trip_through_text() {
    let mut w = Weights::DEFAULT;
    w.linear[Term::Centre as usize] = -7;
    assert_eq!(weights_file::parse(&weights_file::to_text(&w)), Ok(w));
    let commented = format!(
        "# tuned\n\n{}",
        weights_file::to_text(&w).replace('\n', "  # note\n")
    );
    assert_eq!(weights_file::parse(&commented), Ok(w));
}

#[test]
fn bad_weights_text_is_refused_with_the_reason() {
    let known = Weights::linear([100, 300, 2, 6, 12, 22, 30, 6, 2, 1, -4, 3, 60, 4]);
    let full = weights_file::to_text(&known);
    let cases = [
        (full.replace("centre", "center"), "unknown weight 'center'"),
        (full.replace("tempo 4\n", ""), "weight 'tempo' is missing"),
        (format!("{full}hul 100\n"), "weight 'hul' given twice"),
        (
            full.replace("tobit 300", "tobit 3x0"),
            "'3x0' is not a whole number",
        ),
        (
            full.replace("tobit 300", "tobit 300 1"),
            "expected 'name value'",
        ),
    ];
    for (text, reason) in cases {
        let err = weights_file::parse(&text).unwrap_err();
        assert!(err.contains(reason), "{err} (wanted {reason})");
    }
}

#[test]
fn the_start_position_is_balanced_but_for_the_tempo() {
    let start = Position::start();
    let f = features(&start);
    for term in Term::ALL {
        let want = if term == Term::Tempo { 1 } else { 0 };
        assert_eq!(f[term as usize], want, "{term:?}");
    }
    let after = start.play(&start.legal_moves()[0]);
    assert_eq!(features(&after)[Term::Tempo as usize], -1);
}

#[test]
fn features_count_material_and_a_tobit_monopoly() {
    // White: a tobit and two hullar; Black: three hullar.
    let p = pos("W:WK1,9,10:B30,31,32");
    let f = features(&p);
    assert_eq!(f[Term::Hul as usize], 2 - 3);
    assert_eq!(f[Term::Tobit as usize], 1);
    assert_eq!(f[Term::TobitMonopoly as usize], 1);
    assert!(f[Term::TobitMobility as usize] > 0);
}

#[test]
fn the_evaluation_is_the_weighted_sum_of_the_features() {
    let p = pos("W:WK1,9,10:B30,31,32");
    let f = features(&p);
    let w = Weights::DEFAULT.linear_only();
    let sum: i32 = (0..TERMS).map(|i| w.linear[i] * f[i]).sum();
    assert_eq!(evaluate(&p), sum);
    let mut doubled = w;
    doubled.linear[Term::Tobit as usize] *= 2;
    assert_eq!(
        evaluate_with(&p, &doubled),
        sum + w.of(Term::Tobit) * f[Term::Tobit as usize]
    );
}

/// Samples whose results are exactly what `target` predicts with scale `k`.
fn synthetic(target: &Weights, k: f64, n: usize) -> Vec<Sample> {
    let mut rng = Rng::new(5);
    (0..n)
        .map(|_| {
            let mut features = [0; TERMS];
            for f in features.iter_mut() {
                *f = rng.below(5) as i32 - 2;
            }
            let eval: i32 = (0..TERMS).map(|i| target.linear[i] * features[i]).sum();
            let result = 1.0 / (1.0 + (-k * f64::from(eval)).exp());
            Sample { features, result }
        })
        .collect()
}

#[test]
fn tuning_recovers_the_weights_that_made_the_results() {
    let mut target = Weights::DEFAULT;
    target.linear = [100, 250, 10, -5, 20, 40, 15, 8, 5, 3, -10, 6, 30, 12];
    let samples = synthetic(&target, 0.004, 4000);
    let fit = tune(&Weights::DEFAULT, &samples, 3000, &[]);
    assert!(fit.loss_after < fit.loss_before / 10.0, "{fit:?}");
    assert!((fit.k - 0.004).abs() < 0.004, "{fit:?}");
    for i in 0..TERMS {
        let (got, want) = (fit.weights.linear[i], target.linear[i]);
        assert!(
            (got - want).abs() <= 3,
            "{:?}: {got} v {want}",
            Term::ALL[i]
        );
    }
}

#[test]
fn the_scale_fits_the_weights_it_is_given() {
    let samples = synthetic(&Weights::DEFAULT, 0.003, 2000);
    let k = fit_scale(&Weights::DEFAULT, &samples);
    assert!((k - 0.003).abs() < 1e-4, "{k}");
    assert!(loss(&Weights::DEFAULT, &samples, k) < loss(&Weights::DEFAULT, &samples, k * 2.0));
}

#[test]
fn self_play_gives_quiet_positions_labelled_with_results() {
    let plan = SelfPlay {
        games: 4,
        limits: Limits::nodes(300),
        opening_plies: 4,
        max_plies: 120,
        seed: 3,
        weights: Weights::DEFAULT,
    };
    let mut games = 0;
    let samples = from_self_play(&plan, &mut |n| games = n);
    assert_eq!(games, 4);
    assert!(samples.len() > 20, "{}", samples.len());
    assert!(samples.iter().all(|s| [0.0, 0.5, 1.0].contains(&s.result)));
    assert!(samples
        .iter()
        .all(|s| s.features[Term::Tempo as usize].abs() == 1));
}

#[test]
fn capture_positions_and_known_endings_are_not_samples() {
    assert!(is_quiet(&Position::start()));
    assert!(!is_quiet(&pos("W:W16:B23")), "a capture is on");
    assert!(!is_quiet(&pos("W:WK1,K2:BK38")), "a known ending");
}

#[test]
fn fixed_weights_keep_their_values() {
    let mut target = Weights::DEFAULT;
    target.linear[Term::Tobit as usize] += 80;
    target.linear[Term::Centre as usize] += 20;
    let samples = synthetic(&target, 0.004, 2000);
    let fit = tune(&Weights::DEFAULT, &samples, 500, &[Term::Tobit]);
    assert_eq!(
        fit.weights.of(Term::Tobit),
        Weights::DEFAULT.of(Term::Tobit)
    );
    assert_eq!(fit.weights.of(Term::Hul), 100);
    assert_ne!(
        fit.weights.of(Term::Centre),
        Weights::DEFAULT.of(Term::Centre)
    );
}

#[test]
fn the_engine_plays_with_the_adopted_tuned_weights() {
    let text = include_str!("../../../docs/weights/tuned-3.txt");
    assert_eq!(
        weights_file::parse(text),
        Ok(Weights::DEFAULT.linear_only())
    );
}
