//! The AI commands of the `tobit` binary: best, match, bench.

mod cli_support;

/// Runs `tobit` with endgame tables of this test file's own.
fn tobit(args: &[&str]) -> (i32, String, String) {
    cli_support::run_with_own_tables("ai-cli", args)
}

use tobit_rules::Position;

#[test]
fn best_prints_info_lines_then_a_legal_move_alone() {
    let (code, out, _) = tobit(&["best", "start", "--depth", "5"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6, "{out}");
    assert!(lines[4].starts_with("info depth 5 score "), "{out}");
    let legal: Vec<String> = Position::start()
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert!(legal.contains(&lines[5].to_string()), "{out}");
}

#[test]
fn best_rejects_bad_input_with_one_line() {
    for args in [
        &["best", "start", "--depth", "0"][..],
        &["best", "start", "--level", "9"],
        &["best", "start", "--depth", "3", "--nodes", "5"],
        &["best", "W:W99:B1"],
        &["best"],
        &["best", "W:W:B30"],
    ] {
        let (code, out, err) = tobit(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn match_reports_every_game_and_the_total() {
    let (code, out, err) = tobit(&[
        "match",
        "--white",
        "depth=3",
        "--black",
        "material4",
        "--games",
        "2",
        "--seed",
        "3",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines[0].starts_with("game 1 white=A result "), "{out}");
    assert!(lines[1].starts_with("game 2 white=B result "), "{out}");
    assert!(lines[2].starts_with("pairs 1: pentanomial ["), "{out}");
    assert!(lines[3].contains(" of 2, score "), "{out}");
    let (code, _, err) = tobit(&[
        "match", "--white", "level=0", "--black", "depth=2", "--games", "2",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("level=0"), "{err}");
}

#[test]
fn a_timed_match_reports_the_clocks_losses_on_time_and_time_per_move() {
    let (code, out, err) = tobit(&[
        "match",
        "--white",
        "level=8",
        "--black",
        "depth=2",
        "--games",
        "2",
        "--max-plies",
        "16",
        "--tc",
        "0:20+1",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    for game in &lines[..2] {
        let clocks = game
            .split(" clock ")
            .nth(1)
            .expect("each game line ends with the clocks");
        let stamp: tobit_rules::tree::ClockStamp = clocks.parse().unwrap();
        assert!(
            stamp.white_ms.is_some() && stamp.black_ms.is_some(),
            "{game}"
        );
    }
    let clock = lines[4];
    assert!(clock.starts_with("clock 0:20+1: A lost on time "), "{out}");
    assert!(
        clock.contains(", mean ") && clock.contains(" ms, max "),
        "{out}"
    );
    assert!(clock.contains("; B lost on time "), "{out}");
}

/// The search signature: `tobit bench` at its default depth visits exactly `BENCH_NODES` nodes,
/// so any change to the search shows here.
#[test]
fn bench_node_count_is_the_search_signature() {
    let (code, out, err) = tobit(&["bench"]);
    assert_eq!(code, 0, "{err}");
    let total = out
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("total nodes "))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse::<u64>().ok());
    assert_eq!(total, Some(tobit_ai::BENCH_NODES), "{out}");
    let positions = out.lines().filter(|l| l.starts_with("position ")).count();
    assert_eq!(positions, tobit_ai::BENCH_FENS.len(), "{out}");
    let (_, help, _) = tobit(&["bench", "--help"]);
    let default = format!("(default {})", tobit_ai::BENCH_DEPTH);
    assert!(help.contains(&default), "{help}");
}

#[test]
fn tune_prints_a_weights_file_that_match_reads() {
    let (code, out, err) = tobit(&[
        "tune",
        "--games",
        "2",
        "--nodes",
        "300",
        "--iterations",
        "20",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("# tobit tune: 2 games"), "{out}");
    let weights = tobit_training::weights_file::parse(&out).expect("a weights file");
    assert_eq!(weights.of(tobit_ai::weights::Term::Hul), 100);
    let file = std::env::temp_dir().join(format!("tobit-weights-{}.txt", std::process::id()));
    std::fs::write(&file, &out).unwrap();
    let spec = format!("nodes=300,weights={}", file.display());
    let (code, out, err) = tobit(&[
        "match",
        "--white",
        &spec,
        "--black",
        "nodes=300",
        "--games",
        "2",
        "--max-plies",
        "40",
    ]);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().last().unwrap().contains("of 2"), "{out}");
}

#[test]
fn bad_weights_and_tune_options_are_one_line_errors() {
    for (args, names) in [
        (
            &[
                "match",
                "--white",
                "nodes=10,weights=/no/such/file",
                "--black",
                "depth=1",
                "--games",
                "1",
            ][..],
            "/no/such/file",
        ),
        (
            &[
                "match",
                "--white",
                "material4,weights=x",
                "--black",
                "depth=1",
                "--games",
                "1",
            ],
            "material4",
        ),
        (&["tune", "--games", "0"], "--games"),
        (&["tune", "--colour", "red"], "--colour"),
        (&["tune", "--fix", "hul,bogus"], "bogus"),
        (&["tune", "--from", "/no/such/weights"], "/no/such/weights"),
    ] {
        let (code, _, err) = tobit(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(names), "{err}");
    }
}
