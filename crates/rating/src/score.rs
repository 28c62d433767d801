//! What a game counts for a rating: a win 1, a draw ½, a loss 0 (FIDE §8.3.2 b: "the score is
//! 1, 0.5 or 0"; Glicko-2 the same), whatever the event's scoring: under 2-1-0 a win is still
//! 1. The one place that turns the tournament crate's [`Share`] into a rating score.

use tobit_tournament::Share;

/// The score in half points: a win 2, a draw 1, a loss 0 (exact, for the FIDE sums).
pub fn halves(share: Share) -> u32 {
    match share {
        Share::Win => 2,
        Share::Draw => 1,
        Share::Loss => 0,
    }
}

/// The opponent's share of the same game.
pub fn opposite(share: Share) -> Share {
    match share {
        Share::Win => Share::Loss,
        Share::Draw => Share::Draw,
        Share::Loss => Share::Win,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tobit_tournament::{Color, GameResult, Scoring};

    #[test]
    fn two_one_zero_counts_as_one_half_zero() {
        // Under 2-1-0 a win scores 2 points in the event and 1 in the rating.
        let win = GameResult::WhiteWins;
        assert_eq!(win.points(Color::White, &Scoring::TWO_ONE_ZERO), 4);
        assert_eq!(halves(win.share(Color::White)), 2);
        assert_eq!(halves(GameResult::Draw.share(Color::Black)), 1);
        assert_eq!(halves(win.share(Color::Black)), 0);
    }
}
