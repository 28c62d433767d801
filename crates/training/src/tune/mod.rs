//! Texel-style tuning of the linear evaluation weights: play self-play games, keep their quiet
//! positions labelled with the game's result ([`samples`]), then fit the weights so that a
//! logistic function of the evaluation predicts those results ([`fit`]). The same games fit the
//! win-chance curve of the analysis ([`win_chance_fit`]).

pub mod fit;
pub mod samples;
pub mod win_chance_fit;

pub use fit::{fit_scale, loss, tune, Fit};
pub use samples::{from_self_play, Sample, SelfPlay};
