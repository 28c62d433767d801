//! Reading a command's arguments with `lexopt`: positional words, option values, the shared
//! kinds of value (a position, a depth, a bounded whole number, a weights file).

use lexopt::{Arg, Parser, ValueExt};
use tobit_rules::{fen, Game, Position};

/// The deepest perft or divide the tool accepts.
pub const MAX_DEPTH: u32 = 30;

/// A `lexopt` parser over the words after the command name.
pub fn parser(args: &[String]) -> Parser {
    Parser::from_args(args)
}

/// The next argument, with a parse error turned into the command's message.
pub fn next(parser: &mut Parser) -> Result<Option<Arg<'_>>, String> {
    parser.next().map_err(message)
}

/// The value of the option just read (`--depth 5`); a missing value is an error.
pub fn value(parser: &mut Parser) -> Result<String, String> {
    parser.value().and_then(|v| v.string()).map_err(message)
}

/// A positional word (`Arg::Value`) as text.
pub fn word(value: std::ffi::OsString) -> Result<String, String> {
    value.string().map_err(message)
}

/// The error for an argument the command does not take (`invalid option '--x'`).
pub fn unexpected(arg: Arg<'_>) -> String {
    message(arg.unexpected())
}

/// A `lexopt` error as one line.
fn message(e: lexopt::Error) -> String {
    e.to_string()
}

/// Word `i` of a subcommand's words, or an error naming what was expected there.
pub fn word_at(words: &[String], i: usize, what: &str) -> Result<String, String> {
    words
        .get(i)
        .cloned()
        .ok_or(format!("expected {what} (see --help)"))
}

/// The positional words of a command that takes no option; any option is an error.
pub fn words(args: &[String]) -> Result<Vec<String>, String> {
    let mut parser = parser(args);
    let mut words = Vec::new();
    while let Some(arg) = next(&mut parser)? {
        match arg {
            Arg::Value(v) => words.push(word(v)?),
            other => return Err(unexpected(other)),
        }
    }
    Ok(words)
}

/// Exactly the `N` positional words that `usage` names, and no option.
pub fn expect<const N: usize>(args: &[String], usage: &str) -> Result<[String; N], String> {
    let words = words(args)?;
    let count = words.len();
    words
        .try_into()
        .map_err(|_| format!("expected {usage}, got {count} argument(s) (see --help)"))
}

/// A position from FEN, or `start` for the start position.
pub fn position(text: &str) -> Result<Position, String> {
    if text == "start" {
        return Ok(Position::start());
    }
    fen::parse(text).map_err(|e| format!("bad FEN '{text}': {e}"))
}

/// The game of the moves `moves` (move text, each legal where it is played) from `start`.
pub fn game(start: Position, moves: &[String]) -> Result<Game, String> {
    let mut game = Game::new(start);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
    }
    Ok(game)
}

/// A perft depth: a whole number 0..=MAX_DEPTH.
pub fn depth(text: &str) -> Result<u32, String> {
    number("depth", text, 0, MAX_DEPTH.into())
        .map(|d| d as u32)
        .map_err(|_| format!("bad depth '{text}': expected a whole number 0..{MAX_DEPTH}"))
}

/// The value of option `name`: a whole number (digits only) in `min..=max`.
pub fn number(name: &str, text: &str, min: u64, max: u64) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) && text.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ if max == u64::MAX => Err(format!(
            "{name} needs a whole number of at least {min}, not '{text}'"
        )),
        _ => Err(format!(
            "{name} needs a whole number from {min} to {max}, not '{text}'"
        )),
    }
}

/// A text from a file as a terminal may show it: each control character (an escape sequence
/// could retitle or clear the terminal) written as its escape (`\u{1b}`, `\t`...).
pub fn printable(text: &str) -> String {
    text.chars()
        .map(|c| match c.is_control() {
            true => c.escape_default().to_string(),
            false => c.to_string(),
        })
        .collect()
}

/// Turns a failed write to the output into the command's error message.
pub fn output_error(e: std::io::Error) -> String {
    format!("cannot write the output: {e}")
}

/// The largest input file a command reads (a PDN game, a weights file, a puzzle file, a
/// tournament): 16 MiB.
pub const MAX_INPUT_BYTES: u64 = 16 << 20;

/// The text of the input file `path` (`-` for standard input), refused when it is larger than
/// [`MAX_INPUT_BYTES`] (read no further: `/dev/zero` is refused too) or not UTF-8.
pub fn read_input(path: &str) -> Result<String, String> {
    let name = input_name(path);
    text(read_input_bytes(path)?, &name)
}

/// How a message names the input `path` ("standard input" for `-`).
fn input_name(path: &str) -> String {
    if path == "-" {
        "standard input".to_string()
    } else {
        format!("'{path}'")
    }
}

/// The bytes of `path` (`-` for standard input), refused as [`read_input`] refuses them but
/// for their encoding (a TRF may be in Windows-1251 or Latin-1).
pub fn read_input_bytes(path: &str) -> Result<Vec<u8>, String> {
    let name = input_name(path);
    let source: Box<dyn std::io::Read> = if path == "-" {
        Box::new(std::io::stdin())
    } else {
        Box::new(std::fs::File::open(path).map_err(|e| format!("cannot read {name}: {e}"))?)
    };
    read_limited_bytes(source, &name)
}

/// The bytes read from `source` (`name` in the message), at most [`MAX_INPUT_BYTES`].
pub fn read_limited_bytes(source: impl std::io::Read, name: &str) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    source
        .take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(format!(
            "{name} is larger than {} MiB, the most an input file may be",
            MAX_INPUT_BYTES >> 20
        ));
    }
    Ok(bytes)
}

/// The bytes as UTF-8 text, or refused naming the input.
fn text(bytes: Vec<u8>, name: &str) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))
}

/// Evaluation weights read from a file (as `tobit tune` writes them).
pub fn weights_file(path: &str) -> Result<tobit_ai::weights::Weights, String> {
    let text = read_input(path).map_err(|e| format!("weights file: {e}"))?;
    tobit_training::weights_file::parse(&text).map_err(|e| format!("weights file '{path}': {e}"))
}

/// The one of `names` (numbered from 1) that `text` names: its number, or its exact name when
/// no other has it (two players named alike are refused, naming their numbers).
pub fn numbered<'a>(text: &str, names: impl Iterator<Item = &'a str>) -> Result<usize, String> {
    let names: Vec<&str> = names.collect();
    if let Ok(n) = text.parse::<usize>() {
        return (1..=names.len())
            .contains(&n)
            .then_some(n - 1)
            .ok_or(format!("no player number {n}"));
    }
    let named: Vec<usize> = (0..names.len()).filter(|&p| names[p] == text).collect();
    match named[..] {
        [] => Err(format!("no player named '{text}'")),
        [p] => Ok(p),
        _ => {
            let numbers: Vec<String> = named.iter().map(|p| (p + 1).to_string()).collect();
            Err(format!(
                "players {} are all named '{text}': give the number of the one meant",
                numbers.join(", ")
            ))
        }
    }
}
