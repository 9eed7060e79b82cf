//! §7.8.3: evaluation of a masked symbol, bit-parallel over whole rows and columns.
//!
//! The four rules, with the points of Table 11:
//! - N1 = 3: a run of five or more same-coloured modules in a row or column scores 3, plus 1
//!   per module beyond five.
//! - N2 = 3: every 2 × 2 block of one colour (blocks may overlap).
//! - N3 = 40: every dark–light–dark–dark–dark–light–dark (1:1:3:1:1) pattern in a row or column
//!   that has light modules on both sides and four light modules on at least one side, once per
//!   such side. The light quiet zone counts as light, as in Nayuki's and libqrencode's encoders.
//!   Only the module-sized pattern is counted, not scaled copies such as 2:2:6:2:2.
//! - N4 = 10 for every full 5 % by which the dark share deviates beyond 45–55 %.
//!
//! Each line is a bit set; shifting it by k lines module s + k up with module s, so a run or
//! pattern test is a handful of ands over the whole line and a popcount counts the hits.

use crate::row::Row;

const N1: u32 = 3;
const N2: u32 = 3;
const N3: u32 = 40;
const N4: u32 = 10;

/// The total penalty of a symbol given as its rows and its columns (its transpose), or some
/// value of at least `bound` as soon as the total is known to reach it: every rule only adds,
/// so a mask that cannot beat the best one so far need not be scored to the end.
// Inlined on x86-64 into the caller compiled with popcnt; a function of its own elsewhere,
// because V8 compiles the wasm of one large scoring function markedly worse.
#[cfg_attr(target_arch = "x86_64", inline(always))]
#[cfg_attr(not(target_arch = "x86_64"), inline(never))]
pub fn penalty<R: Row>(rows: &[R], cols: &[R], bound: u32) -> u32 {
    let size = rows.len();
    let windows = R::low_ones(size - 4);
    let mut score = balance_penalty(rows) + block_penalty(rows);
    for (rows, cols) in rows.chunks(8).zip(cols.chunks(8)) {
        if score >= bound {
            break;
        }
        for (&row, &col) in rows.iter().zip(cols) {
            score += line_penalty(row, windows) + line_penalty(col, windows);
        }
    }
    score
}

/// Rules N1 and N3 for one row or column `x`; `windows` has a bit for each module where a
/// run of five that starts there still fits in the line.
#[inline(always)]
fn line_penalty<R: Row>(x: R, windows: R) -> u32 {
    let (x1, x2, x3, x4) = (x >> 1, x >> 2, x >> 3, x >> 4);
    // Bit s of `dark_before`: module s − 1 is dark (false before the line: quiet zone).
    let dark_before = x << 1;
    // Bit s of `any4`: one of the modules s..s + 3 is dark.
    let any4 = x | x1 | x2 | x3;

    // N1. A run of n ≥ 5 holds n − 4 windows of five and scores N1 + (n − 5), that is
    // its windows plus N1 − 1. Dark and light sets are disjoint: one popcount covers both.
    let dark5 = x & x1 & x2 & x3 & x4;
    let light5 = !(any4 | x4) & windows;
    let dark_runs = dark5 & !dark_before;
    let light_runs = light5 & (dark_before | R::bit(0));
    let n1 = (dark5 | light5).count_ones() + (N1 - 1) * (dark_runs | light_runs).count_ones();

    // N3. `core`: 1011101 starts at s. Modules past the line end read as light.
    let core = x & x2 & x3 & x4 & (x >> 6) & !(x1 | (x >> 5));
    let n3 = if core == R::ZERO {
        0
    } else {
        let dark_after = x >> 7;
        let pair = dark_before | (dark_before << 1);
        let dark_in_4_before = pair | (pair << 2);
        let dark_in_4_after = any4 >> 7;
        (core & !dark_in_4_before & !dark_after).count_ones()
            + (core & !dark_in_4_after & !dark_before).count_ones()
    };
    n1 + n3 * N3
}

/// Rule N2: 2 × 2 blocks of one colour, from pairs of adjacent rows.
#[inline(always)]
fn block_penalty<R: Row>(rows: &[R]) -> u32 {
    let starts = R::low_ones(rows.len() - 1);
    let blocks: u32 = rows
        .windows(2)
        .map(|pair| {
            let (a, b) = (pair[0], pair[1]);
            let vertical = a ^ b;
            let horizontal = a ^ (a >> 1);
            (!(vertical | (vertical >> 1) | horizontal) & starts).count_ones()
        })
        .sum();
    blocks * N2
}

/// Rule N4: the smallest k ≥ 0 such that the dark share lies within (45 − 5k) % to (55 + 5k) %.
#[inline(always)]
fn balance_penalty<R: Row>(rows: &[R]) -> u32 {
    let dark: u32 = rows.iter().map(|r| r.count_ones()).sum();
    let total = (rows.len() * rows.len()) as u32;
    // The size is odd, so the share is never exactly one half and k is well defined.
    let k = (dark * 20).abs_diff(total * 10).div_ceil(total) - 1;
    k * N4
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::row::{transpose, U192};

    /// Rule by rule, module by module.
    fn naive(m: &[Vec<bool>]) -> [u32; 4] {
        let n = m.len() as isize;
        let at = |t: bool, line: isize, i: isize| {
            (0..n).contains(&i)
                && if t {
                    m[i as usize][line as usize]
                } else {
                    m[line as usize][i as usize]
                }
        };
        let (mut n1, mut n2, mut n3) = (0, 0, 0);
        for t in [false, true] {
            for line in 0..n {
                let mut i = 0;
                while i < n {
                    let mut j = i;
                    while j < n && at(t, line, j) == at(t, line, i) {
                        j += 1;
                    }
                    if j - i >= 5 {
                        n1 += 3 + (j - i - 5) as u32;
                    }
                    i = j;
                }
                for s in 0..n {
                    let core = [1, 0, 1, 1, 1, 0, 1]
                        .iter()
                        .enumerate()
                        .all(|(k, &d)| at(t, line, s + k as isize) == (d == 1));
                    if core && !at(t, line, s - 1) && !at(t, line, s + 7) {
                        n3 += 40 * u32::from((1..=4).all(|k| !at(t, line, s - k)));
                        n3 += 40 * u32::from((7..=10).all(|k| !at(t, line, s + k)));
                    }
                }
            }
        }
        for y in 0..m.len() - 1 {
            for x in 0..m.len() - 1 {
                let c = m[y][x];
                if m[y][x + 1] == c && m[y + 1][x] == c && m[y + 1][x + 1] == c {
                    n2 += 3;
                }
            }
        }
        let dark = m.iter().flatten().filter(|&&d| d).count() as f64 / (n * n) as f64 * 100.0;
        let mut k = 0;
        while dark < 45.0 - 5.0 * k as f64 || dark > 55.0 + 5.0 * k as f64 {
            k += 1;
        }
        [n1, n2, n3, 10 * k]
    }

    fn check<R: Row>(size: usize, seed: u64) {
        let mut state = seed;
        let m: Vec<Vec<bool>> = (0..size)
            .map(|_| {
                (0..size)
                    .map(|_| {
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        // Long runs and finder-like patterns need some structure: mostly light.
                        state % 7 < 3
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<R> = m
            .iter()
            .map(|r| {
                (0..size)
                    .filter(|&c| r[c])
                    .fold(R::ZERO, |x, c| x | R::bit(c))
            })
            .collect();
        let mut cols = vec![R::ZERO; size];
        transpose(&rows, &mut cols);
        let expected = naive(&m);
        let windows = R::low_ones(size - 4);
        let lines: u32 = rows
            .iter()
            .chain(&cols)
            .map(|&x| line_penalty(x, windows))
            .sum();
        assert_eq!(lines, expected[0] + expected[2], "N1 + N3, size {size}");
        assert_eq!(block_penalty(&rows), expected[1], "N2, size {size}");
        assert_eq!(balance_penalty(&rows), expected[3], "N4, size {size}");
        assert_eq!(
            penalty(&rows, &cols, u32::MAX),
            expected.iter().sum::<u32>()
        );
    }

    #[test]
    fn bit_parallel_rules_match_module_by_module_rules() {
        for seed in 1..20 {
            check::<u64>(21, seed);
            check::<u64>(61, seed);
            check::<u128>(101, seed);
            check::<U192>(177, seed);
        }
    }
}
