//! Why a rating list refuses something, as data ([`RatingError`], a code and what it names,
//! lines from 1) that a page would word from its catalogs and the command line prints in
//! English (`Display`).

use std::fmt;
use tobit_tournament::trf::TrfError;

/// What is wrong with one line of a CSV rating list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CsvProblem {
    /// The file cannot be read as CSV (a quote left open, a line not UTF-8...).
    Unreadable {
        /// The CSV reader's words.
        message: String,
    },
    /// The first line names no `name` column.
    NoNameColumn,
    /// A row without a name.
    NoName,
    /// A number column holds something else.
    NotANumber {
        /// The column's name, as the header writes it.
        column: String,
        /// The cell.
        text: String,
    },
    /// The birth column holds no date (YYYY-MM-DD).
    NotADate {
        /// The cell.
        text: String,
    },
    /// The same player (name and date of birth) on two rows.
    Twice {
        /// The name.
        name: String,
        /// The earlier row's line.
        first: usize,
    },
}

/// Why a rating list refuses an input or a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingError {
    /// A line of a CSV rating list is wrong.
    Csv {
        /// The line, from 1 (the header is line 1).
        line: usize,
        /// What is wrong with it.
        problem: CsvProblem,
    },
    /// The event's TRF is refused (its line named).
    Trf(TrfError),
    /// The event's tournament cannot be rebuilt with the ratings written in (a command of its
    /// log, numbered from 0, and why).
    Tournament {
        /// The command's number in the log.
        command: usize,
        /// The rules' refusal, in English.
        message: String,
    },
    /// One player is twice in an event (two entries with one name and date of birth, or two
    /// entries merged into one player).
    TwiceInEvent {
        /// The event's name.
        event: String,
        /// The player's name in the list.
        name: String,
    },
    /// A game of an event whose players are not two of its entrants (a log edited by hand).
    NotAGame {
        /// The event's name.
        event: String,
        /// The round, from 1.
        round: usize,
        /// White's number, from 1.
        white: usize,
        /// Black's number, from 1.
        black: usize,
    },
    /// No player with this number (from 1).
    NoSuchPlayer {
        /// The number asked.
        number: usize,
    },
    /// A merge of a player with themselves (or two entries already one player).
    AlreadyOne {
        /// The player's name.
        name: String,
    },
    /// Undo with no step in the list.
    NothingToUndo,
    /// A log that refers to players it never had (a merge of a name no step brought in).
    UnknownInLog {
        /// The step's number in the log, from 0.
        entry: usize,
        /// The name.
        name: String,
    },
}

impl fmt::Display for CsvProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CsvProblem::Unreadable { message } => write!(f, "not CSV: {message}"),
            CsvProblem::NoNameColumn => write!(f, "the first line names no 'name' column"),
            CsvProblem::NoName => write!(f, "a row without a name"),
            CsvProblem::NotANumber { column, text } => {
                write!(f, "'{text}' is not a number (column '{column}')")
            }
            CsvProblem::NotADate { text } => {
                write!(f, "'{text}' is not a date of birth (YYYY-MM-DD)")
            }
            CsvProblem::Twice { name, first } => {
                write!(f, "'{name}' is already on line {first}")
            }
        }
    }
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::Csv { line, problem } => write!(f, "line {line}: {problem}"),
            RatingError::Trf(e) => write!(f, "{e}"),
            RatingError::Tournament { command, message } => {
                write!(f, "command {command} of the event: {message}")
            }
            RatingError::TwiceInEvent { event, name } => {
                write!(f, "'{name}' is twice in the event '{event}'")
            }
            RatingError::NotAGame {
                event,
                round,
                white,
                black,
            } => write!(
                f,
                "round {round} of the event '{event}' has a game {white}-{black}, not two of its players"
            ),
            RatingError::NoSuchPlayer { number } => write!(f, "no player number {number}"),
            RatingError::AlreadyOne { name } => write!(f, "'{name}' is already one player"),
            RatingError::NothingToUndo => write!(f, "nothing to undo"),
            RatingError::UnknownInLog { entry, name } => {
                write!(
                    f,
                    "step {entry} of the list names '{name}', a player it never had"
                )
            }
        }
    }
}

impl std::error::Error for RatingError {}
