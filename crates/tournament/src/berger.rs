//! The FIDE Berger tables (Handbook C.05, Annex 1): the order and colours of a round robin.
//!
//! Numbers are pairing numbers from 1. An odd field uses the table of the next even size,
//! and the last number is the bye. A double round robin plays the table twice, the second
//! cycle with colours reversed.

/// The boards of every round for `n` pairing numbers: `table[r]` lists `(white, black)`,
/// board 1 first. For an odd `n` the table is that of `n + 1`, and a board with `n + 1` is
/// the bye. Empty for `n < 2`.
pub fn berger_table(n: usize) -> Vec<Vec<(usize, usize)>> {
    if n < 2 {
        return Vec::new();
    }
    let n = n + n % 2;
    let m = n - 1; // numbers 1..=m rotate, n stays on board 1
    let k = n / 2;
    (0..m)
        .map(|r| {
            // The number facing `n` on board 1: 1, 1 + k, 1 + 2k, ... modulo m.
            let a = (r * k) % m + 1;
            let first = if r % 2 == 0 { (a, n) } else { (n, a) };
            let mut round = vec![first];
            for j in 1..k {
                let white = (a - 1 + j) % m + 1;
                let black = (a - 1 + m - j) % m + 1;
                round.push((white, black));
            }
            round
        })
        .collect()
}

/// Round `round` (0-based) of a single or double round robin of `n` numbers.
pub fn berger_round(n: usize, round: usize, double: bool) -> Option<Vec<(usize, usize)>> {
    let table = berger_table(n);
    let cycle = table.len();
    if cycle == 0 {
        return None;
    }
    if round < cycle {
        return Some(table[round].clone());
    }
    if double && round < 2 * cycle {
        return Some(table[round - cycle].iter().map(|&(w, b)| (b, w)).collect());
    }
    None
}

/// The number of rounds of a round robin of `n` players: the rounds of [`berger_table`]
/// (counted, not built).
pub fn round_robin_rounds(n: usize, double: bool) -> usize {
    let one = if n < 2 { 0 } else { n + n % 2 - 1 };
    if double {
        2 * one
    } else {
        one
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses "1-6 2-5 3-4 / 6-4 5-3 1-2" (rounds separated by '/').
    fn parse(text: &str) -> Vec<Vec<(usize, usize)>> {
        text.split('/')
            .map(|round| {
                round
                    .split_whitespace()
                    .map(|b| {
                        let (w, x) = b.split_once('-').unwrap();
                        (w.parse().unwrap(), x.parse().unwrap())
                    })
                    .collect()
            })
            .collect()
    }

    // The tables as printed in the FIDE Handbook, C.05 Annex 1, copied board by board.
    const FIDE_4: &str = "1-4 2-3 / 4-3 1-2 / 2-4 3-1";
    const FIDE_6: &str = "1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1";
    const FIDE_8: &str = "1-8 2-7 3-6 4-5 / 8-5 6-4 7-3 1-2 / 2-8 3-1 4-7 5-6 / \
        8-6 7-5 1-4 2-3 / 3-8 4-2 5-1 6-7 / 8-7 1-6 2-5 3-4 / 4-8 5-3 6-2 7-1";
    const FIDE_10: &str = "1-10 2-9 3-8 4-7 5-6 / 10-6 7-5 8-4 9-3 1-2 / \
        2-10 3-1 4-9 5-8 6-7 / 10-7 8-6 9-5 1-4 2-3 / 3-10 4-2 5-1 6-9 7-8 / \
        10-8 9-7 1-6 2-5 3-4 / 4-10 5-3 6-2 7-1 8-9 / 10-9 1-8 2-7 3-6 4-5 / \
        5-10 6-4 7-3 8-2 9-1";

    // 11-12, 13-14 and 15-16 players: the Handbook's own pages were not within reach, so
    // these are copied from reproductions of the printed tables (11-12 from Chris Fox's
    // "Berger Tables" page, 13-14 from a "Crenshaw-Berger Tables" printout, 15-16 from a
    // pairing program's table "case 15"), each checked against a second one where found.
    const FIDE_12: &str = "1-12 2-11 3-10 4-9 5-8 6-7 / 12-7 8-6 9-5 10-4 11-3 1-2 / \
        2-12 3-1 4-11 5-10 6-9 7-8 / 12-8 9-7 10-6 11-5 1-4 2-3 / \
        3-12 4-2 5-1 6-11 7-10 8-9 / 12-9 10-8 11-7 1-6 2-5 3-4 / \
        4-12 5-3 6-2 7-1 8-11 9-10 / 12-10 11-9 1-8 2-7 3-6 4-5 / \
        5-12 6-4 7-3 8-2 9-1 10-11 / 12-11 1-10 2-9 3-8 4-7 5-6 / \
        6-12 7-5 8-4 9-3 10-2 11-1";
    const FIDE_14: &str = "1-14 2-13 3-12 4-11 5-10 6-9 7-8 / 14-8 9-7 10-6 11-5 12-4 13-3 1-2 / \
        2-14 3-1 4-13 5-12 6-11 7-10 8-9 / 14-9 10-8 11-7 12-6 13-5 1-4 2-3 / \
        3-14 4-2 5-1 6-13 7-12 8-11 9-10 / 14-10 11-9 12-8 13-7 1-6 2-5 3-4 / \
        4-14 5-3 6-2 7-1 8-13 9-12 10-11 / 14-11 12-10 13-9 1-8 2-7 3-6 4-5 / \
        5-14 6-4 7-3 8-2 9-1 10-13 11-12 / 14-12 13-11 1-10 2-9 3-8 4-7 5-6 / \
        6-14 7-5 8-4 9-3 10-2 11-1 12-13 / 14-13 1-12 2-11 3-10 4-9 5-8 6-7 / \
        7-14 8-6 9-5 10-4 11-3 12-2 13-1";
    const FIDE_16: &str = "1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9 / \
        16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2 / 2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10 / \
        16-10 11-9 12-8 13-7 14-6 15-5 1-4 2-3 / 3-16 4-2 5-1 6-15 7-14 8-13 9-12 10-11 / \
        16-11 12-10 13-9 14-8 15-7 1-6 2-5 3-4 / 4-16 5-3 6-2 7-1 8-15 9-14 10-13 11-12 / \
        16-12 13-11 14-10 15-9 1-8 2-7 3-6 4-5 / 5-16 6-4 7-3 8-2 9-1 10-15 11-14 12-13 / \
        16-13 14-12 15-11 1-10 2-9 3-8 4-7 5-6 / 6-16 7-5 8-4 9-3 10-2 11-1 12-15 13-14 / \
        16-14 15-13 1-12 2-11 3-10 4-9 5-8 6-7 / 7-16 8-6 9-5 10-4 11-3 12-2 13-1 14-15 / \
        16-15 1-14 2-13 3-12 4-11 5-10 6-9 7-8 / 8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1";

    #[test]
    fn equals_the_fide_tables_from_3_to_16() {
        let printed = [FIDE_4, FIDE_6, FIDE_8, FIDE_10, FIDE_12, FIDE_14, FIDE_16];
        for n in 3..=16 {
            // The table of n + 1 for an odd n (the last number is the bye).
            let table = printed[(n + n % 2) / 2 - 2];
            assert_eq!(berger_table(n), parse(table), "{n} players");
        }
    }

    #[test]
    fn rounds_of_a_round_robin() {
        assert_eq!(round_robin_rounds(5, false), 5);
        assert_eq!(round_robin_rounds(7, true), 14);
    }

    #[test]
    fn everyone_meets_everyone_once_with_balanced_colours() {
        for n in 2..=16 {
            let table = berger_table(n);
            let size = n + n % 2;
            let mut met = vec![vec![0; size + 1]; size + 1];
            let mut whites = vec![0i32; size + 1];
            for round in &table {
                assert_eq!(round.len(), size / 2);
                let mut seen = vec![false; size + 1];
                for &(w, b) in round {
                    assert!(!seen[w] && !seen[b]);
                    seen[w] = true;
                    seen[b] = true;
                    met[w][b] += 1;
                    met[b][w] += 1;
                    whites[w] += 1;
                }
            }
            for a in 1..=size {
                for (b, &count) in met[a].iter().enumerate().skip(1) {
                    assert_eq!(count, usize::from(a != b), "n={n} {a}-{b}");
                }
                let diff = 2 * whites[a] - (size as i32 - 1);
                assert!(diff.abs() <= 1, "n={n} player {a} colours");
            }
        }
    }

    #[test]
    fn double_reverses_colours() {
        let first = berger_round(4, 0, true).unwrap();
        let again = berger_round(4, 3, true).unwrap();
        assert_eq!(
            again,
            first.iter().map(|&(w, b)| (b, w)).collect::<Vec<_>>()
        );
        assert_eq!(berger_round(4, 3, false), None);
        assert_eq!(berger_round(4, 6, true), None);
    }
}
