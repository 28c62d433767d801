//! A knockout in a TRF. TRF has one game per round and pair; a knockout's match has two main
//! games, then tie-break games, then a deciding game. So:
//!
//! - the 001 records show each knockout round as other tools can read it: the opponent, the
//!   colour of the match's first game, `1` for the player who went through and `0` for the one
//!   out (blank while the match goes on), `U` for a bye, and as points the matches won (byes
//!   included) at a win's points (record 162);
//! - Tobit's own records carry the bracket and every game: `TBX ko-match R M AAAA BBBB` (match
//!   M of round R: the higher seed, then the lower seed or `bye`), and `TBX ko-game R M G WWWW
//!   BBBB C` (game G of that match, from 1: White, Black, and White's result code as a 001
//!   record writes it, `1`, `=`, `0`, `+` or `-`).
//!
//! Reading replays the matches (`PairKnockout`) and the games in order (`SetResult`) through
//! the command log, so the rules check them again, then checks the colours written and the
//! 001 records against the tournament rebuilt.

use super::error::{TrfError, TrfProblem as P};
use super::player_record::PlayerLine;
use super::reader::{count, id, ordinal, At, Parsed};
use crate::command::Command;
use crate::knockout::Match;
use crate::player::PlayerId;
use crate::scoring::{GameResult, Points};
use crate::settings::Format;
use crate::state::State;

/// `TBX ko-match`: a match of a knockout round (numbers from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KoMatch {
    /// The round.
    pub round: usize,
    /// The match within the round, in bracket order.
    pub number: usize,
    /// The higher seed.
    pub a: PlayerId,
    /// The lower seed, `None` for a bye.
    pub b: Option<PlayerId>,
}

/// `TBX ko-game`: one game of a match (numbers from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KoGame {
    /// The round.
    pub round: usize,
    /// The match within the round.
    pub number: usize,
    /// The game within the match.
    pub game: usize,
    /// White.
    pub white: PlayerId,
    /// Black.
    pub black: PlayerId,
    /// The result.
    pub result: GameResult,
}

/// What a player's 001 record says: the points, then each round's opponent's number (0 for
/// none), colour (`w`, `b`, `-`) and result code (a blank while undecided).
pub type PlayerRounds = (Points, Vec<(usize, char, char)>);

/// The 001 rounds and points of every player of a knockout.
pub fn player_rounds(s: &State) -> Vec<PlayerRounds> {
    let Format::Knockout { tiebreak_pairs } = s.settings.format else {
        return Vec::new();
    };
    let mut out: Vec<PlayerRounds> =
        vec![(0, vec![(0, '-', ' '); s.knockout.len()]); s.players.len()];
    for (r, round) in s.knockout.iter().enumerate() {
        for m in round {
            let winner = m.winner(tiebreak_pairs);
            if let Some(w) = winner {
                out[w].0 += s.settings.scoring.win;
            }
            let Some(b) = m.b else {
                out[m.a].1[r] = (0, '-', 'U');
                continue;
            };
            let code = |p: PlayerId| match winner {
                None => ' ',
                Some(w) if w == p => '1',
                Some(_) => '0',
            };
            out[m.a].1[r] = (b + 1, 'w', code(m.a));
            out[b].1[r] = (m.a + 1, 'b', code(b));
        }
    }
    out
}

/// White's result code of a game, as a 001 record writes it.
fn code(result: GameResult) -> char {
    match result {
        GameResult::WhiteWins => '1',
        GameResult::Draw => '=',
        GameResult::BlackWins => '0',
        GameResult::WhiteForfeitWin => '+',
        GameResult::BlackForfeitWin | GameResult::DoubleForfeit => '-',
    }
}

/// The `TBX ko-match` and `ko-game` records of the knockout (the text after `TBX `).
pub fn records(s: &State) -> Vec<String> {
    let mut out = Vec::new();
    for (r, round) in s.knockout.iter().enumerate() {
        for (i, Match { a, b, games }) in round.iter().enumerate() {
            let b = b.map_or("bye".to_string(), |b| format!("{:04}", b + 1));
            out.push(format!("ko-match {} {} {:04} {b}", r + 1, i + 1, a + 1));
            for (g, game) in games.iter().enumerate() {
                out.push(format!(
                    "ko-game {} {} {} {:04} {:04} {}",
                    r + 1,
                    i + 1,
                    g + 1,
                    game.white + 1,
                    game.black + 1,
                    code(game.result)
                ));
            }
        }
    }
    out
}

/// `TBX ko-match R M AAAA BBBB|bye`.
pub fn read_match(line: usize, args: &[&str], p: &mut Parsed) -> Result<(), TrfError> {
    let [round, number, a, b] = args[..] else {
        return Err(TrfError::at(line, P::KoMatchLayout));
    };
    let what = KoMatch {
        round: count(line, round)? - 1,
        number: ordinal(line, match_number, number)?,
        a: id(line, a)?,
        b: if b == "bye" { None } else { Some(id(line, b)?) },
    };
    p.ko_matches.push(At { line, what });
    Ok(())
}

/// A match number refused.
fn match_number(text: String) -> P {
    P::NotAMatchNumber { text }
}

/// `TBX ko-game R M G WWWW BBBB C`.
pub fn read_game(line: usize, args: &[&str], p: &mut Parsed) -> Result<(), TrfError> {
    let [round, number, game, white, black, result] = args[..] else {
        return Err(TrfError::at(line, P::KoGameLayout));
    };
    let result = match result {
        "1" | "W" | "w" => GameResult::WhiteWins,
        "=" | "D" | "d" => GameResult::Draw,
        "0" | "L" | "l" => GameResult::BlackWins,
        "+" => GameResult::WhiteForfeitWin,
        "-" => GameResult::BlackForfeitWin,
        other => {
            let text = other.to_string();
            return Err(TrfError::at(line, P::NotAKoResult { text }));
        }
    };
    let what = KoGame {
        round: count(line, round)? - 1,
        number: ordinal(line, match_number, number)?,
        game: ordinal(line, |text| P::NotAGameNumber { text }, game)?,
        white: id(line, white)?,
        black: id(line, black)?,
        result,
    };
    p.ko_games.push(At { line, what });
    Ok(())
}

/// The number of knockout rounds the records pair.
pub fn rounds_paired(p: &Parsed) -> usize {
    p.ko_matches
        .iter()
        .map(|m| m.what.round + 1)
        .max()
        .unwrap_or(0)
}

/// The commands of round `round`, each with the line to blame if it is refused: the matches
/// (the `ko-match` records numbered 1, 2... with none missing), then every game of each match
/// in order.
pub fn commands(p: &Parsed, round: usize) -> Result<Vec<(Command, usize)>, TrfError> {
    let mut matches: Vec<&At<KoMatch>> = p
        .ko_matches
        .iter()
        .filter(|m| m.what.round == round)
        .collect();
    matches.sort_by_key(|m| (m.what.number, m.line));
    let Some(first) = matches.first() else {
        let line = p.ko_matches.iter().map(|m| m.line).min().unwrap_or(0);
        return Err(TrfError::at(
            line,
            P::KoRoundWithoutMatch { round: round + 1 },
        ));
    };
    if let Some((i, m)) = matches
        .iter()
        .enumerate()
        .find(|(i, m)| m.what.number != *i)
    {
        let problem = if m.what.number < i {
            P::KoMatchTwice {
                round: round + 1,
                number: m.what.number + 1,
            }
        } else {
            P::KoMatchMissing {
                round: round + 1,
                number: i + 1,
            }
        };
        return Err(TrfError::at(m.line, problem));
    }
    let mut out = vec![(
        Command::PairKnockout {
            round,
            matches: matches.iter().map(|m| (m.what.a, m.what.b)).collect(),
        },
        first.line,
    )];
    let mut games: Vec<&At<KoGame>> = p
        .ko_games
        .iter()
        .filter(|g| g.what.round == round)
        .collect();
    games.sort_by_key(|g| (g.what.number, g.what.game, g.line));
    let mut next = vec![0; matches.len()];
    for g in games {
        let KoGame { number, game, .. } = g.what;
        let expected = next.get_mut(number).ok_or(TrfError::at(
            g.line,
            P::KoNoSuchMatch {
                round: round + 1,
                number: number + 1,
            },
        ))?;
        if game != *expected {
            let problem = P::KoGameOrder {
                round: round + 1,
                number: number + 1,
                game: game + 1,
                next: *expected + 1,
            };
            return Err(TrfError::at(g.line, problem));
        }
        *expected += 1;
        let command = Command::SetResult {
            round,
            board: number,
            result: g.what.result,
        };
        out.push((command, g.line));
    }
    Ok(out)
}

/// Checks the rebuilt knockout against what the file says besides its commands: each game's
/// colours (the rules give them), and each player's 001 rounds and points.
pub fn check(s: &State, p: &Parsed, players: &[PlayerLine]) -> Result<(), TrfError> {
    for At { line, what: g } in &p.ko_games {
        // Replayed, unless its round has no `ko-match` record at all.
        let played = (s.knockout.get(g.round))
            .and_then(|r| r.get(g.number))
            .and_then(|m| m.games.get(g.game))
            .ok_or(TrfError::at(
                *line,
                P::KoNoSuchMatch {
                    round: g.round + 1,
                    number: g.number + 1,
                },
            ))?;
        if (played.white, played.black) != (g.white, g.black) {
            let problem = P::KoColours {
                round: g.round + 1,
                number: g.number + 1,
                game: g.game + 1,
                white: played.white + 1,
                black: played.black + 1,
                written_white: g.white + 1,
                written_black: g.black + 1,
            };
            return Err(TrfError::at(*line, problem));
        }
    }
    for ((points, rounds), pl) in player_rounds(s).into_iter().zip(players) {
        let written = |r: usize| {
            let c = pl.round(r);
            (
                c.opponent,
                if c.opponent == 0 { '-' } else { c.color },
                c.code,
            )
        };
        let last = rounds.len().max(pl.rounds.len());
        let expected = |r: usize| rounds.get(r).copied().unwrap_or((0, '-', ' '));
        if let Some(r) = (0..last).find(|&r| written(r) != expected(r)) {
            let show = |(o, c, code): (usize, char, char)| format!("{o:04} {c} {code}");
            let problem = P::KoRound {
                round: r + 1,
                expected: show(expected(r)),
                written: show(written(r)),
            };
            return Err(TrfError::at(pl.line, problem));
        }
        if let Some(written) = pl.points.filter(|&w| w != points) {
            let problem = P::KoPoints {
                written,
                computed: points,
            };
            return Err(TrfError::at(pl.line, problem));
        }
    }
    Ok(())
}
