//! `reviewThresholds`: the smallest loss of expected result of each review grade, which the
//! analysis board states beside its review before any review has run, without loading the
//! engine module (whose `reviewGame` grades by the same thresholds).

use tobit_web::grade_counts::GradeCounts;
use tobit_web::to_js::to_js;
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// The smallest loss of White's or Black's expected result (0..1) graded an inaccuracy, a
/// mistake and a blunder (the engine module's `reviewGame` gives the same as its `thresholds`).
#[wasm_bindgen(
    js_name = reviewThresholds,
    unchecked_return_type = "GradeCounts<number>"
)]
pub fn review_thresholds() -> Result<Ts<GradeCounts<f64>>, JsError> {
    to_js(&GradeCounts::thresholds())
}
