//! Self-play: one engine setting against another, from random openings. Used by `tobit match`
//! (strength of levels and weights) and by the tuner (positions labelled with game results).

use super::material4;
use tobit_ai::{time_budget, Engine, Limits, Rng, TimeBudget};
use tobit_clock::{GameClock, TimeControl};
use tobit_rules::{Color, Game, Move, Position, Status};

/// One side of a self-play game: a search setting with its own engine, the sparring partner,
/// or a player outside this process ([`MoveSource`]).
pub struct Player {
    kind: Kind,
    engine: Engine,
    failure: Option<String>,
    /// The score of the player's last search for the side to move, in hundredths of a hul.
    last_score: Option<i32>,
}

enum Kind {
    Search(Limits),
    Material4,
    External(Box<dyn MoveSource>),
}

/// A player outside this process, such as another engine driven through the engine protocol:
/// it is given the whole game (for its repetition history) and, on a clock, the clocks.
pub trait MoveSource: Send {
    /// The move to play in the game's current position; an error (the engine crashed, sent an
    /// illegal move...) forfeits the game and is kept as the player's [`Player::failure`].
    fn choose(&mut self, game: &Game, clock: Option<&ClockView>) -> Result<Move, String>;
}

/// The clocks as a player on a clock sees them when its turn starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockView {
    /// The budget of the move (what an engine of this build would spend).
    pub budget: TimeBudget,
    /// The time left on White's and Black's clocks, in milliseconds.
    pub remaining_ms: [u64; 2],
    /// White's and Black's increment or delay per move, in milliseconds.
    pub bonus_ms: [u64; 2],
}

impl Player {
    /// A player searching within `limits` with its own engine (and so its own weights).
    pub fn search(limits: Limits, engine: Engine) -> Player {
        Player {
            kind: Kind::Search(limits),
            engine,
            failure: None,
            last_score: None,
        }
    }

    /// A player outside this process.
    pub fn external(source: Box<dyn MoveSource>) -> Player {
        Player {
            kind: Kind::External(source),
            engine: Engine::new(1 << 10),
            failure: None,
            last_score: None,
        }
    }

    /// Why the player forfeited its last game, if it failed (see [`MoveSource::choose`]).
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// The plain depth-4 material-only alpha-beta ([`material4`]).
    pub fn material4() -> Player {
        Player {
            kind: Kind::Material4,
            engine: Engine::new(1 << 10),
            failure: None,
            last_score: None,
        }
    }

    /// The player's move in `game`; a search player on a clock keeps within its budget.
    fn choose(&mut self, game: &Game, clock: Option<&ClockView>) -> Result<Move, String> {
        let pos = game.position();
        self.last_score = None;
        let found = match &mut self.kind {
            Kind::Search(limits) => {
                let limits = Limits {
                    budget: clock.map(|c| c.budget).or(limits.budget),
                    ..limits.clone()
                };
                let result = self.engine.search(&pos, &game.hashes(), &limits);
                self.last_score = result.as_ref().map(|r| r.score.0);
                result.map(|r| r.best)
            }
            Kind::Material4 => material4::best_move(&pos, material4::DEPTH),
            Kind::External(source) => return source.choose(game, clock),
        };
        found.ok_or_else(|| "no move in a game that goes on".to_string())
    }
}

/// How a self-play game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// How the rules ended the game ([`Game::status`]), or `None` when it was adjudicated a
    /// draw at the ply cap.
    pub ended: Option<tobit_rules::Outcome>,
    /// Plies played, the opening included.
    pub plies: usize,
}

impl Outcome {
    /// White's points: 2 win, 1 draw, 0 loss (docs/RULES.md section 7).
    pub fn white_points(&self) -> u8 {
        self.ended.map_or(1, |o| o.score().0)
    }

    /// The result token: `2-0`, `0-2` or `1-1`.
    pub fn result(&self) -> &'static str {
        self.ended.map_or("1-1", |o| Status::Over(o).result())
    }

    /// Why the game ended: a [`tobit_rules::Reason`] name, or `move-cap`.
    pub fn reason(&self) -> &'static str {
        self.ended.map_or("move-cap", |o| o.reason.name())
    }
}

/// `plies` random moves from the start (fewer if a position without a legal move comes first).
pub fn random_opening(rng: &mut Rng, plies: usize) -> Vec<Move> {
    let mut pos = Position::start();
    let mut moves = Vec::new();
    for _ in 0..plies {
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

/// The time one side's moves took on the clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveTimes {
    /// Moves timed.
    pub moves: u64,
    /// Their total time in milliseconds.
    pub total_ms: u64,
    /// The longest, in milliseconds.
    pub max_ms: u64,
}

impl MoveTimes {
    /// The mean time per move in milliseconds (0 without moves).
    pub fn mean_ms(&self) -> f64 {
        self.total_ms as f64 / self.moves.max(1) as f64
    }

    /// Adds the moves of `other`.
    pub fn merge(&mut self, other: MoveTimes) {
        self.moves += other.moves;
        self.total_ms += other.total_ms;
        self.max_ms = self.max_ms.max(other.max_ms);
    }

    fn add(&mut self, ms: u64) {
        self.moves += 1;
        self.total_ms += ms;
        self.max_ms = self.max_ms.max(ms);
    }
}

/// Both players on a game clock: the clock, the time source it is driven by (milliseconds)
/// and each side's move times, White's first.
pub struct Timed {
    /// The game clock (it starts after the opening).
    pub clock: GameClock,
    now: fn() -> u64,
    /// The time of every timed move, White's then Black's.
    pub times: [MoveTimes; 2],
}

impl Timed {
    /// Clocks at the start of `control`, read with `now`.
    pub fn new(control: TimeControl, now: fn() -> u64) -> Timed {
        Timed {
            clock: GameClock::new(control),
            now,
            times: [MoveTimes::default(); 2],
        }
    }

    /// Starts `side`'s turn and returns the clocks as its player sees them.
    fn start(&mut self, side: Color) -> ClockView {
        let now = (self.now)();
        self.clock
            .start_turn(side, now)
            .expect("turns alternate and a flag ends the game");
        let control = *self.clock.control();
        let both = [Color::White, Color::Black];
        ClockView {
            budget: time_budget(control.side(side), self.clock.remaining(side, now)),
            remaining_ms: both.map(|c| self.clock.remaining(c, now)),
            bonus_ms: both.map(|c| control.side(c).mode.bonus_ms()),
        }
    }

    /// Ends the turn under way; `false` when its side's time ran out.
    fn finish(&mut self) -> bool {
        match self.clock.end_turn((self.now)()) {
            Ok(turn) => {
                self.times[turn.side.index()].add(turn.used_ms);
                true
            }
            Err(_) => false,
        }
    }
}

/// Plays one game from the start: first the `opening` moves, then `players[0]` for White and
/// `players[1]` for Black. It ends by the rules ([`Game::status`]: no piece, no legal move,
/// threefold repetition) or is adjudicated a draw after `max_plies`. `seen` is called with every
/// position where a player chose a move.
pub fn play_game(
    players: [&mut Player; 2],
    opening: &[Move],
    max_plies: usize,
    seen: &mut dyn FnMut(&Position),
) -> Outcome {
    play(players, opening, max_plies, &mut |pos, _| seen(pos), None)
}

/// Plays one game as [`play_game`] does and returns what `keep` made of each position where a
/// player chose a move and the score of that player's search for the side to move (`None`
/// for a player that does not search here), `None` from `keep` skipping it, with the game's
/// result for White (1, 0.5 or 0): the labelled positions the tuner and the pattern training
/// learn from.
pub fn labelled_game<T>(
    players: [&mut Player; 2],
    opening: &[Move],
    max_plies: usize,
    keep: &mut dyn FnMut(&Position, Option<i32>) -> Option<T>,
) -> (Vec<T>, f64) {
    let mut kept = Vec::new();
    let outcome = play(
        players,
        opening,
        max_plies,
        &mut |pos, score| kept.extend(keep(pos, score)),
        None,
    );
    (kept, f64::from(outcome.white_points()) / 2.0)
}

/// Like [`play_game`] with both players on `timed`'s clock from the end of the opening: each
/// search keeps within its time budget, and a side whose time runs out loses on time.
pub fn play_timed_game(
    players: [&mut Player; 2],
    opening: &[Move],
    max_plies: usize,
    timed: &mut Timed,
) -> Outcome {
    play(players, opening, max_plies, &mut |_, _| {}, Some(timed))
}

fn play(
    mut players: [&mut Player; 2],
    opening: &[Move],
    max_plies: usize,
    seen: &mut dyn FnMut(&Position, Option<i32>),
    mut timed: Option<&mut Timed>,
) -> Outcome {
    for player in players.iter_mut() {
        player.failure = None;
    }
    let mut game = Game::default();
    loop {
        let plies = game.moves().len();
        let ended = game.status().outcome();
        if ended.is_some() || plies >= max_plies {
            return Outcome { ended, plies };
        }
        let pos = game.position();
        let m = match opening.get(plies) {
            Some(&m) => m,
            None => {
                let side = pos.side();
                let clock = timed.as_mut().map(|t| t.start(side));
                let player = &mut *players[side.index()];
                let m = match player.choose(&game, clock.as_ref()) {
                    Ok(m) => {
                        seen(&pos, player.last_score);
                        m
                    }
                    Err(why) => {
                        player.failure = Some(why);
                        game.resign(side).expect("the game goes on");
                        continue;
                    }
                };
                if timed.as_mut().is_some_and(|t| !t.finish()) {
                    game.lose_on_time(side)
                        .expect("the game goes on until its side's flag falls");
                    continue;
                }
                m
            }
        };
        game.play(&m)
            .expect("the opening and the players play legal moves");
    }
}
