//! One piece of the display list and the shapes it is painted with.

use super::Item;
use crate::geometry::Xy;
use tobit_rules::{Kind, Piece, Point};

/// One piece as drawn: a disc with an edge ring, and for a tobit a crown-coloured ring and
/// crown.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceItem<'a> {
    /// Centre.
    pub at: Xy,
    /// The point it stands on, `None` while it moves or is dragged.
    pub on: Option<Point>,
    /// The piece.
    pub piece: Piece,
    /// Radius.
    pub r: f64,
    /// How far a promotion has shown (0..1); at 1 a hul is drawn as a tobit.
    pub promotion: f64,
    /// Opacity.
    pub alpha: f64,
    /// Body colour.
    pub fill: &'a str,
    /// Outline colour.
    pub edge: &'a str,
    /// Colour of a tobit's crown and inner ring.
    pub crown: &'a str,
}

impl<'a> PieceItem<'a> {
    /// How much of a tobit it shows, 0..1: 1 for a tobit, the promotion's progress for a hul.
    pub fn tobit(&self) -> f64 {
        if self.piece.kind == Kind::Tobit {
            1.0
        } else {
            self.promotion.clamp(0.0, 1.0)
        }
    }

    /// The shapes it is painted with, in order.
    pub fn parts(&self) -> Vec<Item<'a>> {
        let (at, r, alpha) = (self.at, self.r, self.alpha);
        let mut parts = vec![
            Item::Disc {
                at,
                r,
                fill: self.fill,
                alpha,
            },
            Item::Ring {
                at,
                r: r * 0.95,
                width: r * 0.1,
                color: self.edge,
                alpha,
            },
        ];
        let tobit = self.tobit();
        if tobit > 0.0 {
            parts.push(Item::Ring {
                at,
                r: r * 0.62,
                width: r * 0.12,
                color: self.crown,
                alpha: alpha * tobit,
            });
            parts.push(Item::Crown {
                at,
                size: r * 0.42 * tobit,
                fill: self.crown,
                alpha: alpha * tobit,
            });
        }
        parts
    }
}
