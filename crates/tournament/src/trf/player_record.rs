//! The player record (001) of a TRF: the player's particulars (name, rating, date of birth,
//! points) and one cell per round (opponent, colour, result code), each column checked.

use super::error::{PlayerField, TrfError, TrfProblem as P};
use super::reader::id;
use super::records::{self as rec, columns, parse_points};
use crate::date::Date;
use crate::scoring::Points;

/// One round of a player record: columns 92-99 for round 1, and so on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The opponent's starting rank, 0 for none.
    pub opponent: usize,
    /// `w`, `b`, or `-` (also for a blank).
    pub color: char,
    /// The result code, upper case (`1`, `=`, `0`, `+`, `-`, `W`, `D`, `L`, `H`, `F`, `U`,
    /// `Z`), or a blank.
    pub code: char,
}

impl Cell {
    /// Whether the round says nothing (no opponent, no code): not paired.
    pub fn is_empty(&self) -> bool {
        self.opponent == 0 && self.code == ' '
    }
}

/// A player record (001).
#[derive(Clone, Debug)]
pub struct PlayerLine {
    /// The line, from 1.
    pub line: usize,
    /// Name (columns 15-47, or a `TBX name` record).
    pub name: String,
    /// Rating, `None` for a blank or 0.
    pub rating: Option<u32>,
    /// Date of birth (a year alone is not kept).
    pub birth: Option<Date>,
    /// The points written, if any.
    pub points: Option<Points>,
    /// Club (a `DAT .. GROUP` record).
    pub club: Option<String>,
    /// The rounds, round 1 first.
    pub rounds: Vec<Cell>,
}

impl PlayerLine {
    /// Round `round` (from 0): an empty cell past the end of the line.
    pub fn round(&self, round: usize) -> Cell {
        self.rounds.get(round).copied().unwrap_or(Cell {
            opponent: 0,
            color: '-',
            code: ' ',
        })
    }
}

/// The character in column `col` (from 1), or `blank` where the column is blank or missing.
fn char_at(chars: &[char], col: usize, blank: char) -> char {
    columns(chars, (col, col)).chars().next().unwrap_or(blank)
}

/// Refuses a line that ends inside the right-aligned field `(from, to)` with something in it:
/// "20" of a rating "2080" cut short would read as 20. (A left-aligned name, or a round's
/// colour and result, may end early: other tools trim the blanks after them.)
fn whole(
    line: usize,
    chars: &[char],
    field: PlayerField,
    (from, to): (usize, usize),
    round: Option<usize>,
) -> Result<(), TrfError> {
    let len = chars.len();
    if (from..to).contains(&len) && !columns(chars, (from, to)).is_empty() {
        let problem = P::Truncated {
            field,
            from,
            to,
            round,
        };
        return Err(TrfError::at(line, problem));
    }
    Ok(())
}

/// 001: the player and its rounds.
pub(super) fn player(line: usize, chars: &[char]) -> Result<(usize, PlayerLine), TrfError> {
    whole(
        line,
        chars,
        PlayerField::StartingRank,
        rec::RANK_NUMBER,
        None,
    )?;
    let number = columns(chars, rec::RANK_NUMBER);
    let id =
        id(line, &number).map_err(|_| TrfError::at(line, P::NotAStartingRank { text: number }))?;
    let name = columns(chars, rec::PLAYER_NAME);
    if name.is_empty() {
        return Err(TrfError::at(line, P::NoPlayerName));
    }
    whole(line, chars, PlayerField::Rating, rec::RATING, None)?;
    let rating = columns(chars, rec::RATING);
    let rating = match rating.parse::<u32>() {
        _ if rating.is_empty() => None,
        Ok(0) => None,
        Ok(r) => Some(r),
        Err(_) => return Err(TrfError::at(line, P::NotARating { text: rating })),
    };
    whole(line, chars, PlayerField::Birth, rec::BIRTH, None)?;
    let birth = columns(chars, rec::BIRTH);
    let birth =
        if birth.is_empty() || (birth.len() == 4 && birth.bytes().all(|b| b.is_ascii_digit())) {
            None
        } else {
            Some(
                Date::parse(&birth)
                    .ok_or_else(|| TrfError::at(line, P::NotABirthDate { text: birth }))?,
            )
        };
    whole(line, chars, PlayerField::Points, rec::PLAYER_POINTS, None)?;
    let points = columns(chars, rec::PLAYER_POINTS);
    let points = if points.is_empty() {
        None
    } else {
        Some(
            parse_points(&points)
                .ok_or_else(|| TrfError::at(line, P::NotPoints { text: points }))?,
        )
    };
    let mut rounds = Vec::new();
    while rec::round_column(rounds.len()) <= chars.len() {
        let r = rounds.len() + 1;
        let col = rec::round_column(rounds.len());
        whole(line, chars, PlayerField::Opponent, (col, col + 3), Some(r))?;
        let opponent = columns(chars, (col, col + 3));
        let opponent = if opponent.is_empty() {
            0
        } else {
            opponent.parse().map_err(|_| {
                TrfError::at(
                    line,
                    P::NotAnOpponent {
                        round: r,
                        text: opponent,
                    },
                )
            })?
        };
        let color = char_at(chars, col + 5, '-').to_ascii_lowercase();
        if !"wb-".contains(color) {
            let text = color.to_string();
            return Err(TrfError::at(line, P::NotAColour { round: r, text }));
        }
        let code = char_at(chars, col + 7, ' ').to_ascii_uppercase();
        if !"10=+-WDLHFUZ ".contains(code) {
            let text = code.to_string();
            return Err(TrfError::at(line, P::NotAResultCode { round: r, text }));
        }
        rounds.push(Cell {
            opponent,
            color,
            code,
        });
    }
    let player = PlayerLine {
        line,
        name,
        rating,
        birth,
        points,
        club: None,
        rounds,
    };
    Ok((id, player))
}
