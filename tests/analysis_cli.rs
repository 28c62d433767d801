//! `tobit analyse` and `tobit review`: the printed lines, the exact table scores, the grades
//! and the errors of bad input.

mod cli_support;

use cli_support::{bad_input_line, stdout_in, temp_dir, tobit_in};
use tobit_ai::review::{BLUNDER, INACCURACY, MISTAKE, REVIEW_NODES};

/// The rank, the score and the moves of one printed line.
fn parse_line(line: &str) -> (usize, String, Vec<String>) {
    let words: Vec<&str> = line.split(' ').collect();
    let rank = words[0].parse().expect("a rank");
    let (score, moves) = match words[1] {
        "draw" => ("draw".to_string(), &words[2..]),
        kind @ ("cp" | "win" | "loss") => {
            let n: i64 = words[2].parse().expect("a number");
            assert!(kind == "cp" || n >= 0, "{line}");
            (format!("{kind} {n}"), &words[3..])
        }
        other => panic!("bad score {other:?} in {line:?}"),
    };
    assert!(!moves.is_empty(), "{line}");
    (rank, score, moves.iter().map(|m| m.to_string()).collect())
}

#[test]
fn analyse_prints_one_ranked_line_per_variation_with_different_first_moves() {
    let dir = temp_dir("analyse-lines");
    let out = stdout_in(
        &[
            "analyse",
            "start",
            "--moves",
            "9-16 29-22",
            "--multipv",
            "3",
            "--depth",
            "4",
        ],
        &dir,
    );
    let lines: Vec<_> = out.lines().map(parse_line).collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines.iter().map(|l| l.0).collect::<Vec<_>>(), vec![1, 2, 3]);
    let mut firsts: Vec<&String> = lines.iter().map(|l| &l.2[0]).collect();
    firsts.dedup();
    assert_eq!(firsts.len(), 3, "{out}");
    assert!(lines.iter().all(|l| l.1.starts_with("cp ")), "{out}");
}

#[test]
fn analyse_on_two_threads_prints_its_lines() {
    let dir = temp_dir("analyse-threads");
    let args = [
        "analyse",
        "start",
        "--multipv",
        "2",
        "--depth",
        "6",
        "--threads",
        "2",
    ];
    let out = stdout_in(&args, &dir);
    let lines: Vec<_> = out.lines().map(parse_line).collect();
    assert_eq!(
        lines.iter().map(|l| l.0).collect::<Vec<_>>(),
        vec![1, 2],
        "{out}"
    );
    assert_ne!(lines[0].2[0], lines[1].2[0], "{out}");
}

#[test]
fn analyse_prints_one_line_per_legal_move_when_there_are_fewer() {
    let dir = temp_dir("analyse-forced");
    let out = stdout_in(
        &["analyse", "W:W16:B23,31", "--multipv", "5", "--depth", "3"],
        &dir,
    );
    assert_eq!(out, "1 win 1 16x30x32\n");
}

#[test]
fn analyse_gives_the_exact_table_value_of_every_line() {
    let dir = temp_dir("analyse-tables");
    let out = stdout_in(&["analyse", "W:WK8,K22:BK15", "--multipv", "3"], &dir);
    let lines: Vec<_> = out.lines().map(parse_line).collect();
    assert_eq!(lines[0].1, "win 5", "{out}");
    assert_eq!(lines[0].2[0], "22-29", "{out}");
    assert_eq!(lines[0].2.len(), 5, "a win in 5 plies: {out}");
    assert!(lines[1..].iter().all(|l| l.1 == "draw"), "{out}");
    let threat = stdout_in(&["analyse", "W:WK8,K22:BK15", "--threat"], &dir);
    assert!(threat.starts_with("1 "), "{threat}");
}

#[test]
fn analyse_refuses_bad_input_with_one_line() {
    let dir = temp_dir("analyse-bad");
    for (args, expected) in [
        (vec!["analyse", "W:W99:B1"], "bad FEN"),
        (
            vec!["analyse", "start", "--moves", "9-16 9-16"],
            "move 2 '9-16'",
        ),
        (vec!["analyse", "start", "--multipv", "0"], "--multipv"),
        (vec!["analyse", "start", "--multipv", "6"], "from 1 to 5"),
        (vec!["analyse", "start", "--threads", "0"], "--threads"),
        (
            vec!["analyse", "start", "--depth", "2", "--nodes", "9"],
            "at most one",
        ),
        (vec!["analyse", "W:W6:B7,8"], "no legal move"),
        (vec!["analyse"], "missing FEN"),
    ] {
        let line = bad_input_line(tobit_in(&args, &dir), &args);
        assert!(line.contains(expected), "{args:?}: {line}");
    }
}

#[test]
fn review_grades_each_move_and_counts_per_side() {
    let dir = temp_dir("review");
    let moves = "9-16 32-25 16-15 30-23 10-9 28-21";
    let out = stdout_in(&["review", "--moves", moves, "--nodes", "20000"], &dir);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 8, "{out}");
    assert!(lines[0].starts_with("1. 9-16 cp "), "{out}");
    assert!(lines[5].starts_with("3... 28-21 cp "), "{out}");
    assert!(lines[5].ends_with("blunder best 25-24"), "{out}");
    assert!(lines[7].starts_with("black inaccuracies ") && lines[7].ends_with(" blunders 1"));
    let bad = ["review", "--moves", "9-16 8-15"];
    let line = bad_input_line(tobit_in(&bad, &dir), &bad);
    assert!(line.contains("move 2 '8-15'"), "{line}");
}

/// One default budget for a review, the app's: `tobit review` without a limit searches
/// `REVIEW_NODES` per position (the same lines as with `--nodes REVIEW_NODES`), and says so.
#[test]
fn review_defaults_to_the_apps_review_nodes() {
    let dir = temp_dir("review-default");
    let moves = "9-16 32-25 16-15 30-23";
    let nodes = REVIEW_NODES.to_string();
    let default = stdout_in(&["review", "--moves", moves], &dir);
    let explicit = stdout_in(&["review", "--moves", moves, "--nodes", &nodes], &dir);
    assert_eq!(default, explicit);
    let help = stdout_in(&["review", "--help"], &dir);
    assert!(
        help.contains(&format!("default --nodes {nodes} per position")),
        "{help}"
    );
}

#[test]
fn review_help_states_the_thresholds_in_use() {
    let dir = temp_dir("review-help");
    let help = stdout_in(&["review", "--help"], &dir);
    for (grade, threshold) in [
        ("inaccuracy", INACCURACY),
        ("mistake", MISTAKE),
        ("blunder", BLUNDER),
    ] {
        let stated = format!("'{grade}' (lost {} %", (threshold * 100.0).round());
        let stated_short = format!("'{grade}' ({} %)", (threshold * 100.0).round());
        assert!(
            help.contains(&stated) || help.contains(&stated_short),
            "{grade}: {help}"
        );
    }
}

#[test]
fn report_gives_each_sides_accuracy_and_its_mistakes_as_text_and_json() {
    let dir = temp_dir("report");
    let pdn = "[Event \"a\"]\n1. 9-16 32-25 2. 16-15 30-23 *\n\n\
               [Event \"b\"]\n1. 9-16 32-25 2. 16-15 30-23 3. 10-9 28-21 *\n";
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pdn");
    std::fs::write(&path, pdn).unwrap();
    let file = path.to_str().unwrap();
    let args = ["report", file, "--game", "2", "--nodes", "20000"];
    let out = stdout_in(&args, &dir);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("white accuracy "), "{out}");
    assert!(lines[1].starts_with("black accuracy "), "{out}");
    assert!(lines[1].ends_with(" blunders 1"), "{out}");
    let blunder = lines
        .iter()
        .find(|l| l.starts_with("3... 28-21 blunder lost "));
    assert!(
        blunder.is_some_and(|l| l.contains(" best 25-24 turning-point")),
        "{out}"
    );
    let accuracy = |line: &str| -> f64 { line.split(' ').nth(2).unwrap().parse().unwrap() };
    assert!(accuracy(lines[1]) < accuracy(lines[0]), "{out}");

    let json_args = ["report", file, "--game", "2", "--nodes", "20000", "--json"];
    let report: serde_json::Value = serde_json::from_str(&stdout_in(&json_args, &dir)).unwrap();
    assert_eq!(report["moves"].as_array().unwrap().len(), 6);
    assert_eq!(report["black"]["blunders"], 1);
    assert_eq!(report["moves"][5]["grade"], "blunder");
    assert_eq!(report["moves"][5]["mistake"], true);
    assert_eq!(
        report["black"]["accuracy"].as_f64(),
        Some(accuracy(lines[1]))
    );

    for (bad, expected) in [
        (
            &["report", file, "--game", "3"][..],
            "no game 3 (the file holds 2)",
        ),
        (
            &["report", file, "--game", "0"][..],
            "--game needs a whole number",
        ),
        (&["report"][..], "give a PDN FILE or --moves"),
        (
            &["report", "--moves", "9-16", "--game", "2"][..],
            "--game needs a PDN FILE",
        ),
    ] {
        let line = bad_input_line(tobit_in(bad, &dir), bad);
        assert!(line.contains(expected), "{bad:?}: {line}");
    }
}
