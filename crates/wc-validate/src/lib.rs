//! WalletConnect v2 validation, std only: pairing URIs, proposals and sessions, agreeing with
//! `@walletconnect/utils` 2.25.0 (the reference) on every input, quirks included.
//!
//! The validators run on [`json::Value`], a model of JavaScript values, because the reference's
//! verdicts hang on JavaScript semantics: truthiness, `typeof`, `String(x)` in messages,
//! `Object.keys` order (integer-like keys first), SameValueZero in `includes`, spreads of strings
//! into characters, and TypeErrors on `undefined.x`. [`js`] holds those semantics.
//!
//! Encodings at the JSON boundary ([`dispatch`], the `conform` example, the wasm export):
//! `undefined` is `{"$undefined": true}` both ways (so `{ a: undefined }` keeps its key), `NaN`
//! and infinities are written as `null` like `JSON.stringify`, and a throw is
//! `{"throws": {"message": ...}}`.
//!
//! Known limits of the model, none reachable from plain JSON namespaces:
//! - A lone UTF-16 surrogate (`"\ud800"`) cannot live in a Rust string and reads as U+FFFD.
//! - Assigning a `__proto__` key swaps the prototype in JavaScript; here it only adds no key.
//! - TypeError messages that V8 builds from the reference's minified source ("e.forEach is not a
//!   function") say `value.forEach` instead; the fact of the throw always matches.

#[cfg(feature = "cacao")]
pub mod cacao;
pub mod caip;
pub mod compose;
pub mod dispatch;
pub mod errors;
mod hash;
pub mod js;
pub mod json;
pub mod namespaces;
pub mod uri;
pub mod validators;

pub use compose::{validate_approve, validate_connect};
pub use dispatch::{call, call_json};
pub use errors::{ErrorEntry, ErrorObject, INTERNAL_ERRORS, SDK_ERRORS};
pub use uri::{parse_pairing_uri, PairingUri, UriError};
