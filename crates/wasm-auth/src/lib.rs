//! The auth module of the WebAssembly core, as the page loads it (only when sign-in goes through
//! WalletConnect's authenticate request): the CACAO and ReCap ports the app runs on every
//! authenticate request and response, behind the shared C ABI. Kept apart from `wasm-validate`,
//! whose size budget has no room for them.

use wasm::buffer;

wasm::abi_exports!();

/// Runs `{"fn": name, "args": [...]}` (UTF-8 JSON at `ptr..ptr+len`) for a name of
/// [`wc_validate::dispatch::AUTH_FUNCTIONS`] and writes `{"return": ...}` or
/// `{"throws": {"message": ...}}`. Malformed requests and other names are a STATUS_ERR.
///
/// # Safety
/// `ptr..ptr + len` must be memory the host filled through `alloc`.
#[no_mangle]
pub unsafe extern "C" fn wc_call(ptr: *const u8, len: usize) -> u32 {
    let request = buffer::input(ptr, len);
    buffer::finish(
        wc_validate::dispatch::call_json_in(wc_validate::dispatch::AUTH_FUNCTIONS, request)
            .map(String::into_bytes),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm::{STATUS_ERR, STATUS_OK};

    fn call(request: &str) -> (u32, String) {
        let status = unsafe { wc_call(request.as_ptr(), request.len()) };
        let out = unsafe { buffer::input(result_ptr(), result_len()) };
        (status, String::from_utf8(out.to_vec()).unwrap())
    }

    #[test]
    fn runs_the_auth_functions_only() {
        assert_eq!(
            call(r#"{"fn":"getNamespacedDidChainId","args":["did:pkh:eip155:1:0xab"]}"#),
            (STATUS_OK, r#"{"return":"eip155:1"}"#.into())
        );
        assert_eq!(
            call(r#"{"fn":"decodeRecap","args":["urn:recap:e30"]}"#),
            (
                STATUS_OK,
                r#"{"throws":{"message":"No `att` property found"}}"#.into()
            )
        );
        assert_eq!(
            call(r#"{"fn":"validateConnect","args":[{}]}"#),
            (
                STATUS_ERR,
                r#"wc-validate: unknown function "validateConnect""#.into()
            )
        );
    }
}
