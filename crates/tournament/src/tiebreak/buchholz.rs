//! The opponents' scores behind Buchholz and Sonneborn-Berger, with unplayed games counted
//! as the FIDE tie-break regulations say:
//!
//! - an opponent's score is **adjusted**: each of the opponent's unplayed rounds (bye,
//!   forfeit, absence) counts as a draw;
//! - a player's own unplayed round counts as a game against a **virtual opponent** who had
//!   the player's score before that round, gets the opposite result in it, and draws every
//!   later round: `Svon = SPR + (W - SfPR) + D × (rounds after it)`, with `W` and `D` the
//!   points of a win and a draw.
//!
//! Rounds still pending (no result) count for nothing, and so does the bye of a round robin
//! with an odd field: there it is no game at all (everyone has one), not an unplayed game.

use crate::history::{History, Outcome};
use crate::player::PlayerId;
use crate::scoring::Points;
use crate::settings::Format;
use crate::state::State;

/// Whether the outcome is a round robin's bye (no round for the player).
fn round_robin_bye(state: &State, o: &Outcome) -> bool {
    matches!(state.settings.format, Format::RoundRobin { .. }) && matches!(o, Outcome::Bye(_))
}

/// Every player's adjusted score (unplayed rounds counted as draws), in half points.
pub fn adjusted_scores(state: &State, history: &History) -> Vec<Points> {
    let draw = state.settings.scoring.draw;
    (0..state.players.len())
        .map(|p| {
            history.rounds[p]
                .iter()
                .zip(&history.points[p])
                .map(|(o, &pts)| match o {
                    Outcome::Game { result: None, .. } => 0,
                    o if round_robin_bye(state, o) => 0,
                    o if o.is_unplayed() => draw,
                    _ => pts,
                })
                .sum()
        })
        .collect()
}

/// For each decided round of `p`: `(opponent's score, p's points)`, the opponent's score
/// being the adjusted score of a real opponent or a virtual opponent's score.
pub fn opponent_contributions(
    state: &State,
    history: &History,
    adjusted: &[Points],
    p: PlayerId,
) -> Vec<(Points, Points)> {
    let s = &state.settings.scoring;
    let total = history.rounds[p].len();
    let mut out = Vec::new();
    for (r, o) in history.rounds[p].iter().enumerate() {
        let mine = history.points[p][r];
        match o {
            Outcome::Game { result: None, .. } => {}
            o if round_robin_bye(state, o) => {}
            Outcome::Game { opponent, .. } if o.is_played() => {
                out.push((adjusted[*opponent], mine))
            }
            _ => {
                let before = history.score_before(p, r);
                let virtual_score = before + (s.win - mine) + s.draw * (total - r - 1) as Points;
                out.push((virtual_score, mine));
            }
        }
    }
    out
}
