//! What the board tells a player beyond the moves: why a press was refused (the pieces that
//! must capture then pulse, or show a steady ring when animations are off).

use super::Board;
use crate::shapes::BoardRefusal;
use tobit_rules::Point;
use tobit_view::options::Interactive;
use tobit_view::pulse::Pulse;
use tobit_view::refusal::{refusal, typed_refusal, Refusal, Situation};
use tobit_web::js;
use tsify::Ts;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl Board {
    /// Why the move typed as `notation` may not be played now, or `undefined` when it may:
    /// `{reason, from: null, capturers}`, `reason` one of `game-over`, `not-your-turn`,
    /// `must-capture` (`capturers` the pieces that must capture; they pulse) or `illegal`.
    #[wasm_bindgen(js_name = typedRefusal)]
    pub fn typed_refusal(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] notation: JsValue,
    ) -> Result<Option<Ts<BoardRefusal>>, JsError> {
        let text = js::string(&notation, "notation", js::MAX_TEXT)?;
        let refused = self.situation(|s| typed_refusal(s, &text));
        self.pulse_capturers(refused);
        Ok(refused.map(|r| BoardRefusal::of(&r)))
    }

    /// Whether the pieces that must capture are pulsing.
    #[wasm_bindgen(js_name = isPulsing)]
    pub fn is_pulsing(&self) -> bool {
        self.pulse.is_some()
    }
}

impl Board {
    /// Why a press on `p` is refused, if it is; the pieces that must capture then pulse.
    /// A position shown from the past refuses nothing (it is only looked at).
    pub(super) fn refuse(&mut self, p: Option<Point>) -> Option<Refusal> {
        if self.view_ply.is_some() || self.options.interactive == Interactive::None {
            return None;
        }
        let refused = self.situation(|s| refusal(s, p));
        self.pulse_capturers(refused);
        refused
    }

    /// What the board knows now for a refusal, given to `f`.
    fn situation<T>(&self, f: impl FnOnce(&Situation) -> T) -> T {
        let game = self.session.game();
        let position = game.position();
        f(&Situation {
            position: &position,
            over: game.status().is_over(),
            may_move: self.options.interactive.allows(position.side()),
            input: &self.input,
        })
    }

    /// The pieces that must capture pulse when that is why `refused` was refused.
    fn pulse_capturers(&mut self, refused: Option<Refusal>) {
        if let Some(r) = refused.filter(|r| !r.capturers.is_empty()) {
            // Without animations (as under reduced motion) the ring is steady.
            self.pulse = Some(Pulse::new(r.capturers, self.options.hop_ms == 0.0));
            self.dirty = true;
        }
    }
}
