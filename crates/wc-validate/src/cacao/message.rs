//! The EIP-4361 (Sign-In with Ethereum) message a CACAO's signature covers.

use super::did::{get_did_address, get_did_address_namespace, get_did_chain_id};
use super::or;
use super::recap::{decode_recap, get_recap_from_resources};
use super::statement::format_statement_from_recap;
use crate::js::{
    array_method, get, join, object_get, opt_get, to_js_string, truthy, JsResult, Thrown,
};
use crate::json::{Object, Value};

/// The account kind in the header: `eip155` is "Ethereum", an unknown namespace itself.
fn namespace_name(namespace: &Value) -> String {
    if !truthy(namespace) {
        return String::new();
    }
    let name = to_js_string(namespace);
    let display = match name.as_str() {
        "eip155" => Value::str("Ethereum"),
        "solana" => Value::str("Solana"),
        "bip122" => Value::str("Bitcoin"),
        // The reference's lookup table is a plain object: "toString" finds its prototype's.
        other => object_get(&Object::new(), other),
    };
    match display {
        // Object.prototype's members whose String() is not "function <key>() ...".
        Value::Function("constructor") => "function Object() { [native code] }".into(),
        Value::Function("__proto__") => "[object Object]".into(),
        ref shown if truthy(shown) => to_js_string(shown),
        _ => name,
    }
}

/// `formatMessage(cacao, iss)`: the message, line by line, as the wallet signed it.
pub fn format_message(cacao: &Value, iss: &Value) -> JsResult<Value> {
    let namespace = get_did_address_namespace(iss)?;
    if !truthy(&namespace) {
        return Err(Thrown::Error(format!(
            "Invalid issuer: {}",
            to_js_string(iss)
        )));
    }
    let field = |key: &str| get(cacao, key);
    let header = format!(
        "{} wants you to sign in with your {} account:",
        to_js_string(&field("domain")?),
        namespace_name(&namespace)
    );
    let address = get_did_address(iss)?;
    if !truthy(&field("aud")?) && !truthy(&field("uri")?) {
        return Err(Thrown::Error(
            "Either `aud` or `uri` is required to construct the message".into(),
        ));
    }
    let mut statement = or(field("statement")?, || Value::Undefined);
    let line =
        |label: &str, value: &Value| Value::str(&format!("{label}: {}", to_js_string(value)));
    let optional = |label: &str, value: Value| {
        if truthy(&value) {
            line(label, &value)
        } else {
            Value::Undefined
        }
    };
    let uri = line("URI", &or(field("aud")?, || opt_get(cacao, "uri")));
    let version = line("Version", &field("version")?);
    let chain_id = line("Chain ID", &get_did_chain_id(iss)?);
    let nonce = line("Nonce", &field("nonce")?);
    let issued_at = line("Issued At", &field("iat")?);
    let expiration = optional("Expiration Time", field("exp")?);
    let not_before = optional("Not Before", field("nbf")?);
    let request_id = optional("Request ID", field("requestId")?);
    let resources_value = field("resources")?;
    let resources = if truthy(&resources_value) {
        let items = array_method(&resources_value, "map")?;
        let lines: String = items
            .iter()
            .map(|r| format!("\n- {}", to_js_string(r)))
            .collect();
        Value::str(&format!("Resources:{lines}"))
    } else {
        Value::Undefined
    };
    let recap = get_recap_from_resources(&resources_value)?;
    if truthy(&recap) {
        let decoded = decode_recap(&recap)?;
        statement = format_statement_from_recap(&statement, &decoded)?;
    }
    if truthy(&statement) && to_js_string(&statement).contains(['\r', '\n']) {
        return Err(Thrown::Error(
            "Statement must not contain line breaks (`\\r` or `\\n`)".into(),
        ));
    }
    let lines: Vec<Value> = [
        Value::str(&header),
        address,
        Value::str(""),
        statement,
        Value::str(""),
        uri,
        version,
        chain_id,
        nonce,
        issued_at,
        expiration,
        not_before,
        request_id,
        resources,
    ]
    .into_iter()
    .filter(|v| !v.is_nullish())
    .collect();
    Ok(Value::str(&join(&lines, "\n")))
}
