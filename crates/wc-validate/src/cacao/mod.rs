//! The CACAO (CAIP-74) and ReCap (EIP-5573) functions of `@walletconnect/utils` 2.25.0
//! (`src/cacao.ts`) that one-click sign-in runs: ReCap encoding, decoding, validation and
//! merging, the methods and chains a ReCap grants, the authenticate-payload population, the
//! EIP-4361 message of a CACAO and the check that a CACAO answers our request. Same names in
//! snake_case, same verdicts, same messages.
//!
//! Known limits, beyond the crate's (see its docs):
//! - `JSON.parse` failures (a ReCap whose base64 is not JSON) throw a SyntaxError worded by us,
//!   and a ReCap nested deeper than the reader's limit (128) is refused where `JSON.parse` is not.
//! - The reference sorts with `localeCompare`; when an array holds non-strings, which of them the
//!   comparator meets first depends on V8's TimSort. We follow V8 for arrays under 64 items
//!   (the first item is never the comparator's receiver), which is what ReCaps hold.

mod base64;
mod bound;
mod did;
mod host;
mod message;
mod payload;
mod recap;
mod recap_build;
mod statement;
pub mod table;

pub use base64::{atob, base64_decode, base64_encode, btoa, stringify};
pub use bound::is_cacao_bound_to_request;
pub use did::{
    get_did_address, get_did_address_namespace, get_did_address_segments, get_did_chain_id,
    get_namespaced_did_chain_id,
};
pub use host::{locale_compare, parse_date};
pub use message::format_message;
pub use payload::{get_common_values_in_arrays, populate_auth_payload};
pub use recap::*;
pub use recap_build::*;
pub use statement::{build_recap_statement, format_statement_from_recap};

use crate::js::{to_js_string, trim, truthy, JsResult, Thrown};
use crate::json::{parse_js_number, Value};

/// JavaScript's `===`.
pub fn strict_equals(a: &Value, b: &Value) -> bool {
    !matches!(a, Value::Number(n) if n.is_nan()) && a.same_value_zero(b)
}

/// `a || b`.
pub fn or(a: Value, b: impl FnOnce() -> Value) -> Value {
    if truthy(&a) {
        a
    } else {
        b()
    }
}

/// `Number(value)` (ToNumber), for the few places the reference does arithmetic on inputs.
pub fn to_number(value: &Value) -> f64 {
    match value {
        Value::Undefined | Value::Function(_) | Value::Object(_) => f64::NAN,
        Value::Null => 0.0,
        Value::Bool(b) => f64::from(u8::from(*b)),
        Value::Number(n) => *n,
        Value::String(_) | Value::Array(_) => {
            let text = to_js_string(value);
            let text = trim(&text);
            if text.is_empty() {
                0.0
            } else {
                parse_js_number(text)
            }
        }
    }
}

/// `typeof value === "object"` (null included, as in JavaScript).
pub fn is_object_type(value: &Value) -> bool {
    matches!(value, Value::Null | Value::Array(_) | Value::Object(_))
}

/// `items.sort((a, b) => key(a).localeCompare(key(b)))`. `key` gives `Ok(text)` for an item
/// whose key is a string, else `Err(String(key))`: such an item throws as the comparator's
/// receiver, and stands for that text as its argument. Undefined items go last without meeting
/// the comparator, and V8 never makes the first of the rest the receiver (under 64 items).
pub fn sort_by_locale(
    items: &[Value],
    key: impl Fn(&Value) -> Result<String, String>,
    receiver_error: impl Fn(&Value) -> Thrown,
) -> JsResult<Vec<Value>> {
    let (defined, undefined): (Vec<Value>, Vec<Value>) =
        items.iter().cloned().partition(|v| !v.is_undefined());
    if defined.len() > 1 {
        if let Some(bad) = defined[1..].iter().find(|v| key(v).is_err()) {
            return Err(receiver_error(bad));
        }
    }
    let keys: Vec<String> = defined
        .iter()
        .map(|v| key(v).unwrap_or_else(|text| text))
        .collect();
    let mut order: Vec<usize> = (0..defined.len()).collect();
    order.sort_by(|&a, &b| locale_compare(&keys[a], &keys[b]));
    let mut sorted: Vec<Value> = order.iter().map(|&i| defined[i].clone()).collect();
    sorted.extend(undefined);
    Ok(sorted)
}

/// `strings.sort((a, b) => a.localeCompare(b))` on strings.
pub fn sort_strings(mut items: Vec<std::rc::Rc<str>>) -> Vec<std::rc::Rc<str>> {
    items.sort_by(|a, b| locale_compare(a, b));
    items
}

/// `x.localeCompare` on a non-string: the receiver is not a string.
pub fn no_locale_compare(value: &Value) -> Thrown {
    match value {
        Value::Null => {
            Thrown::TypeError("Cannot read properties of null (reading 'localeCompare')".into())
        }
        _ => Thrown::TypeError("value.localeCompare is not a function".into()),
    }
}
