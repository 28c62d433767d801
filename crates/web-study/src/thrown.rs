//! The errors the study module throws with their data ([`tobit_web::to_js::thrown`]), declared to
//! TypeScript: `GameTree.fromPdn`'s `PdnReadError`, the `GameTree` constructor's `ReplayError`
//! and `customTimeControl`'s `TimeControlError`.

pub use tobit_web::to_js::thrown;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const THROWN: &str = r#"
/** What `GameTree.fromPdn` throws on a text it cannot read: `pdn` says why, and where. */
export interface PdnReadError extends Error {
    pdn: PdnError;
}
/** What `new GameTree(fen, moves)` throws on a FEN or move it refuses: `replay` says why. */
export interface ReplayError extends Error {
    replay: PdnErrorKind;
}
/** What `customTimeControl` throws on a control out of range: `control` says why. */
export interface TimeControlError extends Error {
    control: ControlError;
}
"#;
