//! The hard rules of a Swiss pairing, checked again on a pairing made or changed by hand.

use crate::history::History;
use crate::player::PlayerId;
use crate::round::ByeKind;
use crate::settings::Format;
use crate::state::State;
use crate::swiss::colors::ColorHistory;
use serde::{Deserialize, Serialize};
use std::fmt;
use tobit_rules::Color;

/// A hard rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Rule {
    /// Two players meet a second time.
    Rematch,
    /// A forbidden pair (same club or family) meets.
    Forbidden,
    /// A second pairing-allocated bye, or one after a forfeit win.
    SecondPairingBye,
    /// A colour difference beyond ±2.
    ColorDifference,
    /// The same colour three games in a row.
    ThreeInARow,
}

impl Rule {
    /// What the rule says, in English.
    pub fn describe(self) -> &'static str {
        match self {
            Rule::Rematch => "no two players meet twice",
            Rule::Forbidden => "players of the same club or family do not meet",
            Rule::SecondPairingBye => {
                "no second pairing-allocated bye (nor one after a forfeit win)"
            }
            Rule::ColorDifference => "the colour difference stays within ±2",
            Rule::ThreeInARow => "no three games in a row with the same colour",
        }
    }
}

/// A broken hard rule in a pairing that was accepted anyway (made by hand).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Warning {
    /// The round, 0-based.
    pub round: usize,
    /// The rule broken.
    pub rule: Rule,
    /// The players concerned.
    pub players: Vec<PlayerId>,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let who: Vec<String> = self.players.iter().map(|p| format!("{}", p + 1)).collect();
        write!(
            f,
            "round {}, player {}: breaks the rule \"{}\"",
            self.round + 1,
            who.join(" and "),
            self.rule.describe()
        )
    }
}

/// The hard rules that round `round` of a Swiss breaks as the state holds it, given the
/// rounds before it (a pairing made or changed by hand is accepted with these warnings); none
/// outside a Swiss or for a round not paired. In the last round the colour rules are not
/// checked for a topscorer (more than half the maximum score), as FIDE C.04.1 allows.
pub fn check_swiss(state: &State, round: usize) -> Vec<Warning> {
    let Some(paired) = state.rounds.get(round) else {
        return vec![];
    };
    if !matches!(state.settings.format, Format::Swiss { .. }) {
        return vec![];
    }
    let last_round = round + 1 == state.total_rounds();
    let mut before = state.clone();
    before.rounds.truncate(round);
    let history = History::new(&before);
    let win = state.settings.scoring.win;
    let topscorer = |p: PlayerId| last_round && 2 * history.score(p) > win * round as u32;
    let mut out = Vec::new();
    let mut warn = |rule, players: Vec<PlayerId>| {
        out.push(Warning {
            round,
            rule,
            players,
        })
    };
    for b in &paired.boards {
        if history.have_met(b.white, b.black) {
            warn(Rule::Rematch, vec![b.white, b.black]);
        }
        if state.is_forbidden(b.white, b.black) {
            warn(Rule::Forbidden, vec![b.white, b.black]);
        }
        for (p, c) in [(b.white, Color::White), (b.black, Color::Black)] {
            if topscorer(p) {
                continue;
            }
            let h = ColorHistory::new(history.colors(p));
            let step = if c == Color::White { 1 } else { -1 };
            if (h.diff + step).abs() > 2 {
                warn(Rule::ColorDifference, vec![p]);
            }
            if h.last_two == (Some(c), Some(c)) {
                warn(Rule::ThreeInARow, vec![p]);
            }
        }
    }
    for bye in &paired.byes {
        if bye.kind == ByeKind::Pairing && history.had_point_without_playing(bye.player) {
            warn(Rule::SecondPairingBye, vec![bye.player]);
        }
    }
    out
}
