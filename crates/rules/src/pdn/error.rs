//! Why a PDN text was rejected, and where: a kind with what it names (the token found, the
//! tag, the move and why the rules refuse it), at a line and column. `Display` gives the English
//! the CLI prints; the study module gives the kind to JS as `{code, ...}`, its variant's
//! kebab-case name and camel-case fields, which the pages put in the player's words (the wasm
//! build derives serde and tsify).

use crate::tree::GameResult;
use crate::{Color, FenError, GameError, MoveError, MoveNumber, Outcome, Status};
use std::fmt;

/// Why a PDN text was rejected, and where (line and column count from 1, in characters, at
/// the first character of the offending token).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "tsify", derive(serde::Serialize, tsify::Tsify))]
pub struct PdnError {
    /// Line of the offending part, from 1.
    pub line: usize,
    /// Column of the offending part, from 1.
    pub column: usize,
    /// What is wrong, or what was expected.
    pub kind: PdnErrorKind,
}

/// What is wrong with a PDN text, or what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "tsify",
    derive(serde::Serialize, tsify::Tsify),
    serde(
        tag = "code",
        rename_all = "kebab-case",
        rename_all_fields = "camelCase"
    )
)]
pub enum PdnErrorKind {
    /// The text is larger than the reader takes.
    TooLarge {
        /// The limit, in MiB.
        mib: usize,
    },
    /// One game's text is larger than a game may be (its moves read up to there are kept).
    GameTooLarge {
        /// The limit, in MiB.
        mib: usize,
    },
    /// The text holds no game.
    NoGame,
    /// A text of one game goes on after it.
    ExtraGame,
    /// A character or word that has no place here.
    Unexpected {
        /// What was found.
        found: String,
    },
    /// `[` not followed by a tag name.
    TagName,
    /// A tag name not followed by its quoted value.
    TagQuote {
        /// The tag's name.
        tag: String,
    },
    /// A tag's value not followed by `]`.
    TagClose {
        /// The tag's name.
        tag: String,
    },
    /// A `\` in a tag's value not followed by `"` or `\`.
    TagEscape {
        /// The tag's name.
        tag: String,
    },
    /// A tag's value with no closing quote on its line.
    TagValueOpen {
        /// The tag's name.
        tag: String,
    },
    /// A `{` comment without its `}`.
    CommentOpen,
    /// A comment that holds both `}` and a line break.
    CommentUnwritable,
    /// `$` not followed by a number 0..255.
    GlyphNumber,
    /// Punctuation after a move that is no glyph.
    UnknownGlyph {
        /// The punctuation.
        glyph: String,
    },
    /// A move number with two dots, or more than three.
    MoveNumber {
        /// The word.
        word: String,
    },
    /// `[Variant]` names another game.
    OtherVariant {
        /// The tag's value.
        variant: String,
    },
    /// `[GameType]` is the PDN standard's number of another game.
    OtherGameType {
        /// The number.
        number: u32,
    },
    /// `[GameType]` is neither Tobit nor a number the reader knows.
    UnknownGameType {
        /// The tag's value.
        value: String,
    },
    /// `[Result]` is no result.
    BadResultTag {
        /// The tag's value.
        value: String,
    },
    /// `[SetUp]` is neither 0 nor 1.
    BadSetUp {
        /// The tag's value.
        value: String,
    },
    /// `[FEN]` is no position.
    BadFen {
        /// Why.
        reason: FenError,
    },
    /// A move the rules refuse.
    IllegalMove {
        /// Its move number (the rules' numbering: White's and Black's move 5 are both 5).
        number: u32,
        /// The side that plays it.
        side: Color,
        /// Why.
        reason: MoveError,
    },
    /// A move after the game ended.
    MoveAfterEnd {
        /// Its move number (the rules' numbering).
        number: u32,
        /// The side that plays it.
        side: Color,
        /// How the game ended.
        outcome: Outcome,
        /// The game's score: `2-0`, `0-2` or `1-1`.
        score: &'static str,
    },
    /// A glyph before any move.
    GlyphWithoutMove,
    /// `(` before any move.
    VariationWithoutMove,
    /// Variations nested deeper than the reader takes.
    TooDeep {
        /// The deepest nesting read.
        limit: usize,
    },
    /// `)` with no variation open.
    UnexpectedClose,
    /// `( )` without a move.
    EmptyVariation,
    /// A variation still open at the end of the game's text.
    VariationOpen,
    /// A variation still open where the next game's tags begin.
    CloseBeforeGame {
        /// The line of its `(`.
        open_line: usize,
        /// The column of its `(`.
        open_column: usize,
    },
    /// A variation still open at the result.
    CloseBeforeResult {
        /// The line of its `(`.
        open_line: usize,
        /// The column of its `(`.
        open_column: usize,
    },
    /// The result after the moves is not the `[Result]` tag's.
    ResultDiffers {
        /// The result after the moves.
        result: &'static str,
        /// The tag's result.
        tag: &'static str,
    },
    /// The result stated is not how the moves ended the game.
    ResultContradicts {
        /// The result stated.
        stated: &'static str,
        /// How the moves ended the game.
        outcome: Outcome,
        /// Its score: `2-0`, `0-2` or `1-1`.
        score: &'static str,
    },
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for PdnError {}

impl PdnErrorKind {
    /// Why the move numbered `number` along its line was refused by the game (the move text
    /// of a PDN, or of a link's list of moves).
    pub fn refused(number: MoveNumber, error: GameError) -> PdnErrorKind {
        let MoveNumber { number, side } = number;
        let reason = match error {
            GameError::Over(outcome) => {
                let score = GameResult::of_status(Status::Over(outcome)).token();
                return PdnErrorKind::MoveAfterEnd {
                    number,
                    side,
                    outcome,
                    score,
                };
            }
            GameError::Notation(e) => e,
            GameError::Illegal(m) => MoveError::NotLegal {
                text: m.to_string(),
            },
        };
        PdnErrorKind::IllegalMove {
            number,
            side,
            reason,
        }
    }
}

/// A side's name in the English of `Display`.
fn side_name(side: Color) -> &'static str {
    match side {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl fmt::Display for PdnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PdnErrorKind::*;
        let open = "to close the variation opened at";
        match self {
            TooLarge { mib } => write!(f, "the text is larger than {mib} MiB"),
            GameTooLarge { mib } => write!(f, "the game is larger than {mib} MiB"),
            NoGame => f.write_str("no game in the text"),
            ExtraGame => f.write_str("nothing may follow the first game (one game per text)"),
            Unexpected { found } => write!(f, "unexpected '{found}'"),
            TagName => f.write_str("expected a tag name (letters, digits or '_') after '['"),
            TagQuote { tag } => write!(f, "tag {tag}: expected '\"' before the value"),
            TagClose { tag } => write!(f, "tag {tag}: expected ']' after the value"),
            TagEscape { tag } => write!(f, "tag {tag}: bad escape in the value"),
            TagValueOpen { tag } => write!(f, "tag {tag}: the value is not closed"),
            CommentOpen => f.write_str("the comment is not closed with '}'"),
            CommentUnwritable => f.write_str("a comment cannot hold both '}' and a line break"),
            GlyphNumber => f.write_str("expected a glyph number 0..255 after '$'"),
            UnknownGlyph { glyph } => {
                write!(f, "unknown glyph '{glyph}': use !, ?, !!, ??, !? or ?!")
            }
            MoveNumber { word } => write!(f, "bad move number '{word}': write 1. or 1..."),
            OtherVariant { variant } => {
                write!(f, "the game is {variant}, not Tobit ([Variant \"{variant}\"])")
            }
            OtherGameType { number } => {
                let game = game_name(*number).unwrap_or("another game");
                write!(f, "GameType {number} is {game}, not Tobit")
            }
            UnknownGameType { value } => write!(
                f,
                "GameType \"{value}\" is not Tobit (write [GameType \"Tobit\"])"
            ),
            BadResultTag { value } => write!(
                f,
                "bad result '{value}': expected 2-0, 0-2, 1-1 or * (or 1-0, 0-1, 1/2-1/2)"
            ),
            BadSetUp { value } => write!(f, "bad SetUp '{value}': expected 0 or 1"),
            BadFen { reason } => write!(f, "bad FEN tag: {reason}"),
            IllegalMove {
                number,
                side,
                reason,
            } => write!(f, "{}'s move {number}: {reason}", side_name(*side)),
            MoveAfterEnd {
                number,
                side,
                outcome,
                score,
            } => write!(
                f,
                "{}'s move {number}: the game is over ({score}, {})",
                side_name(*side),
                outcome.reason
            ),
            GlyphWithoutMove => f.write_str("a glyph must follow a move"),
            VariationWithoutMove => f.write_str("a variation must follow a move"),
            TooDeep { limit } => write!(f, "variations nested more than {limit} deep"),
            UnexpectedClose => f.write_str("unexpected ')': no variation is open"),
            EmptyVariation => f.write_str("a variation needs at least one move"),
            VariationOpen => f.write_str("the variation is not closed with ')'"),
            CloseBeforeGame {
                open_line,
                open_column,
            } => write!(
                f,
                "expected ')' before the next game's tags, {open} line {open_line}, column {open_column}"
            ),
            CloseBeforeResult {
                open_line,
                open_column,
            } => write!(
                f,
                "expected ')' before the result, {open} line {open_line}, column {open_column}"
            ),
            ResultDiffers { result, tag } => {
                write!(f, "result '{result}' differs from the Result tag '{tag}'")
            }
            ResultContradicts {
                stated,
                outcome,
                score,
            } => write!(
                f,
                "result '{stated}' contradicts the game, which ended {score} ({})",
                outcome.reason
            ),
        }
    }
}

/// Where a part of the text starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Place {
    pub line: usize,
    pub column: usize,
}

impl Place {
    /// The text's first character.
    pub const START: Place = Place { line: 1, column: 1 };

    /// An error of this kind here.
    pub fn error(self, kind: PdnErrorKind) -> PdnError {
        PdnError {
            line: self.line,
            column: self.column,
            kind,
        }
    }
}

/// The games of the PDN standard's `GameType` numbers that another program may write.
const GAME_TYPES: [(u32, &str); 13] = [
    (0, "chess"),
    (20, "international draughts"),
    (21, "English draughts"),
    (22, "Italian draughts"),
    (23, "American pool checkers"),
    (24, "Spanish draughts"),
    (25, "Russian draughts"),
    (26, "Brazilian draughts"),
    (27, "Canadian draughts"),
    (28, "Portuguese draughts"),
    (29, "Czech draughts"),
    (30, "Turkish draughts"),
    (31, "Thai draughts"),
];

/// The game of a `GameType` number of the PDN standard, in English (the CLI's words).
pub(super) fn game_name(number: u32) -> Option<&'static str> {
    let known = GAME_TYPES.iter().find(|(n, _)| *n == number);
    known.map(|(_, game)| *game)
}
