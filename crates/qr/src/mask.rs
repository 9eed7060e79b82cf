//! §7.8.2: the eight data mask patterns (Table 10) as bit rows, and their application.

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

/// `MASK_ROWS[k][i % 12]`: the modules of row `i` that mask `k` inverts, up to 192 columns.
const MASK_ROWS: [[[u64; 3]; PERIOD]; 8] = mask_table(false);
/// `MASK_COLUMNS[k][j % 12]`: the modules of column `j` that mask `k` inverts.
const MASK_COLUMNS: [[[u64; 3]; PERIOD]; 8] = mask_table(true);

const fn mask_table(columns: bool) -> [[[u64; 3]; PERIOD]; 8] {
    let mut table = [[[0u64; 3]; PERIOD]; 8];
    let mut k = 0;
    while k < 8 {
        let mut line = 0;
        while line < PERIOD {
            let mut other = 0;
            while other < 192 {
                let (i, j) = if columns {
                    (other, line)
                } else {
                    (line, other)
                };
                if mask_condition(k as u8, i, j) {
                    table[k][line][other / 64] |= 1 << (other % 64);
                }
                other += 1;
            }
            line += 1;
        }
        k += 1;
    }
    table
}

/// Writes into `out` the lines of `dark` with mask `k` applied to the `free` modules (those
/// neither function modules nor past the symbol's edge); `columns` says whether the lines are
/// columns (the symbol's transpose) rather than rows.
#[inline(never)]
pub fn apply_mask<R: Row>(k: u8, dark: &[R], free: &[R], columns: bool, out: &mut [R]) {
    let table = if columns {
        &MASK_COLUMNS[usize::from(k)]
    } else {
        &MASK_ROWS[usize::from(k)]
    };
    let patterns = table.map(R::from_words);
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
                    let row = MASK_ROWS[usize::from(k)][i % PERIOD];
                    assert_eq!(row[j / 64] >> (j % 64) & 1 == 1, mask_condition(k, i, j));
                    let col = MASK_COLUMNS[usize::from(k)][i % PERIOD];
                    assert_eq!(col[j / 64] >> (j % 64) & 1 == 1, mask_condition(k, j, i));
                }
            }
        }
    }
}
