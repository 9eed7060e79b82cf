//! The JSON reader and writer.

use wc_validate::json::{self, JsonErrorKind, Limits, Value};

fn round_trip(text: &str) -> String {
    json::to_string(&json::parse(text.as_bytes()).unwrap())
}

#[test]
fn reads_and_writes_rfc_8259() {
    assert_eq!(
        round_trip(r#" {"a" : [1, -2.5e3, true, false, null, "x\ny"]} "#),
        r#"{"a":[1,-2500,true,false,null,"x\ny"]}"#
    );
    assert_eq!(
        round_trip(r#""\u00e9\ud83d\ude00\/\b\f\t\r\u0001""#),
        "\"é😀/\\b\\f\\t\\r\\u0001\""
    );
    assert_eq!(round_trip("1e21"), "1e+21");
    assert_eq!(round_trip("-0"), "0");
    assert_eq!(round_trip("0.0000001"), "1e-7");
}

#[test]
fn object_keys_follow_javascript_order() {
    // Integer-like keys first, ascending; the rest in insertion order; "01" is not integer-like.
    assert_eq!(
        round_trip(r#"{"b":1,"10":2,"a":3,"2":4,"01":5,"4294967295":6}"#),
        r#"{"2":4,"10":2,"b":1,"a":3,"01":5,"4294967295":6}"#
    );
    // Many integer keys in a scrambled order, text keys between them.
    let scrambled: Vec<u32> = (0..60).map(|i| (i * 37 + 11) % 60 * 1000).collect();
    let input: Vec<String> = scrambled
        .iter()
        .enumerate()
        .map(|(n, k)| format!(r#""{k}":{n},"t{n}":{n}"#))
        .collect();
    let (mut indexed, mut text): (Vec<(u32, usize)>, Vec<String>) = (Vec::new(), Vec::new());
    for (n, &k) in scrambled.iter().enumerate() {
        indexed.push((k, n));
        text.push(format!(r#""t{n}":{n}"#));
    }
    indexed.sort();
    let expected: Vec<String> = indexed
        .iter()
        .map(|(k, n)| format!(r#""{k}":{n}"#))
        .chain(text)
        .collect();
    assert_eq!(
        round_trip(&format!("{{{}}}", input.join(","))),
        format!("{{{}}}", expected.join(","))
    );
    // A duplicate key keeps its first place and its last value, as in JSON.parse.
    assert_eq!(round_trip(r#"{"a":1,"b":2,"a":3}"#), r#"{"a":3,"b":2}"#);
}

#[test]
fn rejects_what_rfc_8259_rejects_with_offsets() {
    let cases: &[(&str, usize)] = &[
        ("", 0),
        ("[1,]", 3),
        ("{\"a\":1,}", 7),
        ("01", 1),
        ("1.", 2),
        ("-", 1),
        ("'a'", 0),
        ("\"a\tb\"", 2),
        ("\"\\x\"", 1),
        ("[1] 2", 4),
        ("{a:1}", 1),
        ("NaN", 0),
        ("\"\\u12g4\"", 1),
    ];
    for (text, offset) in cases {
        let err = json::parse(text.as_bytes()).unwrap_err();
        assert_eq!(err.offset, *offset, "{text:?}: {err}");
    }
    let err = json::parse(b"\"\xff\"").unwrap_err();
    assert_eq!(err.kind, JsonErrorKind::InvalidUtf8);
    assert_eq!(err.to_string(), "JSON: invalid UTF-8 at byte 1");
}

#[test]
fn limits_are_enforced() {
    let limits = Limits {
        max_bytes: 8,
        max_depth: 2,
    };
    assert!(matches!(
        json::parse_with(b"[1,2,3,4,5]", limits).unwrap_err().kind,
        JsonErrorKind::TooLarge(8)
    ));
    assert!(matches!(
        json::parse_with(b"[[[1]]]", limits).unwrap_err().kind,
        JsonErrorKind::TooDeep(2)
    ));
    assert!(json::parse_with(b"[[1]]", limits).is_ok());
}

#[test]
fn undefined_marker_both_ways() {
    let value = json::revive_undefined(
        &json::parse(br#"[{"$undefined":true},{"a":{"$undefined":true}},{"$undefined":false}]"#)
            .unwrap(),
    );
    let items = value.as_array().unwrap();
    assert!(items[0].is_undefined());
    assert!(items[1]
        .as_object()
        .unwrap()
        .get("a")
        .unwrap()
        .is_undefined());
    assert_eq!(
        json::to_string(&value),
        r#"[{"$undefined":true},{"a":{"$undefined":true}},{"$undefined":false}]"#
    );
    assert_eq!(json::to_string(&Value::Number(f64::NAN)), "null");
}

#[test]
fn lone_surrogates_become_replacement_characters() {
    assert_eq!(round_trip(r#""\ud800x""#), "\"\u{fffd}x\"");
}
