//! The writer: `JSON.stringify` output, except that `undefined` (which `JSON.stringify` drops)
//! is written as `{"$undefined":true}` so results can say "the reference returned undefined".

use super::number::js_number_to_string;
use super::value::Value;

/// The encoding of JavaScript's `undefined`, in inputs and outputs alike.
pub const UNDEFINED_MARKER: &str = "$undefined";

/// Serialises `value` compactly, object keys in `Object.keys` order.
pub fn to_string(value: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, value);
    out
}

fn write_value(out: &mut String, value: &Value) {
    match value {
        // Built-in functions only appear when a lookup hits a prototype; JSON.stringify treats
        // them like undefined.
        Value::Undefined | Value::Function(_) => {
            out.push_str("{\"");
            out.push_str(UNDEFINED_MARKER);
            out.push_str("\":true}");
        }
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) if n.is_finite() => out.push_str(&js_number_to_string(*n)),
        Value::Number(_) => out.push_str("null"),
        Value::String(s) => write_string(out, s),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_value(out, item);
            }
            out.push(']');
        }
        Value::Object(object) => {
            out.push('{');
            for (i, (key, item)) in object.entries().into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_string(out, key);
                out.push(':');
                write_value(out, item);
            }
            out.push('}');
        }
    }
}

/// Escapes like `JSON.stringify`: the short escapes, `\u00XX` for other control characters.
pub fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Replaces every `{"$undefined": true}` in a parsed input with `undefined`.
pub fn revive_undefined(value: &Value) -> Value {
    match value {
        Value::Object(object) => {
            if object.len() == 1 && matches!(object.get(UNDEFINED_MARKER), Some(Value::Bool(true)))
            {
                return Value::Undefined;
            }
            let mut revived = super::value::Object::new();
            for (key, item) in object.entries() {
                revived.insert(key, revive_undefined(item));
            }
            Value::object(revived)
        }
        Value::Array(items) => Value::array(items.iter().map(revive_undefined).collect()),
        other => other.clone(),
    }
}
