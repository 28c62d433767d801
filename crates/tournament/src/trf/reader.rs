//! Reads the lines of a TRF into what they say ([`Parsed`]), checking each line on its own:
//! the record's layout, its numbers, dates, result codes. Whether the lines agree with each
//! other (both players of a game, the points) is checked when the tournament is rebuilt
//! (`build`). The player record (001) is read in `player_record`, Tobit's own `TBX` records in
//! `extension` and `knockout`.

use super::error::TrfError;
use super::extension;
use super::knockout::{KoGame, KoMatch};
use super::player_record::{player, PlayerLine};
use super::records::{self as rec, columns, parse_points, tiebreak_from_code};
use crate::date::Date;
use crate::event::Event;
use crate::round::ByeKind;
use crate::scoring::{Points, Scoring};
use crate::settings::{Format, RankBy, TieBreak};

/// A thing said on one line about a player or a round, with that line.
#[derive(Clone, Debug)]
pub struct At<T> {
    /// The line, from 1.
    pub line: usize,
    /// What it says.
    pub what: T,
}

/// Everything the lines say, each with its line where a later check may need it.
#[derive(Clone, Debug, Default)]
pub struct Parsed {
    /// 012, with its line.
    pub name: Option<At<String>>,
    /// 022-132.
    pub event: Event,
    /// 092.
    pub kind: Option<String>,
    /// XXR, or else 142.
    pub rounds: Option<usize>,
    /// 162, with its line.
    pub scoring: Option<At<Scoring>>,
    /// 202 (the codes Tobit computes, in order).
    pub tiebreaks: Option<Vec<TieBreak>>,
    /// `TBX format`.
    pub format: Option<At<Format>>,
    /// `TBX rank-by`.
    pub rank_by: RankBy,
    /// `TBX seed`.
    pub seed: u64,
    /// `TBX avoid-same-club`.
    pub avoid_same_club: bool,
    /// The players by starting rank - 1 (`None` for a number without a record).
    pub players: Vec<Option<PlayerLine>>,
    /// `TBX entered PPPP R half|zero`: (player, first round from 0, half).
    pub entered: Vec<At<(usize, usize, bool)>>,
    /// `TBX withdrawn PPPP R`: (player, round from 0).
    pub withdrawn: Vec<At<(usize, usize)>>,
    /// `TBX boards R PPPP...`: (round from 0, the White players of boards 1, 2...).
    pub boards: Vec<At<(usize, Vec<usize>)>>,
    /// `TBX ko-match`: a knockout's matches.
    pub ko_matches: Vec<At<KoMatch>>,
    /// `TBX ko-game`: a knockout's games.
    pub ko_games: Vec<At<KoGame>>,
    /// 240: (player, round from 0, kind).
    pub byes: Vec<At<(usize, usize, ByeKind)>>,
    /// 260: forbidden pairs.
    pub forbidden: Vec<At<(usize, usize)>>,
}

/// Reads every line; refuses the first that is broken.
pub fn parse(text: &str) -> Result<Parsed, TrfError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let separator = if text.contains('\n') { '\n' } else { '\r' };
    let mut p = Parsed::default();
    let mut names = Vec::new();
    let mut ratings = Vec::new();
    let mut clubs = Vec::new();
    for (i, raw) in text.split(separator).enumerate() {
        let n = i + 1;
        let raw = raw.trim_end_matches('\r');
        if raw.trim().is_empty() || raw.starts_with("###") {
            continue;
        }
        let chars: Vec<char> = raw.chars().collect();
        if chars.len() < 3 || chars.get(3).is_some_and(|c| *c != ' ') {
            return Err(TrfError::at(
                n,
                "not a TRF record: a line starts with a three-character code and a space",
            ));
        }
        let code: String = chars[..3].iter().collect();
        let rest: String = chars.get(4..).unwrap_or(&[]).iter().collect();
        let value = rest.trim().to_string();
        let e = &mut p.event;
        match code.as_str() {
            rec::NAME if value.is_empty() => {
                return Err(TrfError::at(n, "the tournament name (012) is empty"))
            }
            rec::NAME => {
                p.name = Some(At {
                    line: n,
                    what: value,
                })
            }
            rec::CITY => e.place = value,
            rec::FEDERATION => e.federation = value,
            rec::START => e.start = date(n, &value)?,
            rec::END => e.end = date(n, &value)?,
            rec::TYPE => p.kind = Some(value),
            rec::ARBITER => e.arbiter = value,
            rec::DEPUTY if !value.is_empty() => e.deputies.push(value),
            rec::TIME_CONTROL => e.time_control = value,
            rec::ROUND_DATES => e.round_dates = round_dates(n, &chars)?,
            rec::ROUNDS if p.rounds.is_none() => p.rounds = Some(count(n, &value)?),
            rec::XX_ROUNDS => p.rounds = Some(count(n, &value)?),
            rec::POINTS => {
                p.scoring = Some(At {
                    line: n,
                    what: scoring(n, &chars)?,
                })
            }
            rec::TIEBREAKS => {
                p.tiebreaks = Some(
                    value
                        .split([',', ' '])
                        .filter_map(tiebreak_from_code)
                        .collect(),
                )
            }
            rec::BYE => p.byes.push(At {
                line: n,
                what: bye(n, &value)?,
            }),
            rec::FORBIDDEN => forbidden(n, &value, &mut p.forbidden)?,
            rec::PLAYER => {
                let (id, player) = player(n, &chars)?;
                if p.players.len() <= id {
                    p.players.resize(id + 1, None);
                }
                if let Some(first) = &p.players[id] {
                    return Err(TrfError::at(
                        n,
                        format!(
                            "player number {} already has a record, line {}",
                            id + 1,
                            first.line
                        ),
                    ));
                }
                p.players[id] = Some(player);
            }
            rec::DAT => {
                let (words, data) = split_words(&value, 2);
                if words.len() == 2 && words[1].eq_ignore_ascii_case("GROUP") {
                    clubs.push((n, id(n, words[0])?, data.to_string()));
                }
            }
            rec::TOBIT => extension::read(n, &value, &mut p, &mut names, &mut ratings)?,
            _ => {} // 062-082, 112 blank, 152, 172-222, XXC (JaVaFo), team and national records
        }
    }
    for (line, id, name) in names {
        player_mut(&mut p, line, id)?.name = name;
    }
    for (line, id, rating) in ratings {
        player_mut(&mut p, line, id)?.rating = Some(rating);
    }
    for (line, id, club) in clubs {
        player_mut(&mut p, line, id)?.club = Some(club);
    }
    Ok(p)
}

/// The player record a later record names.
fn player_mut(p: &mut Parsed, line: usize, id: usize) -> Result<&mut PlayerLine, TrfError> {
    p.players
        .get_mut(id)
        .and_then(Option::as_mut)
        .ok_or(TrfError::at(line, format!("no player number {}", id + 1)))
}

/// The first `n` words of `text` and the rest (trimmed).
pub(super) fn split_words(text: &str, n: usize) -> (Vec<&str>, &str) {
    let mut rest = text.trim();
    let mut words = Vec::new();
    while words.len() < n && !rest.is_empty() {
        let end = rest.find(' ').unwrap_or(rest.len());
        words.push(&rest[..end]);
        rest = rest[end..].trim_start();
    }
    (words, rest)
}

fn date(line: usize, text: &str) -> Result<Option<Date>, TrfError> {
    if text.is_empty() {
        return Ok(None);
    }
    Date::parse(text).map(Some).ok_or(TrfError::at(
        line,
        format!("'{text}' is not a date (YYYY/MM/DD)"),
    ))
}

pub(super) fn count(line: usize, text: &str) -> Result<usize, TrfError> {
    text.parse()
        .ok()
        .filter(|&r| (1..=crate::MAX_ROUNDS).contains(&r))
        .ok_or(TrfError::at(
            line,
            format!("'{text}' is not a number of rounds"),
        ))
}

/// A starting rank written in a record, from 1; returned from 0.
pub(super) fn id(line: usize, text: &str) -> Result<usize, TrfError> {
    ordinal(line, "player", text)
}

/// A number from 1 to 9999 naming a `what` (a player, a match, a game), returned from 0.
pub(super) fn ordinal(line: usize, what: &str, text: &str) -> Result<usize, TrfError> {
    text.parse::<usize>()
        .ok()
        .filter(|&i| (1..=9999).contains(&i))
        .map(|i| i - 1)
        .ok_or(TrfError::at(
            line,
            format!("'{text}' is not a {what} number"),
        ))
}

/// 132: `YY/MM/DD` from column 92, every 10 columns, years taken as 20YY.
fn round_dates(line: usize, chars: &[char]) -> Result<Vec<Date>, TrfError> {
    let mut dates = Vec::new();
    let mut r = 0;
    while rec::round_column(r) <= chars.len() {
        let col = rec::round_column(r);
        let text = columns(chars, (col, col + 7));
        r += 1;
        if text.is_empty() {
            continue;
        }
        if dates.len() + 1 != r {
            return Err(TrfError::at(
                line,
                format!("round {} has a date, round {} none", r, dates.len() + 1),
            ));
        }
        let parts: Vec<&str> = text.split(['/', '.', '-']).collect();
        let d = match parts[..] {
            [y, m, d] if y.len() == 2 => (|| {
                Date::new(
                    2000 + y.parse::<u16>().ok()?,
                    m.parse().ok()?,
                    d.parse().ok()?,
                )
            })(),
            _ => None,
        };
        dates.push(d.ok_or(TrfError::at(
            line,
            format!("round {r}: '{text}' is not a date (YY/MM/DD)"),
        ))?);
    }
    Ok(dates)
}

/// 162: a code in column 6, its points in 7-10, the next code in 15, and so on.
fn scoring(line: usize, chars: &[char]) -> Result<Scoring, TrfError> {
    let mut values: Vec<(char, Points)> = Vec::new();
    let mut col = 6;
    while col <= chars.len() {
        let code = columns(chars, (col, col));
        let text = columns(chars, (col + 1, col + 4));
        col += 9;
        if code.is_empty() && text.is_empty() {
            continue;
        }
        let c = code.chars().next().unwrap_or(' ').to_ascii_uppercase();
        if !"WDLAPX".contains(c) || code.is_empty() {
            return Err(TrfError::at(
                line,
                format!("'{code}' is not a result code of record 162 (W, D, L, A, P, X)"),
            ));
        }
        let points = parse_points(&text).ok_or(TrfError::at(
            line,
            format!("'{text}' after {c} is not a number of points in halves"),
        ))?;
        values.push((c, points));
    }
    let get = |c: char, default: Points| values.iter().find(|v| v.0 == c).map_or(default, |v| v.1);
    let s = Scoring {
        win: get('W', 2),
        draw: get('D', 1),
        loss: get('L', 0),
    };
    if get('A', s.loss) != s.loss {
        return Err(TrfError::at(
            line,
            "Tobit scores an absence or forfeit loss (A) like a loss (L)",
        ));
    }
    if get('P', s.win) != s.win {
        return Err(TrfError::at(
            line,
            "Tobit scores a pairing-allocated bye (P) like a win (W)",
        ));
    }
    if !(s.win > s.draw && s.draw >= s.loss) {
        return Err(TrfError::at(
            line,
            "a win must score more than a draw, a draw at least a loss",
        ));
    }
    Ok(s)
}

/// 240 `T RRR PPPP...`: one bye per player listed.
fn bye(line: usize, text: &str) -> Result<(usize, usize, ByeKind), TrfError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [kind, round, player] = words[..] else {
        return Err(TrfError::at(
            line,
            "a bye (240) is written 'T RRR PPPP', one player per record",
        ));
    };
    let kind = match kind {
        "H" | "h" => ByeKind::Half,
        "Z" | "z" => ByeKind::Zero,
        "F" | "f" => return Err(TrfError::at(line, "Tobit has no full-point bye on request")),
        other => {
            return Err(TrfError::at(
                line,
                format!("'{other}' is not a kind of bye (H or Z)"),
            ))
        }
    };
    Ok((id(line, player)?, count(line, round)? - 1, kind))
}

/// 260 `RRR RRR PPPP PPPP...`: every two of the players listed (for the whole event).
fn forbidden(line: usize, text: &str, out: &mut Vec<At<(usize, usize)>>) -> Result<(), TrfError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 4 {
        return Err(TrfError::at(
            line,
            "a prohibited pairing (260) needs two rounds and at least two players",
        ));
    }
    count(line, words[0])?;
    count(line, words[1])?;
    let ids = words[2..]
        .iter()
        .map(|w| id(line, w))
        .collect::<Result<Vec<_>, _>>()?;
    for (i, &a) in ids.iter().enumerate() {
        for &b in &ids[i + 1..] {
            out.push(At { line, what: (a, b) });
        }
    }
    Ok(())
}
