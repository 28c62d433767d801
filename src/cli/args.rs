//! Reading the arguments the commands share: a position, a depth, the argument count.

use crate::rules::{fen, Position};

/// The deepest perft or divide the tool accepts.
pub const MAX_DEPTH: u32 = 30;

/// A position from FEN, or `start` for the start position.
pub fn position(text: &str) -> Result<Position, String> {
    if text == "start" {
        return Ok(Position::start());
    }
    fen::parse(text).map_err(|e| format!("bad FEN '{text}': {e}"))
}

/// A search depth: a whole number 0..=MAX_DEPTH.
pub fn depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(d) if d <= MAX_DEPTH && text.bytes().all(|b| b.is_ascii_digit()) => Ok(d),
        _ => Err(format!(
            "bad depth '{text}': expected a whole number 0..{MAX_DEPTH}"
        )),
    }
}

/// Checks that a command got exactly the arguments its usage names.
pub fn expect<'a, const N: usize>(args: &'a [String], usage: &str) -> Result<[&'a str; N], String> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    words.try_into().map_err(|_| {
        format!(
            "expected {usage}, got {} argument(s) (see --help)",
            args.len()
        )
    })
}

/// Turns a failed write to the output into the command's error message.
pub fn output_error(e: std::io::Error) -> String {
    format!("cannot write the output: {e}")
}

/// Evaluation weights read from a file (as `tobit tune` writes them).
pub fn weights_file(path: &str) -> Result<crate::ai::weights::Weights, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read weights file '{path}': {e}"))?;
    crate::ai::weights::Weights::parse(&text).map_err(|e| format!("weights file '{path}': {e}"))
}

/// Options written `--name value`, as pairs, in order; an option without its value is an error.
pub fn option_pairs(args: &[String]) -> Result<Vec<(&str, &str)>, String> {
    args.chunks(2)
        .map(|pair| match pair {
            [name, value] => Ok((name.as_str(), value.as_str())),
            _ => Err(format!(
                "{} needs a value",
                pair.first().map_or("", String::as_str)
            )),
        })
        .collect()
}

/// The whole-number value of option `name`.
pub fn whole_number(name: &str, value: &str) -> Result<u64, String> {
    value
        .parse::<u64>()
        .map_err(|_| format!("{name} needs a whole number, not '{value}'"))
}
