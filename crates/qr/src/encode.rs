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
