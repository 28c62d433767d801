//! Property tests over many random games (docs/RULES.md sections 5, 8, 9 and 10 invariants): FEN round
//! trip, unique move text, paths that agree with captured points, incremental hash, material,
//! and no panic on arbitrary FEN input.

mod common;

use common::Rng;
use proptest::prelude::*;
use std::collections::HashSet;
use tobit_rules::{fen, Bitboard, Move, Point, Position};

/// The points strictly between two points on one chol, or None when no chol joins them.
fn between(a: Point, b: Point) -> Option<Vec<Point>> {
    let (ac, ar, bc, br) = (a.col(), a.row(), b.col(), b.row());
    if ar == br && (1..=4).contains(&ar) && ac != bc {
        let (lo, hi) = (ac.min(bc), ac.max(bc));
        Some((lo + 1..hi).map(|c| Point::at(c, ar).unwrap()).collect())
    } else if ac == bc && (1..=5).contains(&ac) && ar != br {
        let (lo, hi) = (ar.min(br), ar.max(br));
        Some((lo + 1..hi).map(|r| Point::at(ac, r).unwrap()).collect())
    } else {
        None
    }
}

/// Checks that a move's path and captured points tell the same story in `pos`.
fn check_path(pos: &Position, m: &Move) {
    let path = m.path();
    assert_eq!(path[0], m.from());
    assert_eq!(*path.last().unwrap(), m.to());
    let them = pos.pieces(pos.side().opponent());
    let mut occupied = pos.occupied().without(m.from());
    if !m.is_capture() {
        assert_eq!(path.len(), 2, "{m}: a move without capture has one step");
        let mid = between(path[0], path[1]).expect("a step or slide follows a chol");
        assert!(
            mid.iter().all(|p| !occupied.contains(*p)),
            "{m} passes a piece"
        );
        assert!(!occupied.contains(m.to()), "{m} lands on a piece");
        return;
    }
    let mut victims = Bitboard::EMPTY;
    for pair in path.windows(2) {
        let mid = between(pair[0], pair[1]).unwrap_or_else(|| panic!("{m}: jump off the chols"));
        let passed: Vec<Point> = mid.into_iter().filter(|p| occupied.contains(*p)).collect();
        assert_eq!(passed.len(), 1, "{m}: each jump passes exactly one piece");
        let victim = passed[0];
        assert!(them.contains(victim), "{m} jumps a piece of its own");
        assert!(!victims.contains(victim), "{m} jumps {victim} twice");
        assert!(!occupied.contains(pair[1]), "{m} lands on a piece");
        victims = victims.with(victim);
        // The jumped piece still stands (and blocks) until the move ends.
        occupied = occupied.with(victim);
    }
    assert_eq!(
        victims,
        m.captured(),
        "{m}: path and captured points disagree"
    );
}

fn check_position(pos: &Position) {
    assert_eq!(pos.hash(), pos.compute_hash(), "incremental hash of {pos}");
    let text = fen::format(pos);
    assert_eq!(
        fen::parse(&text).as_ref(),
        Ok(pos),
        "FEN round trip of {text}"
    );
    let moves = pos.legal_moves();
    let texts: HashSet<String> = moves.iter().map(|m| m.to_string()).collect();
    assert_eq!(texts.len(), moves.len(), "move texts not unique in {pos}");
    let capturing = moves.iter().any(|m| m.is_capture());
    for m in &moves {
        assert_eq!(
            m.is_capture(),
            capturing,
            "captures are compulsory in {pos}"
        );
        check_path(pos, m);
        let next = pos.play(m);
        let us = pos.side();
        let them = us.opponent();
        assert_eq!(
            pos.pieces(them).count() - next.pieces(them).count(),
            m.captured().count(),
            "material lost after {m} in {pos}"
        );
        assert!((next.pieces(them) & m.captured()).is_empty());
        assert_eq!(next.pieces(us).count(), pos.pieces(us).count());
        assert_eq!(next.side(), them);
        assert_eq!(next.hash(), next.compute_hash(), "hash after {m} in {pos}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), plies in 1usize..150) {
        let mut rng = Rng::new(seed);
        let mut pos = Position::start();
        for _ in 0..plies {
            check_position(&pos);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(&moves[rng.below(moves.len())]);
        }
    }

    #[test]
    fn random_setups_keep_every_invariant(seed in any::<u64>()) {
        for pos in common::random_setups(seed, 20) {
            check_position(&pos);
        }
    }

    #[test]
    fn fen_parse_never_panics(text in "\\PC*") {
        let _ = fen::parse(&text);
    }

    #[test]
    fn fen_parse_never_panics_on_near_fens(text in "[WBKwbk0-9:, \\-]{0,40}") {
        if let Ok(pos) = fen::parse(&text) {
            // Whatever parses formats canonically and parses back to the same position.
            prop_assert_eq!(fen::parse(&fen::format(&pos)), Ok(pos));
        }
    }
}
