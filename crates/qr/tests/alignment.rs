//! The alignment positions a code reports are where its alignment patterns are drawn.

use qr::{encode, Options};

/// The 5 × 5 pattern (§6.3.6) centred on (`cx`, `cy`): dark ring, light ring, dark centre.
fn has_alignment_pattern(code: &qr::QrCode, cx: usize, cy: usize) -> bool {
    (0..5usize).all(|dy| {
        (0..5usize).all(|dx| {
            let ring = dx.abs_diff(2).max(dy.abs_diff(2));
            code.is_dark(cx + dx - 2, cy + dy - 2) == (ring != 1)
        })
    })
}

#[test]
fn every_version_reports_the_centres_of_its_patterns() {
    for version in 1..=40u8 {
        let code = encode(b"alignment", &Options::default().version(version)).expect("fits");
        let positions: Vec<usize> = code.alignment_positions().map(usize::from).collect();
        let size = code.size();
        if version == 1 {
            assert!(positions.is_empty());
            continue;
        }
        assert_eq!(
            positions.len(),
            usize::from(version / 7 + 2),
            "version {version}"
        );
        assert_eq!(
            (positions[0], positions[positions.len() - 1]),
            (6, size - 7)
        );
        let finder =
            |x: usize, y: usize| ((x < 9 || x >= size - 9) && y < 9) || (x < 9 && y >= size - 9);
        for &cy in &positions {
            for &cx in &positions {
                if !finder(cx, cy) {
                    assert!(
                        has_alignment_pattern(&code, cx, cy),
                        "version {version} at ({cx}, {cy})"
                    );
                }
            }
        }
    }
}
