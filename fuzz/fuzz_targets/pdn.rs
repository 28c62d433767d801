//! PDN reading: never panics; every game read without error writes canonical PDN that reads
//! back to the same tree (tags, moves, variations, comments, glyphs, result) and writes the
//! same bytes again; the single-game import agrees with the tree's main line; every error
//! writes its English (the CLI's words).
#![no_main]
use libfuzzer_sys::fuzz_target;
use tobit_rules::pdn;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(games) = pdn::read_games(text) else { return };
    for e in games.iter().filter_map(|g| g.error.as_ref()) {
        assert!(e.to_string().starts_with(&format!("line {}, column {}: ", e.line, e.column)));
    }
    for game in games.iter().filter(|g| g.error.is_none()) {
        let written = pdn::write(&game.tree);
        let again = pdn::read_games(&written).expect("written PDN is small");
        assert_eq!(again.len(), 1, "{written}");
        assert_eq!(again[0].error, None, "{written}");
        assert_eq!(again[0].tree, game.tree, "{written}");
        assert_eq!(pdn::write(&again[0].tree), written);
        let single = pdn::import(&written).expect("one game imports");
        assert_eq!(single.game.moves().len(), game.tree.plies());
        assert_eq!(single.game.status(), game.tree.game().status());
    }
});
