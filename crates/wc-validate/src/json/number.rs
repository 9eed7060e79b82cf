//! JavaScript's numbers at the boundary: Number-to-String (ECMA-262 Number::toString), which shows
//! up in the reference's messages (`${chain}` for a numeric chain) and in `JSON.stringify`, and
//! the parsing of number text.
//!
//! In WebAssembly the host is JavaScript, whose `String(x)` and `Number(text)` are these
//! semantics by definition: the module imports them (module `js`, see `web/kit/wasm/validate.ts`)
//! instead of carrying Rust's float formatting and parsing, about a third of its size. Natively
//! they are computed here, and the tests below pin them to JavaScript's output.

/// Formats `x` exactly as JavaScript's `String(x)` does.
pub fn js_number_to_string(x: f64) -> String {
    #[cfg(target_arch = "wasm32")]
    return host::number_to_string(x);
    #[cfg(not(target_arch = "wasm32"))]
    native_number_to_string(x)
}

/// JavaScript's `Number(text)` for the text of a JSON number or a run of decimal digits (the
/// callers check the grammar; anything else is NaN).
pub fn parse_js_number(text: &str) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return host::parse_number(text);
    #[cfg(not(target_arch = "wasm32"))]
    text.parse().unwrap_or(f64::NAN)
}

/// `x` as Rust's `{}` prints it (no exponent, `inf`, `-0`), for messages that always used it.
pub fn rust_display(x: f64) -> String {
    #[cfg(target_arch = "wasm32")]
    return display_from_js(x, &js_number_to_string(x));
    #[cfg(not(target_arch = "wasm32"))]
    x.to_string()
}

#[cfg(target_arch = "wasm32")]
mod host {
    mod imports {
        #[link(wasm_import_module = "js")]
        extern "C" {
            /// Writes `String(x)` (ASCII, at most 25 bytes) at `out`; returns its length.
            pub fn number_to_string(x: f64, out: *mut u8) -> usize;
            /// `Number(text)` of the ASCII text at `ptr..ptr + len`.
            pub fn parse_number(ptr: *const u8, len: usize) -> f64;
        }
    }

    pub fn number_to_string(x: f64) -> String {
        let mut out = [0u8; 32];
        // SAFETY: the host writes at most 25 bytes, and only ASCII.
        let len = unsafe { imports::number_to_string(x, out.as_mut_ptr()) }.min(out.len());
        out[..len].iter().map(|&b| char::from(b)).collect()
    }

    pub fn parse_number(text: &str) -> f64 {
        // SAFETY: the host only reads `text`.
        unsafe { imports::parse_number(text.as_ptr(), text.len()) }
    }
}

/// Rust's `{}` of `x`, given JavaScript's `String(x)`: both print the same shortest round-trip
/// digits, so only the layout differs (Rust never uses an exponent and keeps the sign of -0).
#[cfg(any(test, target_arch = "wasm32"))]
fn display_from_js(x: f64, js: &str) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    let js = js.trim_start_matches('-');
    let Some((mantissa, exp)) = js.split_once('e') else {
        return [sign, js].concat();
    };
    let exp: i32 = exp.trim_start_matches('+').parse().unwrap_or(0);
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = [whole, fraction].concat();
    // The decimal point sits after `point` digits.
    let point = whole.len() as i32 + exp;
    let body = if point <= 0 {
        ["0.", &"0".repeat((-point) as usize), &digits].concat()
    } else if point as usize >= digits.len() {
        [&digits[..], &"0".repeat(point as usize - digits.len())].concat()
    } else {
        [&digits[..point as usize], ".", &digits[point as usize..]].concat()
    };
    [sign, &body].concat()
}

/// [`js_number_to_string`] computed in Rust.
#[cfg(not(target_arch = "wasm32"))]
fn native_number_to_string(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x == 0.0 {
        return "0".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Infinity" } else { "-Infinity" }.into();
    }
    let sign = if x < 0.0 { "-" } else { "" };
    // `{:e}` gives the shortest round-tripping digits, which is what the spec asks for.
    let sci = format!("{:e}", x.abs());
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let k = digits.len() as i32;
    let n = exp.parse::<i32>().unwrap_or(0) + 1;
    let body = if k <= n && n <= 21 {
        format!("{digits}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        format!("{}.{}", &digits[..n as usize], &digits[n as usize..])
    } else if -6 < n && n <= 0 {
        format!("0.{}{digits}", "0".repeat((-n) as usize))
    } else {
        let e = n - 1;
        let e_sign = if e < 0 { '-' } else { '+' };
        if k == 1 {
            format!("{digits}e{e_sign}{}", e.abs())
        } else {
            format!("{}.{}e{e_sign}{}", &digits[..1], &digits[1..], e.abs())
        }
    };
    format!("{sign}{body}")
}

#[cfg(test)]
mod tests {
    use super::{display_from_js, js_number_to_string as s};

    #[test]
    fn matches_javascript() {
        let cases: &[(f64, &str)] = &[
            (1.0, "1"),
            (-0.0, "0"),
            (0.1, "0.1"),
            (123.456, "123.456"),
            (1e21, "1e+21"),
            (1e20, "100000000000000000000"),
            (123e18, "123000000000000000000"),
            (1.5e-7, "1.5e-7"),
            (0.000001, "0.000001"),
            (1e-7, "1e-7"),
            (-2.5, "-2.5"),
            (f64::NAN, "NaN"),
            (f64::INFINITY, "Infinity"),
            (5e-324, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
            (9007199254740993.0, "9007199254740992"),
        ];
        for (x, want) in cases {
            assert_eq!(s(*x), *want, "{x}");
        }
    }

    #[test]
    fn rust_layout_of_javascript_digits() {
        let cases = [
            1.0,
            -0.0,
            0.0,
            0.1,
            123.456,
            1e21,
            1e20,
            1.5e-7,
            1e-7,
            0.000001,
            -2.5,
            5e-324,
            1.7976931348623157e308,
            1_700_000_301.123,
            -1.2345e-300,
            123e18,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ];
        for x in cases {
            assert_eq!(display_from_js(x, &s(x)), x.to_string(), "{x:e}");
        }
    }
}
