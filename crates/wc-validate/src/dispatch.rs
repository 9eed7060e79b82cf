//! Calling the ports by the reference's camelCase names with JSON arguments: the tables behind
//! the conformance CLI and the wasm `wc_call` exports. The page's module runs only
//! [`PAGE_FUNCTIONS`], the auth module [`AUTH_FUNCTIONS`]; the full tables serve the CLI and the
//! differential test.

#[cfg(feature = "cacao")]
pub use crate::cacao::table::AUTH_FUNCTIONS;
#[cfg(feature = "cacao")]
use crate::cacao::table::MORE_FUNCTIONS;
use crate::caip::{
    get_accounts_chains, get_chains_from_namespace, is_valid_account_id, is_valid_chain_id,
    parse_account_id, parse_chain_id,
};
use crate::compose::{validate_approve, validate_connect};
use crate::errors::{error_or_null, get_internal_error, get_sdk_error};
use crate::js::{to_js_string, truthy, Function, JsResult};
use crate::json::{self, Object, Value};
use crate::namespaces::*;
use crate::uri::parse_uri;
use crate::validators::*;

/// Argument `i`; a missing one is `undefined`, as in a JS call.
fn arg(args: &[Value], i: usize) -> &Value {
    args.get(i).unwrap_or(&Value::Undefined)
}

/// A `${text}` argument (method names and contexts are interpolated into messages).
fn text(args: &[Value], i: usize) -> String {
    to_js_string(arg(args, i))
}

fn boolean(b: bool) -> JsResult<Value> {
    Ok(Value::Bool(b))
}

fn connect(a: &[Value]) -> JsResult<Value> {
    validate_connect(arg(a, 0)).map(error_or_null)
}

fn approve(a: &[Value]) -> JsResult<Value> {
    validate_approve(arg(a, 0)).map(error_or_null)
}

/// What the page runs: sign-client's checks on `connect()` and `approve()`.
pub const PAGE_FUNCTIONS: &[(&str, Function)] =
    &[("validateConnect", connect), ("validateApprove", approve)];

/// Every callable function, by the reference's name.
pub const FUNCTIONS: &[(&str, Function)] = &[
    ("isValidChainId", |a| boolean(is_valid_chain_id(arg(a, 0)))),
    ("isValidAccountId", |a| {
        boolean(is_valid_account_id(arg(a, 0)))
    }),
    ("parseChainId", |a| parse_chain_id(arg(a, 0))),
    ("parseAccountId", |a| parse_account_id(arg(a, 0))),
    ("getAccountsChains", |a| {
        get_accounts_chains(arg(a, 0)).map(Value::array)
    }),
    ("getChainsFromNamespace", |a| {
        get_chains_from_namespace(arg(a, 0), arg(a, 1))
    }),
    ("getNamespacesChains", |a| get_namespaces_chains(arg(a, 0))),
    ("getNamespacesMethods", |a| {
        get_namespaces_methods(arg(a, 0))
    }),
    ("getNamespacesEvents", |a| get_namespaces_events(arg(a, 0))),
    ("getNamespacesMethodsForChainId", |a| {
        get_namespaces_methods_for_chain_id(arg(a, 0), arg(a, 1))
    }),
    ("getNamespacesEventsForChainId", |a| {
        get_namespaces_events_for_chain_id(arg(a, 0), arg(a, 1))
    }),
    ("isValidNamespaceMethodsOrEvents", |a| {
        boolean(is_valid_namespace_methods_or_events(arg(a, 0)))
    }),
    ("isValidRequiredNamespaces", |a| {
        is_valid_required_namespaces(arg(a, 0), &text(a, 1), &text(a, 2)).map(error_or_null)
    }),
    ("isValidNamespaces", |a| {
        is_valid_namespaces(arg(a, 0), &text(a, 1)).map(error_or_null)
    }),
    ("isConformingNamespaces", |a| {
        is_conforming_namespaces(arg(a, 0), arg(a, 1), &text(a, 2)).map(error_or_null)
    }),
    ("isValidNamespacesChainId", |a| {
        is_valid_namespaces_chain_id(arg(a, 0), arg(a, 1)).map(Value::Bool)
    }),
    ("isValidNamespacesRequest", |a| {
        is_valid_namespaces_request(arg(a, 0), arg(a, 1), arg(a, 2)).map(Value::Bool)
    }),
    ("isValidNamespacesEvent", |a| {
        is_valid_namespaces_event(arg(a, 0), arg(a, 1), arg(a, 2)).map(Value::Bool)
    }),
    ("isValidRelay", |a| {
        is_valid_relay(arg(a, 0)).map(Value::Bool)
    }),
    ("isValidRelays", |a| {
        is_valid_relays(arg(a, 0), truthy(arg(a, 1))).map(Value::Bool)
    }),
    ("isValidController", |a| {
        Ok(error_or_null(is_valid_controller(arg(a, 0), &text(a, 1))))
    }),
    ("isSessionCompatible", |a| {
        is_session_compatible(arg(a, 0), arg(a, 1)).map(Value::Bool)
    }),
    ("normalizeNamespaces", |a| normalize_namespaces(arg(a, 0))),
    ("mergeRequiredAndOptionalNamespaces", |a| {
        merge_required_and_optional_namespaces(arg(a, 0), arg(a, 1))
    }),
    ("buildApprovedNamespaces", |a| {
        build_approved_namespaces(arg(a, 0))
    }),
    ("getSdkError", |a| get_sdk_error(arg(a, 0), arg(a, 1))),
    ("getInternalError", |a| {
        get_internal_error(arg(a, 0), arg(a, 1))
    }),
    ("validateConnect", connect),
    ("validateApprove", approve),
    ("parseUri", |a| parse_uri(arg(a, 0))),
];

/// Every table of ports: sign-client's validation, then the CACAO and ReCap functions.
#[cfg(feature = "cacao")]
const TABLES: &[&[(&str, Function)]] = &[FUNCTIONS, AUTH_FUNCTIONS, MORE_FUNCTIONS];
#[cfg(not(feature = "cacao"))]
const TABLES: &[&[(&str, Function)]] = &[FUNCTIONS];

/// The names [`call`] knows.
pub fn function_names() -> impl Iterator<Item = &'static str> {
    TABLES.iter().copied().flatten().map(|(name, _)| *name)
}

/// Calls function `name`, or `None` if there is no such function.
pub fn call(name: &str, args: &[Value]) -> Option<JsResult<Value>> {
    TABLES.iter().find_map(|table| call_in(table, name, args))
}

/// Calls function `name` of `functions`, or `None` if it has none of that name.
pub fn call_in(
    functions: &[(&str, Function)],
    name: &str,
    args: &[Value],
) -> Option<JsResult<Value>> {
    functions
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, function)| function(args))
}

/// `{"return": value}` or `{"throws": {"message": ...}}`, the outcome of one call.
pub fn outcome(result: JsResult<Value>) -> Value {
    let entry = match result {
        Ok(value) => ("return", value),
        Err(thrown) => {
            let message = Object::from([("message", Value::str(thrown.message()))]);
            ("throws", Value::object(message))
        }
    };
    Value::object(Object::from([entry]))
}

/// One call as JSON: `{"fn": name, "args": [...]}` in (with `{"$undefined": true}` for
/// `undefined`), [`outcome`] out. Malformed requests and unknown names are errors.
pub fn call_json(request: &[u8]) -> Result<String, String> {
    let request = json::parse(request).map_err(|e| e.to_string())?;
    let (name, args) = read_request(&request)?;
    let result =
        call(name, &args).ok_or_else(|| format!("wc-validate: unknown function {name:?}"))?;
    Ok(json::to_string(&outcome(result)))
}

/// [`call_json`] over `functions` only.
pub fn call_json_in(functions: &[(&str, Function)], request: &[u8]) -> Result<String, String> {
    let request = json::parse(request).map_err(|e| e.to_string())?;
    let (name, args) = read_request(&request)?;
    let result = call_in(functions, name, &args)
        .ok_or_else(|| format!("wc-validate: unknown function {name:?}"))?;
    Ok(json::to_string(&outcome(result)))
}

/// The `fn` name and revived `args` of a request object.
pub fn read_request(request: &Value) -> Result<(&str, Vec<Value>), String> {
    let object = request
        .as_object()
        .ok_or("wc-validate: a call must be a JSON object")?;
    let name = object
        .get("fn")
        .and_then(Value::as_str)
        .ok_or("wc-validate: a call needs a string \"fn\"")?;
    let args = match object.get("args") {
        None => Vec::new(),
        Some(Value::Array(items)) => items.iter().map(json::revive_undefined).collect(),
        Some(_) => return Err("wc-validate: \"args\" must be an array".into()),
    };
    Ok((name, args))
}
