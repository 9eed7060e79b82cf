//! QR exports. Filled in by the QR issue.
