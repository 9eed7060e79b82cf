//! Seeded random inputs: nothing may panic or hang, whatever the bytes or the shapes.

use std::time::{Duration, Instant};

use relay::dispatch::{call, function_names};
use relay::json::{self, Object, Value};

/// xorshift64*: deterministic, so a failure replays with the same seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const WORDS: &[&str] = &[
    "eip155",
    "eip155:1",
    "eip155:1:0xab",
    ":",
    "::",
    "",
    " ",
    "chains",
    "accounts",
    "methods",
    "events",
    "proposal",
    "supportedNamespaces",
    "requiredNamespaces",
    "namespaces",
    "protocol",
    "toString",
    "__proto__",
    "0",
    "1",
    "10",
    "wc:",
    "\u{feff}",
    "é",
];

fn random_value(rng: &mut Rng, depth: usize) -> Value {
    let leaf = depth > 4 || rng.below(3) == 0;
    match if leaf { rng.below(6) } else { 6 + rng.below(2) } {
        0 => Value::Undefined,
        1 => Value::Null,
        2 => Value::Bool(rng.below(2) == 0),
        3 => Value::Number([0.0, 1.0, -1.5, 1e21, f64::NAN][rng.below(5)]),
        4 | 5 => Value::str(WORDS[rng.below(WORDS.len())]),
        6 => Value::array(
            (0..rng.below(5))
                .map(|_| random_value(rng, depth + 1))
                .collect(),
        ),
        _ => {
            let mut object = Object::new();
            for _ in 0..rng.below(5) {
                object.insert(WORDS[rng.below(WORDS.len())], random_value(rng, depth + 1));
            }
            Value::object(object)
        }
    }
}

#[test]
fn random_values_through_every_function() {
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let names: Vec<_> = function_names().collect();
    for _ in 0..40_000 {
        let name = names[rng.below(names.len())];
        let args: Vec<Value> = (0..rng.below(4))
            .map(|_| random_value(&mut rng, 0))
            .collect();
        let result = call(name, &args).expect("known name");
        if let Ok(value) = result {
            json::parse(json::to_string(&value).as_bytes()).expect("our output is JSON");
        }
    }
}

#[test]
fn random_bytes_as_json() {
    let mut rng = Rng(0xdead_beef_0000_0002);
    let alphabet = b"{}[]\",:0123456789-+.eEtrufalsn \\u\t\n";
    for _ in 0..50_000 {
        let len = rng.below(64);
        let bytes: Vec<u8> = (0..len)
            .map(|_| match rng.below(4) {
                0 => rng.next() as u8,
                _ => alphabet[rng.below(alphabet.len())],
            })
            .collect();
        if let Ok(value) = json::parse(&bytes) {
            let again = json::to_string(&value);
            assert_eq!(
                json::to_string(&json::parse(again.as_bytes()).unwrap()),
                again
            );
        }
        let _ = relay::call_json(&bytes);
    }
}

#[test]
fn deep_nesting_is_refused_not_overflowed() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let err = json::parse(deep.as_bytes()).unwrap_err();
    assert!(err.to_string().contains("nesting deeper than 128"), "{err}");
    let request = format!(
        r#"{{"fn":"normalizeNamespaces","args":[{}]}}"#,
        "{\"a\":".repeat(5000)
    );
    assert!(relay::call_json(request.as_bytes()).is_err());
}

#[test]
fn huge_inputs_finish_quickly() {
    let n = 20_000;
    let accounts: Vec<String> = (0..n)
        .map(|i| format!("\"eip155:{}:0x{i}\"", i % 50))
        .collect();
    let methods: Vec<String> = (0..n).map(|i| format!("\"m{i}\"")).collect();
    let namespaces = format!(
        r#"{{"eip155":{{"accounts":[{}],"methods":[{}],"events":[]}}}}"#,
        accounts.join(","),
        methods.join(",")
    );
    let required = format!(
        r#"{{"eip155":{{"chains":["eip155:1"],"methods":[{}],"events":[]}}}}"#,
        methods.join(",")
    );
    let started = Instant::now();
    for f in ["validateApprove", "getNamespacesMethods"] {
        let request = format!(
            r#"{{"fn":"{f}","args":[{{"requiredNamespaces":{required},"namespaces":{namespaces}}}]}}"#
        );
        relay::call_json(request.as_bytes()).unwrap();
    }
    let keys: Vec<String> = (0..n)
        .map(|i| format!("\"k{i}\":{{\"chains\":[\"a:{i}\"]}}"))
        .collect();
    let request = format!(
        r#"{{"fn":"normalizeNamespaces","args":[{{{}}}]}}"#,
        keys.join(",")
    );
    relay::call_json(request.as_bytes()).unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
}
