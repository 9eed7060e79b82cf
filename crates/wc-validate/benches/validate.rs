//! `cargo bench -p wc-validate`: µs per call on a typical session (eip155, 3 chains, 3 accounts,
//! 6 methods, 2 events). Prints numbers; never fails on timing.

use std::hint::black_box;
use std::time::Instant;

use wc_validate::json;

const REQUIRED: &str = r#"{"eip155":{"chains":["eip155:1","eip155:137","eip155:42161"],"methods":["eth_sendTransaction","personal_sign"],"events":["chainChanged","accountsChanged"]}}"#;
const NAMESPACES: &str = r#"{"eip155":{"accounts":["eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb","eip155:137:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb","eip155:42161:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb"],"methods":["eth_sendTransaction","personal_sign","eth_signTypedData_v4","eth_sign","wallet_switchEthereumChain","wallet_addEthereumChain"],"events":["chainChanged","accountsChanged"]}}"#;

/// Runs `f` for about half a second and returns µs per call.
fn time(mut f: impl FnMut()) -> f64 {
    for _ in 0..1_000 {
        f();
    }
    let mut iterations = 0u64;
    let started = Instant::now();
    while started.elapsed().as_millis() < 500 {
        for _ in 0..1_000 {
            f();
        }
        iterations += 1_000;
    }
    started.elapsed().as_secs_f64() * 1e6 / iterations as f64
}

fn main() {
    let params = json::parse(
        format!(r#"{{"requiredNamespaces":{REQUIRED},"namespaces":{NAMESPACES}}}"#).as_bytes(),
    )
    .unwrap();
    let request = format!(
        r#"{{"fn":"validateApprove","args":[{{"requiredNamespaces":{REQUIRED},"namespaces":{NAMESPACES}}}]}}"#
    );
    assert_eq!(
        wc_validate::call_json(request.as_bytes()).unwrap(),
        r#"{"return":null}"#
    );
    let uri = "wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300";

    let rows: [(&str, f64); 4] = [
        (
            "validateApprove (values)",
            time(|| {
                black_box(wc_validate::validate_approve(black_box(&params)).unwrap());
            }),
        ),
        (
            "validateApprove (JSON in, JSON out)",
            time(|| {
                black_box(wc_validate::call_json(black_box(request.as_bytes())).unwrap());
            }),
        ),
        (
            "json parse (session request)",
            time(|| {
                black_box(json::parse(black_box(request.as_bytes())).unwrap());
            }),
        ),
        (
            "parse_pairing_uri",
            time(|| {
                black_box(wc_validate::parse_pairing_uri(black_box(uri), 1_700_000_000.0).unwrap());
            }),
        ),
    ];
    println!("wc-validate (native, release)");
    for (name, us) in rows {
        println!("  {name:<40} {us:>8.3} µs/op");
    }
}
