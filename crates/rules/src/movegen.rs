//! Legal move generation (docs/RULES.md sections 4 and 5) on bitboards.
//!
//! Generation writes into a [`MoveSink`], so the same code fills a move list or only counts
//! (bulk perft). Captures are compulsory: when the side to move has one, only capture moves
//! are generated.

use super::tables::{ray_until, shift_back_unchecked, shift_unchecked, step, JUMP_FROM};
use super::{Bitboard, Direction, Move, Point, Position, MAX_JUMPS};

/// Receives generated moves.
pub trait MoveSink {
    /// Moves without capture from `from` to each point of `targets`.
    fn slides(&mut self, from: Point, targets: Bitboard);
    /// Hul steps: each point of `targets` is reached by one step in `dir` from its neighbour.
    fn steps(&mut self, targets: Bitboard, dir: Direction);
    /// One complete capture move.
    fn capture(&mut self, from: Point, landings: &[Point], captured: Bitboard);
}

impl MoveSink for Vec<Move> {
    fn slides(&mut self, from: Point, targets: Bitboard) {
        self.extend(targets.into_iter().map(|to| Move::quiet(from, to)));
    }

    fn steps(&mut self, targets: Bitboard, dir: Direction) {
        self.extend(
            targets
                .into_iter()
                .map(|to| Move::quiet(to.step_back(dir), to)),
        );
    }

    fn capture(&mut self, from: Point, landings: &[Point], captured: Bitboard) {
        self.push(Move::capture(from, landings, captured));
    }
}

/// Counts moves without storing them.
#[derive(Default)]
pub struct MoveCounter(pub u64);

impl MoveSink for MoveCounter {
    #[inline]
    fn slides(&mut self, _from: Point, targets: Bitboard) {
        self.0 += targets.count() as u64;
    }

    #[inline]
    fn steps(&mut self, targets: Bitboard, _dir: Direction) {
        self.0 += targets.count() as u64;
    }

    #[inline]
    fn capture(&mut self, _from: Point, _landings: &[Point], _captured: Bitboard) {
        self.0 += 1;
    }
}

/// The hullar of `huls` that can jump in `dir`: over a piece of `targets` onto a point of
/// `empty`, all on one chol.
#[inline(always)]
fn hul_jumps(huls: u64, dir: Direction, targets: u64, empty: u64) -> u64 {
    huls & JUMP_FROM[dir.index()].0
        & shift_back_unchecked(targets, dir, 1)
        & shift_back_unchecked(empty, dir, 2)
}

impl Position {
    /// Every legal move in this position.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(32);
        self.generate(&mut moves);
        moves
    }

    /// The number of legal moves, counted without building them.
    #[inline(always)]
    pub fn count_moves(&self) -> u64 {
        let mut counter = MoveCounter::default();
        self.generate(&mut counter);
        counter.0
    }

    /// Whether the side to move must capture.
    pub fn has_capture(&self) -> bool {
        self.capturers().any()
    }

    /// The pieces of the side to move that can capture.
    #[inline]
    pub fn capturers(&self) -> Bitboard {
        let [up, down, left, right] = self.hul_jumpers();
        Bitboard(up | down | left | right) | self.tobit_capturers()
    }

    /// For each direction, the hullar of the side to move that can jump in it.
    #[inline(always)]
    fn hul_jumpers(&self) -> [u64; 4] {
        let us = self.pieces(self.side());
        let them = self.pieces(self.side().opponent()).0;
        let empty = (!self.occupied()).0;
        let huls = (us & !self.tobits()).0;
        Direction::ALL.map(|dir| hul_jumps(huls, dir, them, empty))
    }

    /// The tobits of the side to move that can capture.
    #[inline(always)]
    fn tobit_capturers(&self) -> Bitboard {
        let tobits = self.pieces(self.side()) & self.tobits();
        if tobits.is_empty() {
            return tobits;
        }
        tobits
            .into_iter()
            .filter(|&t| CaptureContext::new(self, t).tobit_can_jump(t, Bitboard::EMPTY))
            .collect()
    }

    /// Generates every legal move into a sink.
    #[inline(always)]
    pub fn generate<S: MoveSink>(&self, sink: &mut S) {
        let jumpers = self.hul_jumpers();
        let tobit_capturers = self.tobit_capturers();
        if (jumpers[0] | jumpers[1] | jumpers[2] | jumpers[3]) != 0 || tobit_capturers.any() {
            let them = self.pieces(self.side().opponent()).0;
            for (dir, from_set) in Direction::ALL.into_iter().zip(jumpers) {
                for from in Bitboard(from_set) {
                    let here = Bitboard::from_point(from).0;
                    let victim = shift_unchecked(here, dir, 1);
                    let land = shift_unchecked(here, dir, 2);
                    let landing = Point::from_cell(land.trailing_zeros() as u8);
                    // Most captures are single jumps: settle those without a search.
                    let empty = (!self.occupied()).0 | here;
                    let live = them & !victim;
                    let onward = Direction::ALL
                        .iter()
                        .fold(0, |acc, &d| acc | hul_jumps(land, d, live, empty));
                    if onward == 0 {
                        sink.capture(from, &[landing], Bitboard(victim));
                    } else {
                        let mut ctx = CaptureContext::new(self, from);
                        ctx.path[0] = landing;
                        ctx.hul_search(sink, landing, Bitboard(victim), 1);
                    }
                }
            }
            for from in tobit_capturers {
                CaptureContext::new(self, from).tobit_search(sink, from, Bitboard::EMPTY, 0);
            }
            return;
        }
        let us = self.pieces(self.side());
        let empty = !self.occupied();
        let huls = us & !self.tobits();
        for dir in Direction::hul_steps(self.side()) {
            sink.steps(step(huls, dir) & empty, dir);
        }
        let tobits = us & self.tobits();
        if tobits.any() {
            let occupied = self.occupied();
            for t in tobits {
                let mut targets = Bitboard::EMPTY;
                for dir in Direction::ALL {
                    targets |= ray_until(t, dir, occupied).0;
                }
                sink.slides(t, targets);
            }
        }
    }
}

/// The state of one capture search: the board as it stands during the move.
struct CaptureContext {
    /// Opponent pieces (captured ones stay here: they block until the move ends).
    them: Bitboard,
    /// Every occupied point except the capturing piece's start point.
    occupied: Bitboard,
    /// Start point of the capturing piece.
    from: Point,
    /// Landing points so far.
    path: [Point; MAX_JUMPS],
}

impl CaptureContext {
    #[inline]
    fn new(pos: &Position, from: Point) -> CaptureContext {
        CaptureContext {
            them: pos.pieces(pos.side().opponent()),
            occupied: pos.occupied().without(from),
            from,
            path: [from; MAX_JUMPS],
        }
    }

    /// The opponent piece a tobit on `at` can jump in `dir`, and the empty points beyond it.
    #[inline]
    fn tobit_jump(
        &self,
        at: Point,
        dir: Direction,
        captured: Bitboard,
    ) -> Option<(Point, Bitboard)> {
        let (_, hit) = ray_until(at, dir, self.occupied);
        let victim = hit?;
        if !self.them.contains(victim) || captured.contains(victim) {
            return None;
        }
        let (beyond, _) = ray_until(victim, dir, self.occupied);
        beyond.any().then_some((victim, beyond))
    }

    /// Whether a tobit on `at` has any jump.
    #[inline]
    fn tobit_can_jump(&self, at: Point, captured: Bitboard) -> bool {
        Direction::ALL
            .iter()
            .any(|&d| self.tobit_jump(at, d, captured).is_some())
    }

    /// Extends a tobit's capture from `at` (after `depth` jumps) in every legal way.
    fn tobit_search<S: MoveSink>(
        &mut self,
        sink: &mut S,
        at: Point,
        captured: Bitboard,
        depth: usize,
    ) {
        let mut jumped = false;
        for dir in Direction::ALL {
            let Some((victim, beyond)) = self.tobit_jump(at, dir, captured) else {
                continue;
            };
            jumped = true;
            let taken = captured.with(victim);
            let mut onward = Bitboard::EMPTY;
            for l in beyond {
                if self.tobit_can_jump(l, taken) {
                    onward = onward.with(l);
                }
            }
            if onward.any() {
                for l in onward {
                    self.path[depth] = l;
                    self.tobit_search(sink, l, taken, depth + 1);
                }
            } else {
                for l in beyond {
                    self.path[depth] = l;
                    sink.capture(self.from, &self.path[..=depth], taken);
                }
            }
        }
        if !jumped && depth > 0 {
            sink.capture(self.from, &self.path[..depth], captured);
        }
    }

    /// Extends a hul's capture from `at` (after `depth >= 1` jumps) in every legal way.
    fn hul_search<S: MoveSink>(
        &mut self,
        sink: &mut S,
        at: Point,
        captured: Bitboard,
        depth: usize,
    ) {
        let here = Bitboard::from_point(at).0;
        let live = (self.them & !captured).0;
        let empty = (!self.occupied).0;
        let mut jumped = false;
        for dir in Direction::ALL {
            if hul_jumps(here, dir, live, empty) != 0 {
                jumped = true;
                let victim = Bitboard(shift_unchecked(here, dir, 1));
                let landing =
                    Point::from_cell(shift_unchecked(here, dir, 2).trailing_zeros() as u8);
                self.path[depth] = landing;
                self.hul_search(sink, landing, captured | victim, depth + 1);
            }
        }
        if !jumped {
            sink.capture(self.from, &self.path[..depth], captured);
        }
    }
}
