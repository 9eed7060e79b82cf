//! The CACAO ports by the reference's names, for [`crate::dispatch`]: every one for the
//! conformance CLI and the differential test, and the few the app calls for the auth module.

use super::*;
use crate::js::{Function, JsResult};
use crate::json::Value;

fn arg(args: &[Value], i: usize) -> &Value {
    args.get(i).unwrap_or(&Value::Undefined)
}

fn text(result: JsResult<String>) -> JsResult<Value> {
    result.map(|s| Value::str(&s))
}

fn strings(result: JsResult<Vec<std::rc::Rc<str>>>) -> JsResult<Value> {
    result.map(|keys| Value::array(keys.into_iter().map(Value::String).collect()))
}

fn populate(a: &[Value]) -> JsResult<Value> {
    populate_auth_payload(arg(a, 0))
}

/// `now` is the reference's `Date.now()`, passed in so that both sides see the same clock.
fn bound(a: &[Value]) -> JsResult<Value> {
    is_cacao_bound_to_request(arg(a, 0), to_number(arg(a, 1)))
}

fn message(a: &[Value]) -> JsResult<Value> {
    format_message(arg(a, 0), arg(a, 1))
}

fn recap_from_resources(a: &[Value]) -> JsResult<Value> {
    get_recap_from_resources(arg(a, 0))
}

fn decode(a: &[Value]) -> JsResult<Value> {
    decode_recap(arg(a, 0))
}

fn validate(a: &[Value]) -> JsResult<Value> {
    is_valid_recap(arg(a, 0)).map(|()| Value::Undefined)
}

fn methods(a: &[Value]) -> JsResult<Value> {
    get_methods_from_recap(arg(a, 0))
}

fn chains(a: &[Value]) -> JsResult<Value> {
    get_chains_from_recap(arg(a, 0))
}

fn address(a: &[Value]) -> JsResult<Value> {
    get_did_address(arg(a, 0))
}

fn namespaced_chain(a: &[Value]) -> JsResult<Value> {
    get_namespaced_did_chain_id(arg(a, 0))
}

/// What the app runs on authenticate requests and responses (crates/wasm-auth).
pub const AUTH_FUNCTIONS: &[(&str, Function)] = &[
    ("populateAuthPayload", populate),
    ("isCacaoBoundToRequest", bound),
    ("formatMessage", message),
    ("getRecapFromResources", recap_from_resources),
    ("decodeRecap", decode),
    ("isValidRecap", validate),
    ("getMethodsFromRecap", methods),
    ("getChainsFromRecap", chains),
    ("getDidAddress", address),
    ("getNamespacedDidChainId", namespaced_chain),
];

/// The other CACAO ports, for the CLI and the differential test.
pub const MORE_FUNCTIONS: &[(&str, Function)] = &[
    ("getDidAddressSegments", |a| {
        get_did_address_segments(arg(a, 0))
    }),
    ("getDidChainId", |a| get_did_chain_id(arg(a, 0))),
    ("getDidAddressNamespace", |a| {
        get_did_address_namespace(arg(a, 0))
    }),
    ("getDecodedRecapFromResources", |a| {
        get_decoded_recap_from_resources(arg(a, 0))
    }),
    ("getRecapResource", |a| {
        strings(get_recap_resource(arg(a, 0), arg(a, 1)))
    }),
    ("getRecapAbilitiesFromResource", |a| {
        get_recap_abilities_from_resource(arg(a, 0))
    }),
    ("getReCapActions", |a| get_re_cap_actions(arg(a, 0))),
    ("base64Encode", |a| text(base64_encode(arg(a, 0)))),
    ("base64Decode", |a| base64_decode(arg(a, 0))),
    ("createRecap", |a| {
        create_recap(arg(a, 0), arg(a, 1), arg(a, 2), arg(a, 3))
    }),
    ("addResourceToRecap", |a| {
        add_resource_to_recap(arg(a, 0), arg(a, 1), arg(a, 2))
    }),
    ("assignAbilityToActions", |a| {
        assign_ability_to_actions(arg(a, 0), arg(a, 1), arg(a, 2))
    }),
    ("encodeRecap", |a| text(encode_recap(arg(a, 0)))),
    ("createEncodedRecap", |a| {
        text(create_encoded_recap(arg(a, 0), arg(a, 1), arg(a, 2)))
    }),
    ("isRecap", |a| is_recap(arg(a, 0))),
    ("mergeEncodedRecaps", |a| {
        text(merge_encoded_recaps(arg(a, 0), arg(a, 1)))
    }),
    ("mergeRecaps", |a| merge_recaps(arg(a, 0), arg(a, 1))),
    ("formatStatementFromRecap", |a| {
        format_statement_from_recap(arg(a, 0), arg(a, 1))
    }),
    ("buildRecapStatement", |a| {
        build_recap_statement(arg(a, 0), arg(a, 1))
    }),
    ("getCommonValuesInArrays", |a| {
        get_common_values_in_arrays(arg(a, 0), arg(a, 1)).map(Value::array)
    }),
];
