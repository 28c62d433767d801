//! PDN import: never panics; an accepted game exports to text that imports to the same game.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tobit::rules::pdn;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(record) = pdn::import(text) {
        let exported = pdn::export(&record.game, &record.tags);
        let again = pdn::import(&exported).expect("exported PDN imports");
        assert_eq!(again.game.moves(), record.game.moves());
        assert_eq!(again.game.status(), record.game.status());
        assert_eq!(again.game.start(), record.game.start());
    }
});
