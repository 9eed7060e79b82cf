//! Relay exports. Filled in by the relay issue.
