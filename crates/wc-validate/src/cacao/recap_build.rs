//! Building ReCaps: abilities from actions, a resource added, two ReCaps merged.

use super::recap::{decode_recap, encode_recap, is_valid_recap};
use super::{no_locale_compare, or, sort_by_locale, sort_strings};
use crate::js::{array_method, get, keys, opt_get, to_js_string, JsResult, Thrown};
use crate::json::{Object, Value};

/// `actions.sort((a, b) => a.localeCompare(b))`, in place in the reference.
fn sort_actions(actions: &[Value]) -> JsResult<Vec<Value>> {
    sort_by_locale(
        actions,
        |v| v.as_str().map(str::to_owned).ok_or_else(|| to_js_string(v)),
        no_locale_compare,
    )
}

/// `assignAbilityToActions(ability, actions, limits = {})`: `{ "<ability>/<action>": [limits] }`
/// for each action, sorted.
pub fn assign_ability_to_actions(
    ability: &Value,
    actions: &Value,
    limits: &Value,
) -> JsResult<Value> {
    let limits = match limits {
        Value::Undefined => Value::object(Object::new()),
        other => other.clone(),
    };
    let sorted = match actions {
        Value::Undefined | Value::Null => {
            return Err(Thrown::TypeError(format!(
                "Cannot read properties of {} (reading 'map')",
                to_js_string(actions)
            )))
        }
        _ => sort_actions(array_method(actions, "sort")?)?,
    };
    let ability = to_js_string(ability);
    let mut out = Object::new();
    for action in &sorted {
        out.set(
            &format!("{ability}/{}", to_js_string(action)),
            Value::array(vec![limits.clone()]),
        );
    }
    Ok(Value::object(out))
}

/// `createRecap(resource, ability, actions, limits = {})`.
pub fn create_recap(
    resource: &Value,
    ability: &Value,
    actions: &Value,
    limits: &Value,
) -> JsResult<Value> {
    let actions = match actions {
        Value::Undefined | Value::Null => actions.clone(),
        _ => Value::array(sort_actions(array_method(actions, "sort")?)?),
    };
    let abilities = assign_ability_to_actions(ability, &actions, limits)?;
    let mut att = Object::new();
    att.insert(&to_js_string(resource), abilities);
    Ok(Value::object(Object::from([("att", Value::object(att))])))
}

/// `createEncodedRecap(resource, ability, actions)`.
pub fn create_encoded_recap(
    resource: &Value,
    ability: &Value,
    actions: &Value,
) -> JsResult<String> {
    encode_recap(&create_recap(
        resource,
        ability,
        actions,
        &Value::Undefined,
    )?)
}

/// `{ ...value }`: own enumerable properties (indices of arrays and strings) into a new object.
pub fn spread_object(value: &Value) -> Object {
    let mut out = Object::new();
    if let Ok(entries) = crate::js::entries(value) {
        for (key, item) in entries {
            out.insert(&key, item);
        }
    }
    out
}

/// `addResourceToRecap(recap, resource, actions)`: sets `att[resource]` to a copy of `actions`,
/// and returns a new ReCap with `att`'s keys sorted.
pub fn add_resource_to_recap(recap: &Value, resource: &Value, actions: &Value) -> JsResult<Value> {
    let att = get(recap, "att")?;
    let resource = to_js_string(resource);
    let mut updated = match &att {
        Value::Object(object) => (**object).clone(),
        Value::Array(_) => spread_object(&att),
        Value::Undefined | Value::Null => {
            return Err(Thrown::TypeError(format!(
                "Cannot set properties of {} (setting '{resource}')",
                to_js_string(&att)
            )))
        }
        other => {
            return Err(Thrown::TypeError(format!(
                "Cannot create property '{resource}' on {}",
                to_js_string(other)
            )))
        }
    };
    updated.set(&resource, Value::object(spread_object(actions)));
    let mut sorted = Object::new();
    for key in sort_strings(updated.keys()) {
        sorted.set(&key, crate::js::object_get(&updated, &key));
    }
    Ok(Value::object(Object::from([(
        "att",
        Value::object(sorted),
    )])))
}

/// `mergeRecaps(recap1, recap2)`: every resource and ability of both, sorted, the first's
/// limits winning.
pub fn merge_recaps(recap1: &Value, recap2: &Value) -> JsResult<Value> {
    is_valid_recap(recap1)?;
    is_valid_recap(recap2)?;
    let (att1, att2) = (opt_get(recap1, "att"), opt_get(recap2, "att"));
    let mut all = keys(&att1)?;
    all.extend(keys(&att2)?);
    let mut merged = Object::new();
    for key in sort_strings(all) {
        let (r1, r2) = (opt_get(&att1, &key), opt_get(&att2, &key));
        let empty = || Value::object(Object::new());
        let mut actions = keys(&or(r1.clone(), empty))?;
        actions.extend(keys(&or(r2.clone(), empty))?);
        for action in sort_strings(actions) {
            let mut resource = spread_object(&crate::js::object_get(&merged, &key));
            let limits = or(optional(&r1, &action), || optional(&r2, &action));
            resource.insert(&action, limits);
            merged.set(&key, Value::object(resource));
        }
    }
    Ok(Value::object(Object::from([(
        "att",
        Value::object(merged),
    )])))
}

/// `value?.[key]`.
fn optional(value: &Value, key: &str) -> Value {
    opt_get(value, key)
}

/// `mergeEncodedRecaps(recap1, recap2)`.
pub fn merge_encoded_recaps(recap1: &Value, recap2: &Value) -> JsResult<String> {
    let decoded1 = decode_recap(recap1)?;
    let decoded2 = decode_recap(recap2)?;
    encode_recap(&merge_recaps(&decoded1, &decoded2)?)
}
