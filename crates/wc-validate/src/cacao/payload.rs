//! `populateAuthPayload`: the authenticate request as a wallet supporting some chains and methods
//! answers it — chains narrowed, the ReCap's eip155 actions narrowed and re-encoded, the
//! statement rebuilt from the ReCap.

use super::base64::stringify;
use super::recap::{
    encode_recap, get_decoded_recap_from_resources, get_re_cap_actions, get_recap_from_resources,
    get_recap_resource, is_valid_recap,
};
use super::recap_build::{add_resource_to_recap, assign_ability_to_actions};
use super::statement::build_recap_statement;
use super::{or, to_number};
use crate::js::{
    array_method, destructure, entries, get, includes, opt_get, truthy, JsResult, Thrown,
};
use crate::json::{Object, Value};

/// `getCommonValuesInArrays(arr1, arr2)`: `arr1.filter((v) => arr2.includes(v))`.
pub fn get_common_values_in_arrays(arr1: &Value, arr2: &Value) -> JsResult<Vec<Value>> {
    let mut out = Vec::new();
    for value in array_method(arr1, "filter")? {
        if includes(arr2, value)? {
            out.push(value.clone());
        }
    }
    Ok(out)
}

/// `populateAuthPayload({ authPayload, chains, methods })`.
pub fn populate_auth_payload(params: &Value) -> JsResult<Value> {
    let auth_payload = destructure(params, "authPayload")?;
    let chains = destructure(params, "chains")?;
    let methods = destructure(params, "methods")?;
    let statement = or(get(&auth_payload, "statement")?, || Value::str(""));
    if chains.is_nullish() || !truthy(&opt_get(&chains, "length")) {
        return Ok(auth_payload);
    }
    let supported_chains = get_common_values_in_arrays(&opt_get(&auth_payload, "chains"), &chains)?;
    if supported_chains.is_empty() {
        return Err(Thrown::Error("No supported chains".into()));
    }
    let resources = opt_get(&auth_payload, "resources");
    let requested = get_decoded_recap_from_resources(&resources)?;
    if !truthy(&requested) {
        return Ok(auth_payload);
    }
    is_valid_recap(&requested)?;
    let resource = get_recap_resource(&requested, &Value::str("eip155"))?;
    let mut updated = or(resources.clone(), || Value::array(Vec::new()));
    if !resource.is_empty() {
        let actions = get_re_cap_actions(&Value::array(
            resource.iter().map(|k| Value::String(k.clone())).collect(),
        ))?;
        let supported_actions = get_common_values_in_arrays(&actions, &methods)?;
        if supported_actions.is_empty() {
            return Err(Thrown::Error(format!(
                "Supported methods don't satisfy the requested: {}, supported: {}",
                json_text(&actions),
                json_text(&methods)
            )));
        }
        let limits = Object::from([("chains", Value::array(supported_chains.clone()))]);
        let formatted = assign_ability_to_actions(
            &Value::str("request"),
            &Value::array(supported_actions),
            &Value::object(limits),
        )?;
        let recap = add_resource_to_recap(&requested, &Value::str("eip155"), &formatted)?;
        let mut kept = slice_all_but_last(&resources)?;
        kept.push(Value::str(&encode_recap(&recap)?));
        updated = Value::array(kept);
    }
    let mut out = Object::new();
    for (key, value) in entries(&auth_payload)? {
        out.insert(&key, value);
    }
    let recap = get_recap_from_resources(&updated)?;
    out.insert("statement", build_recap_statement(&statement, &recap)?);
    out.insert("chains", Value::array(supported_chains));
    let keep = truthy(&resources) || to_number(&opt_get(&updated, "length")) > 0.0;
    out.insert("resources", if keep { updated } else { Value::Undefined });
    Ok(Value::object(out))
}

/// `JSON.stringify(value)` in a template literal.
fn json_text(value: &Value) -> String {
    stringify(value).unwrap_or_else(|| "undefined".into())
}

/// `resources?.slice(0, -1) || []`.
fn slice_all_but_last(resources: &Value) -> JsResult<Vec<Value>> {
    match resources {
        Value::Undefined | Value::Null => Ok(Vec::new()),
        Value::Array(items) => Ok(items[..items.len().saturating_sub(1)].to_vec()),
        Value::String(_) => Err(Thrown::TypeError("string slice of resources".into())),
        _ => Err(Thrown::TypeError("value.slice is not a function".into())),
    }
}
