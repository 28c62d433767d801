//! Candidate finding: self-play games between seeded low levels (which make the mistakes that
//! leave tactics on the board), every position screened quickly, every candidate verified: by
//! the endgame tables when they hold it, else by the deep search and then the material rule.

use super::analysis::judge;
use super::exact::{held, solve_exact, TableSource};
use super::gain::{balance, realised};
use super::record::Puzzle;
use super::rivals::check_material;
use super::verify::{solve, unique_first_move, Criteria, SCREEN, VERIFY};
use std::collections::HashSet;
use tobit_ai::{Limits, Rng};
use tobit_rules::{Move, Position};
use tobit_training::selfplay::{play_game, random_opening, Player};

/// Random plies that open each game.
const OPENING_PLIES: usize = 4;
/// A game is cut off after this many plies.
const MAX_PLIES: usize = 200;
/// The levels that play the games (each side draws one per game).
const LEVELS: std::ops::RangeInclusive<u8> = 2..=5;
/// Positions where the side to move already leads by more than this (hundredths of a hul) are
/// skipped: winning more there is no puzzle.
pub(super) const MAX_LEAD: i32 = 300;

/// What a hunt did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Games played.
    pub games: usize,
    /// Distinct positions screened.
    pub positions: usize,
    /// Positions that passed the screen.
    pub candidates: usize,
    /// Candidates that the deep verification accepted but the material rule refused (another
    /// move wins as much material, or the search could not reach its depth).
    pub rivalled: usize,
    /// Candidates that became puzzles.
    pub puzzles: usize,
}

/// Plays up to `games` self-play games from `seed`, calling `found` with each new verified
/// puzzle, until `count` puzzles are found. Deterministic: the same arguments give the same
/// puzzles in the same order. Fails only when a table cannot be written.
pub fn hunt(
    seed: u64,
    games: usize,
    count: usize,
    tables: &mut TableSource,
    found: &mut dyn FnMut(Puzzle),
) -> Result<Stats, String> {
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut stats = Stats::default();
    while stats.games < games && stats.puzzles < count {
        let mut positions = Vec::new();
        let opening = random_opening(&mut rng, OPENING_PLIES);
        let mut white = player(&mut rng);
        let mut black = player(&mut rng);
        play_game([&mut white, &mut black], &opening, MAX_PLIES, &mut |p| {
            positions.push(*p)
        });
        stats.games += 1;
        for pos in positions {
            if stats.puzzles >= count || !seen.insert(pos.hash()) {
                continue;
            }
            stats.positions += 1;
            let solution = if held(&pos) {
                solve_exact(&pos, tables.for_position(&pos)?, VERIFY.max_plies).ok()
            } else if is_candidate(&pos, &SCREEN) {
                stats.candidates += 1;
                let verified = solve(&pos, &VERIFY).ok();
                let was_verified = verified.is_some();
                let judged = verified.filter(|s| check_material(&pos, &s.line).is_ok());
                stats.rivalled += usize::from(was_verified && judged.is_none());
                judged
            } else {
                continue;
            };
            if let Some(solution) = solution {
                stats.puzzles += 1;
                found(Puzzle::new(&pos, &solution));
            }
        }
    }
    Ok(stats)
}

fn player(rng: &mut Rng) -> Player {
    let span = (LEVELS.end() - LEVELS.start() + 1) as usize;
    let level = LEVELS.start() + rng.below(span) as u8;
    let limits = Limits {
        seed: Some(rng.next_u64()),
        ..Limits::level(level)
    };
    Player::search(limits, judge(1 << 20))
}

/// The quick screen: the side to move does not lead by much already, one first move is clearly
/// the best, and the line the search expects after it realises a gain.
pub fn is_candidate(pos: &Position, criteria: &Criteria) -> bool {
    if balance(pos, pos.side()) > MAX_LEAD {
        return false;
    }
    match unique_first_move(pos, criteria) {
        Ok(scored) => gains_within(pos, &scored[0].line, criteria.max_plies),
        Err(_) => false,
    }
}

/// Whether the solver realises a gain within the first `plies` plies of `line`.
fn gains_within(pos: &Position, line: &[Move], plies: usize) -> bool {
    let mut here = *pos;
    for (ply, m) in line.iter().take(plies).enumerate() {
        here = here.play(m);
        if ply % 2 == 0 && realised(pos, &here, pos.side()).is_some() {
            return true;
        }
    }
    false
}
