//! `tobit engine`: the engine protocol (docs/ENGINE_PROTOCOL.md), a long-lived process that
//! reads commands on standard input and answers on standard output.
//!
//! Three threads: one reads the input lines, one searches (it owns the [`Engine`] while a
//! search runs and hands it back with the best move), and the command's own thread, the only
//! writer, which handles the commands and prints what the other two send it. So `stop` is read
//! and obeyed while a search runs, and every line is written whole. The endgame tables are
//! made on threads of their own too ([`tables`]).

pub mod client;
mod command;
mod tables;

use command::{Command, EngineOption, Go};
use std::io::{BufRead, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tables::{Made, TableStore};
use tobit_ai::{time_budget, Engine, Limits, Score, SearchResult, DEFAULT_TT_BYTES};
use tobit_clock::{Mode, SideControl};
use tobit_egtb::Material;
use tobit_rules::Game;

/// The version of the protocol this engine speaks (`id protocol N` in the handshake).
pub const PROTOCOL_VERSION: u32 = 1;

/// The longest input line, in bytes (its newline included): a `position` line of a game of
/// thousands of moves fits. A longer line is refused unread.
pub const MAX_LINE_BYTES: usize = 64 << 10;

/// How long a search under way at the end of the input may go on before it is stopped (a
/// search with a limit reached sooner gives its full answer; `go infinite` is stopped at once).
pub const END_OF_INPUT_GRACE: Duration = Duration::from_secs(5);

/// Usage of the command.
pub const HELP: &str = "engine    the engine protocol on standard input and output

Runs as a long-lived engine for another program (a GUI, `tobit match`, a tournament runner):
reads one command per line on standard input and answers on standard output. The commands
(docs/ENGINE_PROTOCOL.md): protocol, isready, setoption NAME VALUE (hash, level, tables,
threads), newgame, position start|fen FEN [moves ...], go [depth D] [nodes N] [movetime MS]
[level L] [wtime MS btime MS winc MS binc MS] [infinite], stop, quit. A search prints one
'info' line per depth and ends with 'bestmove M'; a bad command gets one 'error ...' line.
At the end of the input, a search under way is given a few seconds more at most.";

/// What the command's thread is told, by the input reader or the search.
enum Event {
    /// A line of input.
    Input(String),
    /// A line of input longer than [`MAX_LINE_BYTES`] (skipped).
    TooLong,
    /// The input ended (or could not be read).
    End,
    /// A line the search wants printed.
    Print(String),
    /// The search is over: its engine and the `bestmove` line.
    Done(Engine, String),
    /// The endgame tables for a material were made (or could not be).
    Tables(Material, Made),
}

/// The engine's state between commands.
struct Session {
    engine: Option<Engine>,
    hash_bytes: usize,
    threads: usize,
    level: u8,
    tables: bool,
    made: TableStore,
    game: Game,
    stop: Arc<AtomicBool>,
    /// Whether the search under way (or the last one) has no limit: it ends only when stopped.
    unbounded: bool,
}

/// Runs `tobit engine` (no argument) on standard input.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    super::args::expect::<0>(args, "no argument")?;
    serve(std::io::BufReader::new(std::io::stdin()), out)
}

/// Serves the protocol: commands from `input`, answers to `out`, until `quit` or the end of
/// the input (a running search is stopped first and its best move printed).
pub fn serve(input: impl BufRead + Send + 'static, out: &mut dyn Write) -> Result<(), String> {
    let (events, inbox) = channel();
    let reader = events.clone();
    std::thread::spawn(move || read_lines(input, &reader));
    let mut session = Session {
        engine: Some(Engine::new(DEFAULT_TT_BYTES)),
        hash_bytes: DEFAULT_TT_BYTES,
        threads: 1,
        level: 0,
        tables: true,
        made: TableStore::default(),
        game: Game::default(),
        stop: Arc::new(AtomicBool::new(false)),
        unbounded: false,
    };
    let mut quitting = false;
    // When the search under way at the end of the input is stopped.
    let mut grace_until: Option<Instant> = None;
    // Every line is written with its control characters escaped (an error line quotes input).
    let write = |out: &mut dyn Write, line: &str| -> Result<(), String> {
        writeln!(out, "{}", super::args::printable(line))
            .and_then(|_| out.flush())
            .map_err(super::args::output_error)
    };
    loop {
        let event = match grace_until {
            None => inbox.recv().map_err(|_| RecvTimeoutError::Disconnected),
            Some(at) => inbox.recv_timeout(at.saturating_duration_since(Instant::now())),
        };
        let event = match event {
            Ok(event) => event,
            Err(RecvTimeoutError::Timeout) => {
                session.stop.store(true, Ordering::Relaxed);
                grace_until = None;
                continue;
            }
            Err(RecvTimeoutError::Disconnected) => return Ok(()),
        };
        match event {
            Event::Print(line) => write(out, &line)?,
            Event::Done(engine, line) => {
                session.engine = Some(engine);
                write(out, &line)?;
            }
            Event::Tables(material, made) => write(out, &session.made.take(material, made))?,
            // The end of the input lets a bounded search finish within the grace (a script
            // piped in gets its answer); an unbounded one is stopped.
            Event::End => {
                quitting = true;
                match session.unbounded {
                    true => session.stop.store(true, Ordering::Relaxed),
                    false => grace_until = Some(Instant::now() + END_OF_INPUT_GRACE),
                }
            }
            Event::Input(_) | Event::TooLong if quitting => {}
            Event::TooLong => write(
                out,
                &format!("error the line is longer than {MAX_LINE_BYTES} bytes: refused"),
            )?,
            Event::Input(line) => match command::parse(&line) {
                Ok(None) => {}
                Ok(Some(Command::Quit)) => {
                    quitting = true;
                    session.stop.store(true, Ordering::Relaxed);
                }
                Ok(Some(c)) => {
                    for answer in session.handle(c, &events) {
                        write(out, &answer)?;
                    }
                }
                Err(e) => write(out, &format!("error {e}"))?,
            },
        }
        if quitting && session.engine.is_some() {
            return Ok(());
        }
    }
}

/// Reads `input` line by line (at most [`MAX_LINE_BYTES`] each) and sends each to `events`,
/// then [`Event::End`].
fn read_lines(mut input: impl BufRead, events: &Sender<Event>) {
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        let mut limited = input.by_ref().take(MAX_LINE_BYTES as u64);
        let event = match limited.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(n) if n == MAX_LINE_BYTES && !bytes.ends_with(b"\n") => {
                match input.skip_until(b'\n') {
                    Ok(_) => Event::TooLong,
                    Err(_) => break,
                }
            }
            // A line that is not UTF-8 is read with replacement characters, which no command
            // has, so it gets an error line instead of ending the input.
            Ok(_) => Event::Input(String::from_utf8_lossy(&bytes).into_owned()),
        };
        if events.send(event).is_err() {
            return;
        }
    }
    let _ = events.send(Event::End);
}

impl Session {
    /// Handles one command (not `quit`); returns the lines to print.
    fn handle(&mut self, c: Command, events: &Sender<Event>) -> Vec<String> {
        let searching = self.engine.is_none();
        match c {
            Command::Protocol => handshake(),
            Command::IsReady => vec!["readyok".into()],
            Command::Stop => {
                self.stop.store(true, Ordering::Relaxed);
                vec![]
            }
            _ if searching => vec!["error a search is running: send stop first".into()],
            Command::NewGame => {
                self.renew_engine();
                self.game = Game::default();
                vec![]
            }
            Command::SetOption(o) => {
                match o {
                    EngineOption::Hash(mb) => {
                        self.hash_bytes = (mb as usize) << 20;
                        self.renew_engine();
                    }
                    EngineOption::Level(level) => self.level = level,
                    EngineOption::Tables(on) => self.tables = on,
                    EngineOption::Threads(n) => {
                        self.threads = n as usize;
                        if let Some(engine) = self.engine.as_mut() {
                            engine.set_threads(self.threads);
                        }
                    }
                }
                vec![]
            }
            Command::Position { fen, moves } => {
                let start = fen.as_deref().unwrap_or("start");
                match super::args::position(start).and_then(|p| super::args::game(p, &moves)) {
                    Ok(game) => {
                        self.game = game;
                        vec![]
                    }
                    Err(e) => vec![format!("error {e}")],
                }
            }
            Command::Go(go) => self.go(go, events),
            Command::Quit => vec![],
        }
    }

    /// Replaces the engine by a new one with the session's table size and threads. The old
    /// one (and its table) goes first: both at once would take twice the memory.
    fn renew_engine(&mut self) {
        self.engine = None;
        let mut engine = Engine::new(self.hash_bytes);
        engine.set_threads(self.threads);
        self.engine = Some(engine);
    }

    /// Starts a search of the current position on its own thread.
    fn go(&mut self, go: Go, events: &Sender<Event>) -> Vec<String> {
        let pos = self.game.position();
        if pos.count_moves() == 0 || self.game.status().outcome().is_some() {
            return vec!["bestmove none".into()];
        }
        let Some(mut engine) = self.engine.take() else {
            return vec!["error a search is running: send stop first".into()];
        };
        let (tables, said) = match self.tables {
            true => {
                let material = Material::of(&pos);
                let events = events.clone();
                self.made.for_search(material, move |made| {
                    let _ = events.send(Event::Tables(material, made));
                })
            }
            false => (None, None),
        };
        engine.set_tables(tables);
        self.stop = Arc::new(AtomicBool::new(false));
        let limits = self.limits(&go, pos.side().index());
        self.unbounded = limits.depth.is_none()
            && limits.nodes.is_none()
            && limits.movetime_ms.is_none()
            && limits.level.is_none()
            && limits.budget.is_none();
        let history = self.game.hashes();
        let events = events.clone();
        std::thread::spawn(move || {
            let result = engine.search_with_info(&pos, &history, &limits, &mut |r| {
                let _ = events.send(Event::Print(info_line(r)));
            });
            let line = match result {
                Some(r) => format!("bestmove {}", r.best),
                None => "bestmove none".into(),
            };
            let _ = events.send(Event::Done(engine, line));
        });
        said.into_iter().collect()
    }

    /// The search limits of `go` for the side `side` (0 White, 1 Black) to move.
    fn limits(&self, go: &Go, side: usize) -> Limits {
        let mut limits = Limits {
            depth: go.depth,
            nodes: go.nodes,
            movetime_ms: go.movetime,
            level: go.level,
            stop: Some(self.stop.clone()),
            ..Limits::default()
        };
        if let Some(remaining) = go.time[side] {
            let mode = match go.inc[side] {
                0 => Mode::SuddenDeath,
                ms => Mode::Increment { ms },
            };
            let control = SideControl {
                initial_ms: remaining,
                mode,
            };
            limits.budget = Some(time_budget(&control, remaining));
        }
        let unbounded = limits.depth.is_none()
            && limits.nodes.is_none()
            && limits.movetime_ms.is_none()
            && limits.level.is_none()
            && limits.budget.is_none();
        if unbounded && !go.infinite && self.level > 0 {
            limits.level = Some(self.level);
        }
        limits
    }
}

/// The answer to `protocol`.
fn handshake() -> Vec<String> {
    vec![
        format!("id name tobit {}", env!("CARGO_PKG_VERSION")),
        format!("id protocol {PROTOCOL_VERSION}"),
        format!(
            "option hash default {} min 1 max {}",
            DEFAULT_TT_BYTES >> 20,
            command::MAX_HASH_MB
        ),
        "option level default 0 min 0 max 8".into(),
        "option tables default true".into(),
        format!(
            "option threads default 1 min 1 max {}",
            command::MAX_THREADS
        ),
        "protocolok".into(),
    ]
}

/// A score as the protocol writes it: `cp N` (hundredths of a hul), or `win P` / `loss P`
/// (P plies to the end of the game) for a found win or loss.
pub fn score_text(score: Score) -> String {
    match score.plies_to_end() {
        Some(plies) if score.0 > 0 => format!("win {plies}"),
        Some(plies) => format!("loss {plies}"),
        None => format!("cp {}", score.0),
    }
}

/// One `info` line: depth, score, nodes, time, nodes per second and principal variation.
fn info_line(r: &SearchResult) -> String {
    let nps = r.nodes * 1000 / r.time_ms.max(1);
    let pv: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} score {} nodes {} time {} nps {nps} pv {}",
        r.depth,
        score_text(r.score),
        r.nodes,
        r.time_ms,
        pv.join(" ")
    )
}
