//! `tobit best`: searches a position and prints the move the AI plays.

use super::args;
use super::search_setup::{self, set_limit, tables_for, LIMIT_OPTIONS};
use lexopt::Arg;
use std::io::Write;
use tobit_ai::levels::{MAX_LEVEL, MIN_LEVEL};
use tobit_ai::{Engine, Limits, SearchResult, DEFAULT_TT_BYTES};
use tobit_egtb::Material;

/// Usage of the command.
pub const HELP: &str =
    "best FEN [--depth D | --nodes N | --movetime MS | --level L] [--threads T]    the AI's move

Searches the position (default: --level 8, about one second) and prints one info line per
completed iteration (depth, score, nodes, time in ms, nodes per second, principal variation),
then the chosen move alone on the last line. --depth is at most 64, --nodes at most 100000000
and --movetime at most 60000 (one minute), the limits of the JS API. Scores are in huls for the side to move, or
'win in N' / 'loss in N' (N moves of the winner) for a found win.

With at most six pieces it first loads (or builds, once) the endgame tables of every ending
with four pieces or fewer the game can reach (see tobit egtb --help), and levels 5..8 then
play those endings perfectly. --threads T (1..64, default 1) searches on T threads sharing the
transposition table (Lazy SMP); with more than one the search is not deterministic and the
nodes are the main thread's.";

/// Runs `tobit best` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut fen_text = None;
    let mut limits = Limits::default();
    let mut chosen = 0;
    let mut threads = 1;
    let mut parser = args::parser(args);
    while let Some(arg) = args::next(&mut parser)? {
        let name = match arg {
            Arg::Value(v) => {
                if fen_text.replace(args::word(v)?).is_some() {
                    return Err("give one FEN".into());
                }
                continue;
            }
            Arg::Long("threads") => {
                threads = search_setup::threads(&args::value(&mut parser)?)?;
                continue;
            }
            Arg::Long(name) if name == "level" || LIMIT_OPTIONS.contains(&name) => name.to_string(),
            other => return Err(args::unexpected(other)),
        };
        let value = args::value(&mut parser)?;
        if name == "level" {
            let level = args::number("--level", &value, MIN_LEVEL.into(), MAX_LEVEL.into())?;
            limits.level = Some(level as u8);
        } else {
            set_limit(&mut limits, &name, &value)?;
        }
        chosen += 1;
    }
    if chosen > 1 {
        return Err("give at most one of --depth, --nodes, --movetime, --level".into());
    }
    if chosen == 0 {
        limits.level = Some(MAX_LEVEL);
    }
    let fen_text = fen_text.ok_or("missing FEN")?;
    let pos = args::position(&fen_text)?;
    let mut engine = Engine::new(DEFAULT_TT_BYTES);
    engine.set_threads(threads);
    engine.set_tables(tables_for(Material::of(&pos))?);
    let mut failed = None;
    let result = engine.search_with_info(&pos, &[], &limits, &mut |r| {
        if let Err(e) = writeln!(out, "{}", info_line(r)) {
            failed = Some(e);
        }
    });
    if let Some(e) = failed {
        return Err(format!("cannot write output: {e}"));
    }
    let result = result.ok_or("no legal move: the side to move has lost")?;
    if result.depth == 0 {
        writeln!(out, "{}", info_line(&result)).map_err(|e| e.to_string())?;
    }
    writeln!(out, "{}", result.best).map_err(|e| format!("cannot write output: {e}"))
}

/// One info line: depth, score, nodes, time, nodes per second and principal variation.
pub fn info_line(r: &SearchResult) -> String {
    let nps = r.nodes * 1000 / r.time_ms.max(1);
    let pv: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} score {} nodes {} time {} nps {} pv {}",
        r.depth,
        r.score,
        r.nodes,
        r.time_ms,
        nps,
        pv.join(" ")
    )
}
