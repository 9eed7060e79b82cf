//! The checks sign-client runs on `connect()` and `approve()`, composed from the validators.

use crate::errors::{ErrorObject, MISSING_OR_INVALID};
use crate::js::{self, JsResult, Thrown};
use crate::json::Value;
use crate::validators::{
    is_conforming_namespaces, is_valid_namespaces, is_valid_relays, is_valid_required_namespaces,
    is_valid_string,
};

/// sign-client's `isValidParams`: only `undefined` is rejected (its `typeof input !== null` is
/// always true), and that rejection is a throw.
fn require_params(params: &Value, method: &str) -> JsResult<()> {
    if params.is_undefined() {
        let error = MISSING_OR_INVALID.with_context(&format!("{method} params: undefined"));
        return Err(Thrown::Error(error.message));
    }
    Ok(())
}

/// sign-client validates a namespaces field only when `ns && isValidObject(ns) !== 0`; since
/// `isValidObject` is `false` for non-objects and `false !== 0`, only `{}` and falsy values skip.
fn should_validate(namespaces: &Value) -> JsResult<bool> {
    Ok(js::truthy(namespaces) && js::is_valid_object(namespaces)? != Some(0))
}

/// `connect()`'s checks, in its order: relays, then required, then optional namespaces. The
/// pairing topic (needs a client's store) and session/scoped properties are not part of it.
pub fn validate_connect(params: &Value) -> JsResult<Option<ErrorObject>> {
    require_params(params, "connect()")?;
    let relays =
        js::destructure(params, "pairingTopic").and_then(|_| js::destructure(params, "relays"))?;
    let required = js::opt_get(params, "requiredNamespaces");
    let optional = js::opt_get(params, "optionalNamespaces");
    if !is_valid_relays(&relays, true)? {
        let relays = js::to_js_string(&relays);
        return Ok(Some(
            MISSING_OR_INVALID.with_context(&format!("connect() relays: {relays}")),
        ));
    }
    for (namespaces, kind) in [
        (required, "requiredNamespaces"),
        (optional, "optionalNamespaces"),
    ] {
        if should_validate(&namespaces)? {
            if let Some(error) = is_valid_required_namespaces(&namespaces, "connect()", kind)? {
                return Ok(Some(error));
            }
        }
    }
    Ok(None)
}

/// `approve()`'s namespace checks: `isValidNamespaces`, then `isConformingNamespaces` against the
/// proposal's required namespaces, then the optional relay protocol. `params` is
/// `{ requiredNamespaces, namespaces, relayProtocol? }`.
pub fn validate_approve(params: &Value) -> JsResult<Option<ErrorObject>> {
    require_params(params, "approve()")?;
    let namespaces =
        js::destructure(params, "id").and_then(|_| js::destructure(params, "namespaces"))?;
    let required = js::opt_get(params, "requiredNamespaces");
    let relay_protocol = js::opt_get(params, "relayProtocol");
    if let Some(error) = is_valid_namespaces(&namespaces, "approve()")? {
        return Ok(Some(error));
    }
    if let Some(error) = is_conforming_namespaces(&required, &namespaces, "approve()")? {
        return Ok(Some(error));
    }
    if !is_valid_string(&relay_protocol, true) {
        let shown = js::to_js_string(&relay_protocol);
        return Ok(Some(
            MISSING_OR_INVALID.with_context(&format!("approve() relayProtocol: {shown}")),
        ));
    }
    Ok(None)
}
