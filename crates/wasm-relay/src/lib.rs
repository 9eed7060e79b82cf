//! The relay module of the WebAssembly core: WalletConnect validation behind the shared C ABI,
//! loaded only when a WalletConnect wallet is used.

wasm::abi_exports!();

mod relay_exports;

pub use relay_exports::*;
