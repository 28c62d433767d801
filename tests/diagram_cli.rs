//! `tobit diagram`: the SVG and PNG it writes, and its errors for bad input.

mod cli_support;
use cli_support::tobit;

use resvg::tiny_skia::Pixmap;
use tobit_rules::{fen, Color, Game, Kind, Point};
use tobit_view::diagram::{Diagram, Options, Style};

/// The standard output of a run that must succeed silently.
fn bytes_of(args: &[&str]) -> Vec<u8> {
    let out = tobit(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?} failed: {err}");
    assert!(out.stderr.is_empty(), "{args:?} wrote to stderr: {err}");
    out.stdout
}

/// Red, green and blue of a `#rrggbb` theme colour.
fn rgb(hex: &str) -> [u8; 3] {
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap();
    [byte(1), byte(3), byte(5)]
}

#[test]
fn the_svg_on_stdout_is_xml_holding_the_fen_and_the_same_bytes_twice() {
    let args = [
        "diagram",
        "start",
        "--moves",
        "9-16,30-23",
        "--numbers",
        "--svg",
        "-",
    ];
    let svg = bytes_of(&args);
    assert_eq!(svg, bytes_of(&args), "same bytes twice");
    let text = String::from_utf8(svg).unwrap();
    let doc = roxmltree::Document::parse(&text).expect("XML");
    let desc = doc.descendants().find(|n| n.has_tag_name("desc")).unwrap();
    assert_eq!(
        desc.text(),
        Some("W:W1,2,3,4,5,6,7,8,10,11,12,16:B23,27,28,29,31,32,33,34,35,36,37,38")
    );
    let pieces = doc.descendants().filter(|n| n.has_tag_name("use")).count();
    assert_eq!(pieces, 24);
}

#[test]
fn files_are_written_and_the_png_has_the_size_asked_for() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (svg, png) = (dir.join("diagram-test.svg"), dir.join("diagram-test.png"));
    let out = bytes_of(&[
        "diagram",
        "start",
        "--size",
        "300",
        "--caption",
        "Start",
        "--svg",
        svg.to_str().unwrap(),
        "--png",
        png.to_str().unwrap(),
    ]);
    assert!(out.is_empty());
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("<title>Start</title>"), "{text}");
    let image = Pixmap::decode_png(&std::fs::read(&png).unwrap()).unwrap();
    let expected = Diagram::new(
        &Game::new(tobit_rules::Position::start()),
        Options {
            size: 300,
            caption: Some("Start".into()),
            ..Options::default()
        },
    );
    assert_eq!(
        (image.width(), image.height()),
        (expected.width(), expected.height())
    );
}

#[test]
fn the_png_shows_at_every_point_centre_the_piece_on_it_or_the_empty_point() {
    let position = "B:W9,10,K38,11,12:B16,K1,27,20";
    for style in [Style::Print, Style::Board] {
        for flip in [false, true] {
            let mut args = vec!["diagram", position, "--numbers", "--turn"];
            args.extend(["--style", style.name(), "--png", "-"]);
            if flip {
                args.push("--flip");
            }
            let image = Pixmap::decode_png(&bytes_of(&args)).expect("a PNG");
            let game = Game::new(fen::parse(position).unwrap());
            let options = Options {
                flip,
                numbers: true,
                turn: true,
                style,
                ..Options::default()
            };
            let diagram = Diagram::new(&game, options);
            let (g, t) = (diagram.geometry(), diagram.theme());
            for p in Point::all() {
                let expected = match game.position().piece_at(p) {
                    None => &t.line,
                    Some(piece) if piece.kind == Kind::Tobit => &t.crown,
                    Some(piece) if piece.color == Color::White => &t.white,
                    Some(_) => &t.black,
                };
                let c = g.center(p);
                let px = image.pixel(c.x as u32, c.y as u32).unwrap();
                let got = [px.red(), px.green(), px.blue()];
                let want = rgb(expected);
                let near = got.iter().zip(want).all(|(a, b)| a.abs_diff(b) <= 2);
                assert!(
                    near,
                    "{style:?} flip {flip} point {}: {got:?} != {want:?}",
                    p.number()
                );
                assert_eq!(px.alpha(), 255);
            }
        }
    }
}

/// Runs with bad input and returns its one line on stderr.
fn failure_of(args: &[&str]) -> String {
    cli_support::bad_input_line(tobit(args), args)
}

#[test]
fn bad_input_is_refused_with_a_line_naming_it() {
    let cases: &[(&[&str], &[&str])] = &[
        (&["diagram", "W:W99", "--svg", "-"], &["bad FEN"]),
        (
            &["diagram", "start", "--arrows", "9-16,9-99", "--svg", "-"],
            &["'9-99'", "99"],
        ),
        (
            &["diagram", "start", "--circles", "16,x", "--svg", "-"],
            &["bad circle 'x'"],
        ),
        (&["diagram", "start"], &["no output", "--svg", "--png"]),
        (&["diagram", "--svg", "-"], &["expected FEN"]),
        (
            &["diagram", "start", "--style", "ink", "--svg", "-"],
            &["'ink'", "print"],
        ),
        (
            &["diagram", "start", "--size", "50", "--svg", "-"],
            &["--size", "120", "4000"],
        ),
        (
            &["diagram", "start", "--moves", "9-17", "--svg", "-"],
            &["move 1 '9-17'"],
        ),
        (
            &["diagram", "start", "--svg", "-", "--png", "-"],
            &["standard output"],
        ),
        (&["diagram", "start", "start", "--svg", "-"], &["start"]),
        (
            &["diagram", "start", "--svg", "/nonexistent/dir/x.svg"],
            &["cannot write"],
        ),
    ];
    for (args, words) in cases {
        let line = failure_of(args);
        assert!(line.starts_with("tobit: diagram: "), "{line}");
        for w in *words {
            assert!(line.contains(w), "{args:?}: {line}");
        }
    }
}
