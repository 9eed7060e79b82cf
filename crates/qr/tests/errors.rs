//! Error values and their messages.

use qr::{encode, encode_text, EcLevel, Mode, ModeChoice, Options, QrError, SvgOptions};

#[test]
fn empty_input_has_the_exact_message() {
    let e = encode(b"", &Options::default()).unwrap_err();
    assert_eq!(e, QrError::EmptyInput);
    assert_eq!(e.to_string(), "QR input must not be empty");
}

#[test]
fn too_long_names_level_need_and_capacity() {
    let e = encode(&[b'x'; 2332], &Options::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "QR data too long: it needs 2335 bytes (18676 bits) but version 40 at error correction level M \
         holds 2334 bytes (18672 bits)"
    );
    // 2,331 bytes is the byte-mode capacity of 40-M (Table 7).
    assert!(encode(&[b'x'; 2331], &Options::default()).is_ok());
    let e = encode_text(
        "hello world",
        &Options {
            max_version: 1,
            ..Options::default().level(EcLevel::H)
        },
    )
    .unwrap_err();
    assert!(
        matches!(
            e,
            QrError::DataTooLong {
                level: EcLevel::H,
                max_version: 1,
                capacity_bits: 72,
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn invalid_options_are_reported() {
    let cases = [
        (
            Options::default().version(0),
            "invalid QR option minVersion=0: expected an integer from 1 to 40",
        ),
        (
            Options::default().version(41),
            "invalid QR option minVersion=41: expected an integer from 1 to 40",
        ),
        (
            Options::default().mask(8),
            "invalid QR option mask=8: expected an integer from 0 to 7",
        ),
        (
            Options {
                min_version: 9,
                max_version: 3,
                ..Options::default()
            },
            "invalid QR version range: minVersion 9 is above maxVersion 3",
        ),
    ];
    for (options, message) in cases {
        assert_eq!(encode(b"x", &options).unwrap_err().to_string(), message);
    }
    assert_eq!(
        "X".parse::<EcLevel>().unwrap_err().to_string(),
        "invalid QR option level=X: expected L, M, Q or H"
    );
    assert!("kanji".parse::<ModeChoice>().is_err());
}

#[test]
fn forced_modes_reject_foreign_characters() {
    let e = encode(
        b"12a4",
        &Options::default().mode(ModeChoice::Only(Mode::Numeric)),
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "QR numeric mode cannot encode byte 0x61 at index 2"
    );
    let e = encode(
        b"abc",
        &Options::default().mode(ModeChoice::Only(Mode::Alphanumeric)),
    )
    .unwrap_err();
    assert!(matches!(e, QrError::UnencodableByte { index: 0, .. }));
}

#[test]
fn svg_draws_every_dark_module_once() {
    let code = encode_text("HELLO", &Options::default()).unwrap();
    let svg = code.to_svg(&SvgOptions::default()).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"116\" height=\"116\" viewBox=\"0 0 29 29\""));
    // Each run is "M{x} {y}h{n}v1h-{n}z": the run lengths add up to the dark modules.
    let path = svg
        .split("fill=\"#000\" d=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    let runs = path.split('z').filter(|run| !run.is_empty());
    let dark: usize = runs
        .map(|run| {
            run.split(['h', 'v'])
                .nth(1)
                .unwrap()
                .parse::<usize>()
                .unwrap()
        })
        .sum();
    assert_eq!(dark, code.modules().iter().filter(|&&m| m == 1).count());
    assert!(code
        .to_svg(&SvgOptions {
            margin: 0,
            scale: 0
        })
        .is_err());
}
