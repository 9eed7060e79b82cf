//! WalletConnect v2 relay validation. Filled in by the relay issue.
