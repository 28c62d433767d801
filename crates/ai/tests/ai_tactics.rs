//! The search finds forced wins in composed positions.

use tobit_ai::{Engine, Limits, WIN_BOUND};
use tobit_rules::{fen, Position};

fn best(fen_text: &str, depth: u32) -> (String, i32, Vec<String>) {
    let pos: Position = fen::parse(fen_text).unwrap();
    let r = Engine::new(1 << 20)
        .search(&pos, &[], &Limits::depth(depth))
        .unwrap();
    let pv = r.pv.iter().map(|m| m.to_string()).collect();
    (r.best.to_string(), r.score.0, pv)
}

#[test]
fn sacrifices_one_hul_to_take_three() {
    // 7-6 or 7-8 offers the hul on 11 (12x10), then 4x17x31x33 takes three.
    let (m, score, pv) = best("W:W3,4,7,11:BK1,12,24,28,32", 8);
    assert!(m == "7-6" || m == "7-8", "{m}");
    assert_eq!(pv[1], "12x10");
    assert_eq!(pv[2], "4x17x31x33");
    assert!(score > 50, "score {score}");
}

#[test]
fn sacrifices_a_hul_to_a_tobit_to_take_three() {
    // 17-24 lets the tobit take (4x31), and the tobit on 37 takes three back.
    let (m, score, pv) = best("W:W11,17,25,K37:BK4,8,28,35,36", 8);
    assert_eq!(m, "17-24");
    assert_eq!(pv[2], "37x10x7x34");
    assert!(score > 300, "score {score}");
}

#[test]
fn finds_a_multi_capture_combination() {
    // 21-20 forces 36x23, then the tobit takes three with 34x21x24x26.
    let (m, score, pv) = best("W:W2,6,14,19,21,30,K34:BK4,25,28,33,35,36", 8);
    assert_eq!(m, "21-20");
    assert_eq!(pv[1], "36x23");
    assert_eq!(pv[2], "34x21x24x26");
    assert!(score > 200, "score {score}");
}

#[test]
fn wins_the_promotion_race() {
    // Only 28-34 wins: the new tobit comes back to catch the Black hul.
    let (m, score, _) = best("W:W23,28:B25", 12);
    assert_eq!(m, "28-34");
    assert!(score >= WIN_BOUND, "score {score}");
}

#[test]
fn a_hul_alone_wins_by_running_around_the_last_black_hul() {
    let (m, score, _) = best("W:W9:B18", 10);
    assert_eq!(m, "9-10");
    assert!(score >= WIN_BOUND, "score {score}");
}
