//! The Swiss pairing: a Dutch-like system under hard rules, with a complete search.
//!
//! docs/TOURNAMENTS.md says which FIDE rules it follows and which it does not.

pub mod colors;
pub mod matching;
pub mod search;

use crate::error::Error;
use crate::history::{History, Outcome};
use crate::player::PlayerId;
use crate::round::{Board, Bye, ByeKind};
use crate::state::State;
use colors::{allocate, can_meet, preferences_fit, Allowed, ColorHistory};
use search::{solve, Problem};
use tobit_rules::Color;

/// The pairing of the next round: boards (board 1 first) and byes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The boards, without results.
    pub boards: Vec<Board>,
    /// The byes: the requested ones and the pairing-allocated one.
    pub byes: Vec<Bye>,
}

/// Pairs round `state.rounds.len()` of a Swiss.
pub fn pair_swiss(state: &State, total_rounds: usize) -> Result<Pairing, Error> {
    let round = state.rounds.len();
    let history = History::new(state);
    let mut byes: Vec<Bye> = state
        .requested_byes
        .iter()
        .filter(|r| r.round == round && state.players[r.player].is_active_in(round))
        .map(|r| Bye {
            player: r.player,
            kind: r.kind,
        })
        .collect();
    let mut players: Vec<PlayerId> = (0..state.players.len())
        .filter(|&p| state.players[p].is_active_in(round))
        .filter(|&p| !byes.iter().any(|b| b.player == p))
        .collect();
    players.sort_by(|&a, &b| {
        history
            .score(b)
            .cmp(&history.score(a))
            .then_with(|| state.rank_order(a, b))
    });
    let last_round = round + 1 == total_rounds;
    let colors: Vec<ColorHistory> = (0..state.players.len())
        .map(|p| ColorHistory::new(history.colors(p)))
        .collect();
    let win = state.settings.scoring.win;
    let topscorer = |p: PlayerId| 2 * history.score(p) > win * round as u32;

    // Try the strict rules, then (last round only) the colour rules relaxed for topscorers.
    for relaxed in [false, true] {
        if relaxed && !last_round {
            break;
        }
        // Asked only about the pairs the search looks at: a 5 000-player round has 12.5
        // million pairs (issue 44).
        let allowed: Vec<Allowed> = (0..state.players.len())
            .map(|p| colors[p].allowed(relaxed && topscorer(p)))
            .collect();
        let legal = |a: PlayerId, b: PlayerId| {
            a != b
                && can_meet(allowed[a], allowed[b])
                && !history.have_met(a, b)
                && !state.is_forbidden(a, b)
        };
        let found = if players.len().is_multiple_of(2) {
            pair_group(&players, &history, &colors, &legal).map(|pairs| (pairs, None))
        } else {
            // The pairing-allocated bye: the lowest-ranked player who may have one.
            players
                .iter()
                .rev()
                .filter(|&&p| !history.had_point_without_playing(p))
                .find_map(|&bye| {
                    let rest: Vec<PlayerId> =
                        players.iter().copied().filter(|&p| p != bye).collect();
                    pair_group(&rest, &history, &colors, &legal).map(|pairs| (pairs, Some(bye)))
                })
        };
        if let Some((mut pairs, bye)) = found {
            if let Some(p) = bye {
                byes.push(Bye {
                    player: p,
                    kind: ByeKind::Pairing,
                });
            }
            // Board order: the higher score of the pair, then the sum, then the higher rank
            // (each player's place in `players`, looked up once: a search of the list per
            // comparison made sorting 2 500 boards quadratic).
            let mut place = vec![usize::MAX; state.players.len()];
            for (i, &p) in players.iter().enumerate() {
                place[p] = i;
            }
            let rank = |p: PlayerId| place[p];
            pairs.sort_by(|&(a, b), &(c, d)| {
                let (s1, s2) = (
                    history.score(a).max(history.score(b)),
                    history.score(c).max(history.score(d)),
                );
                s2.cmp(&s1)
                    .then(
                        (history.score(c) + history.score(d))
                            .cmp(&(history.score(a) + history.score(b))),
                    )
                    .then(rank(a).min(rank(b)).cmp(&rank(c).min(rank(d))))
            });
            let boards = pairs
                .iter()
                .enumerate()
                .map(|(i, &(a, b))| {
                    let (higher, lower) = if rank(a) < rank(b) { (a, b) } else { (b, a) };
                    let relax = (relaxed && topscorer(higher), relaxed && topscorer(lower));
                    let c =
                        allocate(&colors[higher], &colors[lower], i, relax).unwrap_or(Color::White);
                    let (white, black) = if c == Color::White {
                        (higher, lower)
                    } else {
                        (lower, higher)
                    };
                    Board {
                        white,
                        black,
                        result: None,
                    }
                })
                .collect();
            return Ok(Pairing { boards, byes });
        }
    }
    Err(Error::NoLegalPairing)
}

/// Pairs `players` (in ranking order) under `legal`.
fn pair_group(
    players: &[PlayerId],
    history: &History,
    colors: &[ColorHistory],
    legal: &dyn Fn(PlayerId, PlayerId) -> bool,
) -> Option<Vec<(PlayerId, PlayerId)>> {
    let preference: Vec<Option<Color>> =
        players.iter().map(|&p| colors[p].preference().0).collect();
    let local_legal = |a: usize, b: usize| legal(players[a], players[b]);
    let compatible = |a: usize, b: usize| preferences_fit(preference[a], preference[b]);
    let problem = Problem {
        scores: players.iter().map(|&p| history.score(p)).collect(),
        legal: &local_legal,
        compatible: &compatible,
        floated_down: players
            .iter()
            .map(|&p| last_float(history, p) == Some(Float::Down))
            .collect(),
        floated_up: players
            .iter()
            .map(|&p| last_float(history, p) == Some(Float::Up))
            .collect(),
    };
    let pairs = solve(&problem)?;
    Some(
        pairs
            .into_iter()
            .map(|(a, b)| (players[a], players[b]))
            .collect(),
    )
}

/// A float: paired against a lower (down) or higher (up) score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Float {
    Down,
    Up,
}

/// The player's float in the last round: a game against a lower or higher score (before that
/// round); a round without a game played (bye, forfeit, absence) counts as a downfloat, as
/// in FIDE C.04.3 A.4.
fn last_float(history: &History, p: PlayerId) -> Option<Float> {
    let r = history.rounds[p].len().checked_sub(1)?;
    let outcome = history.rounds[p][r];
    match outcome {
        Outcome::Game { opponent, .. } if outcome.is_played() => {
            let (mine, theirs) = (
                history.score_before(p, r),
                history.score_before(opponent, r),
            );
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => Some(Float::Down),
                std::cmp::Ordering::Less => Some(Float::Up),
                std::cmp::Ordering::Equal => None,
            }
        }
        _ => Some(Float::Down),
    }
}
