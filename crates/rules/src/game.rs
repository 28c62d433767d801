//! A game: the start position, the moves played, and everything that follows from them
//! (repetition counts, the result and its reason), with undo and redo.

use super::notation::{parse_move, MoveError};
use super::{Color, Move, Outcome, Position, Reason, Status};
use std::fmt;

/// Why a game refused an operation. The game is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game is over; nothing more can be played.
    Over(Outcome),
    /// The move is not legal in the current position.
    Illegal(Move),
    /// The move text names no legal move.
    Notation(MoveError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(
                f,
                "the game is over ({}, {})",
                Status::Over(*o).result(),
                o.reason
            ),
            GameError::Illegal(m) => write!(f, "{m} is not a legal move here"),
            GameError::Notation(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> GameError {
        GameError::Notation(e)
    }
}

/// Something done to a game that undo takes back and redo does again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Play(Move),
    End(Outcome),
}

/// The number of a move in the game record and the side that played it (docs/RULES.md section 8):
/// White's move and Black's reply share a number, which goes up after each Black move. A game
/// that begins with Black to move starts with Black's move 1 (written `1...` in PDN), and its
/// first White move is number 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveNumber {
    /// The move number, from 1.
    pub number: u32,
    /// The side that played (or plays) this move.
    pub side: Color,
}

/// A game of Tobit from a start position.
#[derive(Clone, Debug)]
pub struct Game {
    /// Every position of the game: the start first, the current last (one more than moves).
    positions: Vec<Position>,
    /// The moves played, in order.
    moves: Vec<Move>,
    /// A resignation, agreed draw or loss on time, if the game ended off the board.
    ended_by_players: Option<Outcome>,
    /// Actions undone, the next one to redo last.
    redo: Vec<Action>,
}

impl Game {
    /// A game from a position (the start position or a set-up one, which counts as the first
    /// occurrence of that position for repetition).
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
            ended_by_players: None,
            redo: Vec::new(),
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> Position {
        self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> Position {
        *self
            .positions
            .last()
            .expect("a game always has its start position")
    }

    /// The position after `ply` moves (0 = the start), if that many moves were played.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        self.positions.get(ply).copied()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The number and side of the move of ply `ply` (0 = the first move of the game), for any
    /// ply, played or not yet played: see [`MoveNumber`].
    pub fn move_number(&self, ply: usize) -> MoveNumber {
        let black_first = self.start().side() == Color::Black;
        let half_moves = ply + usize::from(black_first);
        let side = if half_moves.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        };
        MoveNumber {
            number: u32::try_from(half_moves / 2 + 1).unwrap_or(u32::MAX),
            side,
        }
    }

    /// Every move played with its number and side, in order.
    pub fn numbered_moves(&self) -> impl Iterator<Item = (MoveNumber, Move)> + '_ {
        (self.moves.iter().enumerate()).map(|(ply, &m)| (self.move_number(ply), m))
    }

    /// The Zobrist hashes of the positions before the current one, the start first: the
    /// repetition history the AI's search takes.
    pub fn hashes(&self) -> Vec<u64> {
        let earlier = &self.positions[..self.moves.len()];
        earlier.iter().map(Position::hash).collect()
    }

    /// How many times the current position has occurred in the game (at least 1).
    pub fn repetitions(&self) -> u32 {
        let now = self.position();
        self.positions.iter().filter(|p| **p == now).count() as u32
    }

    /// Whether the game goes on, or how it ended.
    pub fn status(&self) -> Status {
        if let Some(outcome) = self.ended_by_players {
            return Status::Over(outcome);
        }
        let pos = self.position();
        let loser = pos.side();
        let lost = |reason| {
            Status::Over(Outcome {
                winner: Some(loser.opponent()),
                reason,
            })
        };
        if pos.pieces(loser).is_empty() {
            lost(Reason::NoPieces)
        } else if pos.count_moves() == 0 {
            lost(Reason::Blocked)
        } else if self.repetitions() >= 3 {
            Status::Over(Outcome {
                winner: None,
                reason: Reason::Repetition,
            })
        } else {
            Status::Ongoing
        }
    }

    /// Plays a move. An illegal move, or any move once the game is over, is refused and leaves
    /// the game unchanged. Clears what could be redone.
    pub fn play(&mut self, m: &Move) -> Result<(), GameError> {
        self.check_open()?;
        if !self.position().legal_moves().contains(m) {
            return Err(GameError::Illegal(*m));
        }
        self.push_move(*m);
        self.redo.clear();
        Ok(())
    }

    /// Plays a move given as text (docs/RULES.md section 8) and returns it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        self.check_open()?;
        let m = parse_move(&self.position(), text)?;
        self.push_move(m); // parse_move returns only legal moves
        self.redo.clear();
        Ok(m)
    }

    /// The side `color` resigns: the opponent wins.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.end_by_players(Outcome {
            winner: Some(color.opponent()),
            reason: Reason::Resignation,
        })
    }

    /// The side `color` ran out of time (its flag fell on the game clock): the opponent wins.
    pub fn lose_on_time(&mut self, color: Color) -> Result<(), GameError> {
        self.end_by_players(Outcome {
            winner: Some(color.opponent()),
            reason: Reason::TimeForfeit,
        })
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.end_by_players(Outcome {
            winner: None,
            reason: Reason::Agreement,
        })
    }

    /// Takes back the last action: a resignation, agreed draw or loss on time (reopening the
    /// game), or else the last move. Returns whether there was anything to take back.
    pub fn undo(&mut self) -> bool {
        if let Some(outcome) = self.ended_by_players.take() {
            self.redo.push(Action::End(outcome));
            return true;
        }
        let Some(m) = self.moves.pop() else {
            return false;
        };
        self.positions.pop();
        self.redo.push(Action::Play(m));
        true
    }

    /// Does again the last action taken back by [`Game::undo`]. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(Action::Play(m)) => self.push_move(m),
            Some(Action::End(outcome)) => self.ended_by_players = Some(outcome),
            None => return false,
        }
        true
    }

    /// Whether [`Game::redo`] has something to do again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn check_open(&self) -> Result<(), GameError> {
        match self.status() {
            Status::Over(outcome) => Err(GameError::Over(outcome)),
            Status::Ongoing => Ok(()),
        }
    }

    fn end_by_players(&mut self, outcome: Outcome) -> Result<(), GameError> {
        self.check_open()?;
        self.ended_by_players = Some(outcome);
        self.redo.clear();
        Ok(())
    }

    fn push_move(&mut self, m: Move) {
        let next = self.position().play(&m);
        self.moves.push(m);
        self.positions.push(next);
    }
}

impl Default for Game {
    /// A game from the start position.
    fn default() -> Game {
        Game::new(Position::start())
    }
}
