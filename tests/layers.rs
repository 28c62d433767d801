//! The layers, as the workspace's manifests declare them (`cargo metadata`): each plain crate
//! uses only the crates below it (docs/ARCHITECTURE.md's table), and none of them depends on
//! the web, except through its optional `tsify` feature, which only the web crates turn on
//! (tsify's derive names `wasm_bindgen`, so the types that cross to JS can do so as they are).

use serde_json::Value;
use std::collections::BTreeMap;
use std::process::Command;

/// Each plain crate and the workspace crates it may use.
const LAYERS: [(&str, &[&str]); 10] = [
    ("tobit-rules", &[]),
    ("tobit-clock", &["tobit-rules"]),
    ("tobit-egtb", &["tobit-rules"]),
    ("tobit-ai", &["tobit-rules", "tobit-clock", "tobit-egtb"]),
    ("tobit-view", &["tobit-rules"]),
    ("tobit-link", &["tobit-rules"]),
    ("tobit-tournament", &["tobit-rules"]),
    ("tobit-rating", &["tobit-tournament"]),
    (
        "tobit-training",
        &["tobit-rules", "tobit-clock", "tobit-egtb", "tobit-ai"],
    ),
    (
        "tobit-puzzles",
        &["tobit-rules", "tobit-egtb", "tobit-ai", "tobit-training"],
    ),
];

/// The crates of the web side, which no plain crate may need.
const WEB: [&str; 6] = [
    "wasm-bindgen",
    "web-sys",
    "js-sys",
    "serde-wasm-bindgen",
    "console_error_panic_hook",
    "wasm-bindgen-futures",
];

/// The workspace's packages by name, from `cargo metadata` (no dependency resolution).
fn packages() -> BTreeMap<String, Value> {
    let output = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: Value = serde_json::from_slice(&output.stdout).expect("cargo metadata's JSON");
    metadata["packages"]
        .as_array()
        .expect("a package list")
        .iter()
        .map(|p| (p["name"].as_str().expect("a name").to_string(), p.clone()))
        .collect()
}

/// The normal (not dev or build) dependencies of `package`: name and whether optional.
fn dependencies(package: &Value) -> Vec<(String, bool)> {
    package["dependencies"]
        .as_array()
        .expect("a dependency list")
        .iter()
        .filter(|d| d["kind"].is_null())
        .map(|d| {
            (
                d["name"].as_str().expect("a name").to_string(),
                d["optional"] == true,
            )
        })
        .collect()
}

#[test]
fn each_plain_crate_uses_only_the_layers_below_it() {
    let packages = packages();
    for (name, allowed) in LAYERS {
        let package = packages
            .get(name)
            .unwrap_or_else(|| panic!("{name} is in the workspace"));
        for (dependency, _) in dependencies(package) {
            if dependency.starts_with("tobit-") {
                assert!(
                    allowed.contains(&dependency.as_str()),
                    "{name} uses {dependency}, a crate not below it"
                );
            }
        }
    }
    // Every plain crate of the workspace is in the table (a new one must be placed in it).
    for name in packages
        .keys()
        .filter(|n| n.starts_with("tobit-") && !n.starts_with("tobit-web"))
    {
        let placed = LAYERS.iter().any(|(layer, _)| layer == name) || name == "tobit-cli";
        assert!(placed, "{name} is not in the layers' table");
    }
}

#[test]
fn no_plain_crate_needs_the_web() {
    let packages = packages();
    for (name, _) in LAYERS {
        let package = &packages[name];
        for (dependency, optional) in dependencies(package) {
            if !WEB.contains(&dependency.as_str()) {
                continue;
            }
            assert!(optional, "{name} depends on {dependency}");
            // The optional web dependency comes only with the `tsify` feature.
            let features = package["features"].as_object().expect("a feature map");
            for (feature, enables) in features {
                let enables_it = enables
                    .as_array()
                    .expect("a feature list")
                    .iter()
                    .any(|e| e.as_str() == Some(&format!("dep:{dependency}")));
                assert!(
                    !enables_it || feature == "tsify",
                    "{name}'s feature {feature} turns on {dependency}"
                );
            }
        }
    }
}

#[test]
fn only_the_web_crates_turn_tsify_on() {
    let packages = packages();
    for (name, package) in &packages {
        let asks = package["dependencies"]
            .as_array()
            .expect("a dependency list")
            .iter()
            .any(|d| {
                d["name"].as_str().is_some_and(|n| n.starts_with("tobit-"))
                    && d["features"]
                        .as_array()
                        .is_some_and(|f| f.iter().any(|f| f == "tsify"))
            });
        assert!(
            !asks || name.starts_with("tobit-web"),
            "{name} turns on a plain crate's tsify feature"
        );
    }
}
