//! Constant tables of ISO/IEC 18004:2015, indexed by version (1–40) and error correction level.
//!
//! Index 0 of each per-version table is unused so that `TABLE[version]` reads like the standard.

use crate::EcLevel;

/// Total codewords per symbol (data + error correction), Table 1.
pub const TOTAL_CODEWORDS: [u16; 41] = [
    0, 26, 44, 70, 100, 134, 172, 196, 242, 292, 346, 404, 466, 532, 581, 655, 733, 815, 901, 991,
    1085, 1156, 1258, 1364, 1474, 1588, 1706, 1828, 1921, 2051, 2185, 2323, 2465, 2611, 2761, 2876,
    3034, 3196, 3362, 3532, 3706,
];

/// Error correction codewords per block, Table 9, rows L, M, Q, H.
const EC_CODEWORDS_PER_BLOCK: [[u8; 41]; 4] = [
    [
        0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28,
        30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
    [
        0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28,
        28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    ],
    [
        0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30,
        30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
    [
        0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
];

/// Number of error correction blocks, Table 9, rows L, M, Q, H.
const EC_BLOCKS: [[u8; 41]; 4] = [
    [
        0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13,
        14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
    ],
    [
        0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21,
        23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
    ],
    [
        0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29,
        34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
    ],
    [
        0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32,
        35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
    ],
];

/// Row/column coordinates of the alignment pattern centres of `version` (Annex E, Table E.1):
/// 6, then `version / 7 + 1` more evenly spaced (the step even, the gaps from the far edge
/// inwards) up to `size − 7`. Version 1 has none.
pub fn alignment_positions(version: u8) -> ([u8; 7], usize) {
    let mut positions = [0u8; 7];
    if version < 2 {
        return (positions, 0);
    }
    let count = usize::from(version / 7 + 2);
    let step = (u32::from(version) * 8 + count as u32 * 3 + 5) / (count as u32 * 4 - 4) * 2;
    let last = u32::from(version) * 4 + 10;
    positions[0] = 6;
    for i in 1..count {
        positions[count - i] = (last - (i as u32 - 1) * step) as u8;
    }
    (positions, count)
}

/// How the codewords of one symbol split into Reed–Solomon blocks (§7.5.2, Table 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockLayout {
    /// Number of blocks; the first `blocks - long_blocks` hold `short_data` data codewords.
    pub blocks: usize,
    /// Blocks holding one more data codeword than the short ones; they come last.
    pub long_blocks: usize,
    /// Data codewords in a short block.
    pub short_data: usize,
    /// Error correction codewords in every block.
    pub ec_per_block: usize,
}

impl BlockLayout {
    /// The layout for `version` at `level`.
    pub fn of(version: u8, level: EcLevel) -> Self {
        let (v, l) = (usize::from(version), level as usize);
        let blocks = usize::from(EC_BLOCKS[l][v]);
        let ec_per_block = usize::from(EC_CODEWORDS_PER_BLOCK[l][v]);
        let data = usize::from(TOTAL_CODEWORDS[v]) - blocks * ec_per_block;
        BlockLayout {
            blocks,
            long_blocks: data % blocks,
            short_data: data / blocks,
            ec_per_block,
        }
    }

    /// Data codewords in the whole symbol.
    pub fn data_codewords(&self) -> usize {
        self.blocks * self.short_data + self.long_blocks
    }
}

/// Data capacity in bits of `version` at `level`.
pub fn data_capacity_bits(version: u8, level: EcLevel) -> usize {
    BlockLayout::of(version, level).data_codewords() * 8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capacities_match_table_7() {
        // Byte-mode character capacities from Table 7, recomputed from the codeword tables.
        let byte_capacity = |v: u8, l: EcLevel| {
            let count_bits = if v < 10 { 8 } else { 16 };
            (data_capacity_bits(v, l) - 4 - count_bits) / 8
        };
        assert_eq!(byte_capacity(1, EcLevel::L), 17);
        assert_eq!(byte_capacity(1, EcLevel::H), 7);
        assert_eq!(byte_capacity(10, EcLevel::M), 213);
        assert_eq!(byte_capacity(11, EcLevel::M), 251);
        assert_eq!(byte_capacity(40, EcLevel::L), 2953);
        assert_eq!(byte_capacity(40, EcLevel::H), 1273);
    }

    #[test]
    fn alignment_positions_match_table_e1() {
        /// Row/column coordinates of alignment pattern centres, Annex E (Table E.1).
        const TABLE_E1: [&[u8]; 41] = [
            &[],
            &[],
            &[6, 18],
            &[6, 22],
            &[6, 26],
            &[6, 30],
            &[6, 34],
            &[6, 22, 38],
            &[6, 24, 42],
            &[6, 26, 46],
            &[6, 28, 50],
            &[6, 30, 54],
            &[6, 32, 58],
            &[6, 34, 62],
            &[6, 26, 46, 66],
            &[6, 26, 48, 70],
            &[6, 26, 50, 74],
            &[6, 30, 54, 78],
            &[6, 30, 56, 82],
            &[6, 30, 58, 86],
            &[6, 34, 62, 90],
            &[6, 28, 50, 72, 94],
            &[6, 26, 50, 74, 98],
            &[6, 30, 54, 78, 102],
            &[6, 28, 54, 80, 106],
            &[6, 32, 58, 84, 110],
            &[6, 30, 58, 86, 114],
            &[6, 34, 62, 90, 118],
            &[6, 26, 50, 74, 98, 122],
            &[6, 30, 54, 78, 102, 126],
            &[6, 26, 52, 78, 104, 130],
            &[6, 30, 56, 82, 108, 134],
            &[6, 34, 60, 86, 112, 138],
            &[6, 30, 58, 86, 114, 142],
            &[6, 34, 62, 90, 118, 146],
            &[6, 30, 54, 78, 102, 126, 150],
            &[6, 24, 50, 76, 102, 128, 154],
            &[6, 28, 54, 80, 106, 132, 158],
            &[6, 32, 58, 84, 110, 136, 162],
            &[6, 26, 54, 82, 110, 138, 166],
            &[6, 30, 58, 86, 114, 142, 170],
        ];
        for v in 1..=40u8 {
            let (positions, count) = alignment_positions(v);
            assert_eq!(&positions[..count], TABLE_E1[usize::from(v)], "version {v}");
        }
    }

    #[test]
    fn every_layout_splits_its_codewords_exactly() {
        for v in 1..=40u8 {
            for l in [EcLevel::L, EcLevel::M, EcLevel::Q, EcLevel::H] {
                let b = BlockLayout::of(v, l);
                let total = b.data_codewords() + b.blocks * b.ec_per_block;
                assert_eq!(total, usize::from(TOTAL_CODEWORDS[usize::from(v)]));
                assert!(b.long_blocks < b.blocks);
            }
        }
    }
}
