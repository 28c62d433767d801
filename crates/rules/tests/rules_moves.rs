//! docs/RULES.md sections 2, 3, 4, 6 and 7 clause by clause, on hand-made positions. Every expected
//! move list was worked out by hand from the rules text and the board diagram.

mod common;

use common::{expect, moves, pos};
use tobit_rules::{fen, Kind, Point, Position};

/// The position after the legal move written `text`.
fn after(fen_text: &str, text: &str) -> String {
    let p = pos(fen_text);
    let m = p
        .legal_moves()
        .into_iter()
        .find(|m| m.to_string() == text)
        .unwrap_or_else(|| panic!("{text} is not legal in {fen_text}"));
    fen::format(&p.play(&m))
}

// Section 2: the board. A lone tobit slides along every chol through its point, so its moves
// show the point's neighbours and chols.

#[test]
fn endpoint_1_touches_only_7() {
    assert_eq!(
        moves("W:WK1:B19"),
        expect(&["1-7", "1-14", "1-21", "1-28", "1-34"])
    );
    assert_eq!(moves("W:W1:B19"), expect(&["1-7"]));
}

#[test]
fn endpoint_6_touches_only_7() {
    assert_eq!(
        moves("W:WK6:B38"),
        expect(&["6-7", "6-8", "6-9", "6-10", "6-11", "6-12"])
    );
    assert_eq!(moves("W:W6:B38"), expect(&["6-7"]));
}

#[test]
fn endpoint_27_touches_only_28() {
    assert_eq!(
        moves("W:WK27:B16"),
        expect(&["27-28", "27-29", "27-30", "27-31", "27-32", "27-33"])
    );
    assert_eq!(moves("W:W27:B16"), expect(&["27-28"]));
}

#[test]
fn endpoint_34_touches_only_28() {
    assert_eq!(
        moves("W:WK34:B19"),
        expect(&["34-28", "34-21", "34-14", "34-7", "34-1"])
    );
    assert_eq!(moves("B:W1:B34"), expect(&["34-28"]));
}

#[test]
fn no_line_along_row_0_or_down_columns_0_and_6() {
    // 2 and 3 are not neighbours; 13 and 20 are not neighbours.
    assert_eq!(moves("W:W2:BK3"), expect(&["2-8"]));
    assert_eq!(moves("W:W13:B20"), expect(&["13-14"]));
    assert_eq!(moves("B:W1:B12"), expect(&["12-11"]));
    assert_eq!(moves("W:W3:B38"), expect(&["3-9"]));
}

// Section 3: the start.

#[test]
fn start_position_and_its_five_moves() {
    assert_eq!(
        fen::format(&Position::start()),
        "W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38"
    );
    let start = fen::format(&Position::start());
    assert_eq!(
        moves(&start),
        expect(&["7-14", "8-15", "9-16", "10-17", "11-18"])
    );
    let black_first = start.replacen('W', "B", 1);
    assert_eq!(
        moves(&black_first),
        expect(&["28-21", "29-22", "30-23", "31-24", "32-25"])
    );
}

// Section 4: moves without capture.

#[test]
fn white_hul_steps_forward_and_sideways_never_backward() {
    assert_eq!(moves("W:W16:B38"), expect(&["16-15", "16-17", "16-23"]));
}

#[test]
fn black_hul_steps_down_and_sideways_never_up() {
    assert_eq!(moves("B:W1:B16"), expect(&["16-9", "16-15", "16-17"]));
}

#[test]
fn hul_steps_only_to_empty_points() {
    assert_eq!(
        moves("W:W15,16,23:B38"),
        expect(&["15-14", "15-22", "16-17", "23-22", "23-24", "23-30"])
    );
    // An enemy piece with no empty point behind it only blocks.
    assert_eq!(moves("W:W16:B23,30"), expect(&["16-15", "16-17"]));
    assert_eq!(moves("W:W28:B34"), expect(&["28-27", "28-29"]));
}

#[test]
fn tobit_slides_any_distance_over_empty_points() {
    // Up stops before its own hul on 30; left reaches 13 because the Black hul on 13 has no
    // point beyond it (so it cannot be captured and is not passed).
    assert_eq!(
        moves("W:WK16,30:B13"),
        expect(&[
            "16-15", "16-14", "16-23", "16-9", "16-3", "16-17", "16-18", "16-19", "30-29", "30-31",
            "30-36",
        ])
    );
}

#[test]
fn black_tobit_slides_up_too() {
    assert_eq!(
        moves("B:W33:BK9"),
        expect(&[
            "9-3", "9-16", "9-23", "9-30", "9-36", "9-6", "9-7", "9-8", "9-10", "9-11", "9-12"
        ])
    );
}

// Section 6: promotion.

#[test]
fn white_hul_is_promoted_on_34_to_38_only() {
    assert_eq!(after("W:W28,32:B13", "28-34"), "B:W32,K34:B13");
    assert_eq!(after("W:W28,32:B13", "32-38"), "B:W28,K38:B13");
    assert_eq!(after("W:W28,32:B13", "32-33"), "B:W28,33:B13");
    assert_eq!(after("W:W28,32:B13", "28-27"), "B:W27,32:B13");
}

#[test]
fn black_hul_is_promoted_on_1_to_5_only() {
    assert_eq!(after("B:W33:B7,13", "7-1"), "W:W33:BK1,13");
    assert_eq!(after("B:W33:B7,13", "13-14"), "W:W33:B7,14");
    assert_eq!(after("B:W33:B11,19", "11-12"), "W:W33:B12,19");
    assert_eq!(after("B:W33:B7,11", "7-6"), "W:W33:B6,11");
    assert_eq!(after("B:W33:B11,13", "11-5"), "W:W33:BK5,13");
}

#[test]
fn hul_reaching_the_promotion_row_by_capture_ends_there_promoted() {
    // 22 jumps 29 to 35; from 35 the only neighbour is 29, jumped, so the move ends.
    assert_eq!(moves("W:W22:B28,29,30"), expect(&["22x35"]));
    assert_eq!(after("W:W22:B28,29,30", "22x35"), "B:WK35:B28,30");
    assert_eq!(moves("B:W8:B15"), expect(&["15x2"]));
    let p = pos(&after("B:W8:B15", "15x2"));
    assert_eq!(
        p.piece_at(Point::new(2).unwrap()).map(|pc| pc.kind),
        Some(Kind::Tobit)
    );
}

#[test]
fn promoted_tobit_moves_as_a_tobit_next_turn() {
    let p = after("W:W28:B13", "28-34");
    let black_moved = after(&p, "13-14");
    // The new tobit flies down column 1 over 28 and 21 to take 14.
    assert_eq!(moves(&black_moved), expect(&["34x7", "34x1"]));
}

// Section 7: a side whose pieces are all blocked, or that has none, has no legal move.

#[test]
fn blocked_or_empty_side_has_no_moves() {
    for text in [
        "W:W1:B7,14",
        "W:W6:B7,8",
        "W:W:B20",
        "B:W21,22,28,29:B34,35",
        "B:W16:B",
    ] {
        assert!(
            pos(text).legal_moves().is_empty(),
            "{text} should have no move"
        );
        assert_eq!(pos(text).count_moves(), 0, "{text}");
    }
}
