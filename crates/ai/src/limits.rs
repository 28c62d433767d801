//! What bounds a search: depth, nodes, move time, a level, and a stop flag; and the clock that
//! measures the time.
//!
//! Reading the time: `std::time::Instant` panics on wasm32-unknown-unknown, so the search never
//! calls it directly: it reads a [`Clock`], a plain function returning milliseconds. Natively
//! the default clock is based on `Instant`; on wasm there is no default clock (the web layer
//! passes `js_sys::Date::now`), and without one a move-time limit cannot be measured, so only
//! the depth, node and stop limits apply there.

use super::time_budget::TimeBudget;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Limits of one search. Every limit left `None` is unbounded; with no limit at all the search
/// runs to [`MAX_DEPTH`] (or until the stop flag is raised). A `level` sets the limits of that
/// level (see [`super::levels`]) and takes precedence over `depth`, `nodes` and `movetime_ms`.
/// A `budget` (the computer playing on a game clock) replaces the move time, the level's
/// included: the search stops at its hard limit and starts no iteration after its soft limit.
#[derive(Clone, Default)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// The most nodes to visit.
    pub nodes: Option<u64>,
    /// The time to spend, in milliseconds (no new iteration starts after half of it). Without
    /// a clock (see [`Clock`]) it becomes a
    /// budget of [`NODES_PER_MS_WITHOUT_CLOCK`] nodes per millisecond.
    pub movetime_ms: Option<u64>,
    /// A playing level 1..=8.
    pub level: Option<u8>,
    /// The time budget of a move on a game clock (see [`super::time_budget`]).
    pub budget: Option<TimeBudget>,
    /// Raised from outside to stop the search; the best move found so far is returned.
    pub stop: Option<Arc<AtomicBool>>,
    /// The clock that times the search; `None` uses the platform default.
    pub clock: Option<Clock>,
    /// Seed of the deliberate choices of the low levels (a game's seed: mixed with each
    /// position's hash, so the same seed replays the same game); `None` derives it from the
    /// position alone, so a level plays the same move in the same position.
    pub seed: Option<u64>,
}

/// Nodes per millisecond of move time when there is no clock to read.
pub const NODES_PER_MS_WITHOUT_CLOCK: u64 = 2_000;

/// The deepest iteration the search ever starts, and the largest `depth` limit accepted.
pub const MAX_DEPTH: u32 = 64;

/// The largest `nodes` limit accepted from outside (the JS API): about half a minute of search
/// in the browser.
pub const MAX_NODES: u64 = 100_000_000;

/// The largest `movetime_ms` limit accepted from outside (the JS API): one minute.
pub const MAX_MOVETIME_MS: u64 = 60_000;

impl Limits {
    /// Limits of a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Limits of a fixed node count.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Limits of a fixed move time in milliseconds.
    pub fn movetime(ms: u64) -> Limits {
        Limits {
            movetime_ms: Some(ms),
            ..Limits::default()
        }
    }

    /// The limits of a level 1..=8.
    pub fn level(level: u8) -> Limits {
        Limits {
            level: Some(level),
            ..Limits::default()
        }
    }
}

/// A clock: the current time in milliseconds from an arbitrary origin.
pub type Clock = fn() -> f64;

/// The default clock of this platform, if it has one.
pub fn default_clock() -> Option<Clock> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(native_now_ms)
    }
    #[cfg(target_arch = "wasm32")]
    {
        None
    }
}

/// Milliseconds since the first call, measured with `Instant`.
#[cfg(not(target_arch = "wasm32"))]
fn native_now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}
