//! The player record (001) of a TRF: the player's particulars (name, rating, date of birth,
//! points) and one cell per round (opponent, colour, result code), each column checked.

use super::error::TrfError;
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

/// 001: the player and its rounds.
pub(super) fn player(line: usize, chars: &[char]) -> Result<(usize, PlayerLine), TrfError> {
    let number = columns(chars, rec::RANK_NUMBER);
    let id = id(line, &number).map_err(|_| {
        TrfError::at(
            line,
            format!("'{number}' in columns 5-8 is not a starting rank"),
        )
    })?;
    let name = columns(chars, rec::PLAYER_NAME);
    if name.is_empty() {
        return Err(TrfError::at(line, "the player has no name (columns 15-47)"));
    }
    let rating = columns(chars, rec::RATING);
    let rating = match rating.parse::<u32>() {
        _ if rating.is_empty() => None,
        Ok(0) => None,
        Ok(r) => Some(r),
        Err(_) => {
            return Err(TrfError::at(
                line,
                format!("'{rating}' in columns 49-52 is not a rating"),
            ))
        }
    };
    let birth = columns(chars, rec::BIRTH);
    let birth =
        if birth.is_empty() || (birth.len() == 4 && birth.bytes().all(|b| b.is_ascii_digit())) {
            None
        } else {
            Some(Date::parse(&birth).ok_or(TrfError::at(
                line,
                format!("'{birth}' in columns 70-79 is not a date of birth (YYYY/MM/DD)"),
            ))?)
        };
    let points = columns(chars, rec::PLAYER_POINTS);
    let points = if points.is_empty() {
        None
    } else {
        Some(parse_points(&points).ok_or(TrfError::at(
            line,
            format!("'{points}' in columns 81-84 is not a number of points"),
        ))?)
    };
    let mut rounds = Vec::new();
    while rec::round_column(rounds.len()) <= chars.len() {
        let r = rounds.len() + 1;
        let col = rec::round_column(rounds.len());
        let opponent = columns(chars, (col, col + 3));
        let opponent = if opponent.is_empty() {
            0
        } else {
            opponent.parse().map_err(|_| {
                TrfError::at(
                    line,
                    format!("round {r}: '{opponent}' is not a player number"),
                )
            })?
        };
        let color = char_at(chars, col + 5, '-').to_ascii_lowercase();
        if !"wb-".contains(color) {
            let what = format!("round {r}: '{color}' is not a colour (w, b or -)");
            return Err(TrfError::at(line, what));
        }
        let code = char_at(chars, col + 7, ' ').to_ascii_uppercase();
        if !"10=+-WDLHFUZ ".contains(code) {
            let what = format!("round {r}: '{code}' is not a result code");
            return Err(TrfError::at(line, what));
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
