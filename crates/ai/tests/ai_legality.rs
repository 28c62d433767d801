//! The AI never returns an illegal move, over many random positions and every kind of limit.

mod common;

use common::random_positions;
use tobit_ai::{Engine, Limits};
use tobit_rules::Position;

#[test]
fn every_move_and_principal_variation_is_legal() {
    let mut engine = Engine::new(1 << 20);
    let limits = [
        Limits::nodes(1),
        Limits::nodes(3_000),
        Limits::depth(3),
        Limits::level(1),
        Limits::level(3),
    ];
    for (i, pos) in random_positions(300, 5).iter().enumerate() {
        let limits = &limits[i % limits.len()];
        match engine.search(pos, &[], limits) {
            None => assert!(pos.legal_moves().is_empty()),
            Some(r) => {
                assert!(pos.legal_moves().contains(&r.best), "{pos}: {}", r.best);
                assert_eq!(r.pv.first(), Some(&r.best));
                let mut p = *pos;
                for m in &r.pv {
                    assert!(p.legal_moves().contains(m), "{pos}: pv {:?}", r.pv);
                    p = p.play(m);
                }
            }
        }
    }
}

#[test]
fn level_one_varies_its_choice_with_the_seed() {
    let pos = Position::start();
    let mut seen = std::collections::HashSet::new();
    for seed in 0..20 {
        let limits = Limits {
            seed: Some(seed),
            ..Limits::level(1)
        };
        let r = Engine::new(1 << 20).search(&pos, &[], &limits).unwrap();
        seen.insert(r.best);
    }
    assert!(seen.len() > 1, "level 1 always plays the same move");
}
