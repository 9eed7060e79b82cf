//! Reference behaviours that look like bugs and are matched on purpose.

use wc_validate::call_json;

fn run(request: &str) -> String {
    call_json(request.as_bytes()).unwrap()
}

#[test]
fn overlap_is_a_subset_test() {
    let approve = |required: &str, methods: &str| {
        run(&format!(
            r#"{{"fn":"validateApprove","args":[{{"requiredNamespaces":{{"eip155":{{"chains":["eip155:1"],"methods":{required},"events":[]}}}},"namespaces":{{"eip155":{{"accounts":["eip155:1:0xab"],"methods":{methods},"events":[]}}}}}}]}}"#
        ))
    };
    assert_eq!(approve(r#"["a"]"#, r#"["a","b"]"#), r#"{"return":null}"#);
    assert_eq!(
        approve(r#"["a","c"]"#, r#"["a","b"]"#),
        r#"{"return":{"message":"Non conforming namespaces. approve() namespaces methods don't satisfy namespace methods for eip155:1","code":9}}"#
    );
}

#[test]
fn inline_key_approves_only_its_own_chain() {
    let out = run(
        r#"{"fn":"isConformingNamespaces","args":[{"eip155:1":{"methods":[],"events":[]}},{"eip155:1":{"accounts":["eip155:2:0xab"],"methods":[],"events":[]}},"approve()"]}"#,
    );
    assert!(out.contains("Required: eip155:1"), "{out}");
    assert!(out.contains("Approved: eip155:2"), "{out}");
}

#[test]
fn session_chains_field_is_never_read() {
    let out = run(
        r#"{"fn":"isValidNamespaces","args":[{"eip155":{"chains":"nonsense","accounts":["eip155:1:0x"],"methods":[],"events":[]}},"x"]}"#,
    );
    assert_eq!(out, r#"{"return":null}"#);
}

#[test]
fn trim_and_number_formatting_show_in_messages() {
    let out = run(
        r#"{"fn":"isValidRequiredNamespaces","args":[{"eip155":{"chains":[1e21],"methods":["\ufeff"],"events":[]}},"connect()","requiredNamespaces"]}"#,
    );
    assert_eq!(
        out,
        r#"{"return":{"message":"Unsupported chains. connect() requiredNamespaces, chain 1e+21 should be a string and conform to \"namespace:chainId\" format","code":5100}}"#
    );
}

#[test]
fn integer_like_keys_come_first() {
    let out = run(
        r#"{"fn":"normalizeNamespaces","args":[{"eip155":{"chains":["eip155:1"]},"7":{"chains":["7:1"]}}]}"#,
    );
    assert!(out.starts_with(r#"{"return":{"7":"#), "{out}");
}

#[test]
fn build_approved_namespaces_throws_like_the_reference() {
    let out = run(
        r#"{"fn":"buildApprovedNamespaces","args":[{"proposal":{"requiredNamespaces":{}},"supportedNamespaces":{"eip155":{"chains":["eip155:1"],"methods":[],"events":[],"accounts":[]}}}]}"#,
    );
    assert_eq!(
        out,
        r#"{"throws":{"message":"No accounts provided for chain eip155:1 in namespace eip155"}}"#
    );
}

#[test]
fn relays_only_the_last_verdict_counts() {
    assert_eq!(
        run(r#"{"fn":"isValidRelays","args":[[{"protocol":1},{}],false]}"#),
        r#"{"return":true}"#
    );
}

#[test]
fn unknown_functions_and_bad_requests_are_errors() {
    assert!(call_json(br#"{"fn":"nope","args":[]}"#)
        .unwrap_err()
        .contains("unknown function"));
    assert!(call_json(br#"{"args":[]}"#).is_err());
    assert!(call_json(br#"{"fn":"isValidChainId","args":{}}"#).is_err());
}
