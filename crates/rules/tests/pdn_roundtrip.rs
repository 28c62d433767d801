//! Round trip of random game trees through PDN: every tree built by the tree's own operations
//! (moves, variations, glyphs, comments with commands, tags, result) writes PDN that reads back
//! to the same tree and writes the same bytes again.

use proptest::prelude::*;
use tobit_rules::tree::{Comment, GameResult, GameTree, Nag};
use tobit_rules::{fen, pdn, Position, Status};

/// Every node's path, the root first, in depth-first order.
fn paths(tree: &GameTree) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut todo = vec![Vec::new()];
    while let Some(path) = todo.pop() {
        let children = tree.children(&path).unwrap_or_default().len();
        todo.extend((0..children).map(|c| [path.as_slice(), &[c]].concat()));
        all.push(path);
    }
    all
}

/// One step of building: where to play, which move, and what to write about it.
type Step = (usize, usize, u8, u8, String);

fn comment_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-zA-Z0-9 ,.!?()%;:}-]{0,16}",
        Just("[%clock 0:04:59.5]".to_string()),
        Just("[%cal G9-16,R22-29] see".to_string()),
        Just("[%csl Y16] [%eval +0.5]".to_string()),
        Just("{ [x] $1 (1. 9-16) *".to_string()),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    (
        any::<usize>(),
        any::<usize>(),
        0u8..8,
        any::<u8>(),
        comment_text(),
    )
}

fn tags() -> impl Strategy<Value = Vec<(String, String)>> {
    prop::collection::vec(("[A-Za-z][A-Za-z0-9_]{0,7}", "[ -~]{0,12}"), 0..4)
}

fn build(start: Position, steps: &[Step], tags: Vec<(String, String)>, result: u8) -> GameTree {
    let mut tree = GameTree::new(start);
    for (where_, which, kind, number, text) in steps {
        let all = paths(&tree);
        let path = &all[where_ % all.len()];
        let game = tree.game_at(path).unwrap();
        if game.status() != Status::Ongoing {
            continue;
        }
        let moves = game.position().legal_moves();
        let node = tree.add_move(path, moves[which % moves.len()]).unwrap();
        let notes = tree.notes_mut(&node).unwrap();
        let comment = || Comment::parse(text).unwrap();
        match kind {
            1 => notes.glyphs.push(Nag(number % 6 + 1)),
            2 => notes.glyphs.push(Nag(*number)),
            3 => notes.after.push(comment()),
            4 => notes.before.push(comment()),
            5 => {
                notes.glyphs.push(Nag(*number));
                notes.after.push(comment());
            }
            _ => {}
        }
    }
    let reserved = ["fen", "setup", "result"];
    let tags = tags
        .into_iter()
        .filter(|(n, _)| !reserved.contains(&n.to_lowercase().as_str()));
    tree.tags_mut().extend(tags);
    let stated = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::Unfinished,
    ];
    tree.set_result(stated[usize::from(result) % 4]);
    let effective = tree.result();
    tree.set_result(effective);
    tree
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_trees_read_back_from_their_pdn(
        steps in prop::collection::vec(step(), 0..40),
        tags in tags(),
        result in any::<u8>(),
        black_first in any::<bool>(),
    ) {
        let start = if black_first {
            fen::parse("B:W9,10,K17,20:B27,30,31,K35").unwrap()
        } else {
            Position::start()
        };
        let tree = build(start, &steps, tags, result);
        let text = pdn::write(&tree);
        let games = pdn::read_games(&text).unwrap();
        prop_assert_eq!(games.len(), 1, "{}", text);
        prop_assert_eq!(&games[0].error, &None, "{}", text);
        prop_assert_eq!(&games[0].tree, &tree, "{}", text);
        prop_assert_eq!(pdn::write(&games[0].tree), text);
    }
}
