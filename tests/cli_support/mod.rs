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
