//! `tobit match`: self-play between two settings, with wins, draws, losses and an Elo estimate.

use super::args;
use lexopt::Arg;
use std::io::Write;
use tobit_ai::levels::{MAX_LEVEL, MIN_LEVEL};
use tobit_ai::weights::Weights;
use tobit_ai::{Engine, Limits, Rng, DEFAULT_TT_BYTES, MAX_MOVETIME_MS, MAX_NODES};
use tobit_clock::TimeControl;
use tobit_training::selfplay::{
    play_game, play_timed_game, random_opening, MoveTimes, Player, Timed,
};

/// Usage of the command.
pub const HELP: &str =
    "match --white SPEC --black SPEC --games N [--seed S] [--max-plies P] [--tc TC]    self-play

Plays N games between two players. SPEC is level=L (1..8), depth=D (at most 64), nodes=N (at
most 100000000), movetime=MS (at most 60000, a minute per move) or material4 (a plain depth-4 material-only alpha-beta); a search SPEC may end with
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
the clocks; a last line gives each player's losses on time and time per move (mean, max).";

const OPENING_PLIES: usize = 3;
const DEFAULT_MAX_PLIES: usize = 300;

/// Reads a player SPEC: a setting, optionally followed by `,weights=FILE`.
fn parse_player(spec: &str) -> Result<Player, String> {
    let (setting, file) = match spec.split_once(",weights=") {
        Some((setting, file)) => (setting, Some(file)),
        None => (spec, None),
    };
    if setting == "material4" {
        return match file {
            None => Ok(Player::material4()),
            Some(_) => Err(format!("material4 takes no weights in player '{spec}'")),
        };
    }
    let weights = match file {
        Some(file) => args::weights_file(file)?,
        None => Weights::DEFAULT,
    };
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
    Ok(Player::search(
        limits,
        Engine::with_weights(DEFAULT_TT_BYTES, weights),
    ))
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

/// Milliseconds of real time, the clocks' time source.
fn now_ms() -> u64 {
    tobit_ai::clock::default_clock().map_or(0, |clock| clock() as u64)
}

/// The Elo difference of a score fraction.
fn elo(p: f64) -> f64 {
    -400.0 * (1.0 / p - 1.0).log10()
}

/// Runs `tobit match` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let (mut white, mut black, mut games, mut seed, mut max_plies, mut tc) =
        (None, None, None, 1u64, DEFAULT_MAX_PLIES, None);
    let mut parser = args::parser(args);
    while let Some(arg) = args::next(&mut parser)? {
        let name = match arg {
            Arg::Long(name @ ("white" | "black" | "games" | "seed" | "max-plies" | "tc")) => {
                format!("--{name}")
            }
            other => return Err(args::unexpected(other)),
        };
        let value = args::value(&mut parser)?;
        let number = |min: u64| args::number(&name, &value, min, u64::MAX);
        match name.as_str() {
            "--white" => white = Some(parse_player(&value)?),
            "--black" => black = Some(parse_player(&value)?),
            "--games" => games = Some(number(1)?),
            "--seed" => seed = number(0)?,
            "--tc" => tc = Some(parse_tc(&value)?),
            _ => max_plies = number(1)? as usize,
        }
    }
    let mut a = white.ok_or("missing --white")?;
    let mut b = black.ok_or("missing --black")?;
    let games = games.ok_or("missing --games")?;
    let mut rng = Rng::new(seed);
    let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
    let mut sq_sum = 0.0;
    // Per player, A (--white) first.
    let mut losses_on_time = [0u64; 2];
    let mut times = [MoveTimes::default(); 2];
    let mut line = Vec::new();
    for g in 0..games {
        if g % 2 == 0 {
            line = random_opening(&mut rng, OPENING_PLIES);
        }
        let a_white = g % 2 == 0;
        let players = if a_white {
            [&mut a, &mut b]
        } else {
            [&mut b, &mut a]
        };
        let mut timed = tc.map(|control| Timed::new(control, now_ms));
        let o = match timed.as_mut() {
            Some(timed) => play_timed_game(players, &line, max_plies, timed),
            None => play_game(players, &line, max_plies, &mut |_| {}),
        };
        // A's colour index: 0 when A has White.
        let a_index = usize::from(!a_white);
        let mut clocks = String::new();
        if let Some(timed) = &timed {
            if let Some(flagged) = timed.clock.flagged() {
                losses_on_time[usize::from(flagged.index() != a_index)] += 1;
            }
            for (player, side) in [(0, a_index), (1, 1 - a_index)] {
                times[player].merge(timed.times[side]);
            }
            clocks = format!(" clock {}", timed.clock.stamp(now_ms()));
        }
        let a_points = if a_white {
            o.white_points()
        } else {
            2 - o.white_points()
        };
        match a_points {
            2 => wins += 1,
            1 => draws += 1,
            _ => losses += 1,
        }
        let x = a_points as f64 / 2.0;
        sq_sum += x * x;
        let result = o.result();
        let opening_text: Vec<String> = line.iter().map(|m| m.to_string()).collect();
        writeln!(
            out,
            "game {} white={} result {result} {} plies {} opening {}{clocks}",
            g + 1,
            if a_white { "A" } else { "B" },
            o.reason(),
            o.plies,
            opening_text.join(" ")
        )
        .map_err(|e| e.to_string())?;
    }
    let n = games as f64;
    let p = (wins as f64 + draws as f64 / 2.0) / n;
    let sd = ((sq_sum / n - p * p).max(0.0) / n).sqrt();
    let elo_text = if p <= 0.0 || p >= 1.0 {
        format!("Elo {}inf", if p >= 1.0 { "+" } else { "-" })
    } else {
        let lo = elo((p - 1.96 * sd).max(1e-4));
        let hi = elo((p + 1.96 * sd).min(1.0 - 1e-4));
        format!("Elo {:+.0} +/- {:.0}", elo(p), (hi - lo) / 2.0)
    };
    writeln!(
      out,
      "A (--white) vs B (--black): +{wins} ={draws} -{losses} of {games}, score {:.1}%, {elo_text}",
      p * 100.0
  )
    .map_err(|e| e.to_string())?;
    if let Some(control) = tc {
        writeln!(out, "{}", clock_line(&control, losses_on_time, times))
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}
