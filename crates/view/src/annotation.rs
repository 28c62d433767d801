//! How the arrows and circles over a board are drawn: each brush's place among the theme's
//! colours, its line weight (the pale grey brush draws thinner, for what matters less, as
//! lichess draws its secondary lines) and its name (a CSS class in diagrams). The shapes
//! themselves, their brushes and their text form are the rules' (`tobit_rules::tree::shapes`).

use tobit_rules::tree::Brush;

/// How many brushes there are: the theme holds one colour for each.
pub const BRUSH_COUNT: usize = Brush::ALL.len();

/// How a brush is drawn.
pub trait BrushLook {
    /// Its place in the theme's brush colours ([`crate::theme::Theme::brushes`]).
    fn index(self) -> usize;
    /// The width of its lines relative to the others': the grey brush draws at 60 %.
    fn weight(self) -> f64;
    /// Its lowercase name: `green`, `red`, `blue`, `yellow` or `grey`.
    fn name(self) -> &'static str;
}

impl BrushLook for Brush {
    fn index(self) -> usize {
        match self {
            Brush::Green => 0,
            Brush::Red => 1,
            Brush::Blue => 2,
            Brush::Yellow => 3,
            Brush::Grey => 4,
        }
    }

    fn weight(self) -> f64 {
        if self == Brush::Grey {
            0.6
        } else {
            1.0
        }
    }

    fn name(self) -> &'static str {
        ["green", "red", "blue", "yellow", "grey"][self.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_brush_has_its_own_theme_colour_and_name() {
        let mut indices: Vec<usize> = Brush::ALL.map(Brush::index).to_vec();
        indices.sort_unstable();
        assert_eq!(indices, (0..BRUSH_COUNT).collect::<Vec<_>>());
        let names = Brush::ALL.map(Brush::name);
        assert_eq!(names, ["green", "red", "blue", "yellow", "grey"]);
        assert!(Brush::Grey.weight() < Brush::Green.weight());
    }
}
