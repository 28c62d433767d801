//! What the analysis board's game tree ([`super::game_tree`]) hands to JS: the move list with
//! its variations, and one node's details. serde types whose TypeScript declarations tsify
//! writes into `tobit_study.d.ts`.
//!
//! A node is named by its path written as text: the child indices from the root joined by dots
//! (`""` the start position, `"0.0.1"` the first move of the first variation to the third move
//! of the main line; see `rules::tree`).

use serde::Serialize;
use tobit_rules::tree::{Arrow, Circle, GameTree, Nag, Notes, Ply};
use tobit_rules::{Color, Game};
use tsify::Tsify;

/// A path as text: its indices joined by dots.
pub fn path_text(path: &[usize]) -> String {
    let parts: Vec<String> = path.iter().map(usize::to_string).collect();
    parts.join(".")
}

/// The path a text names; `None` when it is not dot-separated indices.
pub fn parse_path(text: &str) -> Option<Vec<usize>> {
    if text.is_empty() {
        return Some(Vec::new());
    }
    text.split('.').map(|part| part.parse().ok()).collect()
}

/// A glyph as written: its symbol (`!`, `?!`...) or `$n`.
pub fn glyph_text(nag: Nag) -> String {
    nag.symbol().map_or_else(|| nag.to_string(), str::to_string)
}

/// The plain text of the comments after a move (their commands left out), joined by spaces.
pub fn comment_text(notes: &Notes) -> String {
    let texts: Vec<String> = notes.after.iter().map(|c| c.text()).collect();
    texts
        .into_iter()
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A move of the move list.
#[derive(Serialize, Tsify)]
pub struct TreeMove {
    /// Its node's path.
    path: String,
    /// The move, in notation.
    notation: String,
    /// Its number by the rules (a game where Black moves first numbered as the rules say).
    number: u32,
    /// Who played it.
    side: Color,
    /// Its glyphs as written (`!`, `?!`, `$14`...).
    glyphs: Vec<String>,
    /// The text of its comments (their commands left out); empty when none.
    comment: String,
    /// The lines played instead of it, each a list of moves, in the order of their paths.
    variations: Vec<Vec<TreeMove>>,
}

/// The moves of a line that starts after the node `parent` with its child `first` (0 for the
/// node's own line, `k` for its `k`-th variation).
fn line_view(game: &Game, line: &[Ply], parent: &[usize], first: usize) -> Vec<TreeMove> {
    let mut path = [parent, &[first]].concat();
    let mut moves = Vec::with_capacity(line.len());
    for (i, ply) in line.iter().enumerate() {
        if i > 0 {
            path.push(0);
        }
        let own_parent = &path[..path.len() - 1];
        let variations = (ply.variations().iter().enumerate())
            .map(|(k, v)| line_view(game, v, own_parent, k + 1))
            .collect();
        let number = game.move_number(path.len() - 1);
        moves.push(TreeMove {
            path: path_text(&path),
            notation: ply.mv().to_string(),
            number: number.number,
            side: number.side,
            glyphs: ply.notes.glyphs.iter().copied().map(glyph_text).collect(),
            comment: comment_text(&ply.notes),
            variations,
        });
    }
    moves
}

/// The move list of a tree.
#[derive(Serialize, Tsify)]
pub struct MoveList {
    /// The main line, each move with its variations.
    moves: Vec<TreeMove>,
}

/// The move list of a tree: its main line with every variation.
pub fn move_list(tree: &GameTree) -> MoveList {
    MoveList {
        moves: line_view(&Game::new(tree.start()), tree.main_line(), &[], 0),
    }
}

/// The details of one node of the tree.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct TreeNode {
    /// Its path.
    pub path: String,
    /// The position there (FEN).
    pub fen: String,
    /// The moves from the start position to it, in notation.
    pub moves: Vec<String>,
    /// The move that led to it, null at the root.
    pub notation: Option<String>,
    /// The paths of the moves that follow it: its line's next move first, then the first move
    /// of each variation.
    pub children: Vec<String>,
    /// Its glyphs as written.
    pub glyphs: Vec<String>,
    /// The text of its comments.
    pub comment: String,
    /// Its arrows, as `<tobit-board>.setShapes` takes them.
    pub arrows: Vec<Arrow>,
    /// Its circles, as `<tobit-board>.setShapes` takes them.
    pub circles: Vec<Circle>,
}
