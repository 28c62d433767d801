//! Puzzles drawn from the endgame tables: random positions of three or four pieces (both sides
//! on the board), kept when the table rule makes them a puzzle. This is where the game-ending
//! themes (blockade, wipeout) come from: self-play games rarely end in a position with one
//! winning move.

use super::exact::{solve_exact, TableSource};
use super::gain::balance;
use super::record::Puzzle;
use super::theme::Theme;
use super::verify::VERIFY;
use std::collections::HashSet;
use tobit_ai::Rng;
use tobit_egtb::{index, Material, PIECES};

/// What a table hunt did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableStats {
    /// Positions drawn.
    pub drawn: usize,
    /// Puzzles found (of the wanted themes).
    pub puzzles: usize,
}

/// The classes drawn from: three or four pieces, each side with at least one.
fn classes() -> Vec<Material> {
    Material::all(PIECES)
        .into_iter()
        .filter(|m| {
            let [wh, wt, bh, bt] = m.0;
            m.total() >= 3 && wh + wt > 0 && bh + bt > 0
        })
        .collect()
}

/// What a table hunt looks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableHunt {
    /// The seed of the random draws.
    pub seed: u64,
    /// The most positions drawn.
    pub draws: usize,
    /// The themes kept.
    pub themes: Vec<Theme>,
    /// The most puzzles of each theme.
    pub per_theme: usize,
    /// The lowest rating kept.
    pub min_rating: u32,
}

/// Draws up to `draws` table positions (a class, then a position in it, both at random) and
/// calls `found` with each new puzzle of a wanted theme and rating, until every wanted theme
/// has `per_theme`. Deterministic: the same hunt finds the same puzzles in the same order.
pub fn hunt_tables(
    wanted: &TableHunt,
    tables: &mut TableSource,
    found: &mut dyn FnMut(Puzzle),
) -> Result<TableStats, String> {
    let classes = classes();
    let mut rng = Rng::new(wanted.seed);
    let mut seen = HashSet::new();
    let mut counts = vec![0; wanted.themes.len()];
    let mut stats = TableStats::default();
    while stats.drawn < wanted.draws && counts.iter().any(|&c| c < wanted.per_theme) {
        stats.drawn += 1;
        let m = classes[rng.below(classes.len())];
        let Some(pos) = index::position_at(m, rng.below(index::table_size(m))) else {
            continue;
        };
        let lead = balance(&pos, pos.side());
        if lead > super::hunt::MAX_LEAD || !seen.insert(pos.hash()) {
            continue;
        }
        let Ok(solution) = solve_exact(&pos, tables.for_position(&pos)?, VERIFY.max_plies) else {
            continue;
        };
        let puzzle = Puzzle::new(&pos, &solution);
        let Some(slot) = wanted.themes.iter().position(|t| t.key() == puzzle.theme) else {
            continue;
        };
        if counts[slot] < wanted.per_theme && puzzle.rating >= wanted.min_rating {
            counts[slot] += 1;
            stats.puzzles += 1;
            found(puzzle);
        }
    }
    Ok(stats)
}
