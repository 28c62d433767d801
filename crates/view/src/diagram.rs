//! A diagram: a still picture of a position for articles, worksheets and lessons, drawn from
//! the same display list as the canvas ([`crate::scene`]) and written as SVG
//! ([`crate::svg`]): a board of a given width, optionally flipped, with point numbers,
//! the side to move marked, the last move, arrows, circles and a caption, in the print style
//! (black and white) or the board's light colours.

use super::geometry::{Geometry, Rect, Xy, ASPECT_RATIO};
use super::input::MoveInput;
use super::scene::{scene, View};
use super::svg::{self, Caption, Document};
use super::theme::Theme;
use tobit_rules::tree::{Arrow, Circle};
use tobit_rules::{fen, Color, Game, Position};

/// The narrowest diagram, in pixels.
pub const MIN_SIZE: u32 = 120;
/// The widest diagram, in pixels.
pub const MAX_SIZE: u32 = 4000;
/// The width of a diagram when none is asked for, in pixels.
pub const DEFAULT_SIZE: u32 = 480;

/// The colours a diagram is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Plain black and white ([`Theme::print`]).
    Print,
    /// The board's light theme.
    Board,
}

impl Style {
    /// The names accepted by [`Style::parse`], in the order of the variants.
    pub const NAMES: [&'static str; 2] = ["print", "board"];

    /// The style called `name`, if any.
    pub fn parse(name: &str) -> Option<Style> {
        match name {
            "print" => Some(Style::Print),
            "board" => Some(Style::Board),
            _ => None,
        }
    }

    /// This style's name (also a class of the SVG's root element).
    pub fn name(self) -> &'static str {
        Style::NAMES[self as usize]
    }

    /// The colours of this style.
    pub fn theme(self) -> Theme {
        match self {
            Style::Print => Theme::print(),
            Style::Board => Theme::for_preferences(false, false),
        }
    }
}

/// What a diagram shows besides the position.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// Black's side at the bottom.
    pub flip: bool,
    /// The point numbers.
    pub numbers: bool,
    /// The side to move marked beside the board.
    pub turn: bool,
    /// The last move of the game (its path, and the pieces it took).
    pub last: bool,
    /// Arrows.
    pub arrows: Vec<Arrow>,
    /// Circles.
    pub circles: Vec<Circle>,
    /// A line under the board, also the SVG's title.
    pub caption: Option<String>,
    /// The colours.
    pub style: Style,
    /// The width in pixels, [`MIN_SIZE`] to [`MAX_SIZE`].
    pub size: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            flip: false,
            numbers: false,
            turn: false,
            last: false,
            arrows: Vec::new(),
            circles: Vec::new(),
            caption: None,
            style: Style::Print,
            size: DEFAULT_SIZE,
        }
    }
}

/// A diagram of the last position of a game.
pub struct Diagram {
    game: Game,
    options: Options,
}

impl Diagram {
    /// The diagram of `game`'s last position. The size is clamped to
    /// [`MIN_SIZE`]..=[`MAX_SIZE`]; a caption is trimmed, and an empty one dropped.
    pub fn new(game: &Game, mut options: Options) -> Diagram {
        options.size = options.size.clamp(MIN_SIZE, MAX_SIZE);
        options.caption = options
            .caption
            .map(|c| c.trim().to_string())
            .filter(|c| !c.is_empty());
        // Without the last move, the diagram is of the position alone.
        let game = if options.last {
            game.clone()
        } else {
            Game::new(game.position())
        };
        Diagram { game, options }
    }

    /// The width in pixels.
    pub fn width(&self) -> u32 {
        self.options.size
    }

    /// The height of the board in pixels (the board keeps its proportions).
    pub fn board_height(&self) -> u32 {
        (f64::from(self.options.size) / ASPECT_RATIO).round() as u32
    }

    /// The font size of the caption in pixels.
    fn caption_px(&self) -> u32 {
        (f64::from(self.options.size) * 0.04)
            .clamp(12.0, 48.0)
            .round() as u32
    }

    /// The height in pixels: the board, and a band under it for the caption.
    pub fn height(&self) -> u32 {
        let band = if self.options.caption.is_some() {
            2 * self.caption_px()
        } else {
            0
        };
        self.board_height() + band
    }

    /// The board's layout in the picture.
    pub fn geometry(&self) -> Geometry {
        let bottom = if self.options.flip {
            Color::Black
        } else {
            Color::White
        };
        Geometry::new(
            f64::from(self.width()),
            f64::from(self.board_height()),
            bottom,
        )
    }

    /// The colours it is drawn in.
    pub fn theme(&self) -> Theme {
        self.options.style.theme()
    }

    /// The SVG document.
    pub fn svg(&self) -> String {
        let (g, t, o) = (self.geometry(), self.theme(), &self.options);
        let input = MoveInput::new(Vec::new());
        let view = View {
            geometry: &g,
            theme: &t,
            numbers: o.numbers,
            game: &self.game,
            ply: None,
            input: &input,
            running: None,
            pulse: None,
            arrows: &o.arrows,
            circles: &o.circles,
            turn: o.turn,
        };
        let position = self.game.position();
        let words = describe(&position);
        let class = format!("tobit-diagram {}", o.style.name());
        let doc = Document {
            width: f64::from(self.width()),
            height: f64::from(self.height()),
            title: o.caption.as_deref().unwrap_or(&words),
            desc: &fen::format(&position),
            class: &class,
            caption: o.caption.as_deref().map(|text| Caption {
                band: Rect {
                    x: 0.0,
                    y: f64::from(self.board_height()),
                    w: f64::from(self.width()),
                    h: f64::from(self.height() - self.board_height()),
                },
                ground: &t.board,
                text,
                at: Xy {
                    x: f64::from(self.width()) / 2.0,
                    y: f64::from(self.board_height() + self.caption_px()),
                },
                px: self.caption_px(),
                fill: &t.number,
            }),
        };
        svg::write(&scene(&view), &doc)
    }
}

/// A position in English words: who is to move, then each side's hullar and tobits by point,
/// such as "White to move. White: hullar on 9, 10; a tobit on 38. Black: a hul on 27."
pub fn describe(pos: &Position) -> String {
    let side = |c: Color| {
        let mine = pos.pieces(c);
        let groups = [
            (mine & pos.hullar(), "a hul", "hullar"),
            (mine & pos.tobits(), "a tobit", "tobits"),
        ];
        let parts: Vec<String> = groups
            .into_iter()
            .filter(|(b, _, _)| !b.is_empty())
            .map(|(b, one, many)| {
                let points: Vec<String> = b.into_iter().map(|p| p.number().to_string()).collect();
                let name = if points.len() == 1 { one } else { many };
                format!("{name} on {}", points.join(", "))
            })
            .collect();
        let list = if parts.is_empty() {
            "no pieces".to_string()
        } else {
            parts.join("; ")
        };
        format!("{c}: {list}.")
    };
    format!(
        "{} to move. {} {}",
        pos.side(),
        side(Color::White),
        side(Color::Black)
    )
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
