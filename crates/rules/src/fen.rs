//! Position notation (docs/RULES.md section 9): `W:W1,2,K17:B27-38`.
//!
//! Output is canonical. Input accepts exactly the leniency the rules list (letter case, spaces
//! around `,` and `:` and at the ends, sections in either order, empty lists, ranges) and
//! rejects everything else with an error naming the offending part.

use super::{Bitboard, Color, Point, Position, SetupError};
use std::fmt;

/// Why a FEN string was rejected. The study module gives it to JS as `{code, ...}`, its
/// variant's kebab-case name and fields (the wasm build derives serde and tsify).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "tsify",
    derive(serde::Serialize, tsify::Tsify),
    serde(tag = "code", rename_all = "kebab-case")
)]
pub enum FenError {
    /// The side-to-move field is not `W` or `B`.
    BadSide {
        /// The field.
        found: String,
    },
    /// The string is empty: no side to move.
    MissingSide,
    /// A colour's section is missing.
    MissingPieces {
        /// The section's letter, `W` or `B`.
        letter: char,
    },
    /// The string has more than three `:`-separated fields.
    ExtraSection {
        /// What follows the third field.
        found: String,
    },
    /// A colour section does not start with `W` or `B`.
    BadSectionLetter {
        /// The section.
        section: String,
    },
    /// The same colour's section appears twice.
    RepeatedSection {
        /// The section's letter.
        letter: char,
    },
    /// Two commas with nothing between them, or a trailing comma.
    EmptyItem {
        /// The section's letter.
        letter: char,
    },
    /// A character that has no place in a FEN.
    BadCharacter {
        /// The character.
        found: char,
    },
    /// An item that is not a point, `Kpoint` or a range.
    BadItem {
        /// The item.
        item: String,
    },
    /// A number written with a leading zero.
    LeadingZero {
        /// The number as written.
        number: String,
    },
    /// A number outside 1..38.
    OutOfRange {
        /// The number as written.
        number: String,
    },
    /// A range whose end is not above its start.
    BadRange {
        /// The range as written.
        range: String,
    },
    /// A point listed twice.
    Duplicate {
        /// The point.
        point: u8,
    },
    /// A hul where it would already have been promoted.
    UnpromotedHul {
        /// Its side.
        side: Color,
        /// Its point.
        point: u8,
    },
    /// More pieces of one colour than a side starts with.
    TooManyPieces {
        /// The side.
        side: Color,
        /// How many it has.
        count: u32,
    },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use FenError::*;
        match self {
            BadSide { found } => write!(f, "bad side to move '{found}': expected W or B"),
            MissingSide => write!(f, "missing section: side to move"),
            MissingPieces { letter } => write!(f, "missing section: {letter} pieces"),
            ExtraSection { found } => write!(f, "extra section ':{found}'"),
            BadSectionLetter { section } => {
                write!(f, "bad section '{section}': must start with W or B")
            }
            RepeatedSection { letter } => write!(f, "section {letter} appears twice"),
            EmptyItem { letter } => write!(f, "empty item in section {letter}"),
            BadCharacter { found } => {
                write!(
                    f,
                    "unexpected character {}",
                    crate::quote::quoted_char(*found)
                )
            }
            BadItem { item } => write!(f, "bad item '{item}'"),
            LeadingZero { number } => write!(f, "number '{number}' has a leading zero"),
            OutOfRange { number } => write!(f, "point {number} is outside 1..38"),
            BadRange { range } => write!(f, "range '{range}' is not increasing"),
            Duplicate { point } => write!(f, "point {point} is listed twice"),
            TooManyPieces { side, count } => write!(
                f,
                "{side} has {count} pieces, more than the {} a side starts with",
                super::MAX_PIECES
            ),
            UnpromotedHul { side, point } => write!(
                f,
                "a {side} hul cannot stand on {point}: it would have been promoted"
            ),
        }
    }
}

impl std::error::Error for FenError {}

const ALLOWED: &[u8] = b"0123456789WwBbKk-,: ";

/// Whether `c` may appear in a FEN (an ASCII test: a `str` search for a `char` would bring a
/// substring searcher into the page's wasm module).
fn allowed(c: char) -> bool {
    c.is_ascii() && ALLOWED.contains(&(c as u8))
}

/// Parses a position from FEN.
pub fn parse(text: &str) -> Result<Position, FenError> {
    let fields: Vec<&str> = text.split(':').map(|s| s.trim_matches(' ')).collect();
    let is_letters = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphabetic());
    if !is_letters(fields[0]) {
        if let Some(c) = text.chars().find(|&c| !allowed(c)) {
            return Err(FenError::BadCharacter { found: c });
        }
    }
    if fields.len() > 3 {
        return Err(FenError::ExtraSection {
            found: fields[3..].join(":"),
        });
    }
    let side = match fields[0] {
        "W" | "w" => Color::White,
        "B" | "b" => Color::Black,
        "" if fields.len() == 1 => return Err(FenError::MissingSide),
        other => {
            return Err(FenError::BadSide {
                found: other.to_string(),
            })
        }
    };
    if let Some(c) = text.chars().find(|&c| !allowed(c)) {
        return Err(FenError::BadCharacter { found: c });
    }
    let mut sets: [Option<(Bitboard, Bitboard)>; 2] = [None, None];
    for field in &fields[1..] {
        // The rest after the letter, read without slicing (a slice's panic path would bring
        // core's Unicode tables into the page's wasm module: docs/SIZE.md).
        let mut chars = field.chars();
        let (color, list) = match chars.next() {
            Some('W' | 'w') => (Color::White, chars.as_str()),
            Some('B' | 'b') => (Color::Black, chars.as_str()),
            _ => {
                return Err(FenError::BadSectionLetter {
                    section: field.to_string(),
                })
            }
        };
        if sets[color.index()].is_some() {
            return Err(FenError::RepeatedSection {
                letter: color.letter(),
            });
        }
        sets[color.index()] = Some(parse_list(color, list)?);
    }
    let [Some((white, white_tobits)), Some((black, black_tobits))] = sets else {
        let letter = if sets[0].is_none() { 'W' } else { 'B' };
        return Err(FenError::MissingPieces { letter });
    };
    if let Some(p) = (white & black).points().first() {
        return Err(FenError::Duplicate { point: p.number() });
    }
    Position::from_parts(side, white, black, white_tobits | black_tobits).map_err(|e| match e {
        SetupError::UnpromotedHul(side, p) => FenError::UnpromotedHul {
            side,
            point: p.number(),
        },
        SetupError::TooManyPieces(side, count) => FenError::TooManyPieces { side, count },
        other => unreachable_setup(other),
    })
}

/// The other setup errors cannot come from a parsed list; report them as bad items anyway.
fn unreachable_setup(e: SetupError) -> FenError {
    FenError::BadItem {
        item: e.to_string(),
    }
}

/// Parses one colour's list: the pieces and the tobits among them.
fn parse_list(color: Color, list: &str) -> Result<(Bitboard, Bitboard), FenError> {
    let mut pieces = Bitboard::EMPTY;
    let mut tobits = Bitboard::EMPTY;
    if list.is_empty() {
        return Ok((pieces, tobits));
    }
    for (i, raw) in list.split(',').enumerate() {
        // Spaces may follow a comma, never the section letter.
        let item = if i == 0 {
            raw
        } else {
            raw.trim_start_matches(' ')
        }
        .trim_end_matches(' ');
        if item.is_empty() {
            return Err(FenError::EmptyItem {
                letter: color.letter(),
            });
        }
        let (king, body) = match item.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, item),
        };
        let points = match body.split_once('-') {
            Some((a, b)) => {
                let (lo, hi) = (parse_point(a, item)?, parse_point(b, item)?);
                if lo >= hi {
                    return Err(FenError::BadRange {
                        range: item.to_string(),
                    });
                }
                lo..=hi
            }
            None => {
                let n = parse_point(body, item)?;
                n..=n
            }
        };
        for n in points {
            let p = Point::new(n).expect("range lies within 1..38");
            if pieces.contains(p) {
                return Err(FenError::Duplicate { point: n });
            }
            pieces = pieces.with(p);
            if king {
                tobits = tobits.with(p);
            }
        }
    }
    Ok((pieces, tobits))
}

fn parse_point(s: &str, item: &str) -> Result<u8, FenError> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(FenError::BadItem {
            item: item.to_string(),
        });
    }
    if s.len() > 1 && s.starts_with('0') {
        return Err(FenError::LeadingZero {
            number: s.to_string(),
        });
    }
    match s.parse::<u8>() {
        Ok(n @ 1..=38) => Ok(n),
        _ => Err(FenError::OutOfRange {
            number: s.to_string(),
        }),
    }
}

/// Formats a position as canonical FEN.
pub fn format(pos: &Position) -> String {
    let list = |color: Color| {
        pos.pieces(color)
            .points()
            .iter()
            .map(|&p| {
                if pos.tobits().contains(p) {
                    format!("K{p}")
                } else {
                    p.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{}:W{}:B{}",
        pos.side().letter(),
        list(Color::White),
        list(Color::Black)
    )
}

impl fmt::Display for Position {
    /// Canonical FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format(self))
    }
}

impl std::str::FromStr for Position {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Position, FenError> {
        parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38";

    #[test]
    fn start_round_trips() {
        assert_eq!(format(&Position::start()), START);
        assert_eq!(parse(START), Ok(Position::start()));
    }

    #[test]
    fn accepts_the_listed_leniency() {
        let start = Ok(Position::start());
        assert_eq!(parse(" w : b27-38 : W1-12 "), start);
        assert_eq!(parse("W:W1-5,6 , 7,8-12:B27-38"), start);
        let p = parse("b:W:BK34-36,k17").unwrap();
        assert_eq!(format(&p), "B:W:BK17,K34,K35,K36");
    }

    #[test]
    fn rejects_everything_else() {
        let bad = [
            ("X:W1:B2", "side"),
            ("W:W1:B39", "outside"),
            ("W:W07:B27", "leading zero"),
            ("W:W1,1:B27", "twice"),
            ("W:W1:B1", "twice"),
            ("W:W12-6:B27", "not increasing"),
            ("W:W6-6:B27", "not increasing"),
            ("W:W34:B27", "promoted"),
            ("W:W6:B3", "promoted"),
            ("W:W1,,2:B27", "empty item"),
            ("W:W1,:B27", "empty item"),
            ("W:W1", "missing"),
            ("W:W1:W2", "twice"),
            ("W:W1:B2:B3", "extra"),
            ("W:W1\t:B2", "character"),
            ("W:W1:B2\n", "character"),
            ("W:W 1:B2", "bad item"),
            ("W:W1:X2", "character"),
            ("W:W1:B2é", "character 'é'"),
            ("W:W1:B\u{0662}", "character"),
            ("", "missing"),
            ("W:WK:B2", "bad item"),
            ("W:W1-:B2", "bad item"),
            ("W:W1 2:B3", "bad item"),
        ];
        for (text, needle) in bad {
            let err = parse(text).expect_err(text).to_string();
            assert!(
                err.contains(needle),
                "{text:?} gave {err:?}, wanted {needle:?}"
            );
        }
    }
}
