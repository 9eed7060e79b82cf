//! A most-significant-bit-first bit writer: the order in which §7.4 lays out the data bits.

/// Bits appended MSB first into whole bytes, with a 64-bit accumulator so that appending a
/// field costs a shift and an or rather than a loop over its bits.
#[derive(Debug, Default)]
pub struct BitBuffer {
    bytes: Vec<u8>,
    /// Pending bits, right-aligned; fewer than 8 remain between calls.
    acc: u64,
    pending: u32,
}

impl BitBuffer {
    /// An empty buffer with room for `bits` bits.
    pub fn with_capacity(bits: usize) -> Self {
        BitBuffer {
            bytes: Vec::with_capacity(bits.div_ceil(8)),
            acc: 0,
            pending: 0,
        }
    }

    /// Bits written so far.
    pub fn len(&self) -> usize {
        self.bytes.len() * 8 + self.pending as usize
    }

    /// Appends the low `count` bits of `value` (`count` ≤ 32), most significant first.
    pub fn push(&mut self, value: u32, count: u32) {
        debug_assert!(count <= 32 && (count == 32 || value >> count == 0));
        self.acc = (self.acc << count) | u64::from(value);
        self.pending += count;
        while self.pending >= 8 {
            self.pending -= 8;
            self.bytes.push((self.acc >> self.pending) as u8);
        }
    }

    /// Pads with zero bits to a byte boundary and returns the bytes.
    pub fn into_bytes(mut self) -> Vec<u8> {
        if self.pending > 0 {
            self.push(0, 8 - self.pending);
        }
        self.bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_msb_first_across_bytes() {
        let mut b = BitBuffer::default();
        b.push(0b0100, 4);
        b.push(0b0000_0001, 8);
        b.push(0b101, 3);
        assert_eq!(b.len(), 15);
        assert_eq!(b.into_bytes(), vec![0b0100_0000, 0b0001_1010]);
    }

    #[test]
    fn accepts_full_32_bit_fields() {
        let mut b = BitBuffer::default();
        b.push(1, 1);
        b.push(u32::MAX, 32);
        assert_eq!(b.into_bytes(), vec![0xff, 0xff, 0xff, 0xff, 0x80]);
    }
}
