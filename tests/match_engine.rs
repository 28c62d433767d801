//! `tobit match` against another engine: this build driven through the engine protocol (and
//! through `tobit best`, as an older build is), from the openings file, on two threads, with
//! the pair statistics and the SPRT.

mod cli_support;

/// Runs `tobit` with endgame tables of this test file's own.
fn tobit(args: &[&str]) -> (i32, String, String) {
    cli_support::run_with_own_tables("match", args)
}

/// Runs a match that must finish: its output, one line per game and then the totals.
fn played(args: &[&str]) -> String {
    let (code, out, err) = tobit(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

use std::process::Command;

#[test]
fn a_match_against_an_engine_over_the_protocol_reports_pairs_elo_and_sprt() {
    let bin = env!("CARGO_BIN_EXE_tobit");
    let engine = format!("nodes=300,engine={bin}");
    let best = format!("nodes=300,best={bin}");
    let out = played(&[
        "match",
        "--white",
        &engine,
        "--black",
        &best,
        "--games",
        "4",
        "--max-plies",
        "24",
        "--openings",
        "docs/matches/openings.txt",
        "--concurrency",
        "2",
        "--sprt",
        "--elo1",
        "10",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 7, "{out}");
    let mut numbers: Vec<&str> = lines[..4]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap())
        .collect();
    numbers.sort();
    assert_eq!(numbers, ["1", "2", "3", "4"], "{out}");
    assert!(lines[4].starts_with("pairs 2: pentanomial ["), "{out}");
    assert!(lines[4].contains(", Elo "), "{out}");
    assert!(
        lines[5].starts_with("sprt elo0 0 elo1 10 alpha 0.05 beta 0.05: LLR "),
        "{out}"
    );
    assert!(lines[5].ends_with("not decided"), "{out}");
    assert!(lines[6].contains(" of 4, score "), "{out}");
}

#[test]
fn the_sprt_stops_the_match_once_it_decides() {
    // depth=4 against material4 wins nearly every pair; with wide bounds the test accepts H1
    // well before the 400 games are played.
    let out = played(&[
        "match",
        "--white",
        "depth=4",
        "--black",
        "material4",
        "--games",
        "400",
        "--sprt",
        "--elo0",
        "0",
        "--elo1",
        "200",
        "--alpha",
        "0.1",
        "--beta",
        "0.1",
    ]);
    let sprt = out.lines().find(|l| l.starts_with("sprt ")).expect(&out);
    assert!(sprt.contains("H1 accepted after "), "{out}");
    let games = out.lines().filter(|l| l.starts_with("game ")).count();
    assert!(games < 400, "{games} games");
}

#[test]
fn bad_match_options_are_one_line_errors() {
    for (args, needle) in [
        (
            &[
                "match",
                "--white",
                "nodes=10,threads=2,best=/bin/true",
                "--black",
                "depth=1",
                "--games",
                "2",
            ][..],
            "threads are for",
        ),
        (
            &[
                "match",
                "--white",
                "nodes=10,threads=0",
                "--black",
                "depth=1",
                "--games",
                "2",
            ][..],
            "--threads",
        ),
        (
            &[
                "match",
                "--white",
                "nodes=10,engine=",
                "--black",
                "depth=1",
                "--games",
                "2",
            ][..],
            "engine=BIN",
        ),
        (
            &[
                "match",
                "--white",
                "nodes=10,engine=/no/such/bin",
                "--black",
                "depth=1",
                "--games",
                "2",
            ],
            "cannot start engine '/no/such/bin'",
        ),
        (
            &[
                "match",
                "--white",
                "depth=1",
                "--black",
                "depth=1",
                "--games",
                "2",
                "--openings",
                "/no/such/file",
            ],
            "openings: cannot read",
        ),
        (
            &[
                "match", "--white", "depth=1", "--black", "depth=1", "--games", "2", "--sprt",
                "--elo0", "5", "--elo1", "0",
            ],
            "elo0 (5) must be below elo1 (0)",
        ),
        (
            &[
                "match", "--white", "depth=1", "--black", "depth=1", "--games", "2", "--alpha", "x",
            ],
            "--alpha needs a number",
        ),
        (
            &[
                "match",
                "--white",
                "depth=1",
                "--black",
                "depth=1",
                "--games",
                "2",
                "--concurrency",
                "0",
            ],
            "--concurrency needs a whole number",
        ),
        (
            &["openings", "make", "--plies", "5..3"],
            "--plies needs A..B",
        ),
        (&["openings", "bake"], "unknown subcommand 'bake'"),
        (&["engine", "extra"], "expected no argument"),
    ] {
        let (code, out, err) = tobit(args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn on_a_clock_the_other_engine_is_sent_both_clocks_and_plays() {
    let engine = format!("nodes=500,engine={}", env!("CARGO_BIN_EXE_tobit"));
    let out = played(&[
        "match",
        "--white",
        &engine,
        "--black",
        "depth=2",
        "--games",
        "2",
        "--max-plies",
        "14",
        "--tc",
        "0:05+0",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    for game in &lines[..2] {
        assert!(game.contains(" clock "), "{out}");
    }
    assert!(
        lines[4].starts_with("clock 0:05+0: A lost on time "),
        "{out}"
    );
}

#[test]
fn an_engine_that_plays_an_illegal_move_stops_the_match_with_an_error_naming_it() {
    // A fake engine: the handshake, then the same impossible move to every go.
    let script = std::env::temp_dir().join(format!("tobit-fake-engine-{}.sh", std::process::id()));
    std::fs::write(
        &script,
        "#!/bin/sh\nwhile read line; do case \"$line\" in\n\
         protocol) echo 'id name fake'; echo 'id protocol 1'; echo protocolok;;\n\
         go*) echo 'bestmove 1-2';;\n\
         quit) exit 0;;\n\
         esac; done\n",
    )
    .unwrap();
    let chmod = Command::new("chmod")
        .arg("+x")
        .arg(&script)
        .status()
        .unwrap();
    assert!(chmod.success());
    let engine = format!("nodes=100,engine={}", script.display());
    let (code, out, err) = tobit(&[
        "match", "--white", "depth=1", "--black", &engine, "--games", "2",
    ]);
    std::fs::remove_file(&script).unwrap();
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("player B failed in game 1"), "{err}");
    assert!(
        err.contains("played '1-2', which is not legal here"),
        "{err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}

/// Writes an executable shell script `name` in a fresh folder and returns its path.
fn fake_engine(name: &str, script: &str) -> String {
    use std::os::unix::fs::PermissionsExt;
    let dir = cli_support::temp_dir(name);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("engine.sh");
    std::fs::write(&path, script).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn an_engine_that_never_answers_ends_the_match_with_an_error_after_the_timeout() {
    // Through the protocol: it shakes hands, then hangs on its first `go`.
    let protocol = fake_engine(
        "match-hung-protocol",
        "#!/bin/sh\nwhile read line; do\n  case \"$line\" in\n    protocol) echo 'id protocol 1'; echo protocolok ;;\n    go*) exec sleep 600 ;;\n  esac\ndone\n",
    );
    // Through `best`: it never prints a move.
    let best = fake_engine("match-hung-best", "#!/bin/sh\nexec sleep 600\n");
    for hung in [
        format!("nodes=300,engine={protocol}"),
        format!("nodes=300,best={best}"),
    ] {
        let (code, _, err) = tobit(&[
            "match",
            "--white",
            "nodes=300",
            "--black",
            &hung,
            "--games",
            "2",
            "--timeout",
            "1",
        ]);
        assert_ne!(code, 0, "{hung}");
        assert!(err.contains("did not answer within 1 s"), "{hung}: {err}");
    }
    let (code, _, err) = tobit(&[
        "match",
        "--white",
        "nodes=3",
        "--black",
        "nodes=3",
        "--games",
        "2",
        "--timeout",
        "0",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("--timeout"), "{err}");
}

#[test]
fn an_engine_that_prints_info_lines_without_a_move_is_stopped_after_the_timeout() {
    // The timeout is of the whole answer: lines other than `bestmove` do not extend it. A fake
    // engine (a misbehaving other program) shakes hands, then prints `info` forever.
    let chatty = fake_engine(
        "match-chatty-protocol",
        "#!/bin/sh\nwhile read line; do\n  case \"$line\" in\n    protocol) echo 'id protocol 1'; echo protocolok ;;\n    go*) while :; do echo 'info depth 1'; sleep 0.1; done ;;\n  esac\ndone\n",
    );
    let engine = format!("nodes=300,engine={chatty}");
    let tables = cli_support::temp_dir("match-chatty");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tobit"))
        .args(["match", "--white", "nodes=300", "--black", &engine])
        .args(["--games", "2", "--timeout", "1"])
        .env("TOBIT_EGTB_DIR", &tables)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The match's standard error, whole, once it exits (or never: the test then fails).
    let mut stderr = child.stderr.take().unwrap();
    let (sent, err) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut text);
        let _ = sent.send(text);
    });
    let err = err.recv_timeout(std::time::Duration::from_secs(120));
    let _ = child.kill();
    let code = child.wait().unwrap().code();
    let err = err.expect("the match went on past its timeout");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("did not answer within 1 s"), "{err}");
}

#[test]
fn players_on_two_threads_play_their_games() {
    let bin = env!("CARGO_BIN_EXE_tobit");
    let engine = format!("nodes=300,threads=2,engine={bin}");
    let out = played(&[
        "match",
        "--white",
        "nodes=300,threads=2",
        "--black",
        &engine,
        "--games",
        "2",
        "--max-plies",
        "20",
    ]);
    assert!(out.contains(" of 2, score "), "{out}");
}
