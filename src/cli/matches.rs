//! `tobit match`: self-play between two settings, with wins, draws, losses and an Elo estimate.

use super::args;
use super::engine::client::{GoLimits, DEFAULT_TIMEOUT};
use super::match_run::{play_all, GameRecord, PlayerSpec, Schedule};
use super::match_stats::Tally;
use super::search_setup;
use lexopt::Arg;
use std::io::Write;
use std::time::Duration;
use tobit_ai::levels::{MAX_LEVEL, MIN_LEVEL};
use tobit_ai::weights::Weights;
use tobit_ai::{Limits, Rng, MAX_MOVETIME_MS, MAX_NODES};
use tobit_clock::TimeControl;
use tobit_training::selfplay::{random_opening, MoveTimes};
use tobit_training::sprt::Sprt;

/// Usage of the command.
pub const HELP: &str =
    "match --white SPEC --black SPEC --games N [--seed S] [--max-plies P] [--tc TC]    self-play

Plays N games between two players. SPEC is level=L (1..8), depth=D (at most 64), nodes=N (at
most 100000000), movetime=MS (at most 60000, a minute per move) or material4 (a plain depth-4 material-only alpha-beta); a search SPEC may go on
with ,threads=T (1..64: Lazy SMP, for this build or an engine=) and end with
,weights=FILE to evaluate with the weights in FILE (as `tobit tune` writes them). Games go in pairs from the same
opening (3 random plies from the seed, default 1) with the colours swapped; the --white
player has White in the odd games. A game ends by the rules (no legal move, threefold
repetition) or is adjudicated a draw after P plies (default 300). Prints one line per game,
then wins, draws and losses of the --white player, its score and the Elo difference with a
95% margin.

With --tc both players play on game clocks in real time, started after the opening: TC is
minutes[:seconds] then +S (increment), dS (simple delay) or bS (Bronstein delay) in seconds,
e.g. 3+2, 1+0, 0:30+1, 5d3; a handicap gives White's then Black's control: 5+3,3+3
(docs/CLOCKS.md). Each search keeps within the budget its clock allows (replacing a movetime
or level 8's second), and a side whose time runs out loses on time. Each game line ends with
the clocks; a last line gives each player's losses on time and time per move (mean, max).

Another engine: a SPEC of level, depth, nodes or movetime may end with ,engine=BIN (the
engine BIN, run as `BIN engine`, driven through the engine protocol, docs/ENGINE_PROTOCOL.md;
on a clock it is sent both clocks) or ,best=BIN (a build older than the protocol: `BIN best
FEN --nodes N` once per move, without the game's history). --openings FILE takes the pairs'
openings from FILE (docs/matches/openings.txt; shuffled by the seed, cycled when there are
more pairs) instead of random plies. --concurrency C plays C games at once (default 1; the
game lines then come in the order the games end). The summary also gives the pentanomial
counts of the pairs (pairs with A scoring 0, 1, 2, 3, 4 of 4 points), the Elo and the
normalised Elo with 95% intervals from them. --sprt runs a GSPRT on the pairs (--elo0 E0,
default 0; --elo1 E1, default 5; --alpha A and --beta B, default 0.05) and stops the match
as soon as it accepts H0 or H1. Another engine that does not answer (its handshake or a move,
whatever it prints meanwhile) within --timeout S seconds (default 60; on a clock, beyond the time it has left) is stopped,
and the match ends with an error naming it.";

const OPENING_PLIES: usize = 3;
const DEFAULT_MAX_PLIES: usize = 300;

/// Reads a player SPEC: a setting, optionally followed by `,threads=T` (a search of this build
/// or a protocol engine on T threads), then by `,weights=FILE`, `,engine=BIN` or `,best=BIN`.
fn parse_player(spec: &str) -> Result<PlayerSpec, String> {
    let (spec_threads, rest) = match spec.split_once(",threads=") {
        Some((setting, rest)) => {
            let (t, extra) = rest.split_once(',').map_or((rest, ""), |(t, e)| (t, e));
            let threads =
                search_setup::threads(t).map_err(|e| format!("{e} in player '{spec}'"))?;
            (
                threads,
                match extra.is_empty() {
                    true => setting.to_string(),
                    false => format!("{setting},{extra}"),
                },
            )
        }
        None => (1, spec.to_string()),
    };
    let player = parse_player_alone(&rest)?;
    match (spec_threads, player) {
        (1, player) => Ok(player),
        (_, PlayerSpec::Best(..) | PlayerSpec::Material4) => Err(format!(
            "threads are for a search of this build or an engine=, in '{spec}'"
        )),
        (_, player) => Ok(player.on_threads(spec_threads)),
    }
}

/// Reads a player SPEC without threads.
fn parse_player_alone(spec: &str) -> Result<PlayerSpec, String> {
    let (setting, extra) = match spec.split_once(',') {
        Some((setting, extra)) => (setting, Some(extra)),
        None => (spec, None),
    };
    if setting == "material4" {
        return match extra {
            None => Ok(PlayerSpec::Material4),
            Some(_) => Err(format!(
                "material4 takes no weights or engine in player '{spec}'"
            )),
        };
    }
    let (key, value) = setting.split_once('=').ok_or_else(|| {
        format!("bad player '{spec}': use level=L, depth=D, nodes=N, movetime=MS or material4")
    })?;
    let n: u64 = value
        .parse()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| format!("bad number '{value}' in player '{spec}'"))?;
    let at_most = |max: u64| match n <= max {
        true => Ok(n),
        false => Err(format!("{key} must be at most {max} in player '{spec}'")),
    };
    let limits = match key {
        "level" if (MIN_LEVEL.into()..=MAX_LEVEL.into()).contains(&n) => Limits::level(n as u8),
        "level" => {
            return Err(format!(
                "level must be {MIN_LEVEL}..{MAX_LEVEL} in player '{spec}'"
            ))
        }
        "depth" if n <= tobit_ai::MAX_DEPTH as u64 => Limits::depth(n as u32),
        "depth" => return Err(format!("depth too large in player '{spec}'")),
        "nodes" => Limits::nodes(at_most(MAX_NODES)?),
        "movetime" => Limits::movetime(at_most(MAX_MOVETIME_MS)?),
        _ => return Err(format!("unknown setting '{key}' in player '{spec}'")),
    };
    let go = || GoLimits {
        words: format!("{key} {n}"),
        best_option: [format!("--{key}"), n.to_string()],
        timeout: DEFAULT_TIMEOUT,
        threads: 1,
    };
    match extra.map(|e| e.split_once('=').unwrap_or((e, ""))) {
        None => Ok(PlayerSpec::Search(limits, Weights::DEFAULT, 1)),
        Some(("weights", file)) => Ok(PlayerSpec::Search(limits, args::weights_file(file)?, 1)),
        Some(("engine", bin)) if !bin.is_empty() => Ok(PlayerSpec::Protocol(bin.into(), go())),
        Some(("best", bin)) if !bin.is_empty() => Ok(PlayerSpec::Best(bin.into(), go())),
        Some(_) => Err(format!(
            "bad player '{spec}': after the setting, use ,weights=FILE, ,engine=BIN or ,best=BIN"
        )),
    }
}

/// Reads the `--tc` value.
fn parse_tc(text: &str) -> Result<TimeControl, String> {
    text.parse()
        .map_err(|e| format!("bad --tc: {e} (see --help)"))
}

/// The clock line of `tobit match --tc`: losses on time and time per move of A and B.
fn clock_line(control: &TimeControl, losses_on_time: [u64; 2], times: [MoveTimes; 2]) -> String {
    let player = |i: usize, name: &str| {
        let t = times[i];
        format!(
            "{name} lost on time {}, {} moves, mean {:.0} ms, max {} ms",
            losses_on_time[i],
            t.moves,
            t.mean_ms(),
            t.max_ms
        )
    };
    format!("clock {control}: {}; {}", player(0, "A"), player(1, "B"))
}

/// The openings of `pairs` pairs: from the file `path` shuffled by `seed`, or random plies.
fn openings(
    path: Option<&str>,
    seed: u64,
    pairs: u64,
) -> Result<Vec<Vec<tobit_rules::Move>>, String> {
    let mut rng = Rng::new(seed);
    let Some(path) = path else {
        let count = pairs.min(1 << 20);
        return Ok((0..count)
            .map(|_| random_opening(&mut rng, OPENING_PLIES))
            .collect());
    };
    let text = args::read_input(path).map_err(|e| format!("openings: {e}"))?;
    let mut lines = tobit_training::openings::parse(&text)
        .map_err(|e| format!("openings file '{path}': {e}"))?;
    if lines.is_empty() {
        return Err(format!("openings file '{path}' has no opening"));
    }
    for i in (1..lines.len()).rev() {
        lines.swap(i, rng.below(i + 1));
    }
    Ok(lines)
}

/// Runs `tobit match` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let (mut white, mut black, mut games, mut seed, mut max_plies, mut tc) =
        (None, None, None, 1u64, DEFAULT_MAX_PLIES, None);
    let (mut openings_file, mut concurrency, mut sprt) = (None, 1, false);
    let mut bounds = [0.0, 5.0, 0.05, 0.05];
    let mut timeout = DEFAULT_TIMEOUT;
    let mut parser = args::parser(args);
    while let Some(arg) = args::next(&mut parser)? {
        let name = match arg {
            Arg::Long("sprt") => {
                sprt = true;
                continue;
            }
            Arg::Long(
                name @ ("white" | "black" | "games" | "seed" | "max-plies" | "tc" | "openings"
                | "concurrency" | "elo0" | "elo1" | "alpha" | "beta" | "timeout"),
            ) => format!("--{name}"),
            other => return Err(args::unexpected(other)),
        };
        let value = args::value(&mut parser)?;
        let number = |min: u64| args::number(&name, &value, min, u64::MAX);
        let real = || match value.parse::<f64>() {
            Ok(x) if x.is_finite() => Ok(x),
            _ => Err(format!("{name} needs a number, not '{value}'")),
        };
        match name.as_str() {
            "--white" => white = Some(parse_player(&value)?),
            "--black" => black = Some(parse_player(&value)?),
            "--games" => games = Some(number(1)?),
            "--seed" => seed = number(0)?,
            "--tc" => tc = Some(parse_tc(&value)?),
            "--openings" => openings_file = Some(value.clone()),
            "--concurrency" => concurrency = args::number(&name, &value, 1, 256)? as usize,
            "--elo0" => bounds[0] = real()?,
            "--elo1" => bounds[1] = real()?,
            "--alpha" => bounds[2] = real()?,
            "--beta" => bounds[3] = real()?,
            "--timeout" => timeout = Duration::from_secs(args::number(&name, &value, 1, 86_400)?),
            _ => max_plies = number(1)? as usize,
        }
    }
    let a = white.ok_or("missing --white")?.answering_within(timeout);
    let b = black.ok_or("missing --black")?.answering_within(timeout);
    let games = games.ok_or("missing --games")?;
    let sprt = match sprt {
        true => Some(Sprt::new(bounds[0], bounds[1], bounds[2], bounds[3])?),
        false => None,
    };
    let schedule = Schedule {
        games,
        openings: openings(openings_file.as_deref(), seed, games.div_ceil(2))?,
        max_plies,
        tc,
        concurrency,
    };
    let mut tally = Tally::new(sprt);
    let mut failed = None;
    play_all(&schedule, &a, &b, &mut |record: &GameRecord| {
        let line = game_line(record);
        let decided = tally.add(record);
        if let Err(e) = writeln!(out, "{line}").and_then(|_| out.flush()) {
            failed.get_or_insert(args::output_error(e));
            return true;
        }
        decided
    })?;
    if let Some(e) = failed {
        return Err(e);
    }
    for line in tally.report() {
        writeln!(out, "{line}").map_err(args::output_error)?;
    }
    if let Some(control) = tc {
        let line = clock_line(&control, tally.losses_on_time, tally.times);
        writeln!(out, "{line}").map_err(args::output_error)?;
    }
    Ok(())
}

/// The line of one game.
fn game_line(r: &GameRecord) -> String {
    let opening: Vec<String> = r.opening.iter().map(|m| m.to_string()).collect();
    let clocks = r
        .clock
        .as_ref()
        .map_or(String::new(), |(stamp, _, _)| format!(" clock {stamp}"));
    format!(
        "game {} white={} result {} {} plies {} opening {}{clocks}",
        r.index + 1,
        if r.a_white() { "A" } else { "B" },
        r.outcome.result(),
        r.outcome.reason(),
        r.outcome.plies,
        opening.join(" ")
    )
}
