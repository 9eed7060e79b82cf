//! Reed–Solomon error correction codewords (§7.5.2, Annex A) over GF(2⁸) with the field's
//! primitive polynomial x⁸ + x⁴ + x³ + x² + 1.
//!
//! Nothing here is a precomputed table: the generator polynomials and the product tables the
//! division runs on are built on first use of each degree, which costs a few microseconds once
//! and keeps kilobytes of field tables out of the WebAssembly module.

use std::sync::OnceLock;

/// The field's primitive polynomial, x⁸ + x⁴ + x³ + x² + 1 (§7.5.2), without the x⁸ term.
const PRIMITIVE: u8 = 0x1d;
/// The longest generator any version uses (Table 9).
pub const MAX_DEGREE: usize = 30;

/// Multiplication in GF(2⁸), shift and add.
const fn gf_mul(mut a: u8, mut b: u8) -> u8 {
    let mut product = 0;
    while b != 0 {
        if b & 1 != 0 {
            product ^= a;
        }
        let carry = a & 0x80 != 0;
        a <<= 1;
        if carry {
            a ^= PRIMITIVE;
        }
        b >>= 1;
    }
    product
}

/// The generator polynomial g(x) = ∏ (x − αⁱ), i < `degree` (Annex A): its coefficients below
/// the (monic) leading term, highest power first.
fn generator(degree: usize) -> [u8; MAX_DEGREE] {
    // coef[0..=degree]: coefficients, highest power first; start from g(x) = 1.
    let mut coef = [0u8; MAX_DEGREE + 1];
    coef[0] = 1;
    let mut root = 1u8;
    for n in 0..degree {
        // Multiply by (x − α^n): shift up, then add α^n times the old polynomial.
        for j in (1..=n + 1).rev() {
            coef[j] ^= gf_mul(coef[j - 1], root);
        }
        root = gf_mul(root, 2);
    }
    let mut out = [0u8; MAX_DEGREE];
    out.copy_from_slice(&coef[1..]);
    out
}

/// Products of every field element with the coefficients of the degree-n generator, packed
/// little-endian into four 64-bit words (coefficient j in byte j % 8 of word j / 8).
type ProductTable = [[u64; 4]; 256];
static PRODUCTS: [OnceLock<Box<ProductTable>>; MAX_DEGREE + 1] =
    [const { OnceLock::new() }; MAX_DEGREE + 1];

fn products(degree: usize) -> &'static ProductTable {
    PRODUCTS[degree].get_or_init(|| {
        let generator = generator(degree);
        let mut table = Box::new([[0u64; 4]; 256]);
        for (factor, row) in table.iter_mut().enumerate() {
            for (j, &g) in generator[..degree].iter().enumerate() {
                row[j / 8] |= u64::from(gf_mul(factor as u8, g)) << (8 * (j % 8));
            }
        }
        table
    })
}

/// Writes the error correction codewords of `data` into `ec`: the remainder of
/// data(x)·x^n divided by the degree-n generator, n = `ec.len()` (1 ≤ n ≤ 30).
///
/// The remainder lives in four words, highest term in the lowest byte, so that the long
/// division step (drop the top term, shift, add factor·g(x)) is a one-byte shift and an xor
/// per word. Bytes past n stay zero because the table rows are zero there.
#[inline(never)]
pub fn error_correction(data: &[u8], ec: &mut [u8]) {
    let table = products(ec.len());
    let [mut w0, mut w1, mut w2, mut w3] = [0u64; 4];
    for &byte in data {
        let row = &table[usize::from(byte ^ w0 as u8)];
        w0 = (w0 >> 8 | w1 << 56) ^ row[0];
        w1 = (w1 >> 8 | w2 << 56) ^ row[1];
        w2 = (w2 >> 8 | w3 << 56) ^ row[2];
        w3 = (w3 >> 8) ^ row[3];
    }
    let mut rem = [0u8; 32];
    for (chunk, w) in rem.chunks_exact_mut(8).zip([w0, w1, w2, w3]) {
        chunk.copy_from_slice(&w.to_le_bytes());
    }
    ec.copy_from_slice(&rem[..ec.len()]);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// αⁱ for i < 256, and the log of each non-zero element.
    fn field() -> ([u8; 256], [u8; 256]) {
        let (mut exp, mut log) = ([0u8; 256], [0u8; 256]);
        let mut x = 1u8;
        for (i, e) in exp.iter_mut().enumerate().take(255) {
            *e = x;
            log[usize::from(x)] = i as u8;
            x = gf_mul(x, 2);
        }
        exp[255] = x;
        (exp, log)
    }

    #[test]
    fn alpha_generates_the_field() {
        let (exp, log) = field();
        assert_eq!(exp[255], 1, "α has order 255");
        for x in 1..=255u8 {
            assert_eq!(exp[usize::from(log[usize::from(x)])], x);
        }
        assert_eq!(exp[8], 0x1d, "α⁸ = α⁴ + α³ + α² + 1");
    }

    #[test]
    fn generators_match_annex_a() {
        let (_, log) = field();
        let logs = |degree: usize| -> Vec<u8> {
            generator(degree)[..degree]
                .iter()
                .map(|&c| log[usize::from(c)])
                .collect()
        };
        // Annex A lists g(x) for 7 codewords as α-exponents: 87, 229, 146, 149, 238, 102, 21.
        assert_eq!(logs(7), [87, 229, 146, 149, 238, 102, 21]);
        // And for 10: 251, 67, 46, 61, 118, 70, 64, 94, 32, 45.
        assert_eq!(logs(10), [251, 67, 46, 61, 118, 70, 64, 94, 32, 45]);
    }

    #[test]
    fn matches_annex_i_example() {
        // Annex I.3: "01234567" at 1-M has these 16 data and 10 error correction codewords.
        let data = [
            0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
            0xec, 0x11,
        ];
        let mut ec = [0u8; 10];
        error_correction(&data, &mut ec);
        assert_eq!(
            ec,
            [0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]
        );
    }

    #[test]
    fn codeword_polynomial_vanishes_at_generator_roots() {
        let (exp, _) = field();
        let data: Vec<u8> = (0..50u8).map(|i| i.wrapping_mul(37) ^ 0x5a).collect();
        let mut ec = [0u8; 30];
        error_correction(&data, &mut ec);
        for (i, &root) in exp[..30].iter().enumerate() {
            // Horner evaluation of the whole codeword at the root must give zero.
            let value = data
                .iter()
                .chain(&ec)
                .fold(0u8, |acc, &c| gf_mul(acc, root) ^ c);
            assert_eq!(value, 0, "root α^{i}");
        }
    }
}
