//! `tobit engine`: the engine protocol driven through pipes, as another program drives it. No
//! sleeps and no timed assertions: each test reads lines until the one it waits for.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use tobit_rules::{Game, Position};

struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let tables = std::env::temp_dir().join(format!("tobit-engine-egtb-{}", std::process::id()));
        let mut child = Command::new(env!("CARGO_BIN_EXE_tobit"))
            .arg("engine")
            .env("TOBIT_EGTB_DIR", tables)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("tobit engine starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    fn line(&mut self) -> String {
        let mut line = String::new();
        let n = self.output.read_line(&mut line).unwrap();
        assert!(n > 0, "the engine ended its output");
        line.trim_end().to_string()
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
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}");
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
    e.input.write_all(b"go \xff\n").unwrap();
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
    drop(e.input);
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut e.output, &mut rest).unwrap();
    let lines: Vec<&str> = rest.lines().collect();
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 5 ")),
        "{rest}"
    );
    assert!(lines.last().unwrap().starts_with("bestmove "), "{rest}");
    assert!(e.child.wait().unwrap().success());
}

#[test]
fn the_end_of_input_stops_an_unbounded_search_and_ends_the_engine() {
    let mut e = Engine::start();
    e.send("position start");
    e.send("go infinite");
    e.until("info depth 1 ");
    drop(e.input);
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut e.output, &mut rest).unwrap();
    assert!(
        rest.lines().last().unwrap().starts_with("bestmove "),
        "{rest}"
    );
    assert!(e.child.wait().unwrap().success());
}
