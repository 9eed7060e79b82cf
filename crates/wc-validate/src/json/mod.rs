//! JSON in and out, and the JavaScript values in between.

mod error;
mod number;
mod read;
mod value;
mod write;

pub use error::{JsonError, JsonErrorKind, Limits};
pub use number::{js_number_to_string, parse_js_number, rust_display};
pub use read::{parse, parse_with};
pub use value::{array_index, Identity, Object, Value};
pub use write::{revive_undefined, to_string, write_string, UNDEFINED_MARKER};
