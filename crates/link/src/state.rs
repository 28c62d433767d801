//! What a link says besides the moves: an offer or a result, and the time per move.

use std::fmt;
use tobit_rules::Color;

/// The offer or result a link carries with its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// The game goes on (or ended on the board, which the moves tell), no offer.
    Playing,
    /// A player offers a draw; the other accepts by sending [`State::DrawAgreed`] or declines
    /// by playing a move.
    DrawOffered {
        /// Who offers.
        by: Color,
    },
    /// The players agreed to a draw: the game is over.
    DrawAgreed,
    /// A player resigned: the other wins and the game is over.
    Resigned {
        /// Who resigned.
        by: Color,
    },
}

impl State {
    /// The state's code in a link (version 1, docs/LINKS.md): 0..=5.
    pub(crate) const fn code(self) -> u8 {
        match self {
            State::Playing => 0,
            State::DrawOffered { by: Color::White } => 1,
            State::DrawOffered { by: Color::Black } => 2,
            State::DrawAgreed => 3,
            State::Resigned { by: Color::White } => 4,
            State::Resigned { by: Color::Black } => 5,
        }
    }

    /// The state of a code, if it is one.
    pub(crate) const fn from_code(code: u8) -> Option<State> {
        Some(match code {
            0 => State::Playing,
            1 => State::DrawOffered { by: Color::White },
            2 => State::DrawOffered { by: Color::Black },
            3 => State::DrawAgreed,
            4 => State::Resigned { by: Color::White },
            5 => State::Resigned { by: Color::Black },
            _ => return None,
        })
    }

    /// Whether the state ends the game (an agreed draw or a resignation): final on both sides.
    pub const fn is_final(self) -> bool {
        matches!(self, State::DrawAgreed | State::Resigned { .. })
    }

    /// How far the state is along for the same moves: playing 0, offered 1, final 2. A link
    /// with the same moves and a later rank is newer.
    pub(crate) const fn rank(self) -> u8 {
        match self {
            State::Playing => 0,
            State::DrawOffered { .. } => 1,
            State::DrawAgreed | State::Resigned { .. } => 2,
        }
    }

    /// The words the CLI reads and writes: `playing`, `draw-offered-by-white`,
    /// `draw-offered-by-black`, `draw-agreed`, `white-resigned`, `black-resigned`.
    pub const fn name(self) -> &'static str {
        match self {
            State::Playing => "playing",
            State::DrawOffered { by: Color::White } => "draw-offered-by-white",
            State::DrawOffered { by: Color::Black } => "draw-offered-by-black",
            State::DrawAgreed => "draw-agreed",
            State::Resigned { by: Color::White } => "white-resigned",
            State::Resigned { by: Color::Black } => "black-resigned",
        }
    }

    /// The state a [`State::name`] names.
    pub fn from_name(name: &str) -> Option<State> {
        (0..=5)
            .filter_map(State::from_code)
            .find(|s| s.name() == name)
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            State::Playing => f.write_str("the game going on"),
            State::DrawOffered { by } => write!(f, "a draw offered by {by}"),
            State::DrawAgreed => f.write_str("a draw agreed"),
            State::Resigned { by } => write!(f, "{by} resigned"),
        }
    }
}

/// The time per move the players chose (shown, not enforced: there is no server).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimePerMove {
    /// The index in [`TimePerMove::DAYS`].
    index: u8,
}

impl TimePerMove {
    /// The options, in days.
    pub const DAYS: [u8; 6] = [1, 2, 3, 5, 7, 14];

    /// The option of so many days, if it is one of [`TimePerMove::DAYS`].
    pub fn from_days(days: u8) -> Option<TimePerMove> {
        let index = TimePerMove::DAYS.iter().position(|&d| d == days)?;
        Some(TimePerMove { index: index as u8 })
    }

    /// The days per move.
    pub const fn days(self) -> u8 {
        TimePerMove::DAYS[self.index as usize]
    }

    /// The option's code in a link (version 1): 0 for none, 1..=6 for the options in order.
    pub(crate) fn code(time: Option<TimePerMove>) -> u8 {
        time.map_or(0, |t| t.index + 1)
    }

    /// The option of a code: `Ok(None)` for 0, `Err(())` for a code no option has.
    pub(crate) fn from_code(code: u8) -> Result<Option<TimePerMove>, ()> {
        match code {
            0 => Ok(None),
            1..=6 => Ok(Some(TimePerMove { index: code - 1 })),
            _ => Err(()),
        }
    }
}

impl fmt::Display for TimePerMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.days() {
            1 => f.write_str("1 day"),
            d => write!(f, "{d} days"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_state_has_one_code_and_one_name() {
        let states: Vec<State> = (0..=255).filter_map(State::from_code).collect();
        assert_eq!(states.len(), 6);
        for (code, s) in states.iter().enumerate() {
            assert_eq!(s.code(), code as u8);
            assert_eq!(State::from_name(s.name()), Some(*s));
        }
        assert_eq!(State::from_name("won"), None);
    }

    #[test]
    fn the_time_options_and_their_codes() {
        assert_eq!(TimePerMove::code(None), 0);
        for (i, days) in TimePerMove::DAYS.into_iter().enumerate() {
            let t = TimePerMove::from_days(days).unwrap();
            assert_eq!(t.days(), days);
            assert_eq!(TimePerMove::code(Some(t)), i as u8 + 1);
            assert_eq!(TimePerMove::from_code(i as u8 + 1), Ok(Some(t)));
        }
        assert_eq!(TimePerMove::from_days(4), None);
        assert_eq!(TimePerMove::from_code(7), Err(()));
        assert_eq!(TimePerMove::from_days(1).unwrap().to_string(), "1 day");
        assert_eq!(TimePerMove::from_days(14).unwrap().to_string(), "14 days");
    }
}
