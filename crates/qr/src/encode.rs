//! The encoding procedure of §7.1: analyse and segment the data, pick the version, build the
//! codewords, then the symbol.

use crate::codewords::{data_codewords, interleave_with_error_correction};
use crate::optimal::{min_data_bits, optimal_segments, shortest_header};
use crate::segment::{fits_count_indicators, single_segment, total_bits, version_group, Segment};
use crate::symbol::build_symbol;
use crate::tables::{data_capacity_bits, BlockLayout};
use crate::{ModeChoice, Options, QrCode, QrError};

/// Encodes `data` (any bytes; byte mode carries them as they are) into a QR Code.
pub fn encode(data: &[u8], options: &Options) -> Result<QrCode, QrError> {
    options.validate()?;
    if data.is_empty() {
        return Err(QrError::EmptyInput);
    }
    let (version, segments) = choose_version(data, options)?;
    let layout = BlockLayout::of(version, options.level);
    let data_codewords = data_codewords(data, &segments, version, layout.data_codewords());
    let codewords = interleave_with_error_correction(&data_codewords, layout);
    Ok(build_symbol(
        version,
        options.level,
        options.mask,
        &codewords,
    ))
}

/// Encodes UTF-8 text; see [`encode`].
pub fn encode_text(text: &str, options: &Options) -> Result<QrCode, QrError> {
    encode(text.as_bytes(), options)
}

/// The smallest allowed version that holds the data, with its segments.
fn choose_version(data: &[u8], options: &Options) -> Result<(u8, Vec<Segment>), QrError> {
    let (min, max, level) = (options.min_version, options.max_version, options.level);
    let fits = |segments: &[Segment], v: u8| {
        let group = version_group(v);
        fits_count_indicators(segments, group)
            && total_bits(segments, group) <= data_capacity_bits(v, level)
    };
    match options.mode {
        ModeChoice::Only(mode) => {
            let segments = vec![single_segment(data, mode)?];
            match (min..=max).find(|&v| fits(&segments, v)) {
                Some(v) => Ok((v, segments)),
                None => Err(too_long(&segments, options)),
            }
        }
        ModeChoice::Auto => {
            // The best segmentation depends only on the character count widths, which change
            // at versions 10 and 27: one optimisation per group of versions at most, and none
            // for a group whose largest allowed version cannot hold even a lower bound.
            let min_data = min_data_bits(data);
            for (lo, hi) in [(1, 9), (10, 26), (27, 40)] {
                let (lo, hi) = (lo.max(min), hi.min(max));
                if lo > hi
                    || min_data + shortest_header(version_group(lo)) > data_capacity_bits(hi, level)
                {
                    continue;
                }
                let segments = optimal_segments(data, version_group(lo));
                if let Some(v) = (lo..=hi).find(|&v| fits(&segments, v)) {
                    return Ok((v, segments));
                }
            }
            Err(too_long(
                &optimal_segments(data, version_group(max)),
                options,
            ))
        }
    }
}

fn too_long(segments: &[Segment], options: &Options) -> QrError {
    let max = options.max_version;
    QrError::DataTooLong {
        level: options.level,
        max_version: max,
        needed_bits: total_bits(segments, version_group(max)),
        capacity_bits: data_capacity_bits(max, options.level),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{EcLevel, Mode};

    /// The bits `at..at + n` of `bytes`, most significant first.
    fn bits(bytes: &[u8], at: usize, n: usize) -> u32 {
        (at..at + n).fold(0, |v, i| {
            v << 1 | u32::from(bytes[i / 8] >> (7 - i % 8) & 1)
        })
    }

    #[test]
    fn walletconnect_uri_at_q_follows_the_standard_bit_for_bit() {
        // zbarimg printed "A$+B" after this symbol's text: a Codabar symbol its 1D decoder saw
        // in a row of modules, not a misread of the data. The data stream is as §7.4 requires.
        let text = b"wc:73bff9331e161661556c365d10de9fda6ad12a6a20d296e04879e2eb3f8f80af@2?\
expiryTimestamp=1795482499&methods=wc_sessionAuthenticate&relay-protocol=irn&\
symKey=1f6dc71750fe56b20ad49d39c4d3218df973368cd33139bfcc4c52f09d840cef";
        let options = Options::default().level(EcLevel::Q);
        let (version, segments) = choose_version(text, &options).unwrap();
        assert_eq!(version, 13);
        let runs: Vec<_> = segments.iter().map(|s| (s.mode, s.end - s.start)).collect();
        use Mode::{Byte, Numeric};
        assert_eq!(
            runs,
            [
                (Byte, 13),
                (Numeric, 9),
                (Byte, 64),
                (Numeric, 10),
                (Byte, 122)
            ]
        );
        let capacity = BlockLayout::of(13, EcLevel::Q).data_codewords();
        assert_eq!(capacity, 244);
        let cw = data_codewords(text, &segments, 13, capacity);
        // Versions 10–26 count bytes in 16 bits and digits in 12 (Table 3); digits go in groups
        // of three as 10 bits, a last single digit in 4 (§7.4.3).
        let mut at = 0;
        for &(mode, count) in &runs {
            let (indicator, count_bits, data) = match mode {
                Numeric => (0b0001, 12, count / 3 * 10 + [0, 4, 7][count % 3]),
                _ => (0b0100, 16, count * 8),
            };
            assert_eq!(bits(&cw, at, 4), indicator, "mode indicator at bit {at}");
            assert_eq!(bits(&cw, at + 4, count_bits) as usize, count);
            at += 4 + count_bits + data;
        }
        assert_eq!(bits(&cw, 702 + 16, 10), 179, "\"179\" of 1795482499");
        assert_eq!(bits(&cw, 702 + 16 + 30, 4), 9, "the lone last digit");
        // 1748 bits used of 1952: a full four-bit terminator lands on a byte boundary, so no
        // zero bits follow it, and codewords 219..244 are the pad pattern (§7.4.9–§7.4.10).
        assert_eq!(at, 1748);
        assert_eq!(bits(&cw, 1740, 8), u32::from(b'f'));
        assert_eq!(bits(&cw, 1748, 4), 0);
        let pads: Vec<u8> = (0..25).map(|i| [0xec, 0x11][i % 2]).collect();
        assert_eq!(cw[219..], pads[..]);
    }
}
