//! The engine against the simple reference generator of `common/reference.rs`: the same move
//! sets (notation and captured points) in many positions, and the same perft counts.

mod common;

use common::reference::{Board, RefMove};
use common::{random_game_positions, random_setups};
use tobit_rules::{perft, Position};

/// The engine's moves as (notation, captured point numbers), sorted.
fn engine_moves(pos: &Position) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<_> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let mut captured: Vec<u8> = m.captured().into_iter().map(|p| p.number()).collect();
            captured.sort();
            (m.to_string(), captured)
        })
        .collect();
    v.sort();
    v
}

fn reference_moves(pos: &Position) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<_> = Board::from_position(pos)
        .legal_moves()
        .iter()
        .map(|m: &RefMove| (m.notation(), m.captured.clone()))
        .collect();
    v.sort();
    v
}

fn assert_same_moves(positions: &[Position]) -> (usize, usize) {
    let (mut captures, mut tobit_moves) = (0, 0);
    for pos in positions {
        let engine = engine_moves(pos);
        assert_eq!(engine, reference_moves(pos), "moves differ in {pos}");
        assert_eq!(
            pos.count_moves(),
            engine.len() as u64,
            "count_moves in {pos}"
        );
        captures += engine.iter().filter(|(_, c)| !c.is_empty()).count();
        tobit_moves += pos
            .legal_moves()
            .iter()
            .filter(|m| pos.tobits().contains(m.from()))
            .count();
    }
    (captures, tobit_moves)
}

#[test]
fn same_moves_along_random_games() {
    let positions = random_game_positions(0x7061_7274, 300, 120);
    let (captures, tobit_moves) = assert_same_moves(&positions);
    // The games must really exercise captures and tobits, or this test proves little.
    assert!(captures > 1000, "only {captures} captures met");
    assert!(tobit_moves > 1000, "only {tobit_moves} tobit moves met");
}

#[test]
fn same_moves_in_random_setups() {
    let positions = random_setups(0x5e7_0b17, 20_000);
    let (captures, tobit_moves) = assert_same_moves(&positions);
    assert!(captures > 10_000, "only {captures} captures met");
    assert!(tobit_moves > 10_000, "only {tobit_moves} tobit moves met");
}

#[test]
fn same_positions_after_each_move() {
    for pos in random_setups(0xbeef, 2_000) {
        let board = Board::from_position(&pos);
        for m in pos.legal_moves() {
            let r = board
                .legal_moves()
                .into_iter()
                .find(|r| r.notation() == m.to_string())
                .expect("the reference has the move");
            assert_eq!(
                Board::from_position(&pos.play(&m)),
                board.play(&r),
                "{pos} after {m}"
            );
        }
    }
}

#[test]
fn same_perft_in_random_setups() {
    for pos in random_setups(0xfeed, 60) {
        let board = Board::from_position(&pos);
        for depth in 1..=3 {
            assert_eq!(
                perft(&pos, depth),
                board.perft(depth),
                "perft({depth}) of {pos}"
            );
        }
    }
}
