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

impl fmt::Display for QrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QrError::EmptyInput => f.write_str("QR input must not be empty"),
            QrError::DataTooLong { level, max_version, needed_bits, capacity_bits } => write!(
                f,
                "QR data too long: it needs {} bytes ({needed_bits} bits) but version {max_version} \
                 at error correction level {level:?} holds {} bytes ({capacity_bits} bits)",
                needed_bits.div_ceil(8),
                capacity_bits / 8,
            ),
            QrError::InvalidOption { name, value, expected } => {
                write!(f, "invalid QR option {name}={value}: expected {expected}")
            }
            QrError::InvalidVersionRange { min, max } => {
                write!(f, "invalid QR version range: minVersion {min} is above maxVersion {max}")
            }
            QrError::UnencodableByte { mode, index, byte } => write!(
                f,
                "QR {} mode cannot encode byte 0x{byte:02x} at index {index}",
                mode.name()
            ),
        }
    }
}

impl std::error::Error for QrError {}
