//! QR exports: the `qr` crate behind the C ABI of `buffer.rs`.
//!
//! Both take the text as (ptr, len), the level (`L`, `M`, `Q`, `H`) and mode (`auto`, `byte`,
//! `alphanumeric`, `numeric`) as (ptr, len) strings where empty means the default, and the
//! numeric options as f64 where NaN means "not given" (JavaScript's `undefined` converts to
//! NaN), so that a bad value such as 2.5 reaches the Rust validation and its message intact.

use qr::{EcLevel, ModeChoice, Options, QrError, SvgOptions};

use wasm::buffer;

/// Bytes after the modules in `qr_encode`'s output: version, level (0–3 = L, M, Q, H),
/// mask, size.
pub const QR_HEADER_LEN: usize = 4;

/// Encodes the text at `ptr..ptr + len`. Output: `size × size` module bytes (row-major,
/// 1 = dark), then the [`QR_HEADER_LEN`] header bytes. Trailing, so that the modules start at
/// offset 0 of the buffer the host gets.
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
    version: f64,
    min_version: f64,
    max_version: f64,
    mask: f64,
) -> u32 {
    let outcome = (|| {
        let code = encode(
            buffer::input(ptr, len),
            buffer::input(level_ptr, level_len),
            buffer::input(mode_ptr, mode_len),
            [version, min_version, max_version, mask],
        )?;
        let header = [
            code.version(),
            code.level() as u8,
            code.mask(),
            code.size() as u8,
        ];
        let mut out = code.into_modules();
        out.extend_from_slice(&header);
        Ok(out)
    })();
    buffer::finish(outcome.map_err(|e: QrError| e.to_string()))
}

/// Encodes like [`qr_encode`] and renders an SVG document with a quiet zone of `margin`
/// modules (default 4) and `scale` pixels per module (default 4). Output: the UTF-8 SVG.
///
/// # Safety
/// Each (pointer, length) pair must describe memory the host filled (see [`buffer::input`]).
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn qr_svg(
    ptr: *const u8,
    len: usize,
    level_ptr: *const u8,
    level_len: usize,
    mode_ptr: *const u8,
    mode_len: usize,
    version: f64,
    min_version: f64,
    max_version: f64,
    mask: f64,
    margin: f64,
    scale: f64,
) -> u32 {
    let outcome = (|| {
        let svg = SvgOptions {
            margin: integer("margin", margin, 0, 1000, "an integer from 0 to 1000")?.unwrap_or(4),
            scale: integer("scale", scale, 1, 1000, "an integer from 1 to 1000")?.unwrap_or(4),
        };
        let code = encode(
            buffer::input(ptr, len),
            buffer::input(level_ptr, level_len),
            buffer::input(mode_ptr, mode_len),
            [version, min_version, max_version, mask],
        )?;
        Ok(code.to_svg(&svg)?.into_bytes())
    })();
    buffer::finish(outcome.map_err(|e: QrError| e.to_string()))
}

/// Encodes `data` with the options both exports take: level and mode text, then version,
/// minVersion, maxVersion and mask as f64 (NaN = not given).
fn encode(
    data: &[u8],
    level: &[u8],
    mode: &[u8],
    numbers: [f64; 4],
) -> Result<qr::QrCode, QrError> {
    let [version, min, max, mask] = numbers;
    qr::encode(data, &options(level, mode, version, min, max, mask)?)
}

/// Builds [`Options`] from the raw ABI arguments.
fn options(
    level: &[u8],
    mode: &[u8],
    version: f64,
    min: f64,
    max: f64,
    mask: f64,
) -> Result<Options, QrError> {
    const VERSION: &str = "an integer from 1 to 40";
    let mut options = Options::default();
    if !level.is_empty() {
        options.level = text("level", level)?.parse::<EcLevel>()?;
    }
    if !mode.is_empty() {
        options.mode = text("mode", mode)?.parse::<ModeChoice>()?;
    }
    let version = integer("version", version, 1, 40, VERSION)?;
    let min = integer("minVersion", min, 1, 40, VERSION)?;
    let max = integer("maxVersion", max, 1, 40, VERSION)?;
    match (version, min, max) {
        (Some(v), None, None) => options = options.version(v as u8),
        (Some(v), _, _) => {
            return Err(QrError::InvalidOption {
                name: "version",
                value: v.to_string(),
                expected: "no minVersion or maxVersion alongside it",
            })
        }
        (None, min, max) => {
            options.min_version = min.unwrap_or(1) as u8;
            options.max_version = max.unwrap_or(40) as u8;
        }
    }
    options.mask = integer("mask", mask, 0, 7, "an integer from 0 to 7")?.map(|m| m as u8);
    Ok(options)
}

/// A numeric option: `None` for NaN (not given), else an integer within `min..=max`.
fn integer(
    name: &'static str,
    value: f64,
    min: usize,
    max: usize,
    expected: &'static str,
) -> Result<Option<usize>, QrError> {
    if value.is_nan() {
        return Ok(None);
    }
    if value.fract() != 0.0 || value < min as f64 || value > max as f64 {
        return Err(QrError::InvalidOption {
            name,
            value: value.to_string(),
            expected,
        });
    }
    Ok(Some(value as usize))
}

/// A string option's bytes as text.
fn text<'a>(name: &'static str, bytes: &'a [u8]) -> Result<&'a str, QrError> {
    std::str::from_utf8(bytes).map_err(|_| QrError::InvalidOption {
        name,
        value: String::from_utf8_lossy(bytes).into_owned(),
        expected: "UTF-8 text",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{result_len, result_ptr};
    use wasm::{STATUS_ERR, STATUS_OK};

    fn call(text: &str, level: &str, version: f64, mask: f64) -> (u32, Vec<u8>) {
        let status = unsafe {
            qr_encode(
                text.as_ptr(),
                text.len(),
                level.as_ptr(),
                level.len(),
                [].as_ptr(),
                0,
                version,
                f64::NAN,
                f64::NAN,
                mask,
            )
        };
        (
            status,
            unsafe { buffer::input(result_ptr(), result_len()) }.to_vec(),
        )
    }

    #[test]
    fn encodes_with_trailing_header() {
        let (status, out) = call("HELLO", "Q", 2.0, 3.0);
        assert_eq!(status, STATUS_OK);
        assert_eq!(out.len(), 25 * 25 + QR_HEADER_LEN);
        assert_eq!(out[625..], [2, EcLevel::Q as u8, 3, 25]);
    }

    #[test]
    fn reports_errors_as_messages() {
        assert_eq!(
            call("", "", f64::NAN, f64::NAN),
            (STATUS_ERR, b"QR input must not be empty".to_vec())
        );
        let (status, message) = call("x", "", 2.5, f64::NAN);
        assert_eq!(status, STATUS_ERR);
        assert_eq!(
            String::from_utf8(message).unwrap(),
            "invalid QR option version=2.5: expected an integer from 1 to 40"
        );
        let (_, message) = call("x", "Z", f64::NAN, f64::NAN);
        assert_eq!(
            String::from_utf8(message).unwrap(),
            "invalid QR option level=Z: expected L, M, Q or H"
        );
    }
}
