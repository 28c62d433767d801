//! A game by link: everything a link carries, and its moves checked by the rules engine.

use crate::{text, v1, GameId, LinkError, State, TimePerMove};
use tobit_rules::{Color, Game, GameError, Move, Position, Status};

/// The longest name a link carries, in bytes of UTF-8 (32 Latin letters, 16 Cyrillic ones).
pub const MAX_NAME_BYTES: usize = 32;

/// The most moves (plies) a link carries.
pub const MAX_PLIES: usize = 2000;

/// The format version this release writes; it reads every version from 1 up to it.
pub const LATEST_VERSION: u8 = v1::VERSION;

/// Everything a link carries: a game of Tobit from the start position between two named
/// players, with its offer or result and the time per move they chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLink {
    /// The game's id, the same in all its links.
    pub id: GameId,
    /// White's name (empty until White gives one), at most [`MAX_NAME_BYTES`].
    pub white: String,
    /// Black's name (empty until Black gives one), at most [`MAX_NAME_BYTES`].
    pub black: String,
    /// The moves played from the start position, in order.
    pub moves: Vec<Move>,
    /// A draw offered, or the game ended by the players.
    pub state: State,
    /// The time per move chosen, if any.
    pub time_per_move: Option<TimePerMove>,
}

impl GameLink {
    /// A game not yet begun, with no names, no offer and no time per move.
    pub fn new(id: GameId) -> GameLink {
        GameLink {
            id,
            white: String::new(),
            black: String::new(),
            moves: Vec::new(),
            state: State::Playing,
            time_per_move: None,
        }
    }

    /// Plays moves given as text (docs/RULES.md section 8) after the link's moves; an illegal
    /// one is refused naming it, and leaves the link unchanged. A move played declines a draw
    /// offer: the state goes back to [`State::Playing`].
    pub fn play_texts<S: AsRef<str>>(&mut self, texts: &[S]) -> Result<(), LinkError> {
        let mut game = self.game()?;
        let mut moves = self.moves.clone();
        for text in texts {
            let at = game.move_number(game.moves().len());
            let m = game.play_text(text.as_ref()).map_err(|e| match e {
                GameError::Over(_) => after_end(&game),
                e => LinkError::illegal(at, text.as_ref().to_string(), e.to_string()),
            })?;
            moves.push(m);
        }
        if !texts.is_empty() && matches!(self.state, State::DrawOffered { .. }) {
            self.state = State::Playing;
        }
        self.moves = moves;
        Ok(())
    }

    /// The game the link tells, every move checked by the rules engine, with its offer or
    /// result applied: a resignation or agreed draw ends it.
    pub fn game(&self) -> Result<Game, LinkError> {
        let mut game = self.replay(|_, _, _| ())?;
        match self.state {
            State::Resigned { by } => game.resign(by),
            State::DrawAgreed => game.agree_draw(),
            State::Playing | State::DrawOffered { .. } => Ok(()),
        }
        .map_err(|_| LinkError::StateAfterEnd { state: self.state })?;
        Ok(game)
    }

    /// The link's text: `g=` and base64url, to put after the `#` of the app's URL. Refuses a
    /// link with an illegal move, a name too long or a control character in it, or an offer
    /// or result after the game ended on the board.
    pub fn encode(&self) -> Result<String, LinkError> {
        Ok(text::seal(v1::write(self)?))
    }

    /// Reads a link of any version from 1 to [`LATEST_VERSION`]: the whole URL, the part after
    /// `#`, or that part alone. The check is read first (a link cut short or changed is refused
    /// as such), then every field and every move (rules engine).
    pub fn decode(link: &str) -> Result<GameLink, LinkError> {
        let bytes = text::open(link)?;
        match bytes[0] {
            0 => Err(LinkError::Malformed { what: "version 0" }),
            v1::VERSION => v1::read(&bytes[1..]),
            version => Err(LinkError::NewerVersion {
                version,
                latest: LATEST_VERSION,
            }),
        }
    }

    /// The same game as a separate one under another id (a link whose moves part from the
    /// stored game's, kept beside it).
    pub fn separate(&self, id: GameId) -> GameLink {
        GameLink { id, ..self.clone() }
    }

    /// Checks the names: at most [`MAX_NAME_BYTES`] each, no control character.
    pub(crate) fn check_names(&self) -> Result<(), LinkError> {
        for (side, name) in [(Color::White, &self.white), (Color::Black, &self.black)] {
            check_name(side, name)?;
        }
        Ok(())
    }

    /// Plays the moves from the start position, every one checked by the rules engine, calling
    /// `each(index, legal_count, move)` with each move's index among the legal moves of its
    /// position (in the rules engine's order), then checks the offer or result against the
    /// game's end. Returns the game without the offer or result applied.
    pub(crate) fn replay(&self, mut each: impl FnMut(u32, u32, Move)) -> Result<Game, LinkError> {
        if self.moves.len() > MAX_PLIES {
            return Err(LinkError::TooManyMoves {
                plies: self.moves.len(),
                max: MAX_PLIES,
            });
        }
        let mut game = Game::new(Position::start());
        for m in &self.moves {
            if game.status().is_over() {
                return Err(after_end(&game));
            }
            let legal = game.position().legal_moves();
            let Some(index) = legal.iter().position(|l| l == m) else {
                let at = game.move_number(game.moves().len());
                return Err(LinkError::illegal(
                    at,
                    m.to_string(),
                    "it is not among the position's legal moves".to_string(),
                ));
            };
            each(index as u32, legal.len() as u32, *m);
            game.play(m).map_err(|e| {
                let at = game.move_number(game.moves().len());
                LinkError::illegal(at, m.to_string(), e.to_string())
            })?;
        }
        if self.state != State::Playing && game.status().is_over() {
            return Err(LinkError::StateAfterEnd { state: self.state });
        }
        Ok(game)
    }
}

/// A name a link can carry, or why not.
pub(crate) fn check_name(side: Color, name: &str) -> Result<(), LinkError> {
    if name.len() > MAX_NAME_BYTES {
        return Err(LinkError::NameTooLong {
            side,
            bytes: name.len(),
            max: MAX_NAME_BYTES,
        });
    }
    if name.chars().any(char::is_control) {
        return Err(LinkError::NameHasControl { side });
    }
    Ok(())
}

/// The error for a move after the end of `game` (which is over).
pub(crate) fn after_end(game: &Game) -> LinkError {
    let at = game.move_number(game.moves().len());
    let status = game.status();
    LinkError::MoveAfterEnd {
        number: at.number,
        side: at.side,
        result: match status {
            Status::Over(_) => status.to_string(),
            Status::Ongoing => "*".to_string(),
        },
    }
}
