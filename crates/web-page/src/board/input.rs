//! How a player moves on the board: pointer presses, drags and drops, and points chosen from
//! the keyboard, each turned by [`MoveInput`] into a selection or a move.

use super::{point_arg, Board};
use crate::shapes::MoveDetail;
use tobit_rules::{Direction, Point};
use tobit_view::geometry::Xy;
use tobit_view::hit::point_at;
use tobit_view::input::Outcome;
use tobit_web::js;
use tsify::Ts;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl Board {
    /// The pointer went down at (x, y), CSS pixels relative to the canvas. Returns the move
    /// detail when this completed a move, else `undefined`.
    #[wasm_bindgen(js_name = pointerDown)]
    pub fn pointer_down(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<Option<Ts<MoveDetail>>, JsError> {
        let (p, xy) = self.pointer_at(&x, &y)?;
        self.refuse(p);
        let outcome = self.input.pointer_down(p, xy);
        let position = self.session.game().position();
        self.attempts
            .pointer_down(p, &position, &self.input, played(outcome));
        self.apply(outcome, true)
    }

    /// The pointer moved to (x, y); drags the pressed piece.
    #[wasm_bindgen(js_name = pointerMove)]
    pub fn pointer_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<(), JsError> {
        if self.input.pointer_move(xy(&x, &y)?) {
            self.redraw();
        }
        Ok(())
    }

    /// The pointer went up at (x, y). Returns the move detail when this completed a move (a
    /// drop, played without animation), else `undefined`.
    #[wasm_bindgen(js_name = pointerUp)]
    pub fn pointer_up(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<Option<Ts<MoveDetail>>, JsError> {
        let (p, xy) = self.pointer_at(&x, &y)?;
        let outcome = self.input.pointer_up(p, xy);
        let position = self.session.game().position();
        self.attempts
            .pointer_up(p, &position, &self.input, played(outcome));
        self.apply(outcome, false)
    }

    /// The gesture was cancelled: a dragged piece goes back, the selection stays.
    #[wasm_bindgen(js_name = pointerCancel)]
    pub fn pointer_cancel(&mut self) {
        if self.input.pointer_cancel() != Outcome::Ignored {
            self.redraw();
        }
    }

    /// Point `n` (1..38) chosen from the keyboard, as a click on it would: selects a piece,
    /// goes on with a capture or completes a move (a refused choice is told by `takeRefusal`). Returns the move detail when this
    /// completed a move (animated), else `undefined`.
    #[wasm_bindgen(js_name = choosePoint)]
    pub fn choose_point(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<Option<Ts<MoveDetail>>, JsError> {
        let p = point_arg(&n)?;
        self.refuse(Some(p));
        let outcome = self.input.click(Some(p));
        let position = self.session.game().position();
        self.attempts
            .press(Some(p), &position, &self.input, played(outcome));
        self.apply(outcome, true)
    }

    /// Forgets the selected piece and a capture entered part way (the Escape key).
    #[wasm_bindgen(js_name = clearSelection)]
    pub fn clear_selection(&mut self) {
        self.input.clear();
        self.redraw();
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
    /// Acts on an input outcome: plays a completed move, redraws a changed selection.
    fn apply(
        &mut self,
        outcome: Outcome,
        animate: bool,
    ) -> Result<Option<Ts<MoveDetail>>, JsError> {
        match outcome {
            Outcome::Ignored => Ok(None),
            Outcome::Changed => {
                self.redraw();
                Ok(None)
            }
            Outcome::Play(m) => {
                let before = self.session.game().position();
                self.session.play(&m).map_err(|e| JsError::new(&e))?;
                Ok(Some(self.after_move(before, m, animate)))
            }
        }
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
