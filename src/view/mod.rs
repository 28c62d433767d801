//! Board logic for a graphical board, with no web dependency: where the points are drawn
//! ([`geometry`]), which point a pointer is on ([`hit`]), the move input state machine
//! ([`input`]), move animation timelines ([`anim`]), colour themes ([`theme`]), the board's
//! options and their defaults ([`options`]) and what one frame shows ([`scene`]).
//!
//! Everything here is plain Rust on top of [`crate::rules`], unit-tested natively; the web
//! layer only draws what these modules compute and forwards pointer events to them.

pub mod anim;
pub mod geometry;
pub mod hit;
pub mod input;
pub mod options;
pub mod scene;
pub mod theme;
