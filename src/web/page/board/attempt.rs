//! The moves a player tried that the rules refuse ([`crate::view::attempt`]), for a page that
//! answers them (the tutorial's "a hul never moves backwards").

use super::Board;
use crate::web::js::Obj;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_ATTEMPT: &str = r#"
/** A move tried that the rules refuse (the element's `attempt` event). */
export interface BoardAttempt {
  /** The point of the piece pressed first, 1..38. */
  from: number;
  /** The point it was sent to, where it cannot go. */
  to: number;
}
"#;

#[wasm_bindgen]
impl Board {
    /// The last move tried that the rules refuse, once (a second call returns `undefined`):
    /// `{from, to}`, a piece of the side to move pressed, then a point it cannot go to (clicked,
    /// chosen from the keyboard, or the piece dropped there). `undefined` when the last press
    /// was part of a legal move or followed no piece.
    #[wasm_bindgen(js_name = takeAttempt, unchecked_return_type = "BoardAttempt | undefined")]
    pub fn take_attempt(&mut self) -> JsValue {
        self.attempts.take().map_or(JsValue::UNDEFINED, |a| {
            Obj::new()
                .set("from", a.from.number())
                .set("to", a.to.number())
                .done()
        })
    }
}
