//! Built-in prototype members. Data-driven keys (`namespaces[key]`) can land on them — a
//! namespace called "toString" reads `Object.prototype.toString` in the reference — so a miss on
//! an own property must still tell "inherited function" from `undefined`.

use crate::json::Value;

const OBJECT: &[&str] = &[
    "constructor",
    "__defineGetter__",
    "__defineSetter__",
    "hasOwnProperty",
    "__lookupGetter__",
    "__lookupSetter__",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "toString",
    "valueOf",
    "__proto__",
    "toLocaleString",
];

const ARRAY: &[&str] = &[
    "at",
    "concat",
    "copyWithin",
    "fill",
    "find",
    "findIndex",
    "findLast",
    "findLastIndex",
    "lastIndexOf",
    "pop",
    "push",
    "reverse",
    "shift",
    "unshift",
    "slice",
    "sort",
    "splice",
    "includes",
    "indexOf",
    "join",
    "keys",
    "entries",
    "values",
    "forEach",
    "filter",
    "flat",
    "flatMap",
    "map",
    "every",
    "some",
    "reduce",
    "reduceRight",
    "toReversed",
    "toSorted",
    "toSpliced",
    "with",
];

const STRING: &[&str] = &[
    "anchor",
    "at",
    "big",
    "blink",
    "bold",
    "charAt",
    "charCodeAt",
    "codePointAt",
    "concat",
    "endsWith",
    "fontcolor",
    "fontsize",
    "fixed",
    "includes",
    "indexOf",
    "isWellFormed",
    "italics",
    "lastIndexOf",
    "link",
    "localeCompare",
    "match",
    "matchAll",
    "normalize",
    "padEnd",
    "padStart",
    "repeat",
    "replace",
    "replaceAll",
    "search",
    "slice",
    "small",
    "split",
    "strike",
    "sub",
    "substr",
    "substring",
    "sup",
    "startsWith",
    "toWellFormed",
    "trim",
    "trimStart",
    "trimLeft",
    "trimEnd",
    "trimRight",
    "toLocaleLowerCase",
    "toLocaleUpperCase",
    "toLowerCase",
    "toUpperCase",
];

const NUMBER: &[&str] = &["toExponential", "toFixed", "toPrecision"];
const FUNCTION: &[&str] = &["apply", "bind", "call"];

fn lookup(tables: &[&'static [&'static str]], key: &str) -> Value {
    tables
        .iter()
        .flat_map(|t| t.iter())
        .find(|name| **name == key)
        .map_or(Value::Undefined, |name| Value::Function(name))
}

pub fn object(key: &str) -> Value {
    lookup(&[OBJECT], key)
}

pub fn array(key: &str) -> Value {
    lookup(&[ARRAY, OBJECT], key)
}

pub fn string(key: &str) -> Value {
    lookup(&[STRING, OBJECT], key)
}

pub fn number(key: &str) -> Value {
    lookup(&[NUMBER, OBJECT], key)
}

pub fn boolean(key: &str) -> Value {
    lookup(&[OBJECT], key)
}

pub fn function(key: &str) -> Value {
    lookup(&[FUNCTION, OBJECT], key)
}
