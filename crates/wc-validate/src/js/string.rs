//! JavaScript string conversions and methods the reference relies on.

use crate::json::{js_number_to_string, parse_js_number, Value};

/// `String(value)`, which is what a template literal `${value}` does.
pub fn to_js_string(value: &Value) -> String {
    match value {
        Value::Undefined => "undefined".into(),
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => js_number_to_string(*n),
        Value::String(s) => s.to_string(),
        Value::Array(items) => join(items, ","),
        Value::Object(_) => "[object Object]".into(),
        Value::Function(name) => format!("function {name}() {{ [native code] }}"),
    }
}

/// `Array.prototype.join` (also `toString` of an array): nullish members become "".
pub fn join(items: &[Value], separator: &str) -> String {
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(separator);
        }
        if !item.is_nullish() {
            out.push_str(&to_js_string(item));
        }
    }
    out
}

/// `String.prototype.trim`: JS's WhiteSpace and LineTerminator set, which differs from Rust's
/// `char::is_whitespace` (JS trims U+FEFF but not U+0085).
pub fn trim(s: &str) -> &str {
    s.trim_matches(is_js_space)
}

fn is_js_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202f}'
                | '\u{205f}'
                | '\u{3000}'
                | '\u{feff}'
    )
}

/// The string's UTF-16 code units, the unit of JS indices and lengths.
pub fn utf16(s: &str) -> Vec<u16> {
    s.encode_utf16().collect()
}

/// Code unit `i` as a one-unit string (`s[i]`); a lone surrogate becomes U+FFFD.
pub fn code_unit_at(s: &str, i: usize) -> Option<String> {
    s.encode_utf16()
        .nth(i)
        .map(|u| String::from_utf16_lossy(&[u]))
}

/// `String.prototype.substring(start, end)`: clamps, and swaps when start > end.
pub fn substring(units: &[u16], start: f64, end: Option<f64>) -> String {
    let clamp = |x: f64| {
        if x.is_nan() {
            0
        } else {
            x.max(0.0).min(units.len() as f64) as usize
        }
    };
    let (a, b) = (clamp(start), clamp(end.unwrap_or(units.len() as f64)));
    String::from_utf16_lossy(&units[a.min(b)..a.max(b)])
}

/// `parseInt(s, 10)`: leading whitespace, a sign, then as many digits as there are.
pub fn parse_int(s: &str) -> f64 {
    let t = trim(s);
    let (negative, rest) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let digits: &str = &rest[..rest.bytes().take_while(u8::is_ascii_digit).count()];
    if digits.is_empty() {
        return f64::NAN;
    }
    let n = parse_js_number(digits);
    if negative {
        -n
    } else {
        n
    }
}
