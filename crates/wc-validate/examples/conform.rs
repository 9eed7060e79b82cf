//! Conformance runner: `cargo run -q --release -p wc-validate --example conform < cases.json`.
//!
//! Input `{"cases":[{"id":0,"fn":"isValidNamespaces","args":[...]}, ...]}`; output
//! `{"results":[{"id":0,"return":...}, ...]}` with `{"id":N,"throws":{"message":"..."}}` where the
//! reference throws. `undefined` is `{"$undefined":true}` in arguments and results alike. A case
//! naming an unknown function gets `{"id":N,"error":"..."}`; unreadable input exits with 1.

use std::io::{Read, Write};

use wc_validate::dispatch::{call, outcome, read_request};
use wc_validate::json::{self, Limits, Object, Value};

fn run(input: &[u8]) -> Result<String, String> {
    let limits = Limits {
        max_bytes: 512 << 20,
        max_depth: 256,
    };
    let corpus = json::parse_with(input, limits).map_err(|e| e.to_string())?;
    let cases = corpus
        .as_object()
        .and_then(|c| c.get("cases"))
        .and_then(Value::as_array)
        .ok_or("conform: input must be {\"cases\": [...]}")?;
    let mut results = Vec::with_capacity(cases.len());
    for case in cases {
        let id = case
            .as_object()
            .and_then(|c| c.get("id"))
            .cloned()
            .unwrap_or(Value::Null);
        let mut result = Object::from([("id", id)]);
        let answer = read_request(case).and_then(|(name, args)| {
            call(name, &args).ok_or_else(|| format!("conform: unknown function {name:?}"))
        });
        match answer {
            Ok(outcome_of_call) => {
                if let Value::Object(o) = outcome(outcome_of_call) {
                    for (key, value) in o.entries() {
                        result.set(key, value.clone());
                    }
                }
            }
            Err(message) => result.set("error", Value::str(&message)),
        }
        results.push(Value::object(result));
    }
    let out = Object::from([("results", Value::array(results))]);
    Ok(json::to_string(&Value::object(out)))
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut input) {
        eprintln!("conform: cannot read stdin: {e}");
        std::process::exit(1);
    }
    match run(&input) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            let written = stdout
                .write_all(out.as_bytes())
                .and_then(|_| stdout.write_all(b"\n"));
            if let Err(e) = written {
                eprintln!("conform: cannot write stdout: {e}");
                std::process::exit(1);
            }
        }
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(1);
        }
    }
}
