//! A number per review grade: the counts of a side's graded moves (the engine module's
//! `reviewGame`) and the smallest loss of each grade (the same review's `thresholds`, and the
//! study module's `reviewThresholds`, which the analysis board states without loading the
//! engine module). Shared by both modules, each declaring it in its own `.d.ts`.

use serde::Serialize;
use tobit_ai::review::Grade;
use tsify::Tsify;

/// A count per grade (or the smallest loss of each grade).
#[derive(Serialize, Tsify)]
pub struct GradeCounts<T> {
    /// Inaccuracies.
    inaccuracy: T,
    /// Mistakes.
    mistake: T,
    /// Blunders.
    blunder: T,
}

impl<T> GradeCounts<T> {
    /// The number `of` each grade gives.
    pub fn of(of: impl Fn(Grade) -> T) -> GradeCounts<T> {
        GradeCounts {
            inaccuracy: of(Grade::Inaccuracy),
            mistake: of(Grade::Mistake),
            blunder: of(Grade::Blunder),
        }
    }
}

impl GradeCounts<f64> {
    /// The smallest loss of each grade (`tobit_ai::review`'s thresholds).
    pub fn thresholds() -> GradeCounts<f64> {
        GradeCounts::of(Grade::threshold)
    }
}
