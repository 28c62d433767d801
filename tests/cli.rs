//! The `tobit` binary: outputs, `--help`, and exit status 2 with one line on stderr for bad input.

mod cli_support;
use cli_support::{stdout_of, tobit};

use std::io::Write;
use std::process::{Command, Output, Stdio};

const START: &str = "W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38";

/// Runs with bad input: exit status 2, nothing on stdout, one line on stderr; returns that line.
fn failure_of(args: &[&str]) -> String {
    cli_support::bad_input_line(tobit(args), args)
}

#[test]
fn moves_lists_every_legal_move() {
    assert_eq!(
        stdout_of(&["moves", "start"]),
        "7-14\n8-15\n9-16\n10-17\n11-18\n"
    );
    assert_eq!(stdout_of(&["moves", "W:W16:B23,31"]), "16x30x32\n");
    assert_eq!(
        stdout_of(&["moves", "W:W6:B7,8"]),
        "",
        "a blocked side lists nothing"
    );
}

#[test]
fn perft_puts_the_count_alone_on_the_last_line() {
    for (depth, nodes) in [("0", "1"), ("1", "5"), ("4", "1645")] {
        let out = stdout_of(&["perft", "start", depth]);
        assert_eq!(out.lines().last(), Some(nodes), "{out}");
    }
    let out = stdout_of(&["perft", START, "3"]);
    assert_eq!(out.lines().last(), Some("205"));
}

#[test]
fn divide_splits_by_first_move_and_totals() {
    let out = stdout_of(&["divide", "start", "3"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[5], "205");
    let sum: u64 = lines[..5]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 205);
    assert!(lines[2].starts_with("9-16 "), "{out}");
}

#[test]
fn play_prints_the_resulting_fen() {
    assert_eq!(stdout_of(&["play", "start"]), format!("{START}\n"));
    assert_eq!(
        stdout_of(&["play", "start", "9-16", "30-23", "16x30"]),
        "B:W1,2,3,4,5,6,7,8,10,11,12,30:B27,28,29,31,32,33,34,35,36,37,38\n"
    );
}

#[test]
fn fen_prints_canonical_fen() {
    assert_eq!(
        stdout_of(&["fen", " w : b27-38 : W1-12 "]),
        format!("{START}\n")
    );
    assert_eq!(
        stdout_of(&["fen", "b:W:BK34-36,k17"]),
        "B:W:BK17,K34,K35,K36\n"
    );
}

#[test]
fn pdn_prints_the_final_fen_and_result() {
    let dir = std::env::temp_dir();
    let path = dir.join(format!("tobit-cli-test-{}.pdn", std::process::id()));
    std::fs::write(&path, "[FEN \"W:W16:B23\"]\n1. 16x30 {wins} 2-0\n").unwrap();
    let out = stdout_of(&["pdn", path.to_str().unwrap()]);
    assert_eq!(out, "B:W30:B\n2-0 (no-pieces)\n");
    std::fs::write(&path, "1. 9-16\n2. 16-23").unwrap();
    let err = failure_of(&["pdn", path.to_str().unwrap()]);
    assert!(err.contains("line 2, column 4"), "{err}");
    std::fs::remove_file(&path).unwrap();
}

/// Runs `tobit ARGS` with `input` on standard input.
fn with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tobit"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

#[test]
fn pdn_reads_standard_input() {
    let out = with_input(&["pdn", "-"], "1. 9-16 30-23 *");
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        "W:W1,2,3,4,5,6,7,8,10,11,12,16:B23,27,28,29,31,32,33,34,35,36,37,38\n*\n"
    );
}

#[test]
fn pdn_check_reports_every_game_and_fails_with_status_1() {
    let good = "[Event \"a\"]\n1. 9-16 (1. 10-17 30-23 (1... 29-22)) 30-23 2. 16x30 *\n\n";
    let out = with_input(&["pdn", "check", "-"], good);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(out.stdout, b"game 1: ok, 3 plies, 2 variations\n");
    let bad = format!("{good}1. 9-16 30-23\n2. 16-17 *\n\n{good}");
    let out = with_input(&["pdn", "check", "-"], &bad);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "game 1: ok, 3 plies, 2 variations\n\
         game 2: line 5, column 4: White's move 2: '16-17' does not capture, but a capture is compulsory\n\
         game 3: ok, 3 plies, 2 variations\n"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err, "tobit: pdn: 1 of 3 games have errors\n");
}

#[test]
fn pdn_check_escapes_the_control_characters_of_a_file() {
    // Escape sequences that would retitle and clear a terminal, in a tag, a move and a comment.
    let seq = "\u{1b}]0;owned\u{7}\u{1b}[2J";
    for hostile in [
        format!("[Ev{seq} \"x\"]\n1. 9-16 *\n"),
        format!("1. 9-16 {seq} *\n"),
        format!("[Event \"{seq}\"]\n1. 9-16 {{{seq}}} 30-23 2. 16-17 *\n"),
    ] {
        let out = with_input(&["pdn", "check", "-"], &hostile);
        let text = String::from_utf8(out.stdout).unwrap() + &String::from_utf8(out.stderr).unwrap();
        assert!(
            !text.chars().any(|c| c.is_control() && c != '\n'),
            "{text:?}"
        );
    }
}

#[test]
fn pdn_format_prints_canonical_pdn_that_formats_to_itself() {
    let text =
        "[White \"A\"] [Opening \"kept\"]\n1.9-16 { c } (1.10-17 $1) 30-23?! 1-0\n\n1. 9-16 *";
    let out = with_input(&["pdn", "format", "-"], text);
    assert_eq!(out.status.code(), Some(0));
    let formatted = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        formatted,
        "[White \"A\"]\n[Opening \"kept\"]\n[Result \"2-0\"]\n\
         1. 9-16 {c} (1. 10-17!) 1... 30-23?! 2-0\n\n[Result \"*\"]\n1. 9-16 *\n"
    );
    let again = with_input(&["pdn", "format", "-"], &formatted);
    assert_eq!(String::from_utf8(again.stdout).unwrap(), formatted);
}

#[test]
fn help_is_available_for_the_tool_and_every_command() {
    let top = stdout_of(&["--help"]);
    let commands = [
        "moves", "perft", "divide", "play", "fen", "pdn", "best", "match", "bench", "tune",
    ];
    for name in commands {
        assert!(
            top.contains(&format!("  {name} ")),
            "{name} missing from {top}"
        );
        let help = stdout_of(&[name, "--help"]);
        assert!(help.starts_with(name), "{help}");
        assert_eq!(stdout_of(&[name, "-h"]), help);
    }
    assert_eq!(stdout_of(&["help"]), top);
}

#[test]
fn bad_input_exits_2_with_one_line_naming_the_problem() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "no command"),
        (&["castle"], "unknown command 'castle'"),
        (&["moves"], "expected FEN"),
        (&["moves", "start", "extra"], "expected FEN"),
        (&["moves", "W:W1:B39"], "39"),
        (&["moves", "W:W1\n:B2"], "\\n"),
        (&["perft", "start"], "expected FEN DEPTH"),
        (&["perft", "start", "x"], "bad depth 'x'"),
        (&["perft", "start", "-1"], "invalid option '-1'"),
        (
            &["moves", "--depth", "3", "start"],
            "invalid option '--depth'",
        ),
        (
            &["best", "start", "--colour", "white"],
            "invalid option '--colour'",
        ),
        (
            &["best", "start", "--depth"],
            "missing argument for option '--depth'",
        ),
        (
            &["best", "start", "--depth", "x"],
            "--depth needs a whole number",
        ),
        (
            &["match", "--white"],
            "missing argument for option '--white'",
        ),
        (
            &["match", "--white", "depth=1", "--black", "depth=1"],
            "missing --games",
        ),
        (&["match", "--games", "0"], "--games needs a whole number"),
        (&["match", "--tc"], "missing argument for option '--tc'"),
        (
            &["match", "--tc", "3x2"],
            "bad --tc: bad time control '3x2': the minutes must be a whole number",
        ),
        (
            &["match", "--tc", "0+2"],
            "bad --tc: bad time control '0+2': the starting time",
        ),
        (&["match", "--tc", "0:99+1"], "00..59"),
        (&["match", "--tc", "3+2,3+2,1+0"], "at most two controls"),
        (
            &["bench", "--depth"],
            "missing argument for option '--depth'",
        ),
        (
            &["bench", "--depth", "0"],
            "--depth needs a whole number from 1",
        ),
        (&["bench", "extra"], "unexpected argument \"extra\""),
        (&["tune", "--seed"], "missing argument for option '--seed'"),
        (
            &["tune", "--iterations", "0"],
            "--iterations needs a whole number",
        ),
        (&["perft", "start", "99"], "bad depth"),
        (&["perft", "nonsense", "1"], "bad FEN"),
        (&["divide", "start"], "expected FEN DEPTH"),
        (&["divide", "start", "+3"], "bad depth"),
        (&["divide", "W:W1:W2", "1"], "twice"),
        (&["play"], "expected FEN MOVE"),
        (&["play", "start", "9-23"], "move 1 '9-23'"),
        (&["play", "start", "9-16", "16-23"], "no Black piece on 16"),
        (
            &["play", "start", "9-16", "30-23", "16-17"],
            "capture is compulsory",
        ),
        (&["play", "W:W16:B23,31", "16x30"], "must continue"),
        (&["play", "W:W16:B23", "16x30", "30-36"], "game is over"),
        (&["play", "start", "9-16\nx"], "\\n"),
        (&["fen"], "expected FEN"),
        (&["fen", "W:W07:B27"], "leading zero"),
        (&["pdn"], "expected FILE"),
        (&["pdn", "check"], "expected FILE"),
        (&["pdn", "format", "a", "b"], "expected FILE"),
        (&["pdn", "check", "/no/such/file.pdn"], "cannot read"),
        (
            &["pdn", "/no/such/file.pdn"],
            "cannot read '/no/such/file.pdn'",
        ),
        // Bounded inputs: a search that would never end, a file that never ends.
        (
            &["best", "start", "--movetime", "18446744073709551615"],
            "--movetime needs a whole number from 1 to 60000",
        ),
        (
            &["best", "start", "--nodes", "100000001"],
            "--nodes needs a whole number from 1 to 100000000",
        ),
        (
            &[
                "match",
                "--white",
                "movetime=60001",
                "--black",
                "depth=1",
                "--games",
                "1",
            ],
            "movetime must be at most 60000",
        ),
        (&["pdn", "/dev/zero"], "larger than 16 MiB"),
        // Refused before anything is played, or anything written where it was not asked.
        (
            &["winchance", "--nodes", "18446744073709551615"],
            "--nodes needs a whole number from 1 to 100000000",
        ),
        (
            &["winchance", "--games", "4294967296"],
            "--games needs a whole number from 1 to 100000",
        ),
        (
            &["winchance", "--plies", "99999999"],
            "--plies needs a whole number from 0 to 100",
        ),
        (
            &["winchance", "--score-nodes", "100000001"],
            "--score-nodes needs a whole number from 1 to 100000000",
        ),
        (&["tune", "--plies", "101"], "--plies"),
        (
            &["train", "--threads", "65"],
            "--threads needs a whole number from 1 to 64",
        ),
        (
            &["train", "--l2", "-1"],
            "--l2 needs a number of at least 0",
        ),
        (
            &["train", "--cache", "/dev/null"],
            "not a cache of training positions",
        ),
        (
            &["train", "--lambda", "1.5"],
            "--lambda needs a number from 0 to 1, not '1.5'",
        ),
        (
            &["egtb", "probe", "--dir", "", "start"],
            "--dir needs a folder",
        ),
        (&["egtb", "export", "--out", ""], "--out needs a folder"),
    ];
    for (args, needle) in cases {
        let err = failure_of(args);
        assert!(
            err.contains(needle),
            "{args:?} gave {err:?}, wanted {needle:?}"
        );
    }
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_an_error() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_tobit"))
        .arg("fen")
        .arg(std::ffi::OsStr::from_bytes(b"W:W1:B\xff"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("argument 2 is not UTF-8"));
}
