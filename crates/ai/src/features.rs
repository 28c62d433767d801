//! What the evaluation counts: for every linear [`Term`], White's count minus Black's.
//! [`super::eval`] weighs these counts; the tuner fits the weights to them.

use super::weights::{Features, Term, TERMS};
use tobit_rules::tables::{promotion_points, ray_until, step, ALL_POINTS, ROW0, ROW5};
use tobit_rules::{Bitboard, Color, Direction, Point, Position};

/// The points of one row of the board.
const fn row(r: u32) -> Bitboard {
    Bitboard((0x7f << (r * 7)) & ALL_POINTS.0)
}

const ROWS: [Bitboard; 6] = [row(0), row(1), row(2), row(3), row(4), row(5)];

/// Columns 2, 3 and 4.
const CENTRE_COLUMNS: Bitboard =
    Bitboard(ALL_POINTS.0 & ((0b001_1100 * 0x0000_0408_1020_4081) & ((1u64 << 42) - 1)));

/// The counts of every linear term, White's minus Black's; the tempo term is +1 when White is
/// to move and -1 when Black is.
#[inline]
pub fn features(pos: &Position) -> Features {
    let mut f = side_counts(pos, Color::White);
    let black = side_counts(pos, Color::Black);
    for (w, b) in f.iter_mut().zip(black) {
        *w -= b;
    }
    f[Term::Tempo as usize] = if pos.side() == Color::White { 1 } else { -1 };
    f
}

/// The points a tobit on `t` could slide to.
#[inline]
pub fn tobit_reach(pos: &Position, t: Point) -> u32 {
    Direction::ALL
        .iter()
        .map(|&d| ray_until(t, d, pos.occupied()).0.count())
        .sum()
}

/// Every count of one side (the tempo count left at 0).
#[inline]
fn side_counts(pos: &Position, color: Color) -> Features {
    let mut f = [0; TERMS];
    let own = pos.pieces(color);
    let them = pos.pieces(color.opponent());
    let tobits = own & pos.tobits();
    let huls = own & !tobits;
    let empty = ALL_POINTS & !pos.occupied();
    let count = |b: Bitboard| b.count() as i32;
    f[Term::Hul as usize] = count(huls);
    f[Term::Tobit as usize] = count(tobits);

    const ADVANCE: [Term; 4] = [
        Term::Advance1,
        Term::Advance2,
        Term::Advance3,
        Term::Advance4,
    ];
    for (r, mask) in ROWS.iter().enumerate() {
        let advanced = if color == Color::White { r } else { 5 - r };
        if advanced > 0 {
            f[ADVANCE[advanced.min(4) - 1] as usize] += count(huls & *mask);
        }
    }
    let forward = if color == Color::White {
        Direction::Up
    } else {
        Direction::Down
    };
    f[Term::PromotionThreat as usize] =
        count(step(huls, forward) & promotion_points(color) & empty);
    if (them & !pos.tobits()).any() {
        let home = if color == Color::White { ROW0 } else { ROW5 };
        f[Term::HomeGuard as usize] = count(huls & home);
    }
    let mut movable = Bitboard::EMPTY;
    for dir in Direction::hul_steps(color) {
        let targets = step(huls, dir) & empty;
        f[Term::HulMobility as usize] += count(targets);
        movable |= step(targets, dir.opposite());
    }
    f[Term::BlockedHul as usize] = count(huls & !movable);
    f[Term::Centre as usize] = count(huls & CENTRE_COLUMNS);
    f[Term::TobitMobility as usize] = tobits.into_iter().map(|t| tobit_reach(pos, t) as i32).sum();
    f[Term::TobitMonopoly as usize] = i32::from(tobits.any() && (them & pos.tobits()).is_empty());
    f
}
