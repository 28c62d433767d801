//! An event as a rating list keeps it: its name and date, its players as the event registered
//! them, and the games played over the board, round by round. Forfeits and byes are no games
//! (FIDE §5.1: "Whether these occur because of forfeiture or any other reason, they are not
//! counted"); a result not yet entered is no game either.

use crate::error::RatingError;
use serde::{Deserialize, Serialize};
use tobit_tournament::{trf, Color, Date, Share, Tournament};

/// A player as the event registered them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The name.
    pub name: String,
    /// The date of birth, if given.
    pub birth: Option<Date>,
    /// The rating the event gave them (a TRF's 001 record), used only for a player the list
    /// does not know yet.
    pub rating: Option<u32>,
}

/// One game played: the players (indices into [`Event::entrants`]) and what White got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// White.
    pub white: usize,
    /// Black.
    pub black: usize,
    /// White's share (Black has the opposite).
    pub white_share: Share,
}

/// An event to rate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// The event's name.
    pub name: String,
    /// Its first day, if known (a junior's K depends on the year).
    pub date: Option<Date>,
    /// Its players, in entry order.
    pub entrants: Vec<Entrant>,
    /// Its games, round by round (a knockout's games one round per game of a match, in
    /// order).
    pub rounds: Vec<Vec<Game>>,
}

impl Event {
    /// The event a tournament is: its players and every game played over the board.
    pub fn from_tournament(t: &Tournament) -> Event {
        let state = t.state();
        let entrants = state
            .players
            .iter()
            .map(|p| Entrant {
                name: p.name.clone(),
                birth: p.birth,
                rating: p.rating,
            })
            .collect();
        let played = |white, black, result: tobit_tournament::GameResult| {
            result.is_played().then_some(Game {
                white,
                black,
                white_share: result.share(Color::White),
            })
        };
        let mut rounds: Vec<Vec<Game>> = state
            .rounds
            .iter()
            .map(|round| {
                round
                    .boards
                    .iter()
                    .filter_map(|b| played(b.white, b.black, b.result?))
                    .collect()
            })
            .collect();
        for knockout_round in &state.knockout {
            let longest = knockout_round.iter().map(|m| m.games.len()).max();
            for game in 0..longest.unwrap_or(0) {
                rounds.push(
                    knockout_round
                        .iter()
                        .filter_map(|m| m.games.get(game))
                        .filter_map(|g| played(g.white, g.black, g.result))
                        .collect(),
                );
            }
        }
        rounds.retain(|r| !r.is_empty());
        Event {
            name: state.settings.name.clone(),
            date: state.settings.event.start,
            entrants,
            rounds,
        }
    }

    /// The event of a TRF file's bytes (UTF-8, Windows-1251 or Latin-1); a damaged file names
    /// its line.
    pub fn from_trf(bytes: &[u8]) -> Result<Event, RatingError> {
        let t = trf::read_bytes(bytes).map_err(RatingError::Trf)?;
        Ok(Event::from_tournament(&t))
    }

    /// Refuses a game whose players are not two of the event's entrants (a log edited by
    /// hand): the round (from 1) and the numbers written (from 1).
    pub fn check(&self) -> Result<(), RatingError> {
        for (r, games) in self.rounds.iter().enumerate() {
            for g in games {
                let n = self.entrants.len();
                if g.white >= n || g.black >= n || g.white == g.black {
                    return Err(RatingError::NotAGame {
                        event: self.name.clone(),
                        round: r + 1,
                        white: g.white + 1,
                        black: g.black + 1,
                    });
                }
            }
        }
        Ok(())
    }

    /// Every game, each from both sides: `(player, opponent, share)`, round by round.
    pub fn sides(&self) -> impl Iterator<Item = (usize, (usize, usize, Share))> + '_ {
        self.rounds.iter().enumerate().flat_map(|(r, games)| {
            games.iter().flat_map(move |g| {
                [
                    (r, (g.white, g.black, g.white_share)),
                    (r, (g.black, g.white, crate::score::opposite(g.white_share))),
                ]
            })
        })
    }
}
