//! The canvas board in a browser: draw known positions, read the pixels at the point centres
//! to see which piece stands where (both orientations, device pixel ratio 2), and hit testing
//! through the pointer methods.
#![cfg(target_arch = "wasm32")]

use js_sys::{Reflect, JSON};
use tobit::Board;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

wasm_bindgen_test_configure!(run_in_browser);

const W: f64 = 420.0;
const H: f64 = 360.0;
const DPR: f64 = 2.0;
const COLORS: &str = r##"{"numbers": false, "animationMs": 0, "colors": {"board": "#00ff00",
  "kol": "#00ff00", "lastMove": "#00ff00", "white": "#ff0000", "black": "#0000ff", "crown": "#ffff00"}}"##;

fn canvas() -> HtmlCanvasElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    doc.create_element("canvas").unwrap().dyn_into().unwrap()
}

fn board(fen: &str) -> (Board, HtmlCanvasElement) {
    let c = canvas();
    let mut b = Board::new(JsValue::from(c.clone())).unwrap();
    b.set_options(JSON::parse(COLORS).unwrap()).unwrap();
    b.resize(JsValue::from(W), JsValue::from(H), JsValue::from(DPR))
        .unwrap();
    b.load(JsValue::from(fen), JsValue::UNDEFINED).unwrap();
    b.frame(JsValue::from(0.0)).unwrap();
    (b, c)
}

/// Paints the board's changes, as the page's next animation frame does.
fn painted(b: &mut Board) {
    b.frame(JsValue::from(0.0)).unwrap();
}

/// The move an input completed (`played` of its `BoardInput`), `None` for none.
fn played(input: impl Into<JsValue>) -> Option<JsValue> {
    Some(get(&input.into(), "played")).filter(|v| !v.is_null())
}

fn num(v: &JsValue, key: &str) -> f64 {
    Reflect::get(v, &JsValue::from_str(key))
        .unwrap()
        .as_f64()
        .unwrap()
}

fn center(b: &Board, n: u8) -> (f64, f64) {
    let c = js(b.point_center(JsValue::from(n)).unwrap());
    (num(&c, "x"), num(&c, "y"))
}

/// The colour at CSS pixel (x, y), read from the device-pixel backing store.
fn pixel(c: &HtmlCanvasElement, x: f64, y: f64) -> [u8; 3] {
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let d = ctx
        .get_image_data((x * DPR).round(), (y * DPR).round(), 1.0, 1.0)
        .unwrap()
        .data();
    [d[0], d[1], d[2]]
}

/// What stands on point `n`, read from the canvas: `W`/`B` for a hul, `WK`/`BK` for a tobit,
/// `.` for an empty point.
fn read(b: &Board, c: &HtmlCanvasElement, n: u8) -> String {
    let (x, y) = center(b, n);
    let gap = (center(b, 7).1 - center(b, 14).1).abs();
    let body = pixel(c, x + gap * 0.2, y - gap * 0.2);
    let ring = pixel(c, x + gap * 0.36 * 0.62, y);
    let colour = match body {
        [255, 0, 0] => "W",
        [0, 0, 255] => "B",
        [0, 255, 0] => return ".".into(),
        other => panic!("point {n}: unexpected colour {other:?}"),
    };
    let king = if ring == [255, 255, 0] { "K" } else { "" };
    format!("{colour}{king}")
}

fn read_all(b: &Board, c: &HtmlCanvasElement) -> Vec<String> {
    (1..=38).map(|n| read(b, c, n)).collect()
}

fn expected(white: &[u8], black: &[u8], kings: &[u8]) -> Vec<String> {
    (1..=38)
        .map(|n| {
            let k = if kings.contains(&n) { "K" } else { "" };
            if white.contains(&n) {
                format!("W{k}")
            } else if black.contains(&n) {
                format!("B{k}")
            } else {
                ".".into()
            }
        })
        .collect()
}

#[wasm_bindgen_test]
fn the_backing_store_has_device_pixels() {
    let (_, c) = board("W:W1:B38");
    assert_eq!(
        (c.width(), c.height()),
        ((W * DPR) as u32, (H * DPR) as u32)
    );
}

#[wasm_bindgen_test]
fn pieces_are_drawn_on_their_points_in_both_orientations() {
    let fen = "W:W1,9,K20,33:B6,K17,27,38";
    let want = expected(&[1, 9, 20, 33], &[6, 17, 27, 38], &[20, 17]);
    let (mut b, c) = board(fen);
    assert_eq!(read_all(&b, &c), want);
    let (x1, y1) = center(&b, 1);
    let (_, y38) = center(&b, 38);
    assert!(y1 > y38, "White's home row is at the bottom");
    b.flip();
    b.frame(JsValue::from(1.0)).unwrap();
    assert_eq!(js(b.orientation()).as_string().unwrap(), "black");
    let (x1f, y1f) = center(&b, 1);
    assert!(
        y1f < center(&b, 38).1,
        "flipped: White's home row is at the top"
    );
    assert!((x1 + x1f - W).abs() < 1e-6 && (y1 + y1f - H).abs() < 1e-6);
    assert_eq!(read_all(&b, &c), want);
}

#[wasm_bindgen_test]
fn the_start_position_is_drawn() {
    let (b, c) = board("W:W1-12:B27-38");
    let want = expected(
        &(1..=12).collect::<Vec<_>>(),
        &(27..=38).collect::<Vec<_>>(),
        &[],
    );
    assert_eq!(read_all(&b, &c), want);
}

#[wasm_bindgen_test]
fn a_played_move_is_drawn_after_its_animation() {
    let (mut b, c) = board("W:W9:B16,24,30");
    b.set_options(JSON::parse(r#"{"animationMs": 50}"#).unwrap())
        .unwrap();
    b.play(JsValue::from("9x23x36")).unwrap();
    assert!(
        b.frame(JsValue::from(1000.0)).unwrap(),
        "the animation needs frames"
    );
    assert!(b.is_animating());
    let mid = b.frame(JsValue::from(1075.0)).unwrap();
    assert!(mid);
    let (x, y) = center(&b, 16);
    let gap = (center(&b, 7).1 - center(&b, 14).1).abs();
    let jumped = pixel(&c, x + gap * 0.2, y - gap * 0.2);
    assert!(
        jumped[2] > 0 && jumped[2] < 255 && jumped[1] < 255,
        "a jumped piece stays on the board, faded, until the move ends: {jumped:?}"
    );
    assert!(!b.frame(JsValue::from(1200.0)).unwrap());
    assert_eq!(read(&b, &c, 36), "WK", "promoted at the end");
    for n in [9, 16, 23, 30] {
        assert_eq!(read(&b, &c, n), ".", "point {n}");
    }
    assert_eq!(read(&b, &c, 24), "B");
    for n in [16, 30] {
        let (x, y) = center(&b, n);
        assert_ne!(
            pixel(&c, x, y),
            [0, 255, 0],
            "point {n} stays marked as captured"
        );
    }
}

#[wasm_bindgen_test]
fn a_refused_press_says_why_and_the_capturers_pulse_then_stop() {
    let (mut b, c) = board("W:W9,1:B16");
    b.set_options(JSON::parse(r##"{"colors": {"mustCapture": "#ff00ff"}}"##).unwrap())
        .unwrap();
    let (x9, y9) = center(&b, 9);
    let gap = (center(&b, 7).1 - center(&b, 14).1).abs();
    b.frame(JsValue::from(0.0)).unwrap();
    let calm = pixel(&c, x9 + gap * 0.4, y9 - gap * 0.4);
    let (x, y) = center(&b, 1);
    let hover = b.pointer_move(JsValue::from(x), JsValue::from(y)).unwrap();
    assert_eq!(get(&hover.into(), "cursor"), "");
    let down = js(b.pointer_down(JsValue::from(x), JsValue::from(y)).unwrap());
    let up = js(b.pointer_up(JsValue::from(x), JsValue::from(y)).unwrap());
    assert_eq!(
        JSON::stringify(&get(&down, "refused"))
            .unwrap()
            .as_string()
            .unwrap(),
        r#"{"reason":"must-capture","from":1,"capturers":[9]}"#
    );
    assert_eq!(get(&down, "changed"), true, "the pulse is to be painted");
    assert!(get(&up, "refused").is_null(), "told once");
    assert!(b.is_pulsing());
    assert!(
        b.frame(JsValue::from(1000.0)).unwrap(),
        "the pulse needs frames"
    );
    b.frame(JsValue::from(1200.0)).unwrap();
    let at_peak = pixel(&c, x9 + gap * 0.4, y9 - gap * 0.4);
    assert!(
        at_peak[0] > 128 && at_peak[2] > 128 && at_peak[1] < 128,
        "{at_peak:?}"
    );
    assert!(!b.frame(JsValue::from(5000.0)).unwrap(), "then it stops");
    assert!(!b.is_pulsing());
    assert_eq!(
        pixel(&c, x9 + gap * 0.4, y9 - gap * 0.4),
        calm,
        "the ring is gone: the pixel is as before the press"
    );
    let hover = b
        .pointer_move(JsValue::from(x9), JsValue::from(y9))
        .unwrap();
    assert_eq!(get(&hover.into(), "cursor"), "pointer");
    assert!(b
        .pointer_move(JsValue::from(f64::NAN), JsValue::from(0))
        .is_err());
    let (x, y) = center(&b, 20);
    let down = b.pointer_down(JsValue::from(x), JsValue::from(y)).unwrap();
    assert!(
        get(&down.into(), "refused").is_null(),
        "an empty point is no refusal"
    );
}

#[wasm_bindgen_test]
fn clicks_on_point_centres_play_moves_in_both_orientations() {
    for flip in [false, true] {
        let (mut b, c) = board("W:W1-12:B27-38");
        if flip {
            b.set_orientation(JsValue::from("black")).unwrap();
        }
        let (x, y) = center(&b, 9);
        assert!(played(b.pointer_down(JsValue::from(x), JsValue::from(y)).unwrap()).is_none());
        assert!(played(b.pointer_up(JsValue::from(x), JsValue::from(y)).unwrap()).is_none());
        let (x, y) = center(&b, 16);
        let detail = played(b.pointer_down(JsValue::from(x), JsValue::from(y)).unwrap()).unwrap();
        let notation = Reflect::get(&detail, &"notation".into()).unwrap();
        assert_eq!(notation.as_string().unwrap(), "9-16");
        assert_eq!(
            Reflect::get(&detail, &"by".into())
                .unwrap()
                .as_string()
                .unwrap(),
            "white"
        );
        let status = get(&detail, "status");
        assert_eq!(
            get(&status, "sideToMove"),
            "black",
            "the move says how the game stands"
        );
        assert_eq!(get(&detail, "number").as_f64(), Some(1.0));
        b.frame(JsValue::from(5000.0)).unwrap();
        assert_eq!(read(&b, &c, 16), "W");
        assert_eq!(read(&b, &c, 9), ".");
        assert_eq!(b.history(), ["9-16"]);
    }
}

#[wasm_bindgen_test]
fn a_picked_piece_stays_picked_through_a_change_of_look_not_of_who_moves() {
    let click = |b: &mut Board, n: u8| {
        let (x, y) = center(b, n);
        let down = played(b.pointer_down(JsValue::from(x), JsValue::from(y)).unwrap());
        let up = played(b.pointer_up(JsValue::from(x), JsValue::from(y)).unwrap());
        down.or(up)
    };
    let (mut b, _) = board("W:W1-12:B27-38");
    assert!(click(&mut b, 9).is_none());
    // The device turns dark, the numbers are shown: 9 is still the piece picked up.
    b.set_options(JSON::parse(r#"{"dark": true, "numbers": true}"#).unwrap())
        .unwrap();
    let first = click(&mut b, 16).unwrap();
    let notation = Reflect::get(&first, &"notation".into()).unwrap();
    assert_eq!(notation.as_string().unwrap(), "9-16");
    b.frame(JsValue::from(5000.0)).unwrap();
    // Who may move changes: the piece picked up is put down.
    let first: JsValue = b.legal_moves().swap_remove(0).into();
    let text = Reflect::get(&first, &"notation".into())
        .unwrap()
        .as_string()
        .unwrap();
    let (from, to) = text.split_once('-').unwrap();
    let (from, to): (u8, u8) = (from.parse().unwrap(), to.parse().unwrap());
    assert!(click(&mut b, from).is_none());
    b.set_options(JSON::parse(r#"{"interactive": "white"}"#).unwrap())
        .unwrap();
    b.set_options(JSON::parse(r#"{"interactive": "both"}"#).unwrap())
        .unwrap();
    assert!(click(&mut b, to).is_none(), "{from} is no longer picked up");
    assert_eq!(b.history(), ["9-16"]);
    // Picked up again, it plays.
    assert!(click(&mut b, from).is_none());
    let again = click(&mut b, to).unwrap();
    let notation = Reflect::get(&again, &"notation".into()).unwrap();
    assert_eq!(notation.as_string().unwrap(), text);
}

#[wasm_bindgen_test]
fn drag_and_drop_plays_and_a_click_between_points_does_nothing() {
    let (mut b, _) = board("W:W1-12:B27-38");
    let (x0, y0) = center(&b, 8);
    let (x1, y1) = center(&b, 15);
    let (x2, y2) = center(&b, 22);
    let between = b.pointer_down(
        JsValue::from((x1 + x2) / 2.0),
        JsValue::from((y1 + y2) / 2.0),
    );
    assert!(played(between.unwrap()).is_none());
    b.pointer_down(JsValue::from(x0), JsValue::from(y0))
        .unwrap();
    b.pointer_move(
        JsValue::from((x0 + x1) / 2.0),
        JsValue::from((y0 + y1) / 2.0),
    )
    .unwrap();
    let detail = played(b.pointer_up(JsValue::from(x1), JsValue::from(y1)).unwrap()).unwrap();
    let notation = Reflect::get(&detail, &"notation".into()).unwrap();
    assert_eq!(notation.as_string().unwrap(), "8-15");
    assert!(!b.is_animating(), "a drop is not animated");
}

#[wasm_bindgen_test]
fn bad_arguments_are_errors_not_panics() {
    let (mut b, _) = board("W:W1:B38");
    assert!(b
        .resize(
            JsValue::from(f64::NAN),
            JsValue::from(10.0),
            JsValue::from(1.0)
        )
        .is_err());
    assert!(b
        .resize(JsValue::from(10.0), JsValue::from(10.0), JsValue::from(0.0))
        .is_err());
    assert!(
        b.point_center(JsValue::from(0)).is_err() && b.point_center(JsValue::from(39)).is_err()
    );
    assert!(b.set_orientation(JsValue::from("red")).is_err());
    assert!(b
        .set_options(JSON::parse(r#"{"animationMs": -1}"#).unwrap())
        .is_err());
    assert!(b
        .set_options(JSON::parse(r#"{"interactive": "maybe"}"#).unwrap())
        .is_err());
    assert!(b
        .set_options(JSON::parse(r#"{"colors": {"grass": "red"}}"#).unwrap())
        .is_err());
    assert!(b
        .set_options(JSON::parse(r#"{"speed": 3}"#).unwrap())
        .is_err());
    assert!(b.show_ply(JsValue::from(5)).is_err());
    assert!(b
        .load(JsValue::from("W:W1:B1"), JsValue::UNDEFINED)
        .is_err());
    assert!(b.play(JsValue::from("1-2")).is_err());
    assert_eq!(b.fen(), "W:W1:B38");
}

#[wasm_bindgen_test]
fn colour_overrides_apply_and_a_new_set_replaces_the_old_one() {
    let (mut b, c) = board("W:W9:B38");
    let (x, y) = center(&b, 9);
    let gap = (center(&b, 7).1 - center(&b, 14).1).abs();
    assert_eq!(pixel(&c, x + gap * 0.2, y - gap * 0.2), [255, 0, 0]);
    let without_white = r##"{"colors": {"board": "#00ff00", "black": "#0000ff"}}"##;
    b.set_options(JSON::parse(without_white).unwrap()).unwrap();
    painted(&mut b);
    let theme_white = pixel(&c, x + gap * 0.2, y - gap * 0.2);
    assert_ne!(theme_white, [255, 0, 0], "the white override was dropped");
    assert!(
        theme_white.iter().all(|&v| v > 200),
        "the theme's white: {theme_white:?}"
    );
    assert_eq!(read(&b, &c, 38), "B");
}

#[wasm_bindgen_test]
fn a_capture_tapped_stop_by_stop_moves_the_piece_and_ghosts_the_jumped_piece() {
    let (mut b, c) = board("W:W9:B16,24,30");
    let gap = (center(&b, 7).1 - center(&b, 14).1).abs();
    let body = |b: &Board, n: u8| {
        let (x, y) = center(b, n);
        pixel(&c, x + gap * 0.2, y - gap * 0.2)
    };
    fn tap(b: &mut Board, n: u8) -> bool {
        let (x, y) = center(b, n);
        let down = played(b.pointer_down(JsValue::from(x), JsValue::from(y)).unwrap());
        let up = played(b.pointer_up(JsValue::from(x), JsValue::from(y)).unwrap());
        b.frame(JsValue::from(0.0)).unwrap();
        down.is_some() || up.is_some()
    }
    assert!(!tap(&mut b, 9));
    assert!(!tap(&mut b, 23), "a stop plays nothing yet");
    assert_eq!(body(&b, 23), [255, 0, 0], "the piece stands on the stop");
    assert_ne!(body(&b, 9), [255, 0, 0], "and left its point");
    let (x16, y16) = center(&b, 16);
    let ghost = pixel(&c, x16, y16);
    assert_ne!(ghost, [0, 0, 255], "the jumped piece is a ghost");
    assert_ne!(ghost, [0, 255, 0], "marked on its point");
    assert_eq!(read(&b, &c, 30), "B", "not jumped yet");
    assert!(!tap(&mut b, 23), "the stop tapped again plays nothing");
    assert_eq!(body(&b, 23), [255, 0, 0], "and keeps the stop");
    assert_eq!(pixel(&c, x16, y16), ghost);
    assert!(tap(&mut b, 36), "the final point plays the capture");
    assert_eq!(b.history(), ["9x23x36"]);
}

#[wasm_bindgen_test]
fn shapes_are_drawn_replaced_and_a_bad_one_changes_nothing() {
    let (mut b, c) = board("W:W1:B38");
    let ((x1, y1), (x2, y2)) = (center(&b, 9), center(&b, 16));
    let mid = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let before = pixel(&c, mid.0, mid.1);
    let none = || json("[]");
    b.set_shapes(json(r#"[{"from": 9, "to": 16, "brush": "R"}]"#), none())
        .unwrap();
    painted(&mut b);
    let drawn = pixel(&c, mid.0, mid.1);
    assert_ne!(drawn, before, "the arrow from 9 to 16 is drawn");
    let bad = json(r#"[{"from": 9, "to": 99, "brush": "G"}]"#);
    assert!(b.set_shapes(bad, none()).is_err());
    let bad = json(r#"[{"at": 16, "brush": "X"}]"#);
    assert!(b.set_shapes(none(), bad).is_err());
    assert!(b.set_shapes(JsValue::from("R9-16"), none()).is_err());
    painted(&mut b);
    assert_eq!(
        pixel(&c, mid.0, mid.1),
        drawn,
        "a refused set leaves the arrow"
    );
    b.set_shapes(none(), none()).unwrap();
    painted(&mut b);
    assert_eq!(pixel(&c, mid.0, mid.1), before, "empty lists clear it");
}

#[wasm_bindgen_test]
fn a_grey_arrow_is_drawn_grey_and_narrower_than_a_blue_one() {
    let (mut b, c) = board("W:W1:B38");
    // The chols green as well: across the arrow, only the arrow differs from the board.
    let green = COLORS.replace(r##""board""##, r##""line": "#00ff00", "board""##);
    b.set_options(JSON::parse(&green).unwrap()).unwrap();
    let ((x1, y1), (x2, y2)) = (center(&b, 9), center(&b, 16));
    let mid = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let length = (x2 - x1).hypot(y2 - y1);
    let across = ((y1 - y2) / length, (x2 - x1) / length);
    // The width of what is drawn across the middle of the arrow, in CSS pixels.
    let width = |c: &HtmlCanvasElement| {
        let step = 0.25;
        let drawn = (-80..=80)
            .map(|i| f64::from(i) * step)
            .filter(|d| pixel(c, mid.0 + across.0 * d, mid.1 + across.1 * d) != [0, 255, 0])
            .count();
        drawn as f64 * step
    };
    let arrow = |brush: &str| json(&format!(r#"[{{"from": 9, "to": 16, "brush": "{brush}"}}]"#));
    b.set_shapes(arrow("B"), json("[]")).unwrap();
    painted(&mut b);
    let (blue, wide) = (pixel(&c, mid.0, mid.1), width(&c));
    b.set_shapes(arrow("P"), json("[]")).unwrap();
    painted(&mut b);
    let (grey, narrow) = (pixel(&c, mid.0, mid.1), width(&c));
    assert!(
        blue[2] > blue[0] + 60,
        "the best move's arrow is blue: {blue:?}"
    );
    // Over the green board, a grey has as much red as blue.
    assert!(
        grey[0].abs_diff(grey[2]) <= 3 && grey[0] > 60,
        "the other arrow is grey: {grey:?}"
    );
    assert!(
        narrow > 1.0 && narrow < wide * 0.8,
        "the grey arrow ({narrow} px) is narrower than the blue one ({wide} px)"
    );
}

#[wasm_bindgen_test]
fn point_at_names_the_point_under_the_pointer_in_both_orientations() {
    let (mut b, _) = board("W:W1:B38");
    for side in ["white", "black"] {
        b.set_orientation(JsValue::from(side)).unwrap();
        for n in 1..=38u8 {
            let (x, y) = center(&b, n);
            let at = b.point_at(JsValue::from(x + 2.0), JsValue::from(y - 2.0));
            assert_eq!(at.unwrap(), Some(n), "{side} {n}");
        }
        let (a, c) = (center(&b, 7), center(&b, 15));
        let between = b.point_at(
            JsValue::from((a.0 + c.0) / 2.0),
            JsValue::from((a.1 + c.1) / 2.0),
        );
        assert_eq!(between.unwrap(), None);
    }
    assert!(b
        .point_at(JsValue::from(f64::NAN), JsValue::from(0))
        .is_err());
}

#[wasm_bindgen_test]
fn a_change_is_painted_by_the_next_frame_and_a_frame_without_one_paints_nothing() {
    let (mut b, c) = board("W:W9:B38");
    let (x, y) = center(&b, 9);
    let gap = (center(&b, 7).1 - center(&b, 14).1).abs();
    let body = (x + gap * 0.2, y - gap * 0.2);
    assert_eq!(pixel(&c, body.0, body.1), [255, 0, 0]);
    let blue = COLORS.replace(r##""white": "#ff0000""##, r##""white": "#0000ff""##);
    b.set_options(JSON::parse(&blue).unwrap()).unwrap();
    assert_eq!(
        pixel(&c, body.0, body.1),
        [255, 0, 0],
        "not painted at once"
    );
    assert!(!b.frame(JsValue::from(0.0)).unwrap(), "nothing runs");
    assert_eq!(
        pixel(&c, body.0, body.1),
        [0, 0, 255],
        "the frame paints it"
    );
    // Paint the canvas over by hand: a frame with nothing changed leaves it so.
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    ctx.set_fill_style_str("#000000");
    ctx.fill_rect(0.0, 0.0, W * DPR, H * DPR);
    b.frame(JsValue::from(1.0)).unwrap();
    assert_eq!(pixel(&c, body.0, body.1), [0, 0, 0], "nothing painted");
    // A drag's moves are painted by the frame after them, not one by one.
    let input = b.pointer_down(JsValue::from(x), JsValue::from(y)).unwrap();
    assert_eq!(get(&input.into(), "changed"), true);
    for step in 1..=3 {
        let moved = b.pointer_move(JsValue::from(x + 5.0 * f64::from(step)), JsValue::from(y));
        assert_eq!(
            get(&moved.unwrap().into(), "changed"),
            true,
            "a frame is wanted"
        );
        assert_eq!(pixel(&c, body.0, body.1), [0, 0, 0], "not painted at once");
    }
    b.frame(JsValue::from(2.0)).unwrap();
    assert_ne!(
        pixel(&c, body.0, body.1),
        [0, 0, 0],
        "the frame paints the drag"
    );
}

#[wasm_bindgen_test]
fn the_point_centres_come_in_one_call_in_point_order() {
    let (mut b, _) = board("W:W1:B38");
    for side in ["white", "black"] {
        b.set_orientation(JsValue::from(side)).unwrap();
        let all = b.point_centers();
        assert_eq!(all.len(), 38);
        for (i, c) in all.into_iter().enumerate() {
            let c = js(c);
            assert_eq!(
                (num(&c, "x"), num(&c, "y")),
                center(&b, i as u8 + 1),
                "{side} {i}"
            );
        }
    }
}
