//! `normalizeNamespaces` and `mergeRequiredAndOptionalNamespaces`.

use crate::js::{self, JsResult};
use crate::json::{Object, Value};

/// `normalizeNamespaces`: folds inline keys ("eip155:1") into their namespace ("eip155"),
/// merging chains, methods and events without duplicates. Anything but a plain object with keys
/// gives `{}`; `undefined` or `null` throws (the reference calls `Object.getPrototypeOf` first).
pub fn normalize_namespaces(namespaces: &Value) -> JsResult<Value> {
    let mut normalized = Object::new();
    if js::is_valid_object(namespaces)?.unwrap_or(0) == 0 {
        return Ok(Value::object(normalized));
    }
    for (key, values) in js::entries(namespaces)? {
        let inline = key.contains(':');
        let chains = if inline {
            Value::array(vec![Value::String(key.clone())])
        } else {
            js::get(&values, "chains")?
        };
        let methods = or_empty(js::get(&values, "methods")?);
        let events = or_empty(js::get(&values, "events")?);
        let normalized_key = if inline {
            key.split(':').next().unwrap_or("")
        } else {
            &key
        };
        let previous = js::object_get(&normalized, normalized_key);
        let merged = Object::from([
            (
                "chains",
                js::merge_arrays(&chains, &js::opt_get(&previous, "chains"))?,
            ),
            (
                "methods",
                js::merge_arrays(&methods, &js::opt_get(&previous, "methods"))?,
            ),
            (
                "events",
                js::merge_arrays(&events, &js::opt_get(&previous, "events"))?,
            ),
        ]);
        normalized.set(normalized_key, Value::object(merged));
    }
    Ok(Value::object(normalized))
}

/// `value || []`.
fn or_empty(value: Value) -> Value {
    if js::truthy(&value) {
        value
    } else {
        Value::array(Vec::new())
    }
}

/// `mergeRequiredAndOptionalNamespaces`: both normalized, required keys first; a key in both
/// lists is visited twice but lands once, in its first position.
pub fn merge_required_and_optional_namespaces(
    required: &Value,
    optional: &Value,
) -> JsResult<Value> {
    let required = normalize_namespaces(required)?;
    let optional = normalize_namespaces(optional)?;
    let mut merged = Object::new();
    let combined = js::keys(&required)?.into_iter().chain(js::keys(&optional)?);
    for namespace in combined {
        let r = js::opt_get(&required, &namespace);
        let o = js::opt_get(&optional, &namespace);
        let field = |name| js::merge_arrays(&js::opt_get(&r, name), &js::opt_get(&o, name));
        let entry = Object::from([
            ("chains", field("chains")?),
            ("methods", field("methods")?),
            ("events", field("events")?),
        ]);
        merged.set(&namespace, Value::object(entry));
    }
    Ok(Value::object(merged))
}
