//! Edmonds' blossom algorithm: whether a graph has a perfect matching. The pairing search
//! uses it to know at once that no legal pairing exists, and to prune its backtracking when
//! a search runs long, so that it is complete and never exponential.

const NONE: usize = usize::MAX;

/// The size of a maximum matching of the graph given by its adjacency lists.
pub fn maximum_matching(adj: &[Vec<usize>]) -> usize {
    let n = adj.len();
    let mut m = Matcher {
        adj,
        mate: vec![NONE; n],
        parent: vec![NONE; n],
        base: (0..n).collect(),
        used: vec![false; n],
        blossom: vec![false; n],
        queue: Vec::new(),
    };
    // Greedy start.
    for (v, neighbours) in adj.iter().enumerate() {
        if m.mate[v] == NONE {
            if let Some(&u) = neighbours.iter().find(|&&u| m.mate[u] == NONE && u != v) {
                m.mate[v] = u;
                m.mate[u] = v;
            }
        }
    }
    for v in 0..n {
        if m.mate[v] == NONE {
            let mut w = m.find_path(v);
            while w != NONE {
                let pv = m.parent[w];
                let ppv = m.mate[pv];
                m.mate[w] = pv;
                m.mate[pv] = w;
                w = ppv;
            }
        }
    }
    m.mate.iter().filter(|&&x| x != NONE).count() / 2
}

/// Whether every vertex can be matched.
pub fn has_perfect_matching(adj: &[Vec<usize>]) -> bool {
    adj.len().is_multiple_of(2) && maximum_matching(adj) * 2 == adj.len()
}

struct Matcher<'a> {
    adj: &'a [Vec<usize>],
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    queue: Vec<usize>,
}

impl Matcher<'_> {
    fn lca(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.adj.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
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
        let n = self.adj.len();
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
            for &to in &self.adj[v] {
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let cur = self.lca(v, to);
                    self.blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(v, cur, to);
                    self.mark_path(to, cur, v);
                    for i in 0..n {
                        if self.blossom[self.base[i]] {
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

    fn graph(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a].push(b);
            adj[b].push(a);
        }
        adj
    }

    #[test]
    fn small_graphs() {
        // A triangle with a tail: 0-1-2-0, 2-3: perfect matching 0-1, 2-3.
        assert!(has_perfect_matching(&graph(
            4,
            &[(0, 1), (1, 2), (2, 0), (2, 3)]
        )));
        // A star: no perfect matching.
        assert!(!has_perfect_matching(&graph(4, &[(0, 1), (0, 2), (0, 3)])));
        // Two triangles joined by one edge (needs a blossom): 6 vertices, perfect.
        let g = graph(6, &[(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (2, 3)]);
        assert!(has_perfect_matching(&g));
        // A 5-cycle plus a pendant vertex on vertex 0.
        let g = graph(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 5)]);
        assert!(has_perfect_matching(&g));
        assert_eq!(maximum_matching(&graph(3, &[(0, 1), (1, 2)])), 1);
    }
}
