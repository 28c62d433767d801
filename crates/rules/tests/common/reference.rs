//! A deliberately simple second move generator, written straight from docs/RULES.md sections 2-6:
//! points are numbers, the board is an array indexed by point number, neighbours come from
//! (column, row) coordinates, captures are found by plain recursion over a copied board.
//! It shares nothing with the engine's bitboards, so agreeing with it is evidence.

#![allow(dead_code)] // each test file uses a different part of it

use tobit_rules::{Color, Kind, Point, Position};

/// What stands on a point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Man {
    pub white: bool,
    pub tobit: bool,
}

/// A board: `squares[n]` is the piece on point n (index 0 unused) and whose turn it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    pub squares: [Option<Man>; 39],
    pub white_to_move: bool,
}

/// A move as the rules describe it: every point the piece stands on, and the points it takes.
#[derive(Clone, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub struct RefMove {
    pub path: Vec<u8>,
    pub captured: Vec<u8>,
}

impl RefMove {
    /// docs/RULES.md section 8 notation.
    pub fn notation(&self) -> String {
        let sep = if self.captured.is_empty() { "-" } else { "x" };
        self.path
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(sep)
    }
}

/// (column, row) of point n, from the diagram of section 2.
pub fn coords(n: u8) -> (i8, i8) {
    match n {
        1..=5 => (n as i8, 0),
        6..=33 => (((n - 6) % 7) as i8, ((n - 6) / 7 + 1) as i8),
        34..=38 => ((n - 33) as i8, 5),
        _ => panic!("no point {n}"),
    }
}

/// The point at (column, row), if there is one.
pub fn point_at(col: i8, row: i8) -> Option<u8> {
    (1..=38).find(|&n| coords(n) == (col, row))
}

/// The four directions as (column change, row change): up, down, left, right.
pub const DIRS: [(i8, i8); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];

/// The neighbour of point n along a chol in direction d. Vertical chols are columns 1..5,
/// horizontal chols are rows 1..4; both points must lie on the same chol.
pub fn neighbour(n: u8, (dc, dr): (i8, i8)) -> Option<u8> {
    let (c, r) = coords(n);
    let on_chol = if dc == 0 {
        (1..=5).contains(&c)
    } else {
        (1..=4).contains(&r)
    };
    if !on_chol {
        return None;
    }
    point_at(c + dc, r + dr)
}

impl Board {
    /// The board of an engine position (input conversion only).
    pub fn from_position(pos: &Position) -> Board {
        let mut squares = [None; 39];
        for n in 1..=38u8 {
            squares[n as usize] = pos.piece_at(Point::new(n).unwrap()).map(|p| Man {
                white: p.color == Color::White,
                tobit: p.kind == Kind::Tobit,
            });
        }
        Board {
            squares,
            white_to_move: pos.side() == Color::White,
        }
    }

    fn at(&self, n: u8) -> Option<Man> {
        self.squares[n as usize]
    }

    fn is_enemy(&self, n: u8) -> bool {
        matches!(self.at(n), Some(m) if m.white != self.white_to_move)
    }

    /// Every legal move: captures only if any piece can capture (section 5), else steps/slides.
    pub fn legal_moves(&self) -> Vec<RefMove> {
        let mut captures = Vec::new();
        for s in 1..=38u8 {
            match self.at(s) {
                Some(m) if m.white == self.white_to_move => {
                    let mut board = self.clone();
                    board.squares[s as usize] = None; // the start point is empty from the first jump
                    board.extend(m.tobit, &mut vec![s], &mut Vec::new(), &mut captures);
                }
                _ => {}
            }
        }
        if !captures.is_empty() {
            return captures;
        }
        let mut quiet = Vec::new();
        for s in 1..=38u8 {
            let Some(m) = self.at(s) else { continue };
            if m.white != self.white_to_move {
                continue;
            }
            for d in DIRS {
                let backward = if self.white_to_move {
                    d == (0, -1)
                } else {
                    d == (0, 1)
                };
                if !m.tobit && backward {
                    continue;
                }
                let mut at = s;
                while let Some(next) = neighbour(at, d) {
                    if self.at(next).is_some() {
                        break;
                    }
                    quiet.push(RefMove {
                        path: vec![s, next],
                        captured: vec![],
                    });
                    if !m.tobit {
                        break;
                    }
                    at = next;
                }
            }
        }
        quiet
    }

    /// The single jumps from the last point of `path`: (captured point, landing points).
    fn jumps(&self, tobit: bool, at: u8, jumped: &[u8]) -> Vec<(u8, Vec<u8>)> {
        let mut found = Vec::new();
        for d in DIRS {
            let mut p = neighbour(at, d);
            if tobit {
                while let Some(q) = p {
                    if self.at(q).is_some() {
                        break;
                    }
                    p = neighbour(q, d);
                }
            }
            let Some(victim) = p else { continue };
            if !self.is_enemy(victim) || jumped.contains(&victim) {
                continue;
            }
            let mut landings = Vec::new();
            let mut q = neighbour(victim, d);
            while let Some(l) = q {
                if self.at(l).is_some() {
                    break;
                }
                landings.push(l);
                if !tobit {
                    break;
                }
                q = neighbour(l, d);
            }
            if !landings.is_empty() {
                found.push((victim, landings));
            }
        }
        found
    }

    /// Continues a capture from the end of `path`, pushing every complete capture move.
    fn extend(
        &self,
        tobit: bool,
        path: &mut Vec<u8>,
        jumped: &mut Vec<u8>,
        out: &mut Vec<RefMove>,
    ) {
        let at = *path.last().unwrap();
        let jumps = self.jumps(tobit, at, jumped);
        if jumps.is_empty() {
            if !jumped.is_empty() {
                let mut captured = jumped.clone();
                captured.sort();
                out.push(RefMove {
                    path: path.clone(),
                    captured,
                });
            }
            return;
        }
        for (victim, landings) in jumps {
            jumped.push(victim);
            // A tobit must land where it can jump again, if any landing allows it.
            let onward: Vec<u8> = landings
                .iter()
                .copied()
                .filter(|&l| !self.jumps(tobit, l, jumped).is_empty())
                .collect();
            let chosen = if onward.is_empty() { landings } else { onward };
            for l in chosen {
                path.push(l);
                self.extend(tobit, path, jumped, out);
                path.pop();
            }
            jumped.pop();
        }
    }

    /// The board after a legal move: captured pieces leave, a hul ending on the opponent's
    /// home endpoints becomes a tobit (section 6), the turn passes.
    pub fn play(&self, m: &RefMove) -> Board {
        let mut b = self.clone();
        let from = m.path[0];
        let to = *m.path.last().unwrap();
        let mut man = b.squares[from as usize]
            .take()
            .expect("a piece on the start point");
        for &c in &m.captured {
            b.squares[c as usize] = None;
        }
        let promotion_row = if man.white { 5 } else { 0 };
        if coords(to).1 == promotion_row {
            man.tobit = true;
        }
        b.squares[to as usize] = Some(man);
        b.white_to_move = !b.white_to_move;
        b
    }

    /// Perft by making every move (section 10).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal_moves()
            .iter()
            .map(|m| self.play(m).perft(depth - 1))
            .sum()
    }
}
