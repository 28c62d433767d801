//! docs/matches/openings.txt, the balanced openings of `tobit match --openings`: its format,
//! distinctness and the legality of every line.

use std::collections::HashSet;
use tobit_rules::Game;

const FILE: &str = include_str!("../docs/matches/openings.txt");

#[test]
fn the_openings_file_holds_at_least_1000_distinct_legal_openings_of_4_to_8_plies() {
    let mut positions = HashSet::new();
    let mut lines = 0;
    for (i, line) in FILE.lines().enumerate() {
        if line.starts_with('#') {
            continue;
        }
        // MOVES # cp SCORE
        let (moves, comment) = line
            .split_once(" # cp ")
            .unwrap_or_else(|| panic!("line {}: no '# cp SCORE': {line}", i + 1));
        let score: i32 = comment
            .parse()
            .unwrap_or_else(|_| panic!("line {}: {line}", i + 1));
        assert!(score.abs() <= 15, "line {}: score {score}", i + 1);
        let mut game = Game::default();
        for m in moves.split_whitespace() {
            game.play_text(m)
                .unwrap_or_else(|e| panic!("line {}: move {m}: {e}", i + 1));
        }
        let plies = game.moves().len();
        assert!((4..=8).contains(&plies), "line {}: {plies} plies", i + 1);
        assert!(
            game.status().outcome().is_none(),
            "line {}: the game is over",
            i + 1
        );
        assert!(
            positions.insert(game.position()),
            "line {}: the same position as an earlier line",
            i + 1
        );
        lines += 1;
    }
    assert!(lines >= 1000, "{lines} openings");
    // The library's reader agrees.
    let read = tobit_training::openings::parse(FILE).unwrap();
    assert_eq!(read.len(), lines);
}
