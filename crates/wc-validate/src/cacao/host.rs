//! The two engine functions the CACAO code leans on: `String.prototype.localeCompare` (ICU
//! collation) and `new Date(text)` (the engine's date parser, which accepts far more than ISO
//! 8601). In WebAssembly the host is JavaScript and the module imports them (module `js`, see
//! `web/kit/wasm/validate.ts`), so they are the reference's semantics by definition. Natively they
//! are approximations good for tests: an ASCII-ish collation and ISO 8601 in UTC.

use std::cmp::Ordering;

/// `a.localeCompare(b)` as an ordering.
pub fn locale_compare(a: &str, b: &str) -> Ordering {
    #[cfg(target_arch = "wasm32")]
    return imported::locale_compare(a, b);
    #[cfg(not(target_arch = "wasm32"))]
    native::locale_compare(a, b)
}

/// `new Date(text).getTime()`: milliseconds since the epoch, NaN when unparsable.
pub fn parse_date(text: &str) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return imported::parse_date(text);
    #[cfg(not(target_arch = "wasm32"))]
    native::parse_date(text)
}

#[cfg(target_arch = "wasm32")]
mod imported {
    use std::cmp::Ordering;

    mod imports {
        #[link(wasm_import_module = "js")]
        extern "C" {
            /// The sign of `a.localeCompare(b)` for the UTF-8 texts at `a` and `b`.
            pub fn locale_compare(a: *const u8, a_len: usize, b: *const u8, b_len: usize) -> i32;
            /// `new Date(text).getTime()` of the UTF-8 text at `ptr..ptr + len`.
            pub fn parse_date(ptr: *const u8, len: usize) -> f64;
        }
    }

    pub fn locale_compare(a: &str, b: &str) -> Ordering {
        // SAFETY: the host only reads both texts.
        unsafe { imports::locale_compare(a.as_ptr(), a.len(), b.as_ptr(), b.len()) }.cmp(&0)
    }

    pub fn parse_date(text: &str) -> f64 {
        // SAFETY: the host only reads `text`.
        unsafe { imports::parse_date(text.as_ptr(), text.len()) }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::cmp::Ordering;

    /// ICU's root order for the characters tests use: punctuation, then digits, then letters
    /// case-insensitively; lower case first on a tie; then code points.
    pub fn locale_compare(a: &str, b: &str) -> Ordering {
        let primary = |s: &str| -> Vec<(u8, char)> {
            s.chars()
                .map(|c| {
                    let class = if c.is_alphabetic() {
                        2
                    } else if c.is_numeric() {
                        1
                    } else {
                        0
                    };
                    (class, c.to_lowercase().next().unwrap_or(c))
                })
                .collect()
        };
        let tertiary = |s: &str| -> Vec<bool> { s.chars().map(char::is_uppercase).collect() };
        primary(a)
            .cmp(&primary(b))
            .then_with(|| tertiary(a).cmp(&tertiary(b)))
            .then_with(|| a.cmp(b))
    }

    /// ISO 8601 as `Date.parse` reads it: `YYYY-MM-DD` and `YYYY-MM-DDTHH:mm(:ss(.sss))(Z|±HH:mm)`,
    /// a date-time without an offset taken as UTC (JavaScript takes local time).
    pub fn parse_date(text: &str) -> f64 {
        parse_iso(text.as_bytes()).unwrap_or(f64::NAN)
    }

    fn number(bytes: &[u8], at: usize, len: usize) -> Option<i64> {
        let digits = bytes.get(at..at + len)?;
        digits
            .iter()
            .all(u8::is_ascii_digit)
            .then(|| digits.iter().fold(0, |n, d| n * 10 + i64::from(d - b'0')))
    }

    fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * ((m + 9) % 12) + 2) / 5 + d - 1;
        era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
    }

    fn parse_iso(b: &[u8]) -> Option<f64> {
        let (year, month, day) = (number(b, 0, 4)?, number(b, 5, 2)?, number(b, 8, 2)?);
        if b[4] != b'-' || b[7] != b'-' || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
            return None;
        }
        let days = days_from_civil(year, month, day);
        if b.len() == 10 {
            return Some((days * 86_400_000) as f64);
        }
        if b[10] != b'T' || b.get(13) != Some(&b':') {
            return None;
        }
        let (hour, minute) = (number(b, 11, 2)?, number(b, 14, 2)?);
        let mut at = 16;
        let mut second = 0;
        let mut millis = 0;
        if b.get(at) == Some(&b':') {
            second = number(b, at + 1, 2)?;
            at += 3;
            if b.get(at) == Some(&b'.') {
                let run = b[at + 1..]
                    .iter()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                millis = number(b, at + 1, run.min(3))? * [100, 10, 1][run.clamp(1, 3) - 1];
                at += 1 + run;
            }
        }
        let offset = match b.get(at..)? {
            [] | [b'Z'] => 0,
            [sign @ (b'+' | b'-'), h1, h2, b':', m1, m2] => {
                let minutes = number(&[*h1, *h2, *m1, *m2], 0, 2)? * 60
                    + number(&[*h1, *h2, *m1, *m2], 2, 2)?;
                if *sign == b'+' {
                    minutes
                } else {
                    -minutes
                }
            }
            _ => return None,
        };
        if hour > 24 || minute > 59 || second > 59 {
            return None;
        }
        let ms = ((days * 24 + hour) * 60 + minute - offset) * 60_000 + second * 1000 + millis;
        Some(ms as f64)
    }
}
