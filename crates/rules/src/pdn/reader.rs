//! Reading the games of a PDN text into trees, one game at a time: a game ends at its result,
//! at a tag pair after its moves, or at the end of the text. An error stops the reading of its
//! game only; the tree keeps what came before it.

use super::error::Place;
use super::lexer::{Lexer, Token};
use super::{game_type, PdnError, PdnErrorKind, ReadGame, MAX_GAME_BYTES, MAX_NESTING};
use crate::tree::{Comment, GameResult, GameTree, Line, Ply};
use crate::{fen, Game, Position, Status};

/// The games of a text, in order.
pub(super) struct Reader<'a> {
    lexer: Lexer<'a>,
    games: usize,
}

impl<'a> Reader<'a> {
    pub fn new(text: &'a str) -> Reader<'a> {
        Reader {
            lexer: Lexer::new(text),
            games: 0,
        }
    }
}

impl Iterator for Reader<'_> {
    type Item = ReadGame;

    fn next(&mut self) -> Option<ReadGame> {
        let mut game = Builder::default();
        let start = self.lexer.offset();
        loop {
            if game.begun {
                if let Some(at) = self.lexer.tag_ahead() {
                    game.end_early(at, Before::NextGame);
                    break;
                }
            }
            let Some(item) = self.lexer.next_token() else {
                break;
            };
            let (token, at) = match item {
                Ok(t) => t,
                Err(e) => {
                    game.first.get_or_insert(Place {
                        line: e.line,
                        column: e.column,
                    });
                    game.fail(e);
                    continue;
                }
            };
            game.first.get_or_insert(at);
            match token {
                Token::Tag {
                    name,
                    value,
                    value_at,
                } => game.tag(name, value, value_at),
                Token::Result(result) => {
                    game.result_token(result, at);
                    break;
                }
                other => game.movetext(other, at),
            }
        }
        let first = game.first?;
        if game.holds_only_comments() {
            return None; // comments after the last game
        }
        self.games += 1;
        if self.lexer.offset() - start > MAX_GAME_BYTES {
            let mib = MAX_GAME_BYTES >> 20;
            game.fail(first.error(PdnErrorKind::GameTooLarge { mib }));
        }
        let (tree, error) = game.finish();
        Some(ReadGame {
            number: self.games,
            line: first.line,
            column: first.column,
            tree,
            error,
        })
    }
}

/// A line being read: its moves, the game along it, and comments waiting for its next move.
struct Frame {
    line: Line,
    game: Game,
    pending: Vec<Comment>,
    /// A move number or a closed variation came after the last move: a comment now belongs
    /// to the next move.
    gap: bool,
    /// Where its `(` stands (the main line: where the moves begin).
    open: Place,
    /// It replaces the first move of the variation it was opened in, so it is a variation of
    /// the same move as that one.
    hoist: bool,
    /// Variations opened at this line's first move (hoisted), kept until this line closes.
    hoisted: Vec<Line>,
}

impl Frame {
    fn new(game: Game, open: Place, hoist: bool) -> Frame {
        Frame {
            line: Vec::new(),
            game,
            pending: Vec::new(),
            gap: false,
            open,
            hoist,
            hoisted: Vec::new(),
        }
    }
}

/// One game being read.
#[derive(Default)]
struct Builder {
    /// Where the game's first token is.
    first: Option<Place>,
    tags: Vec<(String, String)>,
    fen: Option<(String, Place)>,
    result_tag: Option<(GameResult, Place)>,
    result: Option<(GameResult, Place)>,
    /// The move text has begun (the start position is set up in `frames[0]`).
    begun: bool,
    frames: Vec<Frame>,
    /// Comments before the move text.
    intro: Vec<Comment>,
    start: Option<Position>,
    error: Option<PdnError>,
}

impl Builder {
    /// Whether nothing but comments was read (no tag, no move text, no error).
    fn holds_only_comments(&self) -> bool {
        let no_tags = self.tags.is_empty() && self.fen.is_none() && self.result_tag.is_none();
        !self.begun && no_tags && self.error.is_none()
    }

    fn fail(&mut self, error: PdnError) {
        self.error.get_or_insert(error);
    }

    fn tag(&mut self, name: &str, value: String, value_at: Place) {
        if self.error.is_some() {
            return;
        }
        if let Some(why) = game_type::refusal(name, &value) {
            return self.fail(value_at.error(why));
        }
        if name.eq_ignore_ascii_case("Result") {
            match GameResult::from_token(&value) {
                Some(r) => self.result_tag = Some((r, value_at)),
                None => self.fail(value_at.error(PdnErrorKind::BadResultTag { value })),
            }
        } else if name.eq_ignore_ascii_case("FEN") {
            self.fen = Some((value, value_at));
        } else if name.eq_ignore_ascii_case("SetUp") {
            if value != "0" && value != "1" {
                self.fail(value_at.error(PdnErrorKind::BadSetUp { value }));
            }
        } else {
            self.tags.push((name.to_string(), value));
        }
    }

    /// Sets up the start position when the move text begins.
    fn begin(&mut self, at: Place) {
        self.begun = true;
        if self.error.is_some() {
            return;
        }
        let start = match &self.fen {
            None => Ok(Position::start()),
            Some((value, value_at)) => {
                let bad = |reason| value_at.error(PdnErrorKind::BadFen { reason });
                fen::parse(value).map_err(bad)
            }
        };
        match start {
            Ok(start) => {
                self.start = Some(start);
                let mut main = Frame::new(Game::new(start), at, false);
                main.pending = std::mem::take(&mut self.intro);
                self.frames.push(main);
            }
            Err(e) => self.fail(e),
        }
    }

    fn movetext(&mut self, token: Token, at: Place) {
        if !self.begun && !matches!(token, Token::Comment(_)) {
            self.begin(at);
        }
        if self.error.is_some() {
            return;
        }
        if let Err(e) = self.apply(token, at) {
            self.fail(e);
        }
    }

    fn apply(&mut self, token: Token, at: Place) -> Result<(), PdnError> {
        if let Token::Comment(text) = token {
            let unwritable = |_| at.error(PdnErrorKind::CommentUnwritable);
            let comment = Comment::parse(text).map_err(unwritable)?;
            self.comment(comment);
            return Ok(());
        }
        let depth = self.frames.len();
        let frame = self.frames.last_mut().expect("the move text has begun");
        match token {
            Token::Move(text) => {
                let number = frame.game.move_number(frame.game.moves().len());
                let m = (frame.game.play_text(text))
                    .map_err(|e| at.error(PdnErrorKind::refused(number, e)))?;
                let mut ply = Ply::new(m);
                ply.notes.before = std::mem::take(&mut frame.pending);
                frame.line.push(ply);
                frame.gap = false;
            }
            Token::MoveNumber => frame.gap = true,
            Token::Glyph(nag) => {
                let last = frame.line.last_mut();
                let last = last.ok_or_else(|| at.error(PdnErrorKind::GlyphWithoutMove))?;
                last.notes.glyphs.push(nag);
            }
            Token::Open => {
                if frame.line.is_empty() {
                    return Err(at.error(PdnErrorKind::VariationWithoutMove));
                }
                if depth > MAX_NESTING {
                    let limit = MAX_NESTING;
                    return Err(at.error(PdnErrorKind::TooDeep { limit }));
                }
                let hoist = depth > 1 && frame.line.len() == 1;
                let mut game = frame.game.clone();
                game.undo();
                self.frames.push(Frame::new(game, at, hoist));
            }
            Token::Close => self.close(at)?,
            Token::Comment(_) | Token::Tag { .. } | Token::Result(_) => {}
        }
        Ok(())
    }

    fn comment(&mut self, comment: Comment) {
        let Some(frame) = self.frames.last_mut() else {
            return self.intro.push(comment);
        };
        match frame.line.last_mut() {
            Some(last) if !frame.gap => last.notes.after.push(comment),
            _ => frame.pending.push(comment),
        }
    }

    /// Closes the innermost variation and hangs it on its line.
    fn close(&mut self, at: Place) -> Result<(), PdnError> {
        if self.frames.len() < 2 {
            return Err(at.error(PdnErrorKind::UnexpectedClose));
        }
        let frame = self.frames.pop().expect("checked above");
        if frame.line.is_empty() {
            return Err(frame.open.error(PdnErrorKind::EmptyVariation));
        }
        attach(self.frames.last_mut().expect("checked above"), frame);
        Ok(())
    }

    /// Ends the game before a token that cannot belong to it.
    fn end_early(&mut self, at: Place, before: Before) {
        if self.error.is_none() && self.frames.len() > 1 {
            let open = self.frames.last().expect("checked above").open;
            let (open_line, open_column) = (open.line, open.column);
            self.fail(at.error(match before {
                Before::NextGame => PdnErrorKind::CloseBeforeGame {
                    open_line,
                    open_column,
                },
                Before::Result => PdnErrorKind::CloseBeforeResult {
                    open_line,
                    open_column,
                },
            }));
        }
    }

    fn result_token(&mut self, result: GameResult, at: Place) {
        if !self.begun {
            self.begin(at);
        }
        self.end_early(at, Before::Result);
        if self.error.is_none() {
            self.result = Some((result, at));
        }
    }

    /// The tree read, and the first error.
    fn finish(mut self) -> (GameTree, Option<PdnError>) {
        if !self.begun {
            self.begin(self.first.unwrap_or(Place::START));
        }
        if let (None, Some(open)) = (&self.error, self.frames.get(1)) {
            let open = open.open;
            self.fail(open.error(PdnErrorKind::VariationOpen));
        }
        while self.frames.len() > 1 {
            let frame = self.frames.pop().expect("checked by the loop");
            if !frame.line.is_empty() {
                attach(self.frames.last_mut().expect("checked by the loop"), frame);
            }
        }
        let mut comments = std::mem::take(&mut self.intro);
        let mut main = Vec::new();
        let mut status = Status::Ongoing;
        if let Some(mut frame) = self.frames.pop() {
            status = frame.game.status();
            match frame.line.last_mut() {
                Some(last) => last.notes.after.append(&mut frame.pending),
                None => comments.append(&mut frame.pending),
            }
            main = frame.line;
        }
        let result = self.stated_result(status);
        let start = self.start.unwrap_or_else(Position::start);
        let tree = GameTree::from_parts(self.tags, start, main, comments, result);
        (tree, self.error)
    }

    /// The result the record states, checked against the result tag and the rules.
    fn stated_result(&mut self, status: Status) -> GameResult {
        if self.error.is_some() {
            return GameResult::Unfinished;
        }
        if let (Some((token, at)), Some((tag, _))) = (self.result, self.result_tag) {
            if token != tag {
                self.fail(at.error(PdnErrorKind::ResultDiffers {
                    result: token.token(),
                    tag: tag.token(),
                }));
                return GameResult::Unfinished;
            }
        }
        let Some((stated, at)) = self.result.or(self.result_tag) else {
            return GameResult::of_status(status);
        };
        let by_rules = GameResult::of_status(status);
        match status {
            Status::Over(outcome) if stated != by_rules && stated != GameResult::Unfinished => {
                self.fail(at.error(PdnErrorKind::ResultContradicts {
                    stated: stated.token(),
                    outcome,
                    score: by_rules.token(),
                }));
                GameResult::Unfinished
            }
            Status::Over(_) => by_rules,
            Status::Ongoing => stated,
        }
    }
}

/// What comes where an open variation should have been closed.
#[derive(Clone, Copy)]
enum Before {
    /// The next game's tags.
    NextGame,
    /// The result.
    Result,
}

/// Hangs a closed variation on its parent line: on the parent's last move, or with the
/// parent's own hoisted variations when it replaces the parent's first move.
fn attach(parent: &mut Frame, mut frame: Frame) {
    let target = if frame.hoist {
        &mut parent.hoisted
    } else {
        let last = parent.line.last_mut().expect("a variation follows a move");
        last.variations_mut()
    };
    if let Some(last) = frame.line.last_mut() {
        last.notes.after.append(&mut frame.pending);
    }
    target.push(frame.line);
    target.append(&mut frame.hoisted);
    parent.gap = true;
}
