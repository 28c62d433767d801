//! The TRF-2026 layout as Tobit uses it: the record codes, the columns of the player record
//! (001), the result and tie-break codes, and points written as "11.5".

use crate::scoring::Points;
use crate::settings::TieBreak;

/// Tournament name.
pub const NAME: &str = "012";
/// City.
pub const CITY: &str = "022";
/// Host federation.
pub const FEDERATION: &str = "032";
/// First day, `YYYY/MM/DD`.
pub const START: &str = "042";
/// Last day, `YYYY/MM/DD`.
pub const END: &str = "052";
/// Number of players.
pub const PLAYERS: &str = "062";
/// Number of rated players.
pub const RATED: &str = "072";
/// Number of teams.
pub const TEAMS: &str = "082";
/// Type of tournament, free text.
pub const TYPE: &str = "092";
/// Chief arbiter.
pub const ARBITER: &str = "102";
/// A deputy arbiter (one record each).
pub const DEPUTY: &str = "112";
/// Time control, free text.
pub const TIME_CONTROL: &str = "122";
/// Round dates, `YY/MM/DD` from column 92, every 10 columns.
pub const ROUND_DATES: &str = "132";
/// Number of rounds (TRF-2026, in-tournament exchange).
pub const ROUNDS: &str = "142";
/// Points per result.
pub const POINTS: &str = "162";
/// The tie-breaks, comma-separated codes.
pub const TIEBREAKS: &str = "202";
/// Byes asked for: `240 T RRR PPPP PPPP ...` (a kind, a round, its players).
pub const BYE: &str = "240";
/// A prohibited pairing: `260 RRR RRR PPPP PPPP ...`.
pub const FORBIDDEN: &str = "260";
/// A player.
pub const PLAYER: &str = "001";
/// Number of rounds (JaVaFo's TRF(x) extension).
pub const XX_ROUNDS: &str = "XXR";
/// Extra player data, `DAT PPPP TYPE data` (Tornelo's TRF(x) extension): `GROUP` is the club.
pub const DAT: &str = "DAT";
/// Tobit's own records: what a TRF has no field for (`TBX keyword ...`).
pub const TOBIT: &str = "TBX";

/// 001: starting rank, columns 5-8.
pub const RANK_NUMBER: (usize, usize) = (5, 8);
/// 001: name, columns 15-47.
pub const PLAYER_NAME: (usize, usize) = (15, 47);
/// 001: rating, columns 49-52.
pub const RATING: (usize, usize) = (49, 52);
/// 001: date of birth, columns 70-79.
pub const BIRTH: (usize, usize) = (70, 79);
/// 001: points, columns 81-84.
pub const PLAYER_POINTS: (usize, usize) = (81, 84);
/// 001 and 132: the first column of round `round` (from 0): 92, 102, 112...
pub fn round_column(round: usize) -> usize {
    92 + 10 * round
}

/// The text of columns `from..=to` (counted from 1, in characters), trimmed; missing columns
/// read as blanks.
pub fn columns(line: &[char], (from, to): (usize, usize)) -> String {
    let end = to.min(line.len());
    if from > end {
        return String::new();
    }
    line[from - 1..end]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

/// Half points as TRF writes points: `5` as "2.5", `4` as "2.0".
pub fn points_text(half_points: Points) -> String {
    format!(
        "{}.{}",
        half_points / 2,
        if half_points % 2 == 1 { 5 } else { 0 }
    )
}

/// Reads "2", "2.0", "2.5", "0.50" as half points; `None` for anything else (negative, or not
/// a whole number of halves).
pub fn parse_points(text: &str) -> Option<Points> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let whole: Points = if whole.is_empty() {
        0
    } else if whole.bytes().all(|b| b.is_ascii_digit()) {
        whole.parse().ok()?
    } else {
        return None;
    };
    if !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let half = match fraction.trim_end_matches('0') {
        "" => 0,
        "5" => 1,
        _ => return None,
    };
    whole.checked_mul(2)?.checked_add(half)
}

/// The code of a tie-break in record 202: FIDE's (C.07) where one exists, `LOT` for the
/// drawing of lots.
pub fn tiebreak_code(t: TieBreak) -> &'static str {
    match t {
        TieBreak::Buchholz => "BH",
        TieBreak::BuchholzCut1 => "BH-C1",
        TieBreak::MedianBuchholz => "BH-M1",
        TieBreak::SonnebornBerger => "SB",
        TieBreak::DirectEncounter => "DE",
        TieBreak::Wins => "WON",
        TieBreak::GamesWithBlack => "BPG",
        TieBreak::Koya => "KS",
        TieBreak::ProgressiveScore => "PS",
        TieBreak::Lots => "LOT",
    }
}

/// Reads a 202 code (any case, `/` for `-`): `None` for a tie-break Tobit does not compute.
pub fn tiebreak_from_code(code: &str) -> Option<TieBreak> {
    let code = code.trim().to_ascii_uppercase().replace('/', "-");
    TieBreak::ALL
        .into_iter()
        .find(|&t| tiebreak_code(t) == code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_in_halves() {
        assert_eq!(points_text(5), "2.5");
        assert_eq!(points_text(22), "11.0");
        for (text, half) in [("2", 4), ("2.0", 4), ("0.5", 1), ("11.50", 23), (".5", 1)] {
            assert_eq!(parse_points(text), Some(half), "{text}");
        }
        for text in ["", ".", "-1", "0.25", "1,5", "x"] {
            assert_eq!(parse_points(text), None, "{text}");
        }
    }

    #[test]
    fn tiebreak_codes_read_back() {
        for t in TieBreak::ALL {
            assert_eq!(tiebreak_from_code(tiebreak_code(t)), Some(t));
        }
        assert_eq!(tiebreak_from_code("bh/c1"), Some(TieBreak::BuchholzCut1));
        assert_eq!(tiebreak_from_code("TPR"), None);
    }

    #[test]
    fn columns_past_the_end_are_blank() {
        let line: Vec<char> = "001    1".chars().collect();
        assert_eq!(columns(&line, RANK_NUMBER), "1");
        assert_eq!(columns(&line, RATING), "");
    }
}
