//! The other side of the protocol: another engine as a player of `tobit match`, run as a child
//! process. [`ProtocolEngine`] speaks the engine protocol (`BIN engine`); [`BestCommand`] runs
//! `BIN best FEN --nodes N` once per move, for builds older than the protocol. An engine that
//! does not answer within its time is stopped (killed) and the match ends with an error naming it.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};
use tobit_rules::{fen, parse_move, Game, Move};
use tobit_training::selfplay::{ClockView, MoveSource};

/// What an external player is told to search: the `go` parameters of the protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoLimits {
    /// The words after `go` (`nodes 2000`, `depth 8`, `movetime 100`, `level 5`), used when
    /// the game has no clock.
    pub words: String,
    /// The option name and value of `tobit best` that mean the same (`--nodes 2000`).
    pub best_option: [String; 2],
    /// The longest wait for one answer, the handshake or a move, however many other lines
    /// (`info`) come meanwhile; on a clock, beyond the time the side to move has left.
    pub timeout: Duration,
    /// Search threads (sent as `setoption threads T` when more than 1).
    pub threads: usize,
}

/// How long `tobit match` waits for an answer of another engine unless told otherwise.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// When the answer of an engine is due: `total` from the moment it was asked.
#[derive(Clone, Copy)]
struct Deadline {
    at: Instant,
    total: Duration,
}

impl Deadline {
    /// The answer is due `total` from now.
    fn after(total: Duration) -> Deadline {
        Deadline {
            at: Instant::now() + total,
            total,
        }
    }
}

/// Waits until `due` at most for what `from` sends; the error says that engine `name` did not
/// answer in time.
fn answer<T>(from: &Receiver<T>, due: Deadline, name: &str) -> Result<T, Answer> {
    let wait = due.at.saturating_duration_since(Instant::now());
    from.recv_timeout(wait).map_err(|e| match e {
        RecvTimeoutError::Timeout => Answer::Late(format!(
            "engine '{name}' did not answer within {} s",
            due.total.as_secs_f64()
        )),
        RecvTimeoutError::Disconnected => Answer::Ended,
    })
}

/// Why no answer came.
enum Answer {
    /// None came in time (the message says so).
    Late(String),
    /// The engine closed its output.
    Ended,
}

/// The clock time the side to move has left, or nothing without a clock.
fn clock_allowance(clock: Option<&ClockView>, game: &Game) -> Duration {
    clock.map_or(Duration::ZERO, |c| {
        let side = usize::from(game.position().side() != tobit_rules::Color::White);
        Duration::from_millis(c.remaining_ms[side])
    })
}

/// An engine speaking the protocol, started as `BIN engine`.
pub struct ProtocolEngine {
    name: String,
    child: Child,
    input: ChildStdin,
    /// The engine's output lines, read on a thread of their own.
    output: Receiver<String>,
    limits: GoLimits,
    /// Set once it failed to answer in time (it was killed).
    hung: bool,
    /// The game last searched, to send `newgame` when a new one starts.
    plies_seen: usize,
}

impl ProtocolEngine {
    /// Starts `bin engine` and checks its handshake (the protocol version must be this one's).
    pub fn start(bin: &str, limits: GoLimits) -> Result<ProtocolEngine, String> {
        let mut child = Command::new(bin)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start engine '{bin}': {e}"))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("engine '{bin}': no pipes"));
        };
        let (lines, output_lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if lines.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = ProtocolEngine {
            name: bin.to_string(),
            child,
            input,
            output: output_lines,
            limits,
            hung: false,
            plies_seen: usize::MAX,
        };
        engine.send("protocol")?;
        let mut version = None;
        let deadline = Deadline::after(engine.limits.timeout);
        loop {
            let line = engine.read_line(deadline)?;
            if let Some(v) = line.strip_prefix("id protocol ") {
                version = v.trim().parse::<u32>().ok();
            }
            if line == "protocolok" {
                break;
            }
        }
        if version != Some(super::PROTOCOL_VERSION) {
            return Err(format!(
                "engine '{bin}' speaks protocol {version:?}, not {}",
                super::PROTOCOL_VERSION
            ));
        }
        if engine.limits.threads > 1 {
            engine.send(&format!("setoption threads {}", engine.limits.threads))?;
        }
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|_| self.input.flush())
            .map_err(|e| format!("engine '{}' does not listen: {e}", self.name))
    }

    /// The next line of output, waiting until `deadline` at most (the time of the whole answer,
    /// not of one line); an engine that has not answered by then is killed.
    fn read_line(&mut self, deadline: Deadline) -> Result<String, String> {
        match answer(&self.output, deadline, &self.name) {
            Ok(line) => Ok(line.trim_end().to_string()),
            Err(Answer::Ended) => Err(format!("engine '{}' ended its output", self.name)),
            Err(Answer::Late(message)) => {
                self.hung = true;
                let _ = self.child.kill();
                Err(message)
            }
        }
    }
}

impl MoveSource for ProtocolEngine {
    fn choose(&mut self, game: &Game, clock: Option<&ClockView>) -> Result<Move, String> {
        if game.moves().len() < self.plies_seen {
            self.send("newgame")?;
        }
        self.plies_seen = game.moves().len();
        let moves: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
        let start = fen::format(&game.start());
        let position = match moves.is_empty() {
            true => format!("position fen {start}"),
            false => format!("position fen {start} moves {}", moves.join(" ")),
        };
        self.send(&position)?;
        let go = match clock {
            Some(c) => format!(
                "go wtime {} btime {} winc {} binc {}",
                c.remaining_ms[0], c.remaining_ms[1], c.bonus_ms[0], c.bonus_ms[1]
            ),
            None => format!("go {}", self.limits.words),
        };
        self.send(&go)?;
        let deadline = Deadline::after(self.limits.timeout + clock_allowance(clock, game));
        loop {
            let line = self.read_line(deadline)?;
            if let Some(e) = line.strip_prefix("error ") {
                return Err(format!("engine '{}': {e}", self.name));
            }
            if let Some(text) = line.strip_prefix("bestmove ") {
                return legal(&self.name, game, text.trim());
            }
        }
    }
}

impl Drop for ProtocolEngine {
    fn drop(&mut self) {
        if !self.hung {
            let _ = self.send("quit");
        }
        let _ = self.child.wait();
    }
}

/// The move `text` if it is legal in the game's position; the error names the engine.
fn legal(name: &str, game: &Game, text: &str) -> Result<Move, String> {
    parse_move(&game.position(), text)
        .map_err(|e| format!("engine '{name}' played '{text}', which is not legal here: {e}"))
}

/// A build older than the protocol: `BIN best FEN --nodes N` (or the same with another
/// limit) once per move. It is given the position only, not the game's history, so it does
/// not see repetitions coming; on a clock it is given its move's hard budget as `--movetime`.
pub struct BestCommand {
    bin: String,
    limits: GoLimits,
}

impl BestCommand {
    /// A player running `bin best`.
    pub fn new(bin: &str, limits: GoLimits) -> BestCommand {
        BestCommand {
            bin: bin.to_string(),
            limits,
        }
    }
}

impl MoveSource for BestCommand {
    fn choose(&mut self, game: &Game, clock: Option<&ClockView>) -> Result<Move, String> {
        let [option, value] = match clock {
            Some(c) => [
                "--movetime".to_string(),
                c.budget
                    .hard_ms
                    .clamp(1, tobit_ai::MAX_MOVETIME_MS)
                    .to_string(),
            ],
            None => self.limits.best_option.clone(),
        };
        let mut child = Command::new(&self.bin)
            .args(["best", &fen::format(&game.position()), &option, &value])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot run '{} best': {e}", self.bin))?;
        let mut stdout = child.stdout.take().ok_or("no pipe from 'best'")?;
        let (sent, output) = channel();
        std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stdout.read_to_string(&mut text);
            let _ = sent.send(text);
        });
        let deadline = Deadline::after(self.limits.timeout + clock_allowance(clock, game));
        let text = match answer(&output, deadline, &self.bin) {
            Ok(text) => text,
            Err(Answer::Late(message)) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(message);
            }
            Err(Answer::Ended) => String::new(),
        };
        let status = child
            .wait()
            .map_err(|e| format!("cannot run '{} best': {e}", self.bin))?;
        let last = text.lines().last().unwrap_or("").trim();
        if !status.success() {
            return Err(format!("'{} best' failed ({status})", self.bin));
        }
        legal(&self.bin, game, last)
    }
}
