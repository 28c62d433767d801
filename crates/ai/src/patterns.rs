//! The pattern evaluation (as the draughts engine Scan has it): every 2x2 window of the 7x6
//! grid (30 windows) reads the state of its four cells (empty, White hul, Black hul, White
//! tobit, Black tobit: 5^4 = 625 configurations) and adds the learned weight of that
//! configuration in that window, from White's side, in hundredths of a hul.
//!
//! The weights are shared by symmetry, so only the windows of the lower left quarter are stored
//! ([`STORED_WINDOWS`], `weights/patterns.bin`, trained by `tobit train`): a window mirrored
//! left to right has the weights of its twin for the mirrored configuration, and a window
//! mirrored top to bottom with the colours swapped has minus them. So a position scores exactly
//! minus its colour-mirrored twin. [`slot`] is that sharing, used by both the table built here
//! and the trainer. Integer arithmetic only: native and wasm builds score alike.

use tobit_rules::{Color, Position};

/// Columns of windows: a window covers columns `c` and `c + 1`.
pub const WINDOW_COLS: usize = 6;
/// Rows of windows: a window covers rows `r` and `r + 1`.
pub const WINDOW_ROWS: usize = 5;
/// Every window of the grid, numbered `r * WINDOW_COLS + c`.
pub const WINDOWS: usize = WINDOW_COLS * WINDOW_ROWS;
/// The configurations of one window: five states of each of its four cells.
pub const CONFIGS: usize = 625;
/// The windows whose weights are stored: columns 0..3 and rows 0..3 (the others are mirrors).
pub const STORED_WINDOWS: usize = 9;
/// The number of stored weights (`weights/patterns.bin` holds them as little-endian `i16`).
pub const SLOTS: usize = STORED_WINDOWS * CONFIGS;

/// The trained weights, as `tobit train` wrote them.
const BYTES: &[u8] = include_bytes!("../weights/patterns.bin");
const _: () = assert!(
    BYTES.len() == SLOTS * 2,
    "weights/patterns.bin has the wrong size"
);

/// `5^k` summed over the bits `k` of a 4-bit cell mask: a mask's share of a configuration.
const BASE5: [u16; 16] = {
    let mut t = [0u16; 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut k, mut power) = (0, 1);
        while k < 4 {
            if mask >> k & 1 != 0 {
                t[mask] += power;
            }
            power *= 5;
            k += 1;
        }
        mask += 1;
    }
    t
};

/// The state of cell `k` (0..4) in a configuration.
const fn cell_state(config: usize, k: usize) -> usize {
    let mut c = config;
    let mut i = 0;
    while i < k {
        c /= 5;
        i += 1;
    }
    c % 5
}

/// The configuration with the state of cell `k` moved to cell `map[k]` and changed by `swap`.
const fn permute(config: usize, map: [usize; 4], swap: [usize; 5]) -> usize {
    let mut out = 0;
    let mut k = 0;
    while k < 4 {
        let mut power = 1;
        let mut i = 0;
        while i < map[k] {
            power *= 5;
            i += 1;
        }
        out += swap[cell_state(config, k)] * power;
        k += 1;
    }
    out
}

/// The configuration mirrored left to right (cells 0 1 / 2 3, bottom row first).
pub const fn mirror_config(config: usize) -> usize {
    permute(config, [1, 0, 3, 2], [0, 1, 2, 3, 4])
}

/// The configuration mirrored top to bottom with the colours swapped.
pub const fn colour_config(config: usize) -> usize {
    permute(config, [2, 3, 0, 1], [0, 2, 1, 4, 3])
}

/// Where the weight of `config` in `window` is stored: the slot and the sign it is taken with,
/// or `None` for a configuration that is its own colour-mirrored twin (its weight is 0).
pub const fn slot(window: usize, config: usize) -> Option<(usize, i32)> {
    let (c, r) = (window % WINDOW_COLS, window / WINDOW_COLS);
    let mut config = config;
    let mut sign = 1;
    let c0 = if c < WINDOW_COLS - 1 - c {
        c
    } else {
        WINDOW_COLS - 1 - c
    };
    let r0 = if r < WINDOW_ROWS - 1 - r {
        r
    } else {
        WINDOW_ROWS - 1 - r
    };
    if c != c0 {
        config = mirror_config(config);
    }
    if r != r0 {
        config = colour_config(config);
        sign = -1;
    }
    if r0 == WINDOW_ROWS / 2 {
        let twin = colour_config(config);
        if twin == config {
            return None;
        }
        if twin < config {
            config = twin;
            sign = -sign;
        }
    }
    Some(((r0 * 3 + c0) * CONFIGS + config, sign))
}

/// The stored weight of a slot.
const fn stored(slot: usize) -> i16 {
    i16::from_le_bytes([BYTES[2 * slot], BYTES[2 * slot + 1]])
}

/// The weight of every configuration in every window, expanded from the stored ones.
static TABLE: [[i16; CONFIGS]; WINDOWS] = {
    let mut t = [[0i16; CONFIGS]; WINDOWS];
    let mut w = 0;
    while w < WINDOWS {
        let mut config = 0;
        while config < CONFIGS {
            if let Some((s, sign)) = slot(w, config) {
                t[w][config] = stored(s) * sign as i16;
            }
            config += 1;
        }
        w += 1;
    }
    t
};

/// The 4-bit mask of the window whose lower left cell is grid bit `shift`.
#[inline]
fn nibble(bits: u64, shift: usize) -> usize {
    let x = bits >> shift;
    ((x & 3) | ((x >> 5) & 0xc)) as usize
}

/// The configuration of every window in `pos`, in window order.
#[inline]
pub fn configs(pos: &Position) -> [u16; WINDOWS] {
    let white = pos.pieces(Color::White).0;
    let black = pos.pieces(Color::Black).0;
    let tobits = pos.tobits().0;
    let mut out = [0u16; WINDOWS];
    for (w, config) in out.iter_mut().enumerate() {
        let shift = (w / WINDOW_COLS) * 7 + w % WINDOW_COLS;
        *config = BASE5[nibble(white, shift)]
            + 2 * (BASE5[nibble(black, shift)] + BASE5[nibble(tobits, shift)]);
    }
    out
}

/// The pattern score of `pos` from White's side, in hundredths of a hul.
#[inline]
pub fn pattern_score(pos: &Position) -> i32 {
    configs(pos)
        .iter()
        .zip(TABLE.iter())
        .map(|(&config, weights)| i32::from(weights[config as usize]))
        .sum()
}
