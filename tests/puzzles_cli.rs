//! `tobit puzzles`: hunting (in games or in table positions) prints a puzzle file, `--verify`
//! passes a good file and fails a broken one (or writes what holds with `--out`), `--merge`
//! writes one ordered set, bad options are one-line errors.

mod cli_support;
use cli_support::tobit;

use std::path::PathBuf;
use tobit_puzzles::{solve, Puzzle, VERIFY};
use tobit_rules::fen;

fn failure_of(args: &[&str]) -> String {
    let out = tobit(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

/// A file in the temporary directory, named for the test that writes it.
fn temp(name: &str, puzzles: &[Puzzle]) -> PathBuf {
    let path = std::env::temp_dir().join(format!("tobit-{}-{name}.json", std::process::id()));
    std::fs::write(&path, serde_json::to_string(puzzles).unwrap()).unwrap();
    path
}

fn shot() -> Puzzle {
    let pos = fen::parse("W:W11,17,25,K37:BK4,8,28,35,36").unwrap();
    Puzzle::new(&pos, &solve(&pos, &VERIFY).unwrap())
}

#[test]
fn hunting_prints_a_puzzle_file() {
    let out = tobit(&["puzzles", "--seed", "5", "--games", "1", "--count", "1"]);
    assert!(out.status.success());
    let found: Vec<Puzzle> = serde_json::from_slice(&out.stdout).expect("a puzzle file");
    assert!(found.len() <= 1);
}

#[test]
fn hunting_in_table_positions_finds_puzzles_of_the_wanted_theme() {
    let out = tobit(&[
        "puzzles",
        "--from-tables",
        "--seed",
        "2",
        "--draws",
        "20000",
        "--theme",
        "wipeout",
        "--count",
        "2",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let found: Vec<Puzzle> = serde_json::from_slice(&out.stdout).expect("a puzzle file");
    assert_eq!(found.len(), 2);
    assert!(found.iter().all(|p| p.theme == "wipeout"), "{found:?}");
}

#[test]
fn verify_with_out_keeps_what_holds_a_rule() {
    let draw = Puzzle {
        id: "p00000001".into(),
        fen: "B:WK37:B18".into(),
        solution: vec!["18-11".into(), "37-4".into(), "11-5".into()],
        rating: 950,
        theme: "promotion".into(),
        alternatives: Vec::new(),
    };
    let input = temp("recheck-in", &[shot(), draw]);
    let kept_path = std::env::temp_dir().join(format!("tobit-{}-kept.json", std::process::id()));
    let out = tobit(&[
        "puzzles",
        "--verify",
        input.to_str().unwrap(),
        "--out",
        kept_path.to_str().unwrap(),
    ]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("p00000001 FAIL: table rule: the tables say draw"),
        "{text}"
    );
    let kept: Vec<Puzzle> =
        serde_json::from_str(&std::fs::read_to_string(&kept_path).unwrap()).unwrap();
    assert_eq!(kept, [shot()]);
    for path in [input, kept_path] {
        std::fs::remove_file(path).unwrap();
    }
}

#[test]
fn verify_passes_a_good_file_and_fails_a_broken_one() {
    let good = temp("good", &[shot()]);
    let out = tobit(&["puzzles", "--verify", good.to_str().unwrap()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}");
    assert!(text.starts_with(&format!("{} ok\n", shot().id)), "{text}");
    assert!(text.contains("1 puzzles, 0 failed"), "{text}");

    let mut broken = shot();
    broken.solution[0] = "17-18".into();
    let bad = temp("bad", &[shot(), broken]);
    let err = failure_of(&["puzzles", "--verify", bad.to_str().unwrap()]);
    assert!(err.contains("1 of 2 puzzles"), "{err}");
    for path in [good, bad] {
        std::fs::remove_file(path).unwrap();
    }
}

#[test]
fn merge_writes_one_ordered_set() {
    let mut easy = shot();
    easy.fen = "W:W11,17,25,K37:BK4,8,28,35".into();
    easy.rating = 100;
    let a = temp("merge-a", &[shot(), easy.clone()]);
    let b = temp("merge-b", &[shot()]);
    let out_path = std::env::temp_dir().join(format!("tobit-{}-merged.json", std::process::id()));
    let out = tobit(&[
        "puzzles",
        "--merge",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
        "--out",
        out_path.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let merged: Vec<Puzzle> =
        serde_json::from_str(&std::fs::read_to_string(&out_path).unwrap()).unwrap();
    assert_eq!(merged, [easy, shot()]);
    let err = failure_of(&["puzzles", "--merge", a.to_str().unwrap()]);
    assert!(err.contains("--out"), "{err}");
    for path in [a, b, out_path] {
        std::fs::remove_file(path).unwrap();
    }
}

#[test]
fn bad_arguments_are_one_line_errors() {
    assert!(failure_of(&["puzzles", "--bogus"]).contains("--bogus"));
    assert!(failure_of(&["puzzles", "--seed", "x"]).contains("x"));
    assert!(failure_of(&["puzzles", "--theme", "fork"]).contains("fork"));
    assert!(failure_of(&["puzzles", "--verify", "/nonexistent/file.json"]).contains("cannot read"));
}
