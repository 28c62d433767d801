//! What the CLI test files share: running the `tobit` binary, and what they check of a run
//! that succeeds or of a run with bad input.
#![allow(dead_code)] // not every test file that includes this module uses all of it

use std::process::{Command, Output};

/// Runs the `tobit` binary with `args`.
pub fn tobit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tobit"))
        .args(args)
        .output()
        .expect("the tobit binary runs")
}

/// The standard output of a run that must succeed, writing nothing on stderr.
pub fn stdout_of(args: &[&str]) -> String {
    let out = tobit(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?} failed: {err}");
    assert!(out.stderr.is_empty(), "{args:?} wrote to stderr: {err}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// The exit status, standard output and standard error of a run with endgame tables of its own
/// (a file another build left in the shared cache would be refused and named on stderr), in a
/// folder named after `name` and this process.
pub fn run_with_own_tables(name: &str, args: &[&str]) -> (i32, String, String) {
    let tables = std::env::temp_dir().join(format!("tobit-{name}-egtb-{}", std::process::id()));
    let out = tobit_in(args, &tables);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

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
pub fn tobit_in(args: &[&str], dir: &std::path::Path) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tobit"))
        .args(args)
        .env("TOBIT_EGTB_DIR", dir)
        .output()
        .expect("the tobit binary runs")
}

/// A fresh (removed) directory for one test's tables, named after `name` and this process.
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tobit-egtb-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The standard output of a successful run with its tables in `dir`.
pub fn stdout_in(args: &[&str], dir: &std::path::Path) -> String {
    let out = tobit_in(args, dir);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?} failed: {err}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// A fresh folder of its own for one test, named after `tag` and this process.
pub fn folder(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tobit-test-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The path of `name` in `dir`, as a string.
pub fn path(dir: &std::path::Path, name: &str) -> String {
    dir.join(name).to_str().expect("a UTF-8 path").to_owned()
}
