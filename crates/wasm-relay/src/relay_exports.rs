//! Relay exports: the validation ports by name, and the strict pairing-URI parser.

use wasm::buffer;

/// Runs `{"fn": name, "args": [...]}` (UTF-8 JSON at `ptr..ptr+len`) and writes
/// `{"return": ...}` or `{"throws": {"message": ...}}`. Malformed requests are a STATUS_ERR.
///
/// # Safety
/// `ptr..ptr + len` must be memory the host filled through `alloc`.
#[no_mangle]
pub unsafe extern "C" fn relay_call(ptr: *const u8, len: usize) -> u32 {
    let request = buffer::input(ptr, len);
    buffer::finish(relay::call_json(request).map(String::into_bytes))
}

/// Parses and validates a pairing URI against `now_seconds` (Unix time); writes the parsed URI
/// as JSON, or a STATUS_ERR with the reason.
///
/// # Safety
/// `ptr..ptr + len` must be memory the host filled through `alloc`.
#[no_mangle]
pub unsafe extern "C" fn relay_parse_uri(ptr: *const u8, len: usize, now_seconds: f64) -> u32 {
    let outcome = std::str::from_utf8(buffer::input(ptr, len))
        .map_err(|_| "pairing URI: not UTF-8".to_string())
        .and_then(|uri| relay::parse_pairing_uri(uri, now_seconds).map_err(|e| e.to_string()))
        .map(|uri| relay::json::to_string(&uri.to_value()).into_bytes());
    buffer::finish(outcome)
}
