//! FIDE Elo as the FIDE Rating Regulations compute it (FIDE Handbook B.02, effective 1 March
//! 2024 as amended 1 October 2025; the section numbers below are theirs). Every figure is
//! exact: scores in half points, PD in hundredths, so that the sums and the roundings are the
//! regulations' own, never a floating-point near miss.
//!
//! - §8.3.1 the 400-point rule: a difference beyond 400 counts as 400, except for a player
//!   rated 2650 or more ([`difference`]).
//! - §8.3.2 the change: ΔR = score − PD per game (table 8.1.2), K × ΣΔR per event.
//! - §8.3.3 K ([`k_factor`]): 40 for a new player until 30 games, 20 below 2400, 10 once
//!   2400 was reached, 40 until the end of the year of the 18th birthday while under 2300
//!   (never having reached it); K × n at most 700.
//! - §8.3.4 the change rounded, 0.5 away from zero.
//! - §8.2 and §7.1.4 the initial rating of an unrated player ([`initial_rating`]).
//! - §7.2.1 a rating below 1400 is shown as unrated and the player is treated as unrated.

use crate::event::Event;
use crate::fide_tables::{dp, pd_hundredths};
use crate::score::halves;
use crate::sheet::{Newcomer, Rating, SheetLine};
use tobit_tournament::Share;

/// The rating floor (§7.2.1): a rating below it is shown as unrated.
pub const FLOOR: u32 = 1400;
/// The highest initial rating (§8.2.3).
pub const MAX_INITIAL: u32 = 2200;
/// Games against rated opponents before an initial rating is published (§7.1.4).
pub const INITIAL_GAMES: usize = 5;
/// The rating of the two hypothetical opponents of a new player, both drawn (§8.2.2).
pub const HYPOTHETICAL_OPPONENT: u32 = 1800;
/// A new player's K is 40 until this many games (§8.3.3).
pub const NEW_PLAYER_GAMES: u32 = 30;
/// K × n may not exceed this in one rating period (§8.3.3).
pub const MAX_K_TIMES_GAMES: u32 = 700;
/// The largest difference counted (§8.3.1).
pub const MAX_DIFFERENCE: i32 = 400;
/// From this rating the whole difference counts (§8.3.1, from 1 October 2025).
pub const WHOLE_DIFFERENCE_FROM: u32 = 2650;

/// A game of a player not yet rated, against a rated opponent, kept until an initial rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolGame {
    /// The opponent's rating.
    pub opponent: u32,
    /// The score in half points.
    pub halves: u32,
}

/// What a player carries from one event to the next.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FideState {
    /// The published rating (none: unrated).
    pub rating: Option<u32>,
    /// Rated games so far (the 30 of a new player's K).
    pub games: u32,
    /// The highest rating published (2400 reached: K 10; 2300 reached: no junior K).
    pub peak: u32,
    /// While unrated: the games against rated opponents (§7.1.4, §8.2).
    pub pool: Vec<PoolGame>,
}

/// D for the player rated `own` against `opponent`, under the 400-point rule (§8.3.1).
pub fn difference(own: u32, opponent: u32) -> i32 {
    let d = i64::from(own) - i64::from(opponent);
    let limit = match own >= WHOLE_DIFFERENCE_FROM {
        true => i64::from(i32::MAX),
        false => i64::from(MAX_DIFFERENCE),
    };
    d.clamp(-limit, limit) as i32
}

/// K for a rated player (§8.3.3), before the 700 rule; `age` is the event's year minus the
/// year of birth. The order is the one FIDE's published K follows: 2400 reached first, then
/// the junior under 2300, then the 30 games.
pub fn k_factor(state: &FideState, age: Option<i32>) -> u32 {
    let junior = age.is_some_and(|a| a <= 18) && state.peak < 2300;
    if state.peak >= 2400 {
        10
    } else if junior || state.games < NEW_PLAYER_GAMES {
        40
    } else {
        20
    }
}

/// K lowered so that K × n does not exceed 700 (§8.3.3).
pub fn capped_k(k: u32, games: u32) -> u32 {
    if games > 0 && u64::from(k) * u64::from(games) > u64::from(MAX_K_TIMES_GAMES) {
        MAX_K_TIMES_GAMES / games
    } else {
        k
    }
}

/// K × ΣΔR rounded to the nearest whole number, 0.5 away from zero (§8.3.4); ΣΔR in
/// hundredths.
pub fn rating_change(k: u32, sum_hundredths: i32) -> i32 {
    let scaled = k as i32 * sum_hundredths;
    let (whole, rest) = (scaled / 100, scaled % 100);
    if rest.abs() >= 50 {
        whole + scaled.signum()
    } else {
        whole
    }
}

/// `numerator / denominator` rounded to the nearest whole number, 0.5 up (both positive).
fn round_half_up(numerator: u64, denominator: u64) -> u64 {
    (2 * numerator + denominator) / (2 * denominator)
}

/// The initial rating from a new player's games against rated opponents (§8.2.2-8.2.3): Ra the
/// average of the opponents and two hypothetical 1800s (drawn), p = (W + 1) / (n + 2) rounded
/// to a hundredth (0.005 up, as the Title Regulations round the same table's percentages),
/// Ru = Ra + dp rounded (0.5 up), at most 2200; published with 5 games or more and at least
/// 1400 (§7.1.4).
pub fn initial_rating(pool: &[PoolGame]) -> Newcomer {
    let n = pool.len() as u64 + 2;
    let sum: u64 = pool.iter().map(|g| u64::from(g.opponent)).sum::<u64>()
        + 2 * u64::from(HYPOTHETICAL_OPPONENT);
    let score_halves: u64 = pool.iter().map(|g| u64::from(g.halves)).sum::<u64>() + 2;
    let percent = round_half_up(100 * score_halves, 2 * n) as u32;
    let dp = dp(percent);
    let ru = round_half_up((sum as i64 + i64::from(dp) * n as i64).max(0) as u64, n) as u32;
    let rating = ru.min(MAX_INITIAL);
    Newcomer {
        games: pool.len() as u32,
        average_hundredths: round_half_up(100 * sum, n) as u32,
        percent,
        dp,
        rating,
        published: pool.len() >= INITIAL_GAMES && rating >= FLOOR,
    }
}

fn shown(rating: Option<u32>) -> Option<Rating> {
    rating.map(|value| Rating {
        value,
        deviation: None,
        provisional: false,
    })
}

/// Rates one event: `before[i]` is entrant `i`'s state from the list, `ages[i]` their age in the
/// event's year. Every opponent counts with the rating they had before the event (a player
/// rated by this event counts as unrated for the others, §8.2.4); a game against an unrated
/// opponent is not rated for a rated player (§8.3.1: "against a rated player"). Returns each
/// entrant's sheet line (its `player` and `name` left for the list to fill) and state after.
pub fn rate(
    event: &Event,
    before: &[FideState],
    ages: &[Option<i32>],
) -> Vec<(SheetLine, FideState)> {
    let mut games: Vec<Vec<(u32, Share)>> = vec![Vec::new(); before.len()];
    for (_, (player, opponent, share)) in event.sides() {
        if let Some(rating) = before[opponent].rating {
            games[player].push((rating, share));
        }
    }
    before
        .iter()
        .zip(games)
        .zip(ages)
        .map(|((state, games), &age)| match state.rating {
            Some(own) => rate_rated(state, own, &games, age),
            None => rate_unrated(state, &games),
        })
        .collect()
}

fn line(before: Option<u32>) -> SheetLine {
    SheetLine {
        player: 0,
        name: String::new(),
        before: shown(before),
        games: 0,
        score: 0,
        expected: 0,
        k: None,
        change: 0,
        after: shown(before),
        newcomer: None,
    }
}

fn rate_rated(
    state: &FideState,
    own: u32,
    games: &[(u32, Share)],
    age: Option<i32>,
) -> (SheetLine, FideState) {
    let n = games.len() as u32;
    let score: u32 = games.iter().map(|&(_, s)| halves(s)).sum();
    let expected: u32 = games
        .iter()
        .map(|&(opponent, _)| pd_hundredths(difference(own, opponent)))
        .sum();
    let k = capped_k(k_factor(state, age), n);
    let change = rating_change(k, score as i32 * 50 - expected as i32);
    let new = (i64::from(own) + i64::from(change)).clamp(0, i64::from(u32::MAX)) as u32;
    let mut after = state.clone();
    after.games = after.games.saturating_add(n);
    if new >= FLOOR {
        after.rating = Some(new);
        after.peak = after.peak.max(new);
    } else {
        after.rating = None;
    }
    let line = SheetLine {
        games: n,
        score,
        expected,
        k: Some(k),
        change,
        after: shown(after.rating),
        ..line(Some(own))
    };
    (line, after)
}

fn rate_unrated(state: &FideState, games: &[(u32, Share)]) -> (SheetLine, FideState) {
    let score: u32 = games.iter().map(|&(_, s)| halves(s)).sum();
    let mut after = state.clone();
    // §8.2.1: a zero in the first event is disregarded.
    let disregarded = state.pool.is_empty() && score == 0;
    if !disregarded {
        after
            .pool
            .extend(games.iter().map(|&(opponent, s)| PoolGame {
                opponent,
                halves: halves(s),
            }));
        after.games = after.games.saturating_add(games.len() as u32);
    }
    let mut line = SheetLine {
        games: games.len() as u32,
        score,
        ..line(None)
    };
    if !after.pool.is_empty() {
        let newcomer = initial_rating(&after.pool);
        if newcomer.published {
            after.rating = Some(newcomer.rating);
            after.peak = after.peak.max(newcomer.rating);
            after.pool.clear();
            line.after = shown(after.rating);
        }
        line.newcomer = Some(newcomer);
    }
    (line, after)
}
