//! Puzzles: the verification accepts a composed shot and rejects what is not a puzzle, the hunt
//! is deterministic, and every shipped puzzle (`www/learn/puzzles.json`) holds.

use std::collections::HashSet;
use tobit::puzzles::gain::realised;
use tobit::puzzles::theme::classify;
use tobit::puzzles::{
    check, check_line, hunt, merge, solve, Gain, Puzzle, Rejection, Theme, VERIFY,
};
use tobit::rules::{fen, parse_move, Color};

/// Every SAMPLE-th shipped puzzle is searched again in the normal run; the ignored test
/// searches all of them.
const SAMPLE: usize = 10;

fn shipped() -> Vec<Puzzle> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/www/learn/puzzles.json");
    let text = std::fs::read_to_string(path).expect("www/learn/puzzles.json is readable");
    serde_json::from_str(&text).expect("www/learn/puzzles.json is an array of puzzles")
}

fn solved(fen_text: &str) -> tobit::puzzles::Solution {
    solve(&fen::parse(fen_text).unwrap(), &VERIFY).unwrap()
}

#[test]
fn a_sacrifice_that_wins_three_is_a_shot() {
    // 17-24 offers a hul to the tobit on 4 (4x31); the tobit on 37 then takes three.
    let fen_text = "W:W11,17,25,K37:BK4,8,28,35,36";
    let solution = solved(fen_text);
    let line: Vec<String> = solution.line.iter().map(|m| m.to_string()).collect();
    assert_eq!(line[..3], ["17-24", "4x31", "37x10x7x34"]);
    assert!(matches!(solution.gain, Gain::Material(g) if g >= 100));
    let puzzle = Puzzle::new(&fen::parse(fen_text).unwrap(), &solution);
    assert_eq!(puzzle.theme, "shot");
    assert_eq!(check(&puzzle, &VERIFY), Ok(()));
}

#[test]
fn two_winning_first_moves_make_no_puzzle() {
    // 7-6 and 7-8 both offer the hul on 11 and then take three.
    let pos = fen::parse("W:W3,4,7,11:BK1,12,24,28,32").unwrap();
    let rejection = solve(&pos, &VERIFY).unwrap_err();
    assert!(
        matches!(rejection, Rejection::NotUnique { ply: 0, .. }),
        "{rejection}"
    );
}

#[test]
fn a_forced_move_is_no_puzzle() {
    let pos = fen::parse("W:W16:B23,31").unwrap();
    assert_eq!(solve(&pos, &VERIFY).unwrap_err(), Rejection::NoChoice);
}

#[test]
fn blocking_the_last_pieces_wins_the_game() {
    // 9-8 leaves Black's hullar on 6 and 12 without a move (7-14 wins too, a move later).
    let before = fen::parse("W:W7,9,10,11:B6,12").unwrap();
    let blocked = before.play(&parse_move(&before, "9-8").unwrap());
    assert_eq!(
        realised(&before, &blocked, Color::White),
        Some(Gain::Blocked)
    );
    assert_eq!(classify(&before, &[], Gain::Blocked), Theme::Blockade);
    let freed = before.play(&parse_move(&before, "7-14").unwrap());
    assert_eq!(realised(&before, &freed, Color::White), None);
    let taken = fen::parse("B:W7:B").unwrap();
    assert_eq!(
        realised(&before, &taken, Color::White),
        Some(Gain::AllTaken)
    );
}

#[test]
fn a_single_promotion_step_is_too_obvious() {
    // 7-1 promotes before the tobit on 15 can take the hul: winning, but no puzzle.
    let pos = fen::parse("B:WK15:B7").unwrap();
    assert_eq!(solve(&pos, &VERIFY).unwrap_err(), Rejection::Obvious);
}

#[test]
fn a_gain_made_by_promoting_is_a_promotion_theme() {
    let pos = fen::parse("W:W29,9:B38").unwrap();
    let line = [parse_move(&pos, "29-35").unwrap()];
    assert_eq!(classify(&pos, &line, Gain::Material(200)), Theme::Promotion);
    let capture = fen::parse("W:W9:B16,36").unwrap();
    let line = [parse_move(&capture, "9x23").unwrap()];
    assert_eq!(
        classify(&capture, &line, Gain::Material(100)),
        Theme::MultiCapture
    );
    let tobit = fen::parse("W:WK9:B16,36").unwrap();
    let line = [parse_move(&tobit, "9x30").unwrap()];
    assert_eq!(classify(&tobit, &line, Gain::Material(100)), Theme::Tobit);
}

#[test]
fn a_puzzle_with_a_wrong_line_fails_the_check() {
    let fen_text = "W:W11,17,25,K37:BK4,8,28,35,36";
    let mut puzzle = Puzzle::new(&fen::parse(fen_text).unwrap(), &solved(fen_text));
    let good = puzzle.clone();
    puzzle.solution.truncate(1);
    assert!(check_line(&puzzle).unwrap_err().contains("not realised"));
    puzzle.solution = vec!["17-18".into()];
    assert!(check_line(&puzzle).is_err());
    puzzle.solution = vec!["25-26".into()];
    assert!(check_line(&puzzle).is_err());
    puzzle = good.clone();
    puzzle.theme = "brilliancy".into();
    assert!(check_line(&puzzle).unwrap_err().contains("theme"));
    puzzle = good;
    puzzle.fen = "W:W99:B1".into();
    assert!(check_line(&puzzle).unwrap_err().contains("FEN"));
}

#[test]
fn the_hunt_is_deterministic() {
    let run = || {
        let mut found = Vec::new();
        let stats = hunt(5, 1, 2, &mut |p| found.push(p));
        (stats, found)
    };
    let (stats, found) = run();
    assert_eq!(stats.games, 1);
    assert!(stats.candidates >= stats.puzzles);
    assert_eq!(found.len(), stats.puzzles);
    for puzzle in &found {
        assert_eq!(check_line(puzzle).map(|_| ()), Ok(()), "{puzzle:?}");
    }
    assert_eq!(run(), (stats, found));
}

#[test]
fn merging_keeps_one_puzzle_per_position_in_rating_order() {
    let make = |id: &str, fen: &str, rating| Puzzle {
        id: id.into(),
        fen: fen.into(),
        solution: vec!["9-16".into()],
        rating,
        theme: "shot".into(),
    };
    let a = vec![make("b", "W:W9:B30", 900), make("a", "W:W8:B30", 900)];
    let b = vec![make("c", "W:W7:B30", 500), make("b", "W:W9:B30", 900)];
    let ids: Vec<String> = merge([b.clone(), a.clone()])
        .into_iter()
        .map(|p| p.id)
        .collect();
    assert_eq!(ids, ["c", "a", "b"]);
    assert_eq!(merge([a.clone(), b.clone()]), merge([b, a]));
}

#[test]
fn every_shipped_puzzle_has_a_legal_line_that_realises_its_gain() {
    let puzzles = shipped();
    assert!(puzzles.len() >= 300, "only {} puzzles", puzzles.len());
    let mut ids = HashSet::new();
    let mut fens = HashSet::new();
    for puzzle in &puzzles {
        assert!(ids.insert(&puzzle.id), "id {} twice", puzzle.id);
        assert!(fens.insert(&puzzle.fen), "position {} twice", puzzle.fen);
        assert!((400..=2800).contains(&puzzle.rating), "{puzzle:?}");
        check_line(puzzle).unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
    }
    assert_eq!(puzzles, merge([puzzles.clone()]), "not in merged order");
    let themes: HashSet<&str> = puzzles.iter().map(|p| p.theme.as_str()).collect();
    assert!(themes.len() >= 4, "themes {themes:?}");
    assert!(Theme::ALL.iter().any(|t| themes.contains(t.key())));
}

#[test]
fn sampled_shipped_puzzles_have_a_unique_winning_first_move() {
    for puzzle in shipped().iter().step_by(SAMPLE) {
        check(puzzle, &VERIFY).unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
    }
}

#[test]
#[ignore = "searches every shipped puzzle (minutes); run with --ignored"]
fn every_shipped_puzzle_has_a_unique_winning_first_move() {
    let failures: Vec<String> = shipped()
        .iter()
        .filter_map(|p| check(p, &VERIFY).err().map(|e| format!("{}: {e}", p.id)))
        .collect();
    assert!(failures.is_empty(), "{failures:#?}");
}
