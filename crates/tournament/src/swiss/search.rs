//! The backtracking search for a legal Swiss pairing.
//!
//! Players are numbered 0.. in ranking order. The highest-ranked unpaired player is paired
//! first, trying opponents in the order [`candidates`] gives (the Dutch-like preference);
//! a dead end backtracks. Failed sets of unpaired players are remembered, and after a number
//! of steps each step first checks with the blossom algorithm that the rest can still be
//! paired at all, so the search always finds a legal pairing when one exists, and fast.

use super::matching::has_perfect_matching;
use std::collections::HashSet;

/// What the search needs to know about the players to pair, all in ranking order.
pub struct Problem {
    /// The score of each player (half points).
    pub scores: Vec<u32>,
    /// `legal[a][b]`: whether a and b may meet under the hard rules.
    pub legal: Vec<Vec<bool>>,
    /// `compatible[a][b]`: whether both colour preferences can be granted.
    pub compatible: Vec<Vec<bool>>,
    /// Whether each player floated down (or had the pairing-allocated bye) last round.
    pub floated_down: Vec<bool>,
    /// Whether each player floated up last round.
    pub floated_up: Vec<bool>,
}

/// After this many steps the search checks every step with the blossom algorithm.
const CHECK_AFTER: usize = 2_000;

/// Pairs every player, returning `(higher, lower)` pairs, or `None` when no legal pairing
/// exists.
pub fn solve(problem: &Problem) -> Option<Vec<(usize, usize)>> {
    let n = problem.scores.len();
    let remaining = vec![true; n];
    if !feasible(problem, &remaining) {
        return None;
    }
    let mut s = Search {
        problem,
        failed: HashSet::new(),
        steps: 0,
        pairs: Vec::new(),
    };
    let mut remaining = remaining;
    if s.go(&mut remaining) {
        Some(s.pairs)
    } else {
        None
    }
}

/// The opponents of `p` (the highest-ranked unpaired player) in the order they are tried:
/// its own score group first, from the bottom half (starting at the opposite number, as in
/// the Dutch system: 1-5, 2-6, ... in a group of eight), then the top half upwards from the
/// middle; then the lower score groups in ranking order (p floats down). Each of the three
/// lists is reordered, keeping ranking order otherwise: those whose colour preference fits
/// first; then, in a group of odd size (where someone will float down), those who floated
/// down last round (so that they are paired in the group and someone else floats); among the
/// lower groups, those who did not float up last round.
pub fn candidates(problem: &Problem, remaining: &[bool], p: usize) -> Vec<usize> {
    let group: Vec<usize> = (p..remaining.len())
        .filter(|&q| remaining[q] && problem.scores[q] == problem.scores[p])
        .collect();
    let half = group.len() / 2;
    let odd = group.len() % 2 == 1;
    let clash = |q: usize| !problem.compatible[p][q];
    let in_group = |q: &usize| (clash(*q), odd && !problem.floated_down[*q]);
    let mut bottom: Vec<usize> = group[half.max(1)..].to_vec();
    let mut top: Vec<usize> = group[1..half.max(1)].iter().rev().copied().collect();
    bottom.sort_by_key(in_group);
    top.sort_by_key(in_group);
    let mut lower: Vec<usize> = (p..remaining.len())
        .filter(|&q| remaining[q] && problem.scores[q] < problem.scores[p])
        .collect();
    lower.sort_by_key(|&q| (clash(q), problem.floated_up[q]));
    bottom.into_iter().chain(top).chain(lower).collect()
}

fn feasible(problem: &Problem, remaining: &[bool]) -> bool {
    let index: Vec<usize> = (0..remaining.len()).filter(|&i| remaining[i]).collect();
    let mut local = vec![usize::MAX; remaining.len()];
    for (k, &i) in index.iter().enumerate() {
        local[i] = k;
    }
    let adj: Vec<Vec<usize>> = index
        .iter()
        .map(|&a| {
            index
                .iter()
                .filter(|&&b| b != a && problem.legal[a][b])
                .map(|&b| local[b])
                .collect()
        })
        .collect();
    has_perfect_matching(&adj)
}

struct Search<'a> {
    problem: &'a Problem,
    failed: HashSet<Vec<bool>>,
    steps: usize,
    pairs: Vec<(usize, usize)>,
}

impl Search<'_> {
    fn go(&mut self, remaining: &mut Vec<bool>) -> bool {
        let Some(p) = remaining.iter().position(|&r| r) else {
            return true;
        };
        if self.failed.contains(remaining) {
            return false;
        }
        self.steps += 1;
        if self.steps > CHECK_AFTER && !feasible(self.problem, remaining) {
            self.failed.insert(remaining.clone());
            return false;
        }
        for q in candidates(self.problem, remaining, p) {
            if !self.problem.legal[p][q] {
                continue;
            }
            remaining[p] = false;
            remaining[q] = false;
            self.pairs.push((p, q));
            if self.go(remaining) {
                return true;
            }
            self.pairs.pop();
            remaining[p] = true;
            remaining[q] = true;
        }
        self.failed.insert(remaining.clone());
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(scores: Vec<u32>) -> Problem {
        let n = scores.len();
        let mut legal = vec![vec![true; n]; n];
        for (i, row) in legal.iter_mut().enumerate() {
            row[i] = false;
        }
        Problem {
            scores,
            legal,
            compatible: vec![vec![true; n]; n],
            floated_down: vec![false; n],
            floated_up: vec![false; n],
        }
    }

    #[test]
    fn top_half_against_bottom_half() {
        let pairs = solve(&open(vec![0; 8])).unwrap();
        assert_eq!(pairs, vec![(0, 4), (1, 5), (2, 6), (3, 7)]);
    }

    #[test]
    fn score_groups_and_floats() {
        // Three on 4, three on 2: the third on 4 floats down to the best on 2.
        let pairs = solve(&open(vec![4, 4, 4, 2, 2, 2])).unwrap();
        assert_eq!(pairs, vec![(0, 1), (2, 3), (4, 5)]);
    }

    #[test]
    fn backtracks_around_a_forbidden_pair() {
        let mut p = open(vec![0; 4]);
        // 0-2 and 1-3 are the natural pairs; forbid 1-3, and 0-1.
        for (a, b) in [(1, 3), (0, 1)] {
            p.legal[a][b] = false;
            p.legal[b][a] = false;
        }
        assert_eq!(solve(&p).unwrap(), vec![(0, 3), (1, 2)]);
        p.legal[0][3] = false;
        p.legal[3][0] = false;
        assert_eq!(solve(&p), None);
    }

    #[test]
    fn floats_are_not_repeated_when_avoidable() {
        // Group {0, 1, 2} on 2 points: 2 floated down last round, so it is paired in the
        // group and 1 floats instead.
        let mut p = open(vec![2, 2, 2, 0]);
        assert_eq!(solve(&p).unwrap(), vec![(0, 1), (2, 3)]);
        p.floated_down[2] = true;
        assert_eq!(solve(&p).unwrap(), vec![(0, 2), (1, 3)]);
        // 0 floats down to the group {1, 2, 3}: 1 floated up last round, so 2 goes up.
        let mut p = open(vec![2, 0, 0, 0]);
        p.floated_up[1] = true;
        assert_eq!(solve(&p).unwrap(), vec![(0, 2), (1, 3)]);
    }
}
