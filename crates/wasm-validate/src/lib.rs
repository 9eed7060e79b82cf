//! The WalletConnect validation module of the WebAssembly core, as the page loads it (only when
//! a WalletConnect wallet is used): the pairing-URI parser and sign-client's checks behind the
//! shared C ABI.
//! Every other port of `@walletconnect/utils` lives in `wasm-validate-full`, for the tests.

wasm::abi_exports!();

mod validate_exports;

pub use validate_exports::*;
