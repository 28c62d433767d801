//! The AI with endgame tables: it converts won endings in exactly the tables' distance against
//! a table-perfect defender, scores table endings inside its search, and judges draws exactly.

use std::sync::Arc;
use tobit_ai::{is_dead_draw, is_dead_draw_with, Engine, Limits, Rng};
use tobit_egtb::{index, Material, Tables, Value};
use tobit_rules::{fen, Position};

fn pos(text: &str) -> Position {
    fen::parse(text).unwrap_or_else(|e| panic!("bad test FEN {text:?}: {e}"))
}

fn tables_for(classes: &[Material]) -> Arc<Tables> {
    let mut tables = Tables::new();
    for &m in classes {
        tables.build(m);
    }
    Arc::new(tables)
}

/// Up to `count` won positions of a class, drawn at random (seeded), winner to move.
fn won_positions(tables: &Tables, m: Material, count: usize, seed: u64) -> Vec<(Position, u32)> {
    let size = index::table_size(m);
    let mut rng = Rng::new(seed);
    let mut found = Vec::new();
    for _ in 0..size.min(200_000) {
        if found.len() == count {
            break;
        }
        let Some(p) = index::position_at(m, rng.below(size)) else {
            continue;
        };
        if let Some(Value::Win(d)) = tables.probe(&p) {
            found.push((p, d));
        }
    }
    found
}

/// Plays the AI (at `level`) for the side to move against the tables' best defence; returns
/// the plies until the defender had no move, or `None` if the game outlasted the win.
fn conversion_plies(
    engine: &mut Engine,
    tables: &Tables,
    start: Position,
    level: u8,
) -> Option<u32> {
    let mut pos = start;
    let mut history = Vec::new();
    let winner = start.side();
    for ply in 0..300 {
        let next = if pos.side() == winner {
            let r = engine.search(&pos, &history, &Limits::level(level));
            r.map(|r| r.best)
        } else {
            tables.best_move(&pos).map(|(m, _)| m)
        };
        let Some(m) = next else {
            return (pos.side() != winner).then_some(ply);
        };
        history.push(pos.hash());
        pos = pos.play(&m);
    }
    None
}

fn converts_every_sample(classes: &[&str], samples: usize, levels: &[u8]) {
    let materials: Vec<Material> = classes.iter().map(|c| Material::of(&pos(c))).collect();
    let tables = tables_for(&materials);
    let mut engine = Engine::new(1 << 20);
    engine.set_tables(Some(Arc::clone(&tables)));
    for (i, &m) in materials.iter().enumerate() {
        let won = won_positions(&tables, m, samples, 7 + i as u64);
        assert!(!won.is_empty(), "{m}: no won position sampled");
        for (k, (start, d)) in won.into_iter().enumerate() {
            let level = levels[k % levels.len()];
            let plies = conversion_plies(&mut engine, &tables, start, level);
            assert_eq!(
                plies,
                Some(d),
                "{m} level {level}: {} is a win in {d}",
                fen::format(&start)
            );
        }
    }
}

#[test]
fn converts_the_endings_it_used_to_fail_within_the_tables_distance() {
    converts_every_sample(
        &[
            "W:WK1,K2,K3:BK38",
            "W:WK1,K2,7:BK38",
            "W:WK1,7,8:BK38",
            "W:W7,8,9:BK38",
            "W:W7,8,9:B30",
        ],
        6,
        &[5, 6, 7, 8],
    );
}

#[test]
#[ignore = "builds every table up to four pieces (about a minute in release)"]
fn converts_sampled_won_positions_of_every_class() {
    let all: Vec<String> = Material::all(4).iter().map(|m| m.to_string()).collect();
    let materials = Material::all(4);
    let tables = tables_for(&materials);
    let mut engine = Engine::new(1 << 20);
    engine.set_tables(Some(Arc::clone(&tables)));
    let mut classes_with_wins = 0;
    for (i, &m) in materials.iter().enumerate() {
        let won = won_positions(&tables, m, 3, 100 + i as u64);
        classes_with_wins += usize::from(!won.is_empty());
        for (start, d) in won {
            let plies = conversion_plies(&mut engine, &tables, start, 5 + (i % 4) as u8);
            assert_eq!(
                plies,
                Some(d),
                "{m}: {} is a win in {d}",
                fen::format(&start)
            );
        }
    }
    assert!(
        classes_with_wins > all.len() / 2,
        "{classes_with_wins} classes"
    );
}

#[test]
fn the_search_scores_a_capture_into_a_table_ending_exactly() {
    // White takes 22 and reaches three tobits against one: a forced win the tables know.
    let p = pos("W:WK1,K2,K15:BK38,22");
    let tables = tables_for(&[Material::of(&pos("W:WK1,K2,K3:BK38"))]);
    let mut engine = Engine::new(1 << 20);
    engine.set_tables(Some(tables));
    let r = engine
        .search(&p, &[], &Limits::nodes(2_000))
        .expect("a move");
    assert!(r.score.is_decisive() && r.score.0 > 0, "{}", r.score);
}

#[test]
fn low_levels_do_not_use_the_tables() {
    let p = pos("W:WK4,K14:BK20,22");
    let tables = tables_for(&[Material::of(&p)]);
    let mut engine = Engine::new(1 << 20);
    engine.set_tables(Some(tables));
    let r = engine.search(&p, &[], &Limits::level(2)).expect("a move");
    assert!(r.depth > 0, "level 2 searched instead of probing");
}

#[test]
fn dead_draws_are_exact_with_four_pieces() {
    let won = pos("W:WK4,K14:BK20,22");
    assert!(!is_dead_draw(&won, &[]));
    assert!(is_dead_draw(&pos("W:WK1:BK38"), &[]));
    let tables = tables_for(&[Material::of(&won)]);
    assert!(!is_dead_draw_with(&won, &[], Some(&tables)));
    // Every position of a class is judged as its table value says.
    let m = Material::of(&pos("W:WK1,K2:BK38"));
    let tables = tables_for(&[m]);
    let mut rng = Rng::new(3);
    for _ in 0..300 {
        let Some(p) = index::position_at(m, rng.below(index::table_size(m))) else {
            continue;
        };
        let drawn = tables.probe(&p) == Some(Value::Draw);
        assert_eq!(
            is_dead_draw_with(&p, &[], Some(&tables)),
            drawn,
            "{}",
            fen::format(&p)
        );
    }
}
