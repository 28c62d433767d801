//! The pulse that shows which pieces must capture, after a player tried to move another piece
//! while a capture is compulsory: a few beats of a growing ring, then nothing. Without motion
//! (animations off, as under `prefers-reduced-motion`) the ring is shown steady at its full size
//! for as long, then taken away: no beat, no fade.

use tobit_rules::Bitboard;

/// How long the pulse lasts, in milliseconds.
pub const PULSE_MS: f64 = 1200.0;
/// How many beats it has.
const BEATS: f64 = 3.0;

/// A pulse of some points; its clock starts at the first frame that draws it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pulse {
    /// The pulsing points.
    pub points: Bitboard,
    start_ms: Option<f64>,
    steady: bool,
}

impl Pulse {
    /// A pulse of `points` that has not started; a `steady` one does not beat (its strength is
    /// 1 until it is over).
    pub fn new(points: Bitboard, steady: bool) -> Pulse {
        Pulse {
            points,
            start_ms: None,
            steady,
        }
    }

    /// Starts the clock at `now_ms` unless it has started.
    pub fn start(&mut self, now_ms: f64) {
        self.start_ms.get_or_insert(now_ms);
    }

    /// How strong the pulse is at `now_ms`, 0..1 (0 between beats; 0 before the clock starts;
    /// always 1 when steady), or `None` once it is over.
    pub fn strength(&self, now_ms: f64) -> Option<f64> {
        let steady = if self.steady { 1.0 } else { 0.0 };
        let Some(start) = self.start_ms else {
            return Some(steady);
        };
        let elapsed = now_ms - start;
        if elapsed.is_nan() || elapsed >= PULSE_MS {
            return None;
        }
        if self.steady {
            return Some(steady);
        }
        let phase = elapsed.max(0.0) / PULSE_MS * BEATS;
        // Each beat rises and falls as a smoothstep (3t² - 2t³ of a triangle wave), which looks
        // like a raised cosine without trigonometry: `cos` would add about 7 KB of libm code
        // to the page's wasm module.
        let t = 1.0 - (2.0 * phase.fract() - 1.0).abs();
        Some(t * t * (3.0 - 2.0 * t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tobit_rules::Point;

    #[test]
    fn a_pulse_beats_then_ends() {
        let points = Bitboard::from_point(Point::new(9).unwrap());
        let mut p = Pulse::new(points, false);
        assert_eq!(p.strength(123.0), Some(0.0), "waits for its first frame");
        p.start(1000.0);
        p.start(1100.0);
        assert_eq!(p.strength(1000.0), Some(0.0));
        let beat = PULSE_MS / BEATS;
        let peak = p.strength(1000.0 + beat / 2.0).unwrap();
        assert!((peak - 1.0).abs() < 1e-9, "{peak}");
        assert!(p.strength(1000.0 + beat).unwrap() < 1e-9);
        assert_eq!(p.strength(1000.0 + PULSE_MS), None);
        assert_eq!(p.strength(f64::NAN), None);
    }

    #[test]
    fn a_steady_pulse_shows_the_full_ring_until_it_ends() {
        let points = Bitboard::from_point(Point::new(9).unwrap());
        let mut p = Pulse::new(points, true);
        assert_eq!(
            p.strength(0.0),
            Some(1.0),
            "at once, before its first frame"
        );
        p.start(1000.0);
        for step in 0..12 {
            let now = 1000.0 + PULSE_MS * f64::from(step) / 12.0;
            assert_eq!(p.strength(now), Some(1.0), "at {now}");
        }
        assert_eq!(p.strength(1000.0 + PULSE_MS), None);
    }
}
