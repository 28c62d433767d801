//! Training of the pattern evaluation ([`tobit_ai::patterns`]), `tobit train`: self-play games
//! played with the linear evaluation alone (so that a run is reproduced whatever patterns the
//! build has), their quiet positions labelled with the game's result ([`positions`]), then a
//! logistic regression of those results on the linear score plus the pattern weights, the
//! linear weights held ([`fit`]), and the weights written as `weights/patterns.bin` ([`file`]).

pub mod cache;
pub mod file;
pub mod fit;
pub mod positions;

pub use fit::{fit, PatternFit, Regression};
pub use positions::{from_self_play, PatternSample};
