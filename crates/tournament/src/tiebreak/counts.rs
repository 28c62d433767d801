//! The tie-breaks that count: wins, games with Black, Koya, progressive score, and the
//! direct encounter of a tied group.

use crate::history::{History, Outcome};
use crate::player::PlayerId;
use crate::scoring::Share;
use crate::settings::Format;
use crate::state::State;
use tobit_rules::Color;

/// Games won over the board (forfeit wins and byes do not count).
pub fn wins(history: &History, p: PlayerId) -> i64 {
    history.rounds[p]
        .iter()
        .filter(|o| o.is_played() && o.share() == Some(Share::Win))
        .count() as i64
}

/// Games played over the board with Black.
pub fn games_with_black(history: &History, p: PlayerId) -> i64 {
    history.rounds[p]
        .iter()
        .filter(|o| o.played_color() == Some(Color::Black))
        .count() as i64
}

/// Half points scored (over the board or by forfeit) against the players who have at least
/// half the maximum score (a win in every game of the round robin; a win in every round in
/// another format).
pub fn koya(state: &State, history: &History, p: PlayerId) -> i64 {
    let games = match state.settings.format {
        Format::RoundRobin { double } => (state.players.len() - 1) * if double { 2 } else { 1 },
        _ => history.rounds[p].len(),
    };
    let max = state.settings.scoring.win as usize * games;
    let strong = |q: PlayerId| 2 * history.score(q) as usize >= max;
    history.rounds[p]
        .iter()
        .zip(&history.points[p])
        .filter(|(o, _)| matches!(o, Outcome::Game { opponent, .. } if strong(*opponent)))
        .map(|(_, &pts)| pts as i64)
        .sum()
}

/// The sum of the running score after each round, in half points.
pub fn progressive(history: &History, p: PlayerId) -> i64 {
    let mut running = 0;
    history.points[p]
        .iter()
        .map(|&x| {
            running += x as i64;
            running
        })
        .sum()
}

/// For a group of tied players: the half points each scored in the games between them,
/// when every two of them have met; otherwise zeros (the tie-break does not separate them).
pub fn direct_encounter(history: &History, group: &[PlayerId]) -> Vec<i64> {
    let all_met = group
        .iter()
        .enumerate()
        .all(|(i, &a)| group[i + 1..].iter().all(|&b| history.have_met(a, b)));
    if !all_met || group.len() < 2 {
        return vec![0; group.len()];
    }
    group
        .iter()
        .map(|&p| {
            history.rounds[p]
                .iter()
                .zip(&history.points[p])
                .filter(|(o, _)| matches!(o, Outcome::Game { opponent, result: Some(_), .. } if group.contains(opponent)))
                .map(|(_, &pts)| pts as i64)
                .sum()
        })
        .collect()
}
