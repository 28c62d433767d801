//! Edmonds' blossom algorithm on a graph given by its edge test: a perfect matching of the
//! players still to pair, kept up to date as the pairing search takes pairs out. The search
//! uses it to know at once that no legal pairing exists, and to take only pairs that leave
//! the rest pairable, so that it is complete and never backtracks.
//!
//! The edges are never listed: a 5 000-player round has 12.5 million pairs, and the search
//! asks about a few of them (issue 44). Taking a pair out costs nothing when it is in the
//! matching, and is otherwise one augmenting path between the two players left without a
//! partner: tried first of length one and three, then by the blossom search.

const NONE: usize = usize::MAX;

/// A perfect matching of the active vertices of a graph, or the proof that none exists.
pub struct Matching<'a> {
    edge: &'a dyn Fn(usize, usize) -> bool,
    active: Vec<bool>,
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    seen: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a> Matching<'a> {
    /// A perfect matching of the `n` vertices under `edge` (asked only with two different
    /// vertices), or `None` when the graph has none.
    pub fn perfect(n: usize, edge: &'a dyn Fn(usize, usize) -> bool) -> Option<Matching<'a>> {
        if !n.is_multiple_of(2) {
            return None;
        }
        let mut m = Matching {
            edge,
            active: vec![true; n],
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: (0..n).collect(),
            used: vec![false; n],
            blossom: vec![false; n],
            seen: vec![false; n],
            queue: Vec::new(),
        };
        // Greedy start, then an augmenting path from each vertex left; a vertex without one
        // stays unmatched in every maximum matching.
        for v in 0..n {
            if m.mate[v] == NONE {
                if let Some(u) = (v + 1..n).find(|&u| m.mate[u] == NONE && edge(v, u)) {
                    m.mate[v] = u;
                    m.mate[u] = v;
                }
            }
        }
        for v in 0..n {
            if m.mate[v] == NONE && !m.augment_from(v) {
                return None;
            }
        }
        Some(m)
    }

    /// Takes the pair `a`-`b` (an edge) out of the graph if the other vertices still have a
    /// perfect matching, which the matching becomes; otherwise changes nothing and says no.
    pub fn take_pair(&mut self, a: usize, b: usize) -> bool {
        let (a2, b2) = (self.mate[a], self.mate[b]);
        self.active[a] = false;
        self.active[b] = false;
        if a2 == b {
            return true;
        }
        self.mate[a2] = NONE;
        self.mate[b2] = NONE;
        if self.join(a2, b2) {
            self.mate[a] = NONE;
            self.mate[b] = NONE;
            return true;
        }
        self.active[a] = true;
        self.active[b] = true;
        self.mate[a2] = a;
        self.mate[b2] = b;
        false
    }

    /// Matches the two unmatched vertices `u` and `v` by an augmenting path between them.
    fn join(&mut self, u: usize, v: usize) -> bool {
        let edge = self.edge;
        if edge(u, v) {
            self.mate[u] = v;
            self.mate[v] = u;
            return true;
        }
        // u - x = y - v, where x-y is in the matching.
        let n = self.active.len();
        let three = (0..n)
            .find(|&x| self.active[x] && x != u && x != v && edge(u, x) && edge(self.mate[x], v));
        if let Some(x) = three {
            let y = self.mate[x];
            self.mate[u] = x;
            self.mate[x] = u;
            self.mate[y] = v;
            self.mate[v] = y;
            return true;
        }
        self.augment_from(u)
    }

    /// Finds an augmenting path from the unmatched vertex `root` and flips it.
    fn augment_from(&mut self, root: usize) -> bool {
        let mut w = self.find_path(root);
        if w == NONE {
            return false;
        }
        while w != NONE {
            let pv = self.parent[w];
            let ppv = self.mate[pv];
            self.mate[w] = pv;
            self.mate[pv] = w;
            w = ppv;
        }
        true
    }

    fn lca(&mut self, mut a: usize, mut b: usize) -> usize {
        self.seen.iter_mut().for_each(|s| *s = false);
        loop {
            a = self.base[a];
            self.seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if self.seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    fn find_path(&mut self, root: usize) -> usize {
        let n = self.active.len();
        let edge = self.edge;
        self.used.iter_mut().for_each(|u| *u = false);
        self.parent.iter_mut().for_each(|p| *p = NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push(root);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for to in 0..n {
                if !self.active[to]
                    || to == v
                    || self.base[v] == self.base[to]
                    || self.mate[v] == to
                    || !edge(v, to)
                {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let cur = self.lca(v, to);
                    self.blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(v, cur, to);
                    self.mark_path(to, cur, v);
                    for i in 0..n {
                        if self.active[i] && self.blossom[self.base[i]] {
                            self.base[i] = cur;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return to;
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    self.queue.push(next);
                }
            }
        }
        NONE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[(usize, usize)]) -> impl Fn(usize, usize) -> bool + '_ {
        move |a, b| edges.contains(&(a, b)) || edges.contains(&(b, a))
    }

    #[test]
    fn perfect_matchings() {
        // A triangle with a tail: 0-1-2-0, 2-3: perfect matching 0-1, 2-3.
        let g = [(0, 1), (1, 2), (2, 0), (2, 3)];
        assert!(Matching::perfect(4, &graph(&g)).is_some());
        // A star: no perfect matching.
        assert!(Matching::perfect(4, &graph(&[(0, 1), (0, 2), (0, 3)])).is_none());
        // Two triangles joined by one edge (needs a blossom): 6 vertices, perfect.
        let g = [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (2, 3)];
        assert!(Matching::perfect(6, &graph(&g)).is_some());
        // A 5-cycle plus a pendant vertex on vertex 0.
        let g = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 5)];
        assert!(Matching::perfect(6, &graph(&g)).is_some());
        assert!(Matching::perfect(3, &graph(&[(0, 1), (1, 2)])).is_none());
    }

    #[test]
    fn pairs_are_taken_only_when_the_rest_stays_pairable() {
        // The 6-cycle 0-1-2-3-4-5-0, matched 0-1, 2-3, 4-5: taking 0-5 leaves 1 and 4
        // unmatched and not adjacent, joined by the path 1-2=3-4.
        let six = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)];
        let edge = graph(&six);
        let mut m = Matching::perfect(6, &edge).unwrap();
        assert!(m.take_pair(0, 5));
        assert!(m.take_pair(1, 2));
        assert!(m.take_pair(3, 4));
        // The 8-cycle with the chord 0-4: taking 0-7 needs the path 1-2=3-4=5-6 (the blossom
        // search); taking 0-4 would leave two groups of three.
        let eight = [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 5),
            (5, 6),
            (6, 7),
            (7, 0),
            (0, 4),
        ];
        let edge = graph(&eight);
        let mut m = Matching::perfect(8, &edge).unwrap();
        assert!(!m.take_pair(0, 4));
        assert!(m.take_pair(0, 7));
        assert!(!m.take_pair(2, 3));
        assert!(m.take_pair(1, 2));
        assert!(m.take_pair(3, 4));
        assert!(m.take_pair(5, 6));
    }
}
