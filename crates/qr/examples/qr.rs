//! Command-line encoder:
//! `qr [--level L|M|Q|H] [--version N] [--mask N] [--mode auto|byte|alphanumeric|numeric] [--svg] TEXT`
//!
//! Prints `version=V level=L mask=M size=N` and then N lines of `0`/`1` (1 = dark, no quiet
//! zone), or with `--svg` an SVG document. Errors go to stderr with exit status 2 for bad
//! arguments and 1 when the text cannot be encoded.

use std::process::ExitCode;

use qr::{Options, SvgOptions};

const USAGE: &str =
    "usage: qr [--level L|M|Q|H] [--version N] [--mask N] [--mode auto|byte|alphanumeric|numeric] [--svg] TEXT";

struct Args {
    options: Options,
    svg: bool,
    text: String,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut options = Options::default();
    let mut svg = false;
    let mut text = None;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--level" => options.level = value("--level")?.parse().map_err(|e| format!("{e}"))?,
            "--mode" => options.mode = value("--mode")?.parse().map_err(|e| format!("{e}"))?,
            "--version" => options = options.version(number(&value("--version")?, "--version")?),
            "--mask" => options = options.mask(number(&value("--mask")?, "--mask")?),
            "--svg" => svg = true,
            "--" => text = args.next(),
            flag if flag.starts_with("--") => return Err(format!("unknown flag {flag}")),
            _ if text.is_some() => return Err("more than one TEXT given".into()),
            _ => text = Some(arg),
        }
    }
    let text = text.ok_or("missing TEXT")?;
    Ok(Args { options, svg, text })
}

fn number(value: &str, flag: &str) -> Result<u8, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} expects a small non-negative integer, got {value:?}"))
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("qr: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let code = match qr::encode_text(&args.text, &args.options) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("qr: {e}");
            return ExitCode::FAILURE;
        }
    };
    if args.svg {
        match code.to_svg(&SvgOptions::default()) {
            Ok(svg) => print!("{svg}"),
            Err(e) => {
                eprintln!("qr: {e}");
                return ExitCode::FAILURE;
            }
        }
        return ExitCode::SUCCESS;
    }
    let mut out = format!(
        "version={} level={:?} mask={} size={}\n",
        code.version(),
        code.level(),
        code.mask(),
        code.size()
    );
    for row in code.modules().chunks(code.size()) {
        out.extend(row.iter().map(|&m| if m == 1 { '1' } else { '0' }));
        out.push('\n');
    }
    print!("{out}");
    ExitCode::SUCCESS
}
