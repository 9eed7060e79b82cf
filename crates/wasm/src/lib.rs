//! The C ABI shared by the WebAssembly core's modules (`wasm-qr`, `wasm-validate`).
//!
//! No wasm-bindgen is available on our machines (see shared/TOOLCHAIN.md), so the boundary is
//! hand-written and deliberately tiny:
//!
//! - The host gets memory for its inputs from `alloc` and gives it back with `dealloc`.
//! - Every other export returns a status: [`STATUS_OK`] or [`STATUS_ERR`]. Its output (on error,
//!   the UTF-8 error message) stays in one result buffer, read through `result_ptr` and
//!   `result_len` until the next call replaces it.
//!
//! The core is two modules so a page that only shows QR codes never downloads the WalletConnect
//! validation, which is most of the code. The TypeScript side of this contract is
//! `web/kit/wasm/abi.ts`.

pub mod buffer;
pub mod heap;

/// The call succeeded; the result buffer holds its output.
pub const STATUS_OK: u32 = 0;
/// The call failed; the result buffer holds the UTF-8 error message.
pub const STATUS_ERR: u32 = 1;

/// The core's version (the workspace version), as every module reports it.
pub fn core_version() -> u32 {
    buffer::finish(Ok(env!("CARGO_PKG_VERSION").as_bytes().to_vec()))
}

/// Defines the ABI's common exports in a module crate: `alloc`, `dealloc`, `result_ptr`,
/// `result_len` and `core_version`. A macro, because `#[no_mangle]` exports must be defined in
/// the cdylib itself to be exported from it.
#[macro_export]
macro_rules! abi_exports {
    () => {
        /// Allocates `len` bytes for the host to write an input into.
        #[no_mangle]
        pub extern "C" fn alloc(len: usize) -> *mut u8 {
            $crate::buffer::alloc(len)
        }

        /// Frees memory from `alloc`.
        ///
        /// # Safety
        /// `ptr` must come from `alloc(len)` and not have been freed yet.
        #[no_mangle]
        pub unsafe extern "C" fn dealloc(ptr: *mut u8, len: usize) {
            $crate::buffer::dealloc(ptr, len)
        }

        /// Address of the last call's output.
        #[no_mangle]
        pub extern "C" fn result_ptr() -> *const u8 {
            $crate::buffer::result_ptr()
        }

        /// Length in bytes of the last call's output.
        #[no_mangle]
        pub extern "C" fn result_len() -> usize {
            $crate::buffer::result_len()
        }

        /// Writes the core's version to the result buffer.
        #[no_mangle]
        pub extern "C" fn core_version() -> u32 {
            $crate::core_version()
        }
    };
}
