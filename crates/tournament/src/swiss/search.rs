//! The search for a legal Swiss pairing.
//!
//! Players are numbered 0.. in ranking order. The highest-ranked unpaired player is paired
//! first, with the first opponent in the order [`candidates`] gives (the Dutch-like
//! preference) that is legal and leaves the others pairable. A perfect matching of the
//! unpaired players under the hard rules, kept up to date (the blossom algorithm, in
//! [`super::matching`]), says whether they are: so the search never backtracks, finds a
//! legal pairing whenever one exists, and picks the one a backtracking search over the same
//! order would find first.

use super::matching::Matching;

/// What the search needs to know about the players to pair, all in ranking order (scores
/// never increase). The pair tests are asked only about the pairs the search looks at.
pub struct Problem<'a> {
    /// The score of each player (half points).
    pub scores: Vec<u32>,
    /// Whether a and b may meet under the hard rules.
    pub legal: &'a dyn Fn(usize, usize) -> bool,
    /// Whether both colour preferences of a and b can be granted.
    pub compatible: &'a dyn Fn(usize, usize) -> bool,
    /// Whether each player floated down (or had the pairing-allocated bye) last round.
    pub floated_down: Vec<bool>,
    /// Whether each player floated up last round.
    pub floated_up: Vec<bool>,
}

/// Pairs every player, returning `(higher, lower)` pairs, or `None` when no legal pairing
/// exists.
pub fn solve(problem: &Problem) -> Option<Vec<(usize, usize)>> {
    let n = problem.scores.len();
    let legal = |a: usize, b: usize| (problem.legal)(a, b);
    let mut matching = Matching::perfect(n, &legal)?;
    let mut remaining = vec![true; n];
    let mut group = Vec::new();
    let mut pairs = Vec::with_capacity(n / 2);
    let mut p = 0;
    while p < n {
        if remaining[p] {
            // Some candidate fits: p's partner in the matching does.
            let q = candidates(problem, &remaining, p, &mut group)
                .find(|&q| legal(p, q) && matching.take_pair(p, q))?;
            remaining[p] = false;
            remaining[q] = false;
            pairs.push((p, q));
        }
        p += 1;
    }
    Some(pairs)
}

/// The two-part sort key of a candidate list, its values in the order they are tried.
const KEYS: [(bool, bool); 4] = [(false, false), (false, true), (true, false), (true, true)];

/// The opponents of `p` (the highest-ranked unpaired player) in the order they are tried:
/// its own score group first, from the bottom half (starting at the opposite number, as in
/// the Dutch system: 1-5, 2-6, ... in a group of eight), then the top half upwards from the
/// middle; then the lower score groups in ranking order (p floats down). Each of the three
/// lists is reordered, keeping ranking order otherwise: those whose colour preference fits
/// first; then, in a group of odd size (where someone will float down), those who floated
/// down last round (so that they are paired in the group and someone else floats); among the
/// lower groups, those who did not float up last round. The lists are walked as they are
/// tried, never sorted; `group` is the buffer that holds p's score group.
pub fn candidates<'a>(
    problem: &'a Problem,
    remaining: &'a [bool],
    p: usize,
    group: &'a mut Vec<usize>,
) -> impl Iterator<Item = usize> + 'a {
    let score = problem.scores[p];
    group.clear();
    group.extend((p..remaining.len()).filter(|&q| remaining[q] && problem.scores[q] == score));
    let group: &'a [usize] = group;
    let half = (group.len() / 2).max(1);
    let odd = group.len() % 2 == 1;
    let clash = move |q: usize| !(problem.compatible)(p, q);
    let in_group = move |q: usize| (clash(q), odd && !problem.floated_down[q]);
    let bottom = KEYS.into_iter().flat_map(move |key| {
        group[half..]
            .iter()
            .copied()
            .filter(move |&q| in_group(q) == key)
    });
    let top = KEYS.into_iter().flat_map(move |key| {
        group[1..half]
            .iter()
            .rev()
            .copied()
            .filter(move |&q| in_group(q) == key)
    });
    let lower = KEYS.into_iter().flat_map(move |key| {
        (p..remaining.len()).filter(move |&q| {
            remaining[q] && problem.scores[q] < score && (clash(q), problem.floated_up[q]) == key
        })
    });
    bottom.chain(top).chain(lower)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Pairs players with these scores, every pair legal but `forbidden` ones.
    fn solve_with(
        scores: &[u32],
        forbidden: &[(usize, usize)],
        floated_down: &[usize],
        floated_up: &[usize],
    ) -> Option<Vec<(usize, usize)>> {
        let forbidden: HashSet<(usize, usize)> = forbidden
            .iter()
            .flat_map(|&(a, b)| [(a, b), (b, a)])
            .collect();
        let legal = |a: usize, b: usize| a != b && !forbidden.contains(&(a, b));
        let n = scores.len();
        solve(&Problem {
            scores: scores.to_vec(),
            legal: &legal,
            compatible: &|_, _| true,
            floated_down: (0..n).map(|p| floated_down.contains(&p)).collect(),
            floated_up: (0..n).map(|p| floated_up.contains(&p)).collect(),
        })
    }

    #[test]
    fn top_half_against_bottom_half() {
        let pairs = solve_with(&[0; 8], &[], &[], &[]).unwrap();
        assert_eq!(pairs, vec![(0, 4), (1, 5), (2, 6), (3, 7)]);
    }

    #[test]
    fn score_groups_and_floats() {
        // Three on 4, three on 2: the third on 4 floats down to the best on 2.
        let pairs = solve_with(&[4, 4, 4, 2, 2, 2], &[], &[], &[]).unwrap();
        assert_eq!(pairs, vec![(0, 1), (2, 3), (4, 5)]);
    }

    #[test]
    fn backtracks_around_a_forbidden_pair() {
        // 0-2 and 1-3 are the natural pairs; forbid 1-3, and 0-1.
        let pairs = solve_with(&[0; 4], &[(1, 3), (0, 1)], &[], &[]);
        assert_eq!(pairs.unwrap(), vec![(0, 3), (1, 2)]);
        assert_eq!(
            solve_with(&[0; 4], &[(1, 3), (0, 1), (0, 3)], &[], &[]),
            None
        );
    }

    #[test]
    fn floats_are_not_repeated_when_avoidable() {
        // Group {0, 1, 2} on 2 points: 2 floated down last round, so it is paired in the
        // group and 1 floats instead.
        let pairs = solve_with(&[2, 2, 2, 0], &[], &[], &[]).unwrap();
        assert_eq!(pairs, vec![(0, 1), (2, 3)]);
        let pairs = solve_with(&[2, 2, 2, 0], &[], &[2], &[]).unwrap();
        assert_eq!(pairs, vec![(0, 2), (1, 3)]);
        // 0 floats down to the group {1, 2, 3}: 1 floated up last round, so 2 goes up.
        let pairs = solve_with(&[2, 0, 0, 0], &[], &[], &[1]).unwrap();
        assert_eq!(pairs, vec![(0, 2), (1, 3)]);
    }

    #[test]
    fn takes_the_first_pair_that_leaves_the_rest_pairable() {
        // 5 may meet 3 only: 0's first choice (3) would leave it alone, so 0 takes 4; then 1's
        // first choices (3, 5) fail the same way.
        let forbidden = [(0, 5), (1, 5), (2, 5), (4, 5)];
        let pairs = solve_with(&[0; 6], &forbidden, &[], &[]).unwrap();
        assert_eq!(pairs, vec![(0, 4), (1, 2), (3, 5)]);
    }
}
