//! Memory shared with the host: input allocations and the single result buffer. Each module
//! crate exports these under the ABI's names with [`crate::abi_exports`].

use std::alloc::{self, Layout};
use std::cell::RefCell;

use crate::{STATUS_ERR, STATUS_OK};

thread_local! {
    /// Output of the last call. WebAssembly here is single-threaded, so one slot is enough.
    static RESULT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Allocates `len` bytes for the host to write an input into. Returns null for `len == 0`.
pub fn alloc(len: usize) -> *mut u8 {
    if len == 0 {
        return std::ptr::null_mut();
    }
    match Layout::array::<u8>(len) {
        // SAFETY: the layout has a non-zero size.
        Ok(layout) => unsafe { alloc::alloc(layout) },
        Err(_) => std::ptr::null_mut(),
    }
}

/// Frees memory from [`alloc`]; `len` must be the length it was allocated with.
///
/// # Safety
/// `ptr` must come from `alloc(len)` and not have been freed yet.
pub unsafe fn dealloc(ptr: *mut u8, len: usize) {
    if ptr.is_null() || len == 0 {
        return;
    }
    if let Ok(layout) = Layout::array::<u8>(len) {
        alloc::dealloc(ptr, layout);
    }
}

/// Address of the last call's output.
pub fn result_ptr() -> *const u8 {
    RESULT.with(|r| r.borrow().as_ptr())
}

/// Length in bytes of the last call's output.
pub fn result_len() -> usize {
    RESULT.with(|r| r.borrow().len())
}

/// Borrows an input the host wrote at `ptr`.
///
/// # Safety
/// `ptr..ptr + len` must be memory the host filled, alive for the call (or `len == 0`).
pub unsafe fn input<'a>(ptr: *const u8, len: usize) -> &'a [u8] {
    if ptr.is_null() || len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(ptr, len)
    }
}

/// Stores a call's outcome in the result buffer and returns its status.
pub fn finish(outcome: Result<Vec<u8>, String>) -> u32 {
    let (status, bytes) = match outcome {
        Ok(bytes) => (STATUS_OK, bytes),
        Err(message) => (STATUS_ERR, message.into_bytes()),
    };
    RESULT.with(|r| *r.borrow_mut() = bytes);
    status
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finish_keeps_output_until_next_call() {
        assert_eq!(finish(Ok(b"abc".to_vec())), STATUS_OK);
        assert_eq!(result_len(), 3);
        assert_eq!(finish(Err("bad".into())), STATUS_ERR);
        let out = unsafe { input(result_ptr(), result_len()) };
        assert_eq!(out, b"bad");
    }

    #[test]
    fn alloc_roundtrip() {
        let p = alloc(16);
        assert!(!p.is_null());
        unsafe { dealloc(p, 16) };
        assert!(alloc(0).is_null());
    }
}
