//! The two tables of the FIDE Rating Regulations (FIDE Handbook B.02, effective 1 March 2024 as
//! amended 1 October 2025, §8.1), as data, once: 8.1.1 turns a fractional score `p` into a
//! rating difference `dp` (the initial rating of a new player), 8.1.2 a rating difference `D`
//! into the higher-rated player's score probability `PD` (the expected score of a game). The
//! regulations call them "effectively mirror-images"; each is written here as printed, not
//! computed from the other or from a curve.

/// Table 8.1.2, column H: row `i` gives PD = .50 + i/100 for the rating differences from the
/// end of the row before (exclusive) to `PD_ROW_ENDS[i]` (inclusive): 0-3 is .50, 4-10 .51,
/// ..., 620-735 .99; a difference above 735 is 1.00 (and .00 for the lower-rated player,
/// column L = 1 - H).
pub const PD_ROW_ENDS: [u16; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
    170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
    391, 411, 432, 456, 484, 517, 559, 619, 735,
];

/// Table 8.1.1 for p from .50 to 1.00: `DP_FROM_HALF[i]` is dp for p = .50 + i/100 (0 at .50,
/// 7 at .51, ..., 677 at .99, 800 at 1.00). Below .50 the table is the same with the sign
/// turned (p = .49 is -7).
pub const DP_FROM_HALF: [u16; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// PD of table 8.1.2 in hundredths for the player whose rating is `d` above the opponent's
/// (`d` below zero: the lower-rated player's column): 50 for 0, 64 for 100, 36 for -100.
pub fn pd_hundredths(d: i32) -> u32 {
    let row = PD_ROW_ENDS
        .iter()
        .position(|&end| d.unsigned_abs() <= u32::from(end))
        .map_or(100, |i| 50 + i as u32);
    if d >= 0 {
        row
    } else {
        100 - row
    }
}

/// dp of table 8.1.1 for p = `percent` / 100 (0 to 100): -800 for 0, 0 for 50, 800 for 100.
pub fn dp(percent: u32) -> i32 {
    let percent = percent.min(100) as i32;
    let from_half = (percent - 50).unsigned_abs() as usize;
    let dp = i32::from(DP_FROM_HALF[from_half]);
    if percent >= 50 {
        dp
    } else {
        -dp
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_of_table_8_1_2_as_printed() {
        // Both ends of rows, both columns (H for D >= 0, L for D < 0).
        for (d, h) in [
            (0, 50),
            (3, 50),
            (4, 51),
            (10, 51),
            (11, 52),
            (100, 64),
            (106, 64),
            (107, 65),
            (400, 92),
            (411, 92),
            (412, 93),
            (735, 99),
            (736, 100),
        ] {
            assert_eq!(pd_hundredths(d), h, "D = {d}");
            assert_eq!(pd_hundredths(-d), 100 - h, "D = -{d}");
        }
    }

    #[test]
    fn table_8_1_1_is_symmetric_about_half() {
        assert_eq!(dp(50), 0);
        assert_eq!(dp(57), 50);
        assert_eq!(dp(43), -50);
        assert_eq!(dp(99), 677);
        assert_eq!(dp(100), 800);
        assert_eq!(dp(0), -800);
        assert_eq!(dp(1), -677);
    }

    #[test]
    fn both_tables_grow_strictly() {
        assert!(PD_ROW_ENDS.windows(2).all(|w| w[0] < w[1]));
        assert!(DP_FROM_HALF.windows(2).all(|w| w[0] < w[1]));
    }
}
