//! Tobit ratings across events: a player list that outlives events, rated by FIDE Elo or by
//! Glicko-2 with lichess's parameters.
//!
//! Plain Rust, no web dependency. A [`RatingList`] is its log of steps ([`Entry`]: an event
//! rated, ratings imported, two entries merged into one player), and the players and their
//! ratings are derived from it, never edited: [`RatingList::undo`] drops the last step and
//! rebuilds the list. docs/RATINGS.md names the formulas and their sources.
//!
//! - [`fide`]: FIDE Elo as the FIDE Rating Regulations compute it, over the regulations'
//!   tables ([`fide_tables`]).
//! - [`glicko`]: Glicko-2 (the `skillratings` crate) with lichess's parameters.
//! - [`Event`]: what is rated of a tournament (the tournament crate's, or a TRF): the games
//!   played over the board, a win 1, a draw ½, a loss 0 whatever the event's scoring
//!   ([`score`]).
//! - [`Sheet`]: an event's W − We sheet; [`csv`]: the list as CSV; [`seed`]: the list's
//!   ratings written into an event's player records (its TRF).
//!
//! ```
//! use tobit_rating::{Event, RatingList, System};
//! use tobit_tournament::{Format, GameResult, NewPlayer, Settings, Tournament};
//!
//! let mut t = Tournament::new(Settings::new("Abakan", Format::RoundRobin { double: false })).unwrap();
//! for (name, rating) in [("Aiana", 2000), ("Bair", 1900)] {
//!     t.add_player(NewPlayer { name: name.into(), rating: Some(rating), ..Default::default() }).unwrap();
//! }
//! t.pair_next_round().unwrap();
//! t.set_result(0, 0, GameResult::BlackWins).unwrap();
//! let mut list = RatingList::new(System::Fide);
//! let sheet = list.apply(Event::from_tournament(&t)).unwrap();
//! // K 40 (fewer than 30 games); D = 100: We .64 for the higher-rated, .36 for the other.
//! let upset: Vec<i32> = sheet.iter().map(|l| l.change).collect();
//! assert_eq!(upset, [-26, 26]);
//! list.undo().unwrap();
//! assert!(list.players().is_empty());
//! ```
#![deny(missing_docs)]

pub mod csv;
mod error;
mod event;
pub mod fide;
pub mod fide_tables;
pub mod glicko;
mod list;
mod player;
pub mod score;
pub mod seed;
mod sheet;

pub use error::{CsvProblem, RatingError};
pub use event::{Entrant, Event, Game};
pub use list::{Entry, Imported, RatingList, SavedList, System};
pub use player::{Player, PlayerKey, Step};
pub use sheet::{Newcomer, Rating, Sheet, SheetLine};
