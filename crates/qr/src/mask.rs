//! §7.8.2: the eight data mask patterns (Table 10) as bit rows, and their application.

use std::sync::OnceLock;

use crate::row::Row;

/// Whether mask `k` inverts the module at (`i`, `j`) = (row, column), Table 10.
pub const fn mask_condition(k: u8, i: usize, j: usize) -> bool {
    match k {
        0 => (i + j) % 2 == 0,
        1 => i % 2 == 0,
        2 => j % 3 == 0,
        3 => (i + j) % 3 == 0,
        4 => (i / 2 + j / 3) % 2 == 0,
        5 => (i * j) % 2 + (i * j) % 3 == 0,
        6 => ((i * j) % 2 + (i * j) % 3) % 2 == 0,
        _ => ((i + j) % 2 + (i * j) % 3) % 2 == 0,
    }
}

/// Every condition of Table 10 repeats every 12 rows and every 12 columns (periods 2, 3, 4
/// and 6 all divide 12), so 12 rows per mask describe a whole symbol.
const PERIOD: usize = 12;

/// `[columns][k][line % 12]`: the modules of a row (`columns` = 0) or of a column (1) that mask
/// `k` inverts, up to 192 modules, as three words. Built on first use rather than stored: the
/// module then carries a few instructions instead of 4.5 KiB of data.
type MaskTable = [[[[u64; 3]; PERIOD]; 8]; 2];
static MASK_LINES: OnceLock<MaskTable> = OnceLock::new();

fn mask_table() -> &'static MaskTable {
    MASK_LINES.get_or_init(|| {
        let mut table = [[[[0u64; 3]; PERIOD]; 8]; 2];
        for (columns, masks) in table.iter_mut().enumerate() {
            for (k, lines) in masks.iter_mut().enumerate() {
                for (line, words) in lines.iter_mut().enumerate() {
                    // Along a line the pattern repeats every 12 modules as well: 12 bits,
                    // repeated over 128, hold every word, which starts at module 0, 64 or 128
                    // (phase 0, 4 or 8 in the period).
                    let period = (0..PERIOD).fold(0u128, |bits, other| {
                        let (i, j) = if columns == 1 {
                            (other, line)
                        } else {
                            (line, other)
                        };
                        bits | u128::from(mask_condition(k as u8, i, j)) << other
                    });
                    let repeated = (0..11).fold(0u128, |r, c| r | period << (PERIOD * c));
                    for (w, word) in words.iter_mut().enumerate() {
                        *word = (repeated >> (64 * w % PERIOD)) as u64;
                    }
                }
            }
        }
        table
    })
}

/// Writes into `out` the lines of `dark` with mask `k` applied to the `free` modules (those
/// neither function modules nor past the symbol's edge); `columns` says whether the lines are
/// columns (the symbol's transpose) rather than rows.
#[inline(never)]
pub fn apply_mask<R: Row>(k: u8, dark: &[R], free: &[R], columns: bool, out: &mut [R]) {
    let patterns = mask_table()[usize::from(columns)][usize::from(k)].map(R::from_words);
    // A period of lines at a time, so that each line meets its pattern without an index
    // computation or a cycling iterator.
    for ((out, dark), free) in out
        .chunks_mut(PERIOD)
        .zip(dark.chunks(PERIOD))
        .zip(free.chunks(PERIOD))
    {
        for (((o, &d), &f), &p) in out.iter_mut().zip(dark).zip(free).zip(&patterns) {
            *o = d ^ (p & f);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_follow_the_conditions() {
        for k in 0..8u8 {
            for i in 0..40 {
                for j in 0..177 {
                    let row = mask_table()[0][usize::from(k)][i % PERIOD];
                    assert_eq!(row[j / 64] >> (j % 64) & 1 == 1, mask_condition(k, i, j));
                    let col = mask_table()[1][usize::from(k)][i % PERIOD];
                    assert_eq!(col[j / 64] >> (j % 64) & 1 == 1, mask_condition(k, j, i));
                }
            }
        }
    }
}
