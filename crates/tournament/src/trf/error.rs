//! Why a TRF is refused: the line and what is wrong with it.

use std::fmt;

/// A TRF that cannot be read: which line (from 1), if the problem has one, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    /// The line, counted from 1; `None` for a problem of the whole file (no 012 record...).
    pub line: Option<usize>,
    /// What is wrong, in a sentence without the line number.
    pub problem: String,
}

impl TrfError {
    /// A problem on line `line` (from 1).
    pub(crate) fn at(line: usize, problem: impl Into<String>) -> TrfError {
        TrfError {
            line: Some(line),
            problem: problem.into(),
        }
    }

    /// A problem of the whole file.
    pub(crate) fn file(problem: impl Into<String>) -> TrfError {
        TrfError {
            line: None,
            problem: problem.into(),
        }
    }
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.problem),
            None => write!(f, "{}", self.problem),
        }
    }
}

impl std::error::Error for TrfError {}
