//! Tests of the scene: what is drawn, in which order, for positions, moves and animations.

use super::*;
use crate::annotation::BrushLook;
use std::sync::LazyLock;
use tobit_rules::fen;

static GEOMETRY: LazyLock<Geometry> = LazyLock::new(|| Geometry::new(362.0, 312.0, Color::White));
static LIGHT: LazyLock<Theme> = LazyLock::new(|| Theme::for_preferences(false, false));

/// The board's geometry in every test.
fn geometry() -> &'static Geometry {
    &GEOMETRY
}

/// The light theme, in which every test draws.
fn light() -> &'static Theme {
    &LIGHT
}

/// The scene of `game` in the light theme at the tests' geometry.
fn scene_of<'a>(
    game: &'a Game,
    input: &'a MoveInput,
    numbers: bool,
    running: Option<(&'a Running, f64, f64)>,
    pulse: Option<(Bitboard, f64)>,
) -> Vec<Item<'a>> {
    let view = View {
        geometry: geometry(),
        theme: light(),
        numbers,
        game,
        ply: None,
        input,
        running,
        pulse,
        arrows: &[],
        circles: &[],
        turn: false,
    };
    scene(&view)
}

/// The scene of `game` in the light theme with its numbers, the side to move and `arrows` and
/// `circles` drawn.
fn scene_with_shapes<'a>(
    game: &'a Game,
    input: &'a MoveInput,
    arrows: &'a [Arrow],
    circles: &'a [Circle],
) -> Vec<Item<'a>> {
    scene(&View {
        geometry: geometry(),
        theme: light(),
        numbers: true,
        game,
        ply: None,
        input,
        running: None,
        pulse: None,
        arrows,
        circles,
        turn: true,
    })
}

fn items_of(game: &Game, input: &MoveInput, numbers: bool) -> Vec<String> {
    scene_of(game, input, numbers, None, None)
        .iter()
        .map(|i| format!("{i:?}"))
        .collect()
}

fn count(items: &[String], prefix: &str) -> usize {
    items.iter().filter(|i| i.starts_with(prefix)).count()
}

fn pt(n: u8) -> Point {
    Point::new(n).unwrap()
}

/// The crosses drawn on captured points: the centres of the two-segment Lines items.
fn crosses(items: &[Item]) -> Vec<Xy> {
    items
        .iter()
        .filter_map(|i| match i {
            Item::Lines { segments, .. } if segments.len() == 2 => {
                Some(segments[0].0.lerp(segments[0].1, 0.5))
            }
            _ => None,
        })
        .collect()
}

/// The opacity of the piece drawn on point `p`.
fn piece_alpha(items: &[Item], p: Point) -> Option<f64> {
    items.iter().find_map(|i| match i {
        Item::Piece(piece) if piece.on == Some(p) => Some(piece.alpha),
        _ => None,
    })
}

#[test]
fn the_start_position_shows_24_pieces_and_38_numbers() {
    let game = Game::new(Position::start());
    let input = MoveInput::new(Vec::new());
    let with = items_of(&game, &input, true);
    let without = items_of(&game, &input, false);
    assert_eq!(count(&with, "Label {"), 38);
    assert_eq!(count(&with, "LabelPill"), 38);
    assert_eq!(count(&without, "Label"), 0);
    // A hul is a disc and its edge ring; no crown at the start.
    assert_eq!(count(&with, "Crown"), 0);
    assert_eq!(with.len() - without.len(), 2 * 38);
}

#[test]
fn numbers_are_written_over_the_pieces_on_pills_painted_under_them_next_to_their_point() {
    let game = Game::new(Position::start());
    let input = MoveInput::new(Vec::new());
    let g = geometry();
    let items = scene_of(&game, &input, true, None, None);
    let is_piece = |i: &Item| matches!(i, Item::Piece(_));
    let first_piece = items.iter().position(is_piece).unwrap();
    let last_piece = items.iter().rposition(is_piece).unwrap();
    for (i, item) in items.iter().enumerate() {
        if let Item::LabelPill { text, .. } = item {
            assert!(i < first_piece, "the pill of {text} cuts into a piece");
        }
        if let Item::Label { at, text, px, .. } = item {
            assert!(i > last_piece, "label {text} is painted over the pieces");
            assert!(*px >= 12);
            let own: u8 = text.parse().unwrap();
            let nearest = Point::all()
                .min_by(|a, b| {
                    at.distance(g.center(*a))
                        .total_cmp(&at.distance(g.center(*b)))
                })
                .unwrap();
            assert_eq!(nearest, pt(own));
        }
    }
}

#[test]
fn endpoints_are_bars_across_the_line_not_round_marks() {
    let game = Game::new(fen::parse("W:W16:B24").unwrap());
    let input = MoveInput::new(Vec::new());
    let g = geometry();
    let items = scene_of(&game, &input, false, None, None);
    for p in Point::all().filter(|&p| is_endpoint(p)) {
        let round = items.iter().any(|i| match i {
            Item::Disc { at, .. } | Item::Ring { at, .. } => at.distance(g.center(p)) < 1e-9,
            _ => false,
        });
        assert!(!round, "{p:?}: nothing round is drawn on an empty endpoint");
    }
    let caps = items
        .iter()
        .find_map(|i| match i {
            Item::Lines { segments, .. } if segments.len() == 18 => Some(segments.clone()),
            _ => None,
        })
        .expect("one bar per endpoint");
    assert!(caps.contains(&g.endpoint_cap(pt(1))) && caps.contains(&g.endpoint_cap(pt(33))));
    let crossing = items
        .iter()
        .any(|i| matches!(i, Item::Disc { at, .. } if at.distance(g.center(pt(17))) < 1e-9));
    assert!(crossing, "a crossing keeps its dot");
}

#[test]
fn a_tobit_has_a_crown_and_must_capture_pieces_are_ringed() {
    let game = Game::new(fen::parse("W:WK9:B16,24").unwrap());
    let input = MoveInput::new(game.position().legal_moves());
    let items = items_of(&game, &input, false);
    assert_eq!(count(&items, "Piece"), 3);
    assert_eq!(
        items.iter().filter(|i| i.contains("kind: Tobit")).count(),
        1
    );
    let mustcap = Theme::for_preferences(false, false).must_capture;
    assert_eq!(
        items
            .iter()
            .filter(|i| i.contains(&format!("{mustcap:?}")))
            .count(),
        1
    );
}

#[test]
fn pulsing_capturers_get_a_ring_that_grows_with_the_pulse() {
    let game = Game::new(fen::parse("W:W9,1:B16").unwrap());
    let input = MoveInput::new(game.position().legal_moves());
    let (g, theme) = (geometry(), light());
    let ring_at_9 = |strength| {
        let items = scene_of(
            &game,
            &input,
            false,
            None,
            Some((Bitboard::from_point(pt(9)), strength)),
        );
        items
            .iter()
            .filter_map(|i| match i {
                Item::Ring { at, r, color, .. }
                    if at.distance(g.center(pt(9))) < 1e-9 && *color == theme.must_capture =>
                {
                    Some(*r)
                }
                _ => None,
            })
            .fold(0.0, f64::max)
    };
    assert!(ring_at_9(1.0) > ring_at_9(0.0) + 1.0);
}

#[test]
fn the_last_move_is_drawn_as_a_path_under_the_pieces() {
    let mut game = Game::new(Position::start());
    game.play_text("9-16").unwrap();
    let input = MoveInput::new(Vec::new());
    let items = items_of(&game, &input, false);
    let path = items
        .iter()
        .position(|i| i.starts_with("Polyline"))
        .unwrap();
    let lines = items.iter().position(|i| i.starts_with("Lines")).unwrap();
    assert!(path < lines, "the path is painted before the chols");
}

#[test]
fn jumped_pieces_fade_along_the_capture_and_stay_marked_until_the_next_move() {
    let start = fen::parse("W:W9,1:B16,24,30").unwrap();
    let mut game = Game::new(start);
    let m = game.play_text("9x23x36").unwrap();
    let (g, theme) = (geometry(), light());
    let input = MoveInput::new(Vec::new());
    let run = Running {
        before: start,
        mv: m,
        promotes: true,
        timeline: Some(MoveAnimation::new(&m, true, 100.0, 0.0)),
    };
    let alpha_at = |ms: f64, p: u8| {
        let items = scene_of(&game, &input, false, Some((&run, 100.0, ms)), None);
        assert!(crosses(&items).is_empty(), "no cross while the move runs");
        piece_alpha(&items, pt(p)).unwrap()
    };
    let over_16: Vec<f64> = [0.0, 30.0, 50.0, 70.0, 99.0]
        .map(|ms| alpha_at(ms, 16))
        .into();
    assert_eq!(over_16[0], 1.0);
    assert!(over_16.windows(2).all(|w| w[1] <= w[0]), "{over_16:?}");
    assert!(
        over_16[2] < 1.0 && over_16[2] > FADED_ALPHA,
        "half faded half way"
    );
    assert_eq!(over_16[4], FADED_ALPHA);
    assert_eq!(alpha_at(99.0, 30), 1.0, "30 waits for its own hop");
    assert_eq!(alpha_at(199.0, 30), FADED_ALPHA);

    let after = scene_of(&game, &input, false, None, None);
    let marked = crosses(&after);
    assert_eq!(marked.len(), 2);
    for p in [16, 30] {
        assert!(
            marked.iter().any(|c| c.distance(g.center(pt(p))) < 1e-9),
            "{p}"
        );
    }
    game.play_text("24-25").unwrap();
    let next = scene_of(&game, &input, false, None, None);
    assert!(crosses(&next).is_empty(), "gone after the next move");
    let view = View {
        geometry: g,
        theme,
        numbers: false,
        game: &game,
        ply: Some(1),
        input: &input,
        running: None,
        pulse: None,
        arrows: &[],
        circles: &[],
        turn: false,
    };
    assert_eq!(
        crosses(&scene(&view)).len(),
        2,
        "back at the capture, marked again"
    );
}

#[test]
fn arrows_and_circles_are_drawn_over_the_pieces_under_the_numbers_in_their_brushes() {
    let game = Game::new(Position::start());
    let input = MoveInput::new(Vec::new());
    let (g, t) = (geometry(), light());
    let arrows = ["R9-16".parse().unwrap()];
    let circles = ["B22".parse().unwrap()];
    let items = scene_with_shapes(&game, &input, &arrows, &circles);
    let last_piece = items
        .iter()
        .rposition(|i| matches!(i, Item::Piece(_)))
        .unwrap();
    let first_label = items
        .iter()
        .position(|i| matches!(i, Item::Label { .. }))
        .unwrap();
    let arrow = items
        .iter()
        .position(|i| {
            matches!(i, Item::Arrow { outline, fill, .. }
            if *fill == t.brushes[Brush::Red.index()]
                && outline[3].distance(g.center(pt(16))) < 1e-9)
        })
        .expect("a red arrow pointing at 16");
    let circle = items
        .iter()
        .position(|i| {
            matches!(i, Item::Ring { at, color, .. }
            if *color == t.brushes[Brush::Blue.index()] && at.distance(g.center(pt(22))) < 1e-9)
        })
        .expect("a blue circle on 22");
    for i in [arrow, circle] {
        assert!(last_piece < i && i < first_label, "{i}");
    }
    let turn = items.iter().any(|i| {
        matches!(i, Item::Disc { at, fill, .. }
        if *fill == t.white && at.distance(g.turn_marker(Color::White)) < 1e-9)
    });
    assert!(turn, "White, to move, is marked");
}

#[test]
fn a_grey_arrow_is_drawn_narrower_than_the_others() {
    let game = Game::new(Position::start());
    let input = MoveInput::new(Vec::new());
    let t = light();
    let arrows = ["B9-16".parse().unwrap(), "P10-17".parse().unwrap()];
    let widths: Vec<(&str, f64)> = scene_with_shapes(&game, &input, &arrows, &[])
        .iter()
        .filter_map(|i| match i {
            Item::Arrow { outline, fill, .. } => Some((*fill, outline[0].distance(outline[6]))),
            _ => None,
        })
        .collect();
    let [(blue, wide), (grey, narrow)] = widths[..] else {
        panic!("two arrows: {widths:?}");
    };
    assert_eq!(blue, t.brushes[Brush::Blue.index()]);
    assert_eq!(grey, t.brushes[Brush::Grey.index()]);
    assert!((narrow / wide - Brush::Grey.weight()).abs() < 1e-9 && narrow < wide);
}

#[test]
fn a_capture_entered_stop_by_stop_moves_the_piece_and_ghosts_what_it_jumped() {
    let game = Game::new(fen::parse("W:W9:B16,24,30").unwrap());
    let mut input = MoveInput::new(game.position().legal_moves());
    let (g, theme) = (geometry(), light());
    let marks_at = |items: &[Item], p: u8| {
        items
            .iter()
            .filter(|i| match i {
                Item::Disc { at, fill, .. }
                | Item::Ring {
                    at, color: fill, ..
                } => at.distance(g.center(pt(p))) < 1e-9 && *fill == theme.highlight,
                _ => false,
            })
            .count()
    };
    input.click(Some(pt(9)));
    let selected = scene_of(&game, &input, false, None, None);
    assert_eq!(marks_at(&selected, 23), 1, "a stop is a dot");
    assert_eq!(
        marks_at(&selected, 36),
        2,
        "the final point is a dot in a ring"
    );
    assert!(crosses(&selected).is_empty());

    input.click(Some(pt(23)));
    let items = scene_of(&game, &input, false, None, None);
    assert_eq!(piece_alpha(&items, pt(9)), None, "the piece left its point");
    assert_eq!(
        piece_alpha(&items, pt(23)),
        Some(1.0),
        "it stands on the stop"
    );
    assert_eq!(
        piece_alpha(&items, pt(16)),
        None,
        "the jumped piece is a ghost"
    );
    let marked = crosses(&items);
    assert_eq!(marked.len(), 1);
    assert!(marked[0].distance(g.center(pt(16))) < 1e-9);
    assert_eq!(piece_alpha(&items, pt(30)), Some(1.0), "not jumped yet");
    assert_eq!(marks_at(&items, 25), 2);
    assert_eq!(marks_at(&items, 36), 2);
}
