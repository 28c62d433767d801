//! The JS boundary, both ways, by hand: every argument arrives as a `JsValue` and is checked
//! here (type and range, the error naming the argument), and every result is built as a plain
//! object with `js_sys::Reflect`. Nothing is left to wasm-bindgen's coercions.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

/// The longest string accepted for one argument (a FEN, a move, a colour, a name).
pub const MAX_TEXT: usize = 1024;
/// The longest PDN text accepted.
pub const MAX_PDN: usize = 1 << 20;
/// The most moves accepted in a move list.
pub const MAX_MOVES: u32 = 10_000;

/// An error naming the argument `what`.
pub fn fail(what: &str, problem: &str) -> JsError {
    JsError::new(&format!("{what}: {problem}"))
}

/// How a bad value is shown in an error: JS's own rendering of it.
fn shown(v: &JsValue) -> String {
    match v.as_string() {
        Some(s) if s.len() <= 40 => format!("{s:?}"),
        Some(_) => "a long string".into(),
        None => format!("{v:?}"),
    }
}

/// Whether a value counts as "not given": `undefined` or `null`.
pub fn absent(v: &JsValue) -> bool {
    v.is_undefined() || v.is_null()
}

/// A string of at most `max` bytes.
pub fn string(v: &JsValue, what: &str, max: usize) -> Result<String, JsError> {
    let s = v
        .as_string()
        .ok_or_else(|| fail(what, &format!("expected a string, got {}", shown(v))))?;
    if s.len() > max {
        return Err(fail(what, &format!("longer than {max} characters")));
    }
    Ok(s)
}

/// An optional string: `undefined` and `null` are `None`.
pub fn opt_string(v: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if absent(v) {
        Ok(None)
    } else {
        string(v, what, MAX_TEXT).map(Some)
    }
}

/// An optional array of move strings: `undefined` and `null` are empty.
pub fn moves(v: &JsValue, what: &str) -> Result<Vec<String>, JsError> {
    if absent(v) {
        return Ok(Vec::new());
    }
    if !Array::is_array(v) {
        return Err(fail(
            what,
            &format!("expected an array of moves, got {}", shown(v)),
        ));
    }
    let list = Array::from(v);
    if list.length() > MAX_MOVES {
        return Err(fail(what, &format!("more than {MAX_MOVES} moves")));
    }
    list.iter()
        .enumerate()
        .map(|(i, m)| string(&m, &format!("{what}[{i}]"), MAX_TEXT))
        .collect()
}

/// A finite number in `min..=max`.
pub fn number(v: &JsValue, what: &str, min: u32, max: u32) -> Result<f64, JsError> {
    match v.as_f64() {
        Some(x) if (f64::from(min)..=f64::from(max)).contains(&x) => Ok(x),
        _ => Err(fail(
            what,
            &format!("expected a number {min}..{max}, got {}", shown(v)),
        )),
    }
}

/// A finite number (a coordinate or a time).
pub fn finite(v: &JsValue, what: &str) -> Result<f64, JsError> {
    match v.as_f64() {
        Some(x) if x.is_finite() => Ok(x),
        _ => Err(fail(
            what,
            &format!("expected a finite number, got {}", shown(v)),
        )),
    }
}

/// A whole number in `min..=max`.
pub fn integer(v: &JsValue, what: &str, min: u64, max: u64) -> Result<u64, JsError> {
    match v.as_f64() {
        // Bounds up to 2^53 are exact in f64.
        Some(x) if x.fract() == 0.0 && (min as f64..=max as f64).contains(&x) => Ok(x as u64),
        _ => Err(fail(
            what,
            &format!("expected a whole number {min}..{max}, got {}", shown(v)),
        )),
    }
}

/// A boolean.
pub fn boolean(v: &JsValue, what: &str) -> Result<bool, JsError> {
    v.as_bool()
        .ok_or_else(|| fail(what, &format!("expected true or false, got {}", shown(v))))
}

/// A plain object of options whose keys are all known (a misspelt option must not be silently
/// ignored).
pub struct Options {
    object: JsValue,
}

impl Options {
    /// Reads `v` as an options object with keys among `known`; `undefined` and `null` are an
    /// empty object.
    pub fn read(v: &JsValue, what: &str, known: &[&str]) -> Result<Options, JsError> {
        if absent(v) {
            return Ok(Options {
                object: Object::new().into(),
            });
        }
        if !v.is_object() || Array::is_array(v) {
            return Err(fail(what, &format!("expected an object, got {}", shown(v))));
        }
        for key in Object::keys(v.unchecked_ref::<Object>()).iter() {
            let key = key.as_string().unwrap_or_default();
            if !known.contains(&key.as_str()) {
                return Err(fail(
                    what,
                    &format!("unknown key {key:?} (expected {})", known.join(", ")),
                ));
            }
        }
        Ok(Options { object: v.clone() })
    }

    /// The value of `key`, `None` when absent (`undefined` or `null`).
    pub fn get(&self, key: &str) -> Option<JsValue> {
        let v = Reflect::get(&self.object, &JsValue::from_str(key)).ok()?;
        (!absent(&v)).then_some(v)
    }

    /// The whole number at `key` in `min..=max`, `None` when absent; the error names
    /// `options.key`.
    pub fn integer(&self, key: &str, min: u64, max: u64) -> Result<Option<u64>, JsError> {
        self.get(key)
            .map(|v| integer(&v, &format!("options.{key}"), min, max))
            .transpose()
    }

    /// The own keys and values, in order.
    pub fn entries(&self) -> Vec<(String, JsValue)> {
        Object::entries(self.object.unchecked_ref::<Object>())
            .iter()
            .map(|pair| {
                let pair = Array::from(&pair);
                (pair.get(0).as_string().unwrap_or_default(), pair.get(1))
            })
            .collect()
    }
}

/// A plain JS object under construction.
pub struct Obj(Object);

impl Default for Obj {
    fn default() -> Obj {
        Obj::new()
    }
}

impl Obj {
    /// An empty object.
    pub fn new() -> Obj {
        Obj(Object::new())
    }

    /// Sets `key` (setting a property of a fresh plain object cannot fail).
    pub fn set(self, key: &str, value: impl Into<JsValue>) -> Obj {
        let _ = Reflect::set(&self.0, &JsValue::from_str(key), &value.into());
        self
    }

    /// The object.
    pub fn done(self) -> JsValue {
        self.0.into()
    }
}

/// A JS array of strings.
pub fn strings<S: AsRef<str>>(items: impl IntoIterator<Item = S>) -> JsValue {
    items
        .into_iter()
        .map(|s| JsValue::from_str(s.as_ref()))
        .collect::<Array>()
        .into()
}

/// A JS array of small numbers.
pub fn numbers(items: impl IntoIterator<Item = u8>) -> JsValue {
    items
        .into_iter()
        .map(JsValue::from)
        .collect::<Array>()
        .into()
}

/// A string or `null`.
pub fn or_null(v: Option<&str>) -> JsValue {
    v.map_or(JsValue::NULL, JsValue::from_str)
}
