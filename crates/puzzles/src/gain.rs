//! What a puzzle wins: material (counted as the engine counts it, a hul 100 and a tobit 300),
//! or the game.

use tobit_ai::weights::{Term, Weights};
use tobit_rules::{Color, Position};

/// The least material gain, in hundredths of a hul, that makes a puzzle: one hul.
pub const MIN_GAIN: i32 = 100;

/// What the solution line has won once it ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gain {
    /// The material balance rose by this much (hundredths of a hul; a promotion counts as the
    /// tobit's worth minus the hul's).
    Material(i32),
    /// The opponent has no legal move left: every piece taken.
    AllTaken,
    /// The opponent has pieces but every one is blocked.
    Blocked,
}

/// `color`'s material minus its opponent's.
pub fn balance(pos: &Position, color: Color) -> i32 {
    material(pos, color) - material(pos, color.opponent())
}

fn material(pos: &Position, color: Color) -> i32 {
    let own = pos.pieces(color);
    let weights = Weights::DEFAULT;
    (own & pos.hullar()).count() as i32 * weights.of(Term::Hul)
        + (own & pos.tobits()).count() as i32 * weights.of(Term::Tobit)
}

/// The gain `solver` has made in `now` compared with `before`, if it is one that ends a puzzle:
/// the game won, or at least [`MIN_GAIN`] of material with no capture available to the
/// opponent (so it cannot be taken back at once). `now` has the opponent to move.
pub fn realised(before: &Position, now: &Position, solver: Color) -> Option<Gain> {
    if now.count_moves() == 0 {
        return Some(if now.pieces(solver.opponent()).any() {
            Gain::Blocked
        } else {
            Gain::AllTaken
        });
    }
    let gain = balance(now, solver) - balance(before, solver);
    (gain >= MIN_GAIN && !now.has_capture()).then_some(Gain::Material(gain))
}
