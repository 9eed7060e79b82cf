//! The `qr` example as a command-line tool. `cargo test` builds examples next to the test
//! binaries, so it is run from there.

use std::path::PathBuf;
use std::process::Command;

fn cli() -> Command {
    let mut path: PathBuf = std::env::current_exe().expect("test binary path");
    path.pop();
    if path.ends_with("deps") {
        path.pop();
    }
    Command::new(
        path.join("examples")
            .join(format!("qr{}", std::env::consts::EXE_SUFFIX)),
    )
}

#[test]
fn prints_header_and_matrix() {
    let out = cli()
        .args(["--level", "Q", "--mask", "3", "HELLO WORLD"])
        .output()
        .expect("run qr");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("version=1 level=Q mask=3 size=21"));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 21);
    assert!(rows
        .iter()
        .all(|r| r.len() == 21 && r.chars().all(|c| c == '0' || c == '1')));
    assert!(rows[0].starts_with("1111111"));
}

#[test]
fn prints_svg() {
    let out = cli()
        .args(["--svg", "--version", "2", "--mode", "byte", "hi"])
        .output()
        .expect("run qr");
    assert!(out.status.success());
    assert!(String::from_utf8(out.stdout).unwrap().starts_with("<svg "));
}

#[test]
fn rejects_bad_flags_on_stderr() {
    for args in [
        &["--level", "Z", "x"][..],
        &["--bogus", "x"],
        &["--version"],
        &["--mask", "9", "x"],
        &[],
    ] {
        let out = cli().args(args).output().expect("run qr");
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty());
        assert!(!out.stderr.is_empty());
    }
}
