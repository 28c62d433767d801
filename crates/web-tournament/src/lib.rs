//! The tournament module (`tobit_tournament.js`, the crate `tobit-web-tournament`): the
//! organiser's screen's [`Tournament`] over `tobit_tournament` (create, apply each command,
//! undo, the command log as JSON, the state, the next pairing, standings with tie-breaks, the
//! round-robin grid, the Swiss wallchart and a knockout's matches, the warnings of a pairing
//! changed by hand), loaded by tournament.html only. Refusals are thrown as coded errors
//! ([`error`]): the words are the page's catalogs'. The log's JSON is written and read by the
//! browser's JSON (no JSON library in the module: docs/SIZE.md).
#![deny(missing_docs)]

mod error;
mod tournament;
mod view;

pub use error::{TournamentRefusal, TournamentRefusalCode};
pub use tournament::{
    default_settings, round_limits, scorings, tie_breaks, RoundLimits, Tournament,
};
pub use view::{MatchView, NextGame, PlayerView, StandingRow, TournamentView};

use wasm_bindgen::prelude::*;

/// The tournament crate's number aliases, which its tsify declarations name.
#[wasm_bindgen(typescript_custom_section)]
const ALIASES: &str = r#"
/** A player's number: the order of entry, from 0. */
export type PlayerId = number;
/** A score in half points (a win under 2-1-0 is 4, a draw under 1-½-0 is 1). */
export type Points = number;
"#;
