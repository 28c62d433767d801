//! Every evaluation weight, in one place. Units: hundredths of a hul.
//!
//! How they were set: material and advancement from draughts practice, then adjusted by short
//! self-play matches (`tobit match`, see the AI report in the repository history); every change
//! was kept only when it did not lose a match against the previous weights.

/// A hul on the board.
pub const HUL: i32 = 100;
/// A tobit on the board (a flying king on a small board is worth about three hullar).
pub const TOBIT: i32 = 300;
/// Bonus for a hul by how far it has advanced (rows from its own home row, 0..=4).
pub const ADVANCE: [i32; 5] = [0, 2, 6, 12, 22];
/// A hul one step from a free promotion point.
pub const PROMOTION_THREAT: i32 = 30;
/// A hul on its home row (row 0 for White) guarding the promotion points, while the opponent
/// still has hullar.
pub const HOME_GUARD: i32 = 6;
/// Each empty point a tobit can slide to.
pub const TOBIT_MOBILITY: i32 = 2;
/// Each step a hul can make.
pub const HUL_MOBILITY: i32 = 1;
/// A hul that cannot step at all.
pub const BLOCKED_HUL: i32 = -4;
/// A hul on one of the three central columns (2..4).
pub const CENTRE: i32 = 3;
/// The side to move.
pub const TEMPO: i32 = 4;
/// Bonus for having a tobit when the opponent has none.
pub const TOBIT_MONOPOLY: i32 = 60;
/// In a won tobit ending (three tobits or more against one), per point the lone tobit cannot
/// reach: drives it into a corner.
pub const HUNT: i32 = 6;
/// The bonus that makes a known won ending clearly better than any ordinary advantage.
pub const WON_ENDING: i32 = 500;
/// Divisor applied to the score of an ending that is usually drawn but not dead (for example
/// a tobit and a hul against a tobit).
pub const DRAWISH_DIVISOR: i32 = 4;
