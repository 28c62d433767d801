//! Board layout in a box of CSS pixels: point centres, chol segments, köl squares, the piece
//! radius and where the point numbers go, for either orientation.

use tobit_rules::tables::{chols, kol_corners};
use tobit_rules::{Color, Point, GRID_COLS, GRID_ROWS};

/// The board is as many gaps wide as its columns (rules::point) minus one.
const GAPS_WIDE: f64 = (GRID_COLS - 1) as f64;
/// The board is as many gaps high as its rows minus one.
const GAPS_HIGH: f64 = (GRID_ROWS - 1) as f64;
/// Margin around the outermost points, in gaps: room for a piece and a point number.
const MARGIN_GAPS: f64 = 0.62;
/// Width over height of the board box that the board fills exactly (the element's aspect
/// ratio, exported to JS by `config()`).
pub const ASPECT_RATIO: f64 = (GAPS_WIDE + 2.0 * MARGIN_GAPS) / (GAPS_HIGH + 2.0 * MARGIN_GAPS);
/// Piece radius, in gaps.
const PIECE_RADIUS_GAPS: f64 = 0.36;

/// A point in CSS pixels, relative to the top-left corner of the board box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Xy {
    /// Pixels to the right.
    pub x: f64,
    /// Pixels down.
    pub y: f64,
}

impl Xy {
    /// The point a fraction `t` (0..1) of the way from `self` to `other`.
    pub fn lerp(self, other: Xy, t: f64) -> Xy {
        Xy {
            x: self.x + (other.x - self.x) * t,
            y: self.y + (other.y - self.y) * t,
        }
    }

    /// The distance to another point.
    pub fn distance(self, other: Xy) -> f64 {
        (self.x - other.x).hypot(self.y - other.y)
    }
}

/// An axis-aligned rectangle in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

/// The layout of the board in a box of `width` x `height` CSS pixels, seen from one side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    width: f64,
    height: f64,
    bottom: Color,
    gap: f64,
    origin: Xy,
}

impl Geometry {
    /// The layout in a `width` x `height` box with `bottom`'s home row at the bottom. The board
    /// keeps its proportions and is centred; a box with no area gives a board with no area.
    pub fn new(width: f64, height: f64, bottom: Color) -> Geometry {
        let width = if width.is_finite() {
            width.max(0.0)
        } else {
            0.0
        };
        let height = if height.is_finite() {
            height.max(0.0)
        } else {
            0.0
        };
        let gap =
            (width / (GAPS_WIDE + 2.0 * MARGIN_GAPS)).min(height / (GAPS_HIGH + 2.0 * MARGIN_GAPS));
        let origin = Xy {
            x: (width - GAPS_WIDE * gap) / 2.0,
            y: (height - GAPS_HIGH * gap) / 2.0,
        };
        Geometry {
            width,
            height,
            bottom,
            gap,
            origin,
        }
    }

    /// The box width in CSS pixels.
    pub fn width(&self) -> f64 {
        self.width
    }

    /// The box height in CSS pixels.
    pub fn height(&self) -> f64 {
        self.height
    }

    /// The side whose home row is drawn at the bottom.
    pub fn bottom(&self) -> Color {
        self.bottom
    }

    /// The distance between neighbouring points, in CSS pixels.
    pub fn gap(&self) -> f64 {
        self.gap
    }

    /// The radius of a drawn piece.
    pub fn piece_radius(&self) -> f64 {
        self.gap * PIECE_RADIUS_GAPS
    }

    /// The centre of a grid cell (column 0..6, row 0..5; fractions allowed for animation).
    pub fn cell_center(&self, col: f64, row: f64) -> Xy {
        let (col, row) = match self.bottom {
            Color::White => (col, row),
            Color::Black => (GAPS_WIDE - col, GAPS_HIGH - row),
        };
        Xy {
            x: self.origin.x + col * self.gap,
            y: self.origin.y + (GAPS_HIGH - row) * self.gap,
        }
    }

    /// The centre of a point.
    pub fn center(&self, p: Point) -> Xy {
        self.cell_center(f64::from(p.col()), f64::from(p.row()))
    }

    /// The nine chols ([`chols`]) as segments between their two endpoints.
    pub fn chols(&self) -> Vec<(Xy, Xy)> {
        chols()
            .into_iter()
            .map(|(a, b)| (self.center(a), self.center(b)))
            .collect()
    }

    /// The twelve köl squares ([`kol_corners`]): the cells closed in by chols on all four sides.
    pub fn kol_squares(&self) -> Vec<Rect> {
        kol_corners()
            .into_iter()
            .map(|p| {
                let a = self.center(p);
                let b = self.cell_center(f64::from(p.col()) + 1.0, f64::from(p.row()) + 1.0);
                Rect {
                    x: a.x.min(b.x),
                    y: a.y.min(b.y),
                    w: (a.x - b.x).abs(),
                    h: (a.y - b.y).abs(),
                }
            })
            .collect()
    }

    /// Where a point's number is written: tucked into the corner down and to the left of the
    /// point as seen on the screen, between its chols, on the rim of a piece standing there, so
    /// that the point is by far its nearest point (a neighbour is 1.6 times farther).
    pub fn label_anchor(&self, p: Point) -> Xy {
        let c = self.center(p);
        let offset = self.gap * LABEL_OFFSET_GAPS;
        Xy {
            x: c.x - offset,
            y: c.y + offset,
        }
    }

    /// The font size of the point numbers, in whole CSS pixels: a fifth of a gap, at least 12
    /// (readable on a phone) and at most 16.
    pub fn label_px(&self) -> u32 {
        (self.gap * 0.21).clamp(12.0, 16.0).round() as u32
    }

    /// Where the side to move is marked: the empty corner right of `side`'s home row, as seen
    /// on the screen (bottom right when `side` plays from the bottom, else top right).
    pub fn turn_marker(&self, side: Color) -> Xy {
        let rows_down = if side == self.bottom { GAPS_HIGH } else { 0.0 };
        Xy {
            x: self.origin.x + GAPS_WIDE * self.gap,
            y: self.origin.y + rows_down * self.gap,
        }
    }

    /// The short bar that closes a chol at an endpoint, across the chol: a line ends there, it
    /// is not a round mark that could be taken for a piece.
    pub fn endpoint_cap(&self, p: Point) -> (Xy, Xy) {
        let c = self.center(p);
        let half = self.gap * 0.14;
        let across_vertical_chol = p.row() == 0 || f64::from(p.row()) == GAPS_HIGH;
        if across_vertical_chol {
            (Xy { x: c.x - half, ..c }, Xy { x: c.x + half, ..c })
        } else {
            (Xy { y: c.y - half, ..c }, Xy { y: c.y + half, ..c })
        }
    }
}

/// How far a point number sits from its point, along each axis, in gaps.
const LABEL_OFFSET_GAPS: f64 = 0.32;

/// Whether a point is drawn as an endpoint of a chol: [`Point::is_endpoint`].
pub fn is_endpoint(p: Point) -> bool {
    p.is_endpoint()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    #[test]
    fn white_at_the_bottom_puts_point_1_low_and_38_high() {
        let g = Geometry::new(700.0, 600.0, Color::White);
        assert!(g.center(pt(1)).y > g.center(pt(38)).y);
        assert!(g.center(pt(6)).x < g.center(pt(12)).x);
        assert_eq!(g.center(pt(1)).x, g.center(pt(7)).x);
        assert_eq!(g.center(pt(6)).y, g.center(pt(12)).y);
    }

    #[test]
    fn flipping_mirrors_every_point_through_the_centre() {
        let w = Geometry::new(640.0, 480.0, Color::White);
        let b = Geometry::new(640.0, 480.0, Color::Black);
        for p in Point::all() {
            let (a, c) = (w.center(p), b.center(p));
            assert!((a.x + c.x - 640.0).abs() < 1e-9, "{p:?}");
            assert!((a.y + c.y - 480.0).abs() < 1e-9, "{p:?}");
        }
        assert!(b.center(pt(1)).y < b.center(pt(38)).y);
    }

    #[test]
    fn the_board_fits_the_box_with_room_for_pieces_and_keeps_its_proportions() {
        for (w, h) in [(700.0, 600.0), (300.0, 900.0), (1000.0, 200.0)] {
            let g = Geometry::new(w, h, Color::White);
            let r = g.piece_radius();
            for p in Point::all() {
                let c = g.center(p);
                assert!(c.x - r >= 0.0 && c.x + r <= w, "{w}x{h} {p:?}");
                assert!(c.y - r >= 0.0 && c.y + r <= h, "{w}x{h} {p:?}");
            }
            let dx = g.center(pt(7)).distance(g.center(pt(8)));
            let dy = g.center(pt(7)).distance(g.center(pt(14)));
            assert!((dx - dy).abs() < 1e-9);
            assert!((dx - g.gap()).abs() < 1e-9);
        }
    }

    #[test]
    fn neighbouring_points_are_one_gap_apart_and_pieces_do_not_touch() {
        let g = Geometry::new(500.0, 500.0, Color::White);
        assert!(2.0 * g.piece_radius() < g.gap());
        let d = g.center(pt(16)).distance(g.center(pt(23)));
        assert!((d - g.gap()).abs() < 1e-9);
    }

    #[test]
    fn chols_run_from_endpoint_to_endpoint() {
        let g = Geometry::new(700.0, 600.0, Color::White);
        let chols = g.chols();
        assert_eq!(chols.len(), 9);
        assert!(chols.contains(&(g.center(pt(1)), g.center(pt(34)))));
        assert!(chols.contains(&(g.center(pt(5)), g.center(pt(38)))));
        assert!(chols.contains(&(g.center(pt(6)), g.center(pt(12)))));
        assert!(chols.contains(&(g.center(pt(27)), g.center(pt(33)))));
    }

    #[test]
    fn endpoints_and_crossings_are_18_and_20() {
        let ends = Point::all().filter(|&p| is_endpoint(p)).count();
        assert_eq!(ends, 18);
        assert!(is_endpoint(pt(1)) && is_endpoint(pt(6)) && is_endpoint(pt(33)));
        assert!(!is_endpoint(pt(7)) && !is_endpoint(pt(32)));
    }

    #[test]
    fn kol_squares_lie_between_the_crossings() {
        let g = Geometry::new(700.0, 600.0, Color::Black);
        let squares = g.kol_squares();
        assert_eq!(squares.len(), 12);
        let (a, b) = (g.center(pt(7)), g.center(pt(15)));
        let first = squares[0];
        assert!((first.x - a.x.min(b.x)).abs() < 1e-9 && (first.y - a.y.min(b.y)).abs() < 1e-9);
        assert!((first.w - g.gap()).abs() < 1e-9 && (first.h - g.gap()).abs() < 1e-9);
    }

    #[test]
    fn a_degenerate_box_gives_a_board_with_no_area() {
        let g = Geometry::new(f64::NAN, -3.0, Color::White);
        assert_eq!(g.gap(), 0.0);
        assert!(g.center(pt(20)).x.is_finite());
    }

    #[test]
    fn each_number_is_much_nearer_its_own_point_than_any_other() {
        for bottom in [Color::White, Color::Black] {
            let g = Geometry::new(390.0, 340.0, bottom);
            for p in Point::all() {
                let at = g.label_anchor(p);
                let own = at.distance(g.center(p));
                let other = Point::all()
                    .filter(|&q| q != p)
                    .map(|q| at.distance(g.center(q)))
                    .fold(f64::INFINITY, f64::min);
                assert!(own * 1.5 < other, "{p:?}: {own} vs {other}");
                assert!(own > g.piece_radius(), "the centre is off the piece");
                assert!(at.x > 0.0 && at.y < g.height(), "inside the board");
            }
        }
    }

    #[test]
    fn numbers_are_at_least_12_px_on_a_phone() {
        assert_eq!(Geometry::new(358.0, 300.0, Color::White).label_px(), 12);
        assert!(Geometry::new(1000.0, 900.0, Color::White).label_px() <= 16);
    }

    #[test]
    fn the_turn_marker_sits_in_an_empty_corner_on_the_movers_side() {
        for bottom in [Color::White, Color::Black] {
            let g = Geometry::new(700.0, 600.0, bottom);
            let low = g.turn_marker(bottom);
            let high = g.turn_marker(bottom.opponent());
            assert!(low.y > high.y && (low.x - high.x).abs() < 1e-9);
            for at in [low, high] {
                let nearest = Point::all()
                    .map(|p| at.distance(g.center(p)))
                    .fold(f64::INFINITY, f64::min);
                assert!((nearest - g.gap()).abs() < 1e-9, "a free corner");
            }
        }
    }

    #[test]
    fn endpoint_caps_lie_across_their_chol() {
        let g = Geometry::new(700.0, 600.0, Color::White);
        for p in Point::all().filter(|&p| is_endpoint(p)) {
            let (a, b) = g.endpoint_cap(p);
            let mid = a.lerp(b, 0.5);
            assert!(mid.distance(g.center(p)) < 1e-9);
            let chol = g
                .chols()
                .into_iter()
                .find(|(x, y)| x.distance(g.center(p)) < 1e-9 || y.distance(g.center(p)) < 1e-9)
                .unwrap();
            let (dx, dy) = (b.x - a.x, b.y - a.y);
            let (cx, cy) = (chol.1.x - chol.0.x, chol.1.y - chol.0.y);
            assert!(
                (dx * cx + dy * cy).abs() < 1e-6,
                "{p:?} is capped across its chol"
            );
        }
    }
}
