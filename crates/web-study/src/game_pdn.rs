//! The PDN of a played game (`gamePdn`) and the game an archive record describes: its moves
//! from its start and the ending its moves alone do not show (a resignation, a loss on time, an
//! agreed draw). In the study module, not the page's: writing PDN is 3.4 KB gzipped of code the
//! first load does not need (docs/SIZE.md); the element's `pdn()` and the app's exports load it.

use tobit_rules::{pdn, Game};
use tobit_web::js::{self, Options, MAX_TEXT};
use tobit_web::names;
use wasm_bindgen::prelude::*;

/// The game after `moves` from `fen` (the start position when absent), ended as `ending` says
/// when its moves alone do not.
pub(super) fn ended_game(
    fen: &JsValue,
    moves: &JsValue,
    ending: &JsValue,
) -> Result<Game, JsError> {
    let mut game = tobit_web::replay::game_of(fen, moves)?;
    if !js::absent(ending) {
        end(&mut game, ending)?;
    }
    Ok(game)
}

/// The PDN of the game after `moves` from `fen` (the start position when absent), ended as
/// `ending` says when its moves alone do not (`{winner, reason}`: `"resignation"`,
/// `"time-forfeit"` or `"agreement"`; other reasons follow from the moves; null while it goes
/// on): the `Result` tag, `SetUp` and `FEN` for a set-up start, the numbered moves and the
/// result. Throws on a bad FEN, move or ending.
#[wasm_bindgen(js_name = gamePdn)]
pub fn game_pdn(
    #[wasm_bindgen(unchecked_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[]")] moves: JsValue,
    #[wasm_bindgen(unchecked_param_type = "{winner: Color | null, reason: string} | null")]
    ending: JsValue,
) -> Result<String, JsError> {
    Ok(pdn::export(&ended_game(&fen, &moves, &ending)?, &[]))
}

/// Ends `game` as the argument `ending` says, when its moves alone do not.
fn end(game: &mut Game, ending: &JsValue) -> Result<(), JsError> {
    let o = Options::read(ending, "ending", &["winner", "reason", "score"])?;
    let absent = JsValue::UNDEFINED;
    let reason = js::string(
        o.get("reason").unwrap_or(&absent),
        "ending.reason",
        MAX_TEXT,
    )?;
    let winner = match o.get("winner") {
        Some(w) => Some(names::color(w, "ending.winner")?),
        _ => None,
    };
    if game.status().is_over() {
        return Ok(());
    }
    let ended = match (reason.as_str(), winner) {
        ("resignation", Some(w)) => game.resign(w.opponent()),
        ("time-forfeit", Some(w)) => game.lose_on_time(w.opponent()),
        ("agreement", None) => game.agree_draw(),
        _ => return Ok(()),
    };
    ended.map_err(|e| js::fail("ending", &e.to_string()))
}
