//! Validation exports for the page: the checks sign-client runs on `connect()` and `approve()`, by
//! name, and the strict pairing-URI parser. The other ports stay in `wasm-validate-full`.

use wasm::buffer;

/// Runs `{"fn": name, "args": [...]}` (UTF-8 JSON at `ptr..ptr+len`) for a name of
/// [`wc_validate::dispatch::PAGE_FUNCTIONS`] and writes `{"return": ...}` or
/// `{"throws": {"message": ...}}`. Malformed requests and other names are a STATUS_ERR.
///
/// # Safety
/// `ptr..ptr + len` must be memory the host filled through `alloc`.
#[no_mangle]
pub unsafe extern "C" fn wc_call(ptr: *const u8, len: usize) -> u32 {
    let request = buffer::input(ptr, len);
    buffer::finish(
        wc_validate::dispatch::call_json_in(wc_validate::dispatch::PAGE_FUNCTIONS, request)
            .map(String::into_bytes),
    )
}

/// Parses and validates a pairing URI against `now_seconds` (Unix time); writes the parsed URI
/// as JSON, or a STATUS_ERR with the reason.
///
/// # Safety
/// `ptr..ptr + len` must be memory the host filled through `alloc`.
#[no_mangle]
pub unsafe extern "C" fn wc_parse_uri(ptr: *const u8, len: usize, now_seconds: f64) -> u32 {
    let outcome = std::str::from_utf8(buffer::input(ptr, len))
        .map_err(|_| "pairing URI: not UTF-8".to_string())
        .and_then(|uri| wc_validate::parse_pairing_uri(uri, now_seconds).map_err(|e| e.to_string()))
        .map(|uri| wc_validate::json::to_string(&uri.to_value()).into_bytes());
    buffer::finish(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{result_len, result_ptr};
    use wasm::{STATUS_ERR, STATUS_OK};

    fn call(request: &str) -> (u32, String) {
        let status = unsafe { wc_call(request.as_ptr(), request.len()) };
        let out = unsafe { buffer::input(result_ptr(), result_len()) };
        (status, String::from_utf8(out.to_vec()).unwrap())
    }

    #[test]
    fn runs_the_page_checks_only() {
        assert_eq!(
            call(r#"{"fn":"validateConnect","args":[{"relays":"irn"}]}"#),
            (
                STATUS_OK,
                r#"{"return":{"message":"Missing or invalid. connect() relays: irn","code":5}}"#
                    .into()
            )
        );
        assert_eq!(
            call(r#"{"fn":"parseChainId","args":["eip155:1"]}"#),
            (
                STATUS_ERR,
                r#"wc-validate: unknown function "parseChainId""#.into()
            )
        );
    }
}
