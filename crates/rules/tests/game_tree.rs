//! The game tree (`rules::tree`): adding moves, paths, promoting and deleting variations,
//! comments with their commands, glyphs, and the main line as a game.

mod common;

use common::pos;
use tobit_rules::tree::{
    parse_shapes, Arrow, Brush, Circle, ClockStamp, Command, Comment, CommentPart, GameResult,
    GameTree, Nag, TreeError,
};
use tobit_rules::{parse_move, pdn, Move, Point, Position, Reason, Status};

/// The move a text names at the node of a path.
fn mv(tree: &GameTree, path: &[usize], text: &str) -> Move {
    parse_move(&tree.position_at(path).unwrap(), text).unwrap()
}

/// Plays move texts one after another from a path; returns the last node's path.
fn play(tree: &mut GameTree, path: &[usize], texts: &[&str]) -> Vec<usize> {
    let mut at = path.to_vec();
    for t in texts {
        let m = mv(tree, &at, t);
        at = tree.add_move(&at, m).unwrap();
    }
    at
}

fn texts(moves: &[Move]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

#[test]
fn adding_moves_grows_the_line_then_branches_and_reuses_children() {
    let mut tree = GameTree::new(Position::start());
    let end = play(&mut tree, &[], &["9-16", "30-23", "16x30"]);
    assert_eq!(end, [0, 0, 0]);
    let branch = play(&mut tree, &[0], &["29-22"]);
    assert_eq!(branch, [0, 1], "a second reply is a variation");
    assert_eq!(play(&mut tree, &[0], &["30-23"]), [0, 0], "reused");
    assert_eq!(play(&mut tree, &[0], &["29-22"]), [0, 1], "reused");
    assert_eq!(play(&mut tree, &[0], &["28-21"]), [0, 2]);
    assert_eq!(
        texts(&tree.children(&[0]).unwrap()),
        ["30-23", "29-22", "28-21"]
    );
    assert_eq!(play(&mut tree, &[0, 1], &["10-17"]), [0, 1, 0]);
    assert_eq!(tree.plies(), 3);
    assert_eq!(tree.variation_count(), 2);
    assert_eq!(
        texts(&tree.moves_to(&[0, 1, 0]).unwrap()),
        ["9-16", "29-22", "10-17"]
    );
    assert_eq!(
        tree.position_at(&[0, 0]).unwrap(),
        Position::start()
            .play(&mv(&tree, &[], "9-16"))
            .play(&mv(&tree, &[0], "30-23"))
    );
    assert_eq!(tree.node(&[0, 2]).unwrap().mv().to_string(), "28-21");
    assert!(tree.node(&[]).is_none(), "the root holds no move");
    assert!(!tree.contains(&[0, 3]) && !tree.contains(&[1]) && tree.contains(&[]));
}

#[test]
fn illegal_moves_and_moves_after_the_end_are_refused() {
    let mut tree = GameTree::new(pos("W:W16:B23"));
    let capture = mv(&tree, &[], "16x30");
    let quiet = Move::quiet(Point::new(16).unwrap(), Point::new(17).unwrap());
    assert!(matches!(tree.add_move(&[], quiet), Err(TreeError::Move(_))));
    let end = tree.add_move(&[], capture).unwrap();
    let any = Move::quiet(Point::new(30).unwrap(), Point::new(31).unwrap());
    assert!(matches!(tree.add_move(&end, any), Err(TreeError::Move(_))));
    assert_eq!(tree.add_move(&[5], capture), Err(TreeError::NoSuchNode));
    assert_eq!(tree.result(), GameResult::WhiteWins, "the rules ended it");
}

/// 1. 9-16 30-23 (1... 29-22 2. 10-17) (1... 28-21) 2. 16x30
fn branched() -> GameTree {
    let mut tree = GameTree::new(Position::start());
    play(&mut tree, &[], &["9-16", "30-23", "16x30"]);
    play(&mut tree, &[0], &["29-22", "10-17"]);
    play(&mut tree, &[0], &["28-21"]);
    tree
}

fn main_line(tree: &GameTree) -> Vec<String> {
    tree.main_line()
        .iter()
        .map(|p| p.mv().to_string())
        .collect()
}

#[test]
fn promoting_a_variation_swaps_it_with_the_line_it_left() {
    let mut tree = branched();
    assert_eq!(tree.promote(&[0, 0]), Err(TreeError::NotAVariation));
    assert_eq!(tree.promote(&[]), Err(TreeError::NotAVariation));
    assert_eq!(tree.promote(&[0, 2, 0]), Err(TreeError::NoSuchNode));
    assert_eq!(tree.promote(&[0, 1]).unwrap(), [0, 0]);
    assert_eq!(main_line(&tree), ["9-16", "29-22", "10-17"]);
    assert_eq!(
        texts(&tree.children(&[0]).unwrap()),
        ["29-22", "30-23", "28-21"]
    );
    assert_eq!(tree.node(&[0, 1, 0]).unwrap().mv().to_string(), "16x30");
    assert_eq!(tree.variation_count(), 2);
    tree.promote(&[0, 1]).unwrap();
    assert_eq!(tree, branched(), "promoting back restores the tree");
}

#[test]
fn deleting_removes_a_variation_or_lets_the_first_one_take_the_place() {
    let mut tree = branched();
    tree.delete(&[0, 2]).unwrap();
    assert_eq!(texts(&tree.children(&[0]).unwrap()), ["30-23", "29-22"]);
    tree.delete(&[0, 0]).unwrap();
    assert_eq!(main_line(&tree), ["9-16", "29-22", "10-17"]);
    assert_eq!(tree.variation_count(), 0);
    tree.delete(&[0, 0, 0]).unwrap();
    assert_eq!(main_line(&tree), ["9-16", "29-22"]);
    assert_eq!(tree.delete(&[]), Err(TreeError::NotAVariation));
    assert_eq!(tree.delete(&[0, 0, 0]), Err(TreeError::NoSuchNode));
}

#[test]
fn comments_read_their_commands_into_data() {
    let c = Comment::parse(
        "  [%clock 0:4:59.50] good [%cal G9-16,r22-29] [%csl Y16] [%eval 1.5] [%clock soon] ",
    )
    .unwrap();
    assert_eq!(c.clock().and_then(|t| t.mover_ms), Some(299_500));
    let p = |n| Point::new(n).unwrap();
    assert_eq!(
        c.arrows(),
        [
            Arrow {
                from: p(9),
                to: p(16),
                brush: Brush::Green
            },
            Arrow {
                from: p(22),
                to: p(29),
                brush: Brush::Red
            },
        ]
    );
    assert_eq!(
        c.circles(),
        [Circle {
            at: p(16),
            brush: Brush::Yellow
        }]
    );
    let other = |name: &str, value: &str| Command::Other {
        name: name.to_string(),
        value: value.to_string(),
    };
    let commands: Vec<_> = c.commands().cloned().collect();
    assert_eq!(commands[3], other("eval", "1.5"));
    assert_eq!(
        commands[4],
        other("clock", "soon"),
        "an unreadable clock is kept"
    );
    assert_eq!(c.text(), "good");
    assert_eq!(
        c.to_string(),
        "[%clock 0:04:59.5] good [%cal G9-16,R22-29] [%csl Y16] [%eval 1.5] [%clock soon]"
    );
    for bad in [
        "[%cal G9-39]",
        "[%cal X9-16]",
        "[%csl G0]",
        "[%cal ]",
        "[%clock 1:60:00]",
    ] {
        let c = Comment::parse(bad).unwrap();
        assert!(
            matches!(c.commands().next(), Some(Command::Other { .. })),
            "{bad}"
        );
    }
    assert_eq!(Comment::parse("[% x] [%]").unwrap().commands().count(), 0);
    assert!(Comment::parse("a }\nb").is_err());
}

#[test]
fn shapes_of_every_brush_survive_pdn_in_their_letter_form() {
    let written = "[%cal G9-16,R22-29,B1-7,Y38-32,P10-17] [%csl G16,R22,B1,Y38,P10]";
    let read =
        Comment::parse("[%cal 9-16, r22-29,B1-7,y38-32,P10-17] [%csl 16,R22,b1,Y38,p10]").unwrap();
    assert_eq!(
        read.to_string(),
        written,
        "green when no letter; capitals written"
    );
    let brushes = |c: &Comment| -> Vec<Brush> {
        let arrows = c.arrows().into_iter().map(|a| a.brush);
        arrows
            .chain(c.circles().into_iter().map(|c| c.brush))
            .collect()
    };
    assert_eq!(brushes(&read), [Brush::ALL, Brush::ALL].concat());
    let mut tree = branched();
    tree.notes_mut(&[0]).unwrap().after.push(read);
    let text = pdn::write(&tree);
    assert!(text.contains(&format!("9-16 {{{written}}}")), "{text}");
    assert_eq!(pdn::read_games(&text).unwrap()[0].tree, tree, "{text}");
}

#[test]
fn notes_glyphs_and_a_comment_with_a_brace_survive_pdn() {
    let mut tree = branched();
    let notes = tree.notes_mut(&[0, 1]).unwrap();
    notes.glyphs = vec![Nag::from_symbol("?!").unwrap(), Nag(14)];
    notes.before.push(Comment::parse("look } here").unwrap());
    notes
        .after
        .push(Comment::parse("[%clock 0:01:00] [%csl R22]").unwrap());
    tree.tags_mut()
        .push(("White".to_string(), "A \"quoted\" \\ name".to_string()));
    let text = pdn::write(&tree);
    assert!(
        text.contains("(1... ; look } here\n29-22?! $14 {[%clock 0:01:00] [%csl R22]}"),
        "{text}"
    );
    let back = pdn::read_games(&text).unwrap();
    assert_eq!(back[0].tree, tree, "{text}");
    assert_eq!(
        tree.node(&[0, 1]).unwrap().notes.clock(),
        Some(ClockStamp {
            mover_ms: Some(60_000),
            ..ClockStamp::default()
        })
    );
    assert_eq!(Nag(5).symbol(), Some("!?"));
    assert_eq!((Nag(7).symbol(), Nag(0).symbol()), (None, None));
}

#[test]
fn the_main_line_is_a_game_with_its_stated_result() {
    let mut tree = branched();
    assert_eq!(tree.game().moves().len(), 3);
    tree.set_result(GameResult::BlackWins);
    let status = tree.game().status();
    assert_eq!(
        status.outcome().map(|o| o.reason),
        Some(Reason::Resignation)
    );
    assert_eq!(status.result(), "0-2");
    tree.set_result(GameResult::Draw);
    assert_eq!(tree.game().status().outcome().map(|o| o.winner), Some(None));
    tree.set_result(GameResult::Unfinished);
    assert_eq!(tree.game().status(), Status::Ongoing);
    for (token, result) in [
        ("1-0", "2-0"),
        ("0-1", "0-2"),
        ("1/2-1/2", "1-1"),
        ("*", "*"),
    ] {
        assert_eq!(GameResult::from_token(token).unwrap().token(), result);
    }
    assert_eq!(GameResult::from_token("3-0"), None);
}

#[test]
fn commands_typed_as_text_come_back_as_typed() {
    for typed in [
        "[%clock w0:01:00 B0:02:00] my note",
        "[%cal G9-16]",
        "a [%% b [%] c [% d",
        "ends with [%",
    ] {
        let c = Comment::from_parts([CommentPart::Text(typed.to_string())]).unwrap();
        assert_eq!(c.text(), typed);
        assert_eq!(c.commands().count(), 0, "{typed}");
        let mut tree = branched();
        tree.notes_mut(&[0]).unwrap().after.push(c.clone());
        let text = pdn::write(&tree);
        let back = pdn::read_games(&text).unwrap();
        assert_eq!(back[0].tree, tree, "{text}");
        assert_eq!(
            back[0].tree.node(&[0]).unwrap().notes.after[0].text(),
            typed
        );
    }
    let mixed = Comment::from_parts([
        CommentPart::Text("see [%cal G9-16] ".to_string()),
        CommentPart::Command(Command::Arrows(parse_shapes("R22-18").expect("an arrow"))),
    ])
    .unwrap();
    assert_eq!(mixed.text(), "see [%cal G9-16]");
    assert_eq!(mixed.arrows().len(), 1, "the drawn arrow only");
}
