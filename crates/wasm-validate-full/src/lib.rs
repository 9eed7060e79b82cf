//! Every port of `@walletconnect/utils` by name, behind the shared C ABI: the module the Node
//! differential test checks against the reference, function by function. The page never loads
//! it; it loads `wasm-validate`, which runs the same code for the few checks it needs.

use wasm::buffer;

wasm::abi_exports!();

/// Runs `{"fn": name, "args": [...]}` (UTF-8 JSON at `ptr..ptr+len`) for any name of
/// [`wc_validate::dispatch::FUNCTIONS`] and writes `{"return": ...}` or
/// `{"throws": {"message": ...}}`. Malformed requests and unknown names are a STATUS_ERR.
///
/// # Safety
/// `ptr..ptr + len` must be memory the host filled through `alloc`.
#[no_mangle]
pub unsafe extern "C" fn wc_call(ptr: *const u8, len: usize) -> u32 {
    let request = buffer::input(ptr, len);
    buffer::finish(wc_validate::call_json(request).map(String::into_bytes))
}
