//! The marks drawn over the board beside the pieces: arrows and circles in their brushes, and
//! the side to move.

use super::{piece_colors, Item};
use crate::annotation::BrushLook;
use crate::geometry::{Geometry, Xy};
use crate::theme::Theme;
use tobit_rules::tree::{Arrow, Circle};
use tobit_rules::Color;

/// Opacity of arrows and circles (the pieces show through).
const MARK_ALPHA: f64 = 0.8;
/// Half the width of an arrow's shaft, in gaps.
const SHAFT_HALF_GAPS: f64 = 0.07;
/// Half the width of an arrow's head, in gaps.
const HEAD_HALF_GAPS: f64 = 0.2;
/// The length of an arrow's head, in gaps.
const HEAD_LENGTH_GAPS: f64 = 0.32;
/// The radius of the side-to-move mark, in gaps.
const TURN_RADIUS_GAPS: f64 = 0.2;

/// The circles, then the arrows over them.
pub(super) fn annotations<'a>(
    items: &mut Vec<Item<'a>>,
    g: &Geometry,
    t: &'a Theme,
    arrows: &[Arrow],
    circles: &[Circle],
) {
    let gap = g.gap();
    items.extend(circles.iter().map(|c| Item::Ring {
        at: g.center(c.at),
        r: g.piece_radius() * 1.12,
        width: gap * 0.07 * c.brush.weight(),
        color: &t.brushes[c.brush.index()],
        alpha: MARK_ALPHA,
    }));
    items.extend(arrows.iter().map(|a| Item::Arrow {
        outline: arrow_outline(g.center(a.from), g.center(a.to), gap * a.brush.weight()),
        brush: a.brush,
        fill: &t.brushes[a.brush.index()],
        alpha: MARK_ALPHA,
    }));
}

/// The outline of an arrow from `a` with its tip on `b`, its widths and head scaled to `size`
/// (a gap for a full-weight brush): a shaft and a triangular head, the tip at index 3.
fn arrow_outline(a: Xy, b: Xy, size: f64) -> [Xy; 7] {
    let length = a.distance(b).max(f64::MIN_POSITIVE);
    let (ux, uy) = ((b.x - a.x) / length, (b.y - a.y) / length);
    let at = |from: Xy, along: f64, across: f64| Xy {
        x: from.x + ux * along - uy * across,
        y: from.y + uy * along + ux * across,
    };
    let (shaft, head) = (size * SHAFT_HALF_GAPS, size * HEAD_HALF_GAPS);
    let base = at(b, -size * HEAD_LENGTH_GAPS, 0.0);
    [
        at(a, 0.0, shaft),
        at(base, 0.0, shaft),
        at(base, 0.0, head),
        b,
        at(base, 0.0, -head),
        at(base, 0.0, -shaft),
        at(a, 0.0, -shaft),
    ]
}

/// A small piece of the side to move's colour beside the board, on that side's end of the
/// screen.
pub(super) fn turn<'a>(items: &mut Vec<Item<'a>>, g: &Geometry, t: &'a Theme, side: Color) {
    let (fill, edge) = piece_colors(t, side);
    let (at, r) = (g.turn_marker(side), g.gap() * TURN_RADIUS_GAPS);
    items.push(Item::Disc {
        at,
        r,
        fill,
        alpha: 1.0,
    });
    items.push(Item::Ring {
        at,
        r: r * 0.9,
        width: r * 0.2,
        color: edge,
        alpha: 1.0,
    });
}
