//! The computer's own clock: how long to think about one move, from its remaining time and
//! what its time control gives back per move (docs/CLOCKS.md).
//!
//! The budget has a soft limit (no new iteration starts after it) and a hard limit (the
//! search stops there, mid-iteration, with the best move found so far). Both shrink with the
//! remaining time, so a side short of time plays faster and weaker instead of freezing; the
//! hard limit keeps [`MOVE_OVERHEAD_MS`] in hand and is at most a third of what is left, so a
//! normal game is never lost on time.

use tobit_clock::{Mode, SideControl};

/// Time kept in hand for what happens around the search (sending the move, the page's
/// bookkeeping, timer jitter).
pub const MOVE_OVERHEAD_MS: u64 = 50;

/// The number of moves the remaining time is shared over (the game is assumed to go on).
pub const MOVES_TO_GO: u64 = 30;

/// Time never shared out: kept for moves played at once (their overhead) when time is short,
/// so a long sudden-death game does not run its clock down to nothing by thinking.
pub const RESERVE_MS: u64 = 1_000;

/// The hard limit is at most this many times the soft limit...
const HARD_PER_SOFT: u64 = 4;
/// ...and at most this fraction (1 / n) of the time that can be used before the flag falls.
const HARD_SHARE: u64 = 3;

/// How long one move may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// No new iteration of the search starts after this many milliseconds.
    pub soft_ms: u64,
    /// The search stops after this many milliseconds.
    pub hard_ms: u64,
}

/// The budget of a move with `remaining_ms` on the clock under `control`.
///
/// What is given back per move (the increment, or a delay, during which a move costs nothing)
/// is spent at one half (a search often runs past its soft limit to finish an iteration); the
/// rest of the time, less [`RESERVE_MS`], is shared over [`MOVES_TO_GO`] moves. A simple delay also lengthens the
/// time before the flag falls, the other modes do not (the increment and the Bronstein refund
/// come only after the move).
pub fn time_budget(control: &SideControl, remaining_ms: u64) -> TimeBudget {
    let (until_flag, back) = match control.mode {
        Mode::SuddenDeath => (remaining_ms, 0),
        Mode::Increment { ms } | Mode::Bronstein { ms } => (remaining_ms, ms),
        Mode::SimpleDelay { ms } => (remaining_ms.saturating_add(ms), ms),
    };
    let usable = until_flag.saturating_sub(MOVE_OVERHEAD_MS);
    let share = remaining_ms.saturating_sub(MOVE_OVERHEAD_MS + RESERVE_MS) / MOVES_TO_GO;
    let wanted = share.saturating_add(back / 2);
    let hard = wanted
        .saturating_mul(HARD_PER_SOFT)
        .min(usable / HARD_SHARE);
    TimeBudget {
        soft_ms: wanted.min(hard),
        hard_ms: hard,
    }
}
