//! The QR export: the `qr` crate behind the C ABI of `buffer.rs`.
//!
//! Every option travels as a (ptr, len) string, empty meaning "not given": the level (`L`, `M`,
//! `Q`, `H`), the mode (`auto`, `byte`, `alphanumeric`, `numeric`), and the numbers as the host
//! prints them (JavaScript's `String(x)`). A bad value such as 2.5 thus reaches the Rust
//! validation and comes back in its message as the caller wrote it, and the module needs no
//! float parsing or printing.

use qr::{EcLevel, ModeChoice, Options, QrError};

use wasm::buffer;

/// The last bytes of `qr_encode`'s output: version, level (0–3 = L, M, Q, H), mask, size,
/// and how many alignment positions precede them.
pub const QR_HEADER_LEN: usize = 5;

/// Encodes the text at `ptr..ptr + len`. Output: `size × size` module bytes (row-major,
/// 1 = dark), the alignment pattern centres' coordinates (one byte each, ascending; the host
/// draws those patterns apart and takes them from here rather than from a table of its own),
/// then the [`QR_HEADER_LEN`] header bytes. Trailing, so that the modules start at offset 0 of
/// the buffer the host gets.
///
/// # Safety
/// Each (pointer, length) pair must describe memory the host filled (see [`buffer::input`]).
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn qr_encode(
    ptr: *const u8,
    len: usize,
    level_ptr: *const u8,
    level_len: usize,
    mode_ptr: *const u8,
    mode_len: usize,
    version_ptr: *const u8,
    version_len: usize,
    min_ptr: *const u8,
    min_len: usize,
    max_ptr: *const u8,
    max_len: usize,
    mask_ptr: *const u8,
    mask_len: usize,
) -> u32 {
    let input = |ptr, len| buffer::input(ptr, len);
    let outcome = options(
        input(level_ptr, level_len),
        input(mode_ptr, mode_len),
        input(version_ptr, version_len),
        input(min_ptr, min_len),
        input(max_ptr, max_len),
        input(mask_ptr, mask_len),
    )
    .and_then(|options| qr::encode(input(ptr, len), &options))
    .map(|code| {
        let alignment = code.alignment_positions();
        let header = [
            code.version(),
            code.level() as u8,
            code.mask(),
            code.size() as u8,
            alignment.len() as u8,
        ];
        let mut out = code.into_modules();
        out.extend(alignment);
        out.extend_from_slice(&header);
        out
    });
    buffer::finish(outcome.map_err(|e| e.message()))
}

/// Builds [`Options`] from the raw ABI arguments.
fn options(
    level: &[u8],
    mode: &[u8],
    version: &[u8],
    min: &[u8],
    max: &[u8],
    mask: &[u8],
) -> Result<Options, QrError> {
    const VERSION: &str = "an integer from 1 to 40";
    let mut options = Options::default();
    if !level.is_empty() {
        options.level = text("level", level)?.parse::<EcLevel>()?;
    }
    if !mode.is_empty() {
        options.mode = text("mode", mode)?.parse::<ModeChoice>()?;
    }
    let fixed = integer("version", version, 1, 40, VERSION)?;
    let min = integer("minVersion", min, 1, 40, VERSION)?;
    let max = integer("maxVersion", max, 1, 40, VERSION)?;
    match (fixed, min, max) {
        (Some(v), None, None) => options = options.version(v),
        (Some(_), _, _) => {
            return Err(QrError::InvalidOption {
                name: "version",
                value: text("version", version)?.into(),
                expected: "no minVersion or maxVersion alongside it",
            })
        }
        (None, min, max) => {
            options.min_version = min.unwrap_or(1);
            options.max_version = max.unwrap_or(40);
        }
    }
    options.mask = integer("mask", mask, 0, 7, "an integer from 0 to 7")?;
    Ok(options)
}

/// A numeric option: `None` when not given, else a decimal integer within `min..=max`.
fn integer(
    name: &'static str,
    value: &[u8],
    min: u8,
    max: u8,
    expected: &'static str,
) -> Result<Option<u8>, QrError> {
    if value.is_empty() {
        return Ok(None);
    }
    // At most three digits: every allowed value has two, and no longer text can overflow.
    let parsed = match value {
        [_, ..] if value.len() <= 3 && value.iter().all(u8::is_ascii_digit) => {
            Some(value.iter().fold(0u16, |n, d| n * 10 + u16::from(d - b'0')))
        }
        _ => None,
    };
    match parsed {
        Some(n) if (u16::from(min)..=u16::from(max)).contains(&n) => Ok(Some(n as u8)),
        _ => Err(QrError::InvalidOption {
            name,
            value: text(name, value)?.into(),
            expected,
        }),
    }
}

/// A string option's bytes as text. The host encodes JavaScript strings, so they are UTF-8;
/// other bytes are shown as U+FFFD (no lossy UTF-8 decoder in the module for a case the host
/// cannot produce).
fn text<'a>(name: &'static str, bytes: &'a [u8]) -> Result<&'a str, QrError> {
    std::str::from_utf8(bytes).map_err(|_| QrError::InvalidOption {
        name,
        value: bytes
            .iter()
            .map(|&b| {
                if b.is_ascii() {
                    char::from(b)
                } else {
                    '\u{fffd}'
                }
            })
            .collect(),
        expected: "UTF-8 text",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{result_len, result_ptr};
    use wasm::{STATUS_ERR, STATUS_OK};

    fn call(text: &str, level: &str, version: &str, mask: &str) -> (u32, Vec<u8>) {
        let status = unsafe {
            qr_encode(
                text.as_ptr(),
                text.len(),
                level.as_ptr(),
                level.len(),
                [].as_ptr(),
                0,
                version.as_ptr(),
                version.len(),
                [].as_ptr(),
                0,
                [].as_ptr(),
                0,
                mask.as_ptr(),
                mask.len(),
            )
        };
        (
            status,
            unsafe { buffer::input(result_ptr(), result_len()) }.to_vec(),
        )
    }

    fn message(result: (u32, Vec<u8>)) -> String {
        assert_eq!(result.0, STATUS_ERR);
        String::from_utf8(result.1).unwrap()
    }

    #[test]
    fn encodes_with_trailing_alignment_and_header() {
        let (status, out) = call("HELLO", "Q", "2", "3");
        assert_eq!(status, STATUS_OK);
        assert_eq!(out.len(), 25 * 25 + 2 + QR_HEADER_LEN);
        assert_eq!(out[625..], [6, 18, 2, EcLevel::Q as u8, 3, 25, 2]);

        let (_, out) = call("HELLO", "", "1", "");
        assert_eq!(out.len(), 21 * 21 + QR_HEADER_LEN);
        assert_eq!(out[441..][4], 0);

        let (_, out) = call("HELLO", "", "40", "");
        let positions = &out[177 * 177..out.len() - QR_HEADER_LEN];
        assert_eq!(positions, [6, 30, 58, 86, 114, 142, 170]);
        assert_eq!(out[out.len() - 1], 7);
    }

    #[test]
    fn reports_errors_as_messages() {
        assert_eq!(
            call("", "", "", ""),
            (STATUS_ERR, b"QR input must not be empty".to_vec())
        );
        assert_eq!(
            message(call("x", "", "2.5", "")),
            "invalid QR option version=2.5: expected an integer from 1 to 40"
        );
        assert_eq!(
            message(call("x", "Z", "", "")),
            "invalid QR option level=Z: expected L, M, Q or H"
        );
    }

    #[test]
    fn numbers_must_be_plain_integers_in_range() {
        for bad in [
            "0", "41", "-1", "1e1", "0400", "+3", " 3", "NaN", "Infinity",
        ] {
            assert_eq!(
                message(call("x", "", bad, "")),
                format!("invalid QR option version={bad}: expected an integer from 1 to 40")
            );
        }
        assert_eq!(
            message(call("x", "", "", "8")),
            "invalid QR option mask=8: expected an integer from 0 to 7"
        );
        assert_eq!(call("x", "", "40", "0").0, STATUS_OK);
    }
}
