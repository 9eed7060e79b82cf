//! The modules' allocator. std's default on wasm32 is dlmalloc, about 8 KiB of code; this one is
//! a few hundred bytes and as fast for what the modules do (short-lived buffers and small nodes).
//!
//! Every block has a power-of-two size of at least [`MIN_BLOCK`] bytes and is aligned to its size
//! (up to a page), so any layout whose size and alignment fit a class can use any block of it.
//! Freed blocks go onto their class's free list, a singly linked list threaded through the
//! blocks themselves; new blocks are cut from the end of the heap, which grows by whole pages.
//! Memory never returns to the host (WebAssembly memory cannot shrink) but is reused within a
//! class: at most twice the peak live bytes of each class stay reserved.

use std::alloc::Layout;
use std::ptr;

/// The smallest block: room for the free-list link and a typical small node.
pub const MIN_BLOCK: usize = 16;
const MIN_SHIFT: u32 = MIN_BLOCK.trailing_zeros();
/// Classes from 16 bytes up to 2 GiB: every size a 32-bit memory can hold.
const CLASSES: usize = (usize::BITS - MIN_SHIFT) as usize;
/// WebAssembly's page size, the unit the memory grows by.
pub const PAGE: usize = 65536;

/// Where the heap gets more memory: grows it by `pages` pages and returns the address where
/// the new memory starts, or `None` when the host refuses.
pub trait Grow {
    fn grow(&mut self, pages: usize) -> Option<usize>;
}

/// The allocator's state, apart from where its memory comes from.
pub struct Heap<G> {
    free: [*mut u8; CLASSES],
    /// Next unused address, and the end of the memory obtained so far.
    top: usize,
    end: usize,
    source: G,
}

/// The size class of `layout`, or `None` if no block is large enough.
fn class(layout: Layout) -> Option<usize> {
    let size = layout.size().max(layout.align()).max(MIN_BLOCK);
    let class = (usize::BITS - (size - 1).leading_zeros() - MIN_SHIFT) as usize;
    (class < CLASSES).then_some(class)
}

const fn block_size(class: usize) -> usize {
    MIN_BLOCK << class
}

impl<G: Grow> Heap<G> {
    pub const fn new(source: G) -> Self {
        Heap {
            free: [ptr::null_mut(); CLASSES],
            top: 0,
            end: 0,
            source,
        }
    }

    /// A block for `layout`, or null when memory runs out.
    ///
    /// # Safety
    /// As `GlobalAlloc::alloc`: `layout` has a non-zero size.
    pub unsafe fn alloc(&mut self, layout: Layout) -> *mut u8 {
        let Some(class) = class(layout) else {
            return ptr::null_mut();
        };
        let head = self.free[class];
        if !head.is_null() {
            self.free[class] = head.cast::<*mut u8>().read();
            return head;
        }
        self.carve(block_size(class))
    }

    /// Cuts a new block of `size` bytes from the end of the heap, growing it when needed.
    fn carve(&mut self, size: usize) -> *mut u8 {
        let align = size.min(PAGE);
        // Twice at most: memory that does not continue ours (the first growth, or someone else
        // grew it) starts on a page boundary, where any block fits what was asked for.
        loop {
            let start = self.top.next_multiple_of(align);
            let Some(block_end) = start.checked_add(size) else {
                return ptr::null_mut();
            };
            if block_end <= self.end {
                self.top = block_end;
                return start as *mut u8;
            }
            let pages = (block_end - self.end).div_ceil(PAGE);
            let Some(at) = self.source.grow(pages) else {
                return ptr::null_mut();
            };
            if at != self.end {
                self.top = at;
            }
            self.end = at + pages * PAGE;
        }
    }

    /// Returns a block to its class.
    ///
    /// # Safety
    /// As `GlobalAlloc::dealloc`: `ptr` came from this heap with this `layout`.
    pub unsafe fn dealloc(&mut self, ptr: *mut u8, layout: Layout) {
        if let Some(class) = class(layout) {
            ptr.cast::<*mut u8>().write(self.free[class]);
            self.free[class] = ptr;
        }
    }

    /// Keeps the block when the new size falls in the same class.
    ///
    /// # Safety
    /// As `GlobalAlloc::realloc`.
    pub unsafe fn realloc(&mut self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
        if class(layout) == class(new_layout) {
            return ptr;
        }
        let new = self.alloc(new_layout);
        if !new.is_null() {
            ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
            self.dealloc(ptr, layout);
        }
        new
    }
}

#[cfg(target_arch = "wasm32")]
mod global {
    use std::alloc::{GlobalAlloc, Layout};
    use std::cell::UnsafeCell;

    use super::{Grow, Heap, PAGE};

    /// The module's own linear memory.
    pub struct LinearMemory;

    impl Grow for LinearMemory {
        fn grow(&mut self, pages: usize) -> Option<usize> {
            let previous = core::arch::wasm32::memory_grow(0, pages);
            (previous != usize::MAX).then(|| previous * PAGE)
        }
    }

    pub struct Global(UnsafeCell<Heap<LinearMemory>>);

    // SAFETY: wasm32-unknown-unknown without the atomics feature has a single thread.
    unsafe impl Sync for Global {}

    unsafe impl GlobalAlloc for Global {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            (*self.0.get()).alloc(layout)
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            (*self.0.get()).dealloc(ptr, layout)
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            (*self.0.get()).realloc(ptr, layout, new_size)
        }
    }

    #[global_allocator]
    static GLOBAL: Global = Global(UnsafeCell::new(Heap::new(LinearMemory)));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fake memory inside a native buffer: `pages` pages from an aligned base.
    struct Arena {
        base: usize,
        pages: usize,
        limit: usize,
        _buffer: Vec<u8>,
    }

    impl Arena {
        fn new(limit: usize) -> Self {
            let buffer = vec![0u8; (limit + 1) * PAGE];
            let base = (buffer.as_ptr() as usize).next_multiple_of(PAGE);
            Arena {
                base,
                pages: 0,
                limit,
                _buffer: buffer,
            }
        }
    }

    impl Grow for &mut Arena {
        fn grow(&mut self, pages: usize) -> Option<usize> {
            if self.pages + pages > self.limit {
                return None;
            }
            self.pages += pages;
            Some(self.base + (self.pages - pages) * PAGE)
        }
    }

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn blocks_are_aligned_disjoint_and_reused() {
        let mut arena = Arena::new(64);
        let mut heap = Heap::new(&mut arena);
        let sizes = [1, 16, 17, 100, 4096, 5000, 70_000, 3, 64];
        let blocks: Vec<(*mut u8, Layout)> = sizes
            .iter()
            .map(|&s| {
                let l = layout(s, 8);
                let p = unsafe { heap.alloc(l) };
                assert!(!p.is_null());
                assert_eq!(p as usize % block_size(class(l).unwrap()).min(PAGE), 0);
                unsafe { p.write_bytes(s as u8, s) };
                (p, l)
            })
            .collect();
        for &(p, l) in &blocks {
            let bytes = unsafe { std::slice::from_raw_parts(p, l.size()) };
            assert!(
                bytes.iter().all(|&b| b == l.size() as u8),
                "block of {} overwritten",
                l.size()
            );
        }
        let (p, l) = blocks[3];
        unsafe { heap.dealloc(p, l) };
        assert_eq!(
            unsafe { heap.alloc(layout(120, 4)) },
            p,
            "a freed block serves its class"
        );
    }

    #[test]
    fn alignment_picks_the_class() {
        let mut arena = Arena::new(4);
        let mut heap = Heap::new(&mut arena);
        let p = unsafe { heap.alloc(layout(8, 256)) };
        assert_eq!(p as usize % 256, 0);
    }

    #[test]
    fn realloc_keeps_contents_and_class_local_growth_in_place() {
        let mut arena = Arena::new(16);
        let mut heap = Heap::new(&mut arena);
        let l = layout(20, 1);
        let p = unsafe { heap.alloc(l) };
        unsafe { p.copy_from(b"abcdefghijklmnopqrst".as_ptr(), 20) };
        assert_eq!(
            unsafe { heap.realloc(p, l, 32) },
            p,
            "20 and 32 bytes share a class"
        );
        let q = unsafe { heap.realloc(p, layout(32, 1), 1000) };
        assert_ne!(q, p);
        assert_eq!(
            unsafe { std::slice::from_raw_parts(q, 20) },
            b"abcdefghijklmnopqrst"
        );
    }

    #[test]
    fn running_out_is_a_null_not_a_crash() {
        let mut arena = Arena::new(2);
        let mut heap = Heap::new(&mut arena);
        assert!(!unsafe { heap.alloc(layout(PAGE, 1)) }.is_null());
        assert!(unsafe { heap.alloc(layout(2 * PAGE, 1)) }.is_null());
        assert!(
            !unsafe { heap.alloc(layout(100, 1)) }.is_null(),
            "the rest of the heap still serves"
        );
    }
}
