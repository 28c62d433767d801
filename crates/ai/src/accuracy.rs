//! A side's accuracy in a reviewed game: one figure 0..100 from the expected result its moves
//! lost ([`super::review::MoveReview::loss`]), as lichess scores a game.
//!
//! A move's accuracy falls exponentially with the chance it lost, in percentage points `L`:
//! `a(L) = 103.1669 e^(-0.04354 L) - 3.1669`, bounded to 0..100 (lichess's curve, which gives a
//! move that loses nothing 100, 1 point lost 95.6, 10 points 63.6, 30 points 24.8).
//! A side's accuracy is the mean of the arithmetic and the harmonic mean of its moves'
//! accuracies (each at least 1 in the harmonic mean, which a move of 0 would make 0): the
//! arithmetic mean alone lets one blunder among many good moves vanish, the harmonic mean
//! weighs the worst moves most. The figure is rounded to a tenth. docs/ANALYSIS.md gives the formula with figures of engine games.

/// The curve's offset: a move's accuracy falls to 0 at about 81 points lost, not only at 100.
const OFFSET: f64 = 3.1669;
/// How fast a move's accuracy falls, per point of expected result lost.
const DECAY: f64 = 0.04354;

/// The accuracy (0..=100) of a move that lost `loss` (0..=1) of the mover's expected result.
pub fn move_accuracy(loss: f64) -> f64 {
    let points = 100.0 * loss.clamp(0.0, 1.0);
    ((100.0 + OFFSET) * (-DECAY * points).exp() - OFFSET).clamp(0.0, 100.0)
}

/// The smallest move accuracy the harmonic mean counts (a move of 0 would make it 0 whatever
/// the other moves were).
const HARMONIC_FLOOR: f64 = 1.0;

/// The accuracy (0..=100, to a tenth) of a side whose moves lost `losses`, `None` when it
/// made no move.
pub fn side_accuracy(losses: impl IntoIterator<Item = f64>) -> Option<f64> {
    let accuracies: Vec<f64> = losses.into_iter().map(move_accuracy).collect();
    if accuracies.is_empty() {
        return None;
    }
    let n = accuracies.len() as f64;
    let mean = accuracies.iter().sum::<f64>() / n;
    let harmonic = n / accuracies
        .iter()
        .map(|a| 1.0 / a.max(HARMONIC_FLOOR))
        .sum::<f64>();
    Some(
        (((mean + harmonic) / 2.0) * 10.0)
            .round()
            .clamp(0.0, 1000.0)
            / 10.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_that_loses_nothing_scores_100() {
        assert_eq!(move_accuracy(0.0), 100.0);
    }

    #[test]
    fn a_move_scores_less_the_more_it_loses() {
        let scores: Vec<f64> = [0.0, 0.01, 0.03, 0.06, 0.12, 0.3, 1.0]
            .map(move_accuracy)
            .to_vec();
        assert!(scores.windows(2).all(|w| w[1] < w[0]), "{scores:?}");
        assert!(
            (move_accuracy(0.10) - 63.0).abs() < 1.0,
            "{}",
            move_accuracy(0.10)
        );
        assert_eq!(move_accuracy(1.0), 0.0);
    }

    #[test]
    fn a_game_of_best_moves_scores_100() {
        assert_eq!(side_accuracy([0.0; 30]), Some(100.0));
    }

    #[test]
    fn no_move_has_no_accuracy() {
        assert_eq!(side_accuracy([]), None);
    }

    #[test]
    fn the_figure_falls_with_each_mistake() {
        let mut losses = vec![0.0; 30];
        let mut last = side_accuracy(losses.clone()).unwrap();
        for i in 0..5 {
            losses[i * 5] = 0.08;
            let now = side_accuracy(losses.clone()).unwrap();
            assert!(now < last, "mistake {}: {now} not below {last}", i + 1);
            last = now;
        }
    }

    #[test]
    fn one_blunder_among_good_moves_shows() {
        let mut losses = vec![0.0; 40];
        losses[20] = 0.4;
        let a = side_accuracy(losses).unwrap();
        // The arithmetic mean alone would give 97.9; the harmonic mean brings it down.
        assert!(a < 95.0 && a > 80.0, "{a}");
    }

    #[test]
    fn a_loss_outside_0_1_is_bounded() {
        assert_eq!(move_accuracy(-0.5), 100.0);
        assert_eq!(move_accuracy(2.0), 0.0);
        assert!(side_accuracy([f64::MAX]).unwrap() < 1.0);
    }
}
