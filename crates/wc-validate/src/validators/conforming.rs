//! Does a session answer its proposal? `isConformingNamespaces` and `isSessionCompatible`.

use std::rc::Rc;

use crate::caip::{get_accounts_chains, get_chains_from_namespace};
use crate::errors::{ErrorObject, NON_CONFORMING_NAMESPACES};
use crate::hash::HashSet;
use crate::js::{self, JsResult};
use crate::json::{Object, Value};

/// The reference's private `parseNamespaces`: required namespaces keyed by chain. Inline keys
/// keep their whole value; other keys fan out over `chains` (skipped when nullish).
fn parse_namespaces(required: &Value) -> JsResult<Object> {
    let mut parsed = Object::new();
    for key in js::keys(required)? {
        let namespace = js::get(required, &key)?;
        if key.contains(':') {
            parsed.set(&key, namespace);
            continue;
        }
        let chains = js::get(&namespace, "chains")?;
        if chains.is_nullish() {
            continue;
        }
        for chain in js::array_method(&chains, "forEach")? {
            let entry = Object::from([
                ("methods", js::get(&namespace, "methods")?),
                ("events", js::get(&namespace, "events")?),
            ]);
            parsed.set(&js::to_js_string(chain), Value::object(entry));
        }
    }
    Ok(parsed)
}

/// The reference's private `parseApprovedNamespaces`: session namespaces keyed by the chains of
/// their accounts ("eip155:undefined" for an account without a second part).
fn parse_approved_namespaces(namespaces: &Value) -> JsResult<Object> {
    let mut parsed = Object::new();
    for key in js::keys(namespaces)? {
        let namespace = js::get(namespaces, &key)?;
        if key.contains(':') {
            parsed.set(&key, namespace);
            continue;
        }
        let accounts = js::get(&namespace, "accounts")?;
        let items = accounts.as_array().unwrap_or_default();
        // A repeated chain rebuilds an identical entry in the same slot, so one pass per
        // distinct chain gives the same object.
        for chain in js::dedupe(get_accounts_chains(&accounts)?) {
            let needle = format!("{}:", js::to_js_string(&chain));
            let on_chain = items
                .iter()
                .filter(|a| a.as_str().is_some_and(|a| a.contains(&needle)))
                .cloned()
                .collect();
            let entry = Object::from([
                ("accounts", Value::array(on_chain)),
                ("methods", js::get(&namespace, "methods")?),
                ("events", js::get(&namespace, "events")?),
            ]);
            parsed.set(&js::to_js_string(&chain), Value::object(entry));
        }
    }
    Ok(parsed)
}

/// The reference's private `filterDuplicateNamespaces`: "eip155:1" counts as "eip155".
fn filter_duplicate_namespaces(keys: &[Rc<str>]) -> Vec<Rc<str>> {
    let mut seen = HashSet::default();
    keys.iter()
        .map(|k| match k.split_once(':') {
            Some((namespace, _)) => Rc::from(namespace),
            None => k.clone(),
        })
        .filter(|k| seen.insert(k.clone()))
        .collect()
}

fn is_subset(a: &[Rc<str>], b: &[Rc<str>]) -> bool {
    let b: HashSet<&str> = b.iter().map(|k| &**k).collect();
    a.iter().all(|k| b.contains(&**k))
}

fn non_conforming(message: String) -> Option<ErrorObject> {
    Some(NON_CONFORMING_NAMESPACES.with_context(&message))
}

/// `isConformingNamespaces(requiredNamespaces, namespaces, context)`. Later checks overwrite
/// earlier errors until the per-chain loops, which stop at the first; "overlap" means "every
/// required item is approved".
pub fn is_conforming_namespaces(
    required: &Value,
    namespaces: &Value,
    context: &str,
) -> JsResult<Option<ErrorObject>> {
    let parsed_required = parse_namespaces(required)?;
    let parsed_approved = parse_approved_namespaces(namespaces)?;
    let required_chains = parsed_required.keys();
    let approved_chains = parsed_approved.keys();
    let approved_keys = js::keys(namespaces)?;
    let unique_required = filter_duplicate_namespaces(&js::keys(required)?);
    let unique_approved = filter_duplicate_namespaces(&approved_keys);
    let missing: Vec<Rc<str>> = unique_required
        .into_iter()
        .filter(|k| !unique_approved.contains(k))
        .collect();

    let mut error = None;
    if !missing.is_empty() {
        error = non_conforming(format!(
            "{context} namespaces keys don't satisfy requiredNamespaces.\n      Required: {}\n      Received: {}",
            missing.join(","),
            approved_keys.join(",")
        ));
    }
    if !is_subset(&required_chains, &approved_chains) {
        error = non_conforming(format!(
            "{context} namespaces chains don't satisfy required namespaces.\n      Required: {}\n      Approved: {}",
            required_chains.join(","),
            approved_chains.join(",")
        ));
    }
    // An inline key ("eip155:1") must have an account on exactly that chain.
    for chain in approved_keys.iter().filter(|k| k.contains(':')) {
        if error.is_some() {
            break;
        }
        let accounts = js::get(&js::get(namespaces, chain)?, "accounts")?;
        let chains = get_accounts_chains(&accounts)?;
        if !chains.iter().any(|c| c.as_str() == Some(chain)) {
            error = non_conforming(format!(
                "{context} namespaces accounts don't satisfy namespace accounts for {chain}\n        Required: {chain}\n        Approved: {}",
                js::join(&chains, ",")
            ));
        }
    }
    for chain in &required_chains {
        if error.is_some() {
            break;
        }
        let wanted = js::object_get(&parsed_required, chain);
        let granted = js::object_get(&parsed_approved, chain);
        let (wanted_methods, granted_methods) =
            (js::get(&wanted, "methods")?, js::get(&granted, "methods")?);
        if !js::has_overlap(&wanted_methods, &granted_methods)? {
            error = non_conforming(format!(
                "{context} namespaces methods don't satisfy namespace methods for {chain}"
            ));
            continue;
        }
        let (wanted_events, granted_events) =
            (js::get(&wanted, "events")?, js::get(&granted, "events")?);
        if !js::has_overlap(&wanted_events, &granted_events)? {
            error = non_conforming(format!(
                "{context} namespaces events don't satisfy namespace events for {chain}"
            ));
        }
    }
    Ok(error)
}

/// `isSessionCompatible(session, { requiredNamespaces })`: every required key must be a session
/// key, and every session key must cover its required chains, methods and events. A session key
/// with no required counterpart throws unless it is inline ("eip155:1"), as in the reference.
pub fn is_session_compatible(session: &Value, params: &Value) -> JsResult<bool> {
    let required = js::destructure(params, "requiredNamespaces")?;
    let namespaces = js::get(session, "namespaces")?;
    let session_keys = js::keys(&namespaces)?;
    let params_keys = js::keys(&required)?;
    if !is_subset(&params_keys, &session_keys) {
        return Ok(false);
    }
    let mut compatible = true;
    for key in &session_keys {
        let namespace = js::get(&namespaces, key)?;
        let accounts = js::destructure(&namespace, "accounts")?;
        let methods = js::opt_get(&namespace, "methods");
        let events = js::opt_get(&namespace, "events");
        let chains = Value::array(get_accounts_chains(&accounts)?);
        let wanted = js::get(&required, key)?;
        let wanted_chains = get_chains_from_namespace(&Value::String(key.clone()), &wanted)?;
        if !js::has_overlap(&wanted_chains, &chains)?
            || !js::has_overlap(&js::get(&wanted, "methods")?, &methods)?
            || !js::has_overlap(&js::get(&wanted, "events")?, &events)?
        {
            compatible = false;
        }
    }
    Ok(compatible)
}
