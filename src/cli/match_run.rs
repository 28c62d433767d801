//! The games of `tobit match`: the players it can field (a setting of this build, the
//! sparring partner, or another engine) and the colour-swapped pairs played on several threads.

use super::engine::client::{BestCommand, GoLimits, ProtocolEngine};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::channel;
use tobit_ai::weights::Weights;
use tobit_ai::{Engine, Limits, DEFAULT_TT_BYTES};
use tobit_clock::TimeControl;
use tobit_rules::Move;
use tobit_training::selfplay::{play_game, play_timed_game, MoveTimes, Outcome, Player, Timed};

/// A player of the match, built once per thread.
#[derive(Clone)]
pub enum PlayerSpec {
    /// A search of this build with these limits and weights, on this many threads.
    Search(Limits, Weights, usize),
    /// The plain depth-4 material-only alpha-beta.
    Material4,
    /// Another engine speaking the protocol: `BIN engine`.
    Protocol(String, GoLimits),
    /// A build older than the protocol: `BIN best FEN --nodes N` per move.
    Best(String, GoLimits),
}

impl PlayerSpec {
    /// The same player searching on `threads` threads (a search or a protocol engine).
    pub fn on_threads(mut self, threads: usize) -> PlayerSpec {
        match &mut self {
            PlayerSpec::Search(_, _, t) => *t = threads,
            PlayerSpec::Protocol(_, go) => go.threads = threads,
            PlayerSpec::Material4 | PlayerSpec::Best(..) => {}
        }
        self
    }

    /// The same player; another engine is given up on after `timeout` without an answer.
    pub fn answering_within(mut self, timeout: std::time::Duration) -> PlayerSpec {
        if let PlayerSpec::Protocol(_, go) | PlayerSpec::Best(_, go) = &mut self {
            go.timeout = timeout;
        }
        self
    }

    /// A fresh player (another engine is started here).
    fn build(&self) -> Result<Player, String> {
        Ok(match self {
            PlayerSpec::Search(limits, weights, threads) => {
                let mut engine = Engine::with_weights(DEFAULT_TT_BYTES, *weights);
                engine.set_threads(*threads);
                Player::search(limits.clone(), engine)
            }
            PlayerSpec::Material4 => Player::material4(),
            PlayerSpec::Protocol(bin, go) => {
                Player::external(Box::new(ProtocolEngine::start(bin, go.clone())?))
            }
            PlayerSpec::Best(bin, go) => {
                Player::external(Box::new(BestCommand::new(bin, go.clone())))
            }
        })
    }
}

/// How the games are played.
pub struct Schedule {
    /// The number of games (game `2i` and `2i + 1` are pair `i`).
    pub games: u64,
    /// The opening of each pair, cycled when there are more pairs.
    pub openings: Vec<Vec<Move>>,
    /// Games still going after this many plies are drawn.
    pub max_plies: usize,
    /// Both players on game clocks.
    pub tc: Option<TimeControl>,
    /// Games played at once.
    pub concurrency: usize,
}

/// One finished game.
pub struct GameRecord {
    /// Its number from 0: player A has White in the even games.
    pub index: u64,
    /// How it ended.
    pub outcome: Outcome,
    /// The points of player A (2 a win, 1 a draw, 0 a loss).
    pub a_points: u8,
    /// The opening it started from.
    pub opening: Vec<Move>,
    /// On a clock: the final clocks as text, whether A (`Some(true)`) or B lost on time, and
    /// the move times of A and of B.
    pub clock: Option<(String, Option<bool>, [MoveTimes; 2])>,
}

impl GameRecord {
    /// Whether player A had White.
    pub fn a_white(&self) -> bool {
        self.index.is_multiple_of(2)
    }
}

/// Plays the games of `schedule` between `a` and `b` on `schedule.concurrency` threads,
/// calling `on_game` (on this thread) with each game as it ends; when it returns `true` no
/// new pair starts (the pairs under way are finished and reported). A player that fails (an
/// engine that crashed or played an illegal move) stops the match with its error.
pub fn play_all(
    schedule: &Schedule,
    a: &PlayerSpec,
    b: &PlayerSpec,
    on_game: &mut dyn FnMut(&GameRecord) -> bool,
) -> Result<(), String> {
    let pairs = schedule.games.div_ceil(2);
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (send, results) = channel::<Result<GameRecord, String>>();
    let mut failure = None;
    std::thread::scope(|scope| {
        for _ in 0..(schedule.concurrency as u64).min(pairs).max(1) {
            let send = send.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                let players = a.build().and_then(|pa| Ok((pa, b.build()?)));
                let (mut pa, mut pb) = match players {
                    Ok(p) => p,
                    Err(e) => return drop(send.send(Err(e))),
                };
                while !stop.load(Ordering::Relaxed) {
                    let pair = next.fetch_add(1, Ordering::Relaxed);
                    if pair >= pairs {
                        break;
                    }
                    for index in [2 * pair, 2 * pair + 1] {
                        if index < schedule.games {
                            let record = play_one(schedule, index, &mut pa, &mut pb);
                            if send.send(record).is_err() {
                                return;
                            }
                        }
                    }
                }
            });
        }
        drop(send);
        for record in results {
            match record {
                Ok(record) => {
                    if on_game(&record) {
                        stop.store(true, Ordering::Relaxed);
                    }
                }
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    failure.get_or_insert(e);
                }
            }
        }
    });
    failure.map_or(Ok(()), Err)
}

/// Plays game `index` of the schedule.
fn play_one(
    schedule: &Schedule,
    index: u64,
    a: &mut Player,
    b: &mut Player,
) -> Result<GameRecord, String> {
    let pair = (index / 2) as usize;
    let opening = schedule.openings[pair % schedule.openings.len()].clone();
    let a_white = index.is_multiple_of(2);
    let players = if a_white {
        [&mut *a, &mut *b]
    } else {
        [&mut *b, &mut *a]
    };
    let mut timed = schedule.tc.map(|control| Timed::new(control, now_ms));
    let outcome = match timed.as_mut() {
        Some(timed) => play_timed_game(players, &opening, schedule.max_plies, timed),
        None => play_game(players, &opening, schedule.max_plies, &mut |_| {}),
    };
    for (name, player) in [("A", &*a), ("B", &*b)] {
        if let Some(why) = player.failure() {
            return Err(format!("player {name} failed in game {}: {why}", index + 1));
        }
    }
    let a_points = match a_white {
        true => outcome.white_points(),
        false => 2 - outcome.white_points(),
    };
    // A's colour index: 0 when A has White.
    let a_index = usize::from(!a_white);
    let clock = timed.map(|timed| {
        let flagged = timed.clock.flagged().map(|c| c.index() == a_index);
        let times = [timed.times[a_index], timed.times[1 - a_index]];
        (timed.clock.stamp(now_ms()).to_string(), flagged, times)
    });
    Ok(GameRecord {
        index,
        outcome,
        a_points,
        opening,
        clock,
    })
}

/// Milliseconds of real time, the clocks' time source.
fn now_ms() -> u64 {
    tobit_ai::default_clock().map_or(0, |clock| clock() as u64)
}
