//! The PDN corpus of `tests/data/pdn/`: `tobit pdn check` prints each file's `.check`, and
//! `tobit pdn format` prints its `.format` (when there is one), which formats to itself and reads
//! back to the same trees.

use std::path::{Path, PathBuf};
use std::process::Command;
use tobit_rules::pdn;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pdn")
}

fn tobit(args: &[&str]) -> (String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_tobit"))
        .args(args)
        .output()
        .unwrap();
    (String::from_utf8(out.stdout).unwrap(), out.status.code())
}

fn pdn_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "the corpus is there");
    files
}

#[test]
fn check_prints_each_files_report() {
    for file in pdn_files() {
        let expected = std::fs::read_to_string(file.with_extension("check")).unwrap();
        let (out, status) = tobit(&["pdn", "check", file.to_str().unwrap()]);
        assert_eq!(out, expected, "{}", file.display());
        let any_error = expected.lines().any(|l| !l.contains(": ok, "));
        assert_eq!(
            status,
            Some(if any_error { 1 } else { 0 }),
            "{}",
            file.display()
        );
    }
}

#[test]
fn format_is_canonical_and_reads_back_to_the_same_trees() {
    let mut formatted = 0;
    for file in pdn_files() {
        let golden = file.with_extension("format");
        let Ok(expected) = std::fs::read_to_string(&golden) else {
            continue;
        };
        formatted += 1;
        let (out, status) = tobit(&["pdn", "format", file.to_str().unwrap()]);
        assert_eq!(
            (out.as_str(), status),
            (expected.as_str(), Some(0)),
            "{}",
            file.display()
        );
        let (again, _) = tobit(&["pdn", "format", golden.to_str().unwrap()]);
        assert_eq!(again, expected, "formatting {} again", golden.display());
        let original = std::fs::read_to_string(&file).unwrap();
        let trees = |text: &str| -> Vec<_> {
            let games = pdn::read_games(text).unwrap();
            games.into_iter().map(|g| g.tree).collect()
        };
        assert_eq!(trees(&expected), trees(&original), "{}", file.display());
    }
    assert!(formatted >= 3);
}

#[test]
fn fifty_games_with_one_error_read_all_the_others() {
    let text = std::fs::read_to_string(corpus().join("fifty-games.pdn")).unwrap();
    let games = pdn::read_games(&text).unwrap();
    assert_eq!(games.len(), 50);
    let bad: Vec<_> = games.iter().filter(|g| g.error.is_some()).collect();
    assert_eq!(bad.len(), 1);
    assert_eq!(bad[0].number, 37);
    assert_eq!(bad[0].tree.plies(), 2, "kept up to the bad move");
    assert!(games.iter().all(|g| g.tree.tag("Event") == Some("Corpus")));
}

#[test]
fn format_refuses_a_file_with_an_error() {
    let file = corpus().join("errors.pdn");
    let out = Command::new(env!("CARGO_BIN_EXE_tobit"))
        .args(["pdn", "format", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("game 2: line 4, column 8"), "{err}");
}
