//! Win over draw over loss, repetition, endgame knowledge and the dead-draw judgement.

use tobit_ai::{classify, evaluate, is_dead_draw, Ending, Engine, Limits, WIN_BOUND};
use tobit_rules::{fen, Bitboard, Color, Point, Position};

fn pos(text: &str) -> Position {
    fen::parse(text).unwrap()
}

#[test]
fn the_losing_side_takes_a_repetition_draw() {
    // Three tobits against one: lost for White, unless a move repeats an earlier position.
    let p = pos("W:WK17:BK29,K31,K37");
    assert!(!p.has_capture());
    let moves = p.legal_moves();
    let drawing = moves[moves.len() / 2];
    let history = [p.play(&drawing).hash()];
    let without = Engine::new(1 << 20)
        .search(&p, &[], &Limits::depth(6))
        .unwrap();
    assert!(without.score.0 < -100, "score {}", without.score);
    let with = Engine::new(1 << 20)
        .search(&p, &history, &Limits::depth(6))
        .unwrap();
    assert_eq!(with.best, drawing);
    assert_eq!(with.score.0, 0);
}

#[test]
fn the_winning_side_avoids_a_repetition() {
    let p = pos("W:WK34,K36,K38:BK17");
    assert!(!p.has_capture());
    let moves = p.legal_moves();
    let r = Engine::new(1 << 20)
        .search(&p, &[], &Limits::depth(6))
        .unwrap();
    assert!(r.score.0 > 100);
    let history = [p.play(&r.best).hash()];
    let again = Engine::new(1 << 20)
        .search(&p, &history, &Limits::depth(6))
        .unwrap();
    assert_ne!(again.best, r.best);
    assert!(again.score.0 > 100);
    assert!(moves.contains(&again.best));
}

#[test]
fn forced_wins_and_lost_positions_are_scored_as_such() {
    // The only move takes the last Black piece.
    let p = pos("W:WK34,9:B16");
    let r = Engine::new(1 << 20)
        .search(&p, &[], &Limits::depth(4))
        .unwrap();
    assert!(r.score.0 >= WIN_BOUND, "score {}", r.score);
    assert!(r.best.is_capture());
    assert_eq!(r.score.to_string(), "win in 1");
    // Black to move, lost: the score says so.
    let lost = pos("B:WK29,K31,K37,K35:B9");
    let r = Engine::new(1 << 20)
        .search(&lost, &[], &Limits::depth(12))
        .unwrap();
    assert!(r.score.0 < 0);
}

#[test]
fn endgame_classes_follow_the_known_results() {
    assert_eq!(classify(&pos("W:WK17:BK30")), Ending::Drawn);
    assert_eq!(classify(&pos("W:WK17,K18:BK30")), Ending::Drawn);
    assert_eq!(classify(&pos("B:WK17:BK30,K24")), Ending::Drawn);
    assert_eq!(
        classify(&pos("W:WK17,K18,K19:BK30")),
        Ending::Won(Color::White)
    );
    assert_eq!(
        classify(&pos("W:WK17,K18,9:BK30")),
        Ending::Won(Color::White)
    );
    assert_eq!(classify(&pos("W:WK17,9:BK30")), Ending::Drawish);
    assert_eq!(classify(&Position::start()), Ending::Unknown);
    assert_eq!(evaluate(&pos("W:WK17:BK30")), 0);
    assert!(evaluate(&pos("W:WK17,K18,K19:BK30")) > 500);
    assert!(evaluate(&pos("B:WK17,K18,K19:BK30")) < -500);
}

#[test]
fn dead_draws_are_recognised() {
    assert!(is_dead_draw(&pos("W:WK17:BK30"), &[]));
    assert!(is_dead_draw(&pos("W:WK7,K19:BK30"), &[]));
    assert!(!is_dead_draw(&pos("W:WK17,K18,K19:BK30"), &[]));
    assert!(!is_dead_draw(&Position::start(), &[]));
    // A tobit standing next to the lone tobit with room behind it takes it: not a draw.
    assert!(!is_dead_draw(&pos("W:WK17,K18:BK24"), &[]));
}

/// The same position seen from the other side: colours swapped, rows mirrored.
fn mirrored(p: &Position) -> Position {
    let flip = |b: Bitboard| -> Bitboard {
        b.into_iter()
            .map(|q| Point::at(q.col(), 5 - q.row()).unwrap())
            .fold(Bitboard::EMPTY, Bitboard::with)
    };
    Position::from_parts(
        p.side().opponent(),
        flip(p.pieces(Color::Black)),
        flip(p.pieces(Color::White)),
        flip(p.tobits()),
    )
    .unwrap()
}

#[test]
fn the_evaluation_is_colour_symmetric() {
    for text in [
        "W:W1,3,4,5,9,11,14,15,16:B20,24,25,27,30,32,35,36,37",
        "W:W2,3,4,6,7,8,12,17,18:B21,22,23,27,31,32,33,35,37",
        "B:WK17,9,10:BK30,28",
    ] {
        let p = pos(text);
        assert_eq!(evaluate(&p), evaluate(&mirrored(&p)), "{text}");
    }
}

#[test]
fn the_dead_draw_check_is_worth_its_search_with_eight_pieces_or_fewer() {
    use tobit_ai::{dead_draw_worth_checking, DEAD_DRAW_CHECK_MAX_PIECES};
    assert_eq!(DEAD_DRAW_CHECK_MAX_PIECES, 8);
    assert!(!dead_draw_worth_checking(&Position::start()));
    assert!(dead_draw_worth_checking(&pos("W:WK17:BK30")));
    assert!(dead_draw_worth_checking(&pos("W:W1,2,3,4:B30,31,32,33")));
    assert!(!dead_draw_worth_checking(&pos("W:W1,2,3,4,5:B30,31,32,33")));
}
