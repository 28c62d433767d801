//! The game clock: two countdowns, one turn at a time, driven by the times the caller gives.
//!
//! The clock never reads a time itself: every operation takes `now`, a number of milliseconds
//! from any origin that never goes back (the page passes `performance.now()`, the CLI an
//! `Instant`, the tests plain numbers). A `now` earlier than one already seen counts as no time
//! passing.
//!
//! A turn: the side's time starts running with [`GameClock::start_turn`] (when the opponent's
//! move is complete, after its animation) and stops with [`GameClock::end_turn`] (when the
//! side's own move is made), which applies the increment or the Bronstein delay. Between the two
//! no clock runs. Pausing stops the running time; turns may still end and start while paused,
//! and nothing runs until [`GameClock::resume`].
//!
//! **Flag fall at zero.** Remaining times are whole milliseconds. A side whose remaining time
//! has reached exactly 0 has lost on time: a move must be completed while at least 1 ms is
//! left. Once a flag has fallen the clock stops for good.

use super::{ClockError, Mode, SideControl, TimeControl};
use tobit_rules::tree::ClockStamp;
use tobit_rules::Color;

/// Something the clock reports once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockEvent {
    /// This side's remaining time went under its low-time threshold (reported once per side
    /// per game).
    LowTime(Color),
    /// This side's time ran out: it has lost on time.
    Flag(Color),
}

/// The turn under way: whose it is and how much time it has used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Turn {
    /// The side whose turn it is.
    pub(super) side: Color,
    /// Time the turn used up to `since` (or up to the pause).
    pub(super) used_ms: u64,
    /// When the time started running again; `None` while paused.
    pub(super) since: Option<u64>,
}

/// A game clock (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameClock {
    pub(super) control: TimeControl,
    /// Each side's time at the start of its current turn, or now when it is not its turn.
    pub(super) remaining: [u64; 2],
    pub(super) turn: Option<Turn>,
    pub(super) paused: bool,
    pub(super) flagged: Option<Color>,
    /// Whether each side's low-time cue has been reported.
    pub(super) low_time_told: [bool; 2],
    /// The latest `now` seen: time never goes back.
    pub(super) latest: u64,
}

/// What one turn cost: the time it used and what its clock showed after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnTime {
    /// The side that moved.
    pub side: Color,
    /// How long the turn lasted (pauses excluded), in milliseconds.
    pub used_ms: u64,
    /// The side's remaining time after the move, increment or delay applied.
    pub remaining_ms: u64,
}

impl GameClock {
    /// A clock at the starting times of `control`, not running and not paused.
    pub fn new(control: TimeControl) -> GameClock {
        GameClock {
            control,
            remaining: [control.white.initial_ms, control.black.initial_ms],
            turn: None,
            paused: false,
            flagged: None,
            low_time_told: [false; 2],
            latest: 0,
        }
    }

    /// The time control.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The side whose time is running now (none between turns, while paused, or after a flag).
    pub fn running(&self) -> Option<Color> {
        let turn = self.turn?;
        (turn.since.is_some() && self.flagged.is_none()).then_some(turn.side)
    }

    /// The side whose turn is under way, running or paused.
    pub fn turn(&self) -> Option<Color> {
        self.turn.map(|t| t.side)
    }

    /// Whether the clock is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The side that lost on time, if a flag has fallen.
    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// Whether the low-time cue of `side` has been reported.
    pub fn low_time_told(&self, side: Color) -> bool {
        self.low_time_told[side.index()]
    }

    /// The remaining time of `side` at `now`, in milliseconds (0 once its flag has fallen).
    pub fn remaining(&self, side: Color, now: u64) -> u64 {
        match self.turn {
            Some(turn) if turn.side == side => {
                let used = self.used(turn, now);
                self.remaining[side.index()].saturating_sub(self.charged(side, used))
            }
            _ => self.remaining[side.index()],
        }
    }

    /// Starts `side`'s turn at `now`: its time runs from now on (unless the clock is paused).
    /// Refused after a flag fall and while another turn is under way.
    pub fn start_turn(&mut self, side: Color, now: u64) -> Result<(), ClockError> {
        self.check_not_flagged()?;
        if let Some(turn) = self.turn {
            return Err(ClockError::TurnUnderWay(turn.side));
        }
        let now = self.see(now);
        self.turn = Some(Turn {
            side,
            used_ms: 0,
            since: (!self.paused).then_some(now),
        });
        Ok(())
    }

    /// Ends the turn under way at `now` (its side has moved): its time stops, and the
    /// increment or the Bronstein delay is added. If its time ran out at or before `now`, the
    /// move came too late: the flag falls and the error is [`ClockError::Flagged`].
    pub fn end_turn(&mut self, now: u64) -> Result<TurnTime, ClockError> {
        self.check_not_flagged()?;
        let turn = self.turn.ok_or(ClockError::NoTurn)?;
        let now = self.see(now);
        if self.remaining(turn.side, now) == 0 {
            self.flagged = Some(turn.side);
            return Err(ClockError::Flagged(turn.side));
        }
        let used = self.used(turn, now);
        let side = self.control.side(turn.side);
        let index = turn.side.index();
        let after = self.remaining[index] - self.charged(turn.side, used);
        self.remaining[index] = after.saturating_add(given_back(side, used));
        self.turn = None;
        Ok(TurnTime {
            side: turn.side,
            used_ms: used,
            remaining_ms: self.remaining[index],
        })
    }

    /// Pauses at `now`: the running time stops. Pausing a paused clock changes nothing.
    pub fn pause(&mut self, now: u64) {
        let now = self.see(now);
        if let Some(turn) = self.turn.as_mut() {
            if let Some(since) = turn.since.take() {
                turn.used_ms = turn.used_ms.saturating_add(now.saturating_sub(since));
            }
        }
        self.paused = true;
    }

    /// Resumes at `now`: the turn under way runs again. Resuming a running clock changes
    /// nothing.
    pub fn resume(&mut self, now: u64) {
        let now = self.see(now);
        if let Some(turn) = self.turn.as_mut() {
            turn.since.get_or_insert(now);
        }
        self.paused = false;
    }

    /// Adds `ms` to `side`'s time; only while paused and before a flag fall.
    pub fn add_time(&mut self, side: Color, ms: u64) -> Result<(), ClockError> {
        self.check_not_flagged()?;
        if !self.paused {
            return Err(ClockError::NotPaused);
        }
        let time = &mut self.remaining[side.index()];
        *time = time.saturating_add(ms);
        Ok(())
    }

    /// What happened by `now`: each low-time cue once per side, then the flag fall of the side
    /// whose time ran out (once; afterwards the clock is stopped for good). Call it as often as
    /// the display refreshes.
    pub fn poll(&mut self, now: u64) -> Vec<ClockEvent> {
        let now = self.see(now);
        let mut events = Vec::new();
        for side in [Color::White, Color::Black] {
            let threshold = self.control.side(side).low_time_ms();
            if !self.low_time_told[side.index()] && self.remaining(side, now) < threshold {
                self.low_time_told[side.index()] = true;
                events.push(ClockEvent::LowTime(side));
            }
        }
        if let (None, Some(turn)) = (self.flagged, self.turn) {
            if self.remaining(turn.side, now) == 0 {
                self.flagged = Some(turn.side);
                events.push(ClockEvent::Flag(turn.side));
            }
        }
        events
    }

    /// How long from `now` until the side whose time runs reaches 0 (`None` when no time runs).
    pub fn time_to_flag(&self, now: u64) -> Option<u64> {
        let side = self.running()?;
        let turn = self.turn?;
        let delay_left = match self.control.side(side).mode {
            Mode::SimpleDelay { ms } => ms.saturating_sub(self.used(turn, now)),
            _ => 0,
        };
        Some(self.remaining(side, now) + delay_left)
    }

    fn check_not_flagged(&self) -> Result<(), ClockError> {
        self.flagged.map_or(Ok(()), |c| Err(ClockError::Flagged(c)))
    }

    /// Takes `now` into account: time never goes back.
    fn see(&mut self, now: u64) -> u64 {
        self.latest = self.latest.max(now);
        self.latest
    }

    /// The time `turn` has used by `now`.
    fn used(&self, turn: Turn, now: u64) -> u64 {
        let now = now.max(self.latest);
        let running = turn.since.map_or(0, |since| now.saturating_sub(since));
        turn.used_ms.saturating_add(running)
    }

    /// The clock's times at `now` as a `[%clock ...]` value (docs/CLOCKS.md: the one clock
    /// comment type is the rules' [`ClockStamp`], which reads both forms found in PDN and writes
    /// `w0:04:58 B0:05:00`), rounded down to tenths of a second (as the faces show them), the
    /// side whose turn is under way marked as running.
    pub fn stamp(&self, now: u64) -> ClockStamp {
        let tenths = |ms: u64| ms - ms % 100;
        ClockStamp {
            white_ms: Some(tenths(self.remaining(Color::White, now))),
            black_ms: Some(tenths(self.remaining(Color::Black, now))),
            mover_ms: None,
            running: self.turn(),
        }
    }

    /// The part of `used` ms that comes off `side`'s clock (a simple delay is free).
    fn charged(&self, side: Color, used: u64) -> u64 {
        match self.control.side(side).mode {
            Mode::SimpleDelay { ms } => used.saturating_sub(ms),
            _ => used,
        }
    }
}

/// What a completed move of `used` ms gets back: the increment, or the Bronstein delay up to
/// the time used.
fn given_back(side: &SideControl, used: u64) -> u64 {
    match side.mode {
        Mode::Increment { ms } => ms,
        Mode::Bronstein { ms } => ms.min(used),
        Mode::SuddenDeath | Mode::SimpleDelay { .. } => 0,
    }
}
