//! Game records in PDN (docs/RULES.md section 9): tag pairs, then the move text with move
//! numbers, variations `( ... )`, comments `{...}` and `; ...`, glyphs and the result.
//!
//! ```text
//! [White "Aigul"]
//! [Black "Pyotr"]
//! [Result "*"]
//! 1. 9-16 {a comment} 30-23 (1... 29-22 2. 16x23) 2. 16x30! *
//! ```
//!
//! [`read_games`] reads every game of a text into a [`GameTree`]; an error stops its own game
//! only (the tree keeps what came before it) and names the line and column of the offending
//! token. [`write`] writes a tree as canonical PDN, which reads back to the same tree. The
//! single-game forms [`import`] and [`export`] serve a [`Game`].

mod error;
mod game_type;
mod lexer;
mod reader;
mod trim;
mod writer;

pub use error::{PdnError, PdnErrorKind};
pub use trim::{trimmed, Keep};

use super::tree::GameTree;
use super::Game;
use error::Place;

/// The largest PDN text read: 64 MiB (about 100 000 games).
pub const MAX_TEXT_BYTES: usize = 64 << 20;

/// The largest game read: 1 MiB of PDN (a game longer than that, in a file or pasted, is
/// refused with [`PdnErrorKind::GameTooLarge`]). The one limit of a game, wherever it is read
/// or kept: the analysis board's tree (the wasm's bound on PDN text) takes the same.
pub const MAX_GAME_BYTES: usize = 1 << 20;

/// The deepest nesting of variations read.
pub const MAX_NESTING: usize = 64;

/// One game of a PDN text.
#[derive(Clone, Debug)]
pub struct ReadGame {
    /// Its number in the text, from 1.
    pub number: usize,
    /// The line where it begins.
    pub line: usize,
    /// The column where it begins.
    pub column: usize,
    /// What was read: everything before the first error when there is one.
    pub tree: GameTree,
    /// The first error, if any.
    pub error: Option<PdnError>,
}

/// Reads every game of a PDN text (a leading byte-order mark is skipped). Refuses a text
/// longer than [`MAX_TEXT_BYTES`].
pub fn read_games(text: &str) -> Result<Vec<ReadGame>, PdnError> {
    if text.len() > MAX_TEXT_BYTES {
        let mib = MAX_TEXT_BYTES >> 20;
        return Err(Place::START.error(PdnErrorKind::TooLarge { mib }));
    }
    Ok(reader::Reader::new(text).collect())
}

/// The canonical PDN of a game tree: its tags in order, `Result`, `SetUp` and `FEN` when the
/// game did not begin at the start position, then the move text ending with the result.
pub fn write(tree: &GameTree) -> String {
    writer::write(tree)
}

/// Several trees as one PDN text, a blank line between games.
pub fn write_all<'a>(trees: impl IntoIterator<Item = &'a GameTree>) -> String {
    let texts: Vec<String> = trees.into_iter().map(write).collect();
    texts.join("\n")
}

/// A game read from PDN with its tag pairs (in file order, then `Result`, then `SetUp` and `FEN`
/// when the game did not begin at the start position).
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// The tag pairs as `(name, value)`.
    pub tags: Vec<(String, String)>,
    /// The main line as a game, its result applied.
    pub game: Game,
    /// Everything read: variations, comments and glyphs too.
    pub tree: GameTree,
}

impl PdnGame {
    /// The value of a tag (names compare without regard to case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        let found = self.tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name));
        found.map(|(_, v)| v.as_str())
    }
}

/// Reads a text holding one game (an empty text is a game from the start with no move).
pub fn import(text: &str) -> Result<PdnGame, PdnError> {
    let mut games = read_games(text)?.into_iter();
    let Some(first) = games.next() else {
        let tree = GameTree::new(super::Position::start());
        return Ok(pdn_game(tree));
    };
    if let Some(e) = first.error {
        return Err(e);
    }
    if let Some(second) = games.next() {
        let at = Place {
            line: second.line,
            column: second.column,
        };
        return Err(at.error(PdnErrorKind::ExtraGame));
    }
    Ok(pdn_game(first.tree))
}

fn pdn_game(tree: GameTree) -> PdnGame {
    let mut tags = tree.tags().to_vec();
    tags.push(("Result".to_string(), tree.result().token().to_string()));
    if tree.start() != super::Position::start() {
        tags.push(("SetUp".to_string(), "1".to_string()));
        tags.push(("FEN".to_string(), tree.start().to_string()));
    }
    PdnGame {
        tags,
        game: tree.game(),
        tree,
    }
}

/// Writes a game as PDN: the given tags (except `FEN`, `SetUp` and `Result`, and any whose
/// name is not letters, digits and `_`), then `Result` from the game's status, `SetUp` and
/// `FEN` when the game did not begin at the start position, and the numbered move text ending
/// with the result.
pub fn export(game: &Game, tags: &[(String, String)]) -> String {
    write(&GameTree::from_game(game, tags))
}
