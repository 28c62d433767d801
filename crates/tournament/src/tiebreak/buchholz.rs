//! The opponents' scores behind Buchholz and Sonneborn-Berger, with unplayed rounds counted
//! as the tournament's tie-break rules say ([`TieBreakRules`]).
//!
//! **FIDE 2023** (Handbook C.07, the Tie-Break Regulations applied from 2023, Article 16,
//! "unplayed rounds management"):
//!
//! - a *voluntarily unplayed round* (VUR, art. 16.2) is one the player could have played and
//!   did not: a half-point or zero-point bye, a forfeit loss (a double forfeit is one for both),
//!   a round absent (withdrawn); a pairing-allocated bye and a forfeit win are not (the player
//!   was there to play);
//! - an opponent's score counts as scored, except that the VURs at its end (every VUR after
//!   the last round the opponent was there to play: a withdrawal) count as draws (art. 16.3);
//! - a player's own unplayed round (any, art. 16.4) counts as a game against a *dummy
//!   opponent* whose score is the player's own final score; that value enters Buchholz and
//!   Sonneborn-Berger like an opponent's score;
//! - a cut (Buchholz cut-1, median, art. 14) removes the player's VURs first, before the
//!   lowest real values (art. 16.5).
//!
//! **FIDE 2009-2022** (the virtual opponent), kept for the events made under it:
//!
//! - an opponent's score is **adjusted**: each of the opponent's unplayed rounds (bye,
//!   forfeit, absence) counts as a draw;
//! - a player's own unplayed round counts as a game against a **virtual opponent** who had
//!   the player's score before that round, gets the opposite result in it, and draws every
//!   later round: `Svon = SPR + (W - SfPR) + D × (rounds after it)`, with `W` and `D` the
//!   points of a win and a draw.
//!
//! Under both, rounds still pending (no result) count for nothing, and so does the bye of a
//! round robin with an odd field: there it is no game at all (everyone has one), not an
//! unplayed game.

use crate::history::{History, Outcome};
use crate::player::PlayerId;
use crate::round::ByeKind;
use crate::scoring::{GameResult, Points};
use crate::settings::{Format, TieBreakRules};
use crate::state::State;
use tobit_rules::Color;

/// Whether the outcome is a round robin's bye (no round for the player).
fn round_robin_bye(state: &State, o: &Outcome) -> bool {
    matches!(state.settings.format, Format::RoundRobin { .. }) && matches!(o, Outcome::Bye(_))
}

/// Whether the round is a voluntarily unplayed round (C.07 2023, art. 16.2): a bye asked for
/// (half or zero), a forfeit loss (a double forfeit included), an absence.
pub fn voluntarily_unplayed(o: &Outcome) -> bool {
    match o {
        Outcome::Bye(kind) => *kind != ByeKind::Pairing,
        Outcome::Absent => true,
        Outcome::Game {
            color,
            result: Some(r),
            ..
        } => matches!(
            (r, color),
            (GameResult::DoubleForfeit, _)
                | (GameResult::WhiteForfeitWin, Color::Black)
                | (GameResult::BlackForfeitWin, Color::White)
        ),
        Outcome::Game { result: None, .. } => false,
    }
}

/// Every player's score as it enters an opponent's Buchholz, in half points: under the 2023
/// rules the VURs after the last round the player was there to play count as draws (art.
/// 16.3); under the 2009 rules every unplayed round counts as a draw.
pub fn adjusted_scores(state: &State, history: &History) -> Vec<Points> {
    let draw = state.settings.scoring.draw;
    let rules = state.settings.tiebreak_rules;
    (0..state.players.len())
        .map(|p| {
            let rounds = &history.rounds[p];
            let counted = |o: &Outcome| {
                !matches!(o, Outcome::Game { result: None, .. }) && !round_robin_bye(state, o)
            };
            // 2023: the first of the VURs that end the player's tournament.
            let trailing = rounds
                .iter()
                .rposition(|o| counted(o) && !voluntarily_unplayed(o))
                .map_or(0, |r| r + 1);
            rounds
                .iter()
                .zip(&history.points[p])
                .enumerate()
                .map(|(r, (o, &pts))| match o {
                    o if !counted(o) => 0,
                    _ if rules == TieBreakRules::Fide2023 && r >= trailing => draw,
                    _ if rules == TieBreakRules::Fide2023 => pts,
                    o if o.is_unplayed() => draw,
                    _ => pts,
                })
                .sum()
        })
        .collect()
}

/// One decided round of a player, as Buchholz and Sonneborn-Berger take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contribution {
    /// The opponent's score (adjusted), or the dummy or virtual opponent's.
    pub opponent: Points,
    /// The player's points in the round.
    pub mine: Points,
    /// Whether it is a voluntarily unplayed round that a cut removes first (2023 rules only).
    pub cut_first: bool,
}

/// For each decided round of `p`: the opponent's score (the adjusted score of a real opponent,
/// or a dummy or virtual opponent's score) and `p`'s points.
pub fn opponent_contributions(
    state: &State,
    history: &History,
    adjusted: &[Points],
    p: PlayerId,
) -> Vec<Contribution> {
    let s = &state.settings.scoring;
    let rules = state.settings.tiebreak_rules;
    let total = history.rounds[p].len();
    let own = history.score(p);
    let mut out = Vec::new();
    for (r, o) in history.rounds[p].iter().enumerate() {
        let mine = history.points[p][r];
        let opponent = match o {
            Outcome::Game { result: None, .. } => continue,
            o if round_robin_bye(state, o) => continue,
            Outcome::Game { opponent, .. } if o.is_played() => adjusted[*opponent],
            _ if rules == TieBreakRules::Fide2023 => own,
            _ => {
                let before = history.score_before(p, r);
                before + (s.win - mine) + s.draw * (total - r - 1) as Points
            }
        };
        out.push(Contribution {
            opponent,
            mine,
            cut_first: rules == TieBreakRules::Fide2023 && voluntarily_unplayed(o),
        });
    }
    out
}
