//! Move text against a position: the first line is a FEN (or the start position when it does not
//! parse), the rest the move text. Never panics; an accepted move is legal and its own text
//! parses back to it.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tobit_rules::{fen, parse_move, Position};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let (fen_text, move_text) = text.split_once('\n').unwrap_or(("", text));
    let pos = fen::parse(fen_text).unwrap_or_else(|_| Position::start());
    if let Ok(m) = parse_move(&pos, move_text) {
        assert!(pos.legal_moves().contains(&m));
        assert_eq!(parse_move(&pos, &m.to_string()), Ok(m));
    }
});
