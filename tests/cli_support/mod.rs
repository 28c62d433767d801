//! What the `tobit` tests check of a run with bad input, shared by the CLI test files.

use std::process::Output;

/// A run with bad input: exit status 2, nothing on stdout, one line on stderr and no panic;
/// returns that line.
pub fn bad_input_line(out: Output, args: &[&str]) -> String {
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} wrote to stdout");
    let err = String::from_utf8(out.stderr).expect("UTF-8 error");
    assert_eq!(err.lines().count(), 1, "{args:?} wrote {err:?}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// Runs the `tobit` binary with its endgame tables kept in `dir`.
#[allow(dead_code)] // not every test file that includes this module uses it
pub fn tobit_in(args: &[&str], dir: &std::path::Path) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tobit"))
        .args(args)
        .env("TOBIT_EGTB_DIR", dir)
        .output()
        .expect("the tobit binary runs")
}

/// A fresh (removed) directory for one test's tables, named after `name` and this process.
#[allow(dead_code)] // not every test file that includes this module uses it
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tobit-egtb-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The standard output of a successful run with its tables in `dir`.
#[allow(dead_code)] // not every test file that includes this module uses it
pub fn stdout_in(args: &[&str], dir: &std::path::Path) -> String {
    let out = tobit_in(args, dir);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?} failed: {err}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}
