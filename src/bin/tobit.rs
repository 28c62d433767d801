//! The `tobit` command-line tool; everything it does lives in `tobit::cli`.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    tobit::cli::main(std::env::args_os().skip(1))
}

/// The CLI does not exist in the wasm build; this stub only lets `cargo test --target wasm32`
/// build the crate's binaries alongside the browser test suites.
#[cfg(target_arch = "wasm32")]
fn main() {}
