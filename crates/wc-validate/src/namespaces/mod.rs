//! Reading chains, methods and events out of session namespaces, and reshaping proposals.

mod build;
mod normalize;

pub use build::build_approved_namespaces;
pub use normalize::{merge_required_and_optional_namespaces, normalize_namespaces};

use crate::caip::get_accounts_chains;
use crate::js::{self, JsResult};
use crate::json::Value;

/// `getNamespacesChains`: the chains of every namespace's accounts, first occurrence kept.
pub fn get_namespaces_chains(namespaces: &Value) -> JsResult<Value> {
    let mut chains = Vec::new();
    for namespace in js::values(namespaces)? {
        chains.extend(get_accounts_chains(&js::get(&namespace, "accounts")?)?);
    }
    Ok(Value::array(js::dedupe(chains)))
}

/// Every namespace's `field` spread into one list: a string field spreads into characters.
fn spread_field(namespaces: &Value, field: &str) -> JsResult<Vec<Value>> {
    let mut items = Vec::new();
    for namespace in js::values(namespaces)? {
        items.extend(js::spread(&js::get(&namespace, field)?)?);
    }
    Ok(items)
}

/// `getNamespacesMethods`.
pub fn get_namespaces_methods(namespaces: &Value) -> JsResult<Value> {
    Ok(Value::array(js::dedupe(spread_field(
        namespaces, "methods",
    )?)))
}

/// `getNamespacesEvents`.
pub fn get_namespaces_events(namespaces: &Value) -> JsResult<Value> {
    Ok(Value::array(js::dedupe(spread_field(
        namespaces, "events",
    )?)))
}

/// `field` of each namespace that has an account on `chain_id` — only accounts count, the
/// namespace's key and `chains` are never read. Not deduplicated, unlike the getters above.
fn field_for_chain(namespaces: &Value, chain_id: &Value, field: &str) -> JsResult<Value> {
    let mut items = Vec::new();
    for namespace in js::values(namespaces)? {
        let chains = get_accounts_chains(&js::get(&namespace, "accounts")?)?;
        if chains.iter().any(|c| c.same_value_zero(chain_id)) {
            items.extend(js::spread(&js::get(&namespace, field)?)?);
        }
    }
    Ok(Value::array(items))
}

/// `getNamespacesMethodsForChainId`.
pub fn get_namespaces_methods_for_chain_id(
    namespaces: &Value,
    chain_id: &Value,
) -> JsResult<Value> {
    field_for_chain(namespaces, chain_id, "methods")
}

/// `getNamespacesEventsForChainId`.
pub fn get_namespaces_events_for_chain_id(namespaces: &Value, chain_id: &Value) -> JsResult<Value> {
    field_for_chain(namespaces, chain_id, "events")
}
