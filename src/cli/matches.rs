//! `tobit match`: self-play between two settings, with wins, draws, losses and an Elo estimate.

use crate::ai::{material4, Engine, Limits, Rng, DEFAULT_TT_BYTES};
use crate::rules::{Move, Position};
use std::collections::HashMap;
use std::io::Write;

/// Usage of the command.
pub const HELP: &str = "tobit match --white SPEC --black SPEC --games N [--seed S] [--max-plies P]
  Plays N games between two players. SPEC is level=L (1..8), depth=D, nodes=N, movetime=MS or
  material4 (a plain depth-4 material-only alpha-beta). Games go in pairs from the same
  opening (3 random plies from the seed, default 1) with the colours swapped; the --white
  player has White in the odd games. A game ends by the rules (no legal move, threefold
  repetition) or is adjudicated a draw after P plies (default 300). Prints one line per game,
  then wins, draws and losses of the --white player, its score and the Elo difference with a
  95% margin.";

const OPENING_PLIES: usize = 3;
const DEFAULT_MAX_PLIES: usize = 300;

/// One side of a match.
#[derive(Clone)]
enum Player {
    Search(Limits),
    Material4,
}

impl Player {
    fn parse(spec: &str) -> Result<Player, String> {
        if spec == "material4" {
            return Ok(Player::Material4);
        }
        let (key, value) = spec.split_once('=').ok_or_else(|| {
            format!("bad player '{spec}': use level=L, depth=D, nodes=N, movetime=MS or material4")
        })?;
        let n: u64 = value
            .parse()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("bad number '{value}' in player '{spec}'"))?;
        let limits = match key {
            "level" if n <= 8 => Limits::level(n as u8),
            "level" => return Err(format!("level must be 1..8 in player '{spec}'")),
            "depth" if n <= crate::ai::MAX_DEPTH as u64 => Limits::depth(n as u32),
            "depth" => return Err(format!("depth too large in player '{spec}'")),
            "nodes" => Limits::nodes(n),
            "movetime" => Limits::movetime(n),
            _ => return Err(format!("unknown setting '{key}' in player '{spec}'")),
        };
        Ok(Player::Search(limits))
    }

    fn choose(&self, engine: &mut Engine, pos: &Position, history: &[u64]) -> Option<Move> {
        match self {
            Player::Search(limits) => engine.search(pos, history, limits).map(|r| r.best),
            Player::Material4 => material4::best_move(pos, material4::DEPTH),
        }
    }
}

/// How a game ended, from White's point of view: 2 win, 1 draw, 0 loss.
struct Outcome {
    white_points: u32,
    reason: &'static str,
    plies: usize,
}

/// Plays one game from `opening` (the moves already played from the start).
fn play_game(
    players: [&Player; 2],
    engines: &mut [Engine; 2],
    opening: &[Move],
    max_plies: usize,
) -> Outcome {
    let mut pos = Position::start();
    let mut history: Vec<u64> = Vec::new();
    let mut seen: HashMap<u64, u32> = HashMap::new();
    seen.insert(pos.hash(), 1);
    let mut plies = 0;
    loop {
        let side = pos.side().index();
        let chosen = if plies < opening.len() {
            Some(opening[plies])
        } else {
            players[side].choose(&mut engines[side], &pos, &history)
        };
        let Some(m) = chosen else {
            let white_points = if side == 0 { 0 } else { 2 };
            let reason = if pos.pieces(pos.side()).any() {
                "blocked"
            } else {
                "no-pieces"
            };
            return Outcome {
                white_points,
                reason,
                plies,
            };
        };
        history.push(pos.hash());
        pos = pos.play(&m);
        plies += 1;
        let count = seen.entry(pos.hash()).or_insert(0);
        *count += 1;
        if *count >= 3 {
            return Outcome {
                white_points: 1,
                reason: "repetition",
                plies,
            };
        }
        if plies >= max_plies {
            return Outcome {
                white_points: 1,
                reason: "move-cap",
                plies,
            };
        }
    }
}

/// Random opening moves from the start (a position with no legal move ends it early).
fn opening(rng: &mut Rng) -> Vec<Move> {
    let mut pos = Position::start();
    let mut moves = Vec::new();
    for _ in 0..OPENING_PLIES {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[rng.below(legal.len())];
        pos = pos.play(&m);
        moves.push(m);
    }
    moves
}

/// The Elo difference of a score fraction.
fn elo(p: f64) -> f64 {
    -400.0 * (1.0 / p - 1.0).log10()
}

/// Runs `tobit match` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let (mut white, mut black, mut games, mut seed, mut max_plies) =
        (None, None, None, 1u64, DEFAULT_MAX_PLIES);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let value = it.next().ok_or_else(|| format!("{arg} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{arg} needs a whole number, not '{value}'"))
        };
        match arg.as_str() {
            "--white" => white = Some(Player::parse(value)?),
            "--black" => black = Some(Player::parse(value)?),
            "--games" => games = Some(number()?),
            "--seed" => seed = number()?,
            "--max-plies" => max_plies = number()? as usize,
            _ => return Err(format!("unknown option '{arg}'")),
        }
    }
    let a = white.ok_or("missing --white")?;
    let b = black.ok_or("missing --black")?;
    let games = games
        .filter(|&g| g >= 1)
        .ok_or("--games needs a number of at least 1")?;
    let mut rng = Rng::new(seed);
    let mut engines = [Engine::new(DEFAULT_TT_BYTES), Engine::new(DEFAULT_TT_BYTES)];
    let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
    let mut sq_sum = 0.0;
    let mut line = Vec::new();
    for g in 0..games {
        if g % 2 == 0 {
            line = opening(&mut rng);
        }
        let a_white = g % 2 == 0;
        let players = if a_white { [&a, &b] } else { [&b, &a] };
        let o = play_game(players, &mut engines, &line, max_plies);
        let a_points = if a_white {
            o.white_points
        } else {
            2 - o.white_points
        };
        match a_points {
            2 => wins += 1,
            1 => draws += 1,
            _ => losses += 1,
        }
        let x = a_points as f64 / 2.0;
        sq_sum += x * x;
        let result = ["0-2", "1-1", "2-0"][o.white_points as usize];
        let opening_text: Vec<String> = line.iter().map(|m| m.to_string()).collect();
        writeln!(
            out,
            "game {} white={} result {result} {} plies {} opening {}",
            g + 1,
            if a_white { "A" } else { "B" },
            o.reason,
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
    .map_err(|e| e.to_string())
}
