//! `isCacaoBoundToRequest`: does a CACAO answer the request that was actually sent? A valid
//! signature only proves who signed the CACAO's own payload; this binds it to our domain, nonce,
//! URI and chains, and checks its validity window.

use super::did::get_namespaced_did_chain_id;
use super::{host::parse_date, or, strict_equals};
use crate::js::{destructure, get, includes, opt_get, to_js_string, truthy, JsResult};
use crate::json::{Object, Value};

fn verdict(reason: Option<String>) -> Value {
    let mut out = Object::from([("valid", Value::Bool(reason.is_none()))]);
    if let Some(reason) = reason {
        out.set("reason", Value::str(&reason));
    }
    Value::object(out)
}

/// `new Date(value).getTime()`.
pub fn date_time(value: &Value) -> f64 {
    let clip = |n: f64| {
        if n.is_finite() && n.abs() <= 8.64e15 {
            n.trunc() + 0.0
        } else {
            f64::NAN
        }
    };
    match value {
        Value::Undefined => f64::NAN,
        Value::Null => 0.0,
        Value::Bool(b) => f64::from(u8::from(*b)),
        Value::Number(n) => clip(*n),
        other => parse_date(&to_js_string(other)),
    }
}

/// `isCacaoBoundToRequest({ cacao, request })` at `now` (the reference's `Date.now()`, in ms).
pub fn is_cacao_bound_to_request(params: &Value, now: f64) -> JsResult<Value> {
    let cacao = destructure(params, "cacao")?;
    let request = destructure(params, "request")?;
    let payload = destructure(&cacao, "p")?;
    let field = |key: &str| get(&payload, key);
    for key in ["domain", "nonce"] {
        let (got, requested) = (field(key)?, get(&request, key)?);
        if !strict_equals(&got, &requested) {
            return Ok(verdict(Some(format!(
                "{key} mismatch: requested {}, got {}",
                to_js_string(&requested),
                to_js_string(&got)
            ))));
        }
    }
    let expected = or(get(&request, "aud")?, || opt_get(&request, "uri"));
    let received = or(field("aud")?, || opt_get(&payload, "uri"));
    if truthy(&expected) && !strict_equals(&received, &expected) {
        return Ok(verdict(Some(format!(
            "aud mismatch: requested {}, got {}",
            to_js_string(&expected),
            to_js_string(&received)
        ))));
    }
    let chains = get(&request, "chains")?;
    if truthy(&opt_get(&chains, "length")) {
        let issued = get_namespaced_did_chain_id(&field("iss")?)?;
        if !truthy(&issued) || !includes(&chains, &issued)? {
            return Ok(verdict(Some(format!(
                "cacao issued for chain {} which was not requested",
                to_js_string(&issued)
            ))));
        }
    }
    let exp = field("exp")?;
    if truthy(&exp) {
        let time = date_time(&exp);
        if time.is_nan() {
            return Ok(verdict(Some(format!(
                "malformed exp: {}",
                to_js_string(&exp)
            ))));
        }
        if time < now {
            return Ok(verdict(Some("cacao has expired".into())));
        }
    }
    let nbf = field("nbf")?;
    if truthy(&nbf) {
        let time = date_time(&nbf);
        if time.is_nan() {
            return Ok(verdict(Some(format!(
                "malformed nbf: {}",
                to_js_string(&nbf)
            ))));
        }
        if time > now {
            return Ok(verdict(Some("cacao is not yet valid".into())));
        }
    }
    Ok(verdict(None))
}
