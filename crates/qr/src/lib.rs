//! QR Code Model 2 encoder (ISO/IEC 18004). Filled in by the QR issue.
