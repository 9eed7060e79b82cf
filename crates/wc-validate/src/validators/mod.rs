//! Ports of the reference's validators. Each returns what the reference returns: a boolean, or
//! `Option<ErrorObject>` for its `ErrorObject | null`; a `Thrown` where the reference throws.

mod conforming;
mod shape;

pub use conforming::{is_conforming_namespaces, is_session_compatible};
pub use shape::{is_valid_namespaces, is_valid_required_namespaces};

use crate::caip::is_valid_chain_id;
use crate::errors::{ErrorObject, MISSING_OR_INVALID};
use crate::js::{self, JsResult};
use crate::json::Value;
use crate::namespaces::{
    get_namespaces_chains, get_namespaces_events_for_chain_id, get_namespaces_methods_for_chain_id,
};

/// `isValidString(input, optional)`: `undefined` passes when optional; otherwise a string that is
/// not blank after JS `trim`.
pub fn is_valid_string(input: &Value, optional: bool) -> bool {
    (optional && input.is_undefined()) || js::is_nonblank_string(input)
}

/// `isValidNamespaceMethodsOrEvents`: an array of non-blank strings (empty is fine).
pub fn is_valid_namespace_methods_or_events(input: &Value) -> bool {
    input
        .as_array()
        .is_some_and(|items| items.iter().all(js::is_nonblank_string))
}

/// `isValidController(input, method)`: only `input?.publicKey` is looked at.
pub fn is_valid_controller(input: &Value, method: &str) -> Option<ErrorObject> {
    if is_valid_string(&js::opt_get(input, "publicKey"), false) {
        return None;
    }
    Some(MISSING_OR_INVALID.with_context(&format!(
        "{method} controller public key should be a string"
    )))
}

/// `isValidRelay`: `input.protocol` may be absent; throws on a nullish relay.
pub fn is_valid_relay(input: &Value) -> JsResult<bool> {
    Ok(is_valid_string(&js::get(input, "protocol")?, true))
}

/// `isValidRelays(input, optional)`: every relay is checked but only the last verdict counts
/// (`valid = isValidRelay(relay)` in a forEach), so `[{protocol: 1}, {}]` passes.
pub fn is_valid_relays(input: &Value, optional: bool) -> JsResult<bool> {
    if optional && !js::truthy(input) {
        return Ok(true);
    }
    let mut valid = false;
    if let Some(relays) = input.as_array() {
        for relay in relays {
            valid = is_valid_relay(relay)?;
        }
    }
    Ok(valid)
}

/// `isValidNamespacesChainId`: the chain must be one of the accounts' chains.
pub fn is_valid_namespaces_chain_id(namespaces: &Value, chain_id: &Value) -> JsResult<bool> {
    if !is_valid_chain_id(chain_id) {
        return Ok(false);
    }
    js::includes(&get_namespaces_chains(namespaces)?, chain_id)
}

/// `isValidNamespacesRequest`: the method must be granted on a namespace with an account on the
/// chain.
pub fn is_valid_namespaces_request(
    namespaces: &Value,
    chain_id: &Value,
    method: &Value,
) -> JsResult<bool> {
    if !is_valid_string(method, false) {
        return Ok(false);
    }
    js::includes(
        &get_namespaces_methods_for_chain_id(namespaces, chain_id)?,
        method,
    )
}

/// `isValidNamespacesEvent`.
pub fn is_valid_namespaces_event(
    namespaces: &Value,
    chain_id: &Value,
    event: &Value,
) -> JsResult<bool> {
    if !is_valid_string(event, false) {
        return Ok(false);
    }
    js::includes(
        &get_namespaces_events_for_chain_id(namespaces, chain_id)?,
        event,
    )
}
