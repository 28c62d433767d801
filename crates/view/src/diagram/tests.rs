//! Tests of the diagram's SVG: valid XML, one element per piece where it stands, the same
//! bytes twice, and each option changing what it should.

use super::*;
use crate::annotation::BrushLook;
use tobit_rules::tree::Brush;
use tobit_rules::{Kind, Point};

/// A position with both kinds of piece of both sides.
const MIXED: &str = "B:W9,10,K38:B16,K1,27";

fn pt(n: u8) -> Point {
    Point::new(n).unwrap()
}

fn game_of(text: &str) -> Game {
    Game::new(fen::parse(text).unwrap())
}

/// The default options with one change.
fn opts(edit: impl FnOnce(&mut Options)) -> Options {
    let mut options = Options::default();
    edit(&mut options);
    options
}

fn svg_of(game: &Game, options: Options) -> String {
    Diagram::new(game, options).svg()
}

/// Every element named `tag` of the document.
fn elements<'a>(doc: &'a roxmltree::Document, tag: &str) -> Vec<roxmltree::Node<'a, 'a>> {
    doc.descendants()
        .filter(|n| n.tag_name().name() == tag)
        .collect()
}

fn coord(node: &roxmltree::Node, name: &str) -> f64 {
    node.attribute(name).unwrap().parse().unwrap()
}

#[test]
fn every_piece_is_one_use_of_its_drawing_at_the_point_it_names() {
    for flip in [false, true] {
        let game = game_of(MIXED);
        let diagram = Diagram::new(
            &game,
            Options {
                flip,
                ..Options::default()
            },
        );
        let text = diagram.svg();
        let doc = roxmltree::Document::parse(&text).expect("the SVG is XML");
        let g = diagram.geometry();
        let position = game.position();
        let uses = elements(&doc, "use");
        assert_eq!(uses.len(), position.occupied().count() as usize);
        for u in &uses {
            let p = pt(u.attribute("data-point").unwrap().parse().unwrap());
            let piece = position.piece_at(p).expect("a piece stands there");
            let color = if piece.color == Color::White {
                "white"
            } else {
                "black"
            };
            let kind = if piece.kind == Kind::Tobit {
                "tobit"
            } else {
                "hul"
            };
            assert_eq!(
                u.attribute("class"),
                Some(format!("piece {color} {kind}").as_str())
            );
            assert_eq!(
                u.attribute("href"),
                Some(format!("#{color}-{kind}").as_str())
            );
            let c = g.center(p);
            assert!((coord(u, "x") - c.x).abs() < 0.01 && (coord(u, "y") - c.y).abs() < 0.01);
        }
        let points: std::collections::BTreeSet<&str> = uses
            .iter()
            .filter_map(|u| u.attribute("data-point"))
            .collect();
        assert_eq!(points.len(), uses.len(), "one element per point");
        let defs: Vec<&str> = elements(&doc, "g")
            .iter()
            .filter_map(|n| n.attribute("id"))
            .collect();
        assert_eq!(defs.len(), 4, "each kind of piece drawn once: {defs:?}");
    }
}

#[test]
fn the_title_says_the_position_in_words_and_the_desc_holds_the_fen() {
    let game = game_of(MIXED);
    let text = svg_of(&game, Options::default());
    let doc = roxmltree::Document::parse(&text).unwrap();
    let title = elements(&doc, "title")[0].text().unwrap().to_string();
    assert_eq!(
        title,
        "Black to move. White: hullar on 9, 10; a tobit on 38. Black: hullar on 16, 27; a tobit on 1."
    );
    assert_eq!(
        elements(&doc, "desc")[0].text(),
        Some(fen::format(&game.position()).as_str())
    );
    let captioned = svg_of(
        &game,
        opts(|o| o.caption = Some(" Diagram 1: <Black> & White ".into())),
    );
    let doc = roxmltree::Document::parse(&captioned).unwrap();
    assert_eq!(
        elements(&doc, "title")[0].text(),
        Some("Diagram 1: <Black> & White")
    );
    let caption = elements(&doc, "text");
    assert_eq!(caption.len(), 1);
    assert_eq!(caption[0].attribute("class"), Some("caption"));
    assert!(
        coord(&doc.root_element(), "height")
            > coord(
                &roxmltree::Document::parse(&text).unwrap().root_element(),
                "height"
            )
    );
}

#[test]
fn two_diagrams_of_the_same_position_are_the_same_bytes() {
    let options = Options {
        numbers: true,
        turn: true,
        arrows: vec!["9-16".parse().unwrap()],
        circles: vec!["R22".parse().unwrap()],
        caption: Some("x".into()),
        style: Style::Board,
        ..Options::default()
    };
    let a = svg_of(&game_of(MIXED), options.clone());
    let b = svg_of(&game_of(MIXED), options);
    assert_eq!(a, b);
}

#[test]
fn options_change_what_they_should() {
    let game = game_of(MIXED);
    let plain = svg_of(&game, Options::default());
    let count = |svg: &str, needle: &str| svg.matches(needle).count();
    let with = |o: Options| svg_of(&game, o);

    let numbers = with(opts(|o| o.numbers = true));
    assert_eq!(count(&numbers, "<text"), 38);
    assert_eq!(count(&plain, "<text"), 0);

    let flipped = Diagram::new(&game, opts(|o| o.flip = true));
    let g = flipped.geometry();
    assert!(g.center(pt(1)).y < g.center(pt(38)).y);
    assert_ne!(flipped.svg(), plain);

    let arrows = with(opts(|o| {
        o.arrows = "9-16,R22-29"
            .split(',')
            .map(|a| a.parse().unwrap())
            .collect()
    }));
    assert_eq!(count(&arrows, "class=\"arrow green\""), 1);
    assert_eq!(count(&arrows, "class=\"arrow red\""), 1);

    let board = Diagram::new(&game, opts(|o| o.style = Style::Board));
    let blue = &board.theme().brushes[Brush::Blue.index()];
    let circles = svg_of(
        &game,
        opts(|o| {
            o.circles = vec!["B16".parse().unwrap()];
            o.style = Style::Board;
        }),
    );
    assert_eq!(count(&circles, &format!("stroke=\"{blue}\"")), 1);
    assert_eq!(count(&board.svg(), &format!("stroke=\"{blue}\"")), 0);

    let light = Theme::for_preferences(false, false);
    assert!(board.svg().contains(&light.kol) && board.svg().contains("tobit-diagram board"));
    assert!(!plain.contains(&light.kol) && plain.contains("tobit-diagram print"));

    let turn = with(opts(|o| o.turn = true));
    assert!(turn.len() > plain.len());
    let black = Theme::print().black;
    assert_eq!(
        count(&turn, &format!("fill=\"{black}\"/>")),
        count(&plain, &format!("fill=\"{black}\"/>")) + 1,
        "one mark in the mover's colour"
    );

    let big = with(opts(|o| o.size = 960));
    assert!(big.contains("width=\"960\"") && plain.contains("width=\"480\""));
    assert!(with(opts(|o| o.size = 5)).contains("width=\"120\""));
}

#[test]
fn the_last_move_shows_only_when_asked() {
    let mut game = Game::new(Position::start());
    game.play_text("9-16").unwrap();
    let without = svg_of(&game, Options::default());
    let with = svg_of(&game, opts(|o| o.last = true));
    assert!(!without.contains("<polyline"));
    assert_eq!(with.matches("<polyline").count(), 1);
    assert!(without.contains("data-point=\"16\"") && !without.contains("data-point=\"9\""));
}
