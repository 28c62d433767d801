//! Why a link was refused: one enum whose variant is the kind of problem (the web layer
//! translates by kind) and whose fields are the details its message names.

use crate::{GameId, State};
use std::fmt;
use tobit_rules::{Color, MoveNumber};

/// Why a link could not be made, read or merged. Every variant's `Display` is one sentence in
/// English naming the problem; the fields carry what it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The text holds no game link: no `g=` where the link's part starts.
    NotALink,
    /// A character that base64url does not use (or a last character with bits that must be
    /// zero): the link was changed by hand or mangled on the way.
    BadCharacter {
        /// Its position in the link's part after `#`, from 0.
        position: usize,
        /// The character.
        character: char,
    },
    /// The link's part has a length no link has: it was cut short (or lengthened).
    BadLength {
        /// The number of base64url characters after `g=`.
        characters: usize,
    },
    /// The check (CRC-32) does not match the rest: the link was cut short or changed.
    CheckFailed,
    /// The link was made by a later release of Tobit, with a format this one cannot read.
    NewerVersion {
        /// The link's format version.
        version: u8,
        /// The latest version this release reads.
        latest: u8,
    },
    /// The link passes its check but a field is not valid (a faulty or forged encoder).
    Malformed {
        /// What is wrong, in a few words.
        what: &'static str,
    },
    /// A player's name is longer than a link carries.
    NameTooLong {
        /// Whose name.
        side: Color,
        /// Its length in UTF-8 bytes.
        bytes: usize,
        /// The most a name may have.
        max: usize,
    },
    /// A player's name contains a control character (a line break, a tab...).
    NameHasControl {
        /// Whose name.
        side: Color,
    },
    /// More moves than a link carries.
    TooManyMoves {
        /// The number of moves (plies).
        plies: usize,
        /// The most a link carries.
        max: usize,
    },
    /// A move is not legal in its position (rules engine).
    IllegalMove {
        /// Its move number.
        number: u32,
        /// The side that plays it.
        side: Color,
        /// The move as written, or as given.
        text: String,
        /// Why the rules engine refused it.
        reason: String,
    },
    /// A move comes after the game ended on the board.
    MoveAfterEnd {
        /// Its move number.
        number: u32,
        /// The side that plays it.
        side: Color,
        /// The game's result and reason, e.g. `2-0 (blocked)`.
        result: String,
    },
    /// A draw offer, agreed draw or resignation in a game already over on the board.
    StateAfterEnd {
        /// The offer or result the link carries.
        state: State,
    },
    /// The stored game and the link belong to different games.
    DifferentGame {
        /// The stored game's id.
        stored: GameId,
        /// The link's game id.
        incoming: GameId,
    },
    /// The link's moves and the stored game's part at a move: one of them was edited, or a
    /// player took a move back. The link can be opened as a separate game.
    Diverges {
        /// The move number where they part.
        number: u32,
        /// The side that plays it.
        side: Color,
        /// That move in the stored game.
        stored: String,
        /// That move in the link.
        incoming: String,
    },
    /// The same moves (or one continuing the other) but endings that cannot both be true: a
    /// game over on one side goes on or ends otherwise on the other.
    Conflict {
        /// The stored game's offer or result.
        stored: State,
        /// The number of moves (plies) of the stored game.
        stored_plies: usize,
        /// The link's offer or result.
        incoming: State,
        /// The number of moves (plies) in the link.
        incoming_plies: usize,
    },
    /// A link sent by a known player (live play) changes what only the other player may
    /// change: a move of the other side, the other's offer or result, the other's name or the
    /// time per move.
    NotTheSenders {
        /// The side of the player who sent it.
        sender: Color,
        /// What it changed.
        what: NotSenders,
    },
    /// The stored game itself does not hold (damaged storage): the problem found in it.
    StoredInvalid {
        /// The problem.
        problem: Box<LinkError>,
    },
}

/// `12.` for White's move 12, `12...` for Black's.
pub(crate) fn move_label(number: u32, side: Color) -> String {
    match side {
        Color::White => format!("{number}."),
        Color::Black => format!("{number}..."),
    }
}

impl LinkError {
    /// An illegal move at a move number.
    pub(crate) fn illegal(at: MoveNumber, text: String, reason: String) -> LinkError {
        LinkError::IllegalMove {
            number: at.number,
            side: at.side,
            text,
            reason,
        }
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NotALink => f.write_str("this is not a Tobit game link (no 'g=' part)"),
            LinkError::BadCharacter {
                position,
                character,
            } => write!(
                f,
                "the link was changed: character {} ({character:?}) cannot be in a link",
                position + 1
            ),
            LinkError::BadLength { characters } => write!(
                f,
                "the link was cut short or lengthened: {characters} characters is no link's length"
            ),
            LinkError::CheckFailed => {
                f.write_str("the link was cut short or changed: its check does not match")
            }
            LinkError::NewerVersion { version, latest } => write!(
                f,
                "the link was made by a later Tobit (format {version}; this one reads up to \
                 {latest}): update the app"
            ),
            LinkError::Malformed { what } => write!(f, "the link is not valid: {what}"),
            LinkError::NameTooLong { side, bytes, max } => write!(
                f,
                "{side}'s name is too long for a link ({bytes} bytes of UTF-8, at most {max})"
            ),
            LinkError::NameHasControl { side } => {
                write!(f, "{side}'s name contains a control character")
            }
            LinkError::TooManyMoves { plies, max } => write!(
                f,
                "the game has too many moves for a link ({plies} plies, at most {max})"
            ),
            LinkError::IllegalMove {
                number,
                side,
                text,
                reason,
            } => write!(
                f,
                "move {} {text} is not legal: {reason}",
                move_label(*number, *side)
            ),
            LinkError::MoveAfterEnd {
                number,
                side,
                result,
            } => write!(
                f,
                "move {} comes after the game ended ({result})",
                move_label(*number, *side)
            ),
            LinkError::StateAfterEnd { state } => {
                write!(f, "{state} after the game ended on the board")
            }
            LinkError::DifferentGame { stored, incoming } => write!(
                f,
                "the link is of game {incoming}, not of the stored game {stored}"
            ),
            LinkError::Diverges {
                number,
                side,
                stored,
                incoming,
            } => write!(
                f,
                "the link's moves differ from this game's at {side}'s move {number}: \
                 {incoming} in the link, {stored} here (open it as a separate game to keep both)"
            ),
            LinkError::Conflict {
                stored,
                stored_plies,
                incoming,
                incoming_plies,
            } => write!(
                f,
                "the link ({incoming} after {incoming_plies} moves) contradicts this game \
                 ({stored} after {stored_plies} moves)"
            ),
            LinkError::NotTheSenders { sender, what } => {
                let what = match what {
                    NotSenders::Move { number } => {
                        format!("move {}", move_label(*number, sender.opponent()))
                    }
                    NotSenders::State { state } => state.to_string(),
                    NotSenders::Name => format!("{}'s name", sender.opponent()),
                    NotSenders::TimePerMove => "the time per move".to_string(),
                };
                write!(
                    f,
                    "a message from {sender} holds {what}, which only {} may make",
                    sender.opponent()
                )
            }
            LinkError::StoredInvalid { problem } => {
                write!(f, "the game stored on this device is damaged: {problem}")
            }
        }
    }
}

impl std::error::Error for LinkError {}

/// What a sender's link changed that only the other player may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotSenders {
    /// A new move of the other side.
    Move {
        /// Its move number.
        number: u32,
    },
    /// An offer or result the sender may not make (the other's offer or resignation, or a
    /// draw agreed that the other did not offer).
    State {
        /// The offer or result the link carries.
        state: State,
    },
    /// The other player's name.
    Name,
    /// The time per move, which is the game's from its start.
    TimePerMove,
}
