//! A tournament: its command log and the state rebuilt from it.

use crate::berger::berger_round;
use crate::command::Command;
use crate::error::Error;
use crate::knockout::{first_round, next_round};
use crate::player::{NewPlayer, PlayerId};
use crate::round::{Bye, ByeKind};
use crate::rules::{check_swiss, Warning};
use crate::scoring::GameResult;
use crate::settings::{Format, Settings};
use crate::state::State;
use crate::swiss::pair_swiss;

/// A tournament: the log of its commands and the state they make.
///
/// A command is applied to a copy of the state, which replaces the state only when the
/// command succeeds, so a refused command changes nothing. [`Tournament::undo`] drops the
/// last command and rebuilds the state from the rest.
#[derive(Clone, Debug)]
pub struct Tournament {
    log: Vec<Command>,
    state: State,
}

impl Tournament {
    /// Creates a tournament (its log starts with `Create`).
    pub fn new(settings: Settings) -> Result<Tournament, Error> {
        let state = State::create(settings.clone())?;
        Ok(Tournament {
            log: vec![Command::Create(Box::new(settings))],
            state,
        })
    }

    /// Rebuilds a tournament from a saved log; an error names the command refused (its
    /// number from 1 in the log).
    pub fn from_log(log: Vec<Command>) -> Result<Tournament, (usize, Error)> {
        let mut commands = log.into_iter();
        let Some(Command::Create(settings)) = commands.next() else {
            return Err((1, Error::NotCreatedFirst));
        };
        // One state changed in place (no copy per command, as `apply` makes): on an error
        // the half-changed state is dropped with the rest.
        let mut state = State::create(Settings::clone(&settings)).map_err(|e| (1, e))?;
        let mut log = vec![Command::Create(settings)];
        for (i, c) in commands.enumerate() {
            state.apply(&c).map_err(|e| (i + 2, e))?;
            log.push(c);
        }
        Ok(Tournament { log, state })
    }

    /// The commands so far, `Create` first.
    pub fn log(&self) -> &[Command] {
        &self.log
    }

    /// The current state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Applies a command: all of it or, on an error, nothing. Returns the warnings of a
    /// pairing that breaks a hard rule (a pairing by hand).
    pub fn apply(&mut self, command: Command) -> Result<Vec<Warning>, Error> {
        let mut next = self.state.clone();
        next.apply(&command)?;
        let warnings = match command {
            Command::Pair { round, .. } | Command::ChangePairing { round, .. } => {
                check_swiss(&next, round)
            }
            _ => vec![],
        };
        self.state = next;
        self.log.push(command);
        Ok(warnings)
    }

    /// Drops the last command (never `Create`) and rebuilds the state from the others.
    pub fn undo(&mut self) -> Option<Command> {
        if self.log.len() < 2 {
            return None;
        }
        let last = self.log.pop();
        let mut state = match &self.log[0] {
            Command::Create(s) => State::create(Settings::clone(s)).expect("the log was valid"),
            _ => unreachable!("the log starts with Create"),
        };
        for c in &self.log[1..] {
            state.apply(c).expect("the log was valid");
        }
        self.state = state;
        last
    }

    /// Registers a player; returns their number.
    pub fn add_player(&mut self, player: NewPlayer) -> Result<PlayerId, Error> {
        self.apply(Command::AddPlayer(player))?;
        Ok(self.state.players.len() - 1)
    }

    /// Enters a result.
    pub fn set_result(
        &mut self,
        round: usize,
        board: usize,
        result: GameResult,
    ) -> Result<(), Error> {
        self.apply(Command::SetResult {
            round,
            board,
            result,
        })
        .map(|_| ())
    }

    /// The command that pairs the next round (Berger table, Swiss engine or knockout
    /// bracket), without applying it.
    pub fn next_pairing(&self) -> Result<Command, Error> {
        let s = &self.state;
        if s.players.len() < 2 {
            return Err(Error::TooFewPlayers);
        }
        let round = s.rounds_paired();
        if round >= s.total_rounds() {
            return Err(Error::TournamentOver);
        }
        match s.settings.format {
            Format::RoundRobin { double } => {
                if let Some(last) = s.rounds.last() {
                    if !last.is_complete() {
                        return Err(Error::RoundIncomplete(round - 1));
                    }
                }
                // Pairing numbers: the seeding order. The bye of an odd field scores nothing
                // (everyone has one).
                let seeded = s.seeded();
                let n = seeded.len();
                let table = berger_round(n, round, double).ok_or(Error::TournamentOver)?;
                let mut boards = Vec::new();
                let mut byes = Vec::new();
                for (w, b) in table {
                    match (seeded.get(w - 1), seeded.get(b - 1)) {
                        (Some(&w), Some(&b)) => boards.push((w, b)),
                        (Some(&p), None) | (None, Some(&p)) => {
                            if s.players[p].is_active_in(round) {
                                byes.push(Bye {
                                    player: p,
                                    kind: ByeKind::Zero,
                                });
                            }
                        }
                        (None, None) => {}
                    }
                }
                Ok(Command::Pair {
                    round,
                    boards,
                    byes,
                })
            }
            Format::Swiss { rounds } => {
                if let Some(last) = s.rounds.last() {
                    if !last.is_complete() {
                        return Err(Error::RoundIncomplete(round - 1));
                    }
                }
                let p = pair_swiss(s, rounds)?;
                Ok(Command::Pair {
                    round,
                    boards: p.boards.iter().map(|b| (b.white, b.black)).collect(),
                    byes: p.byes,
                })
            }
            Format::Knockout { tiebreak_pairs } => {
                let seeded = s.seeded();
                let matches = match s.knockout.last() {
                    None => first_round(&seeded),
                    Some(last) => {
                        let winners: Option<Vec<PlayerId>> =
                            last.iter().map(|m| m.winner(tiebreak_pairs)).collect();
                        let winners = winners.ok_or(Error::RoundIncomplete(round - 1))?;
                        let seed_of =
                            |p: PlayerId| seeded.iter().position(|&x| x == p).unwrap_or(usize::MAX);
                        next_round(&winners, seed_of)
                    }
                };
                Ok(Command::PairKnockout { round, matches })
            }
        }
    }

    /// Pairs the next round and applies it.
    pub fn pair_next_round(&mut self) -> Result<Vec<Warning>, Error> {
        let command = self.next_pairing()?;
        self.apply(command)
    }
}
