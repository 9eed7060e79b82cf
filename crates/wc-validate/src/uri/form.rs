//! The web platform pieces `parseUri` leans on: `URLSearchParams` parsing and `atob`.

/// `new URLSearchParams(query).entries()`: one leading '?' dropped, '&'-separated, '+' is a
/// space, percent escapes decoded as UTF-8 (invalid ones kept literally, bad bytes as U+FFFD).
pub fn url_search_params(query: &str) -> Vec<(String, String)> {
    let query = query.strip_prefix('?').unwrap_or(query);
    query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            (percent_decode(name), percent_decode(value))
        })
        .collect()
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                match (
                    bytes.get(i + 1).and_then(|b| hex(*b)),
                    bytes.get(i + 2).and_then(|b| hex(*b)),
                ) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 3;
                        continue;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Why `atob` threw (its DOMException messages in Node).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base64Error {
    InvalidCharacter,
    NotCorrectlyEncoded,
}

impl Base64Error {
    pub fn message(self) -> &'static str {
        match self {
            Base64Error::InvalidCharacter => "Invalid character",
            Base64Error::NotCorrectlyEncoded => {
                "The string to be decoded is not correctly encoded."
            }
        }
    }
}

/// `atob` (WHATWG forgiving-base64 decode, with Node's error messages), giving bytes.
pub fn atob(input: &str) -> Result<Vec<u8>, Base64Error> {
    let mut data: Vec<u8> = Vec::with_capacity(input.len());
    for c in input.chars() {
        match c {
            '\t' | '\n' | '\u{c}' | '\r' | ' ' => {}
            'A'..='Z' | 'a'..='z' | '0'..='9' | '+' | '/' | '=' => data.push(c as u8),
            _ => return Err(Base64Error::InvalidCharacter),
        }
    }
    let padding = data.iter().rev().take_while(|b| **b == b'=').count();
    if data.len() % 4 == 0 && padding <= 2 {
        data.truncate(data.len() - padding);
    }
    if data.contains(&b'=') {
        return Err(Base64Error::InvalidCharacter);
    }
    if data.len() % 4 == 1 {
        return Err(Base64Error::NotCorrectlyEncoded);
    }
    let sextet = |b: u8| match b {
        b'A'..=b'Z' => b - b'A',
        b'a'..=b'z' => b - b'a' + 26,
        b'0'..=b'9' => b - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let mut out = Vec::with_capacity(data.len() * 3 / 4);
    for chunk in data.chunks(4) {
        let n = chunk.iter().enumerate().fold(0u32, |acc, (i, b)| {
            acc | (u32::from(sextet(*b)) << (18 - 6 * i))
        });
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    Ok(out)
}

/// The reference's `fromBase64`: pad, `atob`, then `TextDecoder` (lossy UTF-8, BOM dropped).
pub fn from_base64(input: &str) -> Result<String, Base64Error> {
    let units = input.encode_utf16().count();
    let padded = format!("{input}{}", "=".repeat((4 - units % 4) % 4));
    let bytes = atob(&padded)?;
    let text = String::from_utf8_lossy(&bytes);
    Ok(text.strip_prefix('\u{feff}').unwrap_or(&text).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_params() {
        let got = url_search_params("?a=1&b=x+y%21&&c&d=%zz");
        let want = [("a", "1"), ("b", "x y!"), ("c", ""), ("d", "%zz")];
        let want: Vec<_> = want
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn base64() {
        assert_eq!(from_base64("d2M6YQ").unwrap(), "wc:a");
        assert_eq!(atob("d2M6YQ==").unwrap(), b"wc:a");
        assert_eq!(atob("a"), Err(Base64Error::NotCorrectlyEncoded));
        assert_eq!(atob("a*=="), Err(Base64Error::InvalidCharacter));
    }
}
