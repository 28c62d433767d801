//! `GameTree` for JS: the analysis board's game with its variations, comments, glyphs and
//! drawn shapes (`rules::tree::GameTree`), read from and written to PDN. The analysis page
//! loads the study module on its main thread for it (the page module has no room). Nodes are
//! named by their paths as text ([`super::tree_view`]).

use super::thrown::thrown;
use super::tree_view::{
    comment_text, glyph_text, move_list, parse_path, path_text, MoveList, TreeNode,
};
use serde::Serialize;
use tobit_rules::notation::parse_move;
use tobit_rules::pdn::{self, PdnErrorKind};
use tobit_rules::tree::{Command, Comment, CommentPart, GameTree as Tree, Nag, Notes};
use tobit_rules::{Game, Position};
use tobit_web::js;
use tobit_web::replay::parse_fen;
use tobit_web::shape_read;
use tobit_web::to_js::to_js;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// The limits of a study, the same where it is typed, kept and read again.
#[derive(Serialize, Tsify)]
pub struct TreeLimits {
    /// The longest PDN of a study that `fromPdn` reads back, in UTF-8 bytes.
    pdn: u32,
    /// The longest comment `setComment` takes, in characters.
    comment: u32,
}

/// The number of the move-quality glyphs (`!` `?` `!!` `??` `!?` `?!`: 1..=6).
const QUALITY_GLYPHS: u8 = 6;

/// A game tree: a start position, the main line, variations, comments, glyphs and shapes.
#[wasm_bindgen(js_name = GameTree)]
pub struct GameTree {
    tree: Tree,
}

/// The argument `path` (`"0.0.1"`): a string, at most as long as a game's PDN.
fn path_arg(v: &JsValue) -> Result<String, JsError> {
    js::string(v, "path", js::MAX_PDN)
}

/// The argument `what`, a short text (a FEN, a move, a list of shapes): a string.
fn text_arg(v: &JsValue, what: &str) -> Result<String, JsError> {
    js::string(v, what, js::MAX_TEXT)
}

/// An error for a path that is not one, or that leads to no node.
fn no_node(path: &str) -> JsError {
    js::fail("path", &format!("no move at {path:?}"))
}

/// The game of `moves` from `fen` (the start position when absent or empty); the error says
/// why in the PDN reader's codes: the FEN is no position, or the first move the game refuses,
/// numbered as the rules number moves.
fn coded_replay(fen: Option<&str>, moves: &[String]) -> Result<Game, PdnErrorKind> {
    let start = match fen.map(str::trim) {
        None | Some("") => Position::start(),
        Some(text) => {
            tobit_rules::fen::parse(text).map_err(|reason| PdnErrorKind::BadFen { reason })?
        }
    };
    let mut game = Game::new(start);
    for text in moves {
        let number = game.move_number(game.moves().len());
        game.play_text(text)
            .map_err(|e| PdnErrorKind::refused(number, e))?;
    }
    Ok(game)
}

/// The text parts and commands of the comments after a move, except the ones `drop` refuses.
fn kept_parts(notes: &Notes, drop: impl Fn(&CommentPart) -> bool) -> Vec<CommentPart> {
    let parts = notes.after.iter().flat_map(|c| c.parts().iter().cloned());
    parts.filter(|p| !drop(p)).collect()
}

/// Replaces the comments after a move with one made of `parts` (none when there are none).
fn set_after(notes: &mut Notes, parts: Vec<CommentPart>) -> Result<(), JsError> {
    notes.after = if parts.is_empty() {
        Vec::new()
    } else {
        vec![Comment::from_parts(parts).map_err(|e| js::fail("comment", &e))?]
    };
    Ok(())
}

#[wasm_bindgen(js_class = GameTree)]
impl GameTree {
    /// The tree of the game of `moves` (none when absent) from `fen` (the start position when
    /// absent or empty), as its main line. Throws a `ReplayError` (its `replay`: why, as a PDN
    /// error's kind: `bad-fen`, or the first move refused with its move number) on a bad FEN
    /// or move, an `Error` on arguments of the wrong type.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
    ) -> Result<GameTree, JsValue> {
        let fen = js::opt_string(&fen, "fen")?;
        let moves = js::moves(&moves, "moves")?;
        let game = coded_replay(fen.as_deref(), &moves).map_err(|e| thrown(&e, "replay"))?;
        Ok(GameTree {
            tree: Tree::from_game(&game, &[]),
        })
    }

    /// The first game of a PDN text (or a bare move list, `1. 9-16 22-18 ...`) with its
    /// variations, comments and glyphs. Throws a `PdnReadError` (its `pdn`: why, and the line
    /// and column) when the text holds no game or the game has an error; throws an `Error`
    /// when `text` is not a string.
    #[wasm_bindgen(js_name = fromPdn)]
    pub fn from_pdn(text: JsValue) -> Result<GameTree, JsValue> {
        if js::is_long_string(&text, js::MAX_PDN) {
            let mib = js::MAX_PDN >> 20;
            let kind = PdnErrorKind::GameTooLarge { mib };
            return Err(thrown(
                &pdn::PdnError {
                    line: 1,
                    column: 1,
                    kind,
                },
                "pdn",
            ));
        }
        let text = js::string(&text, "text", js::MAX_PDN)?;
        let games = pdn::read_games(&text).map_err(|e| thrown(&e, "pdn"))?;
        let Some(game) = games.into_iter().next() else {
            let none = pdn::PdnError {
                line: 1,
                column: 1,
                kind: PdnErrorKind::NoGame,
            };
            return Err(thrown(&none, "pdn"));
        };
        match game.error {
            Some(e) => Err(thrown(&e, "pdn")),
            None => Ok(GameTree { tree: game.tree }),
        }
    }

    /// The limits of a study: the longest PDN read back, the longest comment typed.
    pub fn limits() -> Result<Ts<TreeLimits>, JsError> {
        to_js(&TreeLimits {
            pdn: js::MAX_PDN as u32,
            comment: js::MAX_COMMENT as u32,
        })
    }

    /// Every point the move `notation` passes through in the position `fen`, its start first
    /// (the legs of an arrow). Throws on a bad FEN or a move the rules refuse there.
    #[wasm_bindgen(js_name = movePath)]
    pub fn move_path(
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] notation: JsValue,
    ) -> Result<Vec<u8>, JsError> {
        let (fen, notation) = (text_arg(&fen, "fen")?, text_arg(&notation, "move")?);
        let (fen, notation) = (fen.as_str(), notation.as_str());
        let pos = parse_fen(Some(fen)).map_err(|e| JsError::new(&e))?;
        let m = parse_move(&pos, notation)
            .map_err(|e| js::fail("move", &format!("{notation:?}: {e}")))?;
        Ok(m.path().iter().map(|p| p.number()).collect())
    }

    /// The tree's tags (`[name, value]`, in order): a tournament's game names its event,
    /// round, board and players there.
    #[wasm_bindgen(unchecked_return_type = "[string, string][]")]
    pub fn tags(&self) -> JsValue {
        let pair = |(name, value): &(String, String)| {
            js::array([JsValue::from_str(name), JsValue::from_str(value)])
        };
        js::array(self.tree.tags().iter().map(pair))
    }

    /// The canonical PDN of the tree, variations, comments, glyphs and shapes included.
    #[wasm_bindgen(js_name = toPdn)]
    pub fn to_pdn(&self) -> String {
        pdn::write(&self.tree)
    }

    /// The start position (FEN).
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.tree.start().to_string()
    }

    /// The moves of the main line, in notation.
    #[wasm_bindgen(js_name = mainLine)]
    pub fn main_line(&self) -> Vec<String> {
        (self.tree.main_line().iter())
            .map(|p| p.mv().to_string())
            .collect()
    }

    /// The path of the main line's move after `plies` moves (`""` for 0), the last move's
    /// when the main line is shorter. Throws when `plies` is not a whole number from 0 (NaN,
    /// -1, 1.5, an object, a string).
    #[wasm_bindgen(js_name = mainLinePath)]
    pub fn main_line_path(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] plies: JsValue,
    ) -> Result<String, JsError> {
        let plies = js::integer(&plies, "plies", 0, u32::MAX.into())?;
        let plies = usize::try_from(plies).unwrap_or(usize::MAX);
        Ok(path_text(&vec![0; plies.min(self.tree.plies())]))
    }

    /// The move list: the main line, each move with its variations (nested).
    #[wasm_bindgen(js_name = moveList)]
    pub fn move_list(&self) -> Result<Ts<MoveList>, JsError> {
        to_js(&move_list(&self.tree))
    }

    /// The node of a path: its position, the moves to it, what follows it and its notes.
    /// Throws when the path leads nowhere.
    pub fn node(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] path: JsValue,
    ) -> Result<Ts<TreeNode>, JsError> {
        let path = path_arg(&path)?;
        let path = path.as_str();
        let steps = parse_path(path).ok_or_else(|| no_node(path))?;
        let moves = self.tree.moves_to(&steps).ok_or_else(|| no_node(path))?;
        let fen = self.tree.position_at(&steps).ok_or_else(|| no_node(path))?;
        let children = self.tree.children(&steps).unwrap_or_default();
        let notes = match self.tree.node(&steps) {
            Some(p) => p.notes.clone(),
            None => self.root_notes(),
        };
        to_js(&TreeNode {
            path: path.to_string(),
            fen: fen.to_string(),
            notation: moves.last().map(ToString::to_string),
            moves: moves.iter().map(ToString::to_string).collect(),
            children: (0..children.len())
                .map(|i| path_text(&[&steps[..], &[i]].concat()))
                .collect(),
            glyphs: notes.glyphs.iter().copied().map(glyph_text).collect(),
            // The start position's comments stand before the first move: they are not its own.
            comment: if steps.is_empty() {
                String::new()
            } else {
                comment_text(&notes)
            },
            arrows: notes.arrows(),
            circles: notes.circles(),
        })
    }

    /// Plays a move (in notation) at the node of `path` and returns the new node's path: the
    /// existing child with that move, else the node's line continued, else a new variation.
    /// Throws, changing nothing, on a bad path or a move the rules refuse there.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] path: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] notation: JsValue,
    ) -> Result<String, JsError> {
        let (path, notation) = (path_arg(&path)?, text_arg(&notation, "move")?);
        let (path, notation) = (path.as_str(), notation.as_str());
        let steps = parse_path(path).ok_or_else(|| no_node(path))?;
        let pos = self.tree.position_at(&steps).ok_or_else(|| no_node(path))?;
        let m = parse_move(&pos, notation)
            .map_err(|e| js::fail("move", &format!("{notation:?}: {e}")))?;
        let added = self.tree.add_move(&steps, m);
        added
            .map(|p| path_text(&p))
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Makes the variation starting at `path` the main continuation at its branch point (the
    /// line it replaces becomes a variation); returns the node's new path.
    pub fn promote(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] path: JsValue,
    ) -> Result<String, JsError> {
        let path = path_arg(&path)?;
        let path = path.as_str();
        let steps = parse_path(path).ok_or_else(|| no_node(path))?;
        let promoted = self.tree.promote(&steps);
        promoted
            .map(|p| path_text(&p))
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Deletes the move of `path` with everything after it (a main continuation deleted gives
    /// its place to its first variation).
    pub fn delete(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] path: JsValue,
    ) -> Result<(), JsError> {
        let path = path_arg(&path)?;
        let path = path.as_str();
        let steps = parse_path(path).ok_or_else(|| no_node(path))?;
        self.tree
            .delete(&steps)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Sets or clears a move-quality glyph (1..6: `!` `?` `!!` `??` `!?` `?!`) on the move of
    /// `path`: the move keeps one of them at most, and setting the one it has clears it.
    /// Returns whether the glyph is now set.
    #[wasm_bindgen(js_name = toggleGlyph)]
    pub fn toggle_glyph(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] path: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] glyph: JsValue,
    ) -> Result<bool, JsError> {
        let path = path_arg(&path)?;
        let glyph = js::integer(&glyph, "glyph", 1, QUALITY_GLYPHS.into())
            .map_err(|_| js::fail("glyph", "expected 1..6 (! ? !! ?? !? ?!)"))?
            as u8;
        let notes = self.notes(&path)?;
        let had = notes.glyphs.contains(&Nag(glyph));
        notes
            .glyphs
            .retain(|n| !(1..=QUALITY_GLYPHS).contains(&n.0));
        if !had {
            notes.glyphs.insert(0, Nag(glyph));
        }
        Ok(!had)
    }

    /// Replaces the text of the comment after the move of `path` (its clock and shapes kept);
    /// an empty text removes it. Returns false, changing nothing, for text PDN cannot hold
    /// (`}` with a line break): a refusal the page words for the player. Throws on a bad path
    /// and on a text that is not a string of at most `limits().comment` characters.
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] path: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<bool, JsError> {
        let path = path_arg(&path)?;
        // The limit is in characters as the comment box counts them (UTF-16 units), each at most
        // 3 bytes in UTF-8.
        if js::is_long_string(&text, js::MAX_COMMENT) {
            let max = js::MAX_COMMENT;
            return Err(js::fail("text", &format!("longer than {max} characters")));
        }
        let text = js::string(&text, "text", 3 * js::MAX_COMMENT)?;
        let notes = self.notes(&path)?;
        let mut parts = vec![CommentPart::Text(text.trim().to_string())];
        parts.retain(|p| !matches!(p, CommentPart::Text(t) if t.is_empty()));
        parts.extend(kept_parts(notes, |p| matches!(p, CommentPart::Text(_))));
        Ok(set_after(notes, parts).is_ok())
    }

    /// Replaces the arrows and circles drawn after the move of `path` (arrays of `{from, to,
    /// brush}` and `{at, brush}`, as `<tobit-board>.setShapes` takes them; empty arrays clear
    /// them); at the start position (`""`) those drawn on it, kept in a comment before the
    /// first move (`1. {[%cal G9-16]} 9-16`), or the game's comment while it has no move.
    /// Throws, changing nothing, when either is not an array or an item is not an arrow or a
    /// circle (the error names the item).
    #[wasm_bindgen(js_name = setShapes)]
    pub fn set_shapes(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] path: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Arrow[]")] arrows: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Circle[]")] circles: JsValue,
    ) -> Result<(), JsError> {
        let path = path_arg(&path)?;
        let path = path.as_str();
        let arrows = shape_read::arrows(&arrows, "arrows")?;
        let circles = shape_read::circles(&circles, "circles")?;
        let arrows = (!arrows.is_empty()).then_some(Command::Arrows(arrows));
        let circles = (!circles.is_empty()).then_some(Command::Circles(circles));
        let steps = parse_path(path).ok_or_else(|| no_node(path))?;
        if steps.is_empty() {
            let mut notes = Notes {
                after: std::mem::take(self.root_comments()),
                ..Notes::default()
            };
            let result = replace_shapes(&mut notes, arrows, circles);
            *self.root_comments() = notes.after;
            return result;
        }
        replace_shapes(self.notes(path)?, arrows, circles)
    }
}

/// Replaces the arrows and circles among the comments after a move (`notes.after`).
fn replace_shapes(
    notes: &mut Notes,
    arrows: Option<Command>,
    circles: Option<Command>,
) -> Result<(), JsError> {
    let drawn = |p: &CommentPart| {
        matches!(
            p,
            CommentPart::Command(Command::Arrows(_) | Command::Circles(_))
        )
    };
    let mut parts = kept_parts(notes, drawn);
    parts.extend(arrows.into_iter().chain(circles).map(CommentPart::Command));
    set_after(notes, parts)
}

impl GameTree {
    /// The comments of the start position, where its arrows and circles are kept: those
    /// before the main line's first move, or the game's comments while it has no move (these
    /// go before the first move once there is one, as PDN reads them back).
    fn root_comments(&mut self) -> &mut Vec<Comment> {
        if self.tree.main_line().is_empty() {
            return self.tree.comments_mut();
        }
        let game = std::mem::take(self.tree.comments_mut());
        let before = &mut self.tree.main_line_mut()[0].notes.before;
        if !game.is_empty() {
            before.splice(0..0, game);
        }
        before
    }

    /// The notes of the start position: its comments ([`GameTree::root_comments`]) as the
    /// comments after it.
    fn root_notes(&self) -> Notes {
        let first = self.tree.main_line().first();
        let before = first.map_or(&[][..], |p| &p.notes.before[..]);
        Notes {
            after: [self.tree.comments(), before].concat(),
            ..Notes::default()
        }
    }

    /// The notes of the move of a path; the start position has none.
    fn notes(&mut self, path: &str) -> Result<&mut Notes, JsError> {
        let steps = parse_path(path).ok_or_else(|| no_node(path))?;
        self.tree.notes_mut(&steps).ok_or_else(|| no_node(path))
    }
}
