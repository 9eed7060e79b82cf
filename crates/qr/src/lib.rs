//! QR Code Model 2 encoder (ISO/IEC 18004:2015), std only.
//!
//! [`encode`] turns bytes into a [`QrCode`]: the smallest version (within the allowed range)
//! that holds the data at the chosen error correction level, with the data split into the
//! shortest mix of numeric, alphanumeric and byte segments, and the mask of lowest penalty
//! unless one is forced. The module matrix is the output; [`QrCode::to_svg`] renders it.
//!
//! Each step of the standard lives in its own module, named after it:
//! `segment` and `optimal` (§7.4 data encoding), `codewords` and `reed_solomon` (§7.5
//! error correction, §7.6 interleaving), `function_patterns` (§6.3, §7.9, §7.10),
//! `placement` (§7.7), `mask` and `penalty` (§7.8). Rows of modules are bit sets
//! (`row`) so that masking and scoring work on whole rows at once.
//!
//! ```
//! let code = qr::encode(b"HELLO WORLD", &qr::Options::default().level(qr::EcLevel::Q))?;
//! assert_eq!((code.version(), code.size()), (1, 21));
//! # Ok::<(), qr::QrError>(())
//! ```

mod bitbuffer;
mod codewords;
mod encode;
mod error;
mod function_patterns;
mod mask;
mod optimal;
mod options;
mod penalty;
mod placement;
mod reed_solomon;
mod row;
mod segment;
mod svg;
mod symbol;
mod tables;

pub use encode::{encode, encode_text};
pub use error::QrError;
pub use options::{EcLevel, Mode, ModeChoice, Options};
pub use svg::SvgOptions;
pub use symbol::QrCode;
