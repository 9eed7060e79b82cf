//! Seeded fuzzing: no input of any size, content or option combination panics or hangs, and
//! every success is a well-formed symbol within the requested bounds.

use std::time::Duration;

use cpu_time::CpuTimer;

use qr::{encode, EcLevel, Mode, ModeChoice, Options, QrError};

mod common;
use common::Rng;

fn random_options(rng: &mut Rng) -> Options {
    let level = [EcLevel::L, EcLevel::M, EcLevel::Q, EcLevel::H][rng.below(4)];
    let mode = match rng.below(5) {
        0 => ModeChoice::Only(Mode::Byte),
        1 => ModeChoice::Only(Mode::Alphanumeric),
        2 => ModeChoice::Only(Mode::Numeric),
        _ => ModeChoice::Auto,
    };
    // Mostly valid values, sometimes out of range on purpose (0, 41, 255, masks past 7).
    let mut version = || {
        if rng.below(8) == 0 {
            rng.below(256) as u8
        } else {
            1 + rng.below(40) as u8
        }
    };
    let (a, b) = (version(), version());
    let (min_version, max_version) = if rng.below(6) == 0 {
        (a, b)
    } else {
        (a.min(b), a.max(b))
    };
    let mask = match rng.below(4) {
        0 => None,
        1 => Some(rng.below(12) as u8),
        _ => Some(rng.below(8) as u8),
    };
    Options {
        level,
        min_version,
        max_version,
        mask,
        mode,
    }
}

fn random_data(rng: &mut Rng) -> Vec<u8> {
    let len = match rng.below(10) {
        0 => 0,
        1..=5 => rng.below(200),
        6..=8 => rng.below(3000),
        _ => rng.below(8000),
    };
    let alphabet: &[u8] = match rng.below(4) {
        0 => b"0123456789",
        1 => b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:",
        2 => b"01234abcXYZ :/\xc3\xa9\xe2\x82\xac",
        _ => &[],
    };
    (0..len)
        .map(|_| {
            if alphabet.is_empty() {
                rng.next() as u8
            } else {
                alphabet[rng.below(alphabet.len())]
            }
        })
        .collect()
}

#[test]
fn random_inputs_never_panic_or_hang() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    // CPU time, not wall time: the bounds are on the work each input costs, which a loaded
    // machine does not change.
    let start = CpuTimer::start();
    let (mut ok, mut errors) = (0, 0);
    for _ in 0..1500 {
        let data = random_data(&mut rng);
        let options = random_options(&mut rng);
        let t = CpuTimer::start();
        match encode(&data, &options) {
            Ok(code) => {
                ok += 1;
                let v = code.version();
                assert!((options.min_version..=options.max_version).contains(&v));
                assert_eq!(code.size(), usize::from(v) * 4 + 17);
                assert_eq!(code.modules().len(), code.size() * code.size());
                assert!(code.modules().iter().all(|&m| m <= 1));
                assert_eq!(code.level(), options.level);
                if let Some(mask) = options.mask {
                    assert_eq!(code.mask(), mask);
                }
            }
            Err(e) => {
                errors += 1;
                assert!(!e.to_string().is_empty());
                if data.is_empty()
                    && options.min_version >= 1
                    && options.max_version <= 40
                    && options.min_version <= options.max_version
                    && options.mask.is_none_or(|m| m < 8)
                {
                    assert_eq!(e, QrError::EmptyInput);
                }
            }
        }
        // Even version 40 with 8,000 bytes of input is far below this in a debug build.
        assert!(
            t.elapsed() < Duration::from_secs(2),
            "one encode took {:?}",
            t.elapsed()
        );
    }
    assert!(ok > 300 && errors > 300, "ok {ok}, errors {errors}");
    assert!(start.elapsed() < Duration::from_secs(120));
}
