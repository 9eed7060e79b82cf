//! The QR module of the WebAssembly core: the `qr` crate behind the shared C ABI.

wasm::abi_exports!();

mod qr_exports;

pub use qr_exports::*;
