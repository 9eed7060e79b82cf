//! §7.7.3: symbol character placement. The codeword bits fill the non-function modules in
//! two-module-wide columns, zigzagging up and down from the lower right corner and skipping
//! the vertical timing pattern; modules left over (remainder bits) stay light.
//!
//! Placement works on columns (bit r of a column = row r), so that the rows of a column pair
//! where both modules are free take their bits in bulk: 2n stream bits split into the n bits
//! of each column by one even/odd bit compaction. Only the few runs next to function patterns
//! are short.

use crate::row::Row;

/// Rows per bulk step of a two-column run: 2 × 28 stream bits fit one read.
const PAIR_CHUNK: usize = 28;
/// Rows per bulk step of a one-column run.
const SINGLE_CHUNK: usize = 56;

/// Reads a byte slice as a most-significant-bit-first stream, zeros past its end.
struct BitStream<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl BitStream<'_> {
    /// The next `n` (1–56) bits, the first one highest.
    fn take(&mut self, n: usize) -> u64 {
        let start = self.pos / 8;
        let word = match self.bytes.get(start..start + 8) {
            Some(eight) => eight.try_into().expect("eight bytes"),
            // Near the end only: zeros past it.
            None => {
                let tail = self.bytes.get(start..).unwrap_or(&[]);
                let mut word = [0u8; 8];
                word[..tail.len()].copy_from_slice(tail);
                word
            }
        };
        let bits = u64::from_be_bytes(word) << (self.pos % 8) >> (64 - n);
        self.pos += n;
        bits
    }
}

/// Places the bits of `codewords` into `cols` (columns of data bits, all light on entry),
/// around the function modules given by `function`. The function pattern set is symmetric
/// about the main diagonal, so its rows serve as its columns.
#[inline(never)]
pub fn place_codewords<R: Row>(function: &[R], codewords: &[u8], cols: &mut [R]) {
    let size = function.len();
    let words = size.div_ceil(64);
    let mut stream = BitStream {
        bytes: codewords,
        pos: 0,
    };
    let mut right = size - 1;
    let mut upward = true;
    loop {
        let left = right - 1;
        for k in 0..words {
            let w = if upward { words - 1 - k } else { k };
            let rows = (size - 64 * w).min(64);
            let free_right = !function[right].word(w) & u64::low_ones(rows);
            let free_left = !function[left].word(w) & u64::low_ones(rows);
            let (r, l) = fill_word(free_right, free_left, rows, upward, &mut stream);
            cols[right] = cols[right].or_word(w, r);
            cols[left] = cols[left].or_word(w, l);
        }
        upward = !upward;
        match right {
            1 => break,
            // Column 6 is the vertical timing pattern: the pair left of it is (5, 4).
            8 => right = 5,
            _ => right -= 2,
        }
    }
}

/// Fills up to 64 rows of a column pair: the free modules of the right and left column
/// (`free_right`, `free_left`, bit r = row r), visited row by row upwards or downwards, the
/// right module of a row before the left. Returns the bits of the right and left column.
fn fill_word(
    free_right: u64,
    free_left: u64,
    rows: usize,
    upward: bool,
    stream: &mut BitStream,
) -> (u64, u64) {
    let (mut right, mut left) = (0u64, 0u64);
    let mut done = 0;
    while done < rows {
        // The next row in visiting order, and how many rows after it look the same.
        let row = if upward { rows - 1 - done } else { done };
        let state = (free_right >> row & 1 == 1, free_left >> row & 1 == 1);
        let same = match state {
            (true, true) => free_right & free_left,
            (true, false) => free_right & !free_left,
            (false, true) => !free_right & free_left,
            (false, false) => !(free_right | free_left),
        };
        let run = if upward {
            (same << (63 - row)).leading_ones()
        } else {
            (same >> row).trailing_ones()
        };
        let run = (run as usize).min(rows - done);
        // The run covers rows lo..lo + run.
        let lo = if upward { row + 1 - run } else { row };
        match state {
            (true, true) => {
                let (r, l) = fill_pair_run(run, upward, stream);
                right |= r << lo;
                left |= l << lo;
            }
            (true, false) => right |= fill_single_run(run, upward, stream) << lo,
            (false, true) => left |= fill_single_run(run, upward, stream) << lo,
            (false, false) => {}
        }
        done += run;
    }
    (right, left)
}

/// The bits of a run of `n` rows where both modules are free, bit i = i-th row of the run
/// from the bottom: right and left columns.
fn fill_pair_run(n: usize, upward: bool, stream: &mut BitStream) -> (u64, u64) {
    let (mut right, mut left) = (0u64, 0u64);
    let mut placed = 0;
    while placed < n {
        let k = (n - placed).min(PAIR_CHUNK);
        // Stream bits alternate right, left: the right ones sit at odd offsets from the end.
        let bits = stream.take(2 * k);
        let (mut r, mut l) = (compress_even(bits >> 1), compress_even(bits));
        // Upward, the first bits belong to the highest rows: already in place. Downward,
        // to the lowest: reversed.
        let at = if upward { n - placed - k } else { placed };
        if !upward {
            (r, l) = (reverse(r, k), reverse(l, k));
        }
        right |= r << at;
        left |= l << at;
        placed += k;
    }
    (right, left)
}

/// The bits of a run of `n` rows where one module is free, bit i = i-th row from the bottom.
fn fill_single_run(n: usize, upward: bool, stream: &mut BitStream) -> u64 {
    let mut out = 0u64;
    let mut placed = 0;
    while placed < n {
        let k = (n - placed).min(SINGLE_CHUNK);
        let bits = stream.take(k);
        out |= if upward {
            bits << (n - placed - k)
        } else {
            reverse(bits, k) << placed
        };
        placed += k;
    }
    out
}

/// Gathers bits 0, 2, 4, … 62 of `x` into its low 32 bits.
fn compress_even(x: u64) -> u64 {
    let mut x = x & 0x5555_5555_5555_5555;
    x = (x | x >> 1) & 0x3333_3333_3333_3333;
    x = (x | x >> 2) & 0x0f0f_0f0f_0f0f_0f0f;
    x = (x | x >> 4) & 0x00ff_00ff_00ff_00ff;
    x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
    (x | x >> 16) & 0x0000_0000_ffff_ffff
}

/// The low `k` (1–64) bits of `x` in reverse order.
fn reverse(x: u64, k: usize) -> u64 {
    x.reverse_bits() >> (64 - k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::function_patterns::Modules;
    use crate::row::U192;

    /// The zigzag of §7.7.3 module by module, as the standard describes it.
    fn naive(function: &[U192], codewords: &[u8]) -> Vec<Vec<bool>> {
        let size = function.len();
        let mut out = vec![vec![false; size]; size];
        let mut bit = 0;
        let mut right = size as isize - 1;
        let mut upward = true;
        while right >= 1 {
            if right == 6 {
                right = 5;
            }
            for i in 0..size {
                let row = if upward { size - 1 - i } else { i };
                for col in [right as usize, right as usize - 1] {
                    if !function[row].get(col) {
                        out[row][col] = codewords
                            .get(bit / 8)
                            .is_some_and(|b| b >> (7 - bit % 8) & 1 == 1);
                        bit += 1;
                    }
                }
            }
            upward = !upward;
            right -= 2;
        }
        out
    }

    #[test]
    fn bulk_placement_matches_the_module_walk() {
        for version in [1u8, 2, 6, 7, 14, 21, 27, 28, 33, 40] {
            let m = Modules::<U192>::with_function_patterns(version);
            let total = usize::from(crate::tables::TOTAL_CODEWORDS[usize::from(version)]);
            let codewords: Vec<u8> = (0..total)
                .map(|i| (i * 73 + 41) as u8 ^ (i >> 3) as u8)
                .collect();
            let mut cols = vec![U192::ZERO; m.size];
            place_codewords(&m.function, &codewords, &mut cols);
            let expected = naive(&m.function, &codewords);
            for (r, row) in expected.iter().enumerate() {
                for (c, &dark) in row.iter().enumerate() {
                    assert_eq!(cols[c].get(r), dark, "version {version} at ({r}, {c})");
                }
            }
        }
    }
}
