//! `tobit tournament ...`: runs a competition from the command line. Every step reads the
//! tournament from its file, applies one command and writes it back: a JSON command log
//! (crates/tournament, docs/TOURNAMENTS.md), or a FIDE TRF-2026 file for a FILE ending in
//! `.trf` (`file`). What it prints is in `text`.

pub(super) mod file;
mod text;

use super::args;
use lexopt::Arg;
use std::io::Write;
use tobit_tournament::{
    Bye, ByeKind, Command, Date, Event, Format, GameResult, NewPlayer, RankBy, Scoring, Settings,
    State, TieBreak, TieBreakRules, Tournament, MAX_PLAYERS, MAX_ROUNDS, MIN_ROUNDS,
};

/// Help for `tobit tournament`.
pub const HELP: &str =
    "tournament SUB ...  run a round robin, Swiss or knockout (a JSON command log or a TRF)

  tobit tournament new FILE --name NAME --format FORMAT [--scoring 2-1-0|1-0.5-0]
        [--tiebreaks LIST] [--entry-order] [--seed N] [--place P] [--federation F]
        [--start DATE] [--end DATE] [--arbiter A] [--deputy D]... [--time-control T]
        [--tiebreak-control T] [--decider-control T] [--round-date DATE]...
        [--tiebreak-rules 2023|2009]
      FORMAT: swiss:ROUNDS, rr (round robin), rr2 (double), ko (knockout), ko:PAIRS
      (PAIRS two-game tie-break mini-matches before the deciding game; default 1; their
      faster control --tiebreak-control, the deciding game's --decider-control).
      LIST: comma-separated codes bh, bh1, mbh, sb, de, win, black, koya, prog, lots.
      DATE: YYYY-MM-DD. --tiebreak-rules: how byes and forfeits count in the tie-breaks,
      FIDE's 2023 rules (the default) or the 2009-2022 rules (the virtual opponent).
  tobit tournament add FILE NAME [--rating R] [--club C] [--birth DATE] [--half]
      (--half: a late entry scores half a point for each round already paired)
  tobit tournament withdraw FILE PLAYER
  tobit tournament move FILE PLAYER NUMBER   the player takes this number (before round 1)
  tobit tournament forbid FILE PLAYER PLAYER
  tobit tournament allow FILE PLAYER PLAYER   lift a forbidden pairing
  tobit tournament bye FILE PLAYER ROUND [--half]   a bye asked for a round not yet paired
  tobit tournament unbye FILE PLAYER ROUND   take back a bye asked for
  tobit tournament pair FILE         pair the next round, save it and print it
  tobit tournament change FILE WHITE-BLACK... [--bye PLAYER[:half|:zero]]...
      replace the last round's pairing (before any result); broken rules are warned
  tobit tournament result FILE ROUND BOARD RESULT   (1-0, 1/2-1/2, 0-1, +/-, -/+, -/-)
  tobit tournament undo FILE         drop the last command
  tobit tournament standings FILE [--tiebreaks LIST]   (LIST for this table only)
  tobit tournament crosstable FILE
  tobit tournament convert IN OUT    between a JSON log and a TRF (by their names)
  tobit tournament berger N          the FIDE Berger table for N players

FILE is a JSON command log, or a FIDE TRF-2026 file if its name ends in .trf (a TRF keeps
no undo history: undo drops the last step of the log rebuilt from it). PLAYER is a player's number (from 1) or exact name; ROUND
and BOARD count from 1 (in a knockout BOARD is the match, and RESULT the result of its next
game). docs/TOURNAMENTS.md says which rules the pairing follows and which TRF records are
read and written.";

/// Runs `tobit tournament`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let (words, options) = parse(args)?;
    let sub = words
        .first()
        .ok_or("expected a subcommand (see --help)")?
        .as_str();
    let arg = |i: usize, what: &str| args::word_at(&words, i, what);
    let text = match sub {
        "berger" => text::berger(&arg(1, "N")?)?,
        "new" => {
            let file = arg(1, "FILE")?;
            let t = Tournament::new(settings(&options)?).map_err(|e| e.to_string())?;
            file::save(&file, &t)?;
            format!("created {file}\n")
        }
        "convert" => {
            let (from, to) = (arg(1, "IN")?, arg(2, "OUT")?);
            if words.len() > 3 {
                return Err("convert expects IN OUT".into());
            }
            file::save(&to, &file::load(&from)?)?;
            format!("converted {from} to {to}\n")
        }
        "standings" | "crosstable" => {
            let mut t = file::load(&arg(1, "FILE")?)?;
            step(sub, &words[2..], &options, &mut t)?
        }
        "add" | "withdraw" | "move" | "forbid" | "allow" | "bye" | "unbye" | "pair" | "change"
        | "result" | "undo" => {
            file::update(&arg(1, "FILE")?, |t| step(sub, &words[2..], &options, t))?
        }
        other => return Err(format!("unknown subcommand '{other}' (see --help)")),
    };
    write!(out, "{text}").map_err(args::output_error)
}

type Options = Vec<(String, Option<String>)>;

/// Positional words, and `--option [value]` pairs (`--half` and `--entry-order` take none).
fn parse(args: &[String]) -> Result<(Vec<String>, Options), String> {
    let mut parser = args::parser(args);
    let (mut words, mut options) = (Vec::new(), Vec::new());
    loop {
        // A result that starts with '-' ("-/+", "-/-") is a word, not an option.
        let result = |a: &std::ffi::OsStr| {
            a.to_str()
                .is_some_and(|a| a.starts_with('-') && GameResult::parse(a).is_some())
        };
        if let Some(w) = parser
            .raw_args()
            .ok()
            .and_then(|mut raw| raw.next_if(result))
        {
            words.push(args::word(w)?);
            continue;
        }
        let Some(arg) = args::next(&mut parser)? else {
            break;
        };
        match arg {
            Arg::Value(v) => words.push(args::word(v)?),
            Arg::Long(name) if name == "half" || name == "entry-order" => {
                options.push((name.to_string(), None))
            }
            Arg::Long(name) => {
                let name = name.to_string();
                let value = args::value(&mut parser)?;
                options.push((name, Some(value)));
            }
            other => return Err(args::unexpected(other)),
        }
    }
    Ok((words, options))
}

fn option<'a>(options: &'a Options, name: &str) -> Option<&'a str> {
    options
        .iter()
        .find(|(n, _)| n == name)
        .and_then(|(_, v)| v.as_deref())
}

fn settings(options: &Options) -> Result<Settings, String> {
    let name = option(options, "name").ok_or("new needs --name")?;
    let format = option(options, "format").ok_or("new needs --format")?;
    let format = match format.split_once(':') {
        None if format == "rr" => Format::RoundRobin { double: false },
        None if format == "rr2" => Format::RoundRobin { double: true },
        None if format == "ko" => Format::Knockout { tiebreak_pairs: 1 },
        Some(("swiss", n)) => Format::Swiss {
            rounds: args::number("rounds", n, MIN_ROUNDS as u64, MAX_ROUNDS as u64)? as usize,
        },
        Some(("ko", n)) => Format::Knockout {
            tiebreak_pairs: args::number("tie-break pairs", n, 0, 9)? as usize,
        },
        _ => {
            return Err(format!(
                "unknown format '{format}' (swiss:ROUNDS, rr, rr2, ko, ko:PAIRS)"
            ))
        }
    };
    let mut s = Settings::new(name, format);
    if let Some(scoring) = option(options, "scoring") {
        s.scoring = match scoring {
            "2-1-0" => Scoring::TWO_ONE_ZERO,
            "1-0.5-0" | "1-½-0" => Scoring::ONE_HALF_ZERO,
            other => return Err(format!("unknown scoring '{other}' (2-1-0 or 1-0.5-0)")),
        };
    }
    if let Some(list) = option(options, "tiebreaks") {
        s.tiebreaks = tiebreaks(list)?;
    }
    if options.iter().any(|(n, _)| n == "entry-order") {
        s.rank_by = RankBy::EntryOrder;
    }
    match option(options, "tiebreak-rules") {
        None | Some("2023") => s.tiebreak_rules = TieBreakRules::Fide2023,
        Some("2009") => s.tiebreak_rules = TieBreakRules::Fide2009,
        Some(other) => {
            return Err(format!(
                "--tiebreak-rules: '{other}' is not 2023 or 2009 (FIDE's rules of that year)"
            ))
        }
    }
    if let Some(seed) = option(options, "seed") {
        s.lots_seed = args::number("seed", seed, 0, u64::MAX)?;
    }
    s.event = event(options)?;
    Ok(s)
}

/// A comma-separated list of tie-break codes.
fn tiebreaks(list: &str) -> Result<Vec<TieBreak>, String> {
    list.split(',')
        .filter(|c| !c.is_empty())
        .map(|c| TieBreak::from_code(c.trim()).ok_or(format!("unknown tie-break '{c}'")))
        .collect()
}

/// Every value given for a repeatable option.
fn all<'a>(options: &'a Options, name: &'a str) -> impl Iterator<Item = &'a str> {
    options
        .iter()
        .filter(move |(n, _)| n == name)
        .filter_map(|(_, v)| v.as_deref())
}

fn date(name: &str, text: &str) -> Result<Date, String> {
    text.parse().map_err(|e| format!("--{name}: {e}"))
}

/// The event's particulars from `--place`, `--start`...
fn event(options: &Options) -> Result<Event, String> {
    let text = |name: &str| option(options, name).unwrap_or("").to_string();
    let day = |name: &str| option(options, name).map(|d| date(name, d)).transpose();
    Ok(Event {
        place: text("place"),
        federation: text("federation"),
        start: day("start")?,
        end: day("end")?,
        arbiter: text("arbiter"),
        deputies: all(options, "deputy").map(str::to_string).collect(),
        time_control: text("time-control"),
        tiebreak_time_control: text("tiebreak-control"),
        decider_time_control: text("decider-control"),
        round_dates: all(options, "round-date")
            .map(|d| date("round-date", d))
            .collect::<Result<_, _>>()?,
    })
}

/// A player by number (from 1) or exact name; a name two players share is refused, naming
/// their numbers (the number says which).
fn player(state: &State, text: &str) -> Result<usize, String> {
    args::numbered(text, state.players.iter().map(|p| p.name.as_str()))
}

fn step(
    sub: &str,
    words: &[String],
    options: &Options,
    t: &mut Tournament,
) -> Result<String, String> {
    let want = |n: usize, usage: &str| {
        if words.len() == n {
            Ok(())
        } else {
            Err(format!(
                "{sub} expects {usage}, got {} argument(s)",
                words.len()
            ))
        }
    };
    let err = |e: tobit_tournament::Error| e.to_string();
    match sub {
        "add" => {
            want(1, "NAME")?;
            let rating = option(options, "rating")
                .map(|r| args::number("rating", r, 0, 4000))
                .transpose()?;
            let player = NewPlayer {
                name: words[0].clone(),
                club: option(options, "club").map(str::to_string),
                rating: rating.map(|r| r as u32),
                birth: option(options, "birth")
                    .map(|d| date("birth", d))
                    .transpose()?,
                half_point_for_missed_rounds: options.iter().any(|(n, _)| n == "half"),
            };
            let id = t.add_player(player).map_err(err)?;
            Ok(format!(
                "player {}: {}\n",
                id + 1,
                args::printable(&words[0])
            ))
        }
        "withdraw" => {
            want(1, "PLAYER")?;
            let p = player(t.state(), &words[0])?;
            t.apply(Command::Withdraw { player: p }).map_err(err)?;
            Ok(format!(
                "{} withdrawn\n",
                args::printable(&t.state().players[p].name)
            ))
        }
        "move" => {
            want(2, "PLAYER NUMBER")?;
            let p = player(t.state(), &words[0])?;
            let to = args::number("number", &words[1], 1, MAX_PLAYERS as u64)? as usize - 1;
            t.apply(Command::MovePlayer { player: p, to })
                .map_err(err)?;
            Ok(format!(
                "{} is number {}\n",
                args::printable(&t.state().players[to].name),
                to + 1
            ))
        }
        "forbid" | "allow" => {
            want(2, "PLAYER PLAYER")?;
            let (a, b) = (player(t.state(), &words[0])?, player(t.state(), &words[1])?);
            let command = if sub == "forbid" {
                Command::Forbid { a, b }
            } else {
                Command::Allow { a, b }
            };
            t.apply(command).map_err(err)?;
            Ok(String::new())
        }
        "unbye" => {
            want(2, "PLAYER ROUND")?;
            let p = player(t.state(), &words[0])?;
            let round = args::number("round", &words[1], 1, MAX_ROUNDS as u64)? as usize - 1;
            t.apply(Command::CancelBye { player: p, round })
                .map_err(err)?;
            Ok(String::new())
        }
        "bye" => {
            want(2, "PLAYER ROUND")?;
            let p = player(t.state(), &words[0])?;
            let round = args::number("round", &words[1], 1, MAX_ROUNDS as u64)? as usize - 1;
            let half = options.iter().any(|(n, _)| n == "half");
            t.apply(Command::RequestBye {
                player: p,
                round,
                half,
            })
            .map_err(err)?;
            Ok(String::new())
        }
        "change" => {
            // The last round's pairing by hand: WHITE-BLACK words, then --bye PLAYER[:half|:zero].
            let round = t
                .state()
                .rounds
                .len()
                .checked_sub(1)
                .ok_or("no round is paired")?;
            let mut boards = Vec::new();
            for w in words {
                let (a, b) = w
                    .split_once('-')
                    .ok_or(format!("'{w}' is not WHITE-BLACK"))?;
                boards.push((player(t.state(), a)?, player(t.state(), b)?));
            }
            let mut byes = Vec::new();
            for (n, v) in options.iter().filter(|(n, _)| n == "bye") {
                let v = v.as_deref().ok_or(format!("--{n} needs a player"))?;
                let (who, kind) = match v.rsplit_once(':') {
                    Some((who, "half")) => (who, ByeKind::Half),
                    Some((who, "zero")) => (who, ByeKind::Zero),
                    _ => (v, ByeKind::Pairing),
                };
                byes.push(Bye {
                    player: player(t.state(), who)?,
                    kind,
                });
            }
            let warnings = t
                .apply(Command::ChangePairing {
                    round,
                    boards,
                    byes,
                })
                .map_err(err)?;
            let mut text = text::pairing(t.state());
            for w in warnings {
                text.push_str(&format!("warning: {w}\n"));
            }
            Ok(text)
        }
        "pair" => {
            want(0, "no argument after FILE")?;
            let warnings = t.pair_next_round().map_err(err)?;
            let mut text = text::pairing(t.state());
            for w in warnings {
                text.push_str(&format!("warning: {w}\n"));
            }
            Ok(text)
        }
        "result" => {
            want(3, "ROUND BOARD RESULT")?;
            let round = args::number("round", &words[0], 1, MAX_ROUNDS as u64)? as usize - 1;
            let board = args::number("board", &words[1], 1, 9999)? as usize - 1;
            let result =
                GameResult::parse(&words[2]).ok_or(format!("unknown result '{}'", words[2]))?;
            t.set_result(round, board, result).map_err(err)?;
            Ok(String::new())
        }
        "undo" => {
            want(0, "no argument after FILE")?;
            let c = t.undo().ok_or("nothing to undo")?;
            Ok(format!("undone: {c:?}\n"))
        }
        "standings" => {
            want(0, "no argument after FILE")?;
            let mut state = t.state().clone();
            if let Some(list) = option(options, "tiebreaks") {
                state.settings.tiebreaks = tiebreaks(list)?;
            }
            Ok(text::standings_text(&state))
        }
        "crosstable" => {
            want(0, "no argument after FILE")?;
            Ok(text::crosstable_text(t.state()))
        }
        other => Err(format!("unknown subcommand '{other}' (see --help)")),
    }
}
