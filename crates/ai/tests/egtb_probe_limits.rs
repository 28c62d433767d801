//! A table probe never reaches past its material's limits, whatever position it is given: a
//! position with more pieces than any table (the start position, a middlegame) is not a class
//! of the tables and is answered "not here", never ranked in a small class's table (issue 33:
//! the review panicked at `index out of bounds: the len is 5 but the index is 5`).

#[path = "../../rules/tests/common/mod.rs"]
mod common;

use common::Rng;
use proptest::prelude::*;
use std::sync::Arc;
use tobit_ai::review::review;
use tobit_ai::tablebase::move_values;
use tobit_ai::{Engine, Limits};
use tobit_egtb::{index, Material, Tables, Value, PIECES};
use tobit_rules::{Bitboard, Color, Game, Point, Position};

/// Every class of at most [`PIECES`] pieces, each a table of draws (what the browser has once
/// it has loaded its tables; the values do not matter here, only which classes are present).
fn every_class_up_to_the_browsers() -> Tables {
    let mut tables = Tables::new();
    for m in Material::all(PIECES) {
        tables
            .insert(m, vec![0; index::table_size(m)])
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    tables
}

/// A position from a list of (point, white, tobit), or `None` when it cannot stand (two pieces
/// on one point are merged, a hul on its promotion point or too many pieces refused).
fn position(side: Color, pieces: &[(u8, bool, bool)]) -> Option<Position> {
    let (mut white, mut black, mut tobits) = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    for &(n, is_white, tobit) in pieces {
        let p = Point::new(n)?;
        if white.contains(p) || black.contains(p) {
            continue;
        }
        if is_white {
            white = white.with(p);
        } else {
            black = black.with(p);
        }
        if tobit {
            tobits = tobits.with(p);
        }
    }
    Position::from_parts(side, white, black, tobits).ok()
}

fn check(tables: &Tables, pos: &Position) {
    let m = Material::of(pos);
    let fits = m.total() <= PIECES;
    let value = tables.probe(pos);
    assert_eq!(value.is_some(), fits, "{pos} ({m}): {value:?}");
    if let Some(i) = index::index_of(pos) {
        assert!(
            i < index::table_size(m),
            "{pos}: index {i} past {m}'s table"
        );
    }
    if fits {
        assert!(index::index_of(pos).is_some(), "{pos} has no index");
    }
    // The successors of a position are probed too (the analysis and the review ask for every
    // move's exact value): a move from a big position never lands in a small class's table.
    if let Some(values) = move_values(tables, pos, &[]) {
        for (mv, _) in values {
            let after = Material::of(&pos.play(&mv));
            assert!(
                after.total() <= PIECES,
                "{pos}: {mv} to {after} has a value"
            );
        }
    }
}

#[test]
fn the_start_position_is_in_no_table() {
    // Twelve hullar a side once folded onto the key of KKvKK (two tobits a side).
    let tables = every_class_up_to_the_browsers();
    let start = Position::start();
    assert_eq!(tables.probe(&start), None);
    assert_eq!(tables.successors(&start), None);
    assert_eq!(index::index_of(&start), None);
    assert_eq!(Material::of(&start).key(), None);
    for m in Material::all(5) {
        assert!(m.key().is_some(), "{m} has no key");
    }
}

#[test]
fn a_review_with_the_tables_loaded_grades_the_whole_game() {
    // What the analysis board does: the tables of the game's end are loaded, then every
    // position of the game, the first included, is analysed.
    let tables = Arc::new(every_class_up_to_the_browsers());
    let mut rng = Rng::new(33);
    let start = Position::start();
    let played = common::random_game(&mut rng, start, 12);
    let mut game = Game::new(start);
    for (_, m) in &played {
        game.play(m).expect("a legal move");
    }
    let mut engine = Engine::new(1 << 20);
    engine.set_tables(Some(tables));
    let reviewed = review(&mut engine, &game, &Limits::depth(2), &mut |_, _| true);
    assert_eq!(reviewed.moves.len(), played.len());
}

#[test]
fn a_probe_past_the_tables_is_refused_not_ranked() {
    let mut tables = Tables::new();
    let big = Material([6, 0, 0, 1]); // folded onto KvK's key before
    assert!(big.key().is_none());
    assert!(tables.insert(big, Vec::new()).is_err());
    assert_eq!(index::table_size(big), 0);
    assert_eq!(index::position_at(big, 0), None);
    let m = Material([0, 1, 0, 1]);
    tables
        .insert(m, vec![0; index::table_size(m)])
        .expect("KvK");
    assert_eq!(index::position_at(m, index::table_size(m)), None);
    let pos = position(
        Color::White,
        &[
            (1, true, false),
            (2, true, false),
            (3, true, false),
            (4, true, false),
            (5, true, false),
            (6, true, false),
            (38, false, true),
        ],
    )
    .expect("a position");
    assert_eq!(tables.probe(&pos), None);
    assert_eq!(
        tables.probe(&position(Color::White, &[(1, true, true), (38, false, true)]).unwrap()),
        Some(Value::Draw)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Random positions of any size, from one piece to twenty-four, against every class of
    /// four pieces or fewer: a probe answers exactly the positions those tables hold.
    #[test]
    fn a_probe_never_reaches_past_its_material(
        side in prop::bool::ANY,
        pieces in prop::collection::vec((1u8..=38, prop::bool::ANY, prop::bool::ANY), 1..=24),
    ) {
        let side = if side { Color::White } else { Color::Black };
        if let Some(pos) = position(side, &pieces) {
            check(tables(), &pos);
        }
    }

    /// The same for the positions of up to the tables' piece count (where every probe must
    /// find its entry), drawn more densely.
    #[test]
    fn every_small_position_has_its_entry(
        side in prop::bool::ANY,
        pieces in prop::collection::vec((1u8..=38, prop::bool::ANY, prop::bool::ANY), 1..=PIECES as usize),
    ) {
        let side = if side { Color::White } else { Color::Black };
        if let Some(pos) = position(side, &pieces) {
            check(tables(), &pos);
        }
    }
}

/// The tables of [`every_class_up_to_the_browsers`], built once for all the cases.
fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    TABLES.get_or_init(every_class_up_to_the_browsers)
}
