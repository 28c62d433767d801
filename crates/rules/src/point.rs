//! Points of the board: the 38 places a piece can stand on.
//!
//! Outside this module a point is its number 1..38 (docs/RULES.md section 2). Inside the engine it
//! is a bit index in a 7-column by 6-row grid (`row * 7 + col`), so that a step along a chol is
//! a shift by 1 or 7; the grid has four corner cells that are not points.

use std::fmt;

/// Width of the internal grid: columns 0..6.
pub const GRID_COLS: u8 = 7;
/// Height of the internal grid: rows 0..5.
pub const GRID_ROWS: u8 = 6;
/// Number of cells in the internal grid (including the four corners that are not points).
pub(crate) const GRID_CELLS: usize = (GRID_COLS * GRID_ROWS) as usize;
/// Number of points on the board.
pub const POINT_COUNT: u8 = 38;

/// One of the 38 points of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

/// Grid cell index of each point number (index 0 unused).
const CELL_OF_NUMBER: [u8; 39] = {
    let mut t = [0u8; 39];
    let mut n = 1;
    while n <= 38 {
        let (col, row) = coords_of_number(n as u8);
        t[n] = row * GRID_COLS + col;
        n += 1;
    }
    t
};

/// Point number of each grid cell (0 for the corners that are not points).
const NUMBER_OF_CELL: [u8; GRID_CELLS] = {
    let mut t = [0u8; GRID_CELLS];
    let mut n = 1;
    while n <= 38 {
        t[CELL_OF_NUMBER[n] as usize] = n as u8;
        n += 1;
    }
    t
};

/// (column, row) of a point number, as docs/RULES.md section 2 lays them out.
const fn coords_of_number(n: u8) -> (u8, u8) {
    match n {
        1..=5 => (n, 0),
        6..=33 => ((n - 6) % 7, (n - 6) / 7 + 1),
        _ => (n - 33, 5),
    }
}

impl Point {
    /// The point with this number, if it is in 1..38.
    pub const fn new(number: u8) -> Option<Point> {
        if number >= 1 && number <= POINT_COUNT {
            Some(Point(CELL_OF_NUMBER[number as usize]))
        } else {
            None
        }
    }

    /// The point at (column, row), if that cell is a point.
    pub const fn at(col: u8, row: u8) -> Option<Point> {
        if col >= GRID_COLS || row >= GRID_ROWS {
            return None;
        }
        let cell = row * GRID_COLS + col;
        if NUMBER_OF_CELL[cell as usize] == 0 {
            None
        } else {
            Some(Point(cell))
        }
    }

    /// The point at a grid cell index; the caller guarantees that the cell is a point.
    #[inline]
    pub(crate) const fn from_cell(cell: u8) -> Point {
        Point(cell)
    }

    /// The grid cell index (bit index in a [`super::Bitboard`]).
    #[inline]
    pub const fn cell(self) -> u8 {
        self.0
    }

    /// The point's number, 1..38.
    #[inline]
    pub const fn number(self) -> u8 {
        NUMBER_OF_CELL[self.0 as usize]
    }

    /// Column 0..6, from White's left.
    #[inline]
    pub const fn col(self) -> u8 {
        self.0 % GRID_COLS
    }

    /// Row 0..5, from White's side.
    #[inline]
    pub const fn row(self) -> u8 {
        self.0 / GRID_COLS
    }

    /// All 38 points in number order.
    pub fn all() -> impl Iterator<Item = Point> {
        (1..=POINT_COUNT).filter_map(Point::new)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A point goes to JS as its number (in the study module's errors, and in arrows and circles).
#[cfg(feature = "serde")]
impl serde::Serialize for Point {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.number())
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.number())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_matches_the_diagram() {
        assert_eq!(Point::new(1).map(|p| (p.col(), p.row())), Some((1, 0)));
        assert_eq!(Point::new(6).map(|p| (p.col(), p.row())), Some((0, 1)));
        assert_eq!(Point::new(12).map(|p| (p.col(), p.row())), Some((6, 1)));
        assert_eq!(Point::new(27).map(|p| (p.col(), p.row())), Some((0, 4)));
        assert_eq!(Point::new(34).map(|p| (p.col(), p.row())), Some((1, 5)));
        assert_eq!(Point::new(38).map(|p| (p.col(), p.row())), Some((5, 5)));
        assert_eq!(Point::new(0), None);
        assert_eq!(Point::new(39), None);
        assert_eq!(Point::at(0, 0), None);
        assert_eq!(Point::at(6, 5), None);
    }

    #[test]
    fn numbers_round_trip() {
        for n in 1..=38 {
            let p = Point::new(n).unwrap();
            assert_eq!(p.number(), n);
            assert_eq!(Point::at(p.col(), p.row()), Some(p));
        }
        assert_eq!(Point::all().count(), 38);
    }
}
