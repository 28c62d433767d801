//! `tobit best`: searches a position and prints the move the AI plays.

use crate::ai::{Engine, Limits, SearchResult, DEFAULT_TT_BYTES};
use crate::rules::fen;
use std::io::Write;

/// Usage of the command.
pub const HELP: &str = "tobit best FEN [--depth D | --nodes N | --movetime MS | --level L]
  Searches the position (default: --level 8, about one second) and prints one info line per
  completed iteration (depth, score, nodes, time in ms, principal variation), then the chosen
  move alone on the last line.";

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
    let pos = fen::parse(fen_text).map_err(|e| format!("bad FEN: {e}"))?;
    let mut engine = Engine::new(DEFAULT_TT_BYTES);
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
