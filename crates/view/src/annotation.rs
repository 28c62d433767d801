//! Arrows between points and circles on points, drawn over a board in a few colours (the
//! brushes), and their text form: `9-16` or `R9-16` for an arrow, `16` or `B16` for a circle,
//! the optional first letter naming the brush (green when it is left out). The pale grey brush
//! (`P`) draws thinner, for what matters less (the analysis board's other good moves, as
//! lichess draws its secondary lines).

use tobit_rules::{Point, POINT_COUNT};

/// The colour an annotation is drawn in; the theme holds each brush's CSS colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Brush {
    /// Green (`G`), the default.
    Green,
    /// Red (`R`).
    Red,
    /// Blue (`B`).
    Blue,
    /// Yellow (`Y`).
    Yellow,
    /// Pale grey (`P`), drawn thinner than the others ([`Brush::weight`]).
    Grey,
}

impl Brush {
    /// How many brushes there are.
    pub const COUNT: usize = 5;
    /// Every brush, in the order of their index.
    pub const ALL: [Brush; Brush::COUNT] = [
        Brush::Green,
        Brush::Red,
        Brush::Blue,
        Brush::Yellow,
        Brush::Grey,
    ];
    /// The letter naming each brush in the text form, in the order of [`Brush::ALL`].
    pub const LETTERS: [char; Brush::COUNT] = ['G', 'R', 'B', 'Y', 'P'];
    /// The lowercase name of each brush (a CSS class in diagrams), in the same order.
    pub const NAMES: [&'static str; Brush::COUNT] = ["green", "red", "blue", "yellow", "grey"];

    /// This brush's position in [`Brush::ALL`] (and in the theme's brush colours).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The width of this brush's lines relative to the others': the grey brush draws at 60 %.
    pub fn weight(self) -> f64 {
        if self == Brush::Grey {
            0.6
        } else {
            1.0
        }
    }

    /// This brush's lowercase name.
    pub fn name(self) -> &'static str {
        Brush::NAMES[self.index()]
    }

    /// The brush a leading letter names, and the rest of the text; green and the whole text
    /// when the text does not start with a brush letter.
    fn split(text: &str) -> (Brush, &str) {
        let mut chars = text.chars();
        let named = chars
            .next()
            .and_then(|c| Brush::LETTERS.iter().position(|l| *l == c));
        match named {
            Some(i) => (Brush::ALL[i], chars.as_str()),
            None => (Brush::Green, text),
        }
    }
}

/// An arrow from one point to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Where it starts.
    pub from: Point,
    /// Where it points.
    pub to: Point,
    /// Its colour.
    pub brush: Brush,
}

/// A circle around a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Circle {
    /// The point.
    pub at: Point,
    /// Its colour.
    pub brush: Brush,
}

impl std::str::FromStr for Arrow {
    type Err = String;

    /// Reads `9-16` or `R9-16`; the error names the text and what is wrong with it.
    fn from_str(text: &str) -> Result<Arrow, String> {
        let (brush, rest) = Brush::split(text.trim());
        let bad = |why: String| format!("bad arrow '{text}': {why}");
        let Some((a, b)) = rest.split_once('-') else {
            return Err(bad("expected two points joined by '-', such as 9-16".into()));
        };
        let (from, to) = (point(a).map_err(bad)?, point(b).map_err(bad)?);
        if from == to {
            return Err(bad("it starts and ends on the same point".into()));
        }
        Ok(Arrow { from, to, brush })
    }
}

impl std::str::FromStr for Circle {
    type Err = String;

    /// Reads `16` or `B16`; the error names the text and what is wrong with it.
    fn from_str(text: &str) -> Result<Circle, String> {
        let (brush, rest) = Brush::split(text.trim());
        let at = point(rest).map_err(|why| format!("bad circle '{text}': {why}"))?;
        Ok(Circle { at, brush })
    }
}

/// A point from its number, or why the text is not one.
fn point(text: &str) -> Result<Point, String> {
    let number = text
        .parse::<u8>()
        .ok()
        .filter(|_| text.bytes().all(|b| b.is_ascii_digit()));
    number
        .and_then(Point::new)
        .ok_or_else(|| format!("there is no point '{text}' (points are 1 to {POINT_COUNT})"))
}

/// Every item of a comma-separated list (`9-16,R22-29`), read with `FromStr`; an empty list
/// gives no item.
pub fn parse_list<T: std::str::FromStr<Err = String>>(text: &str) -> Result<Vec<T>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    #[test]
    fn arrows_and_circles_read_with_an_optional_brush_letter() {
        let arrows: Vec<Arrow> = parse_list("9-16, R22-29").unwrap();
        assert_eq!(
            arrows,
            [
                Arrow {
                    from: pt(9),
                    to: pt(16),
                    brush: Brush::Green
                },
                Arrow {
                    from: pt(22),
                    to: pt(29),
                    brush: Brush::Red
                }
            ]
        );
        let circles: Vec<Circle> = parse_list("16,Y22").unwrap();
        assert_eq!(
            circles[1],
            Circle {
                at: pt(22),
                brush: Brush::Yellow
            }
        );
        assert!(parse_list::<Circle>("").unwrap().is_empty());
        for (i, b) in Brush::ALL.into_iter().enumerate() {
            assert_eq!(b.index(), i);
            assert_eq!(b.name(), Brush::NAMES[i]);
        }
    }

    #[test]
    fn bad_arrows_and_circles_name_the_problem() {
        let e = parse_list::<Arrow>("9-16,9-99").unwrap_err();
        assert!(
            e.contains("'9-99'") && e.contains("'99'") && e.contains("1 to 38"),
            "{e}"
        );
        for bad in ["9", "9-9", "-16", "X9-16", "9-+16", "9-16-23"] {
            assert!(bad.parse::<Arrow>().is_err(), "{bad}");
        }
        for bad in ["0", "39", "R", "16-22", "+5"] {
            assert!(bad.parse::<Circle>().is_err(), "{bad}");
        }
    }
}
