//! Painting a display list ([`tobit_view::scene`]) on a canvas 2D context. What to draw and
//! where is decided there; this file only paints.

use std::f64::consts::TAU;
use tobit_view::geometry::Xy;
use tobit_view::scene::{crown_outline, Item, PILL_ALPHA, PILL_HEIGHT_EM};
use web_sys::CanvasRenderingContext2d as Ctx;

/// Paints `items` in order. The context's transform must map CSS pixels to the backing store.
pub fn paint(ctx: &Ctx, items: &[Item]) {
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    let mut text = Text::default();
    for item in items {
        paint_item(ctx, item, &mut text);
    }
    ctx.set_global_alpha(1.0);
}

/// What painting the labels of one frame remembers, so it does not repeat costly calls.
#[derive(Default)]
struct Text {
    /// The font size set last: parsing a font string costs, and every number has the same size.
    font_px: u32,
    /// The measured width of a number by its count of digits (digits are equally wide) and the
    /// font size it was measured at, so a frame measures two texts, not all 38.
    widths: [(u32, f64); 3],
}

/// Paints one item.
fn paint_item(ctx: &Ctx, item: &Item, text_state: &mut Text) {
    let Text { font_px, widths } = text_state;
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
            trace(ctx, points.iter().copied());
            ctx.stroke();
        }
        Item::Disc { at, r, fill, alpha } => {
            ctx.set_fill_style_str(fill);
            circle(ctx, *at, *r, *alpha);
            ctx.fill();
        }
        Item::Ring {
            at,
            r,
            width,
            color,
            alpha,
        } => {
            stroke_style(ctx, color, *width);
            circle(ctx, *at, *r, *alpha);
            ctx.stroke();
        }
        Item::Piece(piece) => {
            for part in piece.parts() {
                paint_item(ctx, &part, text_state);
            }
        }
        Item::Arrow {
            outline,
            fill,
            alpha,
            ..
        } => {
            ctx.set_global_alpha(*alpha);
            ctx.set_fill_style_str(fill);
            trace(ctx, outline.iter().copied());
            ctx.close_path();
            ctx.fill();
        }
        Item::Crown {
            at,
            size,
            fill,
            alpha,
        } => {
            ctx.set_global_alpha(*alpha);
            ctx.set_fill_style_str(fill);
            trace(ctx, crown_outline(*at, *size));
            ctx.close_path();
            ctx.fill();
        }
        Item::LabelPill {
            at,
            text,
            px,
            color,
        } => {
            let size = f64::from(*px);
            set_font(ctx, *px, font_px);
            let measured = &mut widths[text.len().min(widths.len() - 1)];
            if measured.0 != *px {
                // The text's size stands in when the canvas cannot measure it.
                *measured = (*px, ctx.measure_text(text).map_or(size, |m| m.width()));
            }
            let width = measured.1;
            // A thick round-capped stroke as long as the text.
            ctx.set_global_alpha(PILL_ALPHA);
            stroke_style(ctx, color, size * PILL_HEIGHT_EM);
            ctx.begin_path();
            ctx.move_to(at.x - width / 2.0, at.y);
            ctx.line_to(at.x + width / 2.0, at.y);
            ctx.stroke();
        }
        Item::Label { at, text, px, fill } => {
            set_font(ctx, *px, font_px);
            ctx.set_global_alpha(1.0);
            ctx.set_fill_style_str(fill);
            // A failure to draw text only loses a label; there is nothing better to do.
            let _ = ctx.fill_text(text, at.x, at.y + f64::from(*px) * 0.05);
        }
    }
}

/// Sets the font of the point numbers at `px` CSS pixels, unless `current` already is `px`.
fn set_font(ctx: &Ctx, px: u32, current: &mut u32) {
    if *current != px {
        ctx.set_font(&format!("600 {px}px sans-serif"));
        *current = px;
    }
}

/// Sets the stroke colour and width.
fn stroke_style(ctx: &Ctx, color: &str, width: f64) {
    ctx.set_stroke_style_str(color);
    ctx.set_line_width(width);
}

/// Starts a new path through `points`, joined by straight lines.
fn trace(ctx: &Ctx, points: impl IntoIterator<Item = Xy>) {
    ctx.begin_path();
    for (i, p) in points.into_iter().enumerate() {
        if i == 0 {
            ctx.move_to(p.x, p.y);
        } else {
            ctx.line_to(p.x, p.y);
        }
    }
}

/// Starts a new path holding a full circle (a negative or NaN radius adds nothing), to be
/// filled or stroked at opacity `alpha`.
fn circle(ctx: &Ctx, c: Xy, r: f64, alpha: f64) {
    ctx.set_global_alpha(alpha);
    ctx.begin_path();
    if r > 0.0 {
        // `arc` fails only for a negative radius, excluded above.
        let _ = ctx.arc(c.x, c.y, r, 0.0, TAU);
    }
}
