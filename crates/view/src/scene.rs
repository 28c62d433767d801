//! What one frame of the board shows, as a display list: every shape to paint, where, in
//! which colour, in painting order. Built here in plain Rust (and tested natively); the web
//! layer only paints the list on a canvas.

use super::anim::{Frame, MoveAnimation};
use super::geometry::{is_endpoint, Geometry, Rect, Xy};
use super::input::MoveInput;
use super::theme::Theme;
pub use piece::PieceItem;
use tobit_rules::tree::{Arrow, Brush, Circle};
use tobit_rules::{Bitboard, Color, Game, Move, Piece, Point, Position, POINT_COUNT};

/// Opacity of a captured piece once the capturing piece has passed it.
const FADED_ALPHA: f64 = 0.3;
/// Opacity of the ghost left on a captured piece's point until the next move.
const GHOST_ALPHA: f64 = 0.4;
/// Opacity of the pill under a point number ([`Item::LabelPill`]).
pub const PILL_ALPHA: f64 = 0.9;
/// The height of the pill under a point number, in ems of its text.
pub const PILL_HEIGHT_EM: f64 = 1.3;
/// Opacity of the last move's path.
const PATH_ALPHA: f64 = 0.55;
/// The point numbers as written on the board, point 1 first (no text is built per frame).
const POINT_NUMBERS: [&str; POINT_COUNT as usize] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17",
    "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33",
    "34", "35", "36", "37", "38",
];

/// The crown glyph's outline, in half-widths from its centre.
const CROWN: [(f64, f64); 7] = [
    (-1.0, 0.7),
    (-1.0, -0.35),
    (-0.5, 0.15),
    (0.0, -0.75),
    (0.5, 0.15),
    (1.0, -0.35),
    (1.0, 0.7),
];

/// The outline of the crown glyph of half-width `size` centred on `at` ([`Item::Crown`]).
pub fn crown_outline(at: Xy, size: f64) -> impl Iterator<Item = Xy> {
    CROWN.iter().map(move |(x, y)| Xy {
        x: at.x + x * size,
        y: at.y + y * size,
    })
}

/// One shape to paint. Colours are CSS colours borrowed from the theme.
#[derive(Clone, Debug, PartialEq)]
pub enum Item<'a> {
    /// A filled rectangle.
    Rect {
        /// Where.
        rect: Rect,
        /// Fill colour.
        fill: &'a str,
    },
    /// Straight segments stroked with round caps.
    Lines {
        /// The segments.
        segments: Vec<(Xy, Xy)>,
        /// Line width.
        width: f64,
        /// Stroke colour.
        color: &'a str,
    },
    /// A polyline stroked with round caps and joins.
    Polyline {
        /// The points, start first.
        points: Vec<Xy>,
        /// Line width.
        width: f64,
        /// Stroke colour.
        color: &'a str,
        /// Opacity.
        alpha: f64,
    },
    /// A filled circle.
    Disc {
        /// Centre.
        at: Xy,
        /// Radius.
        r: f64,
        /// Fill colour.
        fill: &'a str,
        /// Opacity.
        alpha: f64,
    },
    /// A stroked circle.
    Ring {
        /// Centre.
        at: Xy,
        /// Radius.
        r: f64,
        /// Line width.
        width: f64,
        /// Stroke colour.
        color: &'a str,
        /// Opacity.
        alpha: f64,
    },
    /// A piece: its parts ([`PieceItem::parts`]) painted together.
    Piece(PieceItem<'a>),
    /// An arrow between two points, one filled outline (a shaft and a head).
    Arrow {
        /// The outline, the tip at index 3.
        outline: [Xy; 7],
        /// Its brush (the colour is the theme's for it).
        brush: Brush,
        /// Fill colour.
        fill: &'a str,
        /// Opacity.
        alpha: f64,
    },
    /// A crown glyph of half-width `size` centred on `at`.
    Crown {
        /// Centre.
        at: Xy,
        /// Half-width.
        size: f64,
        /// Fill colour.
        fill: &'a str,
        /// Opacity.
        alpha: f64,
    },
    /// The pill under a label, as wide as its text: it hides the chols behind a point number
    /// and is painted before the pieces, so a piece is never cut by it.
    LabelPill {
        /// Centre.
        at: Xy,
        /// The text it is measured for.
        text: &'static str,
        /// Font size in whole CSS pixels.
        px: u32,
        /// Pill colour.
        color: &'a str,
    },
    /// A centred label (a point number), painted over the pieces.
    Label {
        /// Centre.
        at: Xy,
        /// The text.
        text: &'static str,
        /// Font size in whole CSS pixels.
        px: u32,
        /// Text colour.
        fill: &'a str,
    },
}

/// A move being animated: the position before it, the move, and its timeline once the first
/// frame has fixed its start time.
pub struct Running {
    /// The position before the move.
    pub before: Position,
    /// The move.
    pub mv: Move,
    /// Whether the moving hul becomes a tobit.
    pub promotes: bool,
    /// The timeline, once started.
    pub timeline: Option<MoveAnimation>,
}

impl Running {
    /// The animation state at `now_ms` (its first state when it has not started).
    pub fn frame(&self, hop_ms: f64, now_ms: f64) -> Frame {
        match &self.timeline {
            Some(t) => t.frame(now_ms),
            None => MoveAnimation::new(&self.mv, self.promotes, hop_ms, 0.0).frame(0.0),
        }
    }
}

/// What the board shows: the game (at the shown ply), the input state, a running animation.
pub struct View<'a> {
    /// The layout.
    pub geometry: &'a Geometry,
    /// The colours.
    pub theme: &'a Theme,
    /// Whether to write the point numbers.
    pub numbers: bool,
    /// The game.
    pub game: &'a Game,
    /// The ply shown, `None` for the live position.
    pub ply: Option<usize>,
    /// The pointer input state.
    pub input: &'a MoveInput,
    /// The move being animated, with the hop duration and the time of the frame.
    pub running: Option<(&'a Running, f64, f64)>,
    /// Pieces that pulse (they must capture, and the player tried another) and the pulse's
    /// strength now, 0..1.
    pub pulse: Option<(Bitboard, f64)>,
    /// Arrows drawn over the board.
    pub arrows: &'a [Arrow],
    /// Circles drawn around points.
    pub circles: &'a [Circle],
    /// Whether the side to move is marked (beside the board, on its side of the screen).
    pub turn: bool,
}

/// A piece drawn off its point: moving in an animation or dragged.
struct Floating {
    piece: Piece,
    at: Xy,
    /// How far a promotion has shown (0..1); at 1 a hul is drawn as a tobit.
    promotion: f64,
}

/// The display list of one frame of `v`.
pub fn scene<'a>(v: &View<'a>) -> Vec<Item<'a>> {
    let (g, t) = (v.geometry, v.theme);
    let ply = v.ply.unwrap_or(v.game.moves().len());
    let shown = v.game.position_at(ply).unwrap_or_else(|| v.game.position());
    let mut position = shown;
    let mut hidden = Bitboard::EMPTY;
    let mut faded = Bitboard::EMPTY;
    let mut fading = None;
    let mut floating = None;
    let mut last_path = ply
        .checked_sub(1)
        .and_then(|i| v.game.moves().get(i))
        .map(Move::path)
        .unwrap_or_default();
    if let Some((run, hop_ms, now_ms)) = v.running {
        let frame = run.frame(hop_ms, now_ms);
        position = run.before;
        hidden = Bitboard::from_point(run.mv.from());
        faded = frame.faded;
        fading = frame.fading;
        last_path = run.mv.path();
        floating = run.before.piece_at(run.mv.from()).map(|piece| Floating {
            piece,
            at: g.center(frame.from).lerp(g.center(frame.to), frame.t),
            promotion: frame.promotion,
        });
    } else if let Some((from, at)) = v.input.ghost() {
        hidden = Bitboard::from_point(from);
        floating = shown.piece_at(from).map(|piece| Floating {
            piece,
            at,
            promotion: 0.0,
        });
    }
    // A capture entered landing by landing: the piece stands on its last landing point and the
    // pieces it jumped are ghosts until the move is played.
    let entering = match (v.running, v.input.selected(), v.input.current()) {
        (None, Some(from), Some(at)) if from != at => shown.piece_at(from).map(|p| (from, at, p)),
        _ => None,
    };
    let jumped = if entering.is_some() {
        v.input.jumped()
    } else {
        Bitboard::EMPTY
    };
    if let Some((from, _, _)) = entering {
        if floating.is_none() {
            hidden = Bitboard::from_point(from);
        }
        hidden |= jumped;
    }

    let gap = g.gap();
    let mut items = vec![Item::Rect {
        rect: Rect {
            x: 0.0,
            y: 0.0,
            w: g.width(),
            h: g.height(),
        },
        fill: &t.board,
    }];
    // A theme whose köl squares are the board's colour (the print theme) draws none.
    if t.kol != t.board {
        items.extend(
            g.kol_squares()
                .into_iter()
                .map(|rect| Item::Rect { rect, fill: &t.kol }),
        );
    }
    board_marks(&mut items, g, t, &last_path);
    if v.running.is_none() {
        captured_marks(&mut items, g, t, v.game, ply);
    }
    if entering.is_some() {
        items.push(Item::Polyline {
            points: v.input.path().iter().map(|p| g.center(*p)).collect(),
            width: gap * 0.1,
            color: &t.highlight,
            alpha: PATH_ALPHA,
        });
        for p in jumped {
            if let Some(piece) = shown.piece_at(p) {
                ghost_mark(&mut items, g, t, p, Some(piece));
            }
        }
    }
    // The point numbers, where and how large they are written (none when turned off).
    let numbers = || {
        let px = g.label_px();
        Point::all().filter(|_| v.numbers).map(move |p| {
            (
                g.label_anchor(p),
                POINT_NUMBERS[usize::from(p.number() - 1)],
                px,
            )
        })
    };
    items.extend(numbers().map(|(at, text, px)| Item::LabelPill {
        at,
        text,
        px,
        color: &t.board,
    }));
    for p in position.occupied() & !hidden {
        if let Some(piece) = position.piece_at(p) {
            let alpha = match fading {
                Some((q, fade)) if q == p => 1.0 - fade * (1.0 - FADED_ALPHA),
                _ if faded.contains(p) => FADED_ALPHA,
                _ => 1.0,
            };
            items.push(piece_item(g, t, g.center(p), Some(p), piece, 0.0, alpha));
        }
    }
    if let Some((_, at, piece)) = entering.filter(|_| floating.is_none()) {
        items.push(piece_item(g, t, g.center(at), Some(at), piece, 0.0, 1.0));
    }
    let ring_width = (gap * 0.06).max(2.0);
    let ring = |at: Point, color: &'a str| Item::Ring {
        at: g.center(at),
        r: g.piece_radius() + ring_width,
        width: ring_width,
        color,
        alpha: 1.0,
    };
    if v.input.must_capture() && v.input.selected().is_none() {
        items.extend(
            v.input
                .movable()
                .into_iter()
                .map(|p| ring(p, &t.must_capture)),
        );
    }
    if let Some((points, strength)) = v.pulse {
        items.extend(points.into_iter().map(|p| Item::Ring {
            at: g.center(p),
            r: g.piece_radius() + ring_width * (1.0 + 2.5 * strength),
            width: ring_width * (1.0 + strength),
            color: &t.must_capture,
            alpha: 0.35 + 0.65 * strength,
        }));
    }
    if let Some(p) = v.input.current() {
        items.push(ring(p, &t.highlight));
    }
    // A point that completes a move is a dot in a ring; a stop on the way is a plain dot.
    let finals = v.input.finals();
    for p in v.input.destinations() {
        items.push(Item::Disc {
            at: g.center(p),
            r: gap * 0.13,
            fill: &t.highlight,
            alpha: 1.0,
        });
        if finals.contains(p) {
            items.push(Item::Ring {
                at: g.center(p),
                r: gap * 0.22,
                width: ring_width,
                color: &t.highlight,
                alpha: 1.0,
            });
        }
    }
    marks::annotations(&mut items, g, t, v.arrows, v.circles);
    if v.turn {
        marks::turn(&mut items, g, t, shown.side());
    }
    items.extend(numbers().map(|(at, text, px)| Item::Label {
        at,
        text,
        px,
        fill: &t.number,
    }));
    if let Some(f) = floating {
        items.push(piece_item(g, t, f.at, None, f.piece, f.promotion, 1.0));
    }
    items
}

/// Where the move that led to ply `ply` took pieces: a faint ghost of each taken piece with a
/// cross on it, shown until the next move.
fn captured_marks<'a>(
    items: &mut Vec<Item<'a>>,
    g: &Geometry,
    t: &'a Theme,
    game: &Game,
    ply: usize,
) {
    let Some(i) = ply.checked_sub(1) else {
        return;
    };
    let (Some(m), Some(before)) = (game.moves().get(i), game.position_at(i)) else {
        return;
    };
    for p in m.captured() {
        ghost_mark(items, g, t, p, before.piece_at(p));
    }
}

/// A taken (or jumped) piece on point `p`: a faint ghost of it with a cross on it.
fn ghost_mark<'a>(
    items: &mut Vec<Item<'a>>,
    g: &Geometry,
    t: &'a Theme,
    p: Point,
    piece: Option<Piece>,
) {
    let gap = g.gap();
    let arm = gap * 0.14;
    let at = g.center(p);
    if let Some(piece) = piece {
        let (fill, _) = piece_colors(t, piece.color);
        items.push(Item::Disc {
            at,
            r: gap * 0.2,
            fill,
            alpha: GHOST_ALPHA,
        });
    }
    items.push(Item::Lines {
        segments: vec![
            (
                Xy {
                    x: at.x - arm,
                    y: at.y - arm,
                },
                Xy {
                    x: at.x + arm,
                    y: at.y + arm,
                },
            ),
            (
                Xy {
                    x: at.x - arm,
                    y: at.y + arm,
                },
                Xy {
                    x: at.x + arm,
                    y: at.y - arm,
                },
            ),
        ],
        width: (gap * 0.05).max(2.0),
        color: &t.must_capture,
    });
}

/// The last move's path, the nine chols, and a mark on every point: a dot at a crossing, a
/// bar across the chol at an endpoint (where the line ends; nothing round like a piece).
fn board_marks<'a>(items: &mut Vec<Item<'a>>, g: &Geometry, t: &'a Theme, path: &[Point]) {
    let gap = g.gap();
    if !path.is_empty() {
        items.push(Item::Polyline {
            points: path.iter().map(|p| g.center(*p)).collect(),
            width: gap * 0.16,
            color: &t.last_move,
            alpha: PATH_ALPHA,
        });
        items.extend(path.iter().map(|p| Item::Disc {
            at: g.center(*p),
            r: g.piece_radius() * 1.08,
            fill: &t.last_move,
            alpha: PATH_ALPHA,
        }));
    }
    let line_width = (gap * 0.035).max(1.0);
    items.push(Item::Lines {
        segments: g.chols(),
        width: line_width,
        color: &t.line,
    });
    items.push(Item::Lines {
        segments: Point::all()
            .filter(|&p| is_endpoint(p))
            .map(|p| g.endpoint_cap(p))
            .collect(),
        width: line_width * 1.6,
        color: &t.line,
    });
    items.extend(
        Point::all()
            .filter(|&p| !is_endpoint(p))
            .map(|p| Item::Disc {
                at: g.center(p),
                r: gap * 0.065,
                fill: &t.line,
                alpha: 1.0,
            }),
    );
}

/// One piece at `at` (standing `on` a point, or not). `promotion` 0..1 is how far a hul shows
/// as a tobit (a tobit always does).
fn piece_item<'a>(
    g: &Geometry,
    t: &'a Theme,
    at: Xy,
    on: Option<Point>,
    piece: Piece,
    promotion: f64,
    alpha: f64,
) -> Item<'a> {
    let (fill, edge) = piece_colors(t, piece.color);
    Item::Piece(PieceItem {
        at,
        on,
        piece,
        r: g.piece_radius(),
        promotion,
        alpha,
        fill,
        edge,
        crown: &t.crown,
    })
}

/// The body and outline colours of `color`'s pieces.
fn piece_colors(t: &Theme, color: Color) -> (&str, &str) {
    match color {
        Color::White => (&t.white, &t.white_edge),
        Color::Black => (&t.black, &t.black_edge),
    }
}

mod marks;
mod piece;
#[cfg(test)]
mod tests;
