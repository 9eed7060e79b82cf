//! The slice of JavaScript semantics the reference's validators run on: property reads with
//! their TypeErrors, `Object.keys` order, truthiness, `includes`, spreads and `Set`s.
//!
//! TypeError messages follow V8's wording where it does not quote the reference's (minified)
//! source; where it does ("e.forEach is not a function"), ours says `value.forEach`.

mod proto;
mod string;

use std::fmt;
use std::rc::Rc;

use crate::hash::HashSet;
use crate::json::{array_index, Object, Value};

pub use string::{code_unit_at, join, parse_int, substring, to_js_string, trim, utf16};

/// What the reference throws: a `TypeError` from the engine, or its own `Error`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Thrown {
    TypeError(String),
    Error(String),
    /// `JSON.parse` refusing its input; the engine words it (the message is ours). Only the
    /// CACAO ports parse JSON at run time, and the page's validation module stays byte for byte
    /// as without them.
    #[cfg(feature = "cacao")]
    SyntaxError(String),
}

impl Thrown {
    pub fn message(&self) -> &str {
        match self {
            Thrown::TypeError(m) | Thrown::Error(m) => m,
            #[cfg(feature = "cacao")]
            Thrown::SyntaxError(m) => m,
        }
    }
}

impl fmt::Display for Thrown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Thrown::TypeError(m) => write!(f, "TypeError: {m}"),
            Thrown::Error(m) => write!(f, "Error: {m}"),
            #[cfg(feature = "cacao")]
            Thrown::SyntaxError(m) => write!(f, "SyntaxError: {m}"),
        }
    }
}

impl std::error::Error for Thrown {}

pub type JsResult<T> = Result<T, Thrown>;

/// A port callable with JS-like arguments, as the dispatch tables hold them.
pub type Function = fn(&[Value]) -> JsResult<Value>;

fn nullish_name(value: &Value) -> &'static str {
    if matches!(value, Value::Null) {
        "null"
    } else {
        "undefined"
    }
}

/// JavaScript truthiness.
pub fn truthy(value: &Value) -> bool {
    match value {
        Value::Undefined | Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => *n != 0.0 && !n.is_nan(),
        Value::String(s) => !s.is_empty(),
        Value::Array(_) | Value::Object(_) | Value::Function(_) => true,
    }
}

/// `value[key]`, throwing on `undefined` and `null` like the engine does.
pub fn get(value: &Value, key: &str) -> JsResult<Value> {
    if value.is_nullish() {
        return Err(Thrown::TypeError(format!(
            "Cannot read properties of {} (reading '{key}')",
            nullish_name(value)
        )));
    }
    Ok(opt_get(value, key))
}

/// `value?.[key]`.
pub fn opt_get(value: &Value, key: &str) -> Value {
    match value {
        Value::Undefined | Value::Null => Value::Undefined,
        Value::Object(object) => object_get(object, key),
        Value::Array(items) => {
            if key == "length" {
                return Value::Number(items.len() as f64);
            }
            match array_index(key) {
                Some(i) => items.get(i as usize).cloned().unwrap_or(Value::Undefined),
                None => proto::array(key),
            }
        }
        Value::String(s) => {
            if key == "length" {
                return Value::Number(s.encode_utf16().count() as f64);
            }
            match array_index(key) {
                Some(i) => code_unit_at(s, i as usize).map_or(Value::Undefined, |c| Value::str(&c)),
                None => proto::string(key),
            }
        }
        Value::Number(_) => proto::number(key),
        Value::Bool(_) => proto::boolean(key),
        Value::Function(_) => proto::function(key),
    }
}

/// `object[key]` on a plain object: own property, else what `Object.prototype` has.
pub fn object_get(object: &Object, key: &str) -> Value {
    match object.get(key) {
        Some(v) => v.clone(),
        None => proto::object(key),
    }
}

/// `haystack?.includes(needle)` in a condition: a nullish haystack is simply false.
pub fn optional_includes(haystack: &Value, needle: &Value) -> JsResult<bool> {
    if haystack.is_nullish() {
        return Ok(false);
    }
    includes(haystack, needle)
}

/// `const { key } = value`.
pub fn destructure(value: &Value, key: &str) -> JsResult<Value> {
    if value.is_nullish() {
        return Err(Thrown::TypeError(format!(
            "Cannot destructure property '{key}' of 'value' as it is {}.",
            nullish_name(value)
        )));
    }
    Ok(opt_get(value, key))
}

fn to_object_error() -> Thrown {
    Thrown::TypeError("Cannot convert undefined or null to object".into())
}

/// `Object.entries(value)`.
pub fn entries(value: &Value) -> JsResult<Vec<(Rc<str>, Value)>> {
    match value {
        Value::Undefined | Value::Null => Err(to_object_error()),
        Value::Object(object) => Ok(object
            .entries()
            .into_iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect()),
        Value::Array(items) => Ok(items
            .iter()
            .enumerate()
            .map(|(i, v)| (Rc::from(i.to_string()), v.clone()))
            .collect()),
        Value::String(s) => Ok(utf16(s)
            .iter()
            .enumerate()
            .map(|(i, u)| {
                (
                    Rc::from(i.to_string()),
                    Value::str(&String::from_utf16_lossy(&[*u])),
                )
            })
            .collect()),
        _ => Ok(Vec::new()),
    }
}

/// `Object.keys(value)`.
pub fn keys(value: &Value) -> JsResult<Vec<Rc<str>>> {
    match value {
        Value::Object(object) => Ok(object.keys()),
        other => Ok(entries(other)?.into_iter().map(|(k, _)| k).collect()),
    }
}

/// `Object.values(value)`.
pub fn values(value: &Value) -> JsResult<Vec<Value>> {
    match value {
        Value::Object(object) => Ok(object
            .entries()
            .into_iter()
            .map(|(_, v)| v.clone())
            .collect()),
        other => Ok(entries(other)?.into_iter().map(|(_, v)| v).collect()),
    }
}

fn not_a_function(value: &Value, method: &str) -> Thrown {
    if value.is_nullish() {
        return Thrown::TypeError(format!(
            "Cannot read properties of {} (reading '{method}')",
            nullish_name(value)
        ));
    }
    Thrown::TypeError(format!("value.{method} is not a function"))
}

/// The receiver of an `Array.prototype` method call (`value.forEach(...)` and friends).
pub fn array_method<'a>(value: &'a Value, method: &str) -> JsResult<&'a [Value]> {
    value
        .as_array()
        .ok_or_else(|| not_a_function(value, method))
}

/// `value.split(separator)` on a string receiver.
pub fn split(value: &Value, separator: &str) -> JsResult<Vec<Rc<str>>> {
    match value {
        Value::String(s) => Ok(s.split(separator).map(Rc::from).collect()),
        other => Err(not_a_function(other, "split")),
    }
}

/// `haystack.includes(needle)`: SameValueZero on arrays, a substring test on strings.
pub fn includes(haystack: &Value, needle: &Value) -> JsResult<bool> {
    match haystack {
        Value::Array(items) => Ok(items.iter().any(|item| item.same_value_zero(needle))),
        Value::String(s) => Ok(s.contains(to_js_string(needle).as_str())),
        other => Err(not_a_function(other, "includes")),
    }
}

/// `...value` in an array literal or call: arrays give their items, strings their code points.
pub fn spread(value: &Value) -> JsResult<Vec<Value>> {
    match value {
        Value::Array(items) => Ok(items.to_vec()),
        Value::String(s) => Ok(s
            .chars()
            .map(|c| Value::str(c.encode_utf8(&mut [0; 4])))
            .collect()),
        Value::Undefined | Value::Null => Err(Thrown::TypeError(format!(
            "{} is not iterable (cannot read property Symbol(Symbol.iterator))",
            nullish_name(value)
        ))),
        _ => Err(Thrown::TypeError("value is not iterable".into())),
    }
}

/// `[...new Set(items)]`.
pub fn dedupe(items: Vec<Value>) -> Vec<Value> {
    if items.len() <= 16 {
        let mut out: Vec<Value> = Vec::with_capacity(items.len());
        for item in items {
            if !out.iter().any(|seen| seen.same_value_zero(&item)) {
                out.push(item);
            }
        }
        return out;
    }
    let mut seen = HashSet::with_capacity_and_hasher(items.len(), Default::default());
    items
        .into_iter()
        .filter(|item| seen.insert(item.identity()))
        .collect()
}

/// The reference's `mergeArrays(a = [], b = [])`: defaults apply to `undefined` only.
pub fn merge_arrays(a: &Value, b: &Value) -> JsResult<Value> {
    let mut items = if a.is_undefined() {
        Vec::new()
    } else {
        spread(a)?
    };
    if !b.is_undefined() {
        items.extend(spread(b)?);
    }
    Ok(Value::array(dedupe(items)))
}

/// The reference's `hasOverlap(a, b)`, which despite its name asks "is every item of `a` in
/// `b`?" (`a.filter(x => b.includes(x)).length === a.length`). `b` is only touched when `a` has
/// items.
pub fn has_overlap(a: &Value, b: &Value) -> JsResult<bool> {
    let items = array_method(a, "filter")?;
    if items.is_empty() {
        return Ok(true);
    }
    if let (Value::Array(bs), true) = (b, items.len() > 16) {
        let set: HashSet<_> = bs.iter().map(Value::identity).collect();
        return Ok(items.iter().all(|x| set.contains(&x.identity())));
    }
    for x in items {
        if !includes(b, x)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The reference's `isValidObject`: `Object.getPrototypeOf(obj) === Object.prototype &&
/// Object.keys(obj).length`, so it is `false` or a key count (callers compare it with `0`).
pub fn is_valid_object(value: &Value) -> JsResult<Option<usize>> {
    match value {
        Value::Undefined | Value::Null => Err(to_object_error()),
        Value::Object(object) => Ok(Some(object.len())),
        _ => Ok(None),
    }
}

/// `typeof value === "string" && Boolean(value.trim().length)`: the reference's isValidString
/// without its optional branch.
pub fn is_nonblank_string(value: &Value) -> bool {
    matches!(value, Value::String(s) if !trim(s).is_empty())
}
