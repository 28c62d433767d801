//! A PDN error thrown to JS: an `Error` whose message is the reader's English (for logs and the
//! console) and whose `pdn` property is the error as data (`PdnError`: its line, column, `code`
//! and what it names), which the pages put in the player's words (www/app/archive/pdn-words.js).

use crate::rules::pdn::PdnError;
use crate::web::to_js::to_js;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const PDN_READ_ERROR: &str = r#"
/** What `GameTree.fromPdn` throws on a text it cannot read: `pdn` says why, and where. */
export interface PdnReadError extends Error {
    pdn: PdnError;
}
"#;

/// `error` as the JS `Error` to throw (`PdnReadError`).
pub fn thrown(error: &PdnError) -> JsValue {
    let thrown = js_sys::Error::new(&error.to_string());
    if let Ok(data) = to_js(error) {
        // Setting a property of a fresh Error cannot fail.
        let _ = js_sys::Reflect::set(&thrown, &"pdn".into(), &data.into());
    }
    thrown.into()
}
