//! A strict RFC 8259 reader with bounded depth and size.

use super::error::{JsonError, JsonErrorKind, Limits};
use super::number::parse_js_number;
use super::value::{Object, Value};

/// Parses one JSON document with the default [`Limits`].
pub fn parse(input: &[u8]) -> Result<Value, JsonError> {
    parse_with(input, Limits::default())
}

pub fn parse_with(input: &[u8], limits: Limits) -> Result<Value, JsonError> {
    if input.len() > limits.max_bytes {
        return Err(JsonError {
            offset: 0,
            kind: JsonErrorKind::TooLarge(limits.max_bytes),
        });
    }
    let mut reader = Reader {
        bytes: input,
        pos: 0,
        max_depth: limits.max_depth,
    };
    let value = reader.value(0)?;
    reader.skip_ws();
    if reader.pos < input.len() {
        return Err(reader.error(JsonErrorKind::TrailingData));
    }
    Ok(value)
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    max_depth: usize,
}

impl Reader<'_> {
    fn error(&self, kind: JsonErrorKind) -> JsonError {
        JsonError {
            offset: self.pos,
            kind,
        }
    }

    fn unexpected(&self) -> JsonError {
        let Some(rest) = self.bytes.get(self.pos..).filter(|r| !r.is_empty()) else {
            return self.error(JsonErrorKind::UnexpectedEnd);
        };
        let text = String::from_utf8_lossy(&rest[..rest.len().min(4)]);
        self.error(JsonErrorKind::Unexpected(
            text.chars().next().unwrap_or('\u{fffd}'),
        ))
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn expect(&mut self, byte: u8) -> Result<(), JsonError> {
        if self.peek() == Some(byte) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    fn literal(&mut self, word: &[u8], value: Value) -> Result<Value, JsonError> {
        for &b in word {
            self.expect(b)?;
        }
        Ok(value)
    }

    fn value(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.skip_ws();
        match self.peek() {
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => Ok(Value::str(&self.string()?)),
            Some(b't') => self.literal(b"true", Value::Bool(true)),
            Some(b'f') => self.literal(b"false", Value::Bool(false)),
            Some(b'n') => self.literal(b"null", Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.unexpected()),
        }
    }

    fn enter(&self, depth: usize) -> Result<(), JsonError> {
        if depth > self.max_depth {
            return Err(self.error(JsonErrorKind::TooDeep(self.max_depth)));
        }
        Ok(())
    }

    fn array(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.enter(depth)?;
        self.pos += 1;
        let mut items = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(Value::array(items));
        }
        loop {
            items.push(self.value(depth)?);
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(Value::array(items));
                }
                _ => return Err(self.unexpected()),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.enter(depth)?;
        self.pos += 1;
        let mut object = Object::new();
        self.skip_ws();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(Value::object(object));
        }
        loop {
            self.skip_ws();
            if self.peek() != Some(b'"') {
                return Err(self.unexpected());
            }
            let key = self.string()?;
            self.skip_ws();
            self.expect(b':')?;
            let value = self.value(depth)?;
            object.insert(&key, value);
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(Value::object(object));
                }
                _ => return Err(self.unexpected()),
            }
        }
    }

    fn number(&mut self) -> Result<Value, JsonError> {
        let start = self.pos;
        let invalid = |pos| JsonError {
            offset: pos,
            kind: JsonErrorKind::InvalidNumber,
        };
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        match self.peek() {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(invalid(self.pos)),
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(invalid(self.pos));
            }
            self.digits();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(invalid(self.pos));
            }
            self.digits();
        }
        let text = std::str::from_utf8(&self.bytes[start..self.pos]).map_err(|_| invalid(start))?;
        Ok(Value::Number(parse_js_number(text)))
    }

    fn digits(&mut self) {
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.pos += 1;
        }
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.pos += 1;
        let mut out = String::new();
        loop {
            let run_start = self.pos;
            while matches!(self.peek(), Some(b) if b != b'"' && b != b'\\' && b >= 0x20) {
                self.pos += 1;
            }
            let run =
                std::str::from_utf8(&self.bytes[run_start..self.pos]).map_err(|e| JsonError {
                    offset: run_start + e.valid_up_to(),
                    kind: JsonErrorKind::InvalidUtf8,
                })?;
            out.push_str(run);
            match self.peek() {
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => self.escape(&mut out)?,
                Some(_) => return Err(self.error(JsonErrorKind::ControlInString)),
                None => return Err(self.error(JsonErrorKind::UnexpectedEnd)),
            }
        }
    }

    fn escape(&mut self, out: &mut String) -> Result<(), JsonError> {
        let at = self.pos;
        self.pos += 1;
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.pos += 1;
                let unit = self.hex4(at)?;
                out.push(self.surrogates(unit));
                return Ok(());
            }
            _ => {
                return Err(JsonError {
                    offset: at,
                    kind: JsonErrorKind::InvalidEscape,
                })
            }
        };
        self.pos += 1;
        out.push(c);
        Ok(())
    }

    /// Joins a `\uD83D\uDE00` pair. A lone surrogate cannot live in a Rust string, so it becomes
    /// U+FFFD (JavaScript would keep it; documented in the crate docs).
    fn surrogates(&mut self, unit: u16) -> char {
        if (0xD800..0xDC00).contains(&unit) && self.bytes[self.pos..].starts_with(b"\\u") {
            let save = self.pos;
            self.pos += 2;
            if let Ok(low) = self.hex4(save) {
                if (0xDC00..0xE000).contains(&low) {
                    let c =
                        0x10000 + ((u32::from(unit) - 0xD800) << 10) + (u32::from(low) - 0xDC00);
                    return char::from_u32(c).unwrap_or('\u{fffd}');
                }
            }
            self.pos = save;
        }
        char::from_u32(u32::from(unit)).unwrap_or('\u{fffd}')
    }

    fn hex4(&mut self, at: usize) -> Result<u16, JsonError> {
        let hex = self
            .bytes
            .get(self.pos..self.pos + 4)
            .and_then(|h| std::str::from_utf8(h).ok())
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|h| u16::from_str_radix(h, 16).ok())
            .ok_or(JsonError {
                offset: at,
                kind: JsonErrorKind::InvalidEscape,
            })?;
        self.pos += 4;
        Ok(hex)
    }
}
