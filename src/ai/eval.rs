//! The static evaluation: material, advancement and promotion threats, tobit activity, hul
//! mobility and blocked hullar, centre, tempo, and endgame knowledge ([`super::endgame`]).
//! Every weight lives in [`super::weights`].

use super::endgame::{classify, Ending};
use super::weights as w;
use crate::rules::tables::{promotion_points, ray_until, step, ALL_POINTS, ROW0, ROW5};
use crate::rules::{Bitboard, Color, Direction, Position};

/// The points of one row of the board.
const fn row(r: u32) -> Bitboard {
    Bitboard((0x7f << (r * 7)) & ALL_POINTS.0)
}

const ROWS: [Bitboard; 6] = [row(0), row(1), row(2), row(3), row(4), row(5)];

/// Columns 2, 3 and 4.
const CENTRE_COLUMNS: Bitboard =
    Bitboard(ALL_POINTS.0 & ((0b001_1100 * 0x0000_0408_1020_4081) & ((1u64 << 42) - 1)));

/// The score of a position for the side to move, in hundredths of a hul.
pub fn evaluate(pos: &Position) -> i32 {
    let ending = classify(pos);
    if ending == Ending::Drawn {
        return 0;
    }
    let mut white = side_terms(pos, Color::White) - side_terms(pos, Color::Black);
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
    own + w::TEMPO
}

/// The directions a hul of this colour steps in.
const fn hul_dirs(color: Color) -> [Direction; 3] {
    match color {
        Color::White => [Direction::Up, Direction::Left, Direction::Right],
        Color::Black => [Direction::Down, Direction::Left, Direction::Right],
    }
}

const fn back(dir: Direction) -> Direction {
    match dir {
        Direction::Up => Direction::Down,
        Direction::Down => Direction::Up,
        Direction::Left => Direction::Right,
        Direction::Right => Direction::Left,
    }
}

/// The points a tobit on `t` could slide to.
#[inline]
fn tobit_reach(pos: &Position, t: crate::rules::Point) -> u32 {
    Direction::ALL
        .iter()
        .map(|&d| ray_until(t, d, pos.occupied()).0.count())
        .sum()
}

/// Every term of one side, from that side's point of view.
fn side_terms(pos: &Position, color: Color) -> i32 {
    let own = pos.pieces(color);
    let them = pos.pieces(color.opponent());
    let tobits = own & pos.tobits();
    let huls = own & !tobits;
    let empty = ALL_POINTS & !pos.occupied();
    let mut s = huls.count() as i32 * w::HUL + tobits.count() as i32 * w::TOBIT;

    for (r, mask) in ROWS.iter().enumerate() {
        let n = (huls & *mask).count() as i32;
        if n != 0 {
            let advanced = if color == Color::White { r } else { 5 - r };
            s += n * w::ADVANCE[advanced.min(4)];
        }
    }
    let forward = if color == Color::White {
        Direction::Up
    } else {
        Direction::Down
    };
    s += (step(huls, forward) & promotion_points(color) & empty).count() as i32
        * w::PROMOTION_THREAT;
    if (them & !pos.tobits()).any() {
        let home = if color == Color::White { ROW0 } else { ROW5 };
        s += (huls & home).count() as i32 * w::HOME_GUARD;
    }
    let mut movable = Bitboard::EMPTY;
    for dir in hul_dirs(color) {
        let targets = step(huls, dir) & empty;
        s += targets.count() as i32 * w::HUL_MOBILITY;
        movable |= step(targets, back(dir));
    }
    s += (huls & !movable).count() as i32 * w::BLOCKED_HUL;
    s += (huls & CENTRE_COLUMNS).count() as i32 * w::CENTRE;

    for t in tobits {
        s += tobit_reach(pos, t) as i32 * w::TOBIT_MOBILITY;
    }
    if tobits.any() && (them & pos.tobits()).is_empty() {
        s += w::TOBIT_MONOPOLY;
    }
    s
}

/// In a won ending, rewards shutting in the lone tobit of `weak`.
fn hunt(pos: &Position, weak: Color) -> i32 {
    let reach: u32 = (pos.pieces(weak) & pos.tobits())
        .into_iter()
        .map(|t| tobit_reach(pos, t))
        .sum();
    (16 - reach as i32).max(0) * w::HUNT
}
