//! Arrows and circled points drawn on the board, in a few colours (the brushes), and their one
//! text form: `G9-16` for an arrow, `B16` for a circle, the first letter naming the brush
//! (small letters are read too, and an item without one is green: `9-16`). PDN comments carry
//! them (`[%cal G9-16,R22-29]`, `[%csl Y16]`; docs/RULES.md section 9), and a teacher types
//! them in the Diagram dialog; everywhere else they are these types (objects `{from, to,
//! brush}` and `{at, brush}` in JS, serde with the feature `serde`, their TypeScript
//! declarations with `tsify`). How a brush is drawn (its colour, the thinner grey) is the
//! view's.

use crate::{Point, POINT_COUNT};
use std::fmt;
use std::str::FromStr;

/// An arrow's or a circle's colour, named by its capital initial.
//  (JS sees the letter. The doc line is short: the page module reads the letters from this
//  declaration's text, `js::variant_index`, and so carries it.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Brush {
    /// `G`, green: the default.
    #[cfg_attr(feature = "serde", serde(rename = "G"))]
    Green,
    /// `R`, red.
    #[cfg_attr(feature = "serde", serde(rename = "R"))]
    Red,
    /// `B`, blue.
    #[cfg_attr(feature = "serde", serde(rename = "B"))]
    Blue,
    /// `Y`, yellow.
    #[cfg_attr(feature = "serde", serde(rename = "Y"))]
    Yellow,
    /// `P`, pale grey: for what matters less (the analysis board's other good moves).
    #[cfg_attr(feature = "serde", serde(rename = "P"))]
    Grey,
}

impl Brush {
    /// Every brush, in the order of their declaration.
    pub const ALL: [Brush; 5] = [
        Brush::Green,
        Brush::Red,
        Brush::Blue,
        Brush::Yellow,
        Brush::Grey,
    ];

    /// The letter that names this brush.
    pub const fn letter(self) -> char {
        match self {
            Brush::Green => 'G',
            Brush::Red => 'R',
            Brush::Blue => 'B',
            Brush::Yellow => 'Y',
            Brush::Grey => 'P',
        }
    }

    /// The brush a letter names (capital or small).
    pub fn from_letter(letter: char) -> Option<Brush> {
        let upper = letter.to_ascii_uppercase();
        Brush::ALL.into_iter().find(|b| b.letter() == upper)
    }

    /// The brush a leading letter names and the rest of the text; green and the whole text when
    /// the text does not start with a brush's letter.
    fn split(text: &str) -> (Brush, &str) {
        let mut chars = text.chars();
        match chars.next().and_then(Brush::from_letter) {
            Some(brush) => (brush, chars.as_str()),
            None => (Brush::Green, text),
        }
    }
}

/// An arrow from one point to another (never to the point it starts from).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Arrow {
    /// The point it starts from.
    #[cfg_attr(feature = "tsify", tsify(type = "number"))]
    pub from: Point,
    /// The point it ends on.
    #[cfg_attr(feature = "tsify", tsify(type = "number"))]
    pub to: Point,
    /// Its colour.
    pub brush: Brush,
}

/// A circle around a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Circle {
    /// The point circled.
    #[cfg_attr(feature = "tsify", tsify(type = "number"))]
    pub at: Point,
    /// Its colour.
    pub brush: Brush,
}

impl Arrow {
    /// The arrow from `from` to `to`, or why there is none (the same point twice).
    pub fn new(from: Point, to: Point, brush: Brush) -> Result<Arrow, String> {
        if from == to {
            return Err("it starts and ends on the same point".into());
        }
        Ok(Arrow { from, to, brush })
    }
}

impl fmt::Display for Arrow {
    /// `G9-16`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}-{}", self.brush.letter(), self.from, self.to)
    }
}

impl fmt::Display for Circle {
    /// `G16`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.brush.letter(), self.at)
    }
}

impl FromStr for Arrow {
    type Err = String;

    /// Reads `G9-16` (or `9-16`, green); the error names the text and what is wrong with it.
    fn from_str(text: &str) -> Result<Arrow, String> {
        let (brush, rest) = Brush::split(text.trim());
        let bad = |why: String| format!("bad arrow '{text}': {why}");
        let Some((a, b)) = rest.split_once('-') else {
            return Err(bad("expected two points joined by '-', such as 9-16".into()));
        };
        let (from, to) = (point(a).map_err(bad)?, point(b).map_err(bad)?);
        Arrow::new(from, to, brush).map_err(bad)
    }
}

impl FromStr for Circle {
    type Err = String;

    /// Reads `B16` (or `16`, green); the error names the text and what is wrong with it.
    fn from_str(text: &str) -> Result<Circle, String> {
        let (brush, rest) = Brush::split(text.trim());
        let at = point(rest).map_err(|why| format!("bad circle '{text}': {why}"))?;
        Ok(Circle { at, brush })
    }
}

/// A point from its number written without a leading zero, or why the text is not one.
fn point(text: &str) -> Result<Point, String> {
    let digits = !text.starts_with('0') && text.bytes().all(|b| b.is_ascii_digit());
    let number = text.parse::<u8>().ok().filter(|_| digits);
    number
        .and_then(Point::new)
        .ok_or_else(|| format!("there is no point '{text}' (points are 1 to {POINT_COUNT})"))
}

/// Every item of a comma-separated list of arrows or circles (`G9-16,R22-29`, `16,B22`), read
/// with `FromStr`; empty items are skipped, so an empty text gives none. The error is the first
/// bad item's.
pub fn parse_shapes<T: FromStr<Err = String>>(text: &str) -> Result<Vec<T>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

/// A list of arrows or circles in the text form, comma-separated (`G9-16,R22-29`).
pub fn shapes_text<T: fmt::Display>(shapes: &[T]) -> String {
    let items: Vec<String> = shapes.iter().map(T::to_string).collect();
    items.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    #[test]
    fn every_brush_reads_and_writes_its_letter() {
        for brush in Brush::ALL {
            for letter in [brush.letter(), brush.letter().to_ascii_lowercase()] {
                assert_eq!(Brush::from_letter(letter), Some(brush));
                let arrow: Arrow = format!("{letter}9-16").parse().unwrap();
                assert_eq!(arrow, Arrow::new(pt(9), pt(16), brush).unwrap());
                assert_eq!(arrow.to_string(), format!("{}9-16", brush.letter()));
                let circle: Circle = format!("{letter}38").parse().unwrap();
                assert_eq!(circle, Circle { at: pt(38), brush });
                assert_eq!(circle.to_string(), format!("{}38", brush.letter()));
            }
        }
        let letters: String = Brush::ALL.map(Brush::letter).iter().collect();
        assert_eq!(letters, "GRBYP");
        assert_eq!(Brush::from_letter('X'), None);
    }

    #[test]
    fn lists_read_with_an_optional_letter_and_write_it_always() {
        let arrows: Vec<Arrow> = parse_shapes(" 9-16, R22-29 ,").unwrap();
        assert_eq!(
            arrows,
            [
                Arrow::new(pt(9), pt(16), Brush::Green).unwrap(),
                Arrow::new(pt(22), pt(29), Brush::Red).unwrap(),
            ]
        );
        assert_eq!(shapes_text(&arrows), "G9-16,R22-29");
        let circles: Vec<Circle> = parse_shapes("16,y22").unwrap();
        assert_eq!(shapes_text(&circles), "G16,Y22");
        assert!(parse_shapes::<Circle>("").unwrap().is_empty());
        assert_eq!(shapes_text::<Circle>(&[]), "");
    }

    #[test]
    fn bad_items_name_the_item_and_the_problem() {
        let e = parse_shapes::<Arrow>("9-16,9-99").unwrap_err();
        assert_eq!(
            e,
            "bad arrow '9-99': there is no point '99' (points are 1 to 38)"
        );
        let e = "R9-9".parse::<Arrow>().unwrap_err();
        assert_eq!(e, "bad arrow 'R9-9': it starts and ends on the same point");
        let e = "B16".parse::<Arrow>().unwrap_err();
        assert!(e.starts_with("bad arrow 'B16': expected two points"), "{e}");
        let e = "X16".parse::<Circle>().unwrap_err();
        assert_eq!(
            e,
            "bad circle 'X16': there is no point 'X16' (points are 1 to 38)"
        );
        for bad in ["9", "-16", "X9-16", "9-+16", "9-16-23", "09-16", "G"] {
            assert!(bad.parse::<Arrow>().is_err(), "{bad}");
        }
        for bad in ["0", "39", "R", "16-22", "+5", "016", "GG16"] {
            assert!(bad.parse::<Circle>().is_err(), "{bad}");
        }
    }
}
