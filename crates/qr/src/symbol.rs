//! The symbol: function patterns, codeword placement, masking (§7.7–§7.9), and the result.

use crate::function_patterns::{draw_format, format_information, format_positions, Modules};
use crate::mask::apply_mask;
use crate::penalty::penalty;
use crate::placement::place_codewords;
use crate::row::{transpose, Row, MAX_SIZE, U192};
use crate::tables::alignment_positions;
use crate::EcLevel;

/// An encoded QR Code: a square of modules, row-major, without the quiet zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrCode {
    version: u8,
    level: EcLevel,
    mask: u8,
    size: usize,
    modules: Vec<u8>,
}

impl QrCode {
    /// Version, 1–40.
    pub fn version(&self) -> u8 {
        self.version
    }

    /// Error correction level.
    pub fn level(&self) -> EcLevel {
        self.level
    }

    /// Mask pattern, 0–7.
    pub fn mask(&self) -> u8 {
        self.mask
    }

    /// Side length in modules: 4 × version + 17.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether the module in column `x`, row `y` is dark; false outside the symbol.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.modules[y * self.size + x] == 1
    }

    /// All modules, row-major, one byte each: 1 = dark, 0 = light.
    pub fn modules(&self) -> &[u8] {
        &self.modules
    }

    /// Row/column coordinates of the alignment pattern centres (Annex E, Table E.1), ascending;
    /// none in version 1. Every pair of them centres a pattern, except the three pairs at the
    /// finder patterns.
    pub fn alignment_positions(&self) -> impl ExactSizeIterator<Item = u8> {
        let (positions, count) = alignment_positions(self.version);
        positions.into_iter().take(count)
    }

    /// Takes the module bytes; their capacity leaves room for 16 bytes more.
    pub fn into_modules(self) -> Vec<u8> {
        self.modules
    }
}

/// Builds the symbol of `version` holding the final `codewords`, with the `mask` given or,
/// if none, the one of lowest penalty. Picks the narrowest row word that holds the symbol.
pub(crate) fn build_symbol(
    version: u8,
    level: EcLevel,
    mask: Option<u8>,
    codewords: &[u8],
) -> QrCode {
    match usize::from(version) * 4 + 17 {
        ..=64 => build::<u64>(version, level, mask, codewords),
        65..=128 => build::<u128>(version, level, mask, codewords),
        _ => build::<U192>(version, level, mask, codewords),
    }
}

fn build<R: Row>(version: u8, level: EcLevel, mask: Option<u8>, codewords: &[u8]) -> QrCode {
    let m = Modules::<R>::with_function_patterns(version);
    let size = m.size;
    // Line buffers live on the stack: a few KiB at most, and no allocator calls.
    let mut data_cols = [R::ZERO; MAX_SIZE];
    let data_cols = &mut data_cols[..size];
    place_codewords(&m.function, codewords, data_cols);
    let mut dark = [R::ZERO; MAX_SIZE];
    let dark = &mut dark[..size];
    transpose(data_cols, dark);
    for (d, &f) in dark.iter_mut().zip(&m.dark) {
        *d = *d | f;
    }
    // The modules masks invert: neither function modules nor past the edge, where the penalty
    // rules expect light modules.
    let mut free = [R::ZERO; MAX_SIZE];
    let free = &mut free[..size];
    let inside = R::low_ones(size);
    for (f, &function) in free.iter_mut().zip(&m.function) {
        *f = !function & inside;
    }
    let mask = mask.unwrap_or_else(|| {
        let mut dark_cols = [R::ZERO; MAX_SIZE];
        let dark_cols = &mut dark_cols[..size];
        m.dark_columns(dark_cols);
        for (d, &c) in dark_cols.iter_mut().zip(data_cols.iter()) {
            *d = *d | c;
        }
        lowest_penalty_mask(dark, dark_cols, free, level)
    });
    let mut rows = [R::ZERO; MAX_SIZE];
    let rows = &mut rows[..size];
    apply_mask(mask, dark, free, false, rows);
    draw_format(
        rows,
        None,
        format_information(level, mask),
        &format_positions(size),
    );
    QrCode {
        version,
        level,
        mask,
        size,
        modules: to_bytes(rows),
    }
}

/// §7.8.3: the mask whose result scores the lowest penalty; the first one on ties.
fn lowest_penalty_mask<R: Row>(dark: &[R], dark_cols: &[R], free: &[R], level: EcLevel) -> u8 {
    // Scoring is mostly popcounts, which the baseline x86-64 target has to emulate.
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the CPU supports popcnt, as checked just above.
        return unsafe { lowest_penalty_mask_popcnt(dark, dark_cols, free, level) };
    }
    score_masks(dark, dark_cols, free, level)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
unsafe fn lowest_penalty_mask_popcnt<R: Row>(
    dark: &[R],
    dark_cols: &[R],
    free: &[R],
    level: EcLevel,
) -> u8 {
    score_masks(dark, dark_cols, free, level)
}

#[inline(always)]
fn score_masks<R: Row>(dark: &[R], dark_cols: &[R], free: &[R], level: EcLevel) -> u8 {
    let (mut rows, mut cols) = ([R::ZERO; MAX_SIZE], [R::ZERO; MAX_SIZE]);
    let (rows, cols) = (&mut rows[..dark.len()], &mut cols[..dark.len()]);
    let positions = format_positions(dark.len());
    let mut best = (u32::MAX, 0);
    for k in 0..8 {
        // The function pattern set is symmetric, so `free` masks the columns as well as the rows.
        apply_mask(k, dark, free, false, rows);
        apply_mask(k, dark_cols, free, true, cols);
        draw_format(
            rows,
            Some(&mut *cols),
            format_information(level, k),
            &positions,
        );
        let score = penalty(rows, cols, best.0);
        if score < best.0 {
            best = (score, k);
        }
    }
    best.1
}

/// One byte per module, row-major. Spreads eight modules into eight bytes at a time.
#[inline(never)]
fn to_bytes<R: Row>(rows: &[R]) -> Vec<u8> {
    /// Bit i of `byte` as byte i: copies of the byte in every lane, each lane keeps its own
    /// bit, and adding 0x7f carries any set bit into the lane's top bit.
    fn spread(byte: u8) -> u64 {
        const LANES: u64 = 0x0101_0101_0101_0101;
        let own_bit = (u64::from(byte) * LANES) & 0x8040_2010_0804_0201;
        ((own_bit + 0x7f * LANES) >> 7) & LANES
    }
    let size = rows.len();
    // Whole 8-byte chunks overshoot each row by up to 7 bytes, which the next row overwrites;
    // the spare capacity also leaves room for the caller's trailer (the wasm export's alignment
    // positions and header) without a reallocation.
    let mut out = vec![0u8; size * size + 16];
    for (r, &row) in rows.iter().enumerate() {
        for col in (0..size).step_by(8) {
            let byte = (row.word(col / 64) >> (col % 64)) as u8;
            let at = r * size + col;
            out[at..at + 8].copy_from_slice(&spread(byte).to_le_bytes());
        }
    }
    out.truncate(size * size);
    out
}
