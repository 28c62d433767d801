//! The state of a tournament, as rebuilt from its commands, and how one command changes it.

use crate::berger::round_robin_rounds;
use crate::command::Command;
use crate::error::Error;
use crate::knockout::{match_salt, Match, Phase};
use crate::limits::{MAX_PLAYERS, MAX_ROUNDS, MIN_ROUNDS};
use crate::player::{Player, PlayerId};
use crate::round::{Board, Bye, ByeKind, Round};
use crate::scoring::GameResult;
use crate::settings::{Format, RankBy, Settings};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// A bye asked for a future round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct RequestedBye {
    /// Who.
    pub player: PlayerId,
    /// Which round (0-based).
    pub round: usize,
    /// Half or zero.
    pub kind: ByeKind,
}

/// Everything the commands so far have made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// The frozen settings.
    pub settings: Settings,
    /// The players, by number.
    pub players: Vec<Player>,
    /// Pairs that must not meet.
    pub forbidden: Vec<(PlayerId, PlayerId)>,
    /// The rounds paired (round robin and Swiss).
    pub rounds: Vec<Round>,
    /// The rounds paired (knockout).
    pub knockout: Vec<Vec<Match>>,
    /// Byes asked for rounds not yet paired.
    pub requested_byes: Vec<RequestedBye>,
}

impl State {
    /// A new tournament with these settings.
    pub fn create(settings: Settings) -> Result<State, Error> {
        if settings.name.trim().is_empty() {
            return Err(Error::NoName);
        }
        let s = settings.scoring;
        if !(s.win > s.draw && s.draw >= s.loss) {
            return Err(Error::BadScoring);
        }
        if let Format::Swiss { rounds } = settings.format {
            if rounds < MIN_ROUNDS {
                return Err(Error::NoRounds);
            }
            if rounds > MAX_ROUNDS {
                return Err(Error::TooManyRounds);
            }
        }
        for (i, t) in settings.tiebreaks.iter().enumerate() {
            if settings.tiebreaks[..i].contains(t) {
                return Err(Error::TieBreakTwice(*t));
            }
        }
        Ok(State {
            settings,
            players: Vec::new(),
            forbidden: Vec::new(),
            rounds: Vec::new(),
            knockout: Vec::new(),
            requested_byes: Vec::new(),
        })
    }

    /// The number of rounds of the tournament (a round robin's follows from its field; a
    /// knockout's from its field too).
    pub fn total_rounds(&self) -> usize {
        match self.settings.format {
            Format::Swiss { rounds } => rounds,
            Format::RoundRobin { double } => round_robin_rounds(self.players.len(), double),
            Format::Knockout { .. } => {
                self.players.len().next_power_of_two().trailing_zeros() as usize
            }
        }
    }

    /// The number of rounds paired.
    pub fn rounds_paired(&self) -> usize {
        match self.settings.format {
            Format::Knockout { .. } => self.knockout.len(),
            _ => self.rounds.len(),
        }
    }

    /// The next game of knockout match `board` of round `round`: `(white, black, phase)`, or
    /// `None` once the match is decided (or there is no such match).
    pub fn next_knockout_game(
        &self,
        round: usize,
        board: usize,
    ) -> Option<(PlayerId, PlayerId, Phase)> {
        let Format::Knockout { tiebreak_pairs } = self.settings.format else {
            return None;
        };
        let m = self.knockout.get(round)?.get(board)?;
        m.next_game(
            tiebreak_pairs,
            self.settings.lots_seed,
            match_salt(round, board),
        )
    }

    /// The order of two players within a score: rating (highest first, unrated last), then
    /// entry order; or entry order alone. Players tied on rating keep their entry order (a
    /// TRF's starting ranks, as the tool that wrote it ranked them: by title and name, or as
    /// its organiser chose), not an order of their names.
    pub fn rank_order(&self, a: PlayerId, b: PlayerId) -> Ordering {
        match self.settings.rank_by {
            RankBy::EntryOrder => a.cmp(&b),
            RankBy::Rating => {
                let (pa, pb) = (&self.players[a], &self.players[b]);
                pb.rating.cmp(&pa.rating).then(a.cmp(&b))
            }
        }
    }

    /// The players in seeding order (no scores).
    pub fn seeded(&self) -> Vec<PlayerId> {
        let mut all: Vec<PlayerId> = (0..self.players.len()).collect();
        all.sort_by(|&a, &b| self.rank_order(a, b));
        all
    }

    /// Whether the two must not meet: a forbidden pair, or (if the settings say so) two
    /// players of the same club.
    pub fn is_forbidden(&self, a: PlayerId, b: PlayerId) -> bool {
        let club = |p: PlayerId| {
            self.players[p]
                .club
                .as_deref()
                .map(str::trim)
                .filter(|c| !c.is_empty())
        };
        self.forbidden
            .iter()
            .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
            || (self.settings.avoid_same_club && club(a).is_some() && club(a) == club(b))
    }

    fn player(&self, p: PlayerId) -> Result<&Player, Error> {
        self.players.get(p).ok_or(Error::UnknownPlayer(p))
    }

    /// Applies one command (not `Create`). On an error the state may be partly changed:
    /// callers apply commands to a copy ([`crate::Tournament`] does, and tells the hard rules
    /// a pairing made by hand breaks).
    pub fn apply(&mut self, command: &Command) -> Result<(), Error> {
        let knockout = matches!(self.settings.format, Format::Knockout { .. });
        match command {
            Command::Create(_) => Err(Error::NotCreatedFirst),
            Command::AddPlayer(new) => {
                if new.name.trim().is_empty() {
                    return Err(Error::NoPlayerName);
                }
                let paired = self.rounds_paired();
                if paired > 0 && !matches!(self.settings.format, Format::Swiss { .. }) {
                    return Err(Error::WrongFormat(
                        "late entries are only possible in a Swiss",
                    ));
                }
                let id = self.players.len();
                if id == MAX_PLAYERS {
                    return Err(Error::TooManyPlayers);
                }
                if let Format::RoundRobin { double } = self.settings.format {
                    if round_robin_rounds(id + 1, double) > MAX_ROUNDS {
                        return Err(Error::TooManyRounds);
                    }
                }
                let kind = if new.half_point_for_missed_rounds {
                    ByeKind::Half
                } else {
                    ByeKind::Zero
                };
                for round in &mut self.rounds {
                    round.byes.push(Bye { player: id, kind });
                }
                self.players.push(Player {
                    name: new.name.trim().to_string(),
                    club: new.club.clone(),
                    rating: new.rating,
                    birth: new.birth,
                    first_round: paired,
                    withdrawn_from: None,
                });
                Ok(())
            }
            Command::Forbid { a, b } => {
                self.player(*a)?;
                self.player(*b)?;
                if a == b {
                    return Err(Error::SelfPairing(*a));
                }
                if !self.is_forbidden(*a, *b) {
                    self.forbidden.push((*a, *b));
                }
                Ok(())
            }
            Command::Allow { a, b } => self.allow(*a, *b),
            Command::MovePlayer { player, to } => self.move_player(*player, *to),
            Command::CancelBye { player, round } => self.cancel_bye(*player, *round),
            Command::Withdraw { player } => {
                if self.player(*player)?.withdrawn_from.is_some() {
                    return Err(Error::AlreadyWithdrawn(*player));
                }
                if knockout {
                    return Err(Error::WrongFormat(
                        "in a knockout, enter the games as forfeits",
                    ));
                }
                let from = self.rounds.len();
                self.players[*player].withdrawn_from = Some(from);
                Ok(())
            }
            Command::RequestBye {
                player,
                round,
                half,
            } => {
                if !matches!(self.settings.format, Format::Swiss { .. }) {
                    return Err(Error::WrongFormat(
                        "byes on request are only possible in a Swiss",
                    ));
                }
                self.player(*player)?;
                if *round < self.rounds.len() || *round >= self.total_rounds() {
                    return Err(Error::NotARoundToPair(*round));
                }
                if self
                    .requested_byes
                    .iter()
                    .any(|r| r.player == *player && r.round == *round)
                {
                    return Err(Error::ByeTwice {
                        player: *player,
                        round: *round,
                    });
                }
                let kind = if *half { ByeKind::Half } else { ByeKind::Zero };
                self.requested_byes.push(RequestedBye {
                    player: *player,
                    round: *round,
                    kind,
                });
                Ok(())
            }
            Command::Pair {
                round,
                boards,
                byes,
            } => {
                if knockout {
                    return Err(Error::WrongFormat("a knockout is paired by matches"));
                }
                if *round != self.rounds.len() {
                    return Err(Error::NotNextRound(self.rounds.len()));
                }
                if *round >= self.total_rounds() {
                    return Err(Error::TournamentOver);
                }
                if let Some(last) = self.rounds.last() {
                    if !last.is_complete() {
                        return Err(Error::RoundIncomplete(round - 1));
                    }
                }
                self.rounds.push(Round::default());
                self.set_pairing(*round, boards, byes)
            }
            Command::ChangePairing {
                round,
                boards,
                byes,
            } => {
                if knockout {
                    return Err(Error::WrongFormat(
                        "a knockout pairing cannot be changed by hand",
                    ));
                }
                if *round + 1 != self.rounds.len() {
                    return Err(Error::NotLastRound);
                }
                if self.rounds[*round]
                    .boards
                    .iter()
                    .any(|b| b.result.is_some())
                {
                    return Err(Error::RoundHasResults(*round));
                }
                self.set_pairing(*round, boards, byes)
            }
            Command::PairKnockout { round, matches } => self.pair_knockout(*round, matches),
            Command::SetResult {
                round,
                board,
                result,
            } => {
                if let Format::Knockout { tiebreak_pairs } = self.settings.format {
                    let seed = self.settings.lots_seed;
                    let m = self
                        .knockout
                        .get_mut(*round)
                        .ok_or(Error::UnknownRound(*round))?
                        .get_mut(*board)
                        .ok_or(Error::UnknownBoard {
                            round: *round,
                            board: *board,
                        })?;
                    if m.winner(tiebreak_pairs).is_some() {
                        return Err(Error::MatchDecided {
                            round: *round,
                            board: *board,
                        });
                    }
                    m.record(*result, tiebreak_pairs, seed, match_salt(*round, *board))?;
                    return Ok(());
                }
                let r = self
                    .rounds
                    .get_mut(*round)
                    .ok_or(Error::UnknownRound(*round))?;
                let b = r.boards.get_mut(*board).ok_or(Error::UnknownBoard {
                    round: *round,
                    board: *board,
                })?;
                b.result = Some(*result);
                Ok(())
            }
        }
    }

    /// Replaces the pairing of round `round` (already pushed) after checking it.
    fn set_pairing(
        &mut self,
        round: usize,
        boards: &[(PlayerId, PlayerId)],
        byes: &[Bye],
    ) -> Result<(), Error> {
        let swiss = matches!(self.settings.format, Format::Swiss { .. });
        let mut seen = vec![false; self.players.len()];
        let everyone = boards
            .iter()
            .flat_map(|&(w, b)| [w, b])
            .chain(byes.iter().map(|b| b.player));
        for p in everyone {
            self.player(p)?;
            if seen[p] {
                return Err(Error::PairedTwice(p));
            }
            seen[p] = true;
            // A round robin keeps its table: a withdrawn player's games are forfeited.
            if swiss && !self.players[p].is_active_in(round) {
                return Err(Error::NotActive(p));
            }
        }
        for &(w, b) in boards {
            if w == b {
                return Err(Error::SelfPairing(w));
            }
        }
        for (p, player) in self.players.iter().enumerate() {
            if !seen[p] && player.is_active_in(round) {
                return Err(Error::NotPaired(p));
            }
        }
        for r in self.requested_byes.iter().filter(|r| r.round == round) {
            if !byes
                .iter()
                .any(|b| b.player == r.player && b.kind == r.kind)
                && self.players[r.player].is_active_in(round)
            {
                return Err(Error::ByeAsked {
                    player: r.player,
                    round,
                });
            }
        }
        let active = |p: PlayerId| self.players[p].is_active_in(round);
        let boards: Vec<Board> = boards
            .iter()
            .map(|&(white, black)| Board {
                white,
                black,
                result: match (active(white), active(black)) {
                    (true, true) => None,
                    (true, false) => Some(GameResult::WhiteForfeitWin),
                    (false, true) => Some(GameResult::BlackForfeitWin),
                    (false, false) => Some(GameResult::DoubleForfeit),
                },
            })
            .collect();
        // Byes in player order, whatever order they were given in: one state, however it
        // was typed (a TRF, which has no order of byes, reads back the same state).
        let mut byes = byes.to_vec();
        byes.sort_by_key(|b| b.player);
        self.rounds[round] = Round { boards, byes };
        Ok(())
    }

    fn pair_knockout(
        &mut self,
        round: usize,
        matches: &[(PlayerId, Option<PlayerId>)],
    ) -> Result<(), Error> {
        let Format::Knockout { tiebreak_pairs } = self.settings.format else {
            return Err(Error::WrongFormat("only a knockout is paired by matches"));
        };
        if round != self.knockout.len() {
            return Err(Error::NotNextRound(self.knockout.len()));
        }
        // The players still in: everyone before round 1, then the winners of the last round.
        let alive: Vec<PlayerId> = match self.knockout.last() {
            None => (0..self.players.len()).collect(),
            Some(last) => {
                let winners: Option<Vec<PlayerId>> =
                    last.iter().map(|m| m.winner(tiebreak_pairs)).collect();
                winners.ok_or(Error::RoundIncomplete(round - 1))?
            }
        };
        if alive.len() < 2 {
            return Err(Error::TournamentOver);
        }
        let mut seen = vec![false; self.players.len()];
        for p in matches
            .iter()
            .flat_map(|&(a, b)| std::iter::once(a).chain(b))
        {
            self.player(p)?;
            if seen[p] {
                return Err(Error::PairedTwice(p));
            }
            if !alive.contains(&p) {
                return Err(Error::NotActive(p));
            }
            seen[p] = true;
        }
        if let Some(&p) = alive.iter().find(|&&p| !seen[p]) {
            return Err(Error::NotPaired(p));
        }
        self.knockout.push(
            matches
                .iter()
                .map(|&(a, b)| Match {
                    a,
                    b,
                    games: vec![],
                })
                .collect(),
        );
        Ok(())
    }
}
