//! The engine module's `diagram` in a browser: its SVG, drawn by the browser through an
//! `<img>` onto a canvas (as the Diagram dialog makes its PNG), shows at every point centre the
//! colour the canvas board paints there (the piece's, or the empty point's); the same bytes
//! twice; bad arguments are errors naming them.
#![cfg(target_arch = "wasm32")]

use js_sys::JSON;
use tobit::Board;
use tobit_study::diagram;
use tobit_view::diagram::{Diagram, Options, Style};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlImageElement};

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Both kinds of piece of both sides, and empty points.
const FEN: &str = "B:W9,10,K38,11,12:B16,K1,27,20";

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

fn canvas(width: f64, height: f64) -> HtmlCanvasElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    let c: HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    c.set_width(width as u32);
    c.set_height(height as u32);
    c
}

fn context(c: &HtmlCanvasElement) -> CanvasRenderingContext2d {
    c.get_context("2d").unwrap().unwrap().dyn_into().unwrap()
}

/// The colour at pixel (x, y) of a canvas drawn at one device pixel per CSS pixel.
fn pixel(c: &HtmlCanvasElement, x: f64, y: f64) -> [u8; 3] {
    let d = context(c)
        .get_image_data(x.floor(), y.floor(), 1.0, 1.0)
        .unwrap()
        .data();
    [d[0], d[1], d[2]]
}

/// The SVG drawn by the browser onto a canvas of its size, through an `<img>`.
async fn rendered(svg: &str, width: f64, height: f64) -> HtmlCanvasElement {
    let img = HtmlImageElement::new().unwrap();
    let url = format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(svg))
    );
    img.set_src(&url);
    JsFuture::from(img.decode())
        .await
        .expect("the SVG loads as an image");
    let c = canvas(width, height);
    context(&c)
        .draw_image_with_html_image_element(&img, 0.0, 0.0)
        .unwrap();
    c
}

#[wasm_bindgen_test]
async fn the_svg_drawn_by_the_browser_matches_the_canvas_board_at_every_point_centre() {
    for flip in [false, true] {
        let options = json(&format!(r#"{{"style": "board", "flip": {flip}}}"#));
        let image = js(diagram(s(FEN), JsValue::NULL, options).unwrap());
        let svg = get(&image, "svg").as_string().unwrap();
        let (w, h) = (
            get(&image, "width").as_f64().unwrap(),
            get(&image, "height").as_f64().unwrap(),
        );
        let picture = rendered(&svg, w, h).await;

        let board_canvas = canvas(w, h);
        let mut board = Board::new(JsValue::from(board_canvas.clone())).unwrap();
        board
            .set_options(
                JSON::parse(r#"{"numbers": false, "animationMs": 0, "dark": false}"#).unwrap(),
            )
            .unwrap();
        board
            .set_orientation(s(if flip { "black" } else { "white" }))
            .unwrap();
        board
            .resize(JsValue::from(w), JsValue::from(h), JsValue::from(1.0))
            .unwrap();
        board.load(s(FEN), JsValue::UNDEFINED).unwrap();
        board.frame(JsValue::from(0.0)).unwrap();

        let geometry = Diagram::new(
            &tobit_rules::Game::new(FEN.parse().unwrap()),
            Options {
                flip,
                style: Style::Board,
                ..Options::default()
            },
        )
        .geometry();
        for p in tobit_rules::Point::all() {
            let on_board = js(board.point_center(JsValue::from(p.number())).unwrap());
            let (bx, by) = (
                get(&on_board, "x").as_f64().unwrap(),
                get(&on_board, "y").as_f64().unwrap(),
            );
            let c = geometry.center(p);
            assert!(
                (bx - c.x).abs() < 0.5 && (by - c.y).abs() < 0.5,
                "point {p:?}"
            );
            let (a, b) = (pixel(&board_canvas, bx, by), pixel(&picture, c.x, c.y));
            let near = a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 8);
            assert!(
                near,
                "flip {flip} point {}: canvas {a:?}, SVG {b:?}",
                p.number()
            );
        }
    }
}

#[wasm_bindgen_test]
fn the_same_diagram_is_the_same_bytes_and_options_apply() {
    let options = r#"{"numbers": true, "turn": true, "last": true, "arrows": "9-16,R22-29",
        "circles": "B16", "caption": "Diagram 1", "style": "print", "size": 300}"#;
    let a = js(diagram(s(""), list(&["9-16"]), json(options)).unwrap());
    let b = js(diagram(JsValue::UNDEFINED, list(&["9-16"]), json(options)).unwrap());
    let svg = get(&a, "svg").as_string().unwrap();
    assert_eq!(Some(svg.clone()), get(&b, "svg").as_string());
    assert!(svg.contains("<title>Diagram 1</title>") && svg.contains("class=\"arrow red\""));
    assert_eq!(get(&a, "width").as_f64(), Some(300.0));
    assert!(get(&a, "height").as_f64().unwrap() > 300.0 / 1.2);
    assert_eq!(svg.matches("<use ").count(), 24);
}

#[wasm_bindgen_test]
fn bad_arguments_are_errors_naming_them() {
    let game_cases = [
        (s("W:W99"), JsValue::NULL, "bad FEN"),
        (JsValue::from(5), JsValue::NULL, "fen: expected a string"),
        (s(""), list(&["9-17"]), "move 1"),
    ];
    for (fen, moves, words) in game_cases {
        let e = error(diagram(fen, moves, JsValue::UNDEFINED));
        assert!(e.contains(words), "{words}: {e}");
    }
    let option_cases = [
        (r#"{"arrows": "9-99"}"#, "options.arrows: bad arrow '9-99'"),
        (r#"{"circles": "x"}"#, "options.circles: bad circle 'x'"),
        (
            r#"{"style": "ink"}"#,
            "options.style: expected one of print, board",
        ),
        (
            r#"{"size": 50}"#,
            "options.size: expected a whole number 120..4000",
        ),
        (r#"{"flip": "yes"}"#, "options.flip: expected true or false"),
        (r#"{"colour": "red"}"#, "options: unknown key \"colour\""),
        (r#"{"caption": 7}"#, "options.caption: expected a string"),
        ("[]", "options: expected a plain object"),
    ];
    for (options, words) in option_cases {
        let e = error(diagram(s(""), JsValue::NULL, json(options)));
        assert!(e.contains(words), "{options}: {e}");
    }
}
