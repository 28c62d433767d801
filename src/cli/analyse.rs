//! `tobit analyse`: the best lines of a position (multi-PV), each with its score.

use super::args;
use super::search_setup::{self, tables_for, OneLimit, LIMIT_OPTIONS};
use lexopt::Arg;
use std::io::Write;
use tobit_ai::{threat_position, Engine, Limits, Line, DEFAULT_TT_BYTES, MAX_LINES};
use tobit_egtb::Material;
use tobit_rules::Game;

/// Usage of the command.
pub const HELP: &str = "analyse FEN [--moves \"M1 M2 ...\"] [--multipv N] [--depth D | --nodes N | --movetime MS] [--threads T] [--threat]    the best lines

Analyses the position after MOVES (RULES.md notation, space-separated) from FEN and prints,
after the search, one line per variation, best first: the rank, the score, then the moves of
the line, e.g. '1 cp 135 9-16 29-22 16x30'. The score is for the side to move: 'cp N'
(hundredths of a hul), 'win N' / 'loss N' (N plies to the end of the game, when exact: from the
endgame tables or a win the search proved) or 'draw' (exact, from the tables). N lines
(--multipv, 1..5, default 1) start with different moves; with fewer legal moves there is one
line per legal move. The search stops at the given limit (default --movetime 1000).

With at most four pieces (five when their tables are built: tobit egtb build --pieces 5) every
score is the exact table value of the line's first move. With --threat it analyses the threat
instead: what the opponent would play if the side to move could pass (the same pieces with the
other side to move). --threads T (1..64, default 1) searches on T threads sharing the
transposition table (Lazy SMP); with more than one the search is not deterministic and the
nodes are the main thread's.";

/// Runs `tobit analyse` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut fen_text = None;
    let mut moves = String::new();
    let mut lines = 1;
    let mut threat = false;
    let mut threads = 1;
    let mut limit = OneLimit::default();
    let mut parser = args::parser(args);
    while let Some(arg) = args::next(&mut parser)? {
        match arg {
            Arg::Value(v) => {
                if fen_text.replace(args::word(v)?).is_some() {
                    return Err("give one FEN".into());
                }
            }
            Arg::Long("threat") => threat = true,
            Arg::Long("threads") => threads = search_setup::threads(&args::value(&mut parser)?)?,
            Arg::Long("moves") => moves = args::value(&mut parser)?,
            Arg::Long("multipv") => {
                let value = args::value(&mut parser)?;
                lines = args::number("--multipv", &value, 1, MAX_LINES as u64)? as usize;
            }
            Arg::Long(name) if LIMIT_OPTIONS.contains(&name) => {
                let name = name.to_string();
                limit.set(&name, &args::value(&mut parser)?)?;
            }
            other => return Err(args::unexpected(other)),
        }
    }
    let limits = limit.or(Limits::movetime(1000))?;
    let fen_text = fen_text.ok_or("missing FEN")?;
    let game = game_after(&fen_text, &moves)?;
    let (pos, history) = if threat {
        (threat_position(&game.position()), Vec::new())
    } else {
        (game.position(), game.hashes())
    };
    let mut engine = Engine::new(DEFAULT_TT_BYTES);
    engine.set_threads(threads);
    engine.set_tables(tables_for(Material::of(&pos))?);
    let info = engine
        .analyse(&pos, &history, &limits, lines, &mut |_| {})
        .ok_or("no legal move: the side to move has lost")?;
    for (rank, line) in info.lines.iter().enumerate() {
        writeln!(out, "{}", line_text(rank + 1, line)).map_err(args::output_error)?;
    }
    Ok(())
}

/// The game after `moves` (space-separated) from the position of `fen_text`; the error names
/// the first move that cannot be played.
pub fn game_after(fen_text: &str, moves: &str) -> Result<Game, String> {
    let mut game = Game::new(args::position(fen_text)?);
    for (i, text) in moves.split_whitespace().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {} '{text}' cannot be played: {e}", i + 1))?;
    }
    Ok(game)
}

/// One printed line: `RANK SCORE MOVE MOVE ...`.
fn line_text(rank: usize, line: &Line) -> String {
    let moves: Vec<String> = line.moves.iter().map(|m| m.to_string()).collect();
    format!("{rank} {} {}", line.score, moves.join(" "))
}
