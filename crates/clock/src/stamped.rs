//! A live game's clock as its messages carry it (docs/LIVE.md, "The clock"): the time control,
//! after each move the mover's remaining time as the mover stamped it (increment included), and
//! the flag. Every device runs the clock from these stamps (the time of the side to move runs
//! from when its turn began on that device), so both agree to within a message's transit, and
//! the flag is decided from the stamps alone: a move stamped with time left stands, and a flag
//! stands when no such move comes. Every stamp is replayed through [`GameClock`], so a stamp no
//! clock of the control could show (time gained, a move after the flag) is refused.

use super::{GameClock, TimeControl};
use std::fmt;
use tobit_rules::{Color, Game, Position};

/// How close to 0 a player's own clock must be for it to take the other player's word that its
/// time ran out (the two devices' clocks differ by a message's transit), in milliseconds.
pub const FLAG_TOLERANCE_MS: u64 = 2_000;

/// A live game's clock: the control, each move's stamp and the flag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StampedClock {
    /// The time control, the same for the whole game.
    pub control: TimeControl,
    /// After move `i` (a ply), its side's remaining time in milliseconds, increment included.
    pub times: Vec<u64>,
    /// The side that lost on time, once its flag has fallen.
    pub flag: Option<Color>,
}

/// Why a live clock (or a message's clock) was refused; the web layer words it by kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StampError {
    /// Not one time per move.
    Count {
        /// The times given.
        times: usize,
        /// The moves (plies) of the game.
        plies: usize,
    },
    /// Move `ply` (from 0) is stamped with more time than its side had plus what the control
    /// gives back.
    Gained {
        /// The move.
        ply: usize,
    },
    /// Move `ply` is stamped as made after its side's time ran out.
    Late {
        /// The move.
        ply: usize,
    },
    /// The time of move `ply`, already known, changed.
    Changed {
        /// The move.
        ply: usize,
    },
    /// The time control changed.
    ControlChanged,
    /// A flag on a side whose turn it is not.
    FlagNotOnTurn {
        /// The side flagged.
        side: Color,
    },
}

impl fmt::Display for StampError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StampError::Count { times, plies } => {
                write!(f, "{times} clock times for a game of {plies} moves")
            }
            StampError::Gained { ply } => {
                write!(f, "move {} gains time its clock does not give", ply + 1)
            }
            StampError::Late { ply } => write!(f, "move {} was made after the flag", ply + 1),
            StampError::Changed { ply } => write!(f, "the time of move {} changed", ply + 1),
            StampError::ControlChanged => f.write_str("the time control changed"),
            StampError::FlagNotOnTurn { side } => {
                write!(f, "{side}'s flag fell while it was not {side}'s turn")
            }
        }
    }
}

impl std::error::Error for StampError {}

/// The side of move `ply` (from 0) from the start position.
fn side_of(ply: usize) -> Color {
    Game::new(Position::start()).move_number(ply).side
}

impl StampedClock {
    /// A game not begun under `control`.
    pub fn new(control: TimeControl) -> StampedClock {
        StampedClock {
            control,
            times: Vec::new(),
            flag: None,
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        side_of(self.times.len())
    }

    /// Checks the clock of a game of `plies` moves: one time per move, each one replayed
    /// ([`StampedClock::replay`]).
    pub fn checked(&self, plies: usize) -> Result<(), StampError> {
        if self.times.len() != plies {
            return Err(StampError::Count {
                times: self.times.len(),
                plies,
            });
        }
        self.replay().map(|_| ())
    }

    /// The clock after the stamped moves, no turn under way; each stamp is replayed through
    /// [`GameClock`] (the time it used is what it leaves of its side's time and the control's
    /// increment or delay), and refused when no turn of the control ends so. A flag must be on
    /// the side to move, whose time is then 0 and its flag fallen.
    pub fn replay(&self) -> Result<GameClock, StampError> {
        let mut clock = GameClock::new(self.control);
        let mut now = 0u64;
        for (ply, &time) in self.times.iter().enumerate() {
            let side = side_of(ply);
            let had = clock.remaining(side, now);
            let bonus = self.control.side(side).mode.bonus_ms();
            let used = had
                .saturating_add(bonus)
                .checked_sub(time)
                .ok_or(StampError::Gained { ply })?;
            clock
                .start_turn(side, now)
                .map_err(|_| StampError::Late { ply })?;
            now = now.saturating_add(used);
            let turn = clock.end_turn(now).map_err(|_| StampError::Late { ply })?;
            if turn.remaining_ms != time {
                return Err(StampError::Gained { ply });
            }
        }
        if let Some(side) = self.flag {
            if side != self.turn() {
                return Err(StampError::FlagNotOnTurn { side });
            }
            clock.remaining[side.index()] = 0;
            clock.flagged = Some(side);
        }
        // The replay's own times are no one's: the caller's times start afresh.
        clock.latest = 0;
        Ok(clock)
    }

    /// The clock at its stamps with the side to move's time running since `since` (none: not
    /// started, as before the first move: the first move's time is free) and the flag, if any,
    /// fallen. Times are milliseconds from any origin that never goes back.
    pub fn running(&self, since: Option<u64>) -> Result<GameClock, StampError> {
        let mut clock = self.replay()?;
        if let Some(since) = since.filter(|_| self.flag.is_none() && !self.times.is_empty()) {
            clock
                .start_turn(self.turn(), since)
                .map_err(|_| StampError::Late {
                    ply: self.times.len(),
                })?;
        }
        Ok(clock)
    }

    /// The side to move has moved at `now`, its turn running since `since`: its stamp is added.
    /// When its time ran out first, the flag falls instead and the answer is
    /// [`StampError::Late`] (the move must not be made).
    pub fn stamp(&mut self, since: Option<u64>, now: u64) -> Result<(), StampError> {
        let ply = self.times.len();
        if self.flag.is_some() {
            return Err(StampError::Late { ply });
        }
        let mut clock = self.running(since)?;
        let time = if clock.turn().is_some() {
            match clock.end_turn(now) {
                Ok(turn) => turn.remaining_ms,
                Err(_) => {
                    self.flag = Some(self.turn());
                    return Err(StampError::Late { ply });
                }
            }
        } else {
            // The first move (or a turn not yet started here): no time used.
            let side = self.turn();
            clock.remaining(side, now) + self.control.side(side).mode.bonus_ms()
        };
        self.times.push(time);
        Ok(())
    }

    /// Lets the flag fall when the side to move has no time left at `now` (its turn running
    /// since `since`); the side flagged, if any.
    pub fn poll_flag(&mut self, since: Option<u64>, now: u64) -> Result<Option<Color>, StampError> {
        let clock = self.running(since)?;
        if self.flag.is_none()
            && clock.running().is_some()
            && clock.remaining(self.turn(), now) == 0
        {
            self.flag = Some(self.turn());
        }
        Ok(self.flag)
    }

    /// The clock a message of the player of `sender` brings, merged into the stored one (the
    /// game's links already merged: `incoming`'s new moves, if any, are the sender's, checked by
    /// the rules engine and the link's merge rules). The times already known never change and
    /// every new one is replayed ([`StampedClock::replay`]); an older message (fewer moves)
    /// changes nothing. The flag: a move of the flagged side, stamped with time left, stands and
    /// lifts it; the sender's word that the receiver's time ran out is taken only when the
    /// receiver's own clock (the stored one, its turn running since `since`) shows at most
    /// [`FLAG_TOLERANCE_MS`] at `now` (else the flag is left out, the rest taken); `over` (the game ended by its link: a result, or on the
    /// board) lifts any flag, since the result came with the moves.
    pub fn merge_from(
        stored: &StampedClock,
        incoming: &StampedClock,
        sender: Color,
        since: Option<u64>,
        now: u64,
        over: bool,
    ) -> Result<StampedClock, StampError> {
        if incoming.control != stored.control {
            return Err(StampError::ControlChanged);
        }
        incoming.replay()?;
        let common = stored.times.len().min(incoming.times.len());
        if let Some(ply) = (0..common).find(|&i| stored.times[i] != incoming.times[i]) {
            return Err(StampError::Changed { ply });
        }
        let flag = match incoming.times.len().cmp(&stored.times.len()) {
            std::cmp::Ordering::Less => return Ok(stored.clone()),
            std::cmp::Ordering::Greater => incoming.flag,
            std::cmp::Ordering::Equal => incoming.flag.or(stored.flag),
        };
        // The sender's word that the receiver's time ran out, new: taken when the receiver's
        // own clock agrees (a move just made starts the receiver's turn here: never then).
        let claim = flag.filter(|&side| side != sender && stored.flag != Some(side));
        let early = match claim {
            Some(side) => stored.running(since)?.remaining(side, now) > FLAG_TOLERANCE_MS,
            None => false,
        };
        Ok(StampedClock {
            control: stored.control,
            times: incoming.times.clone(),
            flag: flag.filter(|_| !over && !early),
        })
    }
}
