//! Rebuilds a tournament from what a TRF says ([`Parsed`]): checks that the lines agree (both
//! players of a game, late entries, the points written), then replays the commands that make
//! that state - players, byes asked for, forbidden pairs and withdrawals each at the earliest
//! round they fit, in the file's order, every round's pairing and results (a knockout's
//! matches and games as `knockout` reads them) - so that everything the command log checks is
//! checked again.

use super::error::{TrfError, TrfProblem as P};
use super::knockout;
use super::player_record::PlayerLine;
use super::reader::{At, Parsed};
use crate::command::Command;
use crate::error::Error;
use crate::history::History;
use crate::player::NewPlayer;
use crate::round::{Bye, ByeKind};
use crate::scoring::{GameResult, Scoring};
use crate::settings::{Format, Settings, TieBreakRules};
use crate::tournament::Tournament;

/// The tournament the parsed lines describe.
pub fn build(p: Parsed) -> Result<Tournament, TrfError> {
    let name = p.name.clone().ok_or(TrfError::file(P::NoName))?;
    let players: Vec<PlayerLine> = p
        .players
        .iter()
        .enumerate()
        .map(|(i, pl)| pl.clone().ok_or_else(|| missing(&p, i)))
        .collect::<Result<_, _>>()?;
    let in_players = players
        .iter()
        .filter_map(|pl| pl.rounds.iter().rposition(|c| !c.is_empty()))
        .max()
        .map_or(0, |r| r + 1);
    let format = match &p.format {
        Some(f) => f.what,
        None => guess_format(&p, in_players)?,
    };
    // A knockout's rounds are its `TBX ko-match` records' (the 001 records are checked
    // against them once rebuilt).
    let is_knockout = matches!(format, Format::Knockout { .. });
    let paired = if is_knockout {
        knockout::rounds_paired(&p)
    } else {
        in_players
    };
    let mut settings = Settings::new(&name.what, format);
    // Without record 162, the FIDE default: 1-½-0.
    settings.scoring = p
        .scoring
        .as_ref()
        .map_or(Scoring::ONE_HALF_ZERO, |s| s.what);
    if let Some(t) = &p.tiebreaks {
        settings.tiebreaks = t.clone();
    }
    settings.rank_by = p.rank_by;
    settings.lots_seed = p.seed;
    settings.avoid_same_club = p.avoid_same_club;
    // Without `TBX tiebreak-rules`: a file Tobit wrote before the setting existed keeps the
    // 2009 rules it was made under; another tool's file takes the 2023 rules in force.
    settings.tiebreak_rules = p.tiebreak_rules.unwrap_or(if p.tobit {
        TieBreakRules::Fide2009
    } else {
        TieBreakRules::Fide2023
    });
    settings.event = p.event.clone();
    // The log to replay, and the line to blame for each command.
    let mut log = vec![Command::Create(Box::new(settings))];
    // (line, whether a refusal naming a player is better blamed on that player's line).
    let mut lines = vec![(name.line, false)];
    if let Some(m) = p.ko_matches.first().filter(|_| !is_knockout) {
        return Err(TrfError::at(m.line, P::KoMatchNotKnockout));
    }
    if is_knockout && paired == 0 && in_players > 0 {
        return Err(TrfError::at(players[0].line, P::KnockoutWithoutMatches));
    }
    let n = players.len();
    // Late entries: the first round each player can be paired in, and their missed rounds' bye.
    let mut first = vec![(0, false); n];
    for At {
        line,
        what: (who, round, half),
    } in &p.entered
    {
        let pl = players.get(*who).ok_or(unknown(*line, *who))?;
        if *round == 0 || *round > paired {
            let problem = P::CannotEnter {
                player: who + 1,
                round: round + 1,
            };
            return Err(TrfError::at(*line, problem));
        }
        let code = if *half { 'H' } else { 'Z' };
        if let Some(r) = (0..*round).find(|&r| {
            let c = pl.round(r);
            c.opponent != 0 || c.code != code
        }) {
            let problem = P::LateEntryBye {
                round: r + 1,
                bye: code,
            };
            return Err(TrfError::at(pl.line, problem));
        }
        first[*who] = (*round, *half);
    }
    if let Some(w) = (1..n).find(|&i| first[i].0 < first[i - 1].0) {
        let problem = P::EnteredBefore {
            player: w + 1,
            other: w,
        };
        return Err(TrfError::at(players[w].line, problem));
    }
    let mut withdrawn = vec![None; n];
    for At {
        line,
        what: (who, round),
    } in &p.withdrawn
    {
        players.get(*who).ok_or(unknown(*line, *who))?;
        if *round > paired || *round < first[*who].0 {
            let problem = P::CannotWithdraw {
                player: who + 1,
                round: round + 1,
            };
            return Err(TrfError::at(*line, problem));
        }
        withdrawn[*who] = Some(*round);
    }
    let active = |who: usize, round: usize| {
        round >= first[who].0 && withdrawn[who].is_none_or(|w| round < w)
    };
    // Every command, with the line to blame if it is refused, and the round it comes before.
    let mut stages: Vec<Vec<(Command, usize)>> = vec![Vec::new(); paired + 1];
    for (who, pl) in players.iter().enumerate() {
        let command = Command::AddPlayer(NewPlayer {
            name: pl.name.clone(),
            club: pl.club.clone(),
            rating: pl.rating,
            birth: pl.birth,
            half_point_for_missed_rounds: first[who].1,
        });
        stages[first[who].0].push((command, pl.line));
    }
    let mut stage = 0;
    for At { line, what: (a, b) } in &p.forbidden {
        for x in [a, b] {
            players.get(*x).ok_or(unknown(*line, *x))?;
        }
        stage = stage.max(first[*a].0).max(first[*b].0);
        stages[stage].push((Command::Forbid { a: *a, b: *b }, *line));
    }
    let mut stage = 0;
    for At {
        line,
        what: (who, round, kind),
    } in &p.byes
    {
        players.get(*who).ok_or(unknown(*line, *who))?;
        stage = stage.max(first[*who].0);
        if stage > *round || stage > paired {
            let problem = P::ByeTooLate {
                player: who + 1,
                round: round + 1,
            };
            return Err(TrfError::at(*line, problem));
        }
        let command = Command::RequestBye {
            player: *who,
            round: *round,
            half: *kind == ByeKind::Half,
        };
        stages[stage].push((command, *line));
    }
    for (who, w) in withdrawn.iter().enumerate() {
        if let Some(w) = w {
            stages[*w].push((Command::Withdraw { player: who }, players[who].line));
        }
    }
    for (round, stage) in stages.into_iter().enumerate() {
        for (command, line) in stage {
            log.push(command);
            lines.push((line, false));
        }
        if round < paired && is_knockout {
            for (command, line) in knockout::commands(&p, round)? {
                log.push(command);
                lines.push((line, false));
            }
        } else if round < paired {
            let (boards, byes, results) = pairing(&p, &players, round, &first, &active)?;
            log.push(Command::Pair {
                round,
                boards,
                byes,
            });
            lines.push((players[0].line, true));
            for (board, result, line) in results {
                log.push(Command::SetResult {
                    round,
                    board,
                    result,
                });
                lines.push((line, false));
            }
        }
    }
    let t = Tournament::from_log(log).map_err(|(i, e)| {
        let (line, by_player) = lines[i - 1];
        if by_player {
            blame(e, line, &players)
        } else {
            TrfError::at(line, P::Refused(e))
        }
    })?;
    if is_knockout {
        knockout::check(t.state(), &p, &players)?;
        return Ok(t);
    }
    let history = History::new(t.state());
    for (who, pl) in players.iter().enumerate() {
        let score = history.score(who);
        if let Some(written) = pl.points.filter(|&w| w != score) {
            let problem = P::PointsWritten {
                written,
                computed: score,
            };
            return Err(TrfError::at(pl.line, problem));
        }
    }
    Ok(t)
}

/// No 001 record for player `i`: the first line that names the number, or the whole file.
fn missing(p: &Parsed, i: usize) -> TrfError {
    let named = p.players.iter().flatten().find_map(|pl| {
        let r = pl.rounds.iter().position(|c| c.opponent == i + 1)?;
        let problem = P::RoundNoPlayer {
            round: r + 1,
            player: i + 1,
        };
        Some(TrfError::at(pl.line, problem))
    });
    named.unwrap_or(TrfError::file(P::NoPlayerRecord { player: i + 1 }))
}

fn unknown(line: usize, who: usize) -> TrfError {
    TrfError::at(line, P::NoPlayer { player: who + 1 })
}

/// A refused pairing as a TRF error: on the line of the player the refusal names, or `line`.
fn blame(e: Error, line: usize, players: &[PlayerLine]) -> TrfError {
    let who = match e {
        Error::UnknownPlayer(p)
        | Error::PairedTwice(p)
        | Error::NotPaired(p)
        | Error::NotActive(p)
        | Error::SelfPairing(p) => Some(p),
        _ => None,
    };
    let line = who.and_then(|p| players.get(p)).map_or(line, |pl| pl.line);
    TrfError::at(line, P::Refused(e))
}

/// Without a `TBX format` record: the format from 092's words, the rounds from XXR or 142, or
/// else the rounds the 001 records pair.
fn guess_format(p: &Parsed, paired: usize) -> Result<Format, TrfError> {
    let kind = p.kind.clone().unwrap_or_default().to_lowercase();
    Ok(if kind.contains("knock") {
        Format::Knockout { tiebreak_pairs: 1 }
    } else if kind.contains("robin") || kind.contains("berger") {
        Format::RoundRobin {
            double: kind.contains("double"),
        }
    } else {
        let rounds = p.rounds.unwrap_or(paired);
        if rounds == 0 {
            return Err(TrfError::file(P::NoRounds));
        }
        Format::Swiss {
            rounds: rounds.max(paired),
        }
    })
}

type Pairing = (
    Vec<(usize, usize)>,
    Vec<Bye>,
    Vec<(usize, GameResult, usize)>,
);

/// Round `round`'s boards (in the `TBX boards` order, or by the lower number of each pair),
/// byes, and results with the line of each board's Black player.
fn pairing(
    p: &Parsed,
    players: &[PlayerLine],
    round: usize,
    first: &[(usize, bool)],
    active: &dyn Fn(usize, usize) -> bool,
) -> Result<Pairing, TrfError> {
    let cell = |who: usize| players[who].round(round);
    let mut boards = Vec::new();
    let mut byes = Vec::new();
    let mut results = Vec::new();
    for (who, pl) in players.iter().enumerate() {
        if round < first[who].0 {
            continue; // the late entry's bye comes with the entry
        }
        let c = cell(who);
        let at = |problem: P| TrfError::at(pl.line, problem);
        let r = round + 1;
        if c.opponent == 0 {
            let kind = match c.code {
                'U' | 'F' => ByeKind::Pairing,
                'H' => ByeKind::Half,
                'Z' | '-' => ByeKind::Zero,
                ' ' if active(who, round) => ByeKind::Zero,
                ' ' => continue, // withdrawn: not in the round
                code => {
                    return Err(at(P::ResultWithoutOpponent {
                        round: r,
                        result: code,
                    }))
                }
            };
            byes.push(Bye { player: who, kind });
            continue;
        }
        let opp = c.opponent - 1;
        if opp >= players.len() {
            return Err(at(P::RoundNoPlayer {
                round: r,
                player: c.opponent,
            }));
        }
        if opp == who {
            return Err(at(P::PairedAgainstSelf { round: r }));
        }
        let back = cell(opp);
        if back.opponent != who + 1 {
            return Err(at(P::OpponentDisagrees {
                round: r,
                opponent: opp + 1,
                theirs: back.opponent,
            }));
        }
        if !matches!((c.color, back.color), ('w', 'b') | ('b', 'w')) {
            return Err(at(P::Colours {
                round: r,
                player: who + 1,
                opponent: opp + 1,
            }));
        }
        if c.color == 'b' {
            continue; // the board is read from White's record
        }
        let result = match (c.code, back.code) {
            ('1' | 'W', '0' | 'L') => Some(GameResult::WhiteWins),
            ('=' | 'D', '=' | 'D') => Some(GameResult::Draw),
            ('0' | 'L', '1' | 'W') => Some(GameResult::BlackWins),
            ('+', '-') => Some(GameResult::WhiteForfeitWin),
            ('-', '+') => Some(GameResult::BlackForfeitWin),
            ('-', '-') => Some(GameResult::DoubleForfeit),
            (' ', ' ') => None,
            (w, b) => {
                return Err(at(P::Results {
                    round: r,
                    player: who + 1,
                    opponent: opp + 1,
                    white: w,
                    black: b,
                }))
            }
        };
        boards.push((who, opp, result, players[opp].line));
    }
    match p.boards.iter().find(|b| b.what.0 == round) {
        Some(At {
            line,
            what: (_, whites),
        }) => {
            let mut listed = whites.clone();
            listed.sort_unstable();
            let mut actual: Vec<usize> = boards.iter().map(|b| b.0).collect();
            actual.sort_unstable();
            if listed != actual {
                return Err(TrfError::at(*line, P::BoardsListed { round: round + 1 }));
            }
            boards.sort_by_key(|b| whites.iter().position(|&w| w == b.0));
        }
        None => boards.sort_by_key(|b| b.0.min(b.1)),
    }
    for (i, b) in boards.iter().enumerate() {
        if let Some(r) = b.2 {
            results.push((i, r, b.3));
        }
    }
    let boards = boards.iter().map(|b| (b.0, b.1)).collect();
    Ok((boards, byes, results))
}
