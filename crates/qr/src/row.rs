//! One row (or column) of the symbol as a bit set: bit `i` is module `i`, 1 = dark.
//!
//! The encoder is generic over the word that holds a row, so that symbols up to 64 modules
//! wide (versions 1–11) use one machine word and the penalty rules cost a few instructions
//! per row. Wider symbols use `u128` (versions 12–27) or [`U192`] (versions 28–40).

use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr};

/// Side length of the largest symbol (version 40).
pub const MAX_SIZE: usize = 177;

/// Operations the matrix, mask and penalty code need from a row.
pub trait Row:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// All modules light.
    const ZERO: Self;
    /// Modules `0..n` dark.
    fn low_ones(n: usize) -> Self;
    /// Module `i` dark, the rest light.
    fn bit(i: usize) -> Self;
    /// The low bits of a 192-bit pattern given as three little-endian words.
    fn from_words(words: [u64; 3]) -> Self;
    /// Word `i` (bits `64i..64i + 64`).
    fn word(self, i: usize) -> u64;
    /// Number of dark modules.
    fn count_ones(self) -> u32;
    /// This row with the bits of `bits` added to word `i`.
    fn or_word(self, i: usize, bits: u64) -> Self;

    /// Whether module `i` is dark.
    #[cfg(test)]
    fn get(self, i: usize) -> bool {
        self.word(i / 64) >> (i % 64) & 1 == 1
    }
}

impl Row for u64 {
    const ZERO: Self = 0;
    fn low_ones(n: usize) -> Self {
        if n >= 64 {
            u64::MAX
        } else {
            (1 << n) - 1
        }
    }
    fn bit(i: usize) -> Self {
        1 << i
    }
    fn from_words(words: [u64; 3]) -> Self {
        words[0]
    }
    fn word(self, _: usize) -> u64 {
        self
    }
    fn count_ones(self) -> u32 {
        u64::count_ones(self)
    }
    fn or_word(self, _: usize, bits: u64) -> Self {
        self | bits
    }
}

impl Row for u128 {
    const ZERO: Self = 0;
    fn low_ones(n: usize) -> Self {
        if n >= 128 {
            u128::MAX
        } else {
            (1 << n) - 1
        }
    }
    fn bit(i: usize) -> Self {
        1 << i
    }
    fn from_words(words: [u64; 3]) -> Self {
        u128::from(words[0]) | u128::from(words[1]) << 64
    }
    fn word(self, i: usize) -> u64 {
        (self >> (64 * i)) as u64
    }
    fn count_ones(self) -> u32 {
        u128::count_ones(self)
    }
    fn or_word(self, i: usize, bits: u64) -> Self {
        self | u128::from(bits) << (64 * i)
    }
}

/// A 192-bit row, three little-endian words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct U192([u64; 3]);

macro_rules! bitwise {
    ($trait:ident, $method:ident, $op:tt) => {
        impl $trait for U192 {
            type Output = U192;
            fn $method(self, o: U192) -> U192 {
                U192([self.0[0] $op o.0[0], self.0[1] $op o.0[1], self.0[2] $op o.0[2]])
            }
        }
    };
}
bitwise!(BitAnd, bitand, &);
bitwise!(BitOr, bitor, |);
bitwise!(BitXor, bitxor, ^);

impl Not for U192 {
    type Output = U192;
    fn not(self) -> U192 {
        U192(self.0.map(|w| !w))
    }
}

/// Shifts by fewer than 64 bits, which is all the encoder needs.
impl Shl<u32> for U192 {
    type Output = U192;
    fn shl(self, n: u32) -> U192 {
        let [a, b, c] = self.0;
        if n == 0 {
            return self;
        }
        U192([a << n, b << n | a >> (64 - n), c << n | b >> (64 - n)])
    }
}

/// Shifts by fewer than 64 bits, which is all the encoder needs.
impl Shr<u32> for U192 {
    type Output = U192;
    fn shr(self, n: u32) -> U192 {
        let [a, b, c] = self.0;
        if n == 0 {
            return self;
        }
        U192([a >> n | b << (64 - n), b >> n | c << (64 - n), c >> n])
    }
}

impl Row for U192 {
    const ZERO: Self = U192([0; 3]);
    fn low_ones(n: usize) -> Self {
        U192([0, 1, 2].map(|i| u64::low_ones(n.saturating_sub(64 * i))))
    }
    fn bit(i: usize) -> Self {
        let mut words = [0; 3];
        words[i / 64] = 1 << (i % 64);
        U192(words)
    }
    fn from_words(words: [u64; 3]) -> Self {
        U192(words)
    }
    fn word(self, i: usize) -> u64 {
        self.0[i]
    }
    fn count_ones(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    fn or_word(mut self, i: usize, bits: u64) -> Self {
        self.0[i] |= bits;
        self
    }
}

/// Transposes a square bit matrix of `size` rows: bit `c` of `rows[r]` becomes bit `r` of
/// `out[c]`. Works on 64 × 64 tiles with the recursive block swap of Hacker's Delight §7-3.
pub fn transpose<R: Row>(rows: &[R], out: &mut [R]) {
    let size = rows.len();
    let tiles = size.div_ceil(64);
    let mut words = [[0u64; 3]; 192];
    for (tile_row, band) in rows.chunks(64).enumerate() {
        for tile_col in 0..tiles {
            let mut tile = [0u64; 64];
            for (t, r) in tile.iter_mut().zip(band) {
                *t = r.word(tile_col);
            }
            transpose64(&mut tile);
            for (w, &t) in words[tile_col * 64..].iter_mut().zip(&tile) {
                w[tile_row] = t;
            }
        }
    }
    for (o, w) in out.iter_mut().zip(&words) {
        *o = R::from_words(*w);
    }
}

/// Transposes a 64 × 64 bit matrix in place.
fn transpose64(a: &mut [u64; 64]) {
    let mut width = 32;
    let mut mask: u64 = 0x0000_0000_ffff_ffff;
    while width != 0 {
        let mut k = 0;
        while k < 64 {
            let t = ((a[k] >> width) ^ a[k + width]) & mask;
            a[k] ^= t << width;
            a[k + width] ^= t;
            k = (k + width + 1) & !width;
        }
        width >>= 1;
        mask ^= mask << width;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_transpose<R: Row + std::fmt::Debug>(size: usize) {
        let rows: Vec<R> = (0..size)
            .map(|r| {
                (0..size)
                    .filter(|c| (r * 7 + c * 13 + r * c) % 5 < 2)
                    .fold(R::ZERO, |x, c| x | R::bit(c))
            })
            .collect();
        let mut cols = vec![R::ZERO; size];
        transpose(&rows, &mut cols);
        for (r, row) in rows.iter().enumerate() {
            for (c, col) in cols.iter().enumerate() {
                assert_eq!(row.get(c), col.get(r), "size {size} at ({r}, {c})");
            }
        }
    }

    #[test]
    fn transposes_every_width() {
        check_transpose::<u64>(21);
        check_transpose::<u64>(61);
        check_transpose::<u128>(125);
        check_transpose::<U192>(177);
    }

    #[test]
    fn wide_shifts_carry_between_words() {
        let x = U192::bit(63) | U192::bit(127);
        assert_eq!(x << 1, U192::bit(64) | U192::bit(128));
        assert_eq!(x >> 3, U192::bit(60) | U192::bit(124));
        assert_eq!(U192::low_ones(70).count_ones(), 70);
    }
}
