//! The moves a player tried that the rules refuse ([`tobit_view::attempt`]), for a page that
//! answers them (the tutorial's "a hul never moves backwards").

use super::Board;
use tobit_web::js::{typed, Obj};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// A move tried that the rules refuse (the element's `attempt` event).
#[derive(Tsify)]
pub struct BoardAttempt {
    /// The point of the piece pressed first, 1..38.
    pub from: u8,
    /// The point it was sent to, where it cannot go.
    pub to: u8,
}

#[wasm_bindgen]
impl Board {
    /// The last move tried that the rules refuse, once (a second call returns `undefined`):
    /// `{from, to}`, a piece of the side to move pressed, then a point it cannot go to (clicked,
    /// chosen from the keyboard, or the piece dropped there). `undefined` when the last press
    /// was part of a legal move or followed no piece.
    #[wasm_bindgen(js_name = takeAttempt)]
    pub fn take_attempt(&mut self) -> Option<Ts<BoardAttempt>> {
        self.attempts.take().map(|a| {
            typed(
                Obj::new()
                    .set("from", a.from.number())
                    .set("to", a.to.number())
                    .done(),
            )
        })
    }
}
