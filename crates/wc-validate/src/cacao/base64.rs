//! The reference's `base64Encode` / `base64Decode`: `JSON.stringify` → UTF-8 → `btoa`, and
//! `atob` (Node's, with its messages) → UTF-8 (`TextDecoder`, BOM dropped) → `JSON.parse`.

use crate::js::{to_js_string, JsResult, Thrown};
use crate::json::{self, js_number_to_string, write_string, Value};

use super::to_number;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// `JSON.stringify(value)`; `None` where it returns `undefined`.
pub fn stringify(value: &Value) -> Option<String> {
    let mut out = String::new();
    write(&mut out, value).then_some(out)
}

/// Writes `value`, or nothing and `false` for what `JSON.stringify` skips.
fn write(out: &mut String, value: &Value) -> bool {
    match value {
        Value::Undefined | Value::Function(_) => return false,
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
                if !write(out, item) {
                    out.push_str("null");
                }
            }
            out.push(']');
        }
        Value::Object(object) => {
            out.push('{');
            let mut first = true;
            for (key, item) in object.entries() {
                let mark = out.len();
                if !first {
                    out.push(',');
                }
                write_string(out, key);
                out.push(':');
                if write(out, item) {
                    first = false;
                } else {
                    out.truncate(mark);
                }
            }
            out.push('}');
        }
    }
    true
}

/// `btoa` of bytes (each byte one Latin-1 character), padded.
pub fn btoa(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Node's `atob` (forgiving-base64): ASCII whitespace ignored, up to two `=` at the end of a
/// multiple of four, leftover bits dropped.
pub fn atob(text: &str) -> JsResult<Vec<u8>> {
    let mut chars: Vec<u8> = Vec::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\t' | '\n' | '\u{c}' | '\r' | ' ' => {}
            c if c.is_ascii() => chars.push(c as u8),
            _ => return Err(invalid_character()),
        }
    }
    if chars.len() % 4 == 0 {
        for _ in 0..2 {
            if chars.last() == Some(&b'=') {
                chars.pop();
            }
        }
    }
    let mut sextets = Vec::with_capacity(chars.len());
    for c in &chars {
        match ALPHABET.iter().position(|a| a == c) {
            Some(i) => sextets.push(i as u32),
            None => return Err(invalid_character()),
        }
    }
    if sextets.len() % 4 == 1 {
        return Err(Thrown::Error(
            "The string to be decoded is not correctly encoded.".into(),
        ));
    }
    let mut bytes = Vec::with_capacity(sextets.len() * 3 / 4);
    for chunk in sextets.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &s)| n | s << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            bytes.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(bytes)
}

fn invalid_character() -> Thrown {
    Thrown::Error("Invalid character".into())
}

/// `base64Encode(input)`: `btoa` of the UTF-8 of `JSON.stringify(input)`.
pub fn base64_encode(input: &Value) -> JsResult<String> {
    // JSON.stringify(undefined) is undefined, which TextEncoder's encode() takes as its default "".
    let text = stringify(input).unwrap_or_default();
    Ok(btoa(text.as_bytes()))
}

/// `base64Decode(encodedString)`: pads to a multiple of four, `atob`, UTF-8, `JSON.parse`.
pub fn base64_decode(encoded: &Value) -> JsResult<Value> {
    let length = to_number(&crate::js::get(encoded, "length")?);
    let pad = (4.0 - length % 4.0) % 4.0;
    let pad = if pad.is_nan() { 0 } else { pad as usize };
    let padded = to_js_string(encoded) + &"=".repeat(pad);
    let bytes = atob(&padded)?;
    let body = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&bytes);
    let text = String::from_utf8_lossy(body);
    json_parse(&text)
}

/// `JSON.parse(text)`; the SyntaxError's wording is ours, not the engine's.
pub fn json_parse(text: &str) -> JsResult<Value> {
    json::parse(text.as_bytes()).map_err(|e| Thrown::SyntaxError(e.to_string()))
}
