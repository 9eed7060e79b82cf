//! JavaScript values as the reference sees them after `JSON.parse`.

use std::rc::Rc;

use crate::hash::HashMap;

/// A JavaScript value. Arrays and objects are shared (`Rc`) because the reference passes the same
/// array to several places and `Array.prototype.includes` compares objects by identity.
#[derive(Clone, Debug)]
pub enum Value {
    Undefined,
    Null,
    Bool(bool),
    Number(f64),
    String(Rc<str>),
    Array(Rc<Vec<Value>>),
    Object(Rc<Object>),
    /// A built-in method found on a prototype (e.g. `ns["toString"]`); JSON never holds one.
    Function(&'static str),
}

impl Value {
    pub fn str(s: &str) -> Value {
        Value::String(Rc::from(s))
    }

    pub fn array(items: Vec<Value>) -> Value {
        Value::Array(Rc::new(items))
    }

    pub fn object(object: Object) -> Value {
        Value::Object(Rc::new(object))
    }

    pub fn is_undefined(&self) -> bool {
        matches!(self, Value::Undefined)
    }

    pub fn is_nullish(&self) -> bool {
        matches!(self, Value::Undefined | Value::Null)
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    pub fn as_object(&self) -> Option<&Object> {
        match self {
            Value::Object(object) => Some(object),
            _ => None,
        }
    }

    /// `Array.prototype.includes` / `Set` equality: SameValueZero.
    pub fn same_value_zero(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Undefined, Value::Undefined) | (Value::Null, Value::Null) => true,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Number(a), Value::Number(b)) => a == b || (a.is_nan() && b.is_nan()),
            (Value::String(a), Value::String(b)) => a == b,
            (Value::Array(a), Value::Array(b)) => Rc::ptr_eq(a, b),
            (Value::Object(a), Value::Object(b)) => Rc::ptr_eq(a, b),
            (Value::Function(a), Value::Function(b)) => a == b,
            _ => false,
        }
    }

    /// A hashable stand-in that is equal exactly when [`Value::same_value_zero`] is.
    pub fn identity(&self) -> Identity {
        match self {
            Value::Undefined => Identity::Undefined,
            Value::Null => Identity::Null,
            Value::Bool(b) => Identity::Bool(*b),
            Value::Number(n) if n.is_nan() => Identity::Number(f64::NAN.to_bits()),
            Value::Number(n) => Identity::Number((n + 0.0).to_bits()),
            Value::String(s) => Identity::String(s.clone()),
            Value::Array(a) => Identity::Pointer(Rc::as_ptr(a) as *const u8 as usize),
            Value::Object(o) => Identity::Pointer(Rc::as_ptr(o) as *const u8 as usize),
            Value::Function(name) => Identity::Function(name),
        }
    }
}

/// See [`Value::identity`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Identity {
    Undefined,
    Null,
    Bool(bool),
    Number(u64),
    String(Rc<str>),
    Pointer(usize),
    Function(&'static str),
}

/// Above this many keys an object keeps a hash index, so lookups in big inputs stay O(1).
const INDEX_FROM: usize = 16;

/// A plain object: own properties in insertion order.
#[derive(Clone, Debug, Default)]
pub struct Object {
    entries: Vec<(Rc<str>, Value)>,
    index: Option<HashMap<Rc<str>, usize>>,
    has_index_keys: bool,
}

impl Object {
    pub fn new() -> Object {
        Object::default()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn get(&self, key: &str) -> Option<&Value> {
        self.position(key).map(|i| &self.entries[i].1)
    }

    fn position(&self, key: &str) -> Option<usize> {
        match &self.index {
            Some(index) => index.get(key).copied(),
            None => self.entries.iter().position(|(k, _)| &**k == key),
        }
    }

    /// `obj[key] = value`: an existing key keeps its place, as in JS (and in `JSON.parse` for
    /// duplicate keys). Assigning `__proto__` swaps the prototype in JS and adds no own key; we
    /// keep the "no own key" half of that.
    pub fn set(&mut self, key: &str, value: Value) {
        if key == "__proto__" {
            return;
        }
        self.insert(key, value);
    }

    /// Defines an own property even for `__proto__` (what `JSON.parse` does).
    pub fn insert(&mut self, key: &str, value: Value) {
        if let Some(i) = self.position(key) {
            self.entries[i].1 = value;
            return;
        }
        let key: Rc<str> = Rc::from(key);
        self.has_index_keys |= array_index(&key).is_some();
        if let Some(index) = &mut self.index {
            index.insert(key.clone(), self.entries.len());
        } else if self.entries.len() >= INDEX_FROM {
            let mut index: HashMap<Rc<str>, usize> = self
                .entries
                .iter()
                .enumerate()
                .map(|(i, (k, _))| (k.clone(), i))
                .collect();
            index.insert(key.clone(), self.entries.len());
            self.index = Some(index);
        }
        self.entries.push((key, value));
    }

    /// `delete obj[key]`.
    pub fn remove(&mut self, key: &str) {
        if let Some(i) = self.position(key) {
            self.entries.remove(i);
            if self.index.is_some() {
                self.index = Some(
                    self.entries
                        .iter()
                        .enumerate()
                        .map(|(i, (k, _))| (k.clone(), i))
                        .collect(),
                );
            }
        }
    }

    /// Own entries in `Object.keys` order: integer-like keys ascending, then the rest in insertion
    /// order (ECMA-262 OrdinaryOwnPropertyKeys). The reference's output order depends on it.
    pub fn entries(&self) -> Vec<(&Rc<str>, &Value)> {
        let all = self.entries.iter().map(|(k, v)| (k, v));
        if !self.has_index_keys {
            return all.collect();
        }
        // Keys are unique, so are their indices: any sort gives the one order.
        let mut indexed: Vec<(u32, (&Rc<str>, &Value))> = all
            .clone()
            .filter_map(|e| array_index(e.0).map(|i| (i, e)))
            .collect();
        heap_sort(&mut indexed);
        let mut out: Vec<(&Rc<str>, &Value)> = indexed.into_iter().map(|(_, e)| e).collect();
        out.extend(all.filter(|e| array_index(e.0).is_none()));
        out
    }

    pub fn keys(&self) -> Vec<Rc<str>> {
        self.entries().into_iter().map(|(k, _)| k.clone()).collect()
    }
}

/// Sorts by the `u32` keys in place: O(n log n), and a few dozen instructions where the
/// standard library's sorts take kilobytes of WebAssembly per element type.
fn heap_sort<T>(items: &mut [(u32, T)]) {
    fn sift_down<T>(items: &mut [(u32, T)], mut root: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= items.len() {
                return;
            }
            if child + 1 < items.len() && items[child + 1].0 > items[child].0 {
                child += 1;
            }
            if items[root].0 >= items[child].0 {
                return;
            }
            items.swap(root, child);
            root = child;
        }
    }
    for root in (0..items.len() / 2).rev() {
        sift_down(items, root);
    }
    for end in (1..items.len()).rev() {
        items.swap(0, end);
        sift_down(&mut items[..end], 0);
    }
}

/// The value of a canonical array-index key ("0", "17", never "01"), below 2^32 - 1.
pub fn array_index(key: &str) -> Option<u32> {
    let bytes = key.as_bytes();
    if bytes.is_empty() || bytes.len() > 10 || !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    if bytes.len() > 1 && bytes[0] == b'0' {
        return None;
    }
    key.parse::<u64>()
        .ok()
        .filter(|&n| n < u32::MAX as u64)
        .map(|n| n as u32)
}

impl<const N: usize> From<[(&str, Value); N]> for Object {
    fn from(entries: [(&str, Value); N]) -> Object {
        let mut object = Object::new();
        for (k, v) in entries {
            object.set(k, v);
        }
        object
    }
}
