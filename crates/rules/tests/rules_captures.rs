//! docs/RULES.md section 5 (captures) clause by clause, on hand-made positions. Every expected move
//! list was worked out by hand from the rules text and the board diagram.

mod common;

use common::{expect, moves, pos};
use tobit_rules::fen;

#[test]
fn hul_captures_in_all_four_directions() {
    assert_eq!(moves("W:W16:B23"), expect(&["16x30"]));
    assert_eq!(moves("W:W16:B9"), expect(&["16x3"]), "backward");
    assert_eq!(moves("W:W16:B15"), expect(&["16x14"]));
    assert_eq!(moves("W:W16:B17"), expect(&["16x18"]));
    assert_eq!(
        moves("W:W16:B9,15,17,23"),
        expect(&["16x3", "16x14", "16x18", "16x30"])
    );
    assert_eq!(moves("B:W23:B16"), expect(&["16x30"]), "Black backward");
}

#[test]
fn hul_captures_only_along_a_chol_onto_an_empty_point() {
    // 13-20 is not a chol; 28-34 has nothing beyond 34; 30 is occupied behind 23.
    assert_eq!(moves("W:W13:B20"), expect(&["13-14"]));
    assert_eq!(moves("W:W28:B34"), expect(&["28-27", "28-29"]));
    assert_eq!(moves("W:W16:B23,30"), expect(&["16-15", "16-17"]));
    // Never over an own piece.
    assert_eq!(
        moves("W:W16,17:B38"),
        expect(&["16-15", "16-23", "17-18", "17-24"])
    );
}

#[test]
fn flying_tobit_capture_chooses_its_landing_point() {
    assert_eq!(moves("W:WK1:B21"), expect(&["1x28", "1x34"]));
    assert_eq!(moves("W:WK27:B30"), expect(&["27x31", "27x32", "27x33"]));
}

#[test]
fn tobit_never_jumps_two_pieces_or_its_own() {
    // 21 and 28 stand together: no capture up; the slides remain.
    assert_eq!(moves("W:WK1:B21,28"), expect(&["1-7", "1-14"]));
    // Own hul on 14 shields 21 (and cannot take it: 28 is occupied).
    assert_eq!(moves("W:WK1,14:B21,28"), expect(&["1-7", "14-13", "14-15"]));
}

#[test]
fn capture_is_compulsory_with_free_choice_and_no_majority_rule() {
    // 7x21 takes one piece, 10x24x26 takes two: both are legal; no step is.
    assert_eq!(moves("W:W7,10:B14,17,25"), expect(&["7x21", "10x24x26"]));
}

#[test]
fn tobit_capture_is_compulsory_too() {
    // The hul on 4 could step to 10, but the tobit must take 9.
    assert_eq!(moves("W:W4,K16:B9"), expect(&["16x3"]));
}

#[test]
fn a_capture_continues_while_it_can() {
    // 7x21 alone is not a move: from 21 the hul must go on over 22.
    assert_eq!(moves("W:W7:B14,22"), expect(&["7x21x23"]));
}

#[test]
fn only_the_capturing_piece_jumps() {
    // After 7x21 the hul on 21 has nothing to take; the hul on 23 could take 24, but not
    // within White's move: it is a separate capturing piece, so both are first jumps.
    assert_eq!(moves("W:W7,23:B14,24"), expect(&["7x21", "23x25"]));
}

#[test]
fn jumped_pieces_block_until_the_move_ends() {
    // From 32 or 38 the way down column 5 to 11 passes 25, already jumped: blocked.
    // (Were 25 removed at once, 14x18x32x5 and 14x18x38x5 would be legal.)
    assert_eq!(
        moves("W:WK14:B11,16,25"),
        expect(&["14x18x5", "14x18x32", "14x18x38"])
    );
}

#[test]
fn a_jumped_piece_is_not_jumped_twice() {
    // The hul goes round the square 16-18-32-30 and back to its start point 16, next to 17
    // (jumped first) with 18 empty again: it may not take 17 a second time.
    assert_eq!(
        moves("W:W16:B17,23,25,31"),
        expect(&["16x18x32x30x16", "16x30x32x18x16"])
    );
}

#[test]
fn start_point_counts_as_empty_passing_over_it() {
    // Last jump goes from 14 over 15, 16 (the start point, empty) to take 17.
    assert_eq!(
        moves("W:WK16:B17,21,23,29"),
        expect(&["16x18", "16x19", "16x30x28x14x18", "16x30x28x14x19"])
    );
}

#[test]
fn a_capture_may_end_on_its_start_point() {
    assert_eq!(
        moves("W:WK16:B15,21,23,29"),
        expect(&[
            "16x30x28x14x16",
            "16x30x28x14x17",
            "16x30x28x14x18",
            "16x30x28x14x19",
            "16x14x28x30x16",
            "16x14x28x30x9",
            "16x14x28x30x3",
        ])
    );
}

#[test]
fn tobit_must_land_where_it_can_jump_again() {
    // Over 21 it could land on 28 or 34; only from 28 can it go on (over 29).
    assert_eq!(
        moves("W:WK1:B21,29"),
        expect(&["1x28x30", "1x28x31", "1x28x32", "1x28x33"])
    );
}

#[test]
fn landing_rule_is_decided_per_jump_not_per_move() {
    // 16x3 takes one piece; the jump up must land on 30 (to go on over 31), but choosing the
    // shorter capture 16x3 stays allowed.
    assert_eq!(
        moves("W:WK16:B9,23,31"),
        expect(&["16x3", "16x30x32", "16x30x33"])
    );
}

#[test]
fn captured_points_and_material() {
    let p = pos("W:W16:B17,23,25,31");
    for m in p.legal_moves() {
        let mut taken: Vec<u8> = m.captured().into_iter().map(|q| q.number()).collect();
        taken.sort();
        assert_eq!(taken, vec![17, 23, 25, 31], "{m}");
        assert_eq!(fen::format(&p.play(&m)), "B:W16:B");
    }
}
