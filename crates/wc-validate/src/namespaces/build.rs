//! `buildApprovedNamespaces`, the wallet-side helper that answers a proposal.

use crate::js::{self, JsResult, Thrown};
use crate::json::{Object, Value};
use crate::validators::is_conforming_namespaces;

use super::normalize_namespaces;

/// `list.filter(item => test(item))` with a fallible test; the receiver must be an array.
fn filter(list: &Value, mut test: impl FnMut(&Value) -> JsResult<bool>) -> JsResult<Vec<Value>> {
    let mut kept = Vec::new();
    for item in js::array_method(list, "filter")? {
        if test(item)? {
            kept.push(item.clone());
        }
    }
    Ok(kept)
}

/// `chains.map(chain => accounts.filter(a => a.includes(`${chain}:`))).flat()`: a substring test,
/// not a prefix test, so "x-eip155:1:0xab" counts as an account on "eip155:1".
fn accounts_on(chains: &[Value], supported: &Value) -> JsResult<Vec<Value>> {
    let mut accounts = Vec::new();
    for chain in chains {
        let needle = Value::str(&format!("{}:", js::to_js_string(chain)));
        accounts.extend(filter(&js::get(supported, "accounts")?, |a| {
            js::includes(a, &needle)
        })?);
    }
    Ok(accounts)
}

/// Reads the wallet's supported namespaces, checking that every chain has an account.
fn supported_namespaces(supported: &Value) -> JsResult<Object> {
    let mut namespaces = Object::new();
    for namespace in js::keys(supported)? {
        let entry = js::get(supported, &namespace)?;
        let chains = js::get(&entry, "chains")?;
        let methods = js::get(&entry, "methods")?;
        let events = js::get(&entry, "events")?;
        let accounts = js::get(&entry, "accounts")?;
        for chain in js::array_method(&chains, "forEach")? {
            let mut found = false;
            for account in js::array_method(&accounts, "some")? {
                if js::includes(account, chain)? {
                    found = true;
                    break;
                }
            }
            if !found {
                return Err(Thrown::Error(format!(
                    "No accounts provided for chain {} in namespace {namespace}",
                    js::to_js_string(chain)
                )));
            }
        }
        let approved = Object::from([
            ("chains", chains),
            ("methods", methods),
            ("events", events),
            ("accounts", accounts),
        ]);
        namespaces.set(&namespace, Value::object(approved));
    }
    Ok(namespaces)
}

/// `buildApprovedNamespaces({ proposal, supportedNamespaces })`. Throws (as the reference does)
/// when a supported chain has no account or the result would not conform to the proposal.
pub fn build_approved_namespaces(params: &Value) -> JsResult<Value> {
    let proposal = js::destructure(params, "proposal")?;
    let required = js::destructure(&proposal, "requiredNamespaces")?;
    let optional = match js::opt_get(&proposal, "optionalNamespaces") {
        Value::Undefined => Value::object(Object::new()),
        other => other,
    };
    let supported = js::destructure(params, "supportedNamespaces")?;
    let normalized_required = normalize_namespaces(&required)?;
    let normalized_optional = normalize_namespaces(&optional)?;

    let namespaces = Value::object(supported_namespaces(&supported)?);
    if let Some(error) = is_conforming_namespaces(&required, &namespaces, "approve()")? {
        return Err(Thrown::Error(error.message));
    }
    if js::keys(&required)?.is_empty() && js::keys(&optional)?.is_empty() {
        return Ok(namespaces);
    }

    let mut approved = Object::new();
    for namespace in js::keys(&normalized_required)? {
        let wanted = js::opt_get(&normalized_required, &namespace);
        let offered = js::get(&supported, &namespace)?;
        let in_wanted =
            |field: &str, item: &Value| js::optional_includes(&js::opt_get(&wanted, field), item);
        let chains = filter(&js::get(&offered, "chains")?, |c| in_wanted("chains", c))?;
        let methods = filter(&js::get(&offered, "methods")?, |m| in_wanted("methods", m))?;
        let events = filter(&js::get(&offered, "events")?, |e| in_wanted("events", e))?;
        let accounts = accounts_on(&chains, &offered)?;
        let entry = Object::from([
            ("chains", Value::array(chains)),
            ("methods", Value::array(methods)),
            ("events", Value::array(events)),
            ("accounts", Value::array(accounts)),
        ]);
        approved.set(&namespace, Value::object(entry));
    }

    for namespace in js::keys(&normalized_optional)? {
        let offered = js::get(&supported, &namespace)?;
        if !js::truthy(&offered) {
            continue;
        }
        let wanted = js::opt_get(&normalized_optional, &namespace);
        let wanted_chains = js::opt_get(&wanted, "chains");
        let chains_to_add = if wanted_chains.is_nullish() {
            Value::Undefined
        } else {
            let offered_chains = js::get(&offered, "chains")?;
            Value::array(filter(&wanted_chains, |c| {
                js::includes(&offered_chains, c)
            })?)
        };
        let in_wanted =
            |field: &str, item: &Value| js::optional_includes(&js::opt_get(&wanted, field), item);
        let methods = filter(&js::get(&offered, "methods")?, |m| in_wanted("methods", m))?;
        let events = filter(&js::get(&offered, "events")?, |e| in_wanted("events", e))?;
        let accounts = match chains_to_add.as_array() {
            Some(chains) => Value::array(accounts_on(chains, &offered)?),
            None => Value::Undefined,
        };
        let previous = js::object_get(&approved, &namespace);
        let merge =
            |field: &str, add: &Value| js::merge_arrays(&js::opt_get(&previous, field), add);
        let entry = Object::from([
            ("chains", merge("chains", &chains_to_add)?),
            ("methods", merge("methods", &Value::array(methods))?),
            ("events", merge("events", &Value::array(events))?),
            ("accounts", merge("accounts", &accounts)?),
        ]);
        approved.set(&namespace, Value::object(entry));
    }

    for (namespace, values) in js::entries(&Value::object(approved.clone()))? {
        let empty = |field| matches!(js::opt_get(&values, field).as_array(), Some([]));
        if empty("accounts") || empty("chains") {
            approved.remove(&namespace);
        }
    }
    Ok(Value::object(approved))
}
