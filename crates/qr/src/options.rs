//! What the caller can choose: error correction level, versions, mask and mode.

use std::str::FromStr;

use crate::error::decimal;
use crate::QrError;

/// Error correction level (§5.3.8): how many codewords can be restored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EcLevel {
    /// About 7 % of codewords.
    L = 0,
    /// About 15 % of codewords; the default.
    #[default]
    M = 1,
    /// About 25 % of codewords.
    Q = 2,
    /// About 30 % of codewords.
    H = 3,
}

impl EcLevel {
    /// The level's letter, as in options and messages.
    pub fn name(self) -> &'static str {
        match self {
            EcLevel::L => "L",
            EcLevel::M => "M",
            EcLevel::Q => "Q",
            EcLevel::H => "H",
        }
    }

    /// The two bits this level contributes to the format information (§7.9.1, Table 12).
    pub(crate) fn format_bits(self) -> u32 {
        match self {
            EcLevel::L => 0b01,
            EcLevel::M => 0b00,
            EcLevel::Q => 0b11,
            EcLevel::H => 0b10,
        }
    }
}

impl FromStr for EcLevel {
    type Err = QrError;

    fn from_str(s: &str) -> Result<Self, QrError> {
        match s {
            "L" | "l" => Ok(EcLevel::L),
            "M" | "m" => Ok(EcLevel::M),
            "Q" | "q" => Ok(EcLevel::Q),
            "H" | "h" => Ok(EcLevel::H),
            _ => Err(invalid("level", s.into(), "L, M, Q or H")),
        }
    }
}

/// A segment mode (§7.4.1); Kanji and ECI are not produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Digits 0–9, three per 10 bits.
    Numeric,
    /// Digits, upper-case letters and ` $%*+-./:`, two per 11 bits.
    Alphanumeric,
    /// Any byte (UTF-8 text), eight bits each.
    Byte,
}

impl Mode {
    /// The lower-case name used in options and messages.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Numeric => "numeric",
            Mode::Alphanumeric => "alphanumeric",
            Mode::Byte => "byte",
        }
    }
}

/// How the input is split into segments.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ModeChoice {
    /// The shortest mix of numeric, alphanumeric and byte segments.
    #[default]
    Auto,
    /// One segment in the given mode; fails if the input does not fit the mode.
    Only(Mode),
}

impl FromStr for ModeChoice {
    type Err = QrError;

    fn from_str(s: &str) -> Result<Self, QrError> {
        match s {
            "auto" => Ok(ModeChoice::Auto),
            "byte" => Ok(ModeChoice::Only(Mode::Byte)),
            "alphanumeric" => Ok(ModeChoice::Only(Mode::Alphanumeric)),
            "numeric" => Ok(ModeChoice::Only(Mode::Numeric)),
            _ => Err(invalid(
                "mode",
                s.into(),
                "auto, byte, alphanumeric or numeric",
            )),
        }
    }
}

/// Encoding options. `Options::default()` is level M, any version 1–40, automatic mask and mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Error correction level.
    pub level: EcLevel,
    /// Smallest version to consider (1–40).
    pub min_version: u8,
    /// Largest version to consider (1–40); the smallest version that fits is used.
    pub max_version: u8,
    /// Forced mask pattern (0–7), or `None` to pick the lowest penalty (§7.8.3).
    pub mask: Option<u8>,
    /// How to split the input into segments.
    pub mode: ModeChoice,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            level: EcLevel::M,
            min_version: 1,
            max_version: 40,
            mask: None,
            mode: ModeChoice::Auto,
        }
    }
}

impl Options {
    /// Sets the level.
    pub fn level(self, level: EcLevel) -> Self {
        Options { level, ..self }
    }

    /// Forces one version.
    pub fn version(self, version: u8) -> Self {
        Options {
            min_version: version,
            max_version: version,
            ..self
        }
    }

    /// Forces a mask pattern.
    pub fn mask(self, mask: u8) -> Self {
        Options {
            mask: Some(mask),
            ..self
        }
    }

    /// Sets the segmentation mode.
    pub fn mode(self, mode: ModeChoice) -> Self {
        Options { mode, ..self }
    }

    /// Checks the numeric options, so that the encoder can trust them.
    pub(crate) fn validate(&self) -> Result<(), QrError> {
        for (name, v) in [
            ("minVersion", self.min_version),
            ("maxVersion", self.max_version),
        ] {
            if !(1..=40).contains(&v) {
                return Err(invalid(name, decimal(v.into()), "an integer from 1 to 40"));
            }
        }
        if self.min_version > self.max_version {
            return Err(QrError::InvalidVersionRange {
                min: self.min_version,
                max: self.max_version,
            });
        }
        match self.mask {
            Some(m) if m > 7 => Err(invalid("mask", decimal(m.into()), "an integer from 0 to 7")),
            _ => Ok(()),
        }
    }
}

/// Builds an [`QrError::InvalidOption`].
pub(crate) fn invalid(name: &'static str, value: String, expected: &'static str) -> QrError {
    QrError::InvalidOption {
        name,
        value,
        expected,
    }
}
