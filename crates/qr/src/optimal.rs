//! Optimal segmentation: the mix of numeric, alphanumeric and byte segments with the fewest
//! bits (§7.4 allows any mix; Annex J sketches a heuristic, this is the exact optimum).
//!
//! Dynamic programming over the input as in Nayuki's "optimal segments": for every prefix and
//! every mode, the cheapest encoding that ends in a segment of that mode. A path's cost is
//! kept in whole bits as if its last segment closed after the current character, along with
//! the characters in that segment's open group (of three digits or two alphanumeric
//! characters), which say what the next character adds: 4 + 3 + 3 = 10 bits per group of
//! digits, 6 + 5 = 11 per pair (§7.4.3–§7.4.4). That is Nayuki's cost in sixths of a bit
//! rounded up, and it compares the same way, without a division per character.

use crate::segment::{char_count_bits, Segment, ALPHANUMERIC_VALUE, NOT_ALPHANUMERIC};
use crate::Mode;

const MODES: [Mode; 3] = [Mode::Numeric, Mode::Alphanumeric, Mode::Byte];
const NUMERIC: usize = Mode::Numeric as usize;
const ALPHANUMERIC: usize = Mode::Alphanumeric as usize;
const BYTE: usize = Mode::Byte as usize;
/// Cost of one character in each mode, in sixths of a bit.
const CHAR_COST: [u32; 3] = [20, 33, 48];
/// Characters per group in each mode.
const GROUP: [u8; 3] = [3, 2, 1];
/// Bits a character adds to a segment when it opens a group, and when it joins an open one.
const OPENS_GROUP: [u32; 3] = [4, 6, 8];
const JOINS_GROUP: [u32; 3] = [3, 5, 8];
/// Cost of a mode that cannot take the character; far above any real cost, far below overflow.
const UNREACHABLE: u32 = 1 << 30;
/// Order in which ties are broken: byte first, as in Nayuki's encoder, so that equal-cost
/// choices come out the same.
const ORDER: [usize; 3] = [BYTE, ALPHANUMERIC, NUMERIC];
/// A `came_from` entry saying "byte mode" for every mode.
const BYTE_ALWAYS: u8 = (BYTE | BYTE << 2 | BYTE << 4) as u8;

/// A lower bound on the data bits of any segmentation of `data`: every character in its
/// cheapest mode, no headers. Add [`shortest_header`] for a bound on the whole.
pub fn min_data_bits(data: &[u8]) -> usize {
    let sixths: usize = data
        .iter()
        .map(|&b| match ALPHANUMERIC_VALUE[usize::from(b)] {
            0..=9 => CHAR_COST[NUMERIC],
            NOT_ALPHANUMERIC => CHAR_COST[BYTE],
            _ => CHAR_COST[ALPHANUMERIC],
        } as usize)
        .sum();
    sixths.div_ceil(6)
}

/// The shortest segment header (mode indicator and character count) in versions of `group`.
pub fn shortest_header(group: usize) -> usize {
    MODES
        .iter()
        .map(|&m| 4 + char_count_bits(m, group) as usize)
        .min()
        .unwrap_or(0)
}

/// The segmentation of `data` with the fewest bits for versions of `group`.
#[inline(never)]
pub fn optimal_segments(data: &[u8], group: usize) -> Vec<Segment> {
    let head = MODES.map(|m| 4 + char_count_bits(m, group));
    // came_from[i], two bits per mode j: the mode of character i on the cheapest path whose
    // segment after character i is in mode j (that of character i + 1, or an empty tail).
    let mut came_from = vec![0u8; data.len()];
    // Per mode: the cheapest cost in whole bits, and the characters in its open group.
    let (mut cost, mut filled) = (head, [0u8; 3]);
    for (&b, from) in data.iter().zip(&mut came_from) {
        let value = ALPHANUMERIC_VALUE[usize::from(b)];
        if value == NOT_ALPHANUMERIC {
            // Only byte mode can take it: every path goes through a byte segment.
            let closed = cost[BYTE] + OPENS_GROUP[BYTE];
            cost = [closed + head[NUMERIC], closed + head[ALPHANUMERIC], closed];
            filled = [0; 3];
            *from = BYTE_ALWAYS;
            continue;
        }
        for k in 0..3 {
            let adds = if filled[k] == 0 {
                OPENS_GROUP[k]
            } else {
                JOINS_GROUP[k]
            };
            cost[k] += adds;
            filled[k] = if filled[k] + 1 == GROUP[k] {
                0
            } else {
                filled[k] + 1
            };
        }
        if value >= 10 {
            cost[NUMERIC] = UNREACHABLE;
        }
        // Switching after this character closes the segment it ends and opens another.
        // Switching from a mode to itself never pays, so the one cheapest closing (the first
        // in ORDER on ties) serves every target mode.
        let (mut closed, mut closed_from) = (cost[BYTE], BYTE);
        for k in [ALPHANUMERIC, NUMERIC] {
            (closed, closed_from) = if cost[k] < closed {
                (cost[k], k)
            } else {
                (closed, closed_from)
            };
        }
        let mut packed = 0;
        for to in 0..3 {
            // Exact costs would put an open group a fraction of a bit lower, which never
            // changes how a whole number of bits compares with them.
            let switched = closed + head[to];
            let mode = if switched < cost[to] {
                (cost[to], filled[to]) = (switched, 0);
                closed_from
            } else {
                to
            };
            packed |= (mode as u8) << (2 * to);
        }
        *from = packed;
    }
    // The final choice compares exact costs, in sixths of a bit, as Nayuki's encoder does.
    let exact = |k: usize| {
        let f = u32::from(filled[k]);
        let rounded = match f {
            0 => 0,
            _ => OPENS_GROUP[k] + (f - 1) * JOINS_GROUP[k],
        };
        6 * cost[k] - (6 * rounded - f * CHAR_COST[k])
    };
    let mut end_mode = BYTE;
    for j in ORDER {
        if exact(j) < exact(end_mode) {
            end_mode = j;
        }
    }
    trace_back(&came_from, end_mode)
}

/// Follows `came_from` backwards from the final `mode` and merges equal modes into segments.
fn trace_back(came_from: &[u8], mut mode: usize) -> Vec<Segment> {
    let mut segments = Vec::new();
    let mut end = came_from.len();
    for i in (0..came_from.len()).rev() {
        let here = usize::from(came_from[i] >> (2 * mode) & 0b11);
        if here != mode && i + 1 < end {
            segments.push(Segment {
                mode: MODES[mode],
                start: i + 1,
                end,
            });
            end = i + 1;
        }
        mode = here;
    }
    if end > 0 {
        segments.push(Segment {
            mode: MODES[mode],
            start: 0,
            end,
        });
    }
    segments.reverse();
    segments
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::segment::{mode_accepts, total_bits};

    fn modes(data: &[u8], group: usize) -> Vec<(Mode, usize)> {
        optimal_segments(data, group)
            .iter()
            .map(|s| (s.mode, s.end - s.start))
            .collect()
    }

    #[test]
    fn single_mode_inputs_stay_whole() {
        assert_eq!(modes(b"0123456789", 0), vec![(Mode::Numeric, 10)]);
        assert_eq!(modes(b"HELLO WORLD", 0), vec![(Mode::Alphanumeric, 11)]);
        assert_eq!(modes(b"hello", 0), vec![(Mode::Byte, 5)]);
    }

    #[test]
    fn switches_only_when_it_pays() {
        // A long digit run inside text is worth its own segment; a short one is not.
        assert_eq!(
            modes(b"abc1234567890123def", 0),
            vec![(Mode::Byte, 3), (Mode::Numeric, 13), (Mode::Byte, 3)]
        );
        assert_eq!(modes(b"abc12def", 0), vec![(Mode::Byte, 8)]);
        assert_eq!(
            modes(b"HTTPS://EXAMPLE.COM/a", 0),
            vec![(Mode::Alphanumeric, 20), (Mode::Byte, 1)]
        );
    }

    #[test]
    fn is_optimal_against_exhaustive_search() {
        // Every segmentation of short strings over a small alphabet, tried exhaustively.
        let alphabet = b"1A a";
        let mut state = 7u64;
        for _ in 0..300 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = 1 + (state >> 60) as usize % 9;
            let data: Vec<u8> = (0..len)
                .map(|i| alphabet[(state >> (i * 5 + 3)) as usize % 4])
                .collect();
            for group in 0..3 {
                let best = total_bits(&optimal_segments(&data, group), group);
                assert_eq!(
                    best,
                    brute_force(&data, group),
                    "{:?}",
                    String::from_utf8_lossy(&data)
                );
                assert!(best >= min_data_bits(&data) + shortest_header(group));
            }
        }
    }

    fn brute_force(data: &[u8], group: usize) -> usize {
        let mut best = usize::MAX;
        // Each of the len - 1 gaps either splits or not; each segment gets each feasible mode.
        for cuts in 0..1u32 << (data.len() - 1) {
            let mut bounds = vec![0];
            bounds.extend((1..data.len()).filter(|i| cuts >> (i - 1) & 1 == 1));
            bounds.push(data.len());
            let spans: Vec<(usize, usize)> = bounds.windows(2).map(|w| (w[0], w[1])).collect();
            let cost: usize = spans
                .iter()
                .map(|&(s, e)| {
                    MODES
                        .iter()
                        .filter(|&&m| data[s..e].iter().all(|&b| mode_accepts(m, b)))
                        .map(|&m| {
                            total_bits(
                                &[Segment {
                                    mode: m,
                                    start: s,
                                    end: e,
                                }],
                                group,
                            )
                        })
                        .min()
                        .unwrap()
                })
                .sum();
            best = best.min(cost);
        }
        best
    }
}
