//! The endgame tables: known values, and every position checked against its successors and
//! its symmetries (all classes up to three pieces here; up to four in the ignored test).

use tobit_egtb::verify::verify_class;
use tobit_egtb::{index, Material, Tables, Value};
use tobit_rules::{fen, Color, Position};

/// Tables of every class with at most `pieces` pieces, built in memory.
fn tables_up_to(pieces: u32) -> Tables {
    let mut tables = Tables::new();
    for m in Material::all(pieces) {
        tables.build(m);
    }
    tables
}

/// Every position of a class.
fn positions(m: Material) -> impl Iterator<Item = Position> {
    (0..index::table_size(m)).filter_map(move |i| index::position_at(m, i))
}

fn material(text: &str) -> Material {
    Material::of(&fen::parse(text).expect("valid FEN"))
}

#[test]
fn every_position_up_to_three_pieces_agrees_with_its_successors_and_symmetries() {
    let tables = tables_up_to(3);
    let mut checked = 0;
    for m in Material::all(3) {
        checked += verify_class(&tables, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert!(checked > 800_000, "only {checked} positions checked");
}

#[test]
#[ignore = "builds every table up to four pieces (about a minute in release)"]
fn every_position_up_to_four_pieces_agrees_with_its_successors_and_symmetries() {
    let tables = tables_up_to(4);
    let mut checked = 0;
    for m in Material::all(4) {
        checked += verify_class(&tables, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert!(checked > 29_000_000, "only {checked} positions checked");
}

#[test]
fn three_tobits_win_every_position_against_one_within_35_plies() {
    let m = material("W:WK1,K2,K3:BK38");
    let mut tables = Tables::new();
    tables.build(m);
    let mut longest = 0;
    let mut count = 0;
    for pos in positions(m).filter(|p| p.side() == Color::White) {
        match tables.probe(&pos) {
            Some(Value::Win(d)) => longest = longest.max(d),
            other => panic!("{}: {other:?}", fen::format(&pos)),
        }
        count += 1;
    }
    assert_eq!(count, 8436 * 35);
    eprintln!("three tobits v one: {count} positions, all won, the longest in {longest} plies");
    assert!(longest <= 35, "a win takes {longest} plies");
}

/// The same pieces with Black to move.
fn black_to_move(p: &Position) -> Position {
    Position::from_parts(
        Color::Black,
        p.pieces(Color::White),
        p.pieces(Color::Black),
        p.tobits(),
    )
    .unwrap()
}

#[test]
fn two_tobits_against_one_are_drawn_in_most_quiet_positions() {
    let m = material("W:WK1,K2:BK38");
    let mut tables = Tables::new();
    tables.build(m);
    let quiet: Vec<Position> = positions(m)
        .filter(|p| p.side() == Color::White && !p.has_capture())
        .filter(|p| !black_to_move(p).has_capture())
        .collect();
    let drawn = quiet
        .iter()
        .filter(|p| tables.probe(p) == Some(Value::Draw))
        .count();
    eprintln!(
        "two tobits v one: {drawn} of {} quiet positions drawn",
        quiet.len()
    );
    assert!(
        drawn * 2 > quiet.len(),
        "{drawn} of {} quiet positions drawn",
        quiet.len()
    );
    let won = positions(m).any(|p| matches!(tables.probe(&p), Some(Value::Win(_))));
    assert!(won, "some positions are won by a shot");
}

#[test]
fn known_values() {
    let cases = [
        ("W:WK4,K14:BK20,22", Value::Win(15)),
        ("B:WK4,K14:B", Value::Loss(0)),
        ("W:W:BK20", Value::Loss(0)),
        ("W:WK4:B", Value::Win(1)),
        // A White hul on 28 steps to 34 and is promoted; a lone Black hul on 1..5 cannot exist.
        ("B:W28:B", Value::Loss(0)),
    ];
    for (text, expected) in cases {
        let pos = fen::parse(text).expect("valid FEN");
        let mut tables = Tables::new();
        tables.build(Material::of(&pos));
        assert_eq!(tables.probe(&pos), Some(expected), "{text}");
    }
}

#[test]
fn perfect_moves_keep_the_value_and_shorten_the_win() {
    let pos = fen::parse("W:WK4,K14:BK20,22").expect("valid FEN");
    let mut tables = Tables::new();
    tables.build(Material::of(&pos));
    let mut pos = pos;
    let mut expected = 15;
    while let Some((m, value)) = tables.best_move(&pos) {
        assert_eq!(value, Value::decisive(expected), "{}", fen::format(&pos));
        pos = pos.play(&m);
        expected -= 1;
        assert_eq!(tables.probe(&pos), Some(Value::decisive(expected)));
    }
    assert_eq!(expected, 0);
}

#[test]
fn index_round_trips_every_position_of_a_class() {
    let m = material("W:W7,K14:B30,K20");
    let mut count = 0;
    for i in 0..index::table_size(m) {
        if let Some(pos) = index::position_at(m, i) {
            assert_eq!(index::index_of(&pos), Some(i));
            assert_eq!(Material::of(&pos), m);
            count += 1;
        }
    }
    assert!(count > 0);
}
