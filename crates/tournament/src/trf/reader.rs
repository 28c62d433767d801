//! Reads the lines of a TRF into what they say ([`Parsed`]), checking each line on its own:
//! the record's layout, its numbers, dates, result codes. Whether the lines agree with each
//! other (both players of a game, the points) is checked when the tournament is rebuilt
//! (`build`). The player record (001) is read in `player_record`, Tobit's own `TBX` records in
//! `extension` and `knockout`.

use super::error::{TrfError, TrfProblem as P};
use super::extension;
use super::knockout::{KoGame, KoMatch};
use super::player_record::{player, PlayerLine};
use super::records::{self as rec, columns, parse_points, tiebreak_from_code};
use crate::date::Date;
use crate::event::Event;
use crate::round::ByeKind;
use crate::scoring::{Points, Scoring};
use crate::settings::{Format, RankBy, TieBreak, TieBreakRules};

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
    /// `TBX tiebreak-rules 2009|2023`.
    pub tiebreak_rules: Option<TieBreakRules>,
    /// Whether the file has any `TBX` record (Tobit wrote it).
    pub tobit: bool,
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
            return Err(TrfError::at(n, P::NotARecord));
        }
        let code: String = chars[..3].iter().collect();
        let rest: String = chars.get(4..).unwrap_or(&[]).iter().collect();
        let value = rest.trim().to_string();
        let e = &mut p.event;
        match code.as_str() {
            rec::NAME if value.is_empty() => return Err(TrfError::at(n, P::EmptyName)),
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
            rec::BYE => bye(n, &value, &mut p.byes)?,
            rec::FORBIDDEN => forbidden(n, &value, &mut p.forbidden)?,
            rec::PLAYER => {
                let (id, player) = player(n, &chars)?;
                if p.players.len() <= id {
                    p.players.resize(id + 1, None);
                }
                if let Some(first) = &p.players[id] {
                    let problem = P::PlayerTwice {
                        player: id + 1,
                        first_line: first.line,
                    };
                    return Err(TrfError::at(n, problem));
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
        .ok_or(TrfError::at(line, P::NoPlayer { player: id + 1 }))
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
        P::NotADate {
            text: text.to_string(),
        },
    ))
}

pub(super) fn count(line: usize, text: &str) -> Result<usize, TrfError> {
    text.parse()
        .ok()
        .filter(|&r| (1..=crate::MAX_ROUNDS).contains(&r))
        .ok_or(TrfError::at(
            line,
            P::NotRounds {
                text: text.to_string(),
            },
        ))
}

/// A starting rank written in a record, from 1; returned from 0.
pub(super) fn id(line: usize, text: &str) -> Result<usize, TrfError> {
    ordinal(line, |text| P::NotAPlayerNumber { text }, text)
}

/// A number from 1 to 9999 naming a player, a match or a game, returned from 0; refused as
/// `problem` says.
pub(super) fn ordinal(
    line: usize,
    problem: fn(String) -> P,
    text: &str,
) -> Result<usize, TrfError> {
    text.parse::<usize>()
        .ok()
        .filter(|&i| (1..=9999).contains(&i))
        .map(|i| i - 1)
        .ok_or_else(|| TrfError::at(line, problem(text.to_string())))
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
            let problem = P::RoundDateMissing {
                round: r,
                missing: dates.len() + 1,
            };
            return Err(TrfError::at(line, problem));
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
        dates.push(d.ok_or(TrfError::at(line, P::NotARoundDate { round: r, text }))?);
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
            return Err(TrfError::at(line, P::NotAPointsCode { text: code }));
        }
        let points = parse_points(&text)
            .ok_or_else(|| TrfError::at(line, P::NotPointsFor { result: c, text }))?;
        values.push((c, points));
    }
    let get = |c: char, default: Points| values.iter().find(|v| v.0 == c).map_or(default, |v| v.1);
    let s = Scoring {
        win: get('W', 2),
        draw: get('D', 1),
        loss: get('L', 0),
    };
    if get('A', s.loss) != s.loss {
        return Err(TrfError::at(line, P::ForfeitLossNotLoss));
    }
    if get('P', s.win) != s.win {
        return Err(TrfError::at(line, P::PairingByeNotWin));
    }
    if !(s.win > s.draw && s.draw >= s.loss) {
        return Err(TrfError::at(line, P::BadScoring));
    }
    Ok(s)
}

/// 240 `T RRR PPPP PPPP...`: the kind, the round, and every player listed (the standard
/// lists several in one record; one bye for each).
fn bye(
    line: usize,
    text: &str,
    out: &mut Vec<At<(usize, usize, ByeKind)>>,
) -> Result<(), TrfError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [kind, round, ref players @ ..] = words[..] else {
        return Err(TrfError::at(line, P::ByeLayout));
    };
    if players.is_empty() {
        return Err(TrfError::at(line, P::ByeLayout));
    }
    let kind = match kind {
        "H" | "h" => ByeKind::Half,
        "Z" | "z" => ByeKind::Zero,
        "F" | "f" => return Err(TrfError::at(line, P::FullPointBye)),
        other => {
            let text = other.to_string();
            return Err(TrfError::at(line, P::NotAByeKind { text }));
        }
    };
    let round = count(line, round)? - 1;
    for player in players {
        let what = (id(line, player)?, round, kind);
        out.push(At { line, what });
    }
    Ok(())
}

/// 260 `RRR RRR PPPP PPPP...`: every two of the players listed (for the whole event).
fn forbidden(line: usize, text: &str, out: &mut Vec<At<(usize, usize)>>) -> Result<(), TrfError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 4 {
        return Err(TrfError::at(line, P::ForbiddenLayout));
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
