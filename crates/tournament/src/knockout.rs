//! Knockout by micro-matches.
//!
//! A match is two games with colours swapped (the higher seed has White in the first). If it
//! is tied, mini-matches of two games at a faster control follow (as many as the settings
//! say), each decided on its own points; if still tied, one deciding game, whose colours are
//! drawn by a seeded lot, and where a draw sends Black through (as an Armageddon game does).
//! A field that is not a power of two gives first-round byes to the top seeds.

use crate::error::Error;
use crate::event::Event;
use crate::player::PlayerId;
use crate::scoring::{GameResult, Share};
use serde::{Deserialize, Serialize};
use tobit_rules::Color;

/// The stage of a game within a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Phase {
    /// The two games at the tournament's control.
    Main,
    /// Tie-break mini-match `n` (from 0), at a faster control.
    TieBreak(usize),
    /// The single deciding game.
    Decider,
}

impl Phase {
    /// The time control a game of this stage is played at, as the event writes it: the
    /// tournament's for the two main games, the tie-break games' for a mini-match, the deciding
    /// game's (or, if it has none, the tie-break games') for the deciding game. Empty: no clock.
    pub fn time_control(self, event: &Event) -> &str {
        match self {
            Phase::Main => &event.time_control,
            Phase::TieBreak(_) => &event.tiebreak_time_control,
            Phase::Decider if event.decider_time_control.is_empty() => &event.tiebreak_time_control,
            Phase::Decider => &event.decider_time_control,
        }
    }
}

/// One game of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct MatchGame {
    /// White.
    pub white: PlayerId,
    /// Black.
    pub black: PlayerId,
    /// Its stage.
    pub phase: Phase,
    /// Its result.
    pub result: GameResult,
}

/// A match of a knockout round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Match {
    /// The higher seed.
    pub a: PlayerId,
    /// The lower seed, `None` for a bye.
    pub b: Option<PlayerId>,
    /// The games entered so far.
    pub games: Vec<MatchGame>,
}

/// What makes the deciding game's lot of match `board` of round `round` its own.
pub fn match_salt(round: usize, board: usize) -> u64 {
    (round * 1000 + board) as u64
}

/// Splitmix64: the seeded lots.
pub fn lot(seed: u64, salt: u64) -> u64 {
    let mut z = seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Match {
    /// The game to play next `(white, black, phase)`, or `None` once the match is decided.
    /// `salt` makes the deciding game's lot differ between matches.
    pub fn next_game(
        &self,
        tiebreak_pairs: usize,
        seed: u64,
        salt: u64,
    ) -> Option<(PlayerId, PlayerId, Phase)> {
        if self.winner(tiebreak_pairs).is_some() {
            return None;
        }
        let b = self.b?;
        let n = self.games.len();
        let segment = n / 2;
        if segment <= tiebreak_pairs {
            let phase = if segment == 0 {
                Phase::Main
            } else {
                Phase::TieBreak(segment - 1)
            };
            return Some(if n.is_multiple_of(2) {
                (self.a, b, phase)
            } else {
                (b, self.a, phase)
            });
        }
        Some(if lot(seed, salt).is_multiple_of(2) {
            (self.a, b, Phase::Decider)
        } else {
            (b, self.a, Phase::Decider)
        })
    }

    /// The winner, once decided.
    pub fn winner(&self, tiebreak_pairs: usize) -> Option<PlayerId> {
        let Some(b) = self.b else { return Some(self.a) };
        let points = |g: &MatchGame, p: PlayerId| {
            let color = if g.white == p {
                Color::White
            } else {
                Color::Black
            };
            match g.result.share(color) {
                Share::Win => 2,
                Share::Draw => 1,
                Share::Loss => 0,
            }
        };
        for segment in 0..=tiebreak_pairs {
            let games = self.games.get(2 * segment..2 * segment + 2)?;
            let pa: u32 = games.iter().map(|g| points(g, self.a)).sum();
            let pb: u32 = games.iter().map(|g| points(g, b)).sum();
            if pa != pb {
                return Some(if pa > pb { self.a } else { b });
            }
        }
        let decider = self.games.get(2 * tiebreak_pairs + 2)?;
        Some(match decider.result.share(Color::White) {
            Share::Win => decider.white,
            Share::Draw | Share::Loss => decider.black,
        })
    }

    /// Records the result of the next game.
    pub fn record(
        &mut self,
        result: GameResult,
        tiebreak_pairs: usize,
        seed: u64,
        salt: u64,
    ) -> Result<(), Error> {
        if result == GameResult::DoubleForfeit {
            return Err(Error::WrongFormat(
                "a knockout game cannot be lost by both players",
            ));
        }
        let (white, black, phase) = self
            .next_game(tiebreak_pairs, seed, salt)
            .ok_or(Error::MatchOver)?;
        self.games.push(MatchGame {
            white,
            black,
            phase,
            result,
        });
        Ok(())
    }
}

/// The bracket order of `size` (a power of two) seeds, 1-based, so that seeds 1 and 2 meet
/// only in the final: 4 gives 1, 4, 2, 3 (1-4 and 2-3); 8 gives 1, 8, 4, 5, 2, 7, 3, 6.
pub fn bracket_order(size: usize) -> Vec<usize> {
    let mut seeds = vec![1];
    while seeds.len() < size {
        let total = 2 * seeds.len() + 1;
        seeds = seeds.iter().flat_map(|&s| [s, total - s]).collect();
    }
    seeds
}

/// The first round for players in seeding order: `(higher seed, lower seed or bye)`.
pub fn first_round(seeded: &[PlayerId]) -> Vec<(PlayerId, Option<PlayerId>)> {
    let size = seeded.len().next_power_of_two().max(2);
    let order = bracket_order(size);
    order
        .chunks(2)
        .map(|pair| (seeded[pair[0] - 1], seeded.get(pair[1] - 1).copied()))
        .collect()
}

/// The next round from the winners of the last one, in bracket order (the higher seed
/// first, by `seed_of`). Empty when the last round was the final.
pub fn next_round(
    winners: &[PlayerId],
    seed_of: impl Fn(PlayerId) -> usize,
) -> Vec<(PlayerId, Option<PlayerId>)> {
    if winners.len() < 2 {
        return Vec::new();
    }
    winners
        .chunks(2)
        .map(|w| {
            let (x, y) = (w[0], w[1]);
            if seed_of(x) <= seed_of(y) {
                (x, Some(y))
            } else {
                (y, Some(x))
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use GameResult::*;

    #[test]
    fn bracket() {
        assert_eq!(bracket_order(4), vec![1, 4, 2, 3]);
        assert_eq!(bracket_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        // Six players: seeds 1 and 2 have byes.
        assert_eq!(
            first_round(&[10, 11, 12, 13, 14, 15]),
            vec![(10, None), (13, Some(14)), (11, None), (12, Some(15))]
        );
    }

    #[test]
    fn micro_match_phases() {
        let mut m = Match {
            a: 1,
            b: Some(2),
            games: vec![],
        };
        assert_eq!(m.next_game(1, 0, 0), Some((1, 2, Phase::Main)));
        m.record(WhiteWins, 1, 0, 0).unwrap(); // 1 wins
        assert_eq!(m.next_game(1, 0, 0), Some((2, 1, Phase::Main)));
        m.record(WhiteWins, 1, 0, 0).unwrap(); // 2 wins: 1-1
        assert_eq!(m.winner(1), None);
        assert_eq!(m.next_game(1, 0, 0), Some((1, 2, Phase::TieBreak(0))));
        m.record(Draw, 1, 0, 0).unwrap();
        m.record(Draw, 1, 0, 0).unwrap();
        let (w, b, phase) = m.next_game(1, 0, 0).unwrap();
        assert_eq!(phase, Phase::Decider);
        m.record(Draw, 1, 0, 0).unwrap();
        assert_eq!(m.winner(1), Some(b)); // a drawn decider sends Black through
        assert_ne!(w, b);
        assert!(m.record(Draw, 1, 0, 0).is_err());
    }

    #[test]
    fn each_stage_has_its_control() {
        let mut e = Event {
            time_control: "15+10".into(),
            tiebreak_time_control: "5+3".into(),
            ..Event::default()
        };
        assert_eq!(Phase::Main.time_control(&e), "15+10");
        assert_eq!(Phase::TieBreak(1).time_control(&e), "5+3");
        assert_eq!(Phase::Decider.time_control(&e), "5+3");
        e.decider_time_control = "3+2".into();
        assert_eq!(Phase::Decider.time_control(&e), "3+2");
    }

    #[test]
    fn decided_in_two_games() {
        let mut m = Match {
            a: 1,
            b: Some(2),
            games: vec![],
        };
        m.record(Draw, 1, 0, 0).unwrap();
        m.record(BlackWins, 1, 0, 0).unwrap(); // 1 has Black in game 2 and wins
        assert_eq!(m.winner(1), Some(1));
        assert_eq!(m.next_game(1, 0, 0), None);
        assert!(m.record(DoubleForfeit, 1, 0, 0).is_err());
        assert_eq!(
            Match {
                a: 3,
                b: None,
                games: vec![]
            }
            .winner(0),
            Some(3)
        );
    }
}
