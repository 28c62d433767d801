//! How a player moves on the board: pointer presses, drags and drops, and points chosen from
//! the keyboard, each turned by [`MoveInput`] into a selection or a move.

use super::{point_arg, Board};
use crate::shapes::{BoardAttempt, BoardInput, BoardRefusal};
use tobit_rules::{Direction, Point};
use tobit_view::geometry::Xy;
use tobit_view::hit::point_at;
use tobit_view::input::Outcome;
use tobit_view::refusal::Refusal;
use tobit_web::js::{self, typed, Obj};
use tsify::Ts;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl Board {
    /// The pointer went down at (x, y), CSS pixels relative to the canvas: what it did
    /// (`BoardInput`: the move it completed, animated; why it was refused; the cursor).
    #[wasm_bindgen(js_name = pointerDown)]
    pub fn pointer_down(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<Ts<BoardInput>, JsError> {
        let (p, xy) = self.pointer_at(&x, &y)?;
        let refused = self.refuse(p);
        let outcome = self.input.pointer_down(p, xy);
        let position = self.session.game().position();
        self.attempts
            .pointer_down(p, &position, &self.input, played(outcome));
        self.answer(outcome, true, refused, Some(p))
    }

    /// The pointer moved to (x, y); drags the pressed piece (painted by the next frame, however
    /// many moves come before it). Returns what it did (`BoardInput`: the cursor).
    #[wasm_bindgen(js_name = pointerMove)]
    pub fn pointer_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<Ts<BoardInput>, JsError> {
        let (p, xy) = self.pointer_at(&x, &y)?;
        let outcome = if self.input.pointer_move(xy) {
            Outcome::Changed
        } else {
            Outcome::Ignored
        };
        self.answer(outcome, false, None, Some(p))
    }

    /// The pointer went up at (x, y): what it did (`BoardInput`: the move it completed, a drop
    /// played without animation; the cursor).
    #[wasm_bindgen(js_name = pointerUp)]
    pub fn pointer_up(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<Ts<BoardInput>, JsError> {
        let (p, xy) = self.pointer_at(&x, &y)?;
        let outcome = self.input.pointer_up(p, xy);
        let position = self.session.game().position();
        self.attempts
            .pointer_up(p, &position, &self.input, played(outcome));
        self.answer(outcome, false, None, Some(p))
    }

    /// The gesture was cancelled: a dragged piece goes back, the selection stays. Returns what
    /// it did (`BoardInput`, no cursor).
    #[wasm_bindgen(js_name = pointerCancel)]
    pub fn pointer_cancel(&mut self) -> Result<Ts<BoardInput>, JsError> {
        let outcome = self.input.pointer_cancel();
        self.answer(outcome, false, None, None)
    }

    /// Point `n` (1..38) chosen from the keyboard, as a click on it would: selects a piece,
    /// goes on with a capture or completes a move (animated). Returns what it did
    /// (`BoardInput`: the move completed, why it was refused; no cursor).
    #[wasm_bindgen(js_name = choosePoint)]
    pub fn choose_point(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<Ts<BoardInput>, JsError> {
        let p = point_arg(&n)?;
        let refused = self.refuse(Some(p));
        let outcome = self.input.click(Some(p));
        let position = self.session.game().position();
        self.attempts
            .press(Some(p), &position, &self.input, played(outcome));
        self.answer(outcome, true, refused, None)
    }

    /// Forgets the selected piece and a capture entered part way (the Escape key).
    #[wasm_bindgen(js_name = clearSelection)]
    pub fn clear_selection(&mut self) {
        self.input.clear();
        self.dirty = true;
    }

    /// The selected piece's point, or `undefined`.
    pub fn selected(&self) -> Option<u8> {
        self.input.selected().map(Point::number)
    }

    /// The point under the pointer at (x, y), CSS pixels relative to the canvas (as the board's
    /// own hit test finds it), or `undefined` between points: where an annotation drawn with
    /// the right button starts and ends.
    #[wasm_bindgen(js_name = pointAt)]
    pub fn point_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<Option<u8>, JsError> {
        Ok(self.pointer_at(&x, &y)?.0.map(Point::number))
    }

    /// The points joined to point `n` (1..38) by a chol, one step away.
    pub fn neighbours(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<Vec<u8>, JsError> {
        let p = point_arg(&n)?;
        Ok(Direction::ALL
            .into_iter()
            .filter_map(|d| p.neighbour(d))
            .map(Point::number)
            .collect())
    }
}

impl Board {
    /// Acts on an input outcome (plays a completed move, marks a changed selection to be
    /// painted) and says all it did: `refused` the press's refusal, `at` the point under the
    /// pointer for its cursor (`None` for an input without a pointer position).
    fn answer(
        &mut self,
        outcome: Outcome,
        animate: bool,
        refused: Option<Refusal>,
        at: Option<Option<Point>>,
    ) -> Result<Ts<BoardInput>, JsError> {
        let played = match outcome {
            Outcome::Ignored => None,
            Outcome::Changed => {
                self.dirty = true;
                None
            }
            Outcome::Play(m) => {
                let before = self.session.game().position();
                self.session.play(&m).map_err(|e| JsError::new(&e))?;
                Some(self.after_move(before, m, animate))
            }
        };
        let attempt = self.attempts.take();
        // A refusal that names the pieces that must capture starts their pulse.
        let pulsing = refused.is_some_and(|r| !r.capturers.is_empty());
        let changed = outcome != Outcome::Ignored || pulsing;
        Ok(typed(
            Obj::new()
                .set("played", or_null(played))
                .set("refused", or_null(refused.map(|r| BoardRefusal::of(&r))))
                .set("attempt", or_null(attempt.map(|a| BoardAttempt::of(&a))))
                .set(
                    "cursor",
                    at.map_or(JsValue::NULL, |p| self.input.cursor(p).into()),
                )
                .set("changed", changed)
                .done(),
        ))
    }

    /// The point under a pointer at JS coordinates (x, y), and the position itself.
    pub(super) fn pointer_at(
        &self,
        x: &JsValue,
        y: &JsValue,
    ) -> Result<(Option<Point>, Xy), JsError> {
        let xy = xy(x, y)?;
        Ok((point_at(&self.geometry, xy), xy))
    }
}

/// A value, or `null`.
fn or_null<T: Into<JsValue>>(v: Option<T>) -> JsValue {
    v.map_or(JsValue::NULL, Into::into)
}

/// Whether an input outcome completed a move.
fn played(outcome: Outcome) -> bool {
    matches!(outcome, Outcome::Play(_))
}

/// A pointer position from JS coordinates.
pub(super) fn xy(x: &JsValue, y: &JsValue) -> Result<Xy, JsError> {
    Ok(Xy {
        x: js::finite(x, "x")?,
        y: js::finite(y, "y")?,
    })
}
