//! Board logic for a graphical board, with no web dependency: where the points are drawn
//! ([`geometry`]), arrows and circles over it ([`annotation`]), which point a pointer is on
//! ([`hit`]), the move input state machine ([`input`]), move animation timelines ([`anim`]),
//! colour themes ([`theme`]), the board's options and their defaults ([`options`]), why a press
//! is refused ([`refusal`]), the moves a player tries that the rules refuse ([`attempt`]), the
//! pulse of the pieces that must capture ([`pulse`]), what one
//! frame shows ([`scene`]), and a still picture of a position for print and the web
//! ([`diagram`], written as SVG by [`svg`]).
//!
//! Everything here is plain Rust on top of [`tobit_rules`], unit-tested natively; the web
//! layer only draws what these modules compute and forwards pointer events to them.
//!
//! ```
//! use tobit_rules::{Color, Game, Point, Position};
//! use tobit_view::diagram::{Diagram, Options};
//! use tobit_view::geometry::Geometry;
//! use tobit_view::hit::point_at;
//!
//! // A 400x400 board with White at the bottom: a press on a point's centre hits that point.
//! let geometry = Geometry::new(400.0, 400.0, Color::White);
//! let p = Point::new(16).unwrap();
//! assert_eq!(point_at(&geometry, geometry.center(p)), Some(p));
//! assert!(geometry.center(p).y < geometry.center(Point::new(9).unwrap()).y);
//!
//! // The diagram of a game's last position, with the point numbers, as SVG.
//! let mut game = Game::new(Position::start());
//! game.play_text("9-16").unwrap();
//! let options = Options { numbers: true, ..Options::default() };
//! let svg = Diagram::new(&game, options).svg();
//! assert!(svg.starts_with("<svg") && svg.contains(">38<"));
//! ```
#![deny(missing_docs)]

pub mod anim;
pub mod annotation;
pub mod attempt;
pub mod diagram;
pub mod geometry;
pub mod hit;
pub mod input;
pub mod options;
pub mod pulse;
pub mod refusal;
pub mod scene;
pub mod svg;
pub mod theme;
