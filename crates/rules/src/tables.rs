//! Lookup tables computed at compile time: the point set, step masks and rays.

use super::point::{GRID_CELLS, GRID_COLS};
use super::{Bitboard, Color, Direction, Point};

pub use super::bitboard::ALL_POINTS;

const fn row_mask(row: u8) -> u64 {
    (0x7f << (row * GRID_COLS)) & ALL_POINTS.0
}

/// Black's home endpoints 34..38, where a White hul is promoted.
pub const ROW5: Bitboard = Bitboard(row_mask(5));
/// White's home endpoints 1..5, where a Black hul is promoted.
pub const ROW0: Bitboard = Bitboard(row_mask(0));

/// The points where a hul of this colour is promoted.
#[inline]
pub const fn promotion_points(color: Color) -> Bitboard {
    match color {
        Color::White => ROW5,
        Color::Black => ROW0,
    }
}

/// Whether one step from a cell in a direction stays on a chol.
const fn can_step(cell: u8, dir: Direction) -> bool {
    let (col, row) = (cell % GRID_COLS, cell / GRID_COLS);
    let vertical_chol = col >= 1 && col <= 5;
    let horizontal_chol = row >= 1 && row <= 4;
    match dir {
        Direction::Up => vertical_chol && row < 5,
        Direction::Down => vertical_chol && row > 0,
        Direction::Left => horizontal_chol && col > 0,
        Direction::Right => horizontal_chol && col < 6,
    }
}

const fn step_mask(dir: Direction) -> u64 {
    let mut bits = 0u64;
    let mut c = 0;
    while c < GRID_CELLS as u8 {
        if ALL_POINTS.0 >> c & 1 != 0 && can_step(c, dir) {
            bits |= 1 << c;
        }
        c += 1;
    }
    bits
}

/// For each direction, the points from which one step in that direction stays on a chol.
pub const STEP_FROM: [Bitboard; 4] = [
    Bitboard(step_mask(Direction::Up)),
    Bitboard(step_mask(Direction::Down)),
    Bitboard(step_mask(Direction::Left)),
    Bitboard(step_mask(Direction::Right)),
];

/// Moves every point of a set one step in a direction; points that would leave the chols are
/// dropped.
#[inline]
pub const fn step(bb: Bitboard, dir: Direction) -> Bitboard {
    let from = bb.0 & STEP_FROM[dir.index()].0;
    Bitboard(if dir.is_positive() {
        from << dir.shift()
    } else {
        from >> dir.shift()
    })
}

/// A point's steps along the chols, from the step tables.
impl Point {
    /// The point one step back from this one against `dir`; the caller guarantees that the
    /// step target came from a point (as every step the generator makes does).
    #[inline]
    pub(crate) const fn step_back(self, dir: Direction) -> Point {
        if dir.is_positive() {
            Point::from_cell(self.cell() - dir.shift() as u8)
        } else {
            Point::from_cell(self.cell() + dir.shift() as u8)
        }
    }

    /// The neighbouring point one step away in `dir` along a chol, if a chol goes that way.
    pub const fn neighbour(self, dir: Direction) -> Option<Point> {
        step(Bitboard::from_point(self), dir).lowest()
    }

    /// Whether the point is an endpoint of a chol (it has one neighbour) rather than a crossing
    /// of two chols: the 18 points of rows 0 and 5 and columns 0 and 6.
    pub fn is_endpoint(self) -> bool {
        let mut neighbours = Direction::ALL.into_iter().filter_map(|d| self.neighbour(d));
        neighbours.nth(1).is_none()
    }
}

/// The nine chols, each as its two endpoints: first the vertical ones from left to right (each
/// from row 0 up), then the horizontal ones from bottom to top (each from column 0 rightwards).
/// Derived from the step tables, so it is the board the moves use.
pub fn chols() -> Vec<(Point, Point)> {
    let walk = |p: Point, dir: Direction| {
        let mut end = p;
        while let Some(next) = end.neighbour(dir) {
            end = next;
        }
        end
    };
    let starts = |back: Direction, forward: Direction| {
        Point::all().filter(move |p| p.neighbour(back).is_none() && p.neighbour(forward).is_some())
    };
    let vertical = starts(Direction::Down, Direction::Up).map(|p| (p, walk(p, Direction::Up)));
    let horizontal =
        starts(Direction::Left, Direction::Right).map(|p| (p, walk(p, Direction::Right)));
    vertical.chain(horizontal).collect()
}

/// The köl squares: the cells closed in by chols on all four sides, each given by its lower
/// left corner (the point with the smallest column and row), in point order.
pub fn kol_corners() -> Vec<Point> {
    Point::all()
        .filter(|p| {
            let right = p.neighbour(Direction::Right);
            let up = p.neighbour(Direction::Up);
            let corner = right.and_then(|r| r.neighbour(Direction::Up));
            let corner_from_up = up.and_then(|u| u.neighbour(Direction::Right));
            corner.is_some() && corner == corner_from_up
        })
        .collect()
}

const fn jump_from_mask(dir: Direction) -> u64 {
    let once = step_mask(dir);
    let mut bits = 0u64;
    let mut c = 0;
    while c < GRID_CELLS as u8 {
        if once >> c & 1 != 0 {
            let next = if dir.is_positive() {
                c + dir.shift() as u8
            } else {
                c - dir.shift() as u8
            };
            if once >> next & 1 != 0 {
                bits |= 1 << c;
            }
        }
        c += 1;
    }
    bits
}

/// For each direction, the points from which two steps in that direction stay on one chol:
/// where a hul can stand to jump in that direction.
pub const JUMP_FROM: [Bitboard; 4] = [
    Bitboard(jump_from_mask(Direction::Up)),
    Bitboard(jump_from_mask(Direction::Down)),
    Bitboard(jump_from_mask(Direction::Left)),
    Bitboard(jump_from_mask(Direction::Right)),
];

/// Shifts every cell of a set `n` steps in a direction with no check that the steps stay on a
/// chol: the caller masks with [`STEP_FROM`] or [`JUMP_FROM`] first.
#[inline(always)]
pub const fn shift_unchecked(bb: u64, dir: Direction, n: u32) -> u64 {
    if dir.is_positive() {
        bb << (dir.shift() * n)
    } else {
        bb >> (dir.shift() * n)
    }
}

/// Moves every point of a set `n` steps against a direction, with no chol check (the inverse
/// of [`shift_unchecked`], for testing what lies ahead of a set of points).
#[inline(always)]
pub const fn shift_back_unchecked(bb: u64, dir: Direction, n: u32) -> u64 {
    if dir.is_positive() {
        bb >> (dir.shift() * n)
    } else {
        bb << (dir.shift() * n)
    }
}

const fn ray(cell: u8, dir: Direction) -> u64 {
    let mut bits = 0u64;
    let mut c = cell;
    while can_step(c, dir) && ALL_POINTS.0 >> c & 1 != 0 {
        c = if dir.is_positive() {
            c + dir.shift() as u8
        } else {
            c - dir.shift() as u8
        };
        bits |= 1 << c;
    }
    bits
}

const fn ray_table(dir: Direction) -> [Bitboard; GRID_CELLS] {
    let mut t = [Bitboard(0); GRID_CELLS];
    let mut c = 0;
    while c < GRID_CELLS as u8 {
        if ALL_POINTS.0 >> c & 1 != 0 {
            t[c as usize] = Bitboard(ray(c, dir));
        }
        c += 1;
    }
    t
}

/// `RAYS[dir][cell]`: every point reached by repeated steps from the cell in the direction.
pub const RAYS: [[Bitboard; GRID_CELLS]; 4] = [
    ray_table(Direction::Up),
    ray_table(Direction::Down),
    ray_table(Direction::Left),
    ray_table(Direction::Right),
];

/// The points along a ray from `from`, in direction `dir`, before the first point of `blockers`.
/// Also returns that first blocker.
#[inline]
pub fn ray_until(from: Point, dir: Direction, blockers: Bitboard) -> (Bitboard, Option<Point>) {
    let ray = RAYS[dir.index()][from.cell() as usize];
    let hit = ray & blockers;
    let first = if dir.is_positive() {
        hit.lowest()
    } else {
        hit.highest()
    };
    match first {
        Some(b) => (
            Bitboard(ray.0 & !RAYS[dir.index()][b.cell() as usize].0 & !(1 << b.cell())),
            Some(b),
        ),
        None => (ray, None),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn nine_chols_and_twelve_kol_squares() {
        let numbers = |p: Point| p.number();
        let chols: Vec<(u8, u8)> = chols()
            .into_iter()
            .map(|(a, b)| (numbers(a), numbers(b)))
            .collect();
        assert_eq!(
            chols,
            [
                (1, 34),
                (2, 35),
                (3, 36),
                (4, 37),
                (5, 38),
                (6, 12),
                (13, 19),
                (20, 26),
                (27, 33)
            ]
        );
        let corners: Vec<u8> = kol_corners().into_iter().map(numbers).collect();
        assert_eq!(corners, [7, 8, 9, 10, 14, 15, 16, 17, 21, 22, 23, 24]);
        let ends = Point::all().filter(|p| p.is_endpoint()).count();
        assert_eq!(ends, 18);
    }

    use super::*;

    fn set(nums: &[u8]) -> Bitboard {
        nums.iter().map(|&n| Point::new(n).unwrap()).collect()
    }

    #[test]
    fn board_has_38_points() {
        assert_eq!(ALL_POINTS.count(), 38);
    }

    #[test]
    fn endpoints_have_single_neighbours() {
        for (p, n) in [
            (1, 7),
            (6, 7),
            (27, 28),
            (34, 28),
            (12, 11),
            (33, 32),
            (38, 32),
            (5, 11),
        ] {
            let from = set(&[p]);
            let neighbours = Direction::ALL
                .iter()
                .fold(Bitboard::EMPTY, |acc, &d| acc | step(from, d));
            assert_eq!(neighbours, set(&[n]), "neighbours of {p}");
        }
    }

    #[test]
    fn rays_follow_the_chols() {
        let p = Point::new(16).unwrap();
        assert_eq!(
            RAYS[Direction::Up.index()][p.cell() as usize],
            set(&[23, 30, 36])
        );
        assert_eq!(
            RAYS[Direction::Down.index()][p.cell() as usize],
            set(&[9, 3])
        );
        assert_eq!(
            RAYS[Direction::Left.index()][p.cell() as usize],
            set(&[15, 14, 13])
        );
        assert_eq!(
            RAYS[Direction::Right.index()][p.cell() as usize],
            set(&[17, 18, 19])
        );
        let corner = Point::new(13).unwrap();
        assert!(RAYS[Direction::Up.index()][corner.cell() as usize].is_empty());
        assert!(RAYS[Direction::Down.index()][corner.cell() as usize].is_empty());
    }

    #[test]
    fn ray_until_stops_before_the_first_blocker() {
        let from = Point::new(1).unwrap();
        let (free, hit) = ray_until(from, Direction::Up, set(&[21, 34]));
        assert_eq!(free, set(&[7, 14]));
        assert_eq!(hit, Point::new(21));
        let (free, hit) = ray_until(Point::new(26).unwrap(), Direction::Left, set(&[20, 23]));
        assert_eq!(free, set(&[25, 24]));
        assert_eq!(hit, Point::new(23));
    }
}
