//! Tobit competitions: round robin, Swiss and knockout, as a log of undoable commands.
//!
//! Plain Rust, no web dependency. A [`Tournament`] is its log of [`Command`]s (saved as JSON
//! with serde) and the [`State`] rebuilt from them: a refused command changes nothing, and
//! [`Tournament::undo`] drops the last command and replays the rest.
//!
//! - Formats ([`Format`]): round robin from the FIDE Berger tables ([`berger`]), Swiss with a
//!   Dutch-like pairing under hard rules ([`swiss`]), knockout by micro-matches
//!   ([`knockout`]).
//! - Scoring ([`Scoring`]) in half points: 2-1-0 by default, 1-½-0 as an option.
//! - Standings with the tie-breaks chosen at creation ([`standings()`], [`TieBreak`]), the
//!   round-robin grid and the Swiss wallchart ([`crosstable`]).
//!
//! docs/TOURNAMENTS.md says which rules the Swiss pairing follows and which it does not.
//!
//! ```
//! use tobit_tournament::{Format, GameResult, NewPlayer, Settings, Tournament, standings};
//!
//! let mut t = Tournament::new(Settings::new("Abakan open", Format::Swiss { rounds: 3 })).unwrap();
//! for name in ["Aiana", "Bair", "Chon", "Dmitri"] {
//!     t.add_player(NewPlayer { name: name.into(), ..Default::default() }).unwrap();
//! }
//! t.pair_next_round().unwrap();
//! let boards = t.state().rounds[0].boards.len();
//! for board in 0..boards {
//!     t.set_result(0, board, GameResult::WhiteWins).unwrap();
//! }
//! let table = standings(t.state());
//! assert_eq!(table[0].score, 4); // half points: 2 points for a win under 2-1-0
//! t.undo();                        // the last result is gone
//! assert!(t.state().rounds[0].boards[boards - 1].result.is_none());
//! ```
#![deny(missing_docs)]

pub mod berger;
mod command;
pub mod crosstable;
mod date;
mod entries;
mod error;
mod event;
pub mod history;
pub mod knockout;
mod limits;
mod player;
mod round;
pub mod rules;
mod scoring;
mod settings;
mod standings;
mod state;
pub mod swiss;
pub mod tiebreak;
mod tournament;
pub mod trf;

pub use command::Command;
pub use date::Date;
pub use error::Error;
pub use event::Event;
pub use limits::{MAX_PLAYERS, MAX_ROUNDS, MIN_ROUNDS};
pub use player::{NewPlayer, Player, PlayerId};
pub use round::{Board, Bye, ByeKind, Round};
pub use rules::{Rule, Warning};
pub use scoring::{format_points, GameResult, Points, Scoring, Share};
pub use settings::{Format, RankBy, Settings, TieBreak, TieBreakRules};
pub use standings::{knockout_standings, standings, Standing};
pub use state::{RequestedBye, State};
/// White or Black: the rules crate's one colour (saved as `"white"`, `"black"`).
pub use tobit_rules::Color;
pub use tournament::Tournament;
