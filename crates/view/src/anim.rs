//! Move animation timelines: where the moving piece is at a given time, which jumped pieces are
//! shown faded, and how far a promotion has shown.
//!
//! A move without capture slides along its chol in one hop. A capture goes hop by hop along its
//! path; each jumped piece fades out while the capturing piece passes over it (from a quarter
//! to three quarters of that hop) and stays faded on its point until the move ends, then every
//! captured piece disappears at once (docs/RULES.md section 5). A promotion is shown
//! after the last hop, for half a hop.

use tobit_rules::{Bitboard, Move, Point};

/// The fraction of a hop (eased) at which the jumped piece starts to fade; it has faded at
/// one minus this fraction, when the capturing piece has passed it.
const FADE_START: f64 = 0.25;

/// The default duration of one hop, in milliseconds.
pub const DEFAULT_HOP_MS: f64 = 180.0;

/// The state of an animation at one instant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    /// The moving piece is on the way from this point...
    pub from: Point,
    /// ...to this point...
    pub to: Point,
    /// ...this fraction (0..1, eased) of the way.
    pub t: f64,
    /// The captured pieces jumped so far, drawn faded.
    pub faded: Bitboard,
    /// The captured piece being jumped now and how far it has faded (strictly between 0 and 1).
    pub fading: Option<(Point, f64)>,
    /// How far the promotion has shown (0 = still a hul, 1 = a tobit); 0 without promotion.
    pub promotion: f64,
    /// Whether the animation has ended (the position after the move is then drawn as is).
    pub done: bool,
}

/// The timeline of one move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveAnimation {
    path: Vec<Point>,
    jumped: Vec<Option<Point>>,
    promotes: bool,
    hop_ms: f64,
    start_ms: f64,
}

impl MoveAnimation {
    /// The animation of move `m` starting at `start_ms`, each hop lasting `hop_ms` (0 or a
    /// value that is not a positive finite number makes it instant). `promotes` says whether
    /// the moving hul becomes a tobit at the end.
    pub fn new(m: &Move, promotes: bool, hop_ms: f64, start_ms: f64) -> MoveAnimation {
        let path = m.path();
        let jumped = path
            .windows(2)
            .map(|hop| jumped_between(m.captured(), hop[0], hop[1]))
            .collect();
        MoveAnimation {
            path,
            jumped,
            promotes,
            hop_ms: if hop_ms.is_finite() && hop_ms > 0.0 {
                hop_ms
            } else {
                0.0
            },
            start_ms,
        }
    }

    /// The whole duration in milliseconds.
    pub fn duration(&self) -> f64 {
        let hops = self.jumped.len() as f64;
        let promotion = if self.promotes { 0.5 } else { 0.0 };
        self.hop_ms * (hops + promotion)
    }

    /// The state at time `now_ms`.
    pub fn frame(&self, now_ms: f64) -> Frame {
        let hops = self.jumped.len();
        let elapsed = if now_ms.is_finite() {
            now_ms - self.start_ms
        } else {
            f64::INFINITY
        };
        let done = self.hop_ms == 0.0 || elapsed >= self.duration();
        let progress = if self.hop_ms == 0.0 {
            f64::INFINITY
        } else {
            (elapsed / self.hop_ms).max(0.0)
        };
        let hop = (progress.floor() as usize).min(hops - 1);
        let t = if progress >= hops as f64 {
            1.0
        } else {
            ease(progress - hop as f64)
        };
        let fade = ((t - FADE_START) / (1.0 - 2.0 * FADE_START)).clamp(0.0, 1.0);
        let jumped_so_far = if fade >= 1.0 { hop + 1 } else { hop };
        let faded = self.jumped[..jumped_so_far]
            .iter()
            .flatten()
            .copied()
            .collect();
        let fading = self.jumped[hop]
            .filter(|_| fade > 0.0 && fade < 1.0)
            .map(|p| (p, fade));
        let promotion = if self.promotes {
            ((progress - hops as f64) * 2.0).clamp(0.0, 1.0)
        } else {
            0.0
        };
        Frame {
            from: self.path[hop],
            to: self.path[hop + 1],
            t,
            faded,
            fading,
            promotion,
            done,
        }
    }
}

/// Ease in and out (smoothstep) of a fraction 0..1.
fn ease(x: f64) -> f64 {
    let x = x.clamp(0.0, 1.0);
    x * x * (3.0 - 2.0 * x)
}

/// The captured point on the chol strictly between `a` and `b`, if any.
pub(super) fn jumped_between(captured: Bitboard, a: Point, b: Point) -> Option<Point> {
    let between = |v: u8, x: u8, y: u8| v > x.min(y) && v < x.max(y);
    captured.into_iter().find(|c| {
        (c.row() == a.row() && a.row() == b.row() && between(c.col(), a.col(), b.col()))
            || (c.col() == a.col() && a.col() == b.col() && between(c.row(), a.row(), b.row()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tobit_rules::{fen, Position};

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    fn capture_9x23x36() -> Move {
        let pos: Position = fen::parse("W:W9:B16,24,30").unwrap();
        *pos.legal_moves()
            .iter()
            .find(|m| m.to_string() == "9x23x36")
            .unwrap()
    }

    #[test]
    fn a_step_slides_in_one_hop() {
        let m = Position::start().legal_moves()[0];
        let a = MoveAnimation::new(&m, false, 100.0, 1000.0);
        assert_eq!(a.duration(), 100.0);
        let f = a.frame(1000.0);
        assert_eq!((f.from, f.to, f.t, f.done), (m.from(), m.to(), 0.0, false));
        let mid = a.frame(1050.0);
        assert!((mid.t - 0.5).abs() < 1e-9);
        let end = a.frame(1100.0);
        assert!(end.done && end.t == 1.0 && end.faded.is_empty());
    }

    #[test]
    fn a_capture_goes_hop_by_hop_and_fades_each_jumped_piece_as_it_is_jumped() {
        let m = capture_9x23x36();
        let a = MoveAnimation::new(&m, true, 100.0, 0.0);
        assert_eq!(a.duration(), 250.0);
        let first = a.frame(20.0);
        assert_eq!((first.from, first.to), (pt(9), pt(23)));
        assert!(first.faded.is_empty());
        let after_first_jump = a.frame(80.0);
        assert_eq!(after_first_jump.faded, Bitboard::from_point(pt(16)));
        let second = a.frame(130.0);
        assert_eq!((second.from, second.to), (pt(23), pt(36)));
        assert_eq!(second.faded, Bitboard::from_point(pt(16)));
        let landed = a.frame(220.0);
        assert_eq!(landed.faded, m.captured());
        assert!(!landed.done && landed.t == 1.0 && landed.to == pt(36));
        assert!(landed.promotion > 0.0 && landed.promotion < 1.0);
        let end = a.frame(250.0);
        assert!(end.done && end.promotion == 1.0);
    }

    #[test]
    fn a_jumped_piece_fades_gradually_as_the_capturing_piece_passes_it() {
        let m = capture_9x23x36();
        let a = MoveAnimation::new(&m, false, 100.0, 0.0);
        let mut last = 0.0;
        for ms in (0..100).step_by(5) {
            let f = a.frame(f64::from(ms));
            let fade = match (f.fading, f.faded.contains(pt(16))) {
                (Some((p, x)), false) => {
                    assert_eq!(p, pt(16));
                    assert!(x > 0.0 && x < 1.0);
                    x
                }
                (None, true) => 1.0,
                (None, false) => 0.0,
                (Some(_), true) => panic!("{ms} ms: both fading and faded"),
            };
            assert!(fade >= last, "{ms} ms: the fade never goes back");
            last = fade;
        }
        let start = a.frame(10.0);
        assert!(
            start.fading.is_none() && start.faded.is_empty(),
            "untouched at first"
        );
        let mid = a
            .frame(50.0)
            .fading
            .expect("half way over it, the piece is fading");
        assert!((mid.1 - 0.5).abs() < 1e-9);
        assert_eq!(a.frame(95.0).faded, Bitboard::from_point(pt(16)));
        let second = a.frame(150.0);
        assert_eq!(second.fading.map(|(p, _)| p), Some(pt(30)));
    }

    #[test]
    fn zero_duration_is_instant() {
        let m = capture_9x23x36();
        for hop in [0.0, -5.0, f64::NAN] {
            let a = MoveAnimation::new(&m, true, hop, 0.0);
            let f = a.frame(0.0);
            assert!(f.done && f.to == pt(36) && f.promotion == 1.0, "{hop}");
            assert_eq!(f.faded, m.captured());
        }
    }

    #[test]
    fn a_frame_before_the_start_shows_the_piece_at_home() {
        let m = capture_9x23x36();
        let f = MoveAnimation::new(&m, false, 100.0, 500.0).frame(0.0);
        assert_eq!((f.from, f.t, f.done, f.promotion), (pt(9), 0.0, false, 0.0));
    }
}
