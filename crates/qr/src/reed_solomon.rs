//! Reed–Solomon error correction codewords (§7.5.2, Annex A) over GF(2⁸) with the field's
//! primitive polynomial x⁸ + x⁴ + x³ + x² + 1, using log/antilog tables.

use std::sync::OnceLock;

/// The field's primitive polynomial, x⁸ + x⁴ + x³ + x² + 1 (§7.5.2).
const PRIMITIVE: u16 = 0x11d;
/// The longest generator any version uses (Table 9).
pub const MAX_DEGREE: usize = 30;
/// Log of zero: any index from here on in [`EXP`] is zero, so multiplying by zero needs no branch.
const LOG_ZERO: u16 = 510;

/// αⁱ for i < 510 (two periods, so that a sum of two logs needs no reduction), then zeros.
const EXP: [u8; 768] = {
    let mut exp = [0u8; 768];
    let mut x: u16 = 1;
    let mut i = 0;
    while i < 510 {
        exp[i] = x as u8;
        x <<= 1;
        if x & 0x100 != 0 {
            x ^= PRIMITIVE;
        }
        i += 1;
    }
    exp
};

/// logα(x) for x ≠ 0; [`LOG_ZERO`] for zero.
const LOG: [u16; 256] = {
    let mut log = [LOG_ZERO; 256];
    let mut i = 0;
    while i < 255 {
        log[EXP[i] as usize] = i as u16;
        i += 1;
    }
    log
};

/// Generator polynomials g(x) = ∏ (x − αⁱ), i < degree (Annex A), for every degree up to
/// [`MAX_DEGREE`], as logs of the coefficients below the (monic) leading term, highest first.
const GENERATOR_LOGS: [[u8; MAX_DEGREE]; MAX_DEGREE + 1] = {
    let mut table = [[0u8; MAX_DEGREE]; MAX_DEGREE + 1];
    let mut degree = 1;
    while degree <= MAX_DEGREE {
        // coef[0..=degree]: coefficients, highest power first; start from g(x) = 1.
        let mut coef = [0u8; MAX_DEGREE + 1];
        coef[0] = 1;
        let mut root = 0;
        while root < degree {
            // Multiply by (x − α^root): shift up, then add α^root times the old polynomial.
            let mut j = root + 1;
            while j > 0 {
                coef[j] ^= gf_mul_const(coef[j - 1], EXP[root]);
                j -= 1;
            }
            root += 1;
        }
        let mut j = 0;
        while j < degree {
            table[degree][j] = LOG[coef[j + 1] as usize] as u8;
            j += 1;
        }
        degree += 1;
    }
    table
};

/// Multiplication in GF(2⁸) for the compile-time tables.
const fn gf_mul_const(a: u8, b: u8) -> u8 {
    if a == 0 || b == 0 {
        return 0;
    }
    EXP[(LOG[a as usize] + LOG[b as usize]) as usize % 255]
}

/// Products of every field element with the coefficients of the degree-n generator, packed
/// little-endian into four 64-bit words (coefficient j in byte j % 8 of word j / 8), built on
/// first use from the log/antilog tables.
type ProductTable = [[u64; 4]; 256];
static PRODUCTS: [OnceLock<Box<ProductTable>>; MAX_DEGREE + 1] =
    [const { OnceLock::new() }; MAX_DEGREE + 1];

fn products(degree: usize) -> &'static ProductTable {
    PRODUCTS[degree].get_or_init(|| {
        let generator = &GENERATOR_LOGS[degree][..degree];
        let mut table = Box::new([[0u64; 4]; 256]);
        for (factor, row) in table.iter_mut().enumerate() {
            let log = usize::from(LOG[factor]);
            for (j, &g) in generator.iter().enumerate() {
                row[j / 8] |= u64::from(EXP[log + usize::from(g)]) << (8 * (j % 8));
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

    #[test]
    fn field_tables_are_inverse() {
        for x in 1..=255u8 {
            assert_eq!(EXP[usize::from(LOG[usize::from(x)])], x);
        }
        assert_eq!(EXP[255], 1);
        assert_eq!(EXP[usize::from(LOG_ZERO) + 254], 0);
    }

    #[test]
    fn generators_match_annex_a() {
        // Annex A lists g(x) for 7 codewords as α-exponents: 87, 229, 146, 149, 238, 102, 21.
        assert_eq!(GENERATOR_LOGS[7][..7], [87, 229, 146, 149, 238, 102, 21]);
        // And for 10: 251, 67, 46, 61, 118, 70, 64, 94, 32, 45.
        assert_eq!(
            GENERATOR_LOGS[10][..10],
            [251, 67, 46, 61, 118, 70, 64, 94, 32, 45]
        );
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
        let data: Vec<u8> = (0..50u8).map(|i| i.wrapping_mul(37) ^ 0x5a).collect();
        let mut ec = [0u8; 30];
        error_correction(&data, &mut ec);
        for (i, &root) in EXP[..30].iter().enumerate() {
            // Horner evaluation of the whole codeword at the root must give zero.
            let value = data
                .iter()
                .chain(&ec)
                .fold(0u8, |acc, &c| gf_mul_const(acc, root) ^ c);
            assert_eq!(value, 0, "root α^{i}");
        }
    }
}
