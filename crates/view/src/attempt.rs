//! The moves a player tries that the rules refuse: a piece of the side to move, then a point it
//! cannot go to (a hul pressed, then the point behind it). The move input says nothing of these
//! (a click that is no part of a legal move deselects quietly); a teacher wants to answer them
//! ("a hul never moves backwards"), so the board follows the presses here and names the attempt
//! by its two points.

use super::input::MoveInput;
use tobit_rules::{Point, Position};

/// A refused attempt: the piece pressed first, then the point it could not go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// The pressed piece's point.
    pub from: Point,
    /// The point it was sent to.
    pub to: Point,
}

/// Follows the points a player presses (or drops a piece on) to find refused attempts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Attempts {
    /// The piece of the side to move pressed last, while no move came of it.
    start: Option<Point>,
    /// The point the pointer went down on, to tell a drop elsewhere from a click.
    down: Option<Point>,
    /// The last attempt found, until it is taken.
    found: Option<Attempt>,
}

impl Attempts {
    /// The pointer went down on `p`, and the input has handled it (`played`: it completed a move).
    pub fn pointer_down(
        &mut self,
        p: Option<Point>,
        position: &Position,
        input: &MoveInput,
        played: bool,
    ) {
        self.down = p;
        self.press(p, position, input, played);
    }

    /// The pointer went up on `p`, and the input has handled it: a release on another point than
    /// the press is a drop there, and counts as pressing it.
    pub fn pointer_up(
        &mut self,
        p: Option<Point>,
        position: &Position,
        input: &MoveInput,
        played: bool,
    ) {
        let down = self.down.take();
        if played || p != down {
            self.press(p, position, input, played);
        }
    }

    /// Point `p` pressed (clicked, chosen from the keyboard, dropped on), after the input has
    /// handled it (`played`: it completed a move). Presses that select a piece or go on with a
    /// capture are part of a move; any other press after a piece of the side to move is a refused
    /// attempt from that piece. Nothing is an attempt while the input offers no move (not the
    /// player's turn, the game over, a past position shown).
    pub fn press(
        &mut self,
        p: Option<Point>,
        position: &Position,
        input: &MoveInput,
        played: bool,
    ) {
        let Some(p) = p.filter(|_| !played && !input.moves().is_empty()) else {
            self.start = None;
            return;
        };
        let selects = input.selected() == Some(p) && input.partial().is_empty();
        let goes_on = input.partial().last() == Some(&p);
        if selects {
            self.start = Some(p);
            return;
        }
        if goes_on {
            return;
        }
        if let Some(from) = self.start.filter(|&from| from != p) {
            self.found = Some(Attempt { from, to: p });
        }
        let own = position
            .piece_at(p)
            .is_some_and(|piece| piece.color == position.side());
        self.start = own.then_some(p);
    }

    /// The last refused attempt, once: a second call returns `None`.
    pub fn take(&mut self) -> Option<Attempt> {
        self.found.take()
    }

    /// Forgets the presses (the position changed).
    pub fn clear(&mut self) {
        *self = Attempts::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Xy;
    use crate::input::Outcome;
    use tobit_rules::fen;

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    /// A position with its input and the attempts followed over it.
    struct Table {
        position: Position,
        input: MoveInput,
        attempts: Attempts,
    }

    impl Table {
        fn new(fen_text: &str) -> Table {
            let position = fen::parse(fen_text).unwrap();
            Table {
                input: MoveInput::new(position.legal_moves()),
                position,
                attempts: Attempts::default(),
            }
        }

        /// Clicks point `n` as the board does: down then up at the same place.
        fn click(&mut self, n: u8) -> Option<Attempt> {
            let at = Xy { x: 0.0, y: 0.0 };
            let down = self.input.pointer_down(Some(pt(n)), at);
            let played = matches!(down, Outcome::Play(_));
            self.attempts
                .pointer_down(Some(pt(n)), &self.position, &self.input, played);
            let up = self.input.pointer_up(Some(pt(n)), at);
            let played = matches!(up, Outcome::Play(_));
            self.attempts
                .pointer_up(Some(pt(n)), &self.position, &self.input, played);
            self.attempts.take()
        }

        /// Drags from point `a` and drops on point `b`.
        fn drag(&mut self, a: u8, b: u8) -> Option<Attempt> {
            let down = self.input.pointer_down(Some(pt(a)), Xy { x: 0.0, y: 0.0 });
            self.attempts.pointer_down(
                Some(pt(a)),
                &self.position,
                &self.input,
                matches!(down, Outcome::Play(_)),
            );
            self.input.pointer_move(Xy { x: 50.0, y: 0.0 });
            let up = self.input.pointer_up(Some(pt(b)), Xy { x: 50.0, y: 0.0 });
            self.attempts.pointer_up(
                Some(pt(b)),
                &self.position,
                &self.input,
                matches!(up, Outcome::Play(_)),
            );
            self.attempts.take()
        }
    }

    fn attempt(from: u8, to: u8) -> Option<Attempt> {
        Some(Attempt {
            from: pt(from),
            to: pt(to),
        })
    }

    #[test]
    fn a_piece_then_a_point_it_cannot_reach_is_an_attempt() {
        let mut t = Table::new("W:W16:B36");
        assert_eq!(t.click(16), None);
        assert_eq!(t.click(9), attempt(16, 9), "a hul stepping backwards");
        assert_eq!(t.click(23), None, "after the attempt nothing is chosen");
        assert_eq!(t.drag(16, 9), attempt(16, 9), "dropped behind it");
        assert_eq!(t.drag(16, 23), None, "a legal drop is a move");
    }

    #[test]
    fn a_piece_that_may_not_move_still_starts_an_attempt() {
        // 17 must capture; 8 may not move, and pressing it then 15 is the quiet step tried.
        let mut t = Table::new("W:W8,17:B24,36");
        assert_eq!(t.click(8), None);
        assert_eq!(t.click(15), attempt(8, 15));
        assert_eq!(t.click(17), None);
        assert_eq!(t.click(24), attempt(17, 24), "onto the piece to jump over");
        assert_eq!(
            t.drag(8, 15),
            attempt(8, 15),
            "a piece that cannot be dragged, released elsewhere"
        );
    }

    #[test]
    fn the_landings_of_a_capture_and_a_new_start_are_no_attempts() {
        let mut t = Table::new("W:W16:B23,25,31");
        assert_eq!(t.click(16), None);
        assert_eq!(t.click(30), None, "the first landing of 16x30x32x18");
        assert_eq!(t.click(29), attempt(16, 29));
        let mut t = Table::new("W:W9,10:B29,36");
        assert_eq!(t.click(9), None);
        assert_eq!(
            t.click(10),
            None,
            "another piece that can move is a new start"
        );
        assert_eq!(t.click(3), attempt(10, 3));
        assert_eq!(t.click(20), None, "an empty point with nothing chosen");
        assert_eq!(t.click(21), None);
    }

    #[test]
    fn nothing_is_an_attempt_when_the_player_may_not_move() {
        let position = fen::parse("W:W16:B36").unwrap();
        let mut t = Table {
            position,
            input: MoveInput::new(Vec::new()),
            attempts: Attempts::default(),
        };
        assert_eq!(t.click(16), None);
        assert_eq!(t.click(9), None);
    }
}
