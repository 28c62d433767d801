//! Zobrist keys: a 64-bit hash of a position, updated incrementally as moves are made.

use super::point::GRID_CELLS;
use super::{Piece, Point};

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const PIECE_KEYS: [[u64; GRID_CELLS]; 4] = {
    let mut t = [[0u64; GRID_CELLS]; 4];
    let mut state = 0x7061_6E74_6F62_6974; // any fixed seed
    let mut k = 0;
    while k < 4 {
        let mut c = 0;
        while c < GRID_CELLS {
            let (s, v) = splitmix(state);
            state = s;
            t[k][c] = v;
            c += 1;
        }
        k += 1;
    }
    t
};

/// The key toggled when Black is to move.
pub const BLACK_TO_MOVE: u64 = splitmix(0x0B1A_C0DE).1;

/// The key of a piece standing on a point.
#[inline]
pub fn piece_key(piece: Piece, point: Point) -> u64 {
    PIECE_KEYS[piece.index()][point.cell() as usize]
}
