//! `did:pkh:<namespace>:<reference>:<address>` issuers (CAIP-10 in a DID), read the reference's
//! way: by `:`-separated segment, with or without the `did:pkh:` prefix.

use std::rc::Rc;

use crate::js::{split, truthy, JsResult};
use crate::json::Value;

const DID_PREFIX: &str = "did:pkh:";

/// `iss && iss.split(":")`: `None` for a falsy issuer.
fn segments(iss: &Value) -> JsResult<Option<Vec<Rc<str>>>> {
    if !truthy(iss) {
        return Ok(None);
    }
    split(iss, ":").map(Some)
}

fn segment(segments: &[Rc<str>], i: usize) -> Value {
    segments
        .get(i)
        .map_or(Value::Undefined, |s| Value::String(s.clone()))
}

fn has_prefix(iss: &Value) -> bool {
    iss.as_str().is_some_and(|s| s.contains(DID_PREFIX))
}

/// `getDidAddressSegments(iss)`: `iss?.split(":")`.
pub fn get_did_address_segments(iss: &Value) -> JsResult<Value> {
    if iss.is_nullish() {
        return Ok(Value::Undefined);
    }
    let parts = split(iss, ":")?;
    Ok(Value::array(parts.into_iter().map(Value::String).collect()))
}

/// `getDidChainId(iss)`: the chain reference (`1` of `eip155:1`).
pub fn get_did_chain_id(iss: &Value) -> JsResult<Value> {
    Ok(match segments(iss)? {
        Some(s) => segment(&s, if has_prefix(iss) { 3 } else { 1 }),
        None => Value::Undefined,
    })
}

/// `getDidAddressNamespace(iss)`: the chain namespace (`eip155`).
pub fn get_did_address_namespace(iss: &Value) -> JsResult<Value> {
    Ok(match segments(iss)? {
        Some(s) => segment(&s, if has_prefix(iss) { 2 } else { 0 }),
        None => Value::Undefined,
    })
}

/// `getNamespacedDidChainId(iss)`: `segments[2] + ":" + segments[3]`, "undefined" parts included.
pub fn get_namespaced_did_chain_id(iss: &Value) -> JsResult<Value> {
    Ok(match segments(iss)? {
        Some(s) => {
            let part = |i: usize| s.get(i).map_or("undefined", |p| p);
            Value::str(&format!("{}:{}", part(2), part(3)))
        }
        None => Value::Undefined,
    })
}

/// `getDidAddress(iss)`: the last segment.
pub fn get_did_address(iss: &Value) -> JsResult<Value> {
    Ok(match segments(iss)? {
        Some(s) => segment(&s, s.len().wrapping_sub(1)),
        None => Value::Undefined,
    })
}
