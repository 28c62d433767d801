//! Tobit games by link: two players on different devices play by sending each other a link
//! after each move, through any messenger; each device keeps the whole game. No server.
//!
//! A link ([`GameLink`]) carries the game's id, both names, the moves (each as its index among
//! the legal moves of its position, all packed into one number), a draw offer or the result,
//! the time per move, and a CRC-32 over all of it: a link cut short or changed by hand is
//! refused before anything in it is trusted. The text is `g=` and base64url, meant to follow
//! the `#` of the app's URL. docs/LINKS.md has the byte layout and the version rules; every
//! later release reads every earlier link.
//!
//! [`merge`] tells what opening a link does to the game stored on the device: start it,
//! extend it, nothing (the same or an older link), or refuse it naming where it parts.
//! [`merge_from`] does the same for a link a known player sent (live play), refusing what only
//! the other player may change.
//!
//! ```
//! use tobit_link::{merge, GameId, GameLink, Merged, State, TimePerMove};
//!
//! // Anna starts a game as White and plays her first move.
//! let mut anna = GameLink::new(GameId([1, 2, 3, 4, 5, 6]));
//! anna.white = "Anna".into();
//! anna.time_per_move = TimePerMove::from_days(3);
//! anna.play_texts(&["9-16"]).unwrap();
//! let link = anna.encode().unwrap();
//! assert!(link.starts_with("g=") && link.len() < 40);
//!
//! // Boris opens it: a game new to his device.
//! let received = GameLink::decode(&format!("https://example.org/tobit/#{link}")).unwrap();
//! assert_eq!(received, anna);
//! assert_eq!(merge(None, &received).unwrap(), Merged::New(anna.clone()));
//!
//! // He enters his name, replies and offers a draw; Anna opens his link.
//! let mut boris = received.clone();
//! boris.black = "Борис".into();
//! boris.play_texts(&["30-23"]).unwrap();
//! boris.state = State::DrawOffered { by: tobit_rules::Color::Black };
//! let back = GameLink::decode(&boris.encode().unwrap()).unwrap();
//! assert!(matches!(merge(Some(&anna), &back), Ok(Merged::Extends { new_moves: 1, .. })));
//!
//! // Her old link, opened again after that, changes nothing.
//! assert!(matches!(merge(Some(&back), &received), Ok(Merged::Older { .. })));
//!
//! // A link cut short or changed by hand is refused, and an illegal move is named.
//! let mut edited = link.clone();
//! edited.pop();
//! assert!(GameLink::decode(&edited).is_err());
//! let error = anna.play_texts(&["16-9"]).unwrap_err();
//! assert!(error.to_string().starts_with("move 1... 16-9 is not legal"));
//! ```
#![deny(missing_docs)]

mod error;
mod id;
mod link;
mod merge;
mod radix;
mod sender;
mod state;
mod text;
mod v1;

pub use error::{LinkError, NotSenders};
pub use id::{GameId, GameIdError};
pub use link::{GameLink, LATEST_VERSION, MAX_NAME_BYTES, MAX_PLIES};
pub use merge::{merge, Merged};
pub use sender::merge_from;
pub use state::{State, TimePerMove};
pub use text::PREFIX;
