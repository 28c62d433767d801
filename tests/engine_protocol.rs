//! `tobit engine`: the engine protocol driven through pipes, as another program drives it. No
//! sleeps and no timed assertions: each test reads lines until the one it waits for (a line
//! that does not come within [`DEADLINE`] fails the test).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::Duration;
use tobit_rules::{Game, Position};

/// The longest wait for a line the engine owes.
const DEADLINE: Duration = Duration::from_secs(120);

struct Engine {
    child: Child,
    input: Option<ChildStdin>,
    /// The engine's output lines, read on a thread of their own.
    output: Receiver<String>,
}

impl Engine {
    /// The engine with the endgame tables shared by this file's tests.
    fn start() -> Engine {
        let tables = std::env::temp_dir().join(format!("tobit-engine-egtb-{}", std::process::id()));
        Engine::with_tables(&tables)
    }

    /// The engine with its endgame tables kept in `tables`.
    fn with_tables(tables: &std::path::Path) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tobit"))
            .arg("engine")
            .env("TOBIT_EGTB_DIR", tables)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("tobit engine starts");
        let input = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (lines, output) = channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if lines.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        let input = self.input.as_mut().expect("the input is open");
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    }

    /// Closes the engine's input (the end of the input).
    fn close_input(&mut self) {
        self.input = None;
    }

    fn line(&mut self) -> String {
        match self.output.recv_timeout(DEADLINE) {
            Ok(line) => line.trim_end().to_string(),
            Err(RecvTimeoutError::Timeout) => panic!("no line within {DEADLINE:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("the engine ended its output"),
        }
    }

    /// The lines left until the engine ends its output, then its exit status.
    fn rest(mut self) -> (Vec<String>, std::process::ExitStatus) {
        let mut lines = Vec::new();
        loop {
            match self.output.recv_timeout(DEADLINE) {
                Ok(line) => lines.push(line),
                Err(RecvTimeoutError::Timeout) => {
                    let _ = self.child.kill();
                    panic!("the engine did not end its output within {DEADLINE:?}: {lines:?}")
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        (lines, self.child.wait().unwrap())
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// Quits and checks the exit status.
    fn quit(mut self) {
        self.send("quit");
        let (_, status) = self.rest();
        assert!(status.success(), "{status}");
    }
}

impl Drop for Engine {
    /// An engine a failed test leaves running is stopped.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn legal_texts(pos: &Position) -> Vec<String> {
    pos.legal_moves().iter().map(|m| m.to_string()).collect()
}

#[test]
fn handshake_names_the_engine_and_the_protocol_version() {
    let mut e = Engine::start();
    e.send("protocol");
    let lines = e.until("protocolok");
    assert!(lines[0].starts_with("id name tobit "), "{lines:?}");
    assert!(lines.contains(&"id protocol 1".to_string()), "{lines:?}");
    assert!(
        lines.iter().any(|l| l.starts_with("option hash ")),
        "{lines:?}"
    );
    e.send("isready");
    assert_eq!(e.line(), "readyok");
    e.quit();
}

#[test]
fn go_depth_prints_an_info_line_per_depth_then_a_legal_bestmove() {
    let mut e = Engine::start();
    e.send("setoption hash 4");
    e.send("newgame");
    let mut game = Game::default();
    let first = legal_texts(&game.position())[0].clone();
    game.play_text(&first).unwrap();
    e.send(&format!("position start moves {first}"));
    e.send("go depth 4");
    let lines = e.until("bestmove ");
    assert_eq!(lines.len(), 5, "{lines:?}");
    for (i, line) in lines[..4].iter().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(
            &words[..3],
            &["info", "depth", &(i + 1).to_string()],
            "{line}"
        );
        for key in ["score", "nodes", "time", "nps", "pv"] {
            assert!(words.contains(&key), "{line}");
        }
    }
    let best = lines[4].strip_prefix("bestmove ").unwrap();
    assert!(
        legal_texts(&game.position()).contains(&best.to_string()),
        "{best}"
    );
    // On two threads (Lazy SMP).
    e.send("setoption threads 2");
    e.send("go depth 6");
    let best = e.until("bestmove ").pop().unwrap();
    let best = best.strip_prefix("bestmove ").unwrap();
    assert!(
        legal_texts(&game.position()).contains(&best.to_string()),
        "{best}"
    );
    e.send("setoption threads 1");
    // From a FEN, by nodes.
    e.send(&format!("position fen {}", game.position()));
    e.send("go nodes 3000");
    let best = e.until("bestmove ").pop().unwrap();
    let best = best.strip_prefix("bestmove ").unwrap();
    assert!(
        legal_texts(&game.position()).contains(&best.to_string()),
        "{best}"
    );
    e.quit();
}

#[test]
fn stop_ends_an_infinite_search_with_a_legal_move() {
    let mut e = Engine::start();
    e.send("position start");
    e.send("go infinite");
    // Wait for the search to be under way, then stop it.
    e.until("info depth 2 ");
    e.send("go depth 1");
    assert_eq!(
        e.until("error").pop().unwrap(),
        "error a search is running: send stop first"
    );
    e.send("isready");
    assert_eq!(e.until("readyok").pop().unwrap(), "readyok");
    e.send("stop");
    let best = e.until("bestmove ").pop().unwrap();
    let best = best.strip_prefix("bestmove ").unwrap();
    assert!(legal_texts(&Position::start()).contains(&best.to_string()));
    e.quit();
}

#[test]
fn bad_commands_get_one_error_line_and_the_engine_goes_on() {
    let mut e = Engine::start();
    for (command, wanted) in [
        ("fly away", "error unknown command 'fly'"),
        ("go depth x", "error depth needs a whole number"),
        (
            "go depth 999",
            "error depth needs a whole number from 1 to 64",
        ),
        ("position fen W:Wz:B1", "error bad FEN"),
        ("position start moves 1-2", "error move 1 '1-2'"),
        ("setoption hash 0", "error hash needs a whole number from 1"),
        (
            "setoption threads 0",
            "error threads needs a whole number from 1 to 64",
        ),
        ("isready please", "error isready takes no argument"),
    ] {
        e.send(command);
        let line = e.line();
        assert!(line.starts_with(wanted), "{command}: {line}");
    }
    // Not a UTF-8 line: an error too, then the engine still answers.
    e.input.as_mut().unwrap().write_all(b"go \xff\n").unwrap();
    e.send("isready");
    let lines = e.until("readyok");
    assert!(
        lines
            .iter()
            .all(|l| l == "readyok" || l.starts_with("error ")),
        "{lines:?}"
    );
    // A lost position (no legal move): no move to give.
    e.send("position fen W:W:B30,31");
    e.send("go depth 3");
    assert_eq!(e.line(), "bestmove none");
    e.quit();
}

#[test]
fn the_end_of_input_lets_a_bounded_search_finish() {
    let mut e = Engine::start();
    e.send("position start");
    e.send("go depth 5");
    e.close_input();
    let (lines, status) = e.rest();
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 5 ")),
        "{lines:?}"
    );
    assert!(lines.last().unwrap().starts_with("bestmove "), "{lines:?}");
    assert!(status.success());
}

#[test]
fn the_end_of_input_stops_an_unbounded_search_and_ends_the_engine() {
    let mut e = Engine::start();
    e.send("position start");
    e.send("go infinite");
    e.until("info depth 1 ");
    e.close_input();
    let (lines, status) = e.rest();
    assert!(lines.last().unwrap().starts_with("bestmove "), "{lines:?}");
    assert!(status.success());
}

#[test]
fn the_end_of_input_stops_a_long_bounded_search_after_a_grace() {
    // Depth 64, or a clock of 2^64-1 ms, would keep a core busy for minutes.
    for go in [
        "go depth 64",
        "go wtime 18446744073709551615 btime 18446744073709551615",
    ] {
        let mut e = Engine::start();
        e.send("position start");
        e.send(go);
        e.until("info depth 1 ");
        e.close_input();
        let (lines, status) = e.rest();
        assert!(
            lines.last().unwrap().starts_with("bestmove "),
            "{go}: {lines:?}"
        );
        assert!(status.success(), "{go}");
    }
}

/// A position of four pieces, two men a side: its tables take seconds to build (those of six
/// pieces, the most that builds them, take longer still).
const FOUR_MEN: &str = "W:W1,2:B37,38";

/// A position of three pieces, kings: its tables are built in a moment.
const THREE_PIECES: &str = "W:WK8,K22:BK15";

/// A fresh folder for the endgame tables of one test.
fn own_tables(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tobit-engine-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn the_endgame_tables_are_made_while_the_engine_searches_and_answers() {
    // Making the tables takes seconds, the search a tenth of one. The search does
    // not wait for them, nor does `isready`; the tables are announced when ready.
    let tables = own_tables("tables-made-aside");
    let mut e = Engine::with_tables(&tables);
    e.send(&format!("position fen {FOUR_MEN}"));
    e.send("go movetime 100");
    let lines = e.until("bestmove ");
    e.send("isready");
    let lines = [lines, e.until("readyok")].concat();
    assert!(
        !lines
            .iter()
            .any(|l| l.starts_with("info string endgame tables")),
        "{lines:?}"
    );
    e.until("info string endgame tables ready for ");
    // The next search has them.
    e.send("go movetime 100");
    e.until("bestmove ");
    e.quit();
    let _ = std::fs::remove_dir_all(&tables);
}

#[test]
fn a_table_folder_that_cannot_be_written_is_named_and_the_search_still_answers() {
    let folder = own_tables("tables-unwritable");
    std::fs::write(&folder, "a file, not a folder").unwrap();
    let mut e = Engine::with_tables(&folder.join("egtb"));
    e.send(&format!("position fen {THREE_PIECES}"));
    e.send("go depth 3");
    let mut lines = Vec::new();
    while !(lines.iter().any(|l: &String| l.starts_with("bestmove "))
        && lines
            .iter()
            .any(|l| l.starts_with("info string endgame tables not used: cannot write ")))
    {
        lines.push(e.line());
    }
    // Not tried again: said at once, and the search answers.
    e.send("go depth 3");
    let lines = e.until("bestmove ");
    assert!(
        lines[0].starts_with("info string endgame tables not used: "),
        "{lines:?}"
    );
    e.quit();
    std::fs::remove_file(&folder).unwrap();
}

#[test]
fn a_line_too_long_is_refused_in_a_short_error() {
    let mut e = Engine::start();
    e.send(&format!("go {}", "x".repeat(1 << 20)));
    let line = e.line();
    assert_eq!(line, "error the line is longer than 65536 bytes: refused");
    e.send("isready");
    assert_eq!(e.line(), "readyok");
    e.quit();
}

#[test]
fn error_lines_escape_control_characters() {
    let mut e = Engine::start();
    e.send("fly\u{1b}]0;owned\u{7}");
    let line = e.line();
    assert_eq!(line, "error unknown command 'fly\\u{1b}]0;owned\\u{7}'");
    e.quit();
}

/// The peak memory of process `pid` (its high-water mark of resident memory), in MiB.
fn peak_mib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    let kib: u64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kib >> 10
}

#[test]
fn newgame_frees_the_old_table_before_making_the_new_one() {
    let mut e = Engine::start();
    e.send("setoption hash 128");
    e.send("newgame");
    e.send("isready");
    e.until("readyok");
    // One table of 128 MiB at a time, never two.
    let peak = peak_mib(e.child.id());
    assert!(peak < 192, "{peak} MiB");
    e.quit();
}
