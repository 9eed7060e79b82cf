//! Everything that can go wrong while encoding. Encoding never panics; it returns these.

use std::fmt;

use crate::{EcLevel, Mode};

/// Why a QR Code could not be built.
#[derive(Clone, Debug, PartialEq)]
pub enum QrError {
    /// The input has no bytes; a QR Code needs at least one character.
    EmptyInput,
    /// The data needs more bits than the largest allowed version holds at the level.
    DataTooLong {
        /// The requested error correction level.
        level: EcLevel,
        /// The largest version that was allowed.
        max_version: u8,
        /// Bits the shortest encoding of the data needs.
        needed_bits: usize,
        /// Data bits `max_version` holds at `level`.
        capacity_bits: usize,
    },
    /// An option had a value outside its domain.
    InvalidOption {
        /// The option's name as the caller spells it, e.g. `version`.
        name: &'static str,
        /// The offending value, printed.
        value: String,
        /// What would have been accepted.
        expected: &'static str,
    },
    /// `min_version` is larger than `max_version`.
    InvalidVersionRange {
        /// Smallest allowed version.
        min: u8,
        /// Largest allowed version.
        max: u8,
    },
    /// A forced mode cannot represent one of the input bytes.
    UnencodableByte {
        /// The forced mode.
        mode: Mode,
        /// Position of the byte in the input.
        index: usize,
        /// The byte itself.
        byte: u8,
    },
}

impl QrError {
    /// The message [`Display`](fmt::Display) prints, built without `core::fmt` so that a
    /// WebAssembly build that only needs the text does not link the formatting machinery.
    pub fn message(&self) -> String {
        match self {
            QrError::EmptyInput => "QR input must not be empty".into(),
            QrError::DataTooLong {
                level,
                max_version,
                needed_bits,
                capacity_bits,
            } => cat(&[
                "QR data too long: it needs ",
                &decimal(needed_bits.div_ceil(8)),
                " bytes (",
                &decimal(*needed_bits),
                " bits) but version ",
                &decimal(usize::from(*max_version)),
                " at error correction level ",
                level.name(),
                " holds ",
                &decimal(capacity_bits / 8),
                " bytes (",
                &decimal(*capacity_bits),
                " bits)",
            ]),
            QrError::InvalidOption {
                name,
                value,
                expected,
            } => cat(&[
                "invalid QR option ",
                name,
                "=",
                value,
                ": expected ",
                expected,
            ]),
            QrError::InvalidVersionRange { min, max } => cat(&[
                "invalid QR version range: minVersion ",
                &decimal(usize::from(*min)),
                " is above maxVersion ",
                &decimal(usize::from(*max)),
            ]),
            QrError::UnencodableByte { mode, index, byte } => {
                let digit = |d: u8| char::from(b"0123456789abcdef"[usize::from(d)]);
                let hex: String = [digit(byte >> 4), digit(byte & 15)].into_iter().collect();
                cat(&[
                    "QR ",
                    mode.name(),
                    " mode cannot encode byte 0x",
                    &hex,
                    " at index ",
                    &decimal(*index),
                ])
            }
        }
    }
}

impl fmt::Display for QrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

/// The parts one after the other (`[..].concat()` pulls in a larger generic join).
fn cat(parts: &[&str]) -> String {
    let mut out = String::with_capacity(parts.iter().map(|p| p.len()).sum());
    for part in parts {
        out.push_str(part);
    }
    out
}

/// `n` in decimal.
pub(crate) fn decimal(mut n: usize) -> String {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    digits[start..].iter().map(|&d| char::from(d)).collect()
}

impl std::error::Error for QrError {}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn decimal_prints_every_digit() {
        assert_eq!(decimal(0), "0");
        assert_eq!(decimal(2335), "2335");
        assert_eq!(decimal(usize::MAX), usize::MAX.to_string());
    }
}
