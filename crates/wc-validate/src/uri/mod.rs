//! WalletConnect v2 pairing URIs:
//! `wc:<topic>@2?relay-protocol=irn&symKey=<64 hex>&expiryTimestamp=<s>&methods=<a,b>`.
//!
//! [`parse_pairing_uri`] is the strict parser the connector uses; [`parse_uri`] is the
//! reference's lenient `parseUri`, for comparison.

mod form;
mod reference;

use std::fmt;

pub use form::{atob, from_base64, url_search_params, Base64Error};
pub use reference::parse_uri;

use crate::json::{Object, Value};

/// The relay protocol a URI without `relay-protocol` uses; the only one there is.
pub const DEFAULT_RELAY_PROTOCOL: &str = "irn";

/// A pairing URI that passed every check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingUri {
    pub topic: String,
    pub version: u32,
    pub sym_key: String,
    pub relay_protocol: String,
    pub relay_data: Option<String>,
    pub expiry_timestamp: Option<u64>,
    pub methods: Option<Vec<String>>,
}

/// Why a pairing URI was rejected.
#[derive(Clone, Debug, PartialEq)]
pub enum UriError {
    NotWalletConnect,
    MissingVersion,
    InvalidTopic(String),
    UnsupportedVersion(String),
    MissingSymKey,
    InvalidSymKey,
    UnsupportedRelayProtocol(String),
    DuplicateParam(String),
    InvalidExpiry(String),
    Expired { expiry: u64, now: f64 },
}

impl fmt::Display for UriError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UriError::NotWalletConnect => write!(f, "pairing URI: must start with \"wc:\""),
            UriError::MissingVersion => {
                write!(f, "pairing URI: missing \"@<version>\" after the topic")
            }
            UriError::InvalidTopic(t) => write!(f, "pairing URI: topic {t:?} is not 64 hex digits"),
            UriError::UnsupportedVersion(v) => write!(f, "pairing URI: version {v:?} is not 2"),
            UriError::MissingSymKey => write!(f, "pairing URI: missing symKey"),
            UriError::InvalidSymKey => write!(f, "pairing URI: symKey is not 64 hex digits"),
            UriError::UnsupportedRelayProtocol(p) => {
                write!(
                    f,
                    "pairing URI: relay protocol {p:?} is not \"{DEFAULT_RELAY_PROTOCOL}\""
                )
            }
            UriError::DuplicateParam(p) => write!(f, "pairing URI: parameter {p:?} appears twice"),
            UriError::InvalidExpiry(e) => {
                write!(f, "pairing URI: expiryTimestamp {e:?} is not whole seconds")
            }
            UriError::Expired { expiry, now } => {
                let now = crate::json::rust_display(*now);
                write!(f, "pairing URI: expired at {expiry}, now is {now}")
            }
        }
    }
}

impl std::error::Error for UriError {}

fn is_hex_64(s: &str) -> bool {
    s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Parses and validates a pairing URI. `now_seconds` is the current Unix time; a URI whose
/// `expiryTimestamp` is before it is rejected, as the reference's `pair()` does
/// (`expiry * 1000 < Date.now()`).
pub fn parse_pairing_uri(uri: &str, now_seconds: f64) -> Result<PairingUri, UriError> {
    // "wc://" is how Android deep links arrive; the reference strips it too.
    let rest = uri
        .strip_prefix("wc://")
        .or_else(|| uri.strip_prefix("wc:"))
        .ok_or(UriError::NotWalletConnect)?;
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let (topic, version) = path.rsplit_once('@').ok_or(UriError::MissingVersion)?;
    if !is_hex_64(topic) {
        return Err(UriError::InvalidTopic(topic.into()));
    }
    if version != "2" {
        return Err(UriError::UnsupportedVersion(version.into()));
    }
    let mut params: Vec<(String, String)> = Vec::new();
    for (name, value) in url_search_params(query) {
        if params.iter().any(|(n, _)| *n == name) {
            return Err(UriError::DuplicateParam(name));
        }
        params.push((name, value));
    }
    let param = |name: &str| {
        params
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };

    let relay_protocol = param("relay-protocol").unwrap_or_else(|| DEFAULT_RELAY_PROTOCOL.into());
    if relay_protocol != DEFAULT_RELAY_PROTOCOL {
        return Err(UriError::UnsupportedRelayProtocol(relay_protocol));
    }
    let sym_key = param("symKey").ok_or(UriError::MissingSymKey)?;
    if !is_hex_64(&sym_key) {
        return Err(UriError::InvalidSymKey);
    }
    let expiry_timestamp = match param("expiryTimestamp") {
        None => None,
        Some(e) if !e.is_empty() && e.bytes().all(|b| b.is_ascii_digit()) => Some(
            e.parse::<u64>()
                .map_err(|_| UriError::InvalidExpiry(e.clone()))?,
        ),
        Some(e) => return Err(UriError::InvalidExpiry(e)),
    };
    if let Some(expiry) = expiry_timestamp {
        if (expiry as f64) < now_seconds {
            return Err(UriError::Expired {
                expiry,
                now: now_seconds,
            });
        }
    }
    Ok(PairingUri {
        topic: topic.into(),
        version: 2,
        sym_key,
        relay_protocol,
        relay_data: param("relay-data"),
        expiry_timestamp,
        methods: param("methods").map(|m| m.split(',').map(String::from).collect()),
    })
}

impl PairingUri {
    /// The shape the reference's `parseUri` returns, minus what was absent.
    pub fn to_value(&self) -> Value {
        let mut relay = Object::from([("protocol", Value::str(&self.relay_protocol))]);
        if let Some(data) = &self.relay_data {
            relay.set("data", Value::str(data));
        }
        let mut out = Object::from([
            ("protocol", Value::str("wc")),
            ("topic", Value::str(&self.topic)),
            ("version", Value::Number(f64::from(self.version))),
            ("symKey", Value::str(&self.sym_key)),
            ("relay", Value::object(relay)),
        ]);
        if let Some(methods) = &self.methods {
            out.set(
                "methods",
                Value::array(methods.iter().map(|m| Value::str(m)).collect()),
            );
        }
        if let Some(expiry) = self.expiry_timestamp {
            out.set("expiryTimestamp", Value::Number(expiry as f64));
        }
        Value::object(out)
    }
}
