//! Writing a display list ([`crate::scene`]) as an SVG document: the same shapes the
//! canvas paints, one element each, in painting order. Each kind of piece is drawn once in
//! `<defs>` (from [`PieceItem::parts`]) and placed with `<use>`, with a class naming its colour
//! and kind and a `data-point` attribute holding its point number. Numbers are written with at
//! most two decimals, so the same list always gives the same bytes.

use super::annotation::BrushLook;
use super::geometry::{Rect, Xy};
use super::scene::{crown_outline, Item, PieceItem, PILL_ALPHA, PILL_HEIGHT_EM};
use std::fmt::Write;
use tobit_rules::{Color, Kind};

/// The width of a digit of the point numbers, in ems, for the pill under a number (a canvas
/// measures the text; an SVG cannot, so it uses the width of a bold sans-serif digit).
const DIGIT_EM: f64 = 0.62;

/// A line of text centred under the board, on a band of its own.
pub struct Caption<'a> {
    /// The band it is written on.
    pub band: Rect,
    /// The band's colour.
    pub ground: &'a str,
    /// The text.
    pub text: &'a str,
    /// The centre of the line.
    pub at: Xy,
    /// The font size in pixels.
    pub px: u32,
    /// The text colour.
    pub fill: &'a str,
}

/// The document around the shapes.
pub struct Document<'a> {
    /// Width in pixels.
    pub width: f64,
    /// Height in pixels.
    pub height: f64,
    /// The `<title>`: what the picture shows, in words.
    pub title: &'a str,
    /// The `<desc>`: the FEN of the position.
    pub desc: &'a str,
    /// The classes of the root element (say, the style).
    pub class: &'a str,
    /// A caption under the shapes, if any.
    pub caption: Option<Caption<'a>>,
}

/// The SVG document of `items` (painted in order) in `doc`.
pub fn write(items: &[Item], doc: &Document) -> String {
    let mut out = String::new();
    let (w, h) = (num(doc.width), num(doc.height));
    out.push_str(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"{}\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" role=\"img\" font-family=\"sans-serif\" font-weight=\"600\" \
         text-anchor=\"middle\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n",
        escape(doc.class)
    ));
    out.push_str(&format!("<title>{}</title>\n", escape(doc.title)));
    out.push_str(&format!("<desc>{}</desc>\n", escape(doc.desc)));
    defs(&mut out, items);
    for item in items {
        element(&mut out, item);
    }
    if let Some(c) = &doc.caption {
        element(
            &mut out,
            &Item::Rect {
                rect: c.band,
                fill: c.ground,
            },
        );
        out.push_str(&format!(
            "<text class=\"caption\" x=\"{}\" y=\"{}\" dy=\".35em\" font-size=\"{}\" fill=\"{}\">{}</text>\n",
            num(c.at.x),
            num(c.at.y),
            c.px,
            escape(c.fill),
            escape(c.text)
        ));
    }
    out.push_str("</svg>\n");
    out
}

/// The id (and classes) of a piece's drawing: `white-hul`, `black-tobit`...
fn piece_id(p: &PieceItem) -> String {
    let color = match p.piece.color {
        Color::White => "white",
        Color::Black => "black",
    };
    // A hul part of the way through its promotion (only while a move is animated) is drawn
    // as a hul.
    let kind = if p.piece.kind == Kind::Tobit || p.tobit() >= 1.0 {
        "tobit"
    } else {
        "hul"
    };
    format!("{color}-{kind}")
}

/// `<defs>` with one drawing of each kind of piece the list holds, centred on the origin, in
/// the order they first appear.
fn defs(out: &mut String, items: &[Item]) {
    let mut seen: Vec<String> = Vec::new();
    for item in items {
        let Item::Piece(p) = item else { continue };
        let id = piece_id(p);
        if seen.contains(&id) {
            continue;
        }
        if seen.is_empty() {
            out.push_str("<defs>\n");
        }
        let origin = PieceItem {
            at: Xy { x: 0.0, y: 0.0 },
            alpha: 1.0,
            ..p.clone()
        };
        out.push_str(&format!("<g id=\"{id}\">\n"));
        for part in origin.parts() {
            element(out, &part);
        }
        out.push_str("</g>\n");
        seen.push(id);
    }
    if !seen.is_empty() {
        out.push_str("</defs>\n");
    }
}

/// One item as one element.
fn element(out: &mut String, item: &Item) {
    // Writing to a String cannot fail.
    let _ = match item {
        Item::Rect { rect, fill } => writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
            num(rect.x),
            num(rect.y),
            num(rect.w),
            num(rect.h),
            escape(fill)
        ),
        Item::Lines {
            segments,
            width,
            color,
        } => {
            let d: Vec<String> = segments
                .iter()
                .map(|(a, b)| format!("M{} {}L{} {}", num(a.x), num(a.y), num(b.x), num(b.y)))
                .collect();
            writeln!(
                out,
                "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"/>",
                d.join(""),
                escape(color),
                num(*width)
            )
        }
        Item::Polyline {
            points,
            width,
            color,
            alpha,
        } => writeln!(
            out,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"{}/>",
            points_attr(points),
            escape(color),
            num(*width),
            opacity(*alpha)
        ),
        Item::Disc { at, r, fill, alpha } => writeln!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"{}/>",
            num(at.x),
            num(at.y),
            num(*r),
            escape(fill),
            opacity(*alpha)
        ),
        Item::Ring {
            at,
            r,
            width,
            color,
            alpha,
        } => writeln!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"{}/>",
            num(at.x),
            num(at.y),
            num(*r),
            escape(color),
            num(*width),
            opacity(*alpha)
        ),
        Item::Piece(p) => {
            let id = piece_id(p);
            let point = p
                .on
                .map(|q| format!(" data-point=\"{}\"", q.number()))
                .unwrap_or_default();
            writeln!(
                out,
                "<use href=\"#{id}\" x=\"{}\" y=\"{}\" class=\"piece {}\"{point}{}/>",
                num(p.at.x),
                num(p.at.y),
                id.replace('-', " "),
                opacity(p.alpha)
            )
        }
        Item::Arrow {
            outline,
            brush,
            fill,
            alpha,
        } => writeln!(
            out,
            "<polygon class=\"arrow {}\" points=\"{}\" fill=\"{}\"{}/>",
            brush.name(),
            points_attr(outline),
            escape(fill),
            opacity(*alpha)
        ),
        Item::Crown {
            at,
            size,
            fill,
            alpha,
        } => {
            let points: Vec<Xy> = crown_outline(*at, *size).collect();
            writeln!(
                out,
                "<polygon points=\"{}\" fill=\"{}\"{}/>",
                points_attr(&points),
                escape(fill),
                opacity(*alpha)
            )
        }
        Item::LabelPill {
            at,
            text,
            px,
            color,
        } => {
            let size = f64::from(*px);
            let half = text.len() as f64 * size * DIGIT_EM / 2.0;
            writeln!(
                out,
                "<path d=\"M{} {}h{}\" stroke=\"{}\" stroke-width=\"{}\"{}/>",
                num(at.x - half),
                num(at.y),
                num(2.0 * half),
                escape(color),
                num(size * PILL_HEIGHT_EM),
                opacity(PILL_ALPHA)
            )
        }
        Item::Label { at, text, px, fill } => writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" dy=\".35em\" font-size=\"{px}\" fill=\"{}\">{}</text>",
            num(at.x),
            num(at.y),
            escape(fill),
            escape(text)
        ),
    };
}

/// A `points` attribute: `x,y x,y ...`.
fn points_attr(points: &[Xy]) -> String {
    let pairs: Vec<String> = points
        .iter()
        .map(|p| format!("{},{}", num(p.x), num(p.y)))
        .collect();
    pairs.join(" ")
}

/// An `opacity` attribute, or nothing for a fully opaque shape.
fn opacity(alpha: f64) -> String {
    if alpha >= 1.0 {
        String::new()
    } else {
        format!(" opacity=\"{}\"", num(alpha.max(0.0)))
    }
}

/// A number with at most two decimals and no trailing zeros (`12`, `3.5`, `-0.25`).
fn num(v: f64) -> String {
    let v = if v.is_finite() { v } else { 0.0 };
    let text = format!("{v:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

/// Text with the XML special characters escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_keep_two_decimals_at_most() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(3.5), "3.5");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(1.23456), "1.23");
        assert_eq!(num(f64::NAN), "0");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape("a<b & \"c\"\n"), "a&lt;b &amp; &quot;c&quot;");
    }
}
