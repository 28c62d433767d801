//! Glicko-2 for a club ladder, with lichess's parameters: a new player at 1500 with a deviation
//! of 500 and a volatility of 0.09, τ = 0.75, the deviation kept within 45 and 500, provisional
//! while the deviation is 110 or more. The algorithm is the `skillratings` crate's (Glickman's
//! Glicko-2); only the parameters and the bounds are set here.
//!
//! lichess updates a rating after every game; in an event each round is one rating period, so
//! each player's game of a round counts against the opponent's rating before that round (the
//! games of a round are played at the same time), and the rounds follow one another. lichess
//! also widens the deviation with the days without a game; a ladder's list does not (its
//! events carry no time between them but their order).

use crate::event::Event;
use crate::sheet::{Rating, SheetLine};
use skillratings::glicko2::{expected_score, glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use tobit_tournament::Share;

/// A new player's rating.
pub const START_RATING: f64 = 1500.0;
/// A new player's deviation.
pub const START_DEVIATION: f64 = 500.0;
/// A new player's volatility.
pub const START_VOLATILITY: f64 = 0.09;
/// The system constant τ.
pub const TAU: f64 = 0.75;
/// The smallest deviation kept.
pub const MIN_DEVIATION: f64 = 45.0;
/// The largest deviation kept.
pub const MAX_DEVIATION: f64 = 500.0;
/// A rating is provisional while its deviation is at least this.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A player's Glicko-2 rating.
pub type GlickoState = Glicko2Rating;

/// A new player's rating (1500, 500, 0.09); `rating` starts them elsewhere (an imported list,
/// a TRF's rating).
pub fn start(rating: Option<f64>) -> GlickoState {
    Glicko2Rating {
        rating: rating.unwrap_or(START_RATING),
        deviation: START_DEVIATION,
        volatility: START_VOLATILITY,
    }
}

fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

fn outcome(share: Share) -> Outcomes {
    match share {
        Share::Win => Outcomes::WIN,
        Share::Draw => Outcomes::DRAW,
        Share::Loss => Outcomes::LOSS,
    }
}

/// How a list shows a Glicko-2 rating: rounded, with its deviation.
pub fn shown(state: &GlickoState) -> Rating {
    Rating {
        value: state.rating.round().max(0.0) as u32,
        deviation: Some(state.deviation.round() as u32),
        provisional: state.deviation >= PROVISIONAL_DEVIATION,
    }
}

/// Rates one event round by round: `before[i]` is entrant `i`'s rating from the list. Returns
/// each entrant's sheet line (its `player` and `name` left for the list to fill) and rating
/// after.
pub fn rate(event: &Event, before: &[GlickoState]) -> Vec<(SheetLine, GlickoState)> {
    let mut now = before.to_vec();
    let mut score = vec![0u32; before.len()];
    let mut expected = vec![0f64; before.len()];
    let mut games = vec![0u32; before.len()];
    for round in &event.rounds {
        let mut results: Vec<Vec<(GlickoState, Outcomes)>> = vec![Vec::new(); before.len()];
        for g in round {
            for (player, opponent, share) in [
                (g.white, g.black, g.white_share),
                (g.black, g.white, crate::score::opposite(g.white_share)),
            ] {
                results[player].push((now[opponent], outcome(share)));
                expected[player] += expected_score(&now[player], &now[opponent]).0;
                score[player] += crate::score::halves(share);
                games[player] += 1;
            }
        }
        let config = config();
        for (player, results) in results.iter().enumerate() {
            if results.is_empty() {
                continue;
            }
            let mut next = glicko2_rating_period(&now[player], results, &config);
            next.deviation = next.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION);
            now[player] = next;
        }
    }
    before
        .iter()
        .zip(now)
        .enumerate()
        .map(|(i, (old, new))| {
            let (b, a) = (shown(old), shown(&new));
            let line = SheetLine {
                player: 0,
                name: String::new(),
                before: Some(b),
                games: games[i],
                score: score[i],
                expected: (expected[i] * 100.0).round() as u32,
                k: None,
                change: a.value as i32 - b.value as i32,
                after: Some(a),
                newcomer: None,
            };
            (line, new)
        })
        .collect()
}
