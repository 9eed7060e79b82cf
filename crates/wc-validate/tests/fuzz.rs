//! Seeded random inputs: nothing may panic or hang, whatever the bytes or the shapes.

use std::time::Duration;

use cpu_time::CpuTimer;

#[cfg(feature = "cacao")]
use wc_validate::cacao::stringify;
use wc_validate::dispatch::{call, function_names};
use wc_validate::json::{self, Object, Value};

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
    "att",
    "eip155",
    "request/personal_sign",
    "urn:recap:",
    "urn:recap:eyJhdHQiOnt9fQ",
    "did:pkh:eip155:1:0xab",
    "authPayload",
    "cacao",
    "request",
    "p",
    "resources",
    "domain",
    "nonce",
    "aud",
    "iss",
    "exp",
    "nbf",
    "2026-11-24T00:00:00Z",
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
        let _ = wc_validate::call_json(&bytes);
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
    assert!(wc_validate::call_json(request.as_bytes()).is_err());
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
    // CPU time, not wall time: the bound is on the work (no quadratic blow-up), which a loaded
    // machine does not change.
    let started = CpuTimer::start();
    for f in ["validateApprove", "getNamespacesMethods"] {
        let request = format!(
            r#"{{"fn":"{f}","args":[{{"requiredNamespaces":{required},"namespaces":{namespaces}}}]}}"#
        );
        wc_validate::call_json(request.as_bytes()).unwrap();
    }
    let keys: Vec<String> = (0..n)
        .map(|i| format!("\"k{i}\":{{\"chains\":[\"a:{i}\"]}}"))
        .collect();
    let request = format!(
        r#"{{"fn":"normalizeNamespaces","args":[{{{}}}]}}"#,
        keys.join(",")
    );
    wc_validate::call_json(request.as_bytes()).unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
}

#[cfg(feature = "cacao")]
/// A ReCap-shaped value: `{"att": {resource: {ability: [limits]}}}`, sometimes off by a little.
fn random_recap(rng: &mut Rng) -> Value {
    const RESOURCES: &[&str] = &["eip155", "https://a.example", "0", "toString", ""];
    const ABILITIES: &[&str] = &[
        "request/personal_sign",
        "request/eth_sign",
        "crud/read",
        "x",
        "0/1",
        "",
    ];
    let mut att = Object::new();
    for _ in 0..rng.below(4) {
        let mut abilities = Object::new();
        for _ in 0..rng.below(4) {
            let limits = match rng.below(6) {
                0 => random_value(rng, 3),
                _ => Value::array(vec![Value::object(Object::new())]),
            };
            abilities.insert(ABILITIES[rng.below(ABILITIES.len())], limits);
        }
        let resource = match rng.below(8) {
            0 => random_value(rng, 3),
            _ => Value::object(abilities),
        };
        att.insert(RESOURCES[rng.below(RESOURCES.len())], resource);
    }
    Value::object(Object::from([("att", Value::object(att))]))
}

#[cfg(feature = "cacao")]
/// `s` with a few bytes replaced, dropped or inserted (ASCII, so it stays a string).
fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut bytes = s.as_bytes().to_vec();
    for _ in 0..rng.below(4) {
        let at = rng.below(bytes.len() + 1);
        const BYTES: &[u8] = b"AZaz09+/-_= \n!:";
        let byte = BYTES[rng.below(BYTES.len())];
        match rng.below(3) {
            0 if at < bytes.len() => bytes[at] = byte,
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => bytes.insert(at, byte),
        }
    }
    String::from_utf8(bytes).unwrap_or_default()
}

#[cfg(feature = "cacao")]
#[test]
fn recaps_and_cacaos_never_panic() {
    let mut rng = Rng(0x5eed_caca_0000_0003);
    for _ in 0..8_000 {
        let recap = random_recap(&mut rng);
        let encoded = match call("encodeRecap", std::slice::from_ref(&recap)).expect("known") {
            Ok(Value::String(s)) => {
                // A valid ReCap survives the round trip as JSON.stringify wrote it.
                let back = call("decodeRecap", &[Value::String(s.clone())]).expect("known");
                assert_eq!(stringify(&back.unwrap()), stringify(&recap));
                s.to_string()
            }
            _ => "urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QveCI6W3t9XX19fQ".into(),
        };
        let damaged = Value::str(&mutate(&mut rng, &encoded));
        let resources = Value::array(vec![Value::str("https://a.example"), damaged.clone()]);
        let payload = Object::from([
            ("chains", Value::array(vec![Value::str("eip155:1")])),
            ("domain", Value::str("a.example")),
            ("aud", Value::str("https://a.example")),
            ("nonce", Value::str("n")),
            ("iat", Value::str("2026-11-24T00:00:00Z")),
            ("exp", random_value(&mut rng, 4)),
            ("statement", random_value(&mut rng, 4)),
            ("resources", resources.clone()),
        ]);
        let payload = Value::object(payload);
        let iss = Value::str("did:pkh:eip155:1:0xab");
        let supported = Value::object(Object::from([
            ("authPayload", payload.clone()),
            ("chains", Value::array(vec![Value::str("eip155:1")])),
            ("methods", random_value(&mut rng, 3)),
        ]));
        let mut cacao_payload = Object::from([("iss", iss.clone())]);
        for (key, value) in payload.as_object().unwrap().entries() {
            cacao_payload.insert(key, value.clone());
        }
        let bound = Value::object(Object::from([
            (
                "cacao",
                Value::object(Object::from([("p", Value::object(cacao_payload))])),
            ),
            ("request", random_value(&mut rng, 2)),
        ]));
        let calls: [(&str, Vec<Value>); 9] = [
            ("decodeRecap", vec![damaged.clone()]),
            ("getMethodsFromRecap", vec![damaged.clone()]),
            ("getChainsFromRecap", vec![damaged.clone()]),
            (
                "mergeEncodedRecaps",
                vec![damaged.clone(), Value::str(&encoded)],
            ),
            ("mergeRecaps", vec![recap.clone(), random_recap(&mut rng)]),
            ("populateAuthPayload", vec![supported]),
            ("formatMessage", vec![payload, iss]),
            ("isCacaoBoundToRequest", vec![bound, Value::Number(0.0)]),
            (
                "formatStatementFromRecap",
                vec![random_value(&mut rng, 3), recap],
            ),
        ];
        for (name, args) in calls {
            if let Ok(value) = call(name, &args).expect("known name") {
                json::parse(json::to_string(&value).as_bytes()).expect("our output is JSON");
            }
        }
    }
}
