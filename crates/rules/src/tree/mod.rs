//! The game tree: the moves of a game record with their variations, comments and glyphs, and
//! the game's tags. PDN reads into it and writes from it (`rules::pdn`); the analysis board,
//! the archive and the position editor share it.
//!
//! A line is a list of [`Ply`]s; each ply holds the moves played instead of it as variations
//! (each a line of its own), as PDN writes them. A node is addressed by a path of child
//! indices from the root (the start position): the children of a node are the next move of its
//! line (index 0), then the first move of each variation of that next move (indices 1, 2...).
//! `[]` is the root, `[0, 0, 0]` the third move of the main line, `[0, 1]` the first move of the
//! first variation to Black's first reply.

mod clock;
mod comment;
mod edit;
mod nag;
mod path;
mod result;
mod shapes;

pub use clock::{read_time, write_time, ClockStamp};
pub use comment::{Command, Comment, CommentPart};
pub use edit::TreeError;
pub use nag::Nag;
pub use result::GameResult;
pub use shapes::{parse_shapes, shapes_text, Arrow, Brush, Circle};

use super::{Game, Move, Position, Reason, Status};

/// What is written about a move: its glyphs and comments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// Glyphs, in order (`!`, `$14`...).
    pub glyphs: Vec<Nag>,
    /// Comments written before the move.
    pub before: Vec<Comment>,
    /// Comments written after the move (its clock and its arrows and circles among them).
    pub after: Vec<Comment>,
}

impl Notes {
    /// The clock times after the move, from its comments.
    pub fn clock(&self) -> Option<ClockStamp> {
        self.after.iter().find_map(Comment::clock)
    }

    /// Every arrow the comments after the move draw.
    pub fn arrows(&self) -> Vec<Arrow> {
        self.after.iter().flat_map(Comment::arrows).collect()
    }

    /// Every circle the comments after the move draw.
    pub fn circles(&self) -> Vec<Circle> {
        self.after.iter().flat_map(Comment::circles).collect()
    }

    fn is_empty(&self) -> bool {
        self.glyphs.is_empty() && self.before.is_empty() && self.after.is_empty()
    }
}

/// A move in a line, what is written about it, and the moves played instead of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    mv: Move,
    /// Its glyphs and comments.
    pub notes: Notes,
    variations: Vec<Line>,
}

/// A sequence of moves, each played after the one before.
pub type Line = Vec<Ply>;

impl Ply {
    /// A move with nothing written about it and no variation.
    pub fn new(mv: Move) -> Ply {
        Ply {
            mv,
            notes: Notes::default(),
            variations: Vec::new(),
        }
    }

    /// The move.
    pub fn mv(&self) -> Move {
        self.mv
    }

    /// The lines played instead of this move, each starting with its own first move.
    pub fn variations(&self) -> &[Line] {
        &self.variations
    }

    /// Whether nothing is written about the move and it has no variation.
    pub fn is_bare(&self) -> bool {
        self.notes.is_empty() && self.variations.is_empty()
    }

    pub(crate) fn variations_mut(&mut self) -> &mut Vec<Line> {
        &mut self.variations
    }
}

/// A game record: tags, the start position, the main line with its variations, the result.
///
/// The `FEN`, `SetUp` and `Result` tags are not among the tags: they are the start position
/// and the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameTree {
    tags: Vec<(String, String)>,
    start: Position,
    main: Line,
    comments: Vec<Comment>,
    result: GameResult,
}

/// The tag naming how a game ended when its result alone does not say (a loss on time).
const TERMINATION: &str = "Termination";

/// Whether a tag is one the tree holds as data (start position and result), not as a tag.
pub fn is_reserved_tag(name: &str) -> bool {
    ["FEN", "SetUp", "Result"]
        .iter()
        .any(|r| name.eq_ignore_ascii_case(r))
}

impl GameTree {
    /// A tree with no move from a start position, no tag, result `*`.
    pub fn new(start: Position) -> GameTree {
        GameTree {
            tags: Vec::new(),
            start,
            main: Vec::new(),
            comments: Vec::new(),
            result: GameResult::Unfinished,
        }
    }

    /// The tree of a game's moves (its main line) and result, with these tags (the reserved
    /// ones left out).
    pub fn from_game(game: &Game, tags: &[(String, String)]) -> GameTree {
        let mut tree = GameTree::new(game.start());
        tree.main = game.moves().iter().map(|m| Ply::new(*m)).collect();
        tree.result = GameResult::of_status(game.status());
        // A game's own ending with a PDN termination (a loss on time) replaces a given one.
        let termination = game
            .status()
            .outcome()
            .and_then(|o| o.reason.pdn_termination());
        let replaced = |n: &str| termination.is_some() && n.eq_ignore_ascii_case(TERMINATION);
        tree.tags = tags
            .iter()
            .filter(|(n, _)| !is_reserved_tag(n) && !replaced(n))
            .cloned()
            .collect();
        if let Some(value) = termination {
            tree.tags.push((TERMINATION.to_string(), value.to_string()));
        }
        tree
    }

    /// A tree of these parts (the reader builds it).
    pub(crate) fn from_parts(
        tags: Vec<(String, String)>,
        start: Position,
        main: Line,
        comments: Vec<Comment>,
        result: GameResult,
    ) -> GameTree {
        GameTree {
            tags,
            start,
            main,
            comments,
            result,
        }
    }

    /// The tags in their order (unknown ones included).
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The tags, to change. A reserved tag (`FEN`, `SetUp`, `Result`) or a name other than
    /// letters, digits and `_` is not written to PDN.
    pub fn tags_mut(&mut self) -> &mut Vec<(String, String)> {
        &mut self.tags
    }

    /// The value of a tag (names compare without regard to case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        let found = self.tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name));
        found.map(|(_, v)| v.as_str())
    }

    /// The start position.
    pub fn start(&self) -> Position {
        self.start
    }

    /// The main line.
    pub fn main_line(&self) -> &[Ply] {
        &self.main
    }

    /// The main line, to write about its moves (their notes); its moves stay as they are.
    pub fn main_line_mut(&mut self) -> &mut [Ply] {
        &mut self.main
    }

    /// Comments of a game without moves (a game with moves keeps its first comments before
    /// its first move).
    pub fn comments(&self) -> &[Comment] {
        &self.comments
    }

    /// The comments of a game without moves, to change.
    pub fn comments_mut(&mut self) -> &mut Vec<Comment> {
        &mut self.comments
    }

    /// The result: the rules' result when the main line ends the game, else the stated one.
    pub fn result(&self) -> GameResult {
        match self.main_game().status() {
            status @ Status::Over(_) => GameResult::of_status(status),
            Status::Ongoing => self.result,
        }
    }

    /// States the result (it counts only while the rules have not ended the main line).
    pub fn set_result(&mut self, result: GameResult) {
        self.result = result;
    }

    /// The main line as a game, the stated result applied (a win as the loser's resignation,
    /// or a loss on time with `[Termination "time forfeit"]`; a draw as agreed) when the rules
    /// have not ended it.
    pub fn game(&self) -> Game {
        let mut game = self.main_game();
        if game.status() == Status::Ongoing {
            let on_time = self.tag(TERMINATION).and_then(Reason::from_pdn_termination)
                == Some(Reason::TimeForfeit);
            // An ongoing game accepts either ending.
            let _ = match self.result.winner() {
                Some(Some(winner)) if on_time => game.lose_on_time(winner.opponent()),
                Some(Some(winner)) => game.resign(winner.opponent()),
                Some(None) => game.agree_draw(),
                None => Ok(()),
            };
        }
        game
    }

    /// The number of moves (plies) of the main line.
    pub fn plies(&self) -> usize {
        self.main.len()
    }

    /// The number of variations, nested ones included.
    pub fn variation_count(&self) -> usize {
        fn count(line: &Line) -> usize {
            let nested =
                |p: &Ply| p.variations.len() + p.variations.iter().map(count).sum::<usize>();
            line.iter().map(nested).sum()
        }
        count(&self.main)
    }

    /// The main line played by the rules alone.
    fn main_game(&self) -> Game {
        let mut game = Game::new(self.start);
        for ply in &self.main {
            if game.play(&ply.mv).is_err() {
                break; // the tree only holds playable moves
            }
        }
        game
    }
}
