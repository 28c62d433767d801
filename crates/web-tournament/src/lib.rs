//! The tournament module (`tobit_tournament.js`, the crate `tobit-web-tournament`): the
//! organiser's screen's [`Tournament`] over `tobit_tournament` (create, apply each command,
//! undo, the command log as JSON, the state, the next pairing, standings with tie-breaks, the
//! round-robin grid and the Swiss wallchart, the warnings of a pairing changed by hand), loaded
//! by tournament.html only. Refusals are thrown as coded errors ([`error`]): the words are the
//! page's catalogs'.
#![deny(missing_docs)]

mod error;
mod tournament;
mod view;

pub use error::{TournamentRefusal, TournamentRefusalCode};
pub use tournament::{default_settings, scorings, tie_breaks, Tournament};
pub use view::{PlayerView, StandingRow, TournamentView};
