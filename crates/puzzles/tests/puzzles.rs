//! Puzzles: the verification accepts a composed shot and rejects what is not a puzzle, the
//! table and material rules refuse draws and rival moves, the hunts are deterministic, and
//! every shipped puzzle (`www/learn/puzzles.json`) holds its rule.

use std::collections::{HashMap, HashSet};
use tobit_egtb::{storage, Value};
use tobit_puzzles::gain::realised;
use tobit_puzzles::theme::classify;
use tobit_puzzles::{
    check, check_line, check_material, hunt, hunt_tables, merge, solve, solve_exact, Gain, Puzzle,
    Rejection, TableHunt, TableSource, Theme, VERIFY,
};
use tobit_rules::{fen, parse_move, Color, Move, Position};

fn shipped() -> Vec<Puzzle> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/learn/puzzles.json");
    let text = std::fs::read_to_string(path).expect("www/learn/puzzles.json is readable");
    serde_json::from_str(&text).expect("www/learn/puzzles.json is an array of puzzles")
}

fn solved(fen_text: &str) -> tobit_puzzles::Solution {
    solve(&fen::parse(fen_text).unwrap(), &VERIFY).unwrap()
}

/// The rejection of `fen_text` by the table rule (its tables built in memory).
fn table_rejection(fen_text: &str) -> Rejection {
    let pos = fen::parse(fen_text).unwrap();
    let mut tables = TableSource::new(None);
    let tables = tables.for_position(&pos).unwrap();
    solve_exact(&pos, tables, VERIFY.max_plies).unwrap_err()
}

fn line_of(pos: &Position, texts: &[&str]) -> Vec<Move> {
    let mut here = *pos;
    texts
        .iter()
        .map(|t| {
            let m = parse_move(&here, t).unwrap();
            here = here.play(&m);
            m
        })
        .collect()
}

#[test]
fn a_drawn_ending_is_no_puzzle_whatever_it_wins() {
    // 18-11 promotes, but a tobit against a tobit is a draw.
    assert_eq!(
        table_rejection("B:WK37:B18"),
        Rejection::NotWon(Value::Draw)
    );
}

#[test]
fn a_table_win_with_two_winning_first_moves_is_no_puzzle() {
    // 23-24 wins, and so do 23-22 and 23-26.
    let rejection = table_rejection("W:WK23:B20,32");
    assert!(
        matches!(rejection, Rejection::NotUnique { ply: 0, .. }),
        "{rejection}"
    );
}

#[test]
fn a_table_puzzle_accepts_every_later_winning_move_with_its_best_defence() {
    let mut tables = TableSource::new(storage::default_dir());
    let mut found = Vec::new();
    let wanted = TableHunt {
        seed: 3,
        draws: 20_000,
        themes: Theme::ALL.to_vec(),
        per_theme: 2,
        min_rating: 0,
    };
    let stats = hunt_tables(&wanted, &mut tables, &mut |p| found.push(p)).unwrap();
    assert!(stats.puzzles > 0, "{stats:?}");
    let with_alternatives = found.iter().find(|p| !p.alternatives.is_empty());
    let puzzle = with_alternatives.expect("a table puzzle with a second winning move");
    let pos = fen::parse(&puzzle.fen).unwrap();
    let tables = tables.for_position(&pos).unwrap();
    for branch in &puzzle.alternatives {
        assert_eq!(branch.ply % 2, 0, "{puzzle:?}");
        let texts: Vec<&str> = puzzle.solution[..branch.ply]
            .iter()
            .map(String::as_str)
            .collect();
        let before = line_of(&pos, &texts).iter().fold(pos, |p, m| p.play(m));
        let m = parse_move(&before, &branch.first).unwrap();
        assert_ne!(branch.first, puzzle.solution[branch.ply]);
        let after = before.play(&m);
        assert!(
            matches!(tables.probe(&after), Some(Value::Loss(_))),
            "{branch:?}"
        );
        let best = tables.best_move(&after).map(|(r, _)| r.to_string());
        assert_eq!(branch.reply, best, "{branch:?}");
    }
}

#[test]
fn a_rival_first_move_that_wins_as_much_material_refuses_the_puzzle() {
    // 17-10 wins two huls, and several other first moves win as much.
    let pos = fen::parse("B:W5,6,9,11:B14,17,23,24,31").unwrap();
    let line = line_of(&pos, &["17-10", "11-12", "10x8"]);
    let rejection = check_material(&pos, &line).unwrap_err();
    assert!(
        matches!(rejection, Rejection::NotUnique { ply: 0, .. }),
        "{rejection}"
    );
    // The composed shot has no rival.
    let shot = fen::parse("W:W11,17,25,K37:BK4,8,28,35,36").unwrap();
    assert_eq!(
        check_material(&shot, &solved("W:W11,17,25,K37:BK4,8,28,35,36").line),
        Ok(())
    );
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
    assert_eq!(check(&puzzle, &mut TableSource::new(None)), Ok(()));
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
        let stats = hunt(5, 1, 2, &mut TableSource::new(None), &mut |p| found.push(p)).unwrap();
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
        alternatives: Vec::new(),
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
    assert!(puzzles.len() >= 600, "only {} puzzles", puzzles.len());
    let mut ids = HashSet::new();
    let mut fens = HashSet::new();
    for puzzle in &puzzles {
        assert!(ids.insert(&puzzle.id), "id {} twice", puzzle.id);
        assert!(fens.insert(&puzzle.fen), "position {} twice", puzzle.fen);
        assert!((400..=2800).contains(&puzzle.rating), "{puzzle:?}");
        check_line(puzzle).unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
    }
    assert_eq!(puzzles, merge([puzzles.clone()]), "not in merged order");
}

#[test]
fn the_shipped_puzzles_spread_over_every_theme_and_rating() {
    let puzzles = shipped();
    let mut themes: HashMap<&str, usize> = HashMap::new();
    for puzzle in &puzzles {
        *themes.entry(puzzle.theme.as_str()).or_default() += 1;
    }
    for theme in Theme::ALL {
        let count = themes.get(theme.key()).copied().unwrap_or(0);
        assert!(count >= 20, "{} puzzles of theme {}", count, theme.key());
    }
    let hard = puzzles.iter().filter(|p| p.rating > 1600).count();
    assert!(hard >= 50, "{hard} puzzles above 1600");
    assert!(puzzles.iter().any(|p| p.rating < 700));
}

#[test]
fn every_shipped_puzzle_holds_its_rule() {
    let mut tables = TableSource::new(storage::default_dir());
    let failures: Vec<String> = shipped()
        .iter()
        .filter_map(|p| {
            check(p, &mut tables)
                .err()
                .map(|e| format!("{}: {e}", p.id))
        })
        .collect();
    assert!(failures.is_empty(), "{failures:#?}");
}
