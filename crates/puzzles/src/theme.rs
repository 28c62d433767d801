//! A puzzle's theme: what kind of idea its solution is.

use super::gain::{Gain, MIN_GAIN};
use tobit_ai::weights::{Term, Weights};
use tobit_rules::{Kind, Move, Position};

/// The idea of a puzzle. Each has a stable key (`shot`, `multi-capture`, ...) that the app's
/// catalogs translate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The line ends the game by blocking every piece the opponent has left.
    Blockade,
    /// The line ends the game by taking the opponent's last pieces.
    Wipeout,
    /// The solver's first move is a tobit's: a winning tobit manoeuvre.
    Tobit,
    /// A hul of the solver's promotes on the way: a promotion race or breakthrough.
    Promotion,
    /// A quiet first move (often a sacrifice) that forces the opponent into a losing capture.
    Shot,
    /// The first move is a capture, chosen among others, that starts a winning sequence.
    MultiCapture,
}

impl Theme {
    /// Every theme, in the order of [`classify`]'s priorities.
    pub const ALL: [Theme; 6] = [
        Theme::Blockade,
        Theme::Wipeout,
        Theme::Tobit,
        Theme::Promotion,
        Theme::Shot,
        Theme::MultiCapture,
    ];

    /// The theme's key in the puzzle file and the catalogs.
    pub fn key(self) -> &'static str {
        match self {
            Theme::Blockade => "blockade",
            Theme::Wipeout => "wipeout",
            Theme::Tobit => "tobit",
            Theme::Promotion => "promotion",
            Theme::Shot => "shot",
            Theme::MultiCapture => "multi-capture",
        }
    }

    /// The theme of a key, if it is one.
    pub fn from_key(key: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.key() == key)
    }
}

/// The theme of the puzzle at `pos` with solution `line` winning `gain`. The first that applies
/// of: the game won (blockade, wipeout); a tobit's first move; promotion, when the solver
/// promotes on the way and the captures alone would not have won a hul; a quiet first move
/// (shot); else a capture (multi-capture).
pub fn classify(pos: &Position, line: &[Move], gain: Gain) -> Theme {
    let gain = match gain {
        Gain::Blocked => return Theme::Blockade,
        Gain::AllTaken => return Theme::Wipeout,
        Gain::Material(gain) => gain,
    };
    let Some(first) = line.first() else {
        return Theme::MultiCapture;
    };
    if kind_at(pos, first) == Some(Kind::Tobit) {
        return Theme::Tobit;
    }
    let by_captures = gain - promotions(pos, line) * PROMOTION_GAIN;
    if by_captures < MIN_GAIN && by_captures < gain {
        Theme::Promotion
    } else if first.is_capture() {
        Theme::MultiCapture
    } else {
        Theme::Shot
    }
}

/// What a promotion adds to the balance: a tobit's worth less a hul's.
const PROMOTION_GAIN: i32 = Weights::DEFAULT.of(Term::Tobit) - Weights::DEFAULT.of(Term::Hul);

fn kind_at(pos: &Position, m: &Move) -> Option<Kind> {
    pos.piece_at(m.from()).map(|piece| piece.kind)
}

/// How many of the solver's hullar (moves at even indices of `line`) promote.
fn promotions(pos: &Position, line: &[Move]) -> i32 {
    let mut here = *pos;
    let mut count = 0;
    for (ply, m) in line.iter().enumerate() {
        let after = here.play(m);
        let promotes = kind_at(&here, m) == Some(Kind::Hul)
            && after.piece_at(m.to()).map(|piece| piece.kind) == Some(Kind::Tobit);
        count += i32::from(ply % 2 == 0 && promotes);
        here = after;
    }
    count
}
