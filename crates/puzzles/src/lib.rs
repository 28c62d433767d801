//! Puzzles made by the engine: positions where exactly one first move wins material or the
//! game by force. Positions of at most four pieces are judged by the endgame tables (the table
//! rule), the others by a deep search and then by material and result (the material rule).
//!
//! - [`analysis`]: every first move scored by a node-limited search (deterministic).
//! - [`gain`]: what a line wins (material, or the game) and when the gain is realised.
//! - [`verify`]: the search's unique winning first move, and the whole solution line.
//! - [`exact`]: the table rule, and the tables the puzzles need.
//! - [`rivals`]: the material rule.
//! - [`solution`]: what judging a position gives: the solution, or why it is not a puzzle.
//! - [`rating`]: the difficulty rating.
//! - [`theme`]: the theme (shot, multi-capture, promotion, tobit, blockade, wipeout).
//! - [`hunt`]: candidate finding in self-play games.
//! - [`table_hunt`]: puzzles drawn from the endgame tables' positions.
//! - [`record`]: the stored form (`www/learn/puzzles.json`), re-checking and merging.
//!
//! ```
//! use tobit_puzzles::{solve, Puzzle, VERIFY};
//! use tobit_rules::fen;
//! // 17-24 offers a hul to the tobit on 4 (4x31), then the tobit on 37 takes three.
//! let pos = fen::parse("W:W11,17,25,K37:BK4,8,28,35,36").unwrap();
//! let solution = solve(&pos, &VERIFY).unwrap();
//! assert_eq!(solution.line[0].to_string(), "17-24");
//! let puzzle = Puzzle::new(&pos, &solution);
//! assert_eq!(puzzle.solution.len() % 2, 1);
//! ```
#![deny(missing_docs)]

pub mod analysis;
pub mod exact;
pub mod gain;
pub mod hunt;
pub mod rating;
pub mod record;
pub mod rivals;
pub mod solution;
pub mod table_hunt;
pub mod theme;
pub mod verify;

pub use analysis::{score_moves, Budget, Scored};
pub use exact::{solve_exact, TableSource};
pub use gain::Gain;
pub use hunt::{hunt, Stats};
pub use record::{check, check_line, merge, rederive, Branch, Puzzle};
pub use rivals::check_material;
pub use solution::{Alternative, Rejection, Solution};
pub use table_hunt::{hunt_tables, TableHunt, TableStats};
pub use theme::Theme;
pub use verify::{solve, unique_first_move, Criteria, SCREEN, VERIFY};
