//! Why a TRF is refused: the line and what is wrong with it, as data ([`TrfProblem`]) that the
//! page words from its catalogs and the command line prints in English (`Display`).
//!
//! Every number in a problem is as the file writes it: players by their starting rank (from
//! 1), rounds, matches and games from 1; points are numbers of points ("2.5" as 2.5).

use crate::error::Error;
use crate::scoring::Points;
use serde::{Serialize, Serializer};
use std::fmt;

/// A TRF that cannot be read: which line (from 1), if the problem has one, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    /// The line, counted from 1; `None` for a problem of the whole file (no 012 record...).
    pub line: Option<usize>,
    /// What is wrong.
    pub problem: TrfProblem,
}

impl TrfError {
    /// A problem on line `line` (from 1).
    pub(crate) fn at(line: usize, problem: TrfProblem) -> TrfError {
        TrfError {
            line: Some(line),
            problem,
        }
    }

    /// A problem of the whole file.
    pub(crate) fn file(problem: TrfProblem) -> TrfError {
        TrfError {
            line: None,
            problem,
        }
    }
}

/// Half points written as the number of points they are (5 as 2.5).
fn as_points<S: Serializer>(half_points: &Points, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(f64::from(*half_points) / 2.0)
}

/// A field of the player record (001) that a line ends inside of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum PlayerField {
    /// The starting rank, columns 5-8.
    StartingRank,
    /// The rating, columns 49-52.
    Rating,
    /// The date of birth, columns 70-79.
    Birth,
    /// The points, columns 81-84.
    Points,
    /// A round's opponent (its starting rank), 4 columns from 92, 102...
    Opponent,
}

impl PlayerField {
    fn name(self) -> &'static str {
        match self {
            PlayerField::StartingRank => "starting rank",
            PlayerField::Rating => "rating",
            PlayerField::Birth => "date of birth",
            PlayerField::Points => "points",
            PlayerField::Opponent => "opponent's number",
        }
    }
}

/// What is wrong with a TRF: a code and what it names (`code` in its serde form, the rest
/// camelCase), for the page to word in the organiser's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(
    tag = "code",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum TrfProblem {
    /// A line that does not start with a three-character code and a space.
    NotARecord,
    /// Record 012 with no name.
    EmptyName,
    /// No record 012 at all.
    NoName,
    /// A second 001 record for one starting rank.
    PlayerTwice {
        /// The starting rank.
        player: usize,
        /// The line of its first record.
        first_line: usize,
    },
    /// A record names a starting rank that has no 001 record.
    NoPlayer {
        /// The starting rank.
        player: usize,
    },
    /// A round of a 001 record names a starting rank that has no 001 record.
    RoundNoPlayer {
        /// The round.
        round: usize,
        /// The starting rank.
        player: usize,
    },
    /// A starting rank below the highest has no 001 record, and no record names it.
    NoPlayerRecord {
        /// The starting rank.
        player: usize,
    },
    /// A day that is not `YYYY/MM/DD` (records 042, 052).
    NotADate {
        /// The text written.
        text: String,
    },
    /// A number of rounds (or a round) that is not one.
    NotRounds {
        /// The text written.
        text: String,
    },
    /// A starting rank that is not a number from 1 to 9999.
    NotAPlayerNumber {
        /// The text written.
        text: String,
    },
    /// A knockout's match number that is not one.
    NotAMatchNumber {
        /// The text written.
        text: String,
    },
    /// A knockout's game number that is not one.
    NotAGameNumber {
        /// The text written.
        text: String,
    },
    /// Record 132: a round with a date after one without.
    RoundDateMissing {
        /// The round with a date.
        round: usize,
        /// The earlier round without one.
        missing: usize,
    },
    /// Record 132: a round's date that is not `YY/MM/DD`.
    NotARoundDate {
        /// The round.
        round: usize,
        /// The text written.
        text: String,
    },
    /// Record 162: a result code that is not W, D, L, A, P or X.
    NotAPointsCode {
        /// The text written.
        text: String,
    },
    /// Record 162: the points after a code are not a number of half points.
    NotPointsFor {
        /// The result code.
        result: char,
        /// The text written.
        text: String,
    },
    /// Record 162: a forfeit loss (A) scored unlike a loss (L).
    ForfeitLossNotLoss,
    /// Record 162: a pairing-allocated bye (P) scored unlike a win (W).
    PairingByeNotWin,
    /// Record 162: a win not above a draw, or a draw below a loss.
    BadScoring,
    /// Record 240 not written `T RRR PPPP PPPP...`.
    ByeLayout,
    /// Record 240 of kind F: Tobit has no full-point bye on request.
    FullPointBye,
    /// Record 240: a kind of bye that is not H, Z or F.
    NotAByeKind {
        /// The text written.
        text: String,
    },
    /// Record 260 without two rounds and two players.
    ForbiddenLayout,
    /// 001: columns 5-8 are not a starting rank.
    NotAStartingRank {
        /// The text written.
        text: String,
    },
    /// 001: no name in columns 15-47.
    NoPlayerName,
    /// 001: columns 49-52 are not a rating.
    NotARating {
        /// The text written.
        text: String,
    },
    /// 001: columns 70-79 are not a date of birth.
    NotABirthDate {
        /// The text written.
        text: String,
    },
    /// 001: columns 81-84 are not a number of points.
    NotPoints {
        /// The text written.
        text: String,
    },
    /// 001: a round's opponent that is not a starting rank.
    NotAnOpponent {
        /// The round.
        round: usize,
        /// The text written.
        text: String,
    },
    /// 001: a round's colour that is not w, b or -.
    NotAColour {
        /// The round.
        round: usize,
        /// The text written.
        text: String,
    },
    /// 001: a round's result code that is not one.
    NotAResultCode {
        /// The round.
        round: usize,
        /// The text written.
        text: String,
    },
    /// 001: the line ends inside a field, which would read as something else.
    Truncated {
        /// The field.
        field: PlayerField,
        /// Its first column.
        from: usize,
        /// Its last column.
        to: usize,
        /// The round, for a round's field.
        round: Option<usize>,
    },
    /// A `TBX` record whose arguments are not its own.
    TbxBroken {
        /// Its keyword.
        keyword: String,
    },
    /// A `TBX` record Tobit does not know.
    TbxUnknown {
        /// Its keyword.
        keyword: String,
    },
    /// `TBX ko-match` not written `ROUND MATCH PLAYER PLAYER|bye`.
    KoMatchLayout,
    /// `TBX ko-game` not written `ROUND MATCH GAME WHITE BLACK RESULT`.
    KoGameLayout,
    /// `TBX ko-game`: a result that is not 1, =, 0, + or -.
    NotAKoResult {
        /// The text written.
        text: String,
    },
    /// A knockout round with no `TBX ko-match` record.
    KoRoundWithoutMatch {
        /// The round.
        round: usize,
    },
    /// A `TBX ko-match` written twice.
    KoMatchTwice {
        /// The round.
        round: usize,
        /// The match.
        number: usize,
    },
    /// A knockout round without one of its matches.
    KoMatchMissing {
        /// The round.
        round: usize,
        /// The match.
        number: usize,
    },
    /// A `TBX ko-game` of a match that is not written.
    KoNoSuchMatch {
        /// The round.
        round: usize,
        /// The match.
        number: usize,
    },
    /// A `TBX ko-game` out of order.
    KoGameOrder {
        /// The round.
        round: usize,
        /// The match.
        number: usize,
        /// The game written.
        game: usize,
        /// The game that comes next.
        next: usize,
    },
    /// A knockout game's colours that are not the rules'.
    KoColours {
        /// The round.
        round: usize,
        /// The match.
        number: usize,
        /// The game.
        game: usize,
        /// White by the rules.
        white: usize,
        /// Black by the rules.
        black: usize,
        /// White as written.
        written_white: usize,
        /// Black as written.
        written_black: usize,
    },
    /// A knockout's 001 round that is not what its matches give.
    KoRound {
        /// The round.
        round: usize,
        /// What the matches give (`0004 b 1`).
        expected: String,
        /// What is written.
        written: String,
    },
    /// A knockout's 001 points that are not the matches won.
    KoPoints {
        /// The points written.
        #[serde(serialize_with = "as_points")]
        #[cfg_attr(feature = "tsify", tsify(type = "number"))]
        written: Points,
        /// The points of the matches won.
        #[serde(serialize_with = "as_points")]
        #[cfg_attr(feature = "tsify", tsify(type = "number"))]
        computed: Points,
    },
    /// `TBX ko-match` in a tournament that is not a knockout.
    KoMatchNotKnockout,
    /// A knockout with rounds in its 001 records but no `TBX ko-match` records.
    KnockoutWithoutMatches,
    /// `TBX entered` in a round the player cannot enter.
    CannotEnter {
        /// The player.
        player: usize,
        /// The round.
        round: usize,
    },
    /// A late entry's missed round that is not `0000 - H` or `0000 - Z`.
    LateEntryBye {
        /// The round.
        round: usize,
        /// The bye's code (H or Z).
        bye: char,
    },
    /// A late entry before a player with a lower number.
    EnteredBefore {
        /// The player.
        player: usize,
        /// The player with the lower number, who entered later.
        other: usize,
    },
    /// `TBX withdrawn` from a round the player cannot withdraw from.
    CannotWithdraw {
        /// The player.
        player: usize,
        /// The round.
        round: usize,
    },
    /// Record 240 for a round before the player can ask.
    ByeTooLate {
        /// The player.
        player: usize,
        /// The round.
        round: usize,
    },
    /// A command rebuilt from the file refused by the rules (the crate's error, 0-based).
    #[serde(skip)]
    Refused(Error),
    /// 001: the points written are not the results'.
    PointsWritten {
        /// The points written.
        #[serde(serialize_with = "as_points")]
        #[cfg_attr(feature = "tsify", tsify(type = "number"))]
        written: Points,
        /// The points of the results.
        #[serde(serialize_with = "as_points")]
        #[cfg_attr(feature = "tsify", tsify(type = "number"))]
        computed: Points,
    },
    /// No number of rounds (XXR, 142) and no round paired.
    NoRounds,
    /// 001: a result with no opponent that is not a bye.
    ResultWithoutOpponent {
        /// The round.
        round: usize,
        /// The code written.
        result: char,
    },
    /// 001: a player paired against themself.
    PairedAgainstSelf {
        /// The round.
        round: usize,
    },
    /// 001: the opponent's record names someone else.
    OpponentDisagrees {
        /// The round.
        round: usize,
        /// The opponent.
        opponent: usize,
        /// Whom the opponent's record names.
        theirs: usize,
    },
    /// 001: two opponents without colours w and b.
    Colours {
        /// The round.
        round: usize,
        /// The player.
        player: usize,
        /// The opponent.
        opponent: usize,
    },
    /// 001: two opponents' results that do not fit.
    Results {
        /// The round.
        round: usize,
        /// White.
        player: usize,
        /// Black.
        opponent: usize,
        /// White's code.
        white: char,
        /// Black's code.
        black: char,
    },
    /// `TBX boards` listing other games than the round's.
    BoardsListed {
        /// The round.
        round: usize,
    },
}

/// The English of a field's text that is not what the field holds: "round 2: 'x' is not a
/// colour (w, b or -)", "'x' in columns 49-52 is not a rating".
fn not_a(
    f: &mut fmt::Formatter<'_>,
    round: Option<usize>,
    text: &str,
    columns: &str,
    what: &str,
) -> fmt::Result {
    if let Some(r) = round {
        write!(f, "round {r}: ")?;
    }
    let columns = if columns.is_empty() {
        String::new()
    } else {
        format!(" {columns}")
    };
    write!(f, "'{text}'{columns} is not a {what}")
}

/// The English of a problem of one knockout match: "match 3 of round 2" and the rest.
fn in_match(f: &mut fmt::Formatter<'_>, round: usize, number: usize, rest: &str) -> fmt::Result {
    write!(f, "match {number} of round {round}{rest}")
}

impl fmt::Display for TrfProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::scoring::format_points as p;
        use TrfProblem as P;
        match self {
            P::NotARecord => write!(
                f,
                "not a TRF record: a line starts with a three-character code and a space"
            ),
            P::EmptyName => write!(f, "the tournament name (012) is empty"),
            P::NoName => write!(f, "no tournament name (record 012)"),
            P::PlayerTwice { player, first_line } => write!(
                f,
                "player number {player} already has a record, line {first_line}"
            ),
            P::NoPlayer { player } => write!(f, "no player number {player}"),
            P::RoundNoPlayer { round, player } => {
                write!(f, "round {round}: no player number {player}")
            }
            P::NoPlayerRecord { player } => {
                write!(f, "no player record (001) for number {player}")
            }
            P::NotADate { text } => write!(f, "'{text}' is not a date (YYYY/MM/DD)"),
            P::NotRounds { text } => write!(f, "'{text}' is not a number of rounds"),
            P::NotAPlayerNumber { text } => write!(f, "'{text}' is not a player number"),
            P::NotAMatchNumber { text } => write!(f, "'{text}' is not a match number"),
            P::NotAGameNumber { text } => write!(f, "'{text}' is not a game number"),
            P::RoundDateMissing { round, missing } => {
                write!(f, "round {round} has a date, round {missing} none")
            }
            P::NotARoundDate { round, text } => {
                write!(f, "round {round}: '{text}' is not a date (YY/MM/DD)")
            }
            P::NotAPointsCode { text } => write!(
                f,
                "'{text}' is not a result code of record 162 (W, D, L, A, P, X)"
            ),
            P::NotPointsFor { result, text } => write!(
                f,
                "'{text}' after {result} is not a number of points in halves"
            ),
            P::ForfeitLossNotLoss => write!(
                f,
                "Tobit scores an absence or forfeit loss (A) like a loss (L)"
            ),
            P::PairingByeNotWin => write!(
                f,
                "Tobit scores a pairing-allocated bye (P) like a win (W)"
            ),
            P::BadScoring => write!(
                f,
                "a win must score more than a draw, a draw at least a loss"
            ),
            P::ByeLayout => write!(
                f,
                "a bye (240) is written 'T RRR PPPP PPPP...': its kind, its round and the players"
            ),
            P::FullPointBye => write!(f, "Tobit has no full-point bye on request"),
            P::NotAByeKind { text } => write!(f, "'{text}' is not a kind of bye (H or Z)"),
            P::ForbiddenLayout => write!(
                f,
                "a prohibited pairing (260) needs two rounds and at least two players"
            ),
            P::NotAStartingRank { text } => not_a(f, None, text, "in columns 5-8", "starting rank"),
            P::NoPlayerName => write!(f, "the player has no name (columns 15-47)"),
            P::NotARating { text } => not_a(f, None, text, "in columns 49-52", "rating"),
            P::NotABirthDate { text } => not_a(
                f,
                None,
                text,
                "in columns 70-79",
                "date of birth (YYYY/MM/DD)",
            ),
            P::NotPoints { text } => not_a(f, None, text, "in columns 81-84", "number of points"),
            P::NotAnOpponent { round, text } => not_a(f, Some(*round), text, "", "player number"),
            P::NotAColour { round, text } => {
                not_a(f, Some(*round), text, "", "colour (w, b or -)")
            }
            P::NotAResultCode { round, text } => not_a(f, Some(*round), text, "", "result code"),
            P::Truncated {
                field,
                from,
                to,
                round,
            } => {
                if let Some(r) = round {
                    write!(f, "round {r}: ")?;
                }
                write!(
                    f,
                    "the line ends inside the {} (columns {from}-{to}): the record is cut short",
                    field.name()
                )
            }
            P::TbxBroken { keyword } => write!(f, "a TBX {keyword} record is broken"),
            P::TbxUnknown { keyword } => write!(f, "unknown TBX record '{keyword}'"),
            P::KoMatchLayout => write!(
                f,
                "a TBX ko-match record is written 'ko-match ROUND MATCH PLAYER PLAYER|bye'"
            ),
            P::KoGameLayout => write!(
                f,
                "a TBX ko-game record is written 'ko-game ROUND MATCH GAME WHITE BLACK RESULT'"
            ),
            P::NotAKoResult { text } => write!(
                f,
                "'{text}' is not White's result in a knockout game (1, =, 0, + or -)"
            ),
            P::KoRoundWithoutMatch { round } => {
                write!(f, "round {round} has no TBX ko-match record")
            }
            P::KoMatchTwice { round, number } => in_match(f, *round, *number, " is written twice"),
            P::KoMatchMissing { round, number } => {
                write!(f, "round {round} has no match {number}")
            }
            P::KoNoSuchMatch { round, number } => in_match(f, *round, *number, ": no such match"),
            P::KoGameOrder {
                round,
                number,
                game,
                next,
            } => write!(
                f,
                "match {number} of round {round}: game {game} is written, but game {next} comes next"
            ),
            P::KoColours {
                round,
                number,
                game,
                white,
                black,
                written_white,
                written_black,
            } => write!(
                f,
                "game {game} of match {number} of round {round} has player {white} with White and \
                 {black} with Black by the rules, not {written_white} and {written_black}"
            ),
            P::KoRound {
                round,
                expected,
                written,
            } => write!(
                f,
                "round {round}: the knockout's matches give '{expected}', not '{written}'"
            ),
            P::KoPoints { written, computed } => write!(
                f,
                "the points written, {}, are not the {} of the matches won",
                super::records::points_text(*written),
                super::records::points_text(*computed)
            ),
            P::KoMatchNotKnockout => write!(
                f,
                "a TBX ko-match record in a tournament that is not a knockout"
            ),
            P::KnockoutWithoutMatches => write!(
                f,
                "a knockout's matches are read from its TBX ko-match and ko-game records, which \
                 this file lacks"
            ),
            P::CannotEnter { player, round } => {
                write!(f, "player {player} cannot enter in round {round}")
            }
            P::LateEntryBye { round, bye } => write!(
                f,
                "round {round}: a late entry's missed round must read '0000 - {bye}'"
            ),
            P::EnteredBefore { player, other } => write!(
                f,
                "player {player} entered before player {other}, who has a lower number"
            ),
            P::CannotWithdraw { player, round } => {
                write!(f, "player {player} cannot withdraw from round {round}")
            }
            P::ByeTooLate { player, round } => write!(
                f,
                "the bye of player {player} in round {round} comes too late to ask for"
            ),
            P::Refused(e) => write!(f, "{e}"),
            P::PointsWritten { written, computed } => write!(
                f,
                "the points written, {}, are not the {} the results give under record 162",
                p(*written),
                p(*computed)
            ),
            P::NoRounds => write!(
                f,
                "the number of rounds is not given (XXR or 142) and none is paired"
            ),
            P::ResultWithoutOpponent { round, result } => write!(
                f,
                "round {round}: result '{result}' for a game not paired (no opponent)"
            ),
            P::PairedAgainstSelf { round } => {
                write!(f, "round {round}: the player is paired against themself")
            }
            P::OpponentDisagrees {
                round,
                opponent,
                theirs,
            } => write!(
                f,
                "round {round}: the opponent is {opponent}, but player {opponent}'s record says {theirs}"
            ),
            P::Colours {
                round,
                player,
                opponent,
            } => write!(
                f,
                "round {round}: players {player} and {opponent} need colours w and b"
            ),
            P::Results {
                round,
                player,
                opponent,
                white,
                black,
            } => write!(
                f,
                "round {round}: the results '{white}' and '{black}' of players {player} and \
                 {opponent} do not fit"
            ),
            P::BoardsListed { round } => {
                write!(f, "the boards listed are not the games of round {round}")
            }
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

#[cfg(test)]
mod tests {
    use super::TrfProblem as P;

    #[test]
    fn fields_not_what_they_hold_and_match_problems_in_english() {
        let text = || "x".to_string();
        let cases = [
            (
                P::NotAStartingRank { text: text() },
                "'x' in columns 5-8 is not a starting rank",
            ),
            (
                P::NotABirthDate { text: text() },
                "'x' in columns 70-79 is not a date of birth (YYYY/MM/DD)",
            ),
            (
                P::NotPoints { text: text() },
                "'x' in columns 81-84 is not a number of points",
            ),
            (
                P::NotAnOpponent {
                    round: 2,
                    text: text(),
                },
                "round 2: 'x' is not a player number",
            ),
            (
                P::NotAColour {
                    round: 3,
                    text: text(),
                },
                "round 3: 'x' is not a colour (w, b or -)",
            ),
            (
                P::NotAResultCode {
                    round: 4,
                    text: text(),
                },
                "round 4: 'x' is not a result code",
            ),
            (
                P::KoMatchTwice {
                    round: 1,
                    number: 2,
                },
                "match 2 of round 1 is written twice",
            ),
        ];
        for (problem, english) in cases {
            assert_eq!(problem.to_string(), english);
        }
    }
}
