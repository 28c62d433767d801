//! Arrows and circled points drawn on the board, as PDN comments carry them
//! (`[%cal G9-16,R22-29]`, `[%csl Y16]`; docs/RULES.md section 9).

use crate::Point;
use std::fmt;

/// The colour of an arrow or a circle, written as its capital initial.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeColor {
    /// `G`
    Green,
    /// `R`
    Red,
    /// `Y`
    Yellow,
    /// `B`
    Blue,
}

impl ShapeColor {
    /// Every colour, in the order of their letters `G`, `R`, `Y`, `B`.
    pub const ALL: [ShapeColor; 4] = [
        ShapeColor::Green,
        ShapeColor::Red,
        ShapeColor::Yellow,
        ShapeColor::Blue,
    ];

    /// The letter that writes this colour.
    pub fn letter(self) -> char {
        match self {
            ShapeColor::Green => 'G',
            ShapeColor::Red => 'R',
            ShapeColor::Yellow => 'Y',
            ShapeColor::Blue => 'B',
        }
    }

    /// The colour a letter writes (capital or small).
    pub fn from_letter(letter: char) -> Option<ShapeColor> {
        let upper = letter.to_ascii_uppercase();
        ShapeColor::ALL.into_iter().find(|c| c.letter() == upper)
    }
}

/// An arrow from one point to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Its colour.
    pub color: ShapeColor,
    /// The point it starts from.
    pub from: Point,
    /// The point it ends on.
    pub to: Point,
}

/// A circle around a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Circle {
    /// Its colour.
    pub color: ShapeColor,
    /// The point circled.
    pub point: Point,
}

impl fmt::Display for Arrow {
    /// `G9-16`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}-{}", self.color.letter(), self.from, self.to)
    }
}

impl fmt::Display for Circle {
    /// `G16`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.color.letter(), self.point)
    }
}

/// A point number 1..38 written without a leading zero.
fn point(text: &str) -> Option<Point> {
    if text.starts_with('0') || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Point::new(text.parse().ok()?)
}

/// The colour letter and the rest of one item.
fn colored(item: &str) -> Option<(ShapeColor, &str)> {
    let mut chars = item.chars();
    let color = ShapeColor::from_letter(chars.next()?)?;
    Some((color, chars.as_str()))
}

/// Reads the comma-separated items of a shape list; `None` when any item is malformed or the
/// list is empty.
fn list<T>(text: &str, item: impl Fn(&str) -> Option<T>) -> Option<Vec<T>> {
    let items: Option<Vec<T>> = text.split(',').map(|i| item(i.trim())).collect();
    items.filter(|v| !v.is_empty())
}

/// Reads the value of a `%cal` command: `G9-16,R22-29`.
pub fn parse_arrows(text: &str) -> Option<Vec<Arrow>> {
    list(text, |item| {
        let (color, rest) = colored(item)?;
        let (from, to) = rest.split_once('-')?;
        Some(Arrow {
            color,
            from: point(from)?,
            to: point(to)?,
        })
    })
}

/// Reads the value of a `%csl` command: `G16,R22`.
pub fn parse_circles(text: &str) -> Option<Vec<Circle>> {
    list(text, |item| {
        let (color, rest) = colored(item)?;
        Some(Circle {
            color,
            point: point(rest)?,
        })
    })
}
