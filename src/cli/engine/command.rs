//! The commands of the engine protocol (docs/ENGINE_PROTOCOL.md), read from one line each.

use tobit_ai::levels::{MAX_LEVEL, MIN_LEVEL};
use tobit_ai::{MAX_DEPTH, MAX_MOVETIME_MS, MAX_NODES};

/// The most search threads the `threads` option accepts.
pub const MAX_THREADS: u64 = tobit_ai::MAX_THREADS as u64;

/// The largest transposition table the `hash` option accepts, in MiB.
pub const MAX_HASH_MB: u64 = 4096;

/// One command of the protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `protocol`: the handshake (the engine's name, version and options).
    Protocol,
    /// `isready`: answered `readyok` at once.
    IsReady,
    /// `newgame`: forget the previous game (a fresh table).
    NewGame,
    /// `setoption NAME VALUE`.
    SetOption(EngineOption),
    /// `position start|fen FEN [moves M1 M2 ...]`: the start position (FEN text, `None` for the
    /// start) and the moves played from it.
    Position {
        /// The FEN of the game's first position, `None` for the start position.
        fen: Option<String>,
        /// The moves played since, as text.
        moves: Vec<String>,
    },
    /// `go ...`: search the current position.
    Go(Go),
    /// `stop`: end the running search (its best move is printed).
    Stop,
    /// `quit`: stop and exit.
    Quit,
}

/// An option set with `setoption`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineOption {
    /// `hash MB`: the transposition table's size in MiB (1..=[`MAX_HASH_MB`]).
    Hash(u64),
    /// `level L`: the level of a `go` without limits (0 for none: search until `stop`).
    Level(u8),
    /// `tables true|false`: whether the endgame tables are loaded for positions with few pieces.
    Tables(bool),
    /// `threads N`: the number of search threads (Lazy SMP), 1..=[`MAX_THREADS`].
    Threads(u64),
}

/// The limits of a `go`; every limit left `None` is unbounded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth D`.
    pub depth: Option<u32>,
    /// `nodes N`.
    pub nodes: Option<u64>,
    /// `movetime MS`.
    pub movetime: Option<u64>,
    /// `level L`.
    pub level: Option<u8>,
    /// `wtime MS` and `btime MS`: the time left on White's and Black's clocks.
    pub time: [Option<u64>; 2],
    /// `winc MS` and `binc MS`: White's and Black's increments.
    pub inc: [u64; 2],
    /// `infinite`: search until `stop` (the option `level` is not applied).
    pub infinite: bool,
}

/// Reads one line; `Ok(None)` for an empty line. The error names what is wrong.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&name, rest)) = words.split_first() else {
        return Ok(None);
    };
    let no_arguments = |command: Command| match rest.is_empty() {
        true => Ok(command),
        false => Err(format!(
            "{name} takes no argument, got '{}'",
            rest.join(" ")
        )),
    };
    let command = match name {
        "protocol" => no_arguments(Command::Protocol)?,
        "isready" => no_arguments(Command::IsReady)?,
        "newgame" => no_arguments(Command::NewGame)?,
        "stop" => no_arguments(Command::Stop)?,
        "quit" => no_arguments(Command::Quit)?,
        "setoption" => Command::SetOption(option(rest)?),
        "position" => position(rest)?,
        "go" => Command::Go(go(rest)?),
        _ => return Err(format!("unknown command '{name}'")),
    };
    Ok(Some(command))
}

/// A whole number in `min..=max`, named `what` in the error.
fn number(what: &str, text: Option<&&str>, min: u64, max: u64) -> Result<u64, String> {
    let text = text.ok_or_else(|| format!("{what} needs a value"))?;
    super::super::args::number(what, text, min, max)
}

fn option(words: &[&str]) -> Result<EngineOption, String> {
    let [name, value] = words else {
        return Err("setoption needs a name and a value: setoption hash 64".into());
    };
    Ok(match *name {
        "hash" => EngineOption::Hash(number("hash", Some(value), 1, MAX_HASH_MB)?),
        "level" => EngineOption::Level(number("level", Some(value), 0, MAX_LEVEL.into())? as u8),
        "threads" => EngineOption::Threads(number("threads", Some(value), 1, MAX_THREADS)?),
        "tables" => EngineOption::Tables(match *value {
            "true" => true,
            "false" => false,
            _ => return Err(format!("tables needs true or false, not '{value}'")),
        }),
        _ => return Err(format!("unknown option '{name}'")),
    })
}

fn position(words: &[&str]) -> Result<Command, String> {
    let moves_at = words.iter().position(|w| *w == "moves");
    let (head, moves) = match moves_at {
        Some(i) => (
            &words[..i],
            words[i + 1..].iter().map(|m| m.to_string()).collect(),
        ),
        None => (words, Vec::new()),
    };
    let fen = match head.split_first() {
        Some((&"start", [])) => None,
        Some((&"fen", fen)) if !fen.is_empty() => Some(fen.join(" ")),
        Some((&"fen", _)) => return Err("position fen needs a FEN".into()),
        _ => return Err("position needs 'start' or 'fen FEN', then optionally 'moves ...'".into()),
    };
    Ok(Command::Position { fen, moves })
}

fn go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while let Some(&word) = words.get(i) {
        let value = words.get(i + 1);
        let ms = |what| number(what, value, 0, u64::MAX);
        match word {
            "infinite" => {
                go.infinite = true;
                i += 1;
                continue;
            }
            "depth" => go.depth = Some(number(word, value, 1, MAX_DEPTH.into())? as u32),
            "nodes" => go.nodes = Some(number(word, value, 1, MAX_NODES)?),
            "movetime" => go.movetime = Some(number(word, value, 1, MAX_MOVETIME_MS)?),
            "level" => {
                let level = number(word, value, MIN_LEVEL.into(), MAX_LEVEL.into())?;
                go.level = Some(level as u8);
            }
            "wtime" => go.time[0] = Some(ms(word)?),
            "btime" => go.time[1] = Some(ms(word)?),
            "winc" => go.inc[0] = ms(word)?,
            "binc" => go.inc[1] = ms(word)?,
            _ => return Err(format!("unknown go parameter '{word}'")),
        }
        i += 2;
    }
    Ok(go)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_command() {
        assert_eq!(parse("  "), Ok(None));
        assert_eq!(parse("protocol"), Ok(Some(Command::Protocol)));
        assert_eq!(parse("quit"), Ok(Some(Command::Quit)));
        assert_eq!(
            parse("setoption hash 32"),
            Ok(Some(Command::SetOption(EngineOption::Hash(32))))
        );
        assert_eq!(
            parse("position fen W:W1,2 : B30 moves 1-5 30-26"),
            Ok(Some(Command::Position {
                fen: Some("W:W1,2 : B30".into()),
                moves: vec!["1-5".into(), "30-26".into()]
            }))
        );
        let go = parse("go nodes 500 wtime 1000 btime 900 winc 10 infinite");
        let Ok(Some(Command::Go(go))) = go else {
            panic!("{go:?}")
        };
        assert_eq!(go.nodes, Some(500));
        assert_eq!(go.time, [Some(1000), Some(900)]);
        assert_eq!(go.inc, [10, 0]);
        assert!(go.infinite);
    }

    #[test]
    fn names_what_is_wrong() {
        for (line, wanted) in [
            ("fly", "unknown command 'fly'"),
            ("isready now", "isready takes no argument"),
            ("go depth", "depth needs a value"),
            ("go depth 0", "depth needs a whole number from 1"),
            ("go ponder", "unknown go parameter 'ponder'"),
            ("setoption hash", "setoption needs a name and a value"),
            ("setoption colour red", "unknown option 'colour'"),
            ("setoption tables maybe", "tables needs true or false"),
            ("position", "position needs 'start' or 'fen FEN'"),
            ("position fen moves 1-5", "position fen needs a FEN"),
        ] {
            let e = parse(line).unwrap_err();
            assert!(e.contains(wanted), "{line}: {e}");
        }
    }
}
