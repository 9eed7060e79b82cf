//! `cargo bench -p qr`: encoding time per input, as median and minimum over batches.

use std::hint::black_box;
use std::time::Instant;

use qr::{EcLevel, Options};

/// The WalletConnect pairing URI of the benchmarks: 236 bytes, version 11 at level M in byte mode.
fn wc_uri() -> String {
    let hex = "7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9";
    format!(
        "wc:{hex}@2?relay-protocol=irn&symKey={}&expiryTimestamp=1732000000\
         &methods=wc_sessionPropose,wc_sessionAuthenticate",
        hex.chars().rev().collect::<String>()
    )
}

/// 2,900 bytes of printable text that no segmentation shortens: version 40 at level L.
fn large_text() -> String {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    (0..2900)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            char::from(b'a' + (state % 26) as u8)
        })
        .collect()
}

/// Runs `f` in `batches` batches sized to take about 20 ms each; returns (median, min) µs per call.
fn measure(mut f: impl FnMut(), batches: usize) -> (f64, f64) {
    let start = Instant::now();
    let mut calibration = 0;
    while start.elapsed().as_millis() < 20 {
        f();
        calibration += 1;
    }
    let mut per_call: Vec<f64> = (0..batches)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..calibration {
                f();
            }
            t.elapsed().as_secs_f64() * 1e6 / calibration as f64
        })
        .collect();
    per_call.sort_by(f64::total_cmp);
    (per_call[batches / 2], per_call[0])
}

fn main() {
    let cases = [
        ("'a' at M", "a".to_string(), Options::default()),
        ("wc: URI (236 B) at M", wc_uri(), Options::default()),
        (
            "2,900 B at L",
            large_text(),
            Options::default().level(EcLevel::L),
        ),
    ];
    println!(
        "{:<24} {:>7} {:>5} {:>12} {:>12}",
        "input", "version", "mask", "median µs/op", "min µs/op"
    );
    for (name, text, options) in &cases {
        let code = qr::encode_text(text, options).expect("benchmark inputs fit");
        let (median, min) = measure(
            || drop(black_box(qr::encode_text(black_box(text), options))),
            30,
        );
        println!(
            "{name:<24} {:>7} {:>5} {median:>12.2} {min:>12.2}",
            code.version(),
            code.mask()
        );
    }
}
