//! Painting a display list ([`crate::view::scene`]) on a canvas 2D context. What to draw and
//! where is decided there; this file only paints.

use crate::view::geometry::Xy;
use crate::view::scene::Item;
use std::f64::consts::TAU;
use web_sys::CanvasRenderingContext2d as Ctx;

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

/// Paints `items` in order. The context's transform must map CSS pixels to the backing store.
pub fn paint(ctx: &Ctx, items: &[Item]) {
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    for item in items {
        match item {
            Item::Rect { rect, fill } => {
                ctx.set_global_alpha(1.0);
                ctx.set_fill_style_str(fill);
                ctx.fill_rect(rect.x, rect.y, rect.w, rect.h);
            }
            Item::Lines {
                segments,
                width,
                color,
            } => {
                ctx.set_global_alpha(1.0);
                stroke_style(ctx, color, *width);
                ctx.begin_path();
                for (a, b) in segments {
                    ctx.move_to(a.x, a.y);
                    ctx.line_to(b.x, b.y);
                }
                ctx.stroke();
            }
            Item::Polyline {
                points,
                width,
                color,
                alpha,
            } => {
                ctx.set_global_alpha(*alpha);
                stroke_style(ctx, color, *width);
                ctx.begin_path();
                for (i, p) in points.iter().enumerate() {
                    if i == 0 {
                        ctx.move_to(p.x, p.y);
                    } else {
                        ctx.line_to(p.x, p.y);
                    }
                }
                ctx.stroke();
            }
            Item::Disc { at, r, fill, alpha } => {
                ctx.set_global_alpha(*alpha);
                ctx.set_fill_style_str(fill);
                ctx.begin_path();
                arc(ctx, *at, *r);
                ctx.fill();
            }
            Item::Ring {
                at,
                r,
                width,
                color,
                alpha,
            } => {
                ctx.set_global_alpha(*alpha);
                stroke_style(ctx, color, *width);
                ctx.begin_path();
                arc(ctx, *at, *r);
                ctx.stroke();
            }
            Item::Crown {
                at,
                size,
                fill,
                alpha,
            } => {
                ctx.set_global_alpha(*alpha);
                ctx.set_fill_style_str(fill);
                ctx.begin_path();
                for (i, (x, y)) in CROWN.iter().enumerate() {
                    let (px, py) = (at.x + x * size, at.y + y * size);
                    if i == 0 {
                        ctx.move_to(px, py);
                    } else {
                        ctx.line_to(px, py);
                    }
                }
                ctx.close_path();
                ctx.fill();
            }
            Item::Text { at, text, px, fill } => {
                ctx.set_global_alpha(1.0);
                ctx.set_fill_style_str(fill);
                ctx.set_font(&format!("{px}px sans-serif"));
                // A failure to draw text only loses a label; there is nothing better to do.
                let _ = ctx.fill_text(text, at.x, at.y);
            }
        }
    }
    ctx.set_global_alpha(1.0);
}

/// Sets the stroke colour and width.
fn stroke_style(ctx: &Ctx, color: &str, width: f64) {
    ctx.set_stroke_style_str(color);
    ctx.set_line_width(width);
}

/// Adds a full circle to the current path (a negative or NaN radius adds nothing).
fn arc(ctx: &Ctx, c: Xy, r: f64) {
    if r > 0.0 {
        // `arc` fails only for a negative radius, excluded above.
        let _ = ctx.arc(c.x, c.y, r, 0.0, TAU);
    }
}
