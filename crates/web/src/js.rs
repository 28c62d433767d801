//! The JS boundary, both ways. Results are Rust types whose TypeScript declarations tsify
//! writes; the page module builds their JS objects by hand ([`ToJs`]: serde-wasm-bindgen would
//! add 3.1 KB gzipped to it, see docs/SIZE.md), the names of their enumerations read from
//! those declarations ([`variant_name`]). Every argument arrives as a `JsValue` and is read and
//! checked here (type and range, the error naming the argument), before the export changes
//! anything.
//!
//! Reading never lets a JS exception through: every JS call that can run user code (a getter,
//! a Proxy trap) is imported with `catch`, so a throwing getter, a revoked Proxy or a deep array
//! is a `JsError` returned like any other, and the export returns normally (an exception
//! unwinding through the wasm frames would leave the board borrowed and the wasm stack pointer
//! moved for good). Errors never format an arbitrary JS object either ([`shown`]).

use js_sys::{Array, Function, Object, Reflect};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// The longest string accepted for one argument (a FEN, a move, a colour, a name).
pub const MAX_TEXT: usize = 1024;
/// The longest PDN text accepted: one game's limit (the same where a game is read from a file,
/// kept and read again).
pub const MAX_PDN: usize = tobit_rules::pdn::MAX_GAME_BYTES;
/// The longest comment a person may type on a move, in characters (the study holding it must
/// still fit in [`MAX_PDN`] to be kept).
pub const MAX_COMMENT: usize = 1 << 16;
/// The most moves accepted in a move list.
pub const MAX_MOVES: u32 = 10_000;
/// The longest string quoted in an error message.
const MAX_SHOWN: usize = 40;

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray(v)`, which throws on a revoked Proxy.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(v: &JsValue) -> Result<bool, JsValue>;
    /// `Object.getPrototypeOf(v)`, which runs a Proxy's trap.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = getPrototypeOf)]
    fn prototype_of(v: &JsValue) -> Result<JsValue, JsValue>;
    /// `Object.keys(v)`, which runs a Proxy's traps.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = keys)]
    fn own_keys(v: &JsValue) -> Result<Array, JsValue>;
    /// `String(v)` of a primitive (a number, bigint, boolean or symbol): cannot run user code.
    #[wasm_bindgen(js_name = String)]
    fn primitive_text(v: &JsValue) -> String;
    // The imports below, which run user code, return no JS value: an import with `catch` that
    // returns one keeps a slot of wasm-bindgen's table for the value it never returned each time
    // it throws (a thousand throwing getters, a thousand slots kept for good).
    /// `Object.assign(target, v)`: `v`'s own enumerable properties copied, its getters and
    /// Proxy traps run.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = assign)]
    fn copy_into(target: &Object, v: &JsValue) -> Result<(), JsValue>;
    /// `Array.prototype.push.apply(out, v)`: the elements of the array `v` appended to `out`,
    /// its getters and Proxy traps run.
    #[wasm_bindgen(catch, js_namespace = ["Array", "prototype", "push"], js_name = apply)]
    fn push_all(out: &Array, v: &JsValue) -> Result<(), JsValue>;
    /// `JSON.stringify(v)`, which runs `v`'s getters, Proxy traps and `toJSON` methods and
    /// throws on a bigint or a cycle (none for `undefined`, a function or a symbol).
    #[wasm_bindgen(catch, js_namespace = JSON, js_name = stringify)]
    fn json_text(v: &JsValue) -> Result<Option<String>, JsValue>;
    /// `Reflect.get(v, key)` as a number (none when `undefined` or `null`).
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = get)]
    fn number_at(v: &JsValue, key: &str) -> Result<Option<f64>, JsValue>;
    /// `Reflect.apply(f, null, args)`, as whether the answer is `false` (`Some(false)`; any
    /// falsy answer but `undefined` and `null`).
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = apply)]
    fn apply_answer(f: &Function, this: &JsValue, args: &Array) -> Result<Option<bool>, JsValue>;
}

/// Calls the callback `f` with `args`: `Ok(false)` when it answers `false` (to stop), `Ok(true)`
/// for any other answer (nothing included), the value it threw otherwise.
pub fn call_back(f: &Function, args: &[JsValue]) -> Result<bool, JsValue> {
    let args: Array = args.iter().collect();
    apply_answer(f, &JsValue::NULL, &args).map(|answer| answer != Some(false))
}

/// An error naming the argument `what`.
pub fn fail(what: &str, problem: &str) -> JsError {
    JsError::new(&format!("{what}: {problem}"))
}

/// The error of an argument whose reading threw (a getter, a Proxy trap); what was thrown is
/// not shown (showing it could run more of its code).
fn unreadable(what: &str) -> JsError {
    fail(what, "could not be read (reading it threw)")
}

/// A string as an error shows it: quoted when short.
fn quoted(s: &str) -> String {
    if s.len() <= MAX_SHOWN {
        tobit_rules::quote::quoted(s)
    } else {
        "a long string".into()
    }
}

/// How a bad value is shown in an error, without running any of its code: a short string
/// quoted, a number or other primitive as JS writes it, else only its kind ("an object").
pub fn shown(v: &JsValue) -> String {
    if v.is_string() {
        return if string_length(v) <= MAX_SHOWN as u32 {
            v.as_string().map_or_else(String::new, |s| quoted(&s))
        } else {
            "a long string".into()
        };
    }
    if v.is_null() {
        return "null".into();
    }
    match v.js_typeof().as_string().as_deref() {
        Some("object") => match is_array(v) {
            Ok(true) => "an array".into(),
            _ => "an object".into(),
        },
        Some("function") => "a function".into(),
        Some("undefined") => "undefined".into(),
        _ => primitive_text(v),
    }
}

/// The length of a string primitive in UTF-16 units (read without copying it).
fn string_length(v: &JsValue) -> u32 {
    v.unchecked_ref::<js_sys::JsString>().length()
}

/// Whether a value counts as "not given": `undefined` or `null`.
pub fn absent(v: &JsValue) -> bool {
    v.is_undefined() || v.is_null()
}

/// A string of at most `max` bytes (a longer one is refused before it is copied).
pub fn string(v: &JsValue, what: &str, max: usize) -> Result<String, JsError> {
    if !v.is_string() {
        return Err(fail(what, &format!("expected a string, got {}", shown(v))));
    }
    let too_long = || fail(what, &format!("longer than {max} characters"));
    if string_length(v) as usize > max {
        return Err(too_long());
    }
    let s = v.as_string().unwrap_or_default();
    if s.len() > max {
        return Err(too_long());
    }
    if !v.unchecked_ref::<js_sys::JsString>().is_valid_utf16() {
        // A lone surrogate would be read as U+FFFD: another text than the one given.
        return Err(fail(what, "holds a lone surrogate (not text)"));
    }
    Ok(s)
}

/// Whether the JSON text escapes a lone surrogate (`\ud800`): `JSON.stringify` writes a
/// surrogate pair as it is and escapes only a lone one.
fn escapes_lone_surrogate(json: &str) -> bool {
    let mut chars = json.chars();
    while let Some(c) = chars.next() {
        if c == '\\' && chars.next() == Some('u') {
            let hex: String = chars.by_ref().take(4).collect();
            if u16::from_str_radix(&hex, 16).is_ok_and(|u| (0xd800..0xe000).contains(&u)) {
                return true;
            }
        }
    }
    false
}

/// A plain copy of the data argument `v` (objects, arrays, strings, numbers, booleans, null),
/// for serde to read: its getters, Proxy traps and `toJSON` run here, once, and a throw is an
/// error, not an exception through the wasm frames (which would leave the object borrowed for
/// good). Refused, with the problem for the caller's error naming the argument: what JSON
/// cannot hold (a bigint, a cycle), a string with a lone surrogate (it would be read as
/// U+FFFD), and `undefined`, a function or a symbol.
pub fn plain(v: &JsValue) -> Result<JsValue, String> {
    let not_data = || {
        "expected data (objects, arrays, strings, numbers, booleans: no bigint, no cycle, \
         no getter that throws)"
            .to_string()
    };
    let text = json_text(v)
        .map_err(|_| not_data())?
        .ok_or_else(|| format!("expected data, got {}", shown(v)))?;
    if escapes_lone_surrogate(&text) {
        return Err("a string holds a lone surrogate (not text)".into());
    }
    js_sys::JSON::parse(&text).map_err(|_| not_data())
}

/// Whether `v` is a string longer than `max` characters (measured without copying it): for an
/// export that answers such a text with a refusal the page words, not an error.
pub fn is_long_string(v: &JsValue, max: usize) -> bool {
    v.is_string() && string_length(v) as usize > max
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
    let items = elements(v, what, "moves", MAX_MOVES)?;
    items
        .iter()
        .map(|(at, m)| string(m, at, MAX_TEXT))
        .collect()
}

/// The elements of an array of at most `max` items, each with its name (`what[i]`); `items`
/// names them in the errors ("expected an array of moves"). Every element is read once, into
/// an array of our own (a getter that throws is an error, not an exception).
pub fn elements(
    v: &JsValue,
    what: &str,
    items: &str,
    max: u32,
) -> Result<Vec<(String, JsValue)>, JsError> {
    if !is_array(v).map_err(|_| unreadable(what))? {
        return Err(fail(
            what,
            &format!("expected an array of {items}, got {}", shown(v)),
        ));
    }
    let length = number_at(v, "length").map_err(|_| unreadable(what))?;
    if !length.is_some_and(|n| (0.0..=f64::from(max)).contains(&n)) {
        return Err(fail(what, &format!("more than {max} {items}")));
    }
    // Read once into an array of our own (a Proxy may answer each reading differently).
    let copy = Array::new();
    push_all(&copy, v).map_err(|_| unreadable(what))?;
    if copy.length() > max {
        return Err(fail(what, &format!("more than {max} {items}")));
    }
    Ok(copy
        .iter()
        .enumerate()
        .map(|(i, element)| (format!("{what}[{i}]"), element))
        .collect())
}

/// A number in `min..=max` (a `Number` object is not a number).
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

/// A name among `names` (an enumeration's value).
pub fn one_of<'a>(v: &JsValue, what: &str, names: &[&'a str]) -> Result<&'a str, JsError> {
    let name = v
        .as_string()
        .filter(|_| string_length(v) <= MAX_TEXT as u32);
    name.and_then(|n| names.iter().copied().find(|&k| k == n))
        .ok_or_else(|| {
            fail(
                what,
                &format!("expected one of {}, got {}", names.join(", "), shown(v)),
            )
        })
}

/// Whether `v` is a plain object (`{...}`, or one without prototype): not an array, a `Date`, a
/// `Number` object or any other class's instance, whose keys would silently say nothing.
fn is_plain_object(v: &JsValue, what: &str) -> Result<bool, JsError> {
    if !v.is_object() {
        return Ok(false);
    }
    let proto = prototype_of(v).map_err(|_| unreadable(what))?;
    // `Object.prototype` (of any realm) is the one prototype whose own prototype is null.
    Ok(proto.is_null()
        || prototype_of(&proto)
            .map_err(|_| unreadable(what))?
            .is_null())
}

/// A plain object of options whose keys are all known (a misspelt option must not be silently
/// ignored), read at once: its given values (not `undefined` or `null`) by key.
pub struct Options {
    given: Vec<(String, JsValue)>,
}

impl Options {
    /// Reads `v` as an options object with keys among `known`; `undefined` and `null` are an
    /// empty object.
    pub fn read(v: &JsValue, what: &str, known: &[&str]) -> Result<Options, JsError> {
        let mut given = Vec::new();
        if absent(v) {
            return Ok(Options { given });
        }
        // Copied at once into an object of our own, without prototype (so that a key
        // `__proto__` stays a key): its getters and traps run here, once.
        let copy = Object::create(JsValue::NULL.unchecked_ref());
        if v.is_object() {
            copy_into(&copy, v).map_err(|_| unreadable(what))?;
        }
        if !is_plain_object(v, what)? {
            return Err(fail(
                what,
                &format!("expected a plain object, got {}", shown(v)),
            ));
        }
        let keys = own_keys(&copy).map_err(|_| unreadable(what))?;
        for key in keys.iter() {
            let name = key.as_string().unwrap_or_default();
            if !known.contains(&name.as_str()) {
                return Err(fail(
                    what,
                    &format!(
                        "unknown key {} (expected {})",
                        shown(&key),
                        known.join(", ")
                    ),
                ));
            }
            let value =
                Reflect::get(&copy, &key).map_err(|_| unreadable(&format!("{what}.{name}")))?;
            if !absent(&value) {
                given.push((name, value));
            }
        }
        Ok(Options { given })
    }

    /// The value of `key`, `None` when absent (`undefined` or `null`).
    pub fn get(&self, key: &str) -> Option<&JsValue> {
        self.given.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The whole number at `key` in `min..=max`, `None` when absent; the error names
    /// `options.key`.
    pub fn integer(&self, key: &str, min: u64, max: u64) -> Result<Option<u64>, JsError> {
        self.get(key)
            .map(|v| integer(v, &format!("options.{key}"), min, max))
            .transpose()
    }

    /// The given keys and values, in order.
    pub fn entries(&self) -> &[(String, JsValue)] {
        &self.given
    }
}

/// A Rust value that JS gets as a plain object (or a name) of its generated TypeScript type.
pub trait ToJs: Tsify + Sized {
    /// The value as JS sees it.
    fn to_js(&self) -> JsValue;

    /// The value as an export's typed result.
    fn typed(&self) -> Ts<Self> {
        Ts::new_unchecked(self.to_js())
    }
}

/// `v` as an export's result of the TypeScript type of `T` (built as its declaration says).
pub fn typed<T: Tsify>(v: JsValue) -> Ts<T> {
    Ts::new_unchecked(v)
}

/// The name of variant `index` of an enumeration, read from its TypeScript declaration
/// `decl`, `export type T = "a" | "b";` (serde's names, which tsify writes); empty past the
/// last variant.
fn name_in(decl: &'static str, index: usize) -> &'static str {
    let union = decl.rsplit_once('=').map_or("", |(_, union)| union);
    union.split('"').nth(2 * index + 1).unwrap_or_default()
}

/// The name JS sees for variant `index` of the enumeration `T`.
pub fn variant_name<T: Tsify>(index: usize) -> &'static str {
    name_in(T::DECL, index)
}

/// The index of the variant of the enumeration `T` named by the argument `v`.
pub fn variant_index<T: Tsify>(v: &JsValue, what: &str) -> Result<usize, JsError> {
    index_in(T::DECL, v, what)
}

/// The index of the variant of the enumeration declared by `decl` named by the argument `v`.
fn index_in(decl: &'static str, v: &JsValue, what: &str) -> Result<usize, JsError> {
    let name = string(v, what, MAX_TEXT)?;
    let mut names = Vec::new();
    for index in 0.. {
        match name_in(decl, index) {
            "" => break,
            n if n == name => return Ok(index),
            n => names.push(n),
        }
    }
    Err(fail(
        what,
        &format!(
            "expected one of {}, got {}",
            names.join(", "),
            quoted(&name)
        ),
    ))
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

/// A JS array of `items`.
pub fn array<T: Into<JsValue>>(items: impl IntoIterator<Item = T>) -> JsValue {
    items.into_iter().map(Into::into).collect::<Array>().into()
}
