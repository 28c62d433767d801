//! `tobit tournament ...`: runs a competition from the command line, keeping its command log
//! (crates/tournament, docs/TOURNAMENTS.md) in a JSON file that every step reads and rewrites.

use super::args;
use lexopt::Arg;
use std::io::Write;
use tobit_tournament::{
    berger::berger_table, crosstable, format_points, standings, Bye, ByeKind, Command, Format,
    GameResult, NewPlayer, Points, RankBy, Scoring, Settings, State, TieBreak, Tournament,
};

/// Help for `tobit tournament`.
pub const HELP: &str =
    "tournament SUB ...  run a round robin, Swiss or knockout (a JSON command log)

  tobit tournament new FILE --name NAME --format FORMAT [--scoring 2-1-0|1-0.5-0]
        [--tiebreaks LIST] [--entry-order] [--seed N]
      FORMAT: swiss:ROUNDS, rr (round robin), rr2 (double), ko (knockout), ko:PAIRS
      (PAIRS two-game tie-break mini-matches before the deciding game; default 1).
      LIST: comma-separated codes bh, bh1, mbh, sb, de, win, black, koya, prog, lots.
  tobit tournament add FILE NAME [--rating R] [--club C] [--half]
      (--half: a late entry scores half a point for each round already paired)
  tobit tournament withdraw FILE PLAYER
  tobit tournament forbid FILE PLAYER PLAYER
  tobit tournament bye FILE PLAYER ROUND [--half]   a bye asked for a round not yet paired
  tobit tournament pair FILE         pair the next round and print it
  tobit tournament change FILE WHITE-BLACK... [--bye PLAYER[:half|:zero]]...
      replace the last round's pairing (before any result); broken rules are warned
  tobit tournament result FILE ROUND BOARD RESULT   (1-0, 1/2-1/2, 0-1, +/-, -/+, -/-)
  tobit tournament undo FILE         drop the last command
  tobit tournament standings FILE
  tobit tournament crosstable FILE
  tobit tournament berger N          the FIDE Berger table for N players

PLAYER is a player's number (from 1) or exact name; ROUND and BOARD count from 1 (in a
knockout BOARD is the match, and RESULT the result of its next game). The file holds the
command log; docs/TOURNAMENTS.md says which rules the pairing follows.";

/// Runs `tobit tournament`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let (words, options) = parse(args)?;
    let sub = words
        .first()
        .ok_or("expected a subcommand (see --help)")?
        .as_str();
    let arg = |i: usize, what: &str| {
        words
            .get(i)
            .cloned()
            .ok_or(format!("expected {what} (see --help)"))
    };
    let text = match sub {
        "berger" => berger(&arg(1, "N")?)?,
        "new" => {
            let file = arg(1, "FILE")?;
            let t = Tournament::new(settings(&options)?).map_err(|e| e.to_string())?;
            save(&file, &t)?;
            format!("created {file}\n")
        }
        "add" | "withdraw" | "forbid" | "bye" | "pair" | "change" | "result" | "undo"
        | "standings" | "crosstable" => {
            let file = arg(1, "FILE")?;
            let mut t = load(&file)?;
            let text = step(sub, &words[2..], &options, &mut t)?;
            save(&file, &t)?;
            text
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
    while let Some(arg) = args::next(&mut parser)? {
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
            rounds: args::number("rounds", n, 1, 99)? as usize,
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
        s.tiebreaks = list
            .split(',')
            .filter(|c| !c.is_empty())
            .map(|c| TieBreak::from_code(c.trim()).ok_or(format!("unknown tie-break '{c}'")))
            .collect::<Result<_, _>>()?;
    }
    if options.iter().any(|(n, _)| n == "entry-order") {
        s.rank_by = RankBy::EntryOrder;
    }
    if let Some(seed) = option(options, "seed") {
        s.lots_seed = args::number("seed", seed, 0, u64::MAX)?;
    }
    Ok(s)
}

fn load(file: &str) -> Result<Tournament, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let log: Vec<Command> =
        serde_json::from_str(&text).map_err(|e| format!("{file}: not a tournament log: {e}"))?;
    Tournament::from_log(log).map_err(|(i, e)| format!("{file}: command {i}: {e}"))
}

fn save(file: &str, t: &Tournament) -> Result<(), String> {
    let json = serde_json::to_string_pretty(t.log()).map_err(|e| e.to_string())?;
    std::fs::write(file, json + "\n").map_err(|e| format!("cannot write {file}: {e}"))
}

/// A player by number (from 1) or exact name.
fn player(state: &State, text: &str) -> Result<usize, String> {
    if let Ok(n) = text.parse::<usize>() {
        return (1..=state.players.len())
            .contains(&n)
            .then_some(n - 1)
            .ok_or(format!("no player number {n}"));
    }
    state
        .players
        .iter()
        .position(|p| p.name == text)
        .ok_or(format!("no player named '{text}'"))
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
                birth: None,
                half_point_for_missed_rounds: options.iter().any(|(n, _)| n == "half"),
            };
            let id = t.add_player(player).map_err(err)?;
            Ok(format!("player {}: {}\n", id + 1, words[0]))
        }
        "withdraw" => {
            want(1, "PLAYER")?;
            let p = player(t.state(), &words[0])?;
            t.apply(Command::Withdraw { player: p }).map_err(err)?;
            Ok(format!("{} withdrawn\n", t.state().players[p].name))
        }
        "forbid" => {
            want(2, "PLAYER PLAYER")?;
            let (a, b) = (player(t.state(), &words[0])?, player(t.state(), &words[1])?);
            t.apply(Command::Forbid { a, b }).map_err(err)?;
            Ok(String::new())
        }
        "bye" => {
            want(2, "PLAYER ROUND")?;
            let p = player(t.state(), &words[0])?;
            let round = args::number("round", &words[1], 1, 999)? as usize - 1;
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
            let mut text = pairing(t.state());
            for w in warnings {
                text.push_str(&format!("warning: {w}\n"));
            }
            Ok(text)
        }
        "pair" => {
            want(0, "no argument after FILE")?;
            let warnings = t.pair_next_round().map_err(err)?;
            let mut text = pairing(t.state());
            for w in warnings {
                text.push_str(&format!("warning: {w}\n"));
            }
            Ok(text)
        }
        "result" => {
            want(3, "ROUND BOARD RESULT")?;
            let round = args::number("round", &words[0], 1, 999)? as usize - 1;
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
        "standings" => Ok(standings_text(t.state())),
        "crosstable" => Ok(crosstable_text(t.state())),
        other => Err(format!("unknown subcommand '{other}' (see --help)")),
    }
}

fn name(state: &State, p: usize) -> String {
    format!("{} ({})", state.players[p].name, p + 1)
}

/// The last round's pairing.
fn pairing(state: &State) -> String {
    let mut text = String::new();
    if let Format::Knockout { .. } = state.settings.format {
        let r = state.knockout.len();
        text.push_str(&format!("Round {r}\n"));
        for (i, m) in state.knockout[r - 1].iter().enumerate() {
            let b = m.b.map_or("bye".to_string(), |b| name(state, b));
            text.push_str(&format!("Match {}: {} - {}\n", i + 1, name(state, m.a), b));
        }
        return text;
    }
    let r = state.rounds.len();
    text.push_str(&format!("Round {r}\n"));
    let round = &state.rounds[r - 1];
    for (i, b) in round.boards.iter().enumerate() {
        text.push_str(&format!(
            "Board {}: {} - {}\n",
            i + 1,
            name(state, b.white),
            name(state, b.black)
        ));
    }
    for b in &round.byes {
        text.push_str(&format!("Bye: {} ({:?})\n", name(state, b.player), b.kind));
    }
    text
}

fn standings_text(state: &State) -> String {
    let tbs = &state.settings.tiebreaks;
    let mut text = String::from("Rank\tPlayer\tPoints");
    for t in tbs {
        text.push_str(&format!("\t{}", t.name()));
    }
    text.push('\n');
    for s in standings(state) {
        text.push_str(&format!(
            "{}\t{}\t{}",
            s.rank,
            name(state, s.player),
            format_points(s.score)
        ));
        for v in &s.tiebreaks {
            text.push_str(&format!("\t{}", v.display()));
        }
        text.push('\n');
    }
    text
}

fn mark(m: &crosstable::Mark) -> String {
    use crosstable::Mark;
    use tobit_tournament::{ByeKind, Color, Share};
    match m {
        Mark::Game {
            color,
            share,
            played,
            ..
        } => {
            let c = if *color == Color::White { "w" } else { "b" };
            let r = match (share, played) {
                (None, _) => "?",
                (Some(Share::Win), true) => "1",
                (Some(Share::Draw), _) => "½",
                (Some(Share::Loss), true) => "0",
                (Some(Share::Win), false) => "+",
                (Some(Share::Loss), false) => "-",
            };
            format!("{c}{r}")
        }
        Mark::Bye(ByeKind::Pairing) => "bye".into(),
        Mark::Bye(ByeKind::Half) => "½bye".into(),
        Mark::Bye(ByeKind::Zero) => "0bye".into(),
        Mark::Absent => "-".into(),
    }
}

/// One player's line of a crosstable: place, name, the cells, the points, tab-separated.
fn crosstable_row(
    state: &State,
    i: usize,
    player: usize,
    cells: &[String],
    score: Points,
) -> String {
    format!(
        "{}\t{}\t{}\t{}\n",
        i + 1,
        name(state, player),
        cells.join("\t"),
        format_points(score)
    )
}

fn crosstable_text(state: &State) -> String {
    let mut text = String::new();
    match state.settings.format {
        Format::RoundRobin { .. } => {
            for (i, line) in crosstable::grid(state).iter().enumerate() {
                let cells: Vec<String> = line
                    .cells
                    .iter()
                    .enumerate()
                    .map(|(j, games)| {
                        if i == j {
                            "X".into()
                        } else {
                            games.iter().map(mark).collect::<Vec<_>>().join("/")
                        }
                    })
                    .collect();
                text.push_str(&crosstable_row(state, i, line.player, &cells, line.score));
            }
        }
        Format::Swiss { .. } => {
            for (i, line) in crosstable::wallchart(state).iter().enumerate() {
                let cells: Vec<String> = line
                    .cells
                    .iter()
                    .map(|c| c.opponent.map_or(String::new(), |o| o.to_string()) + &mark(&c.mark))
                    .collect();
                text.push_str(&crosstable_row(state, i, line.player, &cells, line.score));
            }
        }
        Format::Knockout { .. } => {
            for (r, round) in state.knockout.iter().enumerate() {
                text.push_str(&format!("Round {}\n", r + 1));
                for m in round {
                    let games: Vec<String> = m
                        .games
                        .iter()
                        .map(|g| g.result.notation().to_string())
                        .collect();
                    let b = m.b.map_or("bye".to_string(), |b| name(state, b));
                    text.push_str(&format!(
                        "{} - {}\t{}\n",
                        name(state, m.a),
                        b,
                        games.join(" ")
                    ));
                }
            }
        }
    }
    text
}

fn berger(n: &str) -> Result<String, String> {
    let n = args::number("N", n, 2, 99)? as usize;
    let mut text = String::new();
    for (r, round) in berger_table(n).iter().enumerate() {
        let boards: Vec<String> = round.iter().map(|(w, b)| format!("{w}-{b}")).collect();
        text.push_str(&format!("Round {}: {}\n", r + 1, boards.join(" ")));
    }
    Ok(text)
}
