//! The static evaluation: the linear terms of [`super::features`] (material, advancement and
//! promotion threats, tobit activity, hul mobility and blocked hullar, centre, tempo) weighed
//! by [`super::weights`], the learned pattern weights ([`super::patterns`]), and endgame
//! knowledge ([`super::endgame`]).

use super::endgame::{classify, Ending};
use super::features::{features, tobit_reach};
use super::patterns::pattern_score;
use super::weights::{self as w, Term, Weights};
use tobit_rules::{Color, Position};

/// The score of a position for the side to move, in hundredths of a hul, with the engine's
/// default weights.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &Weights::DEFAULT)
}

/// The score of a position for the side to move, in hundredths of a hul, with `weights`.
#[inline]
pub fn evaluate_with(pos: &Position, weights: &Weights) -> i32 {
    let ending = classify(pos);
    if ending == Ending::Drawn {
        return 0;
    }
    let mut white = weights.positional(&features(pos));
    if weights.patterns {
        white += pattern_score(pos);
    }
    match ending {
        Ending::Won(color) => {
            let bonus = w::WON_ENDING + hunt(pos, color.opponent());
            white += if color == Color::White { bonus } else { -bonus };
        }
        Ending::Drawish => white /= w::DRAWISH_DIVISOR,
        Ending::Drawn | Ending::Unknown => {}
    }
    let own = if pos.side() == Color::White {
        white
    } else {
        -white
    };
    own + weights.of(Term::Tempo)
}

/// In a won ending, rewards shutting in the lone tobit of `weak`.
fn hunt(pos: &Position, weak: Color) -> i32 {
    let reach: u32 = (pos.pieces(weak) & pos.tobits())
        .into_iter()
        .map(|t| tobit_reach(pos, t))
        .sum();
    (16 - reach as i32).max(0) * w::HUNT
}
