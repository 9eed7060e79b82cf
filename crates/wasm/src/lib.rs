//! The WebAssembly core: a plain C ABI over the `qr` and `relay` crates.
//!
//! No wasm-bindgen is available on our machines (see shared/TOOLCHAIN.md), so the boundary is
//! hand-written and deliberately tiny:
//!
//! - The host gets memory for its inputs from [`alloc`] and gives it back with [`dealloc`].
//! - Every other export returns a status: [`STATUS_OK`] or [`STATUS_ERR`]. Its output (on error,
//!   the UTF-8 error message) stays in one result buffer, read through [`result_ptr`] and
//!   [`result_len`] until the next call replaces it.
//!
//! The TypeScript side of this contract is `web/src/core/abi.ts`.

mod buffer;
mod qr_exports;
mod relay_exports;

pub use buffer::{alloc, dealloc, result_len, result_ptr};
pub use qr_exports::*;
pub use relay_exports::*;

/// The call succeeded; the result buffer holds its output.
pub const STATUS_OK: u32 = 0;
/// The call failed; the result buffer holds the UTF-8 error message.
pub const STATUS_ERR: u32 = 1;

/// Writes the core's version (the workspace version) to the result buffer.
#[no_mangle]
pub extern "C" fn core_version() -> u32 {
    buffer::finish(Ok(env!("CARGO_PKG_VERSION").as_bytes().to_vec()))
}
