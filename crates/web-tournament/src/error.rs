//! The refusals thrown to JS: an `Error` whose message is the tournament crate's English (for
//! logs and the console) and whose property `refusal` says why as data (a code and what it
//! names, 0-based), which the page puts in the organiser's words (www/tournament/words.js).

use serde::Serialize;
use tobit_tournament::trf::{TrfError, TrfProblem};
use tobit_tournament::{Error, MAX_PLAYERS, MAX_ROUNDS};
use tobit_web::to_js::to_js;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const THROWN: &str = r#"
/** What the `Tournament` methods throw on a refused command or argument: `refusal` says why. */
export interface TournamentError extends Error {
    refusal: TournamentRefusal;
}
"#;

/// Why a command or an argument was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum TournamentRefusalCode {
    /// A saved log that does not start with its one `Create`.
    NotCreatedFirst,
    /// A player number that is not registered.
    UnknownPlayer,
    /// A round that is not paired.
    UnknownRound,
    /// A board the round does not have.
    UnknownBoard,
    /// The previous round still has boards without a result.
    RoundIncomplete,
    /// Every round is paired.
    TournamentOver,
    /// A player twice in one round's pairing.
    PairedTwice,
    /// An active player with neither an opponent nor a bye.
    NotPaired,
    /// A withdrawn or not yet entered player paired.
    NotActive,
    /// A player paired against themself.
    SelfPairing,
    /// No pairing keeps the hard rules: pair by hand.
    NoLegalPairing,
    /// The command does not apply to this format.
    WrongFormat,
    /// A knockout match already decided.
    MatchDecided,
    /// A round with results cannot be paired again.
    RoundHasResults,
    /// Players reordered after round 1 is paired.
    Started,
    /// Fewer than two players to pair.
    TooFewPlayers,
    /// More rounds than a tournament may have (`limit` says how many it may).
    TooManyRounds,
    /// More players than a tournament may have (`limit` says how many it may).
    TooManyPlayers,
    /// A tournament without a name.
    NoName,
    /// A scoring where a win does not beat a draw, or a draw scores less than a loss.
    BadScoring,
    /// A Swiss of no rounds.
    NoRounds,
    /// A tie-break listed twice.
    TieBreakTwice,
    /// A player entered without a name.
    NoPlayerName,
    /// A player withdrawn already.
    AlreadyWithdrawn,
    /// A bye asked for a round that is paired or past the last.
    NotARoundToPair,
    /// A second bye asked for the same round.
    ByeTwice,
    /// A pairing that does not give the bye the player asked for.
    ByeAsked,
    /// A round paired out of turn (`round` is the next to pair).
    NotNextRound,
    /// A pairing changed that is not the last round's.
    NotLastRound,
    /// A forbidden pairing lifted that was never forbidden (`player` and `other`).
    NotForbidden,
    /// A bye taken back for a round already paired.
    RoundPaired,
    /// A bye taken back that was never asked for.
    NoByeAsked,
    /// An argument that is not what the method takes (a command's shape, a log's JSON).
    BadArgument,
    /// A TRF that cannot be read (`line` names its line when the problem has one).
    Trf,
}

/// A refusal: its code, what it names (0-based), and the English message.
#[derive(Clone, Debug, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct TournamentRefusal {
    /// Why.
    pub code: TournamentRefusalCode,
    /// The player concerned, if any.
    pub player: Option<usize>,
    /// The round concerned, if any.
    pub round: Option<usize>,
    /// The second player concerned (of a pair), if any.
    pub other: Option<usize>,
    /// The board (a knockout's match) concerned, if any.
    pub board: Option<usize>,
    /// For a saved log: the number (from 1) of the command refused.
    pub command: Option<usize>,
    /// For a TRF: the line (from 1) that is wrong, if the problem has one.
    pub line: Option<usize>,
    /// The most a tournament may have of what is refused (rounds, players), if that is why.
    pub limit: Option<usize>,
    /// For a TRF (code `trf`): what is wrong with the line, as data, unless it is a command
    /// the rules refuse (then `cause`).
    pub trf: Option<TrfProblem>,
    /// For a TRF (code `trf`): the refusal of a command rebuilt from the file, whose players
    /// are named by their numbers in the file.
    #[tsify(type = "TournamentRefusal | null")]
    pub cause: Option<Box<TournamentRefusal>>,
    /// The English message.
    pub message: String,
}

impl TournamentRefusal {
    /// A refusal of code `code` saying `message`, naming nothing.
    pub fn new(code: TournamentRefusalCode, message: String) -> TournamentRefusal {
        TournamentRefusal {
            code,
            player: None,
            other: None,
            round: None,
            board: None,
            command: None,
            line: None,
            limit: None,
            trf: None,
            cause: None,
            message,
        }
    }

    /// The refusal of a tournament error.
    pub fn of(error: &Error) -> TournamentRefusal {
        use TournamentRefusalCode as C;
        let mut r = TournamentRefusal::new(C::WrongFormat, error.to_string());
        match *error {
            Error::NotCreatedFirst => r.code = C::NotCreatedFirst,
            Error::UnknownPlayer(p) => (r.code, r.player) = (C::UnknownPlayer, Some(p)),
            Error::UnknownRound(n) => (r.code, r.round) = (C::UnknownRound, Some(n)),
            Error::UnknownBoard { round, board } => {
                (r.code, r.round, r.board) = (C::UnknownBoard, Some(round), Some(board))
            }
            Error::RoundIncomplete(n) => (r.code, r.round) = (C::RoundIncomplete, Some(n)),
            Error::TournamentOver => r.code = C::TournamentOver,
            Error::PairedTwice(p) => (r.code, r.player) = (C::PairedTwice, Some(p)),
            Error::NotPaired(p) => (r.code, r.player) = (C::NotPaired, Some(p)),
            Error::NotActive(p) => (r.code, r.player) = (C::NotActive, Some(p)),
            Error::SelfPairing(p) => (r.code, r.player) = (C::SelfPairing, Some(p)),
            Error::NoLegalPairing => r.code = C::NoLegalPairing,
            Error::WrongFormat(_) => r.code = C::WrongFormat,
            Error::MatchDecided { round, board } => {
                (r.code, r.round, r.board) = (C::MatchDecided, Some(round), Some(board))
            }
            Error::RoundHasResults(n) => (r.code, r.round) = (C::RoundHasResults, Some(n)),
            Error::Started => r.code = C::Started,
            Error::TooManyRounds => (r.code, r.limit) = (C::TooManyRounds, Some(MAX_ROUNDS)),
            Error::TooManyPlayers => (r.code, r.limit) = (C::TooManyPlayers, Some(MAX_PLAYERS)),
            Error::NoName => r.code = C::NoName,
            Error::BadScoring => r.code = C::BadScoring,
            Error::NoRounds => r.code = C::NoRounds,
            Error::TieBreakTwice(_) => r.code = C::TieBreakTwice,
            Error::NoPlayerName => r.code = C::NoPlayerName,
            Error::AlreadyWithdrawn(p) => (r.code, r.player) = (C::AlreadyWithdrawn, Some(p)),
            Error::NotARoundToPair(n) => (r.code, r.round) = (C::NotARoundToPair, Some(n)),
            Error::ByeTwice { player, round } => {
                (r.code, r.player, r.round) = (C::ByeTwice, Some(player), Some(round))
            }
            Error::ByeAsked { player, round } => {
                (r.code, r.player, r.round) = (C::ByeAsked, Some(player), Some(round))
            }
            Error::NotNextRound(n) => (r.code, r.round) = (C::NotNextRound, Some(n)),
            Error::NotLastRound => r.code = C::NotLastRound,
            Error::NotForbidden(a, b) => {
                (r.code, r.player, r.other) = (C::NotForbidden, Some(a), Some(b))
            }
            Error::RoundPaired(n) => (r.code, r.round) = (C::RoundPaired, Some(n)),
            Error::NoByeAsked { player, round } => {
                (r.code, r.player, r.round) = (C::NoByeAsked, Some(player), Some(round))
            }
            Error::MatchOver => r.code = C::MatchDecided,
            Error::TooFewPlayers => r.code = C::TooFewPlayers,
        }
        r
    }

    /// The refusal as the JS `Error` to throw.
    pub fn thrown(&self) -> JsValue {
        let thrown = js_sys::Error::new(&self.message);
        if let Ok(data) = to_js(self) {
            // Setting a property of a fresh Error cannot fail.
            let _ = js_sys::Reflect::set(&thrown, &"refusal".into(), &data.into());
        }
        thrown.into()
    }
}

/// The JS `Error` of a tournament error.
pub fn refused(error: &Error) -> JsValue {
    TournamentRefusal::of(error).thrown()
}

/// The JS `Error` of a TRF that cannot be read: its line and what is wrong, as data (`trf`,
/// or `cause` for a command the rules refuse), with the English message.
pub fn trf_refused(error: &TrfError) -> JsValue {
    let mut r = TournamentRefusal::new(TournamentRefusalCode::Trf, error.problem.to_string());
    r.line = error.line;
    match &error.problem {
        TrfProblem::Refused(e) => r.cause = Some(Box::new(TournamentRefusal::of(e))),
        problem => r.trf = Some(problem.clone()),
    }
    r.thrown()
}

/// The JS `Error` of a bad argument `what`.
pub fn bad_argument(what: &str, problem: &str) -> JsValue {
    TournamentRefusal::new(
        TournamentRefusalCode::BadArgument,
        format!("{what}: {problem}"),
    )
    .thrown()
}
