//! The game report: what a review says of a game in one look. For each side its accuracy
//! ([`super::accuracy`]) and its graded moves counted; the moves graded a mistake or a blunder
//! (the report's links to the board, and the exercises of "learn from your mistakes"); and the
//! turning points, the few moves that lost the most.

use super::accuracy::side_accuracy;
use super::review::{Grade, Review};
use tobit_rules::Color;

/// How many turning points a report names.
pub const TURNING_POINTS: usize = 3;

/// One side's part of a report.
#[derive(Clone, Debug, PartialEq)]
pub struct SideReport {
    /// Its accuracy 0..=100, `None` when it made no move.
    pub accuracy: Option<f64>,
    /// Its moves graded each grade, in [`Grade::ALL`]'s order (inaccuracies first).
    pub counts: [usize; 3],
    /// The plies (0 the first move) of its moves graded a mistake or a blunder, in order.
    pub mistakes: Vec<usize>,
}

/// The report of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReport {
    /// White's part.
    pub white: SideReport,
    /// Black's part.
    pub black: SideReport,
    /// The plies of the (at most [`TURNING_POINTS`]) graded moves that lost the most, in the
    /// game's order.
    pub turning_points: Vec<usize>,
}

impl GameReport {
    /// The report of `review`.
    pub fn of(review: &Review) -> GameReport {
        let side = |side: Color| SideReport {
            accuracy: side_accuracy(
                review
                    .moves
                    .iter()
                    .filter(|m| m.side == side)
                    .map(|m| m.loss),
            ),
            counts: Grade::ALL.map(|g| review.count(side, g)),
            mistakes: (review.moves.iter().enumerate())
                .filter(|(_, m)| m.side == side && m.grade >= Some(Grade::Mistake))
                .map(|(ply, _)| ply)
                .collect(),
        };
        let mut graded: Vec<usize> = (0..review.moves.len())
            .filter(|&ply| review.moves[ply].grade.is_some())
            .collect();
        // The largest losses first (the earlier of two equal ones), then back in game order.
        graded.sort_by(|&a, &b| review.moves[b].loss.total_cmp(&review.moves[a].loss));
        graded.truncate(TURNING_POINTS);
        graded.sort_unstable();
        GameReport {
            white: side(Color::White),
            black: side(Color::Black),
            turning_points: graded,
        }
    }

    /// The part of `side`.
    pub fn side(&self, side: Color) -> &SideReport {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::MoveReview;
    use crate::LineScore;
    use tobit_rules::{Game, Move, Position};

    /// A review of the first moves of some game whose moves lost `losses`, alternately White's
    /// and Black's.
    fn review_of(losses: &[f64]) -> Review {
        let mut game = Game::new(Position::start());
        let mut moves = Vec::new();
        for &loss in losses {
            let side = game.position().side();
            let played: Move = game.position().legal_moves()[0];
            game.play(&played).unwrap();
            moves.push(MoveReview {
                played,
                side,
                best: played,
                before: LineScore::Cp(0),
                after: LineScore::Cp(0),
                white_chance: 0.5,
                loss,
                grade: Grade::of_loss(loss),
            });
        }
        Review { moves }
    }

    #[test]
    fn best_moves_make_a_report_of_100_and_no_mistakes() {
        let r = GameReport::of(&review_of(&[0.0; 10]));
        for side in [&r.white, &r.black] {
            assert_eq!(side.accuracy, Some(100.0));
            assert_eq!(side.counts, [0, 0, 0]);
            assert!(side.mistakes.is_empty());
        }
        assert!(r.turning_points.is_empty());
    }

    #[test]
    fn a_report_counts_and_names_each_sides_mistakes() {
        // White: an inaccuracy (ply 0), a blunder (ply 4); Black: a mistake (ply 3).
        let r = GameReport::of(&review_of(&[0.04, 0.0, 0.0, 0.07, 0.2, 0.0]));
        assert_eq!(r.white.counts, [1, 0, 1]);
        assert_eq!(r.black.counts, [0, 1, 0]);
        assert_eq!(r.white.mistakes, vec![4]);
        assert_eq!(r.black.mistakes, vec![3]);
        assert!(r.white.accuracy < r.black.accuracy);
        assert_eq!(r.side(Color::Black), &r.black);
    }

    #[test]
    fn the_turning_points_are_the_three_largest_losses_in_game_order() {
        let r = GameReport::of(&review_of(&[0.05, 0.3, 0.0, 0.04, 0.12, 0.2, 0.01]));
        assert_eq!(r.turning_points, vec![1, 4, 5]);
    }

    #[test]
    fn a_side_without_a_move_has_no_accuracy() {
        let r = GameReport::of(&review_of(&[0.0]));
        assert_eq!(r.white.accuracy, Some(100.0));
        assert_eq!(r.black.accuracy, None);
    }
}
