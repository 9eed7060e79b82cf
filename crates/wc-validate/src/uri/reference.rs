//! A port of the reference's `parseUri`, which never rejects anything: it slices the string
//! and reports what it found (a missing version is `NaN`, a missing symKey `undefined`).

use crate::js::{self, JsResult, Thrown};
use crate::json::{Object, Value};

use super::form::{from_base64, url_search_params};

fn index_of(units: &[u16], needle: &str) -> Option<usize> {
    let needle: Vec<u16> = needle.encode_utf16().collect();
    units
        .windows(needle.len())
        .position(|w| w == needle.as_slice())
}

/// `str.replace(needle, "")` with a string pattern: the first occurrence only.
fn replace_first(s: &str, needle: &str) -> String {
    s.replacen(needle, "", 1)
}

/// `parseRelayParams(params)`: `relay-<name>` query keys become `relay[name]`.
fn parse_relay_params(params: &Object) -> Value {
    let mut relay = Object::new();
    for (key, value) in params.entries() {
        if let Some(name) = key.strip_prefix("relay-") {
            relay.set(name, value.clone());
        }
    }
    Value::object(relay)
}

/// `parseTopic`: a leading "//" (from "wc://topic") is dropped.
fn parse_topic(topic: &str) -> &str {
    topic.strip_prefix("//").unwrap_or(topic)
}

/// `parseUri(str)`. A string without "wc:" is first tried as base64, and `atob` throws on what
/// is not base64 — so "hello" throws while "wc:" alone parses.
pub fn parse_uri(input: &Value) -> JsResult<Value> {
    // Every non-string ends in a throw in the reference too, one way or another.
    let Value::String(s) = input else {
        let error = js::get(input, "includes").err();
        return Err(
            error.unwrap_or_else(|| Thrown::TypeError("value.substring is not a function".into()))
        );
    };
    let mut s = s.to_string();
    if !s.contains("wc:") {
        let decoded = from_base64(&s).map_err(|e| Thrown::Error(e.message().into()))?;
        if decoded.contains("wc:") {
            s = decoded;
        }
    }
    if s.contains("wc://") {
        s = replace_first(&s, "wc://");
    }
    if s.contains("wc:") {
        s = replace_first(&s, "wc:");
    }
    let units = js::utf16(&s);
    let path_start = index_of(&units, ":").map_or(-1.0, |i| i as f64);
    let path_end = index_of(&units, "?").map(|i| i as f64);
    let protocol = js::substring(&units, 0.0, Some(path_start));
    let path = js::substring(&units, path_start + 1.0, path_end);
    let required: Vec<&str> = path.split('@').collect();
    let query = path_end.map_or(String::new(), |end| js::substring(&units, end, None));

    let mut params = Object::new();
    for (name, value) in url_search_params(&query) {
        params.insert(&name, Value::str(&value));
    }
    let param = |name: &str| js::object_get(&params, name);
    let methods = match param("methods") {
        Value::String(m) => Value::array(m.split(',').map(Value::str).collect()),
        _ => Value::Undefined,
    };
    let expiry = match param("expiryTimestamp") {
        Value::String(e) if !e.is_empty() => Value::Number(js::parse_int(&e)),
        _ => Value::Undefined,
    };
    let version = required.get(1).map_or(f64::NAN, |v| js::parse_int(v));
    Ok(Value::object(Object::from([
        ("protocol", Value::str(&protocol)),
        ("topic", Value::str(parse_topic(required[0]))),
        ("version", Value::Number(version)),
        ("symKey", param("symKey")),
        ("relay", parse_relay_params(&params)),
        ("methods", methods),
        ("expiryTimestamp", expiry),
    ])))
}
