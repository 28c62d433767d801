//! Drawing a board scene on a canvas 2D context. Everything to draw is decided beforehand (in
//! [`Scene`]); this file only paints it.

use crate::rules::{Bitboard, Color, Kind, Piece, Point, Position};
use crate::view::geometry::{is_endpoint, Geometry, Xy};
use crate::view::theme::Theme;
use std::f64::consts::TAU;
use web_sys::CanvasRenderingContext2d as Ctx;

/// Opacity of a captured piece while the capture is animated.
const FADED_ALPHA: f64 = 0.3;

/// A piece drawn off its point: moving in an animation or dragged.
pub struct Floating {
    /// The piece.
    pub piece: Piece,
    /// Where its centre is.
    pub at: Xy,
    /// How far a promotion has shown (0..1); at 1 a hul is drawn as a tobit.
    pub promotion: f64,
}

/// Everything one frame shows.
pub struct Scene<'a> {
    /// The layout.
    pub geometry: &'a Geometry,
    /// The colours.
    pub theme: &'a Theme,
    /// Whether to write the point numbers.
    pub numbers: bool,
    /// The pieces standing on their points.
    pub position: Position,
    /// Points whose piece is not drawn there (it is floating).
    pub hidden: Bitboard,
    /// Pieces drawn faded (captured during an animation).
    pub faded: Bitboard,
    /// The moving or dragged piece.
    pub floating: Option<Floating>,
    /// The selected piece.
    pub selected: Option<Point>,
    /// Where the selected piece may go next.
    pub destinations: Bitboard,
    /// The pieces that must capture (when nothing is selected).
    pub must_capture: Bitboard,
    /// The last move's path, start first.
    pub last_path: Vec<Point>,
}

/// Paints a scene. The context's transform must map CSS pixels to the backing store.
pub fn draw(ctx: &Ctx, s: &Scene) {
    let g = s.geometry;
    let gap = g.gap();
    ctx.set_global_alpha(1.0);
    ctx.set_fill_style_str(&s.theme.board);
    ctx.fill_rect(0.0, 0.0, g.width(), g.height());
    ctx.set_fill_style_str(&s.theme.kol);
    for r in g.kol_squares() {
        ctx.fill_rect(r.x, r.y, r.w, r.h);
    }
    draw_path(ctx, g, &s.theme.last_move, &s.last_path);
    draw_chols(ctx, g, &s.theme.line, &s.theme.board);
    if s.numbers {
        draw_numbers(ctx, g, &s.theme.number);
    }
    for p in s.position.occupied() & !s.hidden {
        let piece = s
            .position
            .piece_at(p)
            .expect("an occupied point holds a piece");
        let alpha = if s.faded.contains(p) {
            FADED_ALPHA
        } else {
            1.0
        };
        let tobit = if piece.kind == Kind::Tobit { 1.0 } else { 0.0 };
        draw_piece(
            ctx,
            s.theme,
            g.center(p),
            g.piece_radius(),
            piece.color,
            tobit,
            alpha,
        );
    }
    let ring_width = (gap * 0.06).max(2.0);
    let ring_radius = g.piece_radius() + ring_width;
    for p in s.must_capture {
        ring(
            ctx,
            g.center(p),
            ring_radius,
            ring_width,
            &s.theme.must_capture,
        );
    }
    if let Some(p) = s.selected {
        ring(
            ctx,
            g.center(p),
            ring_radius,
            ring_width,
            &s.theme.highlight,
        );
    }
    ctx.set_fill_style_str(&s.theme.highlight);
    for p in s.destinations {
        disc(ctx, g.center(p), gap * 0.13);
    }
    if let Some(f) = &s.floating {
        let tobit = if f.piece.kind == Kind::Tobit {
            1.0
        } else {
            f.promotion
        };
        draw_piece(
            ctx,
            s.theme,
            f.at,
            g.piece_radius(),
            f.piece.color,
            tobit,
            1.0,
        );
    }
    ctx.set_global_alpha(1.0);
}

/// The nine chols, then a mark on every point: a dot at a crossing, a hollow ring at an
/// endpoint.
fn draw_chols(ctx: &Ctx, g: &Geometry, line: &str, board: &str) {
    let gap = g.gap();
    ctx.set_stroke_style_str(line);
    ctx.set_line_width((gap * 0.035).max(1.0));
    ctx.set_line_cap("round");
    ctx.begin_path();
    for (a, b) in g.chols() {
        ctx.move_to(a.x, a.y);
        ctx.line_to(b.x, b.y);
    }
    ctx.stroke();
    for p in Point::all() {
        let c = g.center(p);
        if is_endpoint(p) {
            ctx.set_fill_style_str(board);
            disc(ctx, c, gap * 0.09);
            ctx.begin_path();
            arc(ctx, c, gap * 0.09);
            ctx.stroke();
        } else {
            ctx.set_fill_style_str(line);
            disc(ctx, c, gap * 0.065);
        }
    }
}

/// The point numbers, beside each point.
fn draw_numbers(ctx: &Ctx, g: &Geometry, color: &str) {
    ctx.set_fill_style_str(color);
    ctx.set_font(&format!("{:.1}px sans-serif", (g.gap() * 0.2).max(6.0)));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    for p in Point::all() {
        let at = g.label_anchor(p);
        // A failure to draw text only loses a label; there is nothing better to do with it.
        let _ = ctx.fill_text(&p.number().to_string(), at.x, at.y);
    }
}

/// The last move's path as a wide translucent line with a dot on each point.
fn draw_path(ctx: &Ctx, g: &Geometry, color: &str, path: &[Point]) {
    let Some((first, rest)) = path.split_first() else {
        return;
    };
    ctx.set_global_alpha(0.55);
    ctx.set_stroke_style_str(color);
    ctx.set_fill_style_str(color);
    ctx.set_line_width(g.gap() * 0.16);
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    ctx.begin_path();
    let start = g.center(*first);
    ctx.move_to(start.x, start.y);
    for p in rest {
        let c = g.center(*p);
        ctx.line_to(c.x, c.y);
    }
    ctx.stroke();
    for p in path {
        disc(ctx, g.center(*p), g.piece_radius() * 1.08);
    }
    ctx.set_global_alpha(1.0);
}

/// One piece. `tobit` 0..1 is how far the tobit marks (crown-coloured ring and crown) show.
fn draw_piece(ctx: &Ctx, t: &Theme, c: Xy, r: f64, color: Color, tobit: f64, alpha: f64) {
    let (fill, edge) = match color {
        Color::White => (&t.white, &t.white_edge),
        Color::Black => (&t.black, &t.black_edge),
    };
    ctx.set_global_alpha(alpha);
    ctx.set_fill_style_str(fill);
    disc(ctx, c, r);
    ctx.set_stroke_style_str(edge);
    ctx.set_line_width(r * 0.1);
    ctx.begin_path();
    arc(ctx, c, r * 0.95);
    ctx.stroke();
    if tobit > 0.0 {
        ctx.set_global_alpha(alpha * tobit.min(1.0));
        ring(ctx, c, r * 0.62, r * 0.12, &t.crown);
        crown(ctx, c, r * 0.42 * tobit.min(1.0), &t.crown);
    }
    ctx.set_global_alpha(1.0);
}

/// A crown glyph of half-width `s` centred on `c`.
fn crown(ctx: &Ctx, c: Xy, s: f64, color: &str) {
    let pts = [
        (-1.0, 0.7),
        (-1.0, -0.35),
        (-0.5, 0.15),
        (0.0, -0.75),
        (0.5, 0.15),
        (1.0, -0.35),
        (1.0, 0.7),
    ];
    ctx.set_fill_style_str(color);
    ctx.begin_path();
    for (i, (x, y)) in pts.iter().enumerate() {
        let (px, py) = (c.x + x * s, c.y + y * s);
        if i == 0 {
            ctx.move_to(px, py);
        } else {
            ctx.line_to(px, py);
        }
    }
    ctx.close_path();
    ctx.fill();
}

/// A stroked circle.
fn ring(ctx: &Ctx, c: Xy, r: f64, width: f64, color: &str) {
    ctx.set_stroke_style_str(color);
    ctx.set_line_width(width);
    ctx.begin_path();
    arc(ctx, c, r);
    ctx.stroke();
}

/// A filled circle in the current fill style.
fn disc(ctx: &Ctx, c: Xy, r: f64) {
    ctx.begin_path();
    arc(ctx, c, r);
    ctx.fill();
}

/// Adds a full circle to the current path (a negative or NaN radius adds nothing).
fn arc(ctx: &Ctx, c: Xy, r: f64) {
    if r > 0.0 {
        // `arc` fails only for a negative radius, excluded above.
        let _ = ctx.arc(c.x, c.y, r, 0.0, TAU);
    }
}
