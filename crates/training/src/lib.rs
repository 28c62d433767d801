//! The native-only tools that make and measure the AI's settings, run by the CLI and never by
//! the browser: self-play between two engine settings ([`selfplay`], `tobit match`), the plain
//! sparring player of the strength tests ([`material4`]), Texel tuning of the evaluation
//! weights ([`tune`], `tobit tune`) and weights files ([`weights_file`]), the balanced openings
//! of the matches ([`openings`]) and the statistics of a match ([`elo`], [`sprt`]). The search
//! and the evaluation they drive are [`tobit_ai`]'s.
//!
//! ```
//! use tobit_training::elo::Pentanomial;
//! use tobit_training::sprt::{Sprt, Verdict};
//!
//! // 100 colour-swapped pairs: 30 won twice, 50 drawn or split, 20 lost twice.
//! let counts = Pentanomial([20, 0, 50, 0, 30]);
//! let elo = counts.elo().unwrap();
//! assert!(elo.low < 0.0 && 0.0 < elo.value && elo.value < elo.high);
//! // A test of "no gain" against "10 Elo or more" has not decided after them...
//! let sprt = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
//! assert_eq!(sprt.verdict(&counts), Verdict::Continue);
//! // ...and accepts the gain once a hundred times as many pairs say the same.
//! let more = Pentanomial([2_000, 0, 5_000, 0, 3_000]);
//! assert_eq!(sprt.verdict(&more), Verdict::H1);
//! ```
#![deny(missing_docs)]

pub mod elo;
pub mod material4;
pub mod openings;
pub mod selfplay;
pub mod sprt;
pub mod train;
pub mod tune;
pub mod weights_file;
