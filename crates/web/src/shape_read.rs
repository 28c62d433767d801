//! Arrows and circles as JS gives them: arrays of `{from, to, brush}` and `{at, brush}`, the
//! TypeScript types `Arrow[]` and `Circle[]` (points 1..38, the brush its letter, the type
//! `Brush`), read and checked with the [`js`] helpers, each error naming the item
//! (`arrows[2].to: expected a whole number 1..38, got 39`). The shapes are the rules' types
//! (`tobit_rules::tree::shapes`); their text form is for PDN and typed diagram options only.

use crate::js::{self, Options};
use tobit_rules::tree::{Arrow, Brush, Circle};
use tobit_rules::{Point, POINT_COUNT};
use wasm_bindgen::prelude::*;

/// The most arrows or circles accepted in one list.
pub const MAX_SHAPES: u32 = 1000;

/// The keys of an arrow.
const ARROW_KEYS: [&str; 3] = ["from", "to", "brush"];
/// The keys of a circle.
const CIRCLE_KEYS: [&str; 2] = ["at", "brush"];

/// The keys and values of one item, a plain object with keys among `keys`.
fn object(v: &JsValue, what: &str, keys: &[&str]) -> Result<Options, JsError> {
    if js::absent(v) {
        let problem = format!("expected a plain object, got {}", js::shown(v));
        return Err(js::fail(what, &problem));
    }
    Options::read(v, what, keys)
}

/// The value at `key`, which must be given (`what.key` names it in the error).
fn given<'a>(o: &'a Options, key: &str, what: &str) -> Result<&'a JsValue, JsError> {
    o.get(key)
        .ok_or_else(|| js::fail(&format!("{what}.{key}"), "missing"))
}

/// The point at `key`.
fn point(o: &Options, key: &str, what: &str) -> Result<Point, JsError> {
    let at = format!("{what}.{key}");
    let n = js::integer(given(o, key, what)?, &at, 1, POINT_COUNT.into())?;
    Point::new(n as u8).ok_or_else(|| js::fail(&at, "not a point"))
}

/// The brush at `brush`, named by its letter.
fn brush(o: &Options, what: &str) -> Result<Brush, JsError> {
    let index = js::variant_index::<Brush>(given(o, "brush", what)?, &format!("{what}.brush"))?;
    Ok(Brush::ALL[index])
}

/// One arrow, `{from, to, brush}`.
fn arrow(v: &JsValue, what: &str) -> Result<Arrow, JsError> {
    let o = object(v, what, &ARROW_KEYS)?;
    let (from, to) = (point(&o, "from", what)?, point(&o, "to", what)?);
    Arrow::new(from, to, brush(&o, what)?).map_err(|e| js::fail(what, &e))
}

/// One circle, `{at, brush}`.
fn circle(v: &JsValue, what: &str) -> Result<Circle, JsError> {
    let o = object(v, what, &CIRCLE_KEYS)?;
    Ok(Circle {
        at: point(&o, "at", what)?,
        brush: brush(&o, what)?,
    })
}

/// The arrows of the argument `v`, an array of `{from, to, brush}`.
pub fn arrows(v: &JsValue, what: &str) -> Result<Vec<Arrow>, JsError> {
    let items = js::elements(v, what, "arrows", MAX_SHAPES)?;
    items.iter().map(|(at, a)| arrow(a, at)).collect()
}

/// The circles of the argument `v`, an array of `{at, brush}`.
pub fn circles(v: &JsValue, what: &str) -> Result<Vec<Circle>, JsError> {
    let items = js::elements(v, what, "circles", MAX_SHAPES)?;
    items.iter().map(|(at, c)| circle(c, at)).collect()
}
