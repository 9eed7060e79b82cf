//! Segments and their bit encoding (§7.4.3–§7.4.5): mode indicator, character count, data.

use crate::bitbuffer::BitBuffer;
use crate::{Mode, QrError};

/// A run of the input encoded in one mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment {
    /// The segment's mode.
    pub mode: Mode,
    /// Start of the segment in the input (inclusive).
    pub start: usize,
    /// End of the segment in the input (exclusive).
    pub end: usize,
}

/// Value of each byte in the alphanumeric set (Table 5); `NOT_ALPHANUMERIC` otherwise.
pub const ALPHANUMERIC_VALUE: [u8; 256] = alphanumeric_table();
/// Marks a byte outside the alphanumeric set.
pub const NOT_ALPHANUMERIC: u8 = 0xff;

const fn alphanumeric_table() -> [u8; 256] {
    let charset = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
    let mut table = [NOT_ALPHANUMERIC; 256];
    let mut i = 0;
    while i < charset.len() {
        table[charset[i] as usize] = i as u8;
        i += 1;
    }
    table
}

/// Whether `mode` can represent `byte`.
pub fn mode_accepts(mode: Mode, byte: u8) -> bool {
    match mode {
        Mode::Numeric => byte.is_ascii_digit(),
        Mode::Alphanumeric => ALPHANUMERIC_VALUE[usize::from(byte)] != NOT_ALPHANUMERIC,
        Mode::Byte => true,
    }
}

/// The four-bit mode indicator (Table 2).
fn mode_indicator(mode: Mode) -> u32 {
    match mode {
        Mode::Numeric => 0b0001,
        Mode::Alphanumeric => 0b0010,
        Mode::Byte => 0b0100,
    }
}

/// Width of the character count indicator (Table 3) for versions in `group`
/// (0: 1–9, 1: 10–26, 2: 27–40).
pub fn char_count_bits(mode: Mode, group: usize) -> u32 {
    const BITS: [[u32; 3]; 3] = [[10, 12, 14], [9, 11, 13], [8, 16, 16]];
    BITS[mode as usize][group]
}

/// The character count group (column of Table 3) of `version`.
pub fn version_group(version: u8) -> usize {
    match version {
        ..=9 => 0,
        10..=26 => 1,
        _ => 2,
    }
}

/// Bits of the data part of a `mode` segment holding `chars` characters (§7.4.3–§7.4.4).
pub fn data_bits(mode: Mode, chars: usize) -> usize {
    match mode {
        Mode::Numeric => chars / 3 * 10 + [0, 4, 7][chars % 3],
        Mode::Alphanumeric => chars / 2 * 11 + chars % 2 * 6,
        Mode::Byte => chars * 8,
    }
}

/// Whole bit length of `segments` in a version of `group`.
pub fn total_bits(segments: &[Segment], group: usize) -> usize {
    segments
        .iter()
        .map(|s| 4 + char_count_bits(s.mode, group) as usize + data_bits(s.mode, s.end - s.start))
        .sum()
}

/// Whether every segment's length fits its character count indicator in `group`.
pub fn fits_count_indicators(segments: &[Segment], group: usize) -> bool {
    segments
        .iter()
        .all(|s| s.end - s.start < 1 << char_count_bits(s.mode, group))
}

/// One segment of `mode` covering all of `data`, checking that the mode can represent it.
pub fn single_segment(data: &[u8], mode: Mode) -> Result<Segment, QrError> {
    match data.iter().position(|&b| !mode_accepts(mode, b)) {
        Some(index) => Err(QrError::UnencodableByte {
            mode,
            index,
            byte: data[index],
        }),
        None => Ok(Segment {
            mode,
            start: 0,
            end: data.len(),
        }),
    }
}

/// Appends `segment` of `data` to `out` for a version of `group` (§7.4.2).
pub fn write_segment(out: &mut BitBuffer, data: &[u8], segment: Segment, group: usize) {
    let chars = &data[segment.start..segment.end];
    out.push(mode_indicator(segment.mode), 4);
    out.push(chars.len() as u32, char_count_bits(segment.mode, group));
    match segment.mode {
        Mode::Numeric => write_numeric(out, chars),
        Mode::Alphanumeric => write_alphanumeric(out, chars),
        Mode::Byte => write_bytes(out, chars),
    }
}

/// §7.4.3: groups of three digits as 10-bit numbers, a shorter tail in 4 or 7 bits.
fn write_numeric(out: &mut BitBuffer, digits: &[u8]) {
    for group in digits.chunks(3) {
        let value = group.iter().fold(0, |v, &d| v * 10 + u32::from(d - b'0'));
        out.push(value, [0, 4, 7, 10][group.len()]);
    }
}

/// §7.4.4: pairs of characters as 45·first + second in 11 bits, a lone tail in 6 bits.
fn write_alphanumeric(out: &mut BitBuffer, chars: &[u8]) {
    let value = |c: u8| u32::from(ALPHANUMERIC_VALUE[usize::from(c)]);
    for pair in chars.chunks(2) {
        match *pair {
            [a, b] => out.push(value(a) * 45 + value(b), 11),
            [a] => out.push(value(a), 6),
            _ => unreachable!("chunks(2) yields one or two items"),
        }
    }
}

/// §7.4.5: each byte as is, four at a time to keep the writer's work per bit low.
fn write_bytes(out: &mut BitBuffer, bytes: &[u8]) {
    let mut words = bytes.chunks_exact(4);
    for word in &mut words {
        out.push(u32::from_be_bytes([word[0], word[1], word[2], word[3]]), 32);
    }
    for &b in words.remainder() {
        out.push(u32::from(b), 8);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(data: &[u8], mode: Mode) -> (usize, Vec<u8>) {
        let mut out = BitBuffer::default();
        write_segment(
            &mut out,
            data,
            Segment {
                mode,
                start: 0,
                end: data.len(),
            },
            0,
        );
        (out.len(), out.into_bytes())
    }

    #[test]
    fn numeric_matches_annex_example() {
        // §7.4.3 example: "01234567" → 0001 0000001000 0000001100 0101011001 1000011.
        let (len, bytes) = encode(b"01234567", Mode::Numeric);
        assert_eq!(len, 41);
        assert_eq!(bytes, vec![0x10, 0x20, 0x0c, 0x56, 0x61, 0x80]);
    }

    #[test]
    fn alphanumeric_matches_annex_example() {
        // §7.4.4 example: "AC-42" → 0010 000000101 00111001110 11100111001 000010.
        let (len, bytes) = encode(b"AC-42", Mode::Alphanumeric);
        assert_eq!(len, 4 + 9 + 11 + 11 + 6);
        assert_eq!(bytes, vec![0x20, 0x29, 0xce, 0xe7, 0x21, 0x00]);
    }

    #[test]
    fn data_bits_match_writers() {
        for n in 1..10 {
            let digits = vec![b'7'; n];
            assert_eq!(
                encode(&digits, Mode::Numeric).0,
                14 + data_bits(Mode::Numeric, n)
            );
            let alnum = vec![b'Z'; n];
            assert_eq!(
                encode(&alnum, Mode::Alphanumeric).0,
                13 + data_bits(Mode::Alphanumeric, n)
            );
        }
    }

    #[test]
    fn rejects_bytes_outside_the_mode() {
        assert_eq!(
            single_segment(b"12a", Mode::Numeric),
            Err(QrError::UnencodableByte {
                mode: Mode::Numeric,
                index: 2,
                byte: b'a'
            })
        );
        assert!(single_segment(b"HELLO WORLD", Mode::Alphanumeric).is_ok());
    }

    #[test]
    fn count_indicator_limits_segment_length() {
        let long = [Segment {
            mode: Mode::Byte,
            start: 0,
            end: 256,
        }];
        assert!(!fits_count_indicators(&long, 0));
        assert!(fits_count_indicators(&long, 1));
        assert_eq!(total_bits(&long, 1), 4 + 16 + 2048);
    }
}
