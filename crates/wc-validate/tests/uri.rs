//! Strict pairing-URI parsing.

use wc_validate::uri::{parse_pairing_uri, UriError};

const TOPIC: &str = "7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9";
const KEY: &str = "587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303";

fn uri(query: &str) -> String {
    format!("wc:{TOPIC}@2?{query}")
}

#[test]
fn parses_a_valid_uri() {
    let text = uri(&format!("relay-protocol=irn&symKey={KEY}&expiryTimestamp=1700000300&methods=wc_sessionPropose,wc_authRequest"));
    let parsed = parse_pairing_uri(&text, 1_700_000_000.0).unwrap();
    assert_eq!(parsed.topic, TOPIC);
    assert_eq!(parsed.sym_key, KEY);
    assert_eq!(parsed.relay_protocol, "irn");
    assert_eq!(parsed.expiry_timestamp, Some(1_700_000_300));
    assert_eq!(
        parsed.methods.as_deref(),
        Some(
            &[
                "wc_sessionPropose".to_string(),
                "wc_authRequest".to_string()
            ][..]
        )
    );
    let json = wc_validate::json::to_string(&parsed.to_value());
    assert!(json.starts_with(&format!(r#"{{"protocol":"wc","topic":"{TOPIC}","version":2,"symKey":"{KEY}","relay":{{"protocol":"irn"}}"#)), "{json}");
}

#[test]
fn relay_protocol_defaults_to_irn() {
    assert_eq!(
        parse_pairing_uri(&uri(&format!("symKey={KEY}")), 0.0)
            .unwrap()
            .relay_protocol,
        "irn"
    );
}

#[test]
fn rejects_with_a_reason() {
    let now = 1_700_000_000.0;
    let cases = [
        (
            format!("http:{TOPIC}@2?symKey={KEY}"),
            UriError::NotWalletConnect,
        ),
        (format!("wc:{TOPIC}?symKey={KEY}"), UriError::MissingVersion),
        (
            format!("wc:abc@2?symKey={KEY}"),
            UriError::InvalidTopic("abc".into()),
        ),
        (
            format!("wc:{TOPIC}@1?symKey={KEY}"),
            UriError::UnsupportedVersion("1".into()),
        ),
        (uri("relay-protocol=irn"), UriError::MissingSymKey),
        (uri("symKey=abc"), UriError::InvalidSymKey),
        (
            uri(&format!("relay-protocol=waku&symKey={KEY}")),
            UriError::UnsupportedRelayProtocol("waku".into()),
        ),
        (
            uri(&format!("symKey={KEY}&symKey={KEY}")),
            UriError::DuplicateParam("symKey".into()),
        ),
        (
            uri(&format!("symKey={KEY}&expiryTimestamp=soon")),
            UriError::InvalidExpiry("soon".into()),
        ),
        (
            uri(&format!("symKey={KEY}&expiryTimestamp=1699999999")),
            UriError::Expired {
                expiry: 1_699_999_999,
                now,
            },
        ),
    ];
    for (text, want) in cases {
        assert_eq!(parse_pairing_uri(&text, now), Err(want), "{text}");
    }
    assert_eq!(
        parse_pairing_uri(&uri(&format!("symKey={KEY}&expiryTimestamp=1")), now)
            .unwrap_err()
            .to_string(),
        "pairing URI: expired at 1, now is 1700000000"
    );
}
