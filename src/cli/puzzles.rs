//! `tobit puzzles`: finds puzzles in self-play games, re-verifies a puzzle file, merges files.

use crate::puzzles::{check, hunt, merge, Puzzle, VERIFY};
use lexopt::prelude::*;
use std::io::Write;
use std::time::Instant;

/// Usage of the command.
pub const HELP: &str = "puzzles [--seed S] [--count N] [--games N] [--out FILE] | --verify FILE | --merge FILE... --out FILE    puzzles from self-play

Plays self-play games between seeded low levels (from seed S, default 1) and keeps the
positions where exactly one first move wins material (at least a hul, promotion included) or
the game by force: a quick search picks candidates, a deep node-limited search verifies that
every other first move scores at least 1.5 huls less and that the solver's every later move
is again forced or the only good one. Stops after N puzzles (--count, default 10) or N games
(--games, default 1000). The same seed always gives the same puzzles.
Writes the puzzles as JSON (an array of {id, fen, solution, rating, theme}, one per line) to
FILE, or to the output when there is no --out; with --out, prints one line per puzzle found
(id, rating, theme, FEN, solution) and a summary with the time taken.
--verify FILE re-verifies every puzzle in FILE (legal line, gain realised at its end, unique
winning first move at the verification depth), one line each; fails if any does not hold.
--merge FILE... reads puzzle files and writes one set (one puzzle per position, ordered by
rating, then id) to --out.";

enum Mode {
    Hunt,
    Verify(String),
    Merge(Vec<String>),
}

/// Runs `tobit puzzles` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let (mode, options) = parse(args).map_err(|e| e.to_string())?;
    let started = Instant::now();
    match mode {
        Mode::Hunt => run_hunt(&options, out, started),
        Mode::Verify(file) => run_verify(&file, out, started),
        Mode::Merge(files) => {
            let lists = files
                .iter()
                .map(|f| read(f))
                .collect::<Result<Vec<_>, _>>()?;
            let path = options.out.ok_or("--merge needs --out FILE")?;
            let all = merge(lists);
            write_file(&path, &all)?;
            writeln!(out, "{} puzzles written to {path}", all.len()).map_err(output_error)
        }
    }
}

struct Options {
    seed: u64,
    count: usize,
    games: usize,
    out: Option<String>,
}

fn parse(args: &[String]) -> Result<(Mode, Options), lexopt::Error> {
    let mut mode = Mode::Hunt;
    let mut options = Options {
        seed: 1,
        count: 10,
        games: 1000,
        out: None,
    };
    let mut parser = lexopt::Parser::from_args(args.iter().cloned());
    while let Some(arg) = parser.next()? {
        match arg {
            Long("seed") => options.seed = parser.value()?.parse()?,
            Long("count") => options.count = parser.value()?.parse()?,
            Long("games") => options.games = parser.value()?.parse()?,
            Long("out") => options.out = Some(parser.value()?.string()?),
            Long("verify") => mode = Mode::Verify(parser.value()?.string()?),
            Long("merge") => {
                let files = parser
                    .values()?
                    .map(|v| v.string())
                    .collect::<Result<_, _>>()?;
                mode = Mode::Merge(files);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    Ok((mode, options))
}

fn run_hunt(options: &Options, out: &mut dyn Write, started: Instant) -> Result<(), String> {
    let mut found: Vec<Puzzle> = Vec::new();
    let mut failed = None;
    let stats = hunt(options.seed, options.games, options.count, &mut |puzzle| {
        found.push(puzzle);
        let Some(path) = options.out.as_ref().filter(|_| failed.is_none()) else {
            return;
        };
        if let Some(p) = found.last() {
            let line = format!(
                "{} {} {} {} {}",
                p.id,
                p.rating,
                p.theme,
                p.fen,
                p.solution.join(" ")
            );
            failed = writeln!(out, "{line}")
                .map_err(output_error)
                .and_then(|()| write_file(path, &found))
                .err();
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    match &options.out {
        Some(_) => writeln!(
            out,
            "seed {}: {} games, {} positions, {} candidates, {} puzzles in {:.1} s",
            options.seed,
            stats.games,
            stats.positions,
            stats.candidates,
            stats.puzzles,
            started.elapsed().as_secs_f64()
        )
        .map_err(output_error),
        None => write!(out, "{}", to_json(&found)).map_err(output_error),
    }
}

fn run_verify(file: &str, out: &mut dyn Write, started: Instant) -> Result<(), String> {
    let puzzles = read(file)?;
    let mut failures = 0;
    for puzzle in &puzzles {
        let verdict = match check(puzzle, &VERIFY) {
            Ok(()) => "ok".to_string(),
            Err(e) => {
                failures += 1;
                format!("FAIL: {e}")
            }
        };
        writeln!(out, "{} {verdict}", puzzle.id).map_err(output_error)?;
    }
    writeln!(
        out,
        "{} puzzles, {failures} failed, {:.1} s",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    )
    .map_err(output_error)?;
    match failures {
        0 => Ok(()),
        n => Err(format!("{n} of {} puzzles in {file} failed", puzzles.len())),
    }
}

fn read(path: &str) -> Result<Vec<Puzzle>, String> {
    let text = super::args::read_input(path)?;
    serde_json::from_str(&text).map_err(|e| format!("'{path}' is not a puzzle file: {e}"))
}

/// The puzzles as a JSON array, one puzzle per line.
fn to_json(puzzles: &[Puzzle]) -> String {
    let lines: Vec<String> = puzzles
        .iter()
        .map(|p| serde_json::to_string(p).expect("a puzzle serializes"))
        .collect();
    format!("[\n{}\n]\n", lines.join(",\n"))
}

fn write_file(path: &str, puzzles: &[Puzzle]) -> Result<(), String> {
    std::fs::write(path, to_json(puzzles)).map_err(|e| format!("cannot write '{path}': {e}"))
}

fn output_error(e: std::io::Error) -> String {
    super::args::output_error(e)
}
