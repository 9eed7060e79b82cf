//! From segments to the final codeword sequence: terminator and padding (§7.4.9–§7.4.10),
//! then error correction per block and interleaving (§7.5–§7.6).

use crate::bitbuffer::BitBuffer;
use crate::reed_solomon::{error_correction, MAX_DEGREE};
use crate::segment::{version_group, write_segment, Segment};
use crate::tables::BlockLayout;

/// The data codewords: the segments' bits, a terminator of up to four zero bits, zero bits up
/// to a byte boundary, then the pad codewords 0xEC and 0x11 alternately up to `capacity`.
/// The caller has checked that the segments fit.
#[inline(never)]
pub fn data_codewords(data: &[u8], segments: &[Segment], version: u8, capacity: usize) -> Vec<u8> {
    let group = version_group(version);
    let mut bits = BitBuffer::with_capacity(capacity * 8);
    for &segment in segments {
        write_segment(&mut bits, data, segment, group);
    }
    let terminator = (capacity * 8 - bits.len()).min(4);
    bits.push(0, terminator as u32);
    let mut bytes = bits.into_bytes();
    let pad_from = bytes.len();
    bytes.extend((pad_from..capacity).map(|i| if (i - pad_from) % 2 == 0 { 0xec } else { 0x11 }));
    bytes
}

/// §7.6: splits the data codewords into blocks, appends each block's error correction
/// codewords, and interleaves: the i-th data codeword of every block in turn (short blocks
/// have no last one), then the i-th error correction codeword of every block in turn.
#[inline(never)]
pub fn interleave_with_error_correction(data: &[u8], layout: BlockLayout) -> Vec<u8> {
    let BlockLayout {
        blocks,
        long_blocks,
        short_data,
        ec_per_block,
    } = layout;
    let short_blocks = blocks - long_blocks;
    let mut out = vec![0u8; data.len() + blocks * ec_per_block];
    let mut ec = [0u8; MAX_DEGREE];
    let mut start = 0;
    for b in 0..blocks {
        let len = short_data + usize::from(b >= short_blocks);
        let block = &data[start..start + len];
        start += len;
        for (i, &c) in block[..short_data].iter().enumerate() {
            out[i * blocks + b] = c;
        }
        if len > short_data {
            out[short_data * blocks + b - short_blocks] = block[short_data];
        }
        error_correction(block, &mut ec[..ec_per_block]);
        for (i, &c) in ec[..ec_per_block].iter().enumerate() {
            out[data.len() + i * blocks + b] = c;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{EcLevel, Mode};

    #[test]
    fn pads_with_terminator_and_alternating_codewords() {
        // Annex I.2: "01234567" at 1-M.
        let segment = Segment {
            mode: Mode::Numeric,
            start: 0,
            end: 8,
        };
        let codewords = data_codewords(b"01234567", &[segment], 1, 16);
        assert_eq!(
            codewords,
            [
                0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
                0xec, 0x11
            ]
        );
    }

    #[test]
    fn interleaves_short_blocks_first() {
        // 5-Q: two blocks of 15 and two of 16 data codewords, 18 EC codewords each.
        let layout = BlockLayout::of(5, EcLevel::Q);
        assert_eq!(
            (layout.blocks, layout.long_blocks, layout.short_data),
            (4, 2, 15)
        );
        let data: Vec<u8> = (0..62).collect();
        let out = interleave_with_error_correction(&data, layout);
        assert_eq!(out[..8], [0, 15, 30, 46, 1, 16, 31, 47]);
        // The last data codewords are the long blocks' extra ones.
        assert_eq!(out[60..62], [45, 61]);
        assert_eq!(out.len(), 134);
    }
}
