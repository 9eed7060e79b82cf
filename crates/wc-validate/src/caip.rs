//! CAIP-2 chain ids and CAIP-10 account ids, as loosely as the reference reads them.

use crate::js::{self, JsResult};
use crate::json::{Object, Value};

/// `isValidChainId`: a non-blank string with exactly one ':' — "eip155:" and ":1" pass, since
/// the reference only counts the parts.
pub fn is_valid_chain_id(value: &Value) -> bool {
    match value {
        Value::String(s) if js::is_nonblank_string(value) => s.split(':').count() == 2,
        _ => false,
    }
}

/// `isValidAccountId`: exactly two ':' and a non-empty address; the chain part goes through
/// [`is_valid_chain_id`], so ":1:0xabc" passes and ":" separators are all that is checked.
pub fn is_valid_account_id(value: &Value) -> bool {
    let Value::String(s) = value else {
        return false;
    };
    if !js::is_nonblank_string(value) {
        return false;
    }
    let parts: Vec<&str> = s.split(':').collect();
    parts.len() == 3
        && !parts[2].is_empty()
        && is_valid_chain_id(&Value::str(&format!("{}:{}", parts[0], parts[1])))
}

fn part(parts: &[std::rc::Rc<str>], i: usize) -> Value {
    parts
        .get(i)
        .map_or(Value::Undefined, |p| Value::String(p.clone()))
}

/// `parseChainId`: `{ namespace, reference }`, `undefined` for a missing part.
pub fn parse_chain_id(chain: &Value) -> JsResult<Value> {
    let parts = js::split(chain, ":")?;
    Ok(Value::object(Object::from([
        ("namespace", part(&parts, 0)),
        ("reference", part(&parts, 1)),
    ])))
}

/// `parseAccountId`: `{ namespace, reference, address }`.
pub fn parse_account_id(account: &Value) -> JsResult<Value> {
    let parts = js::split(account, ":")?;
    Ok(Value::object(Object::from([
        ("namespace", part(&parts, 0)),
        ("reference", part(&parts, 1)),
        ("address", part(&parts, 2)),
    ])))
}

/// `getChainsFromNamespace`: an inline key ("eip155:1") is its own only chain and the `chains`
/// field is then ignored; otherwise `props.chains || []`, whatever type that is.
pub fn get_chains_from_namespace(namespace: &Value, props: &Value) -> JsResult<Value> {
    if js::includes(namespace, &Value::str(":"))? {
        return Ok(Value::array(vec![namespace.clone()]));
    }
    let chains = js::get(props, "chains")?;
    Ok(if js::truthy(&chains) {
        chains
    } else {
        Value::array(Vec::new())
    })
}

/// `getAccountsChains`: "namespace:reference" of each account, duplicates kept; a missing
/// reference prints as "undefined" (template-literal conversion).
pub fn get_accounts_chains(accounts: &Value) -> JsResult<Vec<Value>> {
    let items = js::array_method(accounts, "forEach")?;
    let mut chains = Vec::with_capacity(items.len());
    for account in items {
        let parts = js::split(account, ":")?;
        let reference = parts.get(1).map_or("undefined", |p| &**p);
        chains.push(Value::str(&format!("{}:{reference}", parts[0])));
    }
    Ok(chains)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chain_ids_only_count_colons() {
        for (id, ok) in [
            ("eip155:1", true),
            ("eip155:", true),
            (":1", true),
            (" : ", true),
        ] {
            assert_eq!(is_valid_chain_id(&Value::str(id)), ok, "{id}");
        }
        for id in ["eip155", "a:b:c", "   ", ""] {
            assert!(!is_valid_chain_id(&Value::str(id)), "{id}");
        }
        assert!(!is_valid_chain_id(&Value::Number(1.0)));
        assert!(is_valid_account_id(&Value::str(":1:0x")));
        assert!(!is_valid_account_id(&Value::str("eip155:1:")));
    }

    #[test]
    fn accounts_chains_keep_duplicates() {
        let accounts = Value::array(vec![
            Value::str("a:1:x"),
            Value::str("a:1:y"),
            Value::str("b"),
        ]);
        let chains = get_accounts_chains(&accounts).unwrap();
        let chains: Vec<_> = chains
            .iter()
            .map(|c| c.as_str().unwrap().to_string())
            .collect();
        assert_eq!(chains, ["a:1", "a:1", "b:undefined"]);
    }
}
