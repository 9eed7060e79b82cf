//! Function patterns (§6.3): finders, separators, timing, alignment, and the format (§7.9)
//! and version (§7.10) information with their BCH codes.

use std::sync::OnceLock;

use crate::row::{Row, U192};
use crate::tables::alignment_positions;
use crate::EcLevel;

/// The function patterns of each version in the widest rows, drawn on first use: every
/// later symbol of that version only copies them.
static TEMPLATES: [OnceLock<Modules<U192>>; 41] = [const { OnceLock::new() }; 41];

/// Modules of one symbol: their colours and which of them are function modules.
pub struct Modules<R> {
    /// Side length in modules.
    pub size: usize,
    /// Colour of each module, one row per entry (1 = dark).
    pub dark: Vec<R>,
    /// Function modules: never hold data and are never masked (1 = function). The set is
    /// symmetric about the main diagonal, so these rows are also its columns.
    pub function: Vec<R>,
}

impl<R: Row> Modules<R> {
    /// Sets module (`row`, `col`) as a function module of the given colour.
    fn set_function(&mut self, row: usize, col: usize, dark: bool) {
        let bit = R::bit(col);
        self.function[row] = self.function[row] | bit;
        self.dark[row] = if dark {
            self.dark[row] | bit
        } else {
            self.dark[row] & !bit
        };
    }

    /// Writes the colours column by column (the transpose of `dark`) into `out`. Every
    /// function pattern is symmetric about the main diagonal except the dark module of §7.9.1,
    /// whose mirror image is a light format module: `dark` with that one module moved.
    pub fn dark_columns(&self, out: &mut [R]) {
        let n = self.size;
        out.copy_from_slice(&self.dark);
        out[8] = out[8] | R::bit(n - 8);
        out[n - 8] = out[n - 8] & !R::bit(8);
    }

    /// Every function pattern of `version`, with the format area reserved but left light.
    #[inline(never)]
    pub fn with_function_patterns(version: u8) -> Self {
        let template = TEMPLATES[usize::from(version)].get_or_init(|| Modules::draw(version));
        let narrow = |rows: &[U192]| {
            rows.iter()
                .map(|&r| R::from_words([0, 1, 2].map(|i| r.word(i))))
                .collect()
        };
        Modules {
            size: template.size,
            dark: narrow(&template.dark),
            function: narrow(&template.function),
        }
    }

    /// Draws every function pattern of `version`.
    fn draw(version: u8) -> Self {
        let size = usize::from(version) * 4 + 17;
        let mut m = Modules {
            size,
            dark: vec![R::ZERO; size],
            function: vec![R::ZERO; size],
        };
        m.draw_timing_patterns();
        for (row, col) in [(3, 3), (3, size - 4), (size - 4, 3)] {
            m.draw_finder_pattern(row, col);
        }
        m.draw_alignment_patterns(version);
        m.draw_version_information(version);
        for (row, col) in format_positions(size).iter().flatten() {
            m.set_function(*row, *col, false);
        }
        // §7.9.1: the module above the lower-left format copy is always dark.
        m.set_function(size - 8, 8, true);
        m
    }

    /// §6.3.5: alternating modules along row 6 and column 6, dark on even coordinates.
    /// Drawn first, so that the finder patterns overwrite its ends.
    fn draw_timing_patterns(&mut self) {
        for i in 0..self.size {
            self.set_function(6, i, i % 2 == 0);
            self.set_function(i, 6, i % 2 == 0);
        }
    }

    /// §6.3.3–§6.3.4: a 7 × 7 finder centred at (`row`, `col`) and its light separator.
    fn draw_finder_pattern(&mut self, row: usize, col: usize) {
        for dr in -4..=4isize {
            for dc in -4..=4isize {
                let (r, c) = (row as isize + dr, col as isize + dc);
                if r < 0 || c < 0 || r >= self.size as isize || c >= self.size as isize {
                    continue;
                }
                let ring = dr.abs().max(dc.abs());
                self.set_function(r as usize, c as usize, ring != 2 && ring != 4);
            }
        }
    }

    /// §6.3.6: 5 × 5 alignment patterns at every pair of Table E.1 coordinates except the
    /// three that would overlap a finder pattern.
    fn draw_alignment_patterns(&mut self, version: u8) {
        let (positions, count) = alignment_positions(version);
        let positions = &positions[..count];
        let last = positions.len().saturating_sub(1);
        for (i, &row) in positions.iter().enumerate() {
            for (j, &col) in positions.iter().enumerate() {
                if (i, j) == (0, 0) || (i, j) == (0, last) || (i, j) == (last, 0) {
                    continue;
                }
                for dr in -2..=2isize {
                    for dc in -2..=2isize {
                        let (r, c) = (
                            (isize::from(row) + dr) as usize,
                            (isize::from(col) + dc) as usize,
                        );
                        self.set_function(r, c, dr.abs().max(dc.abs()) != 1);
                    }
                }
            }
        }
    }

    /// §7.10: two 6 × 3 copies of the 18-bit version information, versions 7 and up.
    fn draw_version_information(&mut self, version: u8) {
        if version < 7 {
            return;
        }
        let bits = version_information(version);
        for i in 0..18 {
            let dark = bits >> i & 1 == 1;
            let (a, b) = (self.size - 11 + i % 3, i / 3);
            self.set_function(b, a, dark);
            self.set_function(a, b, dark);
        }
    }
}

/// §7.9.1: the 15-bit format information for `level` and `mask`: five data bits, a BCH(15,5)
/// remainder with generator 0x537, masked with 0x5412 so that it is never all zero.
pub fn format_information(level: EcLevel, mask: u8) -> u32 {
    let data = level.format_bits() << 3 | u32::from(mask);
    let mut rem = data;
    for _ in 0..10 {
        rem = (rem << 1) ^ ((rem >> 9) * 0x537);
    }
    (data << 10 | rem) ^ 0x5412
}

/// §7.10: the 18-bit version information: six data bits and a BCH(18,6) remainder with
/// generator 0x1f25.
pub fn version_information(version: u8) -> u32 {
    let mut rem = u32::from(version);
    for _ in 0..12 {
        rem = (rem << 1) ^ ((rem >> 11) * 0x1f25);
    }
    u32::from(version) << 12 | rem
}

/// Where bit `i` (LSB first) of the format information goes, as (row, column), for the copy
/// around the top-left finder and the copy split between the other two (Figure 25).
pub fn format_positions(size: usize) -> [[(usize, usize); 15]; 2] {
    let mut first = [(0, 0); 15];
    let mut second = [(0, 0); 15];
    for i in 0..15 {
        first[i] = match i {
            0..=5 => (i, 8),
            6 => (7, 8),
            7 => (8, 8),
            8 => (8, 7),
            _ => (8, 14 - i),
        };
        second[i] = if i < 8 {
            (8, size - 1 - i)
        } else {
            (size - 15 + i, 8)
        };
    }
    [first, second]
}

/// Draws the format information `bits` (LSB first) at `positions` (from [`format_positions`])
/// into the rows of a symbol and, when given, into its transpose.
pub fn draw_format<R: Row>(
    rows: &mut [R],
    mut cols: Option<&mut [R]>,
    bits: u32,
    positions: &[[(usize, usize); 15]; 2],
) {
    for copy in positions {
        for (i, &(r, c)) in copy.iter().enumerate() {
            if bits >> i & 1 == 1 {
                rows[r] = rows[r] | R::bit(c);
                if let Some(cols) = cols.as_deref_mut() {
                    cols[c] = cols[c] | R::bit(r);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_information_matches_table_c1() {
        // Annex C, Table C.1: M with mask 0 is 101010000010010; L mask 0, H mask 7, Q mask 5.
        assert_eq!(format_information(EcLevel::M, 0), 0b101010000010010);
        assert_eq!(format_information(EcLevel::L, 0), 0b111011111000100);
        assert_eq!(format_information(EcLevel::H, 7), 0b000100000111011);
        assert_eq!(format_information(EcLevel::Q, 5), 0b010000110000011);
    }

    #[test]
    fn version_information_matches_table_d1() {
        // Annex D, Table D.1.
        assert_eq!(version_information(7), 0x07c94);
        assert_eq!(version_information(21), 0x15683);
        assert_eq!(version_information(40), 0x28c69);
    }

    #[test]
    fn function_pattern_set_is_symmetric() {
        // Placement and masking rely on it to use the rows as columns.
        for v in 1..=40u8 {
            let m = Modules::<crate::row::U192>::with_function_patterns(v);
            let mut cols = vec![crate::row::U192::ZERO; m.size];
            crate::row::transpose(&m.function, &mut cols);
            assert!(cols == m.function, "version {v}");
        }
    }

    #[test]
    fn dark_columns_are_the_transpose() {
        for v in 1..=40u8 {
            let m = Modules::<crate::row::U192>::with_function_patterns(v);
            let (mut fast, mut cols) = (
                vec![crate::row::U192::ZERO; m.size],
                vec![crate::row::U192::ZERO; m.size],
            );
            m.dark_columns(&mut fast);
            crate::row::transpose(&m.dark, &mut cols);
            assert!(fast == cols, "version {v}");
        }
    }

    #[test]
    fn function_modules_leave_exactly_the_codeword_area() {
        // Each version leaves 8 × total codewords + remainder bits (Table 1) for data.
        const REMAINDER_BITS: [usize; 41] = [
            0, 0, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 3,
            3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0,
        ];
        for v in 1..=40u8 {
            let m = Modules::<crate::row::U192>::with_function_patterns(v);
            let free: usize = m
                .function
                .iter()
                .map(|&r| m.size - r.count_ones() as usize)
                .sum();
            let total = usize::from(crate::tables::TOTAL_CODEWORDS[usize::from(v)]);
            assert_eq!(
                free,
                total * 8 + REMAINDER_BITS[usize::from(v)],
                "version {v}"
            );
        }
    }
}
