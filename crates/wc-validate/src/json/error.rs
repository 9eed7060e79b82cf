//! What the reader refuses, and where.

use std::fmt;

/// Bounds on what the reader accepts; inputs beyond them are errors, never slow paths.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_bytes: usize,
    pub max_depth: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_bytes: 16 << 20,
            max_depth: 128,
        }
    }
}

/// Why a document was rejected and at which byte.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    pub offset: usize,
    pub kind: JsonErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonErrorKind {
    TooLarge(usize),
    TooDeep(usize),
    UnexpectedEnd,
    Unexpected(char),
    InvalidNumber,
    InvalidEscape,
    ControlInString,
    InvalidUtf8,
    TrailingData,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use JsonErrorKind::*;
        match &self.kind {
            TooLarge(max) => write!(f, "JSON: input is larger than {max} bytes"),
            TooDeep(max) => write!(f, "JSON: nesting deeper than {max} at byte {}", self.offset),
            UnexpectedEnd => write!(f, "JSON: unexpected end of input at byte {}", self.offset),
            Unexpected(c) => write!(f, "JSON: unexpected {c:?} at byte {}", self.offset),
            InvalidNumber => write!(f, "JSON: invalid number at byte {}", self.offset),
            InvalidEscape => write!(f, "JSON: invalid escape at byte {}", self.offset),
            ControlInString => write!(
                f,
                "JSON: control character in string at byte {}",
                self.offset
            ),
            InvalidUtf8 => write!(f, "JSON: invalid UTF-8 at byte {}", self.offset),
            TrailingData => write!(f, "JSON: data after the value at byte {}", self.offset),
        }
    }
}

impl std::error::Error for JsonError {}
