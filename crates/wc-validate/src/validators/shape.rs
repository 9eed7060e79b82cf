//! Shape checks on proposal and session namespaces: `isValidRequiredNamespaces`,
//! `isValidNamespaces` and the helpers they are built from.

use crate::caip::{get_chains_from_namespace, is_valid_account_id, is_valid_chain_id};
use crate::errors::{
    ErrorObject, MISSING_OR_INVALID, UNSUPPORTED_ACCOUNTS, UNSUPPORTED_CHAINS, UNSUPPORTED_EVENTS,
    UNSUPPORTED_METHODS,
};
use crate::js::{self, JsResult};
use crate::json::Value;

use super::is_valid_namespace_methods_or_events;

/// `isValidChains`: a non-empty array must hold chain ids; otherwise the key itself must be one.
fn is_valid_chains(key: &str, chains: &Value, context: &str) -> Option<ErrorObject> {
    match chains.as_array() {
        Some(items) if !items.is_empty() => items.iter().find(|c| !is_valid_chain_id(c)).map(|chain| {
            UNSUPPORTED_CHAINS.with_context(&format!(
                "{context}, chain {} should be a string and conform to \"namespace:chainId\" format",
                js::to_js_string(chain)
            ))
        }),
        _ if is_valid_chain_id(&Value::str(key)) => None,
        _ => Some(UNSUPPORTED_CHAINS.with_context(&format!(
            "{context}, chains must be defined as \"namespace:chainId\" e.g. \"eip155:1\": {{...}} in the namespace key OR as an array of CAIP-2 chainIds e.g. eip155: {{ chains: [\"eip155:1\", \"eip155:5\"] }}"
        ))),
    }
}

/// `isValidNamespaceChains`: stops at the first namespace with an error.
fn is_valid_namespace_chains(
    namespaces: &Value,
    method: &str,
    kind: &str,
) -> JsResult<Option<ErrorObject>> {
    for (key, namespace) in js::entries(namespaces)? {
        let chains = get_chains_from_namespace(&Value::String(key.clone()), &namespace)?;
        if let Some(error) = is_valid_chains(&key, &chains, &format!("{method} {kind}")) {
            return Ok(Some(error));
        }
    }
    Ok(None)
}

/// `isValidAccounts`.
fn is_valid_accounts(accounts: &Value, context: &str) -> Option<ErrorObject> {
    let Some(items) = accounts.as_array() else {
        return Some(UNSUPPORTED_ACCOUNTS.with_context(&format!(
            "{context}, accounts should be an array of strings conforming to \"namespace:chainId:address\" format"
        )));
    };
    items.iter().find(|a| !is_valid_account_id(a)).map(|account| {
        UNSUPPORTED_ACCOUNTS.with_context(&format!(
            "{context}, account {} should be a string and conform to \"namespace:chainId:address\" format",
            js::to_js_string(account)
        ))
    })
}

/// `isValidNamespaceAccounts`.
fn is_valid_namespace_accounts(input: &Value, method: &str) -> JsResult<Option<ErrorObject>> {
    let context = format!("{method} namespace");
    Ok(js::values(input)?
        .iter()
        .find_map(|ns| is_valid_accounts(&js::opt_get(ns, "accounts"), &context)))
}

/// `isValidActions`: methods are checked before events.
fn is_valid_actions(namespace: &Value, context: &str) -> Option<ErrorObject> {
    if !is_valid_namespace_methods_or_events(&js::opt_get(namespace, "methods")) {
        return Some(UNSUPPORTED_METHODS.with_context(&format!(
            "{context}, methods should be an array of strings or empty array for no methods"
        )));
    }
    if !is_valid_namespace_methods_or_events(&js::opt_get(namespace, "events")) {
        return Some(UNSUPPORTED_EVENTS.with_context(&format!(
            "{context}, events should be an array of strings or empty array for no events"
        )));
    }
    None
}

/// `isValidNamespaceActions`.
fn is_valid_namespace_actions(input: &Value, method: &str) -> JsResult<Option<ErrorObject>> {
    let context = format!("{method}, namespace");
    Ok(js::values(input)?
        .iter()
        .find_map(|ns| is_valid_actions(ns, &context)))
}

/// `input && isValidObject(input)`: a plain object with at least one key.
fn has_data(input: &Value) -> JsResult<bool> {
    Ok(js::truthy(input) && js::is_valid_object(input)?.unwrap_or(0) > 0)
}

/// `isValidRequiredNamespaces(input, method, type)`. Both checks always run and the chains
/// error, found second, wins over an actions error.
pub fn is_valid_required_namespaces(
    input: &Value,
    method: &str,
    kind: &str,
) -> JsResult<Option<ErrorObject>> {
    if !has_data(input)? {
        return Ok(Some(MISSING_OR_INVALID.with_context(&format!(
            "{method}, {kind} should be an object with data"
        ))));
    }
    let actions = is_valid_namespace_actions(input, method)?;
    let chains = is_valid_namespace_chains(input, method, kind)?;
    Ok(chains.or(actions))
}

/// `isValidNamespaces(input, method)`: actions, then accounts (whose error wins). Chains are
/// never looked at: a session namespace's `chains` field is ignored.
pub fn is_valid_namespaces(input: &Value, method: &str) -> JsResult<Option<ErrorObject>> {
    if !has_data(input)? {
        return Ok(Some(MISSING_OR_INVALID.with_context(&format!(
            "{method}, namespaces should be an object with data"
        ))));
    }
    let actions = is_valid_namespace_actions(input, method)?;
    let accounts = is_valid_namespace_accounts(input, method)?;
    Ok(accounts.or(actions))
}
