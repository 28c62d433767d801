//! `tobit puzzles`: finds puzzles in self-play games or in the endgame tables' positions,
//! re-verifies a puzzle file under the table and material rules, merges files.

use lexopt::prelude::*;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;
use tobit_egtb::storage;
use tobit_puzzles::{
    check, hunt, hunt_tables, merge, rederive, Puzzle, TableHunt, TableSource, Theme,
};

/// Usage of the command.
pub const HELP: &str = "puzzles [--seed S] [--count N] [--games N] [--out FILE] | --from-tables [--seed S] [--draws N] [--theme T]... [--min-rating R] [--count N] [--out FILE] | --verify FILE [--out FILE] | --merge FILE... --out FILE    puzzles, each with one solution (docs/PUZZLES.md)

Plays self-play games between seeded low levels (from seed S, default 1) and keeps the
positions where exactly one first move wins material (at least a hul, promotion included) or
the game by force. A position of at most four pieces is judged by the endgame tables (the
table rule: a table win with one winning first move; the line is the tables' play). Any other
is picked by a quick search, verified by a deep node-limited one (every other first move at
least 1.5 huls worse, every later solver move forced or again the only good one), and then
judged by material (the material rule: every other move at each solver step ends at least a
hul worse, or loses, in a material-only search four plies deeper than the rest of the line).
Stops after N puzzles (--count, default 10) or N games (--games, default 1000). The same seed
always gives the same puzzles.
--from-tables draws N random positions of three or four pieces (--draws, default 100000) and
keeps the table-rule puzzles of the themes T (--theme, repeatable; default every theme) rated
at least R (--min-rating, default 0), at most N of each theme (--count).
Writes the puzzles as JSON (an array of {id, fen, solution, rating, theme[, alternatives]},
one per line) to FILE, or to the output when there is no --out; with --out, prints one line
per puzzle found (id, rating, theme, FEN, solution) and a summary with the time taken.
--verify FILE re-derives every puzzle in FILE under its rule and prints one line each; fails
if any is not exactly what its rule makes of it. With --out FILE it writes the puzzles that
hold a rule, re-derived (a table puzzle's line and alternatives from the tables, ratings and
themes recomputed), and reports the others without failing.
--merge FILE... reads puzzle files and writes one set (one puzzle per position, ordered by
rating, then id) to --out.
--dir DIR: where the endgame tables are kept (see tobit egtb --help).";

enum Mode {
    Hunt,
    Tables,
    Verify(String),
    Merge(Vec<String>),
}

struct Options {
    seed: u64,
    count: usize,
    games: usize,
    draws: usize,
    themes: Vec<Theme>,
    min_rating: u32,
    out: Option<String>,
    dir: Option<PathBuf>,
}

/// Runs `tobit puzzles` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let (mode, options) = parse(args)?;
    let started = Instant::now();
    let mut tables = TableSource::new(options.dir.clone().or_else(storage::default_dir));
    match mode {
        Mode::Hunt | Mode::Tables => run_hunt(&mode, &options, &mut tables, out, started),
        Mode::Verify(file) => run_verify(&file, &options, &mut tables, out, started),
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

fn parse(args: &[String]) -> Result<(Mode, Options), String> {
    let mut mode = Mode::Hunt;
    let mut options = Options {
        seed: 1,
        count: 10,
        games: 1000,
        draws: 100_000,
        themes: Vec::new(),
        min_rating: 0,
        out: None,
        dir: None,
    };
    let number = |text: String| {
        text.parse::<u64>()
            .map_err(|_| format!("'{text}' is not a whole number"))
    };
    let mut parser = super::args::parser(args);
    while let Some(arg) = super::args::next(&mut parser)? {
        match arg {
            Long("seed") => options.seed = number(super::args::value(&mut parser)?)?,
            Long("count") => options.count = number(super::args::value(&mut parser)?)? as usize,
            Long("games") => options.games = number(super::args::value(&mut parser)?)? as usize,
            Long("draws") => options.draws = number(super::args::value(&mut parser)?)? as usize,
            Long("theme") => {
                let key = super::args::value(&mut parser)?;
                let theme = Theme::from_key(&key).ok_or(format!("unknown theme '{key}'"))?;
                options.themes.push(theme);
            }
            Long("min-rating") => {
                options.min_rating = number(super::args::value(&mut parser)?)? as u32
            }
            Long("out") => options.out = Some(super::args::value(&mut parser)?),
            Long("dir") => options.dir = Some(super::args::value(&mut parser)?.into()),
            Long("from-tables") => mode = Mode::Tables,
            Long("verify") => mode = Mode::Verify(super::args::value(&mut parser)?),
            Long("merge") => {
                let files = parser
                    .values()
                    .map_err(|e| e.to_string())?
                    .map(super::args::word)
                    .collect::<Result<_, _>>()?;
                mode = Mode::Merge(files);
            }
            other => return Err(super::args::unexpected(other)),
        }
    }
    Ok((mode, options))
}

fn run_hunt(
    mode: &Mode,
    options: &Options,
    tables: &mut TableSource,
    out: &mut dyn Write,
    started: Instant,
) -> Result<(), String> {
    let mut found: Vec<Puzzle> = Vec::new();
    let mut failed = None;
    let mut keep = |puzzle: Puzzle| {
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
    };
    let summary = match mode {
        Mode::Tables => {
            let wanted = TableHunt {
                seed: options.seed,
                draws: options.draws,
                themes: match options.themes.as_slice() {
                    [] => Theme::ALL.to_vec(),
                    some => some.to_vec(),
                },
                per_theme: options.count,
                min_rating: options.min_rating,
            };
            let s = hunt_tables(&wanted, tables, &mut keep)?;
            format!("{} positions drawn, {} puzzles", s.drawn, s.puzzles)
        }
        _ => {
            let s = hunt(
                options.seed,
                options.games,
                options.count,
                tables,
                &mut keep,
            )?;
            format!(
                "{} games, {} positions, {} candidates, {} refused by the material rule, {} puzzles",
                s.games, s.positions, s.candidates, s.rivalled, s.puzzles
            )
        }
    };
    if let Some(e) = failed {
        return Err(e);
    }
    match &options.out {
        Some(_) => writeln!(
            out,
            "seed {}: {summary} in {:.1} s",
            options.seed,
            started.elapsed().as_secs_f64()
        )
        .map_err(output_error),
        None => write!(out, "{}", to_json(&found)).map_err(output_error),
    }
}

fn run_verify(
    file: &str,
    options: &Options,
    tables: &mut TableSource,
    out: &mut dyn Write,
    started: Instant,
) -> Result<(), String> {
    let puzzles = read(file)?;
    let mut kept = Vec::new();
    let mut failures = 0;
    for puzzle in &puzzles {
        let verdict = match &options.out {
            Some(_) => rederive(puzzle, tables).map(|p| kept.push(p)),
            None => check(puzzle, tables),
        };
        let verdict = verdict.map_or_else(
            |e| {
                failures += 1;
                format!("FAIL: {e}")
            },
            |()| "ok".to_string(),
        );
        writeln!(out, "{} {verdict}", puzzle.id).map_err(output_error)?;
    }
    writeln!(
        out,
        "{} puzzles, {failures} failed, {:.1} s",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    )
    .map_err(output_error)?;
    match (&options.out, failures) {
        (Some(path), _) => write_file(path, &merge([kept])),
        (None, 0) => Ok(()),
        (None, n) => Err(format!("{n} of {} puzzles in {file} failed", puzzles.len())),
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
