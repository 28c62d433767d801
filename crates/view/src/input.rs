//! The move input state machine: from pointer events on points to a legal move.
//!
//! The board knows nothing of the rules beyond the list of legal moves it is given. A player
//! selects a piece that can move (when a capture is compulsory, every legal move captures, so
//! only capturers are selectable), then clicks its destination; a capture can be entered
//! landing point by landing point, or with one click on its final landing point when that point
//! alone identifies the move. While a capture is entered landing by landing, the piece stands on
//! its last landing point and the pieces it jumped so far are known ([`MoveInput::current`],
//! [`MoveInput::jumped`]); a click on that point changes nothing. A piece can also be dragged
//! and dropped. A click that cannot be part of a legal move deselects quietly.

use super::anim::jumped_between;
use super::geometry::Xy;
use tobit_rules::notation::{by_ends, with_prefix};
use tobit_rules::{Bitboard, Move, Point};

/// How far (CSS pixels) the pointer must travel with the button down before a press becomes a
/// drag.
pub const DRAG_START_PX: f64 = 4.0;

/// What an input event did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing changed.
    Ignored,
    /// The selection, partial path or drag changed: redraw.
    Changed,
    /// The input completed this legal move; the selection is cleared.
    Play(Move),
}

/// A piece being pressed or dragged.
#[derive(Clone, Copy, Debug)]
struct Drag {
    from: Point,
    start: Xy,
    at: Xy,
    moved: bool,
    /// The piece was already selected when pressed: a press without a drag deselects it.
    was_selected: bool,
}

/// The input state over one position's legal moves.
#[derive(Clone, Debug, Default)]
pub struct MoveInput {
    moves: Vec<Move>,
    selected: Option<Point>,
    partial: Vec<Point>,
    drag: Option<Drag>,
}

impl MoveInput {
    /// Input over these legal moves (those of the position shown), nothing selected.
    pub fn new(moves: Vec<Move>) -> MoveInput {
        MoveInput {
            moves,
            ..MoveInput::default()
        }
    }

    /// The legal moves input is chosen from.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The pieces that can move (all of them capturers when a capture is compulsory).
    pub fn movable(&self) -> Bitboard {
        self.moves.iter().map(Move::from).collect()
    }

    /// Whether the legal moves are captures (a capture is compulsory).
    pub fn must_capture(&self) -> bool {
        self.moves.first().is_some_and(Move::is_capture)
    }

    /// The selected piece.
    pub fn selected(&self) -> Option<Point> {
        self.selected
    }

    /// The landing points clicked so far for a capture in progress.
    pub fn partial(&self) -> &[Point] {
        &self.partial
    }

    /// Where the selected piece stands now: its last landing point clicked, else its own point.
    pub fn current(&self) -> Option<Point> {
        self.partial.last().copied().or(self.selected)
    }

    /// The opponent's pieces jumped by the landing points clicked so far (they are taken when
    /// the move is played).
    pub fn jumped(&self) -> Bitboard {
        let Some(captured) = self.candidates().first().map(Move::captured) else {
            return Bitboard::EMPTY;
        };
        self.path()
            .windows(2)
            .filter_map(|hop| jumped_between(captured, hop[0], hop[1]))
            .collect()
    }

    /// The path entered so far: the selected piece, then the landing points clicked.
    pub fn path(&self) -> Vec<Point> {
        self.selected
            .into_iter()
            .chain(self.partial.iter().copied())
            .collect()
    }

    /// The legal moves still consistent with the selection and the partial path (none when
    /// nothing is selected).
    pub fn candidates(&self) -> Vec<Move> {
        match self.selected {
            Some(_) => with_prefix(&self.moves, &self.path()),
            None => Vec::new(),
        }
    }

    /// The points a click may go to next: the next landing point and the final landing point
    /// of each candidate move.
    pub fn destinations(&self) -> Bitboard {
        let next = self.partial.len();
        self.candidates()
            .into_iter()
            .flat_map(|m| [m.landings().get(next).copied(), Some(m.to())])
            .flatten()
            .collect()
    }

    /// The destinations where a click completes a move (the others are stops on the way).
    pub fn finals(&self) -> Bitboard {
        self.candidates().iter().map(Move::to).collect()
    }

    /// The piece being dragged and where the pointer is, once the press became a drag.
    pub fn ghost(&self) -> Option<(Point, Xy)> {
        self.drag.filter(|d| d.moved).map(|d| (d.from, d.at))
    }

    /// The mouse cursor over point `p`: `"grabbing"` while a piece is dragged, `"pointer"` over
    /// a piece that can move or a point a click may go to, else `""` (the default cursor).
    pub fn cursor(&self, p: Option<Point>) -> &'static str {
        if self.ghost().is_some() {
            "grabbing"
        } else if p.is_some_and(|p| self.movable().contains(p) || self.destinations().contains(p)) {
            "pointer"
        } else {
            ""
        }
    }

    /// Forgets the selection, the partial path and any drag.
    pub fn clear(&mut self) {
        self.selected = None;
        self.partial.clear();
        self.drag = None;
    }

    /// A click (press and release without a drag) on a point, or beside every point.
    pub fn click(&mut self, p: Option<Point>) -> Outcome {
        let Some(p) = p else {
            return self.deselect();
        };
        let Some(selected) = self.selected else {
            return self.select(p);
        };
        if p == selected && self.partial.is_empty() {
            return self.deselect();
        }
        let mut extended = self.path();
        extended.push(p);
        let along = with_prefix(&self.moves, &extended);
        if let [only] = along[..] {
            if only.path().len() == extended.len() {
                return self.finish(only);
            }
        }
        if !along.is_empty() {
            self.partial = extended.split_off(1);
            return Outcome::Changed;
        }
        let candidates = self.candidates();
        if let Some(only) = by_ends(&candidates, selected, p) {
            return self.finish(only);
        }
        if candidates.iter().any(|m| m.to() == p) || self.current() == Some(p) {
            Outcome::Ignored
        } else if self.movable().contains(p) {
            self.select(p)
        } else {
            self.deselect()
        }
    }

    /// The pointer pressed at `xy` over point `p` (or over no point).
    pub fn pointer_down(&mut self, p: Option<Point>, xy: Xy) -> Outcome {
        self.drag = None;
        match p {
            Some(p) if !self.destinations().contains(p) && self.movable().contains(p) => {
                let was_selected = self.selected == Some(p) && self.partial.is_empty();
                self.selected = Some(p);
                self.partial.clear();
                self.drag = Some(Drag {
                    from: p,
                    start: xy,
                    at: xy,
                    moved: false,
                    was_selected,
                });
                Outcome::Changed
            }
            _ => self.click(p),
        }
    }

    /// The pointer moved to `xy`; `true` when a drag ghost must be redrawn.
    pub fn pointer_move(&mut self, xy: Xy) -> bool {
        let Some(drag) = self.drag.as_mut() else {
            return false;
        };
        drag.at = xy;
        if !drag.moved && drag.start.distance(xy) > DRAG_START_PX {
            drag.moved = true;
        }
        drag.moved
    }

    /// The pointer was released at `xy` over point `p` (or over no point).
    pub fn pointer_up(&mut self, p: Option<Point>, xy: Xy) -> Outcome {
        self.pointer_move(xy);
        let Some(drag) = self.drag.take() else {
            return Outcome::Ignored;
        };
        if !drag.moved {
            return if drag.was_selected {
                self.deselect()
            } else {
                Outcome::Ignored
            };
        }
        match p {
            Some(p) if self.destinations().contains(p) => self.click(Some(p)),
            _ => Outcome::Changed,
        }
    }

    /// The pointer left or the gesture was cancelled: the drag ends, the selection stays.
    pub fn pointer_cancel(&mut self) -> Outcome {
        match self.drag.take() {
            Some(_) => Outcome::Changed,
            None => Outcome::Ignored,
        }
    }

    fn select(&mut self, p: Point) -> Outcome {
        if !self.movable().contains(p) {
            return self.deselect();
        }
        self.selected = Some(p);
        self.partial.clear();
        Outcome::Changed
    }

    fn deselect(&mut self) -> Outcome {
        if self.selected.is_none() {
            return Outcome::Ignored;
        }
        self.clear();
        Outcome::Changed
    }

    fn finish(&mut self, m: Move) -> Outcome {
        self.clear();
        Outcome::Play(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tobit_rules::{fen, Position};

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    fn input(fen_text: &str) -> MoveInput {
        let pos: Position = fen::parse(fen_text).unwrap();
        MoveInput::new(pos.legal_moves())
    }

    fn played(o: Outcome) -> String {
        match o {
            Outcome::Play(m) => m.to_string(),
            other => format!("{other:?}"),
        }
    }

    const XY: Xy = Xy { x: 0.0, y: 0.0 };

    #[test]
    fn only_pieces_that_can_move_are_selectable() {
        let mut i = MoveInput::new(Position::start().legal_moves());
        assert_eq!(i.click(Some(pt(1))), Outcome::Ignored);
        assert_eq!(i.click(Some(pt(30))), Outcome::Ignored);
        assert_eq!(i.click(Some(pt(9))), Outcome::Changed);
        assert_eq!(i.selected(), Some(pt(9)));
        assert_eq!(i.destinations(), Bitboard::from_point(pt(16)));
        assert_eq!(played(i.click(Some(pt(16)))), "9-16");
        assert_eq!(i.selected(), None);
    }

    #[test]
    fn when_a_capture_is_compulsory_only_capturers_are_selectable() {
        let mut i = input("W:W9,1:B16");
        assert!(i.must_capture());
        assert_eq!(i.movable(), Bitboard::from_point(pt(9)));
        assert_eq!(i.click(Some(pt(1))), Outcome::Ignored);
    }

    #[test]
    fn a_capture_can_be_clicked_landing_by_landing() {
        let mut i = input("W:W9:B16,24,30");
        i.click(Some(pt(9)));
        assert_eq!(i.click(Some(pt(23))), Outcome::Changed);
        assert_eq!(i.partial(), &[pt(23)]);
        let expected: Bitboard = [pt(25), pt(36)].into_iter().collect();
        assert_eq!(i.destinations(), expected);
        assert_eq!(played(i.click(Some(pt(25)))), "9x23x25");
    }

    #[test]
    fn each_stop_moves_the_piece_and_jumps_a_piece_and_its_point_again_changes_nothing() {
        let mut i = input("W:W9:B16,24,30");
        i.click(Some(pt(9)));
        assert_eq!(i.current(), Some(pt(9)));
        assert_eq!(i.jumped(), Bitboard::EMPTY);
        assert_eq!(i.finals(), [pt(25), pt(36)].into_iter().collect());
        assert!(i.destinations().contains(pt(23)) && !i.finals().contains(pt(23)));
        assert_eq!(i.pointer_down(Some(pt(23)), XY), Outcome::Changed);
        assert_eq!(i.pointer_up(Some(pt(23)), XY), Outcome::Ignored);
        assert_eq!(i.current(), Some(pt(23)));
        assert_eq!(i.jumped(), Bitboard::from_point(pt(16)));
        assert_eq!(i.path(), vec![pt(9), pt(23)]);
        assert_eq!(i.pointer_down(Some(pt(23)), XY), Outcome::Ignored);
        assert_eq!(i.pointer_up(Some(pt(23)), XY), Outcome::Ignored);
        assert_eq!(i.click(Some(pt(23))), Outcome::Ignored);
        assert_eq!(i.partial(), &[pt(23)], "the stop is kept");
        assert_eq!(played(i.click(Some(pt(36)))), "9x23x36");
    }

    #[test]
    fn one_click_on_the_final_landing_point_plays_the_whole_capture() {
        let mut i = input("W:W9:B16,24,30");
        i.click(Some(pt(9)));
        assert_eq!(played(i.click(Some(pt(36)))), "9x23x36");
    }

    #[test]
    fn an_ambiguous_final_landing_point_waits_for_the_path() {
        let (a, b) = (pt(16), pt(30));
        let m1 = Move::capture(pt(9), &[pt(23), pt(36)], [a, b].into_iter().collect());
        let m2 = Move::capture(pt(9), &[pt(21), pt(36)], [a, b].into_iter().collect());
        let mut i = MoveInput::new(vec![m1, m2]);
        i.click(Some(pt(9)));
        assert_eq!(i.click(Some(pt(36))), Outcome::Ignored);
        assert_eq!(i.selected(), Some(pt(9)));
        i.click(Some(pt(21)));
        assert_eq!(i.click(Some(pt(36))), Outcome::Play(m2));
    }

    #[test]
    fn a_click_that_fits_no_move_deselects_quietly() {
        let mut i = MoveInput::new(Position::start().legal_moves());
        i.click(Some(pt(9)));
        assert_eq!(i.click(Some(pt(30))), Outcome::Changed);
        assert_eq!(i.selected(), None);
        i.click(Some(pt(9)));
        assert_eq!(i.click(None), Outcome::Changed);
        assert_eq!(i.selected(), None);
        assert_eq!(i.click(None), Outcome::Ignored);
    }

    #[test]
    fn clicking_another_movable_piece_switches_and_the_same_piece_toggles() {
        let mut i = MoveInput::new(Position::start().legal_moves());
        i.click(Some(pt(9)));
        i.click(Some(pt(10)));
        assert_eq!(i.selected(), Some(pt(10)));
        i.click(Some(pt(10)));
        assert_eq!(i.selected(), None);
    }

    #[test]
    fn drag_and_drop_plays_the_move() {
        let mut i = MoveInput::new(Position::start().legal_moves());
        assert_eq!(i.pointer_down(Some(pt(9)), XY), Outcome::Changed);
        assert_eq!(i.ghost(), None);
        assert!(i.pointer_move(Xy { x: 10.0, y: -20.0 }));
        assert_eq!(i.ghost(), Some((pt(9), Xy { x: 10.0, y: -20.0 })));
        let o = i.pointer_up(Some(pt(16)), Xy { x: 10.0, y: -40.0 });
        assert_eq!(played(o), "9-16");
        assert_eq!(i.ghost(), None);
    }

    #[test]
    fn a_drop_off_any_destination_keeps_the_piece_selected() {
        let mut i = MoveInput::new(Position::start().legal_moves());
        i.pointer_down(Some(pt(9)), XY);
        i.pointer_move(Xy { x: 30.0, y: 0.0 });
        assert_eq!(
            i.pointer_up(Some(pt(20)), Xy { x: 30.0, y: 0.0 }),
            Outcome::Changed
        );
        assert_eq!(i.selected(), Some(pt(9)));
        assert_eq!(i.ghost(), None);
        assert_eq!(played(i.click(Some(pt(16)))), "9-16");
    }

    #[test]
    fn press_and_release_selects_then_a_second_press_deselects() {
        let mut i = MoveInput::new(Position::start().legal_moves());
        i.pointer_down(Some(pt(9)), XY);
        assert_eq!(i.pointer_up(Some(pt(9)), XY), Outcome::Ignored);
        assert_eq!(i.selected(), Some(pt(9)));
        i.pointer_down(Some(pt(9)), XY);
        assert_eq!(i.pointer_up(Some(pt(9)), XY), Outcome::Changed);
        assert_eq!(i.selected(), None);
    }

    #[test]
    fn pressing_a_destination_plays_like_a_click() {
        let mut i = input("W:W9:B16,24,30");
        i.pointer_down(Some(pt(9)), XY);
        i.pointer_up(Some(pt(9)), XY);
        assert_eq!(played(i.pointer_down(Some(pt(36)), XY)), "9x23x36");
        assert_eq!(i.pointer_up(Some(pt(36)), XY), Outcome::Ignored);
    }

    #[test]
    fn the_cursor_points_at_movable_pieces_and_destinations_and_grabs_while_dragging() {
        let mut i = MoveInput::new(Position::start().legal_moves());
        assert_eq!(i.cursor(Some(pt(9))), "pointer");
        assert_eq!(i.cursor(Some(pt(1))), "", "a hul with no move");
        assert_eq!(i.cursor(Some(pt(30))), "", "the opponent's piece");
        assert_eq!(i.cursor(None), "");
        i.click(Some(pt(9)));
        assert_eq!(i.cursor(Some(pt(16))), "pointer");
        i.pointer_down(Some(pt(9)), XY);
        i.pointer_move(Xy { x: 30.0, y: 0.0 });
        assert_eq!(i.cursor(None), "grabbing");
        assert_eq!(MoveInput::new(Vec::new()).cursor(Some(pt(9))), "");
    }

    #[test]
    fn cancel_ends_the_drag_but_keeps_the_selection() {
        let mut i = MoveInput::new(Position::start().legal_moves());
        i.pointer_down(Some(pt(9)), XY);
        i.pointer_move(Xy { x: 50.0, y: 0.0 });
        assert_eq!(i.pointer_cancel(), Outcome::Changed);
        assert_eq!(i.ghost(), None);
        assert_eq!(i.selected(), Some(pt(9)));
        assert_eq!(i.pointer_cancel(), Outcome::Ignored);
    }
}
