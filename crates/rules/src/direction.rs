//! The four directions along the chols.

use super::point::GRID_COLS;
use super::Color;

/// A direction along a chol, seen from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards row 5 (White's forward).
    Up,
    /// Towards row 0 (Black's forward).
    Down,
    /// Towards column 0.
    Left,
    /// Towards column 6.
    Right,
}

impl Direction {
    /// All four directions.
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Down,
        Direction::Left,
        Direction::Right,
    ];

    /// The directions a hul of this colour steps in without capturing: forward and sideways.
    pub const fn hul_steps(color: Color) -> [Direction; 3] {
        match color {
            Color::White => [Direction::Up, Direction::Left, Direction::Right],
            Color::Black => [Direction::Down, Direction::Left, Direction::Right],
        }
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
            Direction::Right => Direction::Left,
        }
    }

    /// Index 0..4 into per-direction tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether a step in this direction raises the cell index.
    #[inline]
    pub const fn is_positive(self) -> bool {
        matches!(self, Direction::Up | Direction::Right)
    }

    /// The change of cell index for one step.
    #[inline]
    pub(crate) const fn shift(self) -> u32 {
        match self {
            Direction::Up | Direction::Down => GRID_COLS as u32,
            Direction::Left | Direction::Right => 1,
        }
    }
}
