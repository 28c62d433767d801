//! `tobit best`: searches a position and prints the move the AI plays.

use crate::ai::{Engine, Limits, SearchResult, DEFAULT_TT_BYTES};
use crate::egtb::{storage, Material};
use std::io::Write;
use std::sync::Arc;

/// Usage of the command.
pub const HELP: &str =
    "best FEN [--depth D | --nodes N | --movetime MS | --level L]    the AI's move

Searches the position (default: --level 8, about one second) and prints one info line per
completed iteration (depth, score, nodes, time in ms, nodes per second, principal variation),
then the chosen move alone on the last line. Scores are in huls for the side to move, or
'win in N' / 'loss in N' (N moves of the winner) for a found win.

With at most six pieces it first loads (or builds, once) the endgame tables of every ending
with four pieces or fewer the game can reach (see tobit egtb --help), and levels 5..8 then
play those endings perfectly.";

/// Positions with at most this many pieces load the endgame tables before the search.
const TABLES_FROM: u32 = crate::egtb::PIECES + 2;

/// Runs `tobit best` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut fen_text = None;
    let mut limits = Limits::default();
    let mut chosen = 0;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if !arg.starts_with("--") {
            if fen_text.replace(arg).is_some() {
                return Err(format!("unexpected argument '{arg}': give one FEN"));
            }
            continue;
        }
        let value = it.next().ok_or_else(|| format!("{arg} needs a value"))?;
        let number = |max: u64| parse_number(arg, value, max);
        match arg.as_str() {
            "--depth" => limits.depth = Some(number(crate::ai::MAX_DEPTH as u64)? as u32),
            "--nodes" => limits.nodes = Some(number(u64::MAX)?),
            "--movetime" => limits.movetime_ms = Some(number(u64::MAX)?),
            "--level" => limits.level = Some(number(8)? as u8),
            _ => return Err(format!("unknown option '{arg}'")),
        }
        chosen += 1;
    }
    if chosen > 1 {
        return Err("give at most one of --depth, --nodes, --movetime, --level".into());
    }
    if chosen == 0 {
        limits.level = Some(8);
    }
    let fen_text = fen_text.ok_or("missing FEN")?;
    let pos = super::args::position(fen_text)?;
    let mut engine = Engine::new(DEFAULT_TT_BYTES);
    let material = Material::of(&pos);
    if material.total() <= TABLES_FROM {
        let dir = storage::default_dir();
        let tables = storage::tables_for(material, crate::egtb::PIECES, dir.as_deref())?;
        engine.set_tables(Some(Arc::new(tables)));
    }
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

/// A number option in `1..=max`.
fn parse_number(option: &str, value: &str, max: u64) -> Result<u64, String> {
    match value.parse::<u64>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!(
            "{option} needs a whole number from 1 to {max}, not '{value}'"
        )),
    }
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
