//! Known answers of `@walletconnect/utils` 2.25.0 for the CACAO and ReCap ports (each printed by
//! the reference in Node); the differential test checks them on random inputs too.
#![cfg(feature = "cacao")]

use wc_validate::dispatch::call;
use wc_validate::json::{self, Value};

const RECAP: &str = "urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvZXRoX3NlbmRUcmFuc2FjdGlvbiI6W3t9XSwicmVxdWVzdC9wZXJzb25hbF9zaWduIjpbe31dfX19";

/// Calls `name` with JSON arguments; the result as JSON, or `throws: <message>`.
fn run(name: &str, args: &str) -> String {
    let args = json::parse(args.as_bytes()).expect("test arguments are JSON");
    let args: Vec<Value> = args.as_array().expect("an array").to_vec();
    match call(name, &args).expect("a known function") {
        Ok(value) => json::to_string(&value),
        Err(thrown) => format!("throws: {}", thrown.message()),
    }
}

#[test]
fn encodes_recaps_like_the_reference() {
    let created = run(
        "createEncodedRecap",
        r#"["eip155", "request", ["personal_sign", "eth_sendTransaction"]]"#,
    );
    assert_eq!(created, format!("\"{RECAP}\""));
    assert_eq!(
        run("getMethodsFromRecap", &format!("[\"{RECAP}\"]")),
        r#"["eth_sendTransaction","personal_sign"]"#
    );
    let other = run(
        "createEncodedRecap",
        r#"["https://a.example", "crud", ["read"]]"#,
    );
    assert_eq!(
        run("mergeEncodedRecaps", &format!("[\"{RECAP}\", {other}]")),
        "\"urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvZXRoX3NlbmRUcmFuc2FjdGlvbiI6W3t9XSwicmVxdWVzdC9wZXJzb25hbF9zaWduIjpbe31dfSwiaHR0cHM6Ly9hLmV4YW1wbGUiOnsiY3J1ZC9yZWFkIjpbe31dfX19\""
    );
}

#[test]
fn populates_the_payload_and_formats_its_message() {
    let params = format!(
        r#"[{{"authPayload":{{"chains":["eip155:1","eip155:10"],"domain":"localhost","aud":"http://localhost/","nonce":"n","iat":"2026-11-24T00:00:00.000Z","version":"1","statement":"Sign in","resources":["{RECAP}"]}},"chains":["eip155:1"],"methods":["personal_sign"]}}]"#
    );
    let populated = run("populateAuthPayload", &params);
    let narrowed = "urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvcGVyc29uYWxfc2lnbiI6W3siY2hhaW5zIjpbImVpcDE1NToxIl19XX19fQ";
    let statement = "Sign in I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.";
    assert_eq!(
        populated,
        format!(
            r#"{{"chains":["eip155:1"],"domain":"localhost","aud":"http://localhost/","nonce":"n","iat":"2026-11-24T00:00:00.000Z","version":"1","statement":"{statement}","resources":["{narrowed}"]}}"#
        )
    );
    let message = run(
        "formatMessage",
        &format!(r#"[{populated}, "did:pkh:eip155:1:0xab"]"#),
    );
    let expected = format!("localhost wants you to sign in with your Ethereum account:\n0xab\n\n{statement}\n\nURI: http://localhost/\nVersion: 1\nChain ID: 1\nNonce: n\nIssued At: 2026-11-24T00:00:00.000Z\nResources:\n- {narrowed}");
    assert_eq!(message, json::to_string(&Value::str(&expected)));
    let unsupported = params.replace(
        r#""methods":["personal_sign"]"#,
        r#""methods":["eth_sign"]"#,
    );
    assert_eq!(
        run("populateAuthPayload", &unsupported),
        r#"throws: Supported methods don't satisfy the requested: ["eth_sendTransaction","personal_sign"], supported: ["eth_sign"]"#
    );
}

#[test]
fn binds_a_cacao_to_the_request() {
    let cacao = r#"{"p":{"iss":"did:pkh:eip155:1:0xab","domain":"a.example","aud":"https://a.example/","nonce":"n1","iat":"2026-11-24T00:00:00Z","exp":"2026-11-24T01:00:00Z"}}"#;
    let now = 1_795_480_000_000.0; // 2026-11-24T00:26:40Z
    let check = |request: &str, now: f64| {
        run(
            "isCacaoBoundToRequest",
            &format!(r#"[{{"cacao":{cacao},"request":{request}}}, {now}]"#),
        )
    };
    let ours =
        r#"{"domain":"a.example","nonce":"n1","uri":"https://a.example/","chains":["eip155:1"]}"#;
    assert_eq!(check(ours, now), r#"{"valid":true}"#);
    assert_eq!(
        check(
            &ours.replace("a.example\",\"nonce", "b.example\",\"nonce"),
            now
        ),
        r#"{"valid":false,"reason":"domain mismatch: requested b.example, got a.example"}"#
    );
    assert_eq!(
        check(&ours.replace("\"n1\"", "\"n2\""), now),
        r#"{"valid":false,"reason":"nonce mismatch: requested n2, got n1"}"#
    );
    assert_eq!(
        check(&ours.replace("eip155:1\"]", "eip155:10\"]"), now),
        r#"{"valid":false,"reason":"cacao issued for chain eip155:1 which was not requested"}"#
    );
    assert_eq!(
        check(ours, now + 3_600_000.0),
        r#"{"valid":false,"reason":"cacao has expired"}"#
    );
}

#[test]
fn refuses_broken_recaps_with_the_reference_messages() {
    let encode = |json: &str| {
        let text = wc_validate::cacao::btoa(json.as_bytes()).replace('=', "");
        format!("[\"urn:recap:{text}\"]")
    };
    assert_eq!(
        run("decodeRecap", &encode("{}")),
        "throws: No `att` property found"
    );
    assert_eq!(
        run(
            "decodeRecap",
            &encode(r#"{"att":{"eip155":{"request/x":[]}}}"#)
        ),
        "throws: Value of request/x is empty array, must be an array with objects"
    );
    assert_eq!(
        run(
            "decodeRecap",
            &encode(r#"{"att":{"eip155":{"request/x":[1]}}}"#)
        ),
        "throws: Ability limits (request/x) must be an array of objects, found: 1"
    );
    assert_eq!(
        run("decodeRecap", r#"["urn:recap:a-b_"]"#),
        "throws: Invalid character"
    );
    assert_eq!(
        run("decodeRecap", r#"["urn:recap:abcde"]"#),
        "throws: Invalid character"
    );
    assert_eq!(run("base64Decode", r#"["a"]"#), "throws: Invalid character");
    assert!(run("decodeRecap", r#"["urn:recap:eyJh"]"#).starts_with("throws: JSON"));
}

#[test]
fn atob_drops_whitespace_and_leftover_bits() {
    assert_eq!(wc_validate::cacao::atob(" Y Q = = ").unwrap(), b"a");
    assert_eq!(wc_validate::cacao::atob("YR").unwrap(), b"a");
    assert_eq!(
        wc_validate::cacao::atob("a").unwrap_err().message(),
        "The string to be decoded is not correctly encoded."
    );
    assert_eq!(
        wc_validate::cacao::atob("YQ===").unwrap_err().message(),
        "Invalid character"
    );
}
