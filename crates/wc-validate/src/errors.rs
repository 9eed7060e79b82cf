//! The reference's error catalogue (`SDK_ERRORS`, `INTERNAL_ERRORS`) and its message rule.

use crate::js::{self, JsResult, Thrown};
use crate::json::{Object, Value};

/// One catalogue entry: the reference's key, message and code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErrorEntry {
    pub key: &'static str,
    pub message: &'static str,
    pub code: u32,
}

/// Declares each entry as a constant (so call sites cannot misspell a key) and the table that
/// lists them in the reference's order.
macro_rules! catalogue {
    ($table:ident: $($key:ident = ($message:literal, $code:literal),)*) => {
        $(pub const $key: ErrorEntry = ErrorEntry { key: stringify!($key), message: $message, code: $code };)*
        pub const $table: &[ErrorEntry] = &[$($key),*];
    };
}

catalogue! { SDK_ERRORS:
    INVALID_METHOD = ("Invalid method.", 1001),
    INVALID_EVENT = ("Invalid event.", 1002),
    INVALID_UPDATE_REQUEST = ("Invalid update request.", 1003),
    INVALID_EXTEND_REQUEST = ("Invalid extend request.", 1004),
    INVALID_SESSION_SETTLE_REQUEST = ("Invalid session settle request.", 1005),
    UNAUTHORIZED_METHOD = ("Unauthorized method.", 3001),
    UNAUTHORIZED_EVENT = ("Unauthorized event.", 3002),
    UNAUTHORIZED_UPDATE_REQUEST = ("Unauthorized update request.", 3003),
    UNAUTHORIZED_EXTEND_REQUEST = ("Unauthorized extend request.", 3004),
    USER_REJECTED = ("User rejected.", 5000),
    USER_REJECTED_CHAINS = ("User rejected chains.", 5001),
    USER_REJECTED_METHODS = ("User rejected methods.", 5002),
    USER_REJECTED_EVENTS = ("User rejected events.", 5003),
    UNSUPPORTED_CHAINS = ("Unsupported chains.", 5100),
    UNSUPPORTED_METHODS = ("Unsupported methods.", 5101),
    UNSUPPORTED_EVENTS = ("Unsupported events.", 5102),
    UNSUPPORTED_ACCOUNTS = ("Unsupported accounts.", 5103),
    UNSUPPORTED_NAMESPACE_KEY = ("Unsupported namespace key.", 5104),
    USER_DISCONNECTED = ("User disconnected.", 6000),
    SESSION_SETTLEMENT_FAILED = ("Session settlement failed.", 7000),
    WC_METHOD_UNSUPPORTED = ("Unsupported wc_ method.", 10001),
}

catalogue! { INTERNAL_ERRORS:
    NOT_INITIALIZED = ("Not initialized.", 1),
    NO_MATCHING_KEY = ("No matching key.", 2),
    RESTORE_WILL_OVERRIDE = ("Restore will override.", 3),
    RESUBSCRIBED = ("Resubscribed.", 4),
    MISSING_OR_INVALID = ("Missing or invalid.", 5),
    EXPIRED = ("Expired.", 6),
    UNKNOWN_TYPE = ("Unknown type.", 7),
    MISMATCHED_TOPIC = ("Mismatched topic.", 8),
    NON_CONFORMING_NAMESPACES = ("Non conforming namespaces.", 9),
}

/// A `{ message, code }` error object as the validators return it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ErrorObject {
    pub message: String,
    pub code: u32,
}

impl ErrorObject {
    pub fn to_value(&self) -> Value {
        Value::object(Object::from([
            ("message", Value::str(&self.message)),
            ("code", Value::Number(f64::from(self.code))),
        ]))
    }
}

/// The validators' `ErrorObject | null` as a JS value.
pub fn error_or_null(error: Option<ErrorObject>) -> Value {
    error.map_or(Value::Null, |e| e.to_value())
}

impl ErrorEntry {
    /// The reference's rule, `context ? `${message} ${context}` : message`, for a string context.
    pub fn with_context(self, context: &str) -> ErrorObject {
        let message = if context.is_empty() {
            self.message.to_string()
        } else {
            format!("{} {context}", self.message)
        };
        ErrorObject {
            message,
            code: self.code,
        }
    }
}

/// `getSdkError(key, context)` on arbitrary JS values.
pub fn get_sdk_error(key: &Value, context: &Value) -> JsResult<Value> {
    lookup(SDK_ERRORS, "SDK_ERRORS", key, context)
}

/// `getInternalError(key, context)` on arbitrary JS values.
pub fn get_internal_error(key: &Value, context: &Value) -> JsResult<Value> {
    lookup(INTERNAL_ERRORS, "INTERNAL_ERRORS", key, context)
}

/// `const { message, code } = TABLE[key]` then the context rule. A key that names an
/// `Object.prototype` member (e.g. "toString") finds a function there, so message and code are
/// `undefined` rather than a throw.
fn lookup(table: &[ErrorEntry], name: &str, key: &Value, context: &Value) -> JsResult<Value> {
    let key = js::to_js_string(key);
    let (message, code) = match table.iter().find(|e| e.key == key) {
        Some(e) => (Value::str(e.message), Value::Number(f64::from(e.code))),
        None => match js::opt_get(&Value::object(Object::new()), &key) {
            Value::Undefined => {
                return Err(Thrown::TypeError(format!(
                    "Cannot destructure property 'message' of '{name}[key]' as it is undefined."
                )))
            }
            _ => (Value::Undefined, Value::Undefined),
        },
    };
    let message = if js::truthy(context) {
        Value::str(&format!(
            "{} {}",
            js::to_js_string(&message),
            js::to_js_string(context)
        ))
    } else {
        message
    };
    Ok(Value::object(Object::from([
        ("message", message),
        ("code", code),
    ])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_have_unique_keys_and_codes() {
        for table in [SDK_ERRORS, INTERNAL_ERRORS] {
            for (i, a) in table.iter().enumerate() {
                for b in &table[i + 1..] {
                    assert_ne!(a.key, b.key);
                    assert_ne!(a.code, b.code);
                }
            }
        }
        assert_eq!(SDK_ERRORS.len(), 21);
        assert_eq!(INTERNAL_ERRORS.len(), 9);
    }

    #[test]
    fn context_rule() {
        assert_eq!(USER_REJECTED.with_context("").message, "User rejected.");
        assert_eq!(EXPIRED.with_context("x").message, "Expired. x");
        let v = get_sdk_error(&Value::str("USER_REJECTED"), &Value::Number(0.0)).unwrap();
        assert_eq!(
            crate::json::to_string(&v),
            r#"{"message":"User rejected.","code":5000}"#
        );
        let v = get_sdk_error(&Value::str("toString"), &Value::str("x")).unwrap();
        assert_eq!(
            crate::json::to_string(&v),
            r#"{"message":"undefined x","code":{"$undefined":true}}"#
        );
        assert!(get_internal_error(&Value::str("NOPE"), &Value::Undefined).is_err());
    }
}
