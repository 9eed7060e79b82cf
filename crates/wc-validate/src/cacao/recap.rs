//! ReCaps: validation, encoding as `urn:recap:<base64 JSON>` and decoding, and reading
//! resources, abilities and actions out of them.

use std::rc::Rc;

use super::base64::{base64_decode, base64_encode};
use super::{is_object_type, to_number};
use crate::js::{
    array_method, dedupe, includes, keys, opt_get, split, to_js_string, truthy, values, JsResult,
    Thrown,
};
use crate::json::Value;

const PREFIX: &str = "urn:recap:";

fn error(message: String) -> Thrown {
    Thrown::Error(message)
}

/// `isValidRecap(recap)`: throws the reference's message for the first problem found.
pub fn is_valid_recap(recap: &Value) -> JsResult<()> {
    if !truthy(recap) {
        return Err(error("No recap provided, value is undefined".into()));
    }
    let att = opt_get(recap, "att");
    if !truthy(&att) {
        return Err(error("No `att` property found".into()));
    }
    let resources = keys(&att)?;
    if resources.is_empty() {
        return Err(error("No resources found in `att` property".into()));
    }
    for resource in resources {
        let abilities = opt_get(&att, &resource);
        if !is_object_type(&abilities) || matches!(abilities, Value::Array(_)) {
            return Err(error(format!("Resource must be an object: {resource}")));
        }
        if matches!(abilities, Value::Null) {
            return Err(Thrown::TypeError(
                "Cannot convert undefined or null to object".into(),
            ));
        }
        let names = keys(&abilities)?;
        if names.is_empty() {
            return Err(error(format!("Resource object is empty: {resource}")));
        }
        for ability in names {
            let limits = opt_get(&abilities, &ability);
            let Value::Array(items) = &limits else {
                return Err(error(format!(
                    "Ability limits {ability} must be an array of objects, found: {}",
                    to_js_string(&limits)
                )));
            };
            if items.is_empty() {
                return Err(error(format!(
                    "Value of {ability} is empty array, must be an array with objects"
                )));
            }
            if let Some(limit) = items.iter().find(|l| !is_object_type(l)) {
                return Err(error(format!(
                    "Ability limits ({ability}) must be an array of objects, found: {}",
                    to_js_string(limit)
                )));
            }
        }
    }
    Ok(())
}

/// `encodeRecap(recap)`: validates, then `urn:recap:` and unpadded base64 of its JSON.
pub fn encode_recap(recap: &Value) -> JsResult<String> {
    is_valid_recap(recap)?;
    Ok(format!(
        "{PREFIX}{}",
        base64_encode(recap)?.replace('=', "")
    ))
}

/// `decodeRecap(recap)`: drops the first `urn:recap:`, decodes and validates.
pub fn decode_recap(recap: &Value) -> JsResult<Value> {
    let Value::String(text) = recap else {
        return Err(not_a_string_method(recap, "replace"));
    };
    let decoded = base64_decode(&Value::str(&text.replacen(PREFIX, "", 1)))?;
    is_valid_recap(&decoded)?;
    Ok(decoded)
}

fn not_a_string_method(value: &Value, method: &str) -> Thrown {
    match value {
        Value::Undefined | Value::Null => Thrown::TypeError(format!(
            "Cannot read properties of {} (reading '{method}')",
            to_js_string(value)
        )),
        _ => Thrown::TypeError(format!("value.{method} is not a function")),
    }
}

/// `isRecap(resource)`: `resource && resource.includes("urn:recap:")`.
pub fn is_recap(resource: &Value) -> JsResult<Value> {
    if !truthy(resource) {
        return Ok(resource.clone());
    }
    includes(resource, &Value::str(PREFIX)).map(Value::Bool)
}

/// `getRecapFromResources(resources)`: the last resource when it is a ReCap.
pub fn get_recap_from_resources(resources: &Value) -> JsResult<Value> {
    if !truthy(resources) {
        return Ok(Value::Undefined);
    }
    let last = to_number(&opt_get(resources, "length")) - 1.0;
    let resource = opt_get(resources, &to_js_string(&Value::Number(last)));
    Ok(if truthy(&is_recap(&resource)?) {
        resource
    } else {
        Value::Undefined
    })
}

/// `getDecodedRecapFromResources(resources)`.
pub fn get_decoded_recap_from_resources(resources: &Value) -> JsResult<Value> {
    let resource = get_recap_from_resources(resources)?;
    if !truthy(&resource) || !truthy(&is_recap(&resource)?) {
        return Ok(Value::Undefined);
    }
    decode_recap(&resource)
}

/// `getRecapResource(recap, resource)`: the abilities of `resource`, or `[]`.
pub fn get_recap_resource(recap: &Value, resource: &Value) -> JsResult<Vec<Rc<str>>> {
    let abilities = opt_get(&opt_get(recap, "att"), &to_js_string(resource));
    if truthy(&abilities) {
        keys(&abilities)
    } else {
        Ok(Vec::new())
    }
}

/// `getRecapAbilitiesFromResource(actions)`: `Object.keys` of each.
pub fn get_recap_abilities_from_resource(actions: &Value) -> JsResult<Value> {
    if actions.is_nullish() {
        return Ok(Value::array(Vec::new()));
    }
    let mut out = Vec::new();
    for action in array_method(actions, "map")? {
        let names = keys(action)?;
        out.push(Value::array(names.iter().map(|k| Value::str(k)).collect()));
    }
    Ok(Value::array(out))
}

/// `getReCapActions(abilities)`: what follows the first `/` of each ability.
pub fn get_re_cap_actions(abilities: &Value) -> JsResult<Value> {
    if abilities.is_nullish() {
        return Ok(Value::array(Vec::new()));
    }
    let mut out = Vec::new();
    for ability in array_method(abilities, "map")? {
        out.push(second_segment(ability)?);
    }
    Ok(Value::array(out))
}

/// `ability.split("/")[1]`.
fn second_segment(ability: &Value) -> JsResult<Value> {
    Ok(split(ability, "/")?
        .get(1)
        .map_or(Value::Undefined, |s| Value::String(s.clone())))
}

/// `getMethodsFromRecap(recap)`: the actions of the `eip155` resource.
pub fn get_methods_from_recap(recap: &Value) -> JsResult<Value> {
    let decoded = decode_recap(recap)?;
    let resource = opt_get(&opt_get(&decoded, "att"), "eip155");
    if !truthy(&resource) {
        return Ok(Value::array(Vec::new()));
    }
    let mut out = Vec::new();
    for ability in keys(&resource)? {
        out.push(second_segment(&Value::String(ability))?);
    }
    Ok(Value::array(out))
}

/// `getChainsFromRecap(recap)`: the `chains` of every ability's first limit, flattened once and
/// deduplicated.
pub fn get_chains_from_recap(recap: &Value) -> JsResult<Value> {
    let decoded = decode_recap(recap)?;
    let mut chains = Vec::new();
    for resource in values(&opt_get(&decoded, "att"))? {
        for ability in values(&resource)? {
            let found = opt_get(&opt_get(&ability, "0"), "chains");
            if truthy(&found) {
                match found {
                    Value::Array(items) => chains.extend(items.iter().cloned()),
                    other => chains.push(other),
                }
            }
        }
    }
    Ok(Value::array(dedupe(chains)))
}
