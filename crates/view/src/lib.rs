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
