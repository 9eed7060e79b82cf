//! The human-readable sentence a ReCap adds to the SIWE statement.

use super::recap::{decode_recap, is_valid_recap};
use super::sort_by_locale;
use crate::js::{
    includes, join, keys, object_get, opt_get, to_js_string, truthy, JsResult, Thrown,
};
use crate::json::{Object, Value};

const BASE: &str =
    "I further authorize the stated URI to perform the following actions on my behalf: ";

/// `formatStatementFromRecap(statement = "", recap)`.
pub fn format_statement_from_recap(statement: &Value, recap: &Value) -> JsResult<Value> {
    let statement = match statement {
        Value::Undefined => Value::str(""),
        other => other.clone(),
    };
    is_valid_recap(recap)?;
    if includes(&statement, &Value::str(BASE))? {
        return Ok(statement);
    }
    let att = opt_get(recap, "att");
    let mut parts = Vec::new();
    let mut counter = 0;
    for resource in keys(&att)? {
        parts.push(resource_sentence(
            &resource,
            &opt_get(&att, &resource),
            &mut counter,
        )?);
    }
    let recap_statement = format!("{BASE}{}", parts.join(" "));
    Ok(Value::str(&if truthy(&statement) {
        format!("{} {recap_statement}", to_js_string(&statement))
    } else {
        recap_statement
    }))
}

/// `(1) 'request': 'eth_sign', 'personal_sign' for 'eip155'.` for each ability of a resource.
fn resource_sentence(resource: &str, abilities: &Value, counter: &mut usize) -> JsResult<String> {
    // { ability, action } pairs, as strings split at "/" (an action may be undefined).
    let pairs: Vec<Value> = keys(abilities)?
        .iter()
        .map(|name| {
            let mut parts = name.split('/');
            let ability = Value::str(parts.next().unwrap_or(""));
            let action = parts.next().map_or(Value::Undefined, Value::str);
            Value::array(vec![ability, action])
        })
        .collect();
    let action_of = |pair: &Value| opt_get(pair, "1");
    let sorted = sort_by_locale(
        &pairs,
        |pair| {
            let action = action_of(pair);
            action
                .as_str()
                .map(str::to_owned)
                .ok_or_else(|| to_js_string(&action))
        },
        |_| {
            Thrown::TypeError(
                "Cannot read properties of undefined (reading 'localeCompare')".into(),
            )
        },
    )?;
    let mut unique = Object::new();
    for pair in &sorted {
        let ability = to_js_string(&opt_get(pair, "0"));
        let actions = match unique.get(&ability) {
            Some(Value::Array(actions)) => actions.to_vec(),
            _ if truthy(&object_get(&unique, &ability)) => {
                return Err(Thrown::TypeError(format!(
                    "uniqueAbilities[action.ability].push is not a function ({ability})"
                )))
            }
            _ => Vec::new(),
        };
        let mut actions = actions;
        actions.push(action_of(pair));
        unique.insert(&ability, Value::array(actions));
    }
    let abilities: Vec<String> = unique
        .entries()
        .into_iter()
        .map(|(ability, actions)| {
            *counter += 1;
            let actions = join(actions.as_array().unwrap_or(&[]), "', '");
            format!("({counter}) '{ability}': '{actions}' for '{resource}'.")
        })
        .collect();
    Ok(abilities.join(", ").replacen(".,", ".", 1))
}

/// `buildRecapStatement(statement, recap)`: the statement with the sentence of an encoded ReCap.
pub fn build_recap_statement(statement: &Value, recap: &Value) -> JsResult<Value> {
    if !truthy(recap) {
        return Ok(statement.clone());
    }
    let decoded = decode_recap(recap)?;
    format_statement_from_recap(statement, &decoded)
}
