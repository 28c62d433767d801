//! FEN parser: never panics; whatever it accepts formats canonically and parses back the same.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tobit_rules::fen;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(pos) = fen::parse(text) {
        let canonical = fen::format(&pos);
        assert_eq!(fen::parse(&canonical), Ok(pos), "{canonical}");
        assert_eq!(pos.hash(), pos.compute_hash());
    }
});
