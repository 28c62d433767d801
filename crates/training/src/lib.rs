//! The native-only tools that make and measure the AI's settings, run by the CLI and never by
//! the browser: self-play between two engine settings ([`selfplay`], `tobit match`), the plain
//! sparring player of the strength tests ([`material4`]), Texel tuning of the evaluation
//! weights ([`tune`], `tobit tune`) and weights files ([`weights_file`]), the balanced openings
//! of the matches ([`openings`]) and the statistics of a match ([`elo`], [`sprt`]). The search
//! and the evaluation they drive are [`tobit_ai`]'s.
#![deny(missing_docs)]

pub mod elo;
pub mod material4;
pub mod openings;
pub mod selfplay;
pub mod sprt;
pub mod train;
pub mod tune;
pub mod weights_file;
