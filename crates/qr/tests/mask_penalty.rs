//! The automatic mask has the lowest penalty of the eight, scored by a module-by-module
//! reference implementation of ISO/IEC 18004:2015 §7.8.3 written independently of the
//! crate's bit-parallel one (rules as documented in the crate: quiet zone counts as light
//! for N3, module-sized 1:1:3:1:1 patterns, N4 in whole 5 % steps beyond 45–55 %).

use qr::{encode, EcLevel, ModeChoice, Options, QrCode};

mod common;
use common::Rng;

/// Reference penalty of a finished symbol.
fn reference_penalty(code: &QrCode) -> u32 {
    let n = code.size();
    let dark = |x: isize, y: isize| x >= 0 && y >= 0 && code.is_dark(x as usize, y as usize);
    let mut score = 0;
    // Every row and every column as a line of colours, read through `at`.
    for transposed in [false, true] {
        for line in 0..n as isize {
            let at = |i: isize| {
                if transposed {
                    dark(line, i)
                } else {
                    dark(i, line)
                }
            };
            // N1: runs of five or more.
            let mut i = 0;
            while i < n as isize {
                let mut j = i;
                while j < n as isize && at(j) == at(i) {
                    j += 1;
                }
                if j - i >= 5 {
                    score += 3 + (j - i - 5) as u32;
                }
                i = j;
            }
            // N3: 1011101 with light on both sides and 4 light on one; outside reads light.
            for s in 0..n as isize {
                let core = [true, false, true, true, true, false, true]
                    .iter()
                    .enumerate()
                    .all(|(k, &d)| at(s + k as isize) == d);
                if !core || at(s - 1) || at(s + 7) {
                    continue;
                }
                let light_before = (1..=4).all(|k| !at(s - k));
                let light_after = (7..=10).all(|k| !at(s + k));
                score += 40 * (u32::from(light_before) + u32::from(light_after));
            }
        }
    }
    // N2: 2 × 2 blocks.
    for y in 0..n as isize - 1 {
        for x in 0..n as isize - 1 {
            let c = dark(x, y);
            if dark(x + 1, y) == c && dark(x, y + 1) == c && dark(x + 1, y + 1) == c {
                score += 3;
            }
        }
    }
    // N4: 10 points per 5 % step of deviation beyond 45–55 %.
    let total = (n * n) as f64;
    let share = code.modules().iter().filter(|&&m| m == 1).count() as f64 * 100.0 / total;
    let mut k = 0;
    while share < 45.0 - 5.0 * k as f64 || share > 55.0 + 5.0 * k as f64 {
        k += 1;
    }
    score + 10 * k
}

#[test]
fn automatic_mask_has_the_lowest_reference_penalty() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let levels = [EcLevel::L, EcLevel::M, EcLevel::Q, EcLevel::H];
    let mut checked = 0;
    for case in 0..120 {
        let len = 1 + rng.below(if case % 10 == 0 { 1200 } else { 150 });
        let text: Vec<u8> = match case % 3 {
            0 => (0..len).map(|_| rng.next() as u8).collect(),
            1 => (0..len).map(|_| b"0123456789"[rng.below(10)]).collect(),
            _ => (0..len).map(|_| b"AB 12ab:/"[rng.below(9)]).collect(),
        };
        let options = Options::default().level(levels[case % 4]);
        let auto = encode(&text, &options).expect("fits");
        let scores: Vec<u32> = (0..8)
            .map(|k| {
                let forced = encode(&text, &options.version(auto.version()).mask(k)).expect("fits");
                reference_penalty(&forced)
            })
            .collect();
        let best = *scores.iter().min().unwrap();
        let first_best = scores.iter().position(|&s| s == best).unwrap() as u8;
        assert_eq!(
            auto.mask(),
            first_best,
            "case {case}: version {} scores {scores:?}",
            auto.version()
        );
        checked += 1;
    }
    assert_eq!(checked, 120);
}

#[test]
fn forced_mask_and_version_are_honoured() {
    for k in 0..8 {
        let code = encode(
            b"mask test",
            &Options::default().version(5).mask(k).mode(ModeChoice::Auto),
        )
        .unwrap();
        assert_eq!((code.version(), code.mask(), code.size()), (5, k, 37));
    }
}
