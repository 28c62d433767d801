//! The material rule for puzzles the endgame tables do not hold: every other move of the
//! solver ends at least a hul of material worse (or loses), judged by a search that counts
//! nothing but material and the game's result, at least as deep as the rest of the solution
//! plus [`EXTRA_PLIES`], with captures resolved at its leaves.
//!
//! The search's depth is reached in full or the puzzle is rejected: its node budget
//! ([`RIVAL_NODES`]) bounds the work, never the depth judged.

use super::analysis::one_ply_up;
use super::solution::Rejection;
use tobit_ai::weights::{Term, Weights, TERMS};
use tobit_ai::{Engine, Limits, WIN, WIN_BOUND};
use tobit_rules::{Move, Position};

/// How many plies deeper than the rest of the solution the rivals are searched.
pub const EXTRA_PLIES: usize = 4;
/// A rival must end at least this much worse, in hundredths of a hul: one hul.
pub const RIVAL_MARGIN: i32 = 100;
/// The most nodes one rival's search may visit before the puzzle counts as unproven.
pub const RIVAL_NODES: u64 = 3_000_000;
/// The transposition table of each judgement.
const TT_BYTES: usize = 8 << 20;

/// The evaluation of the material rule: a hul 100, a tobit 300, nothing else.
pub const MATERIAL: Weights = material_only();

const fn material_only() -> Weights {
    let mut linear = [0; TERMS];
    linear[Term::Hul as usize] = Weights::DEFAULT.of(Term::Hul);
    linear[Term::Tobit as usize] = Weights::DEFAULT.of(Term::Tobit);
    Weights::linear(linear)
}

/// Checks the material rule at every solver move of `line` from `pos` (the solver's moves at
/// even indices) where the solver has a choice.
pub fn check_material(pos: &Position, line: &[Move]) -> Result<(), Rejection> {
    let mut engine = Engine::with_weights(TT_BYTES, MATERIAL);
    let mut here = *pos;
    let mut history = Vec::new();
    for (ply, m) in line.iter().enumerate() {
        if ply % 2 == 0 && here.count_moves() > 1 {
            let depth = line.len() - ply + EXTRA_PLIES;
            check_step(&mut engine, &here, &history, m, ply, depth)?;
        }
        history.push(here.hash());
        here = here.play(m);
    }
    Ok(())
}

/// One solver move against every other legal move at `here`.
fn check_step(
    engine: &mut Engine,
    here: &Position,
    history: &[u64],
    chosen: &Move,
    ply: usize,
    depth: usize,
) -> Result<(), Rejection> {
    let mut history = history.to_vec();
    history.push(here.hash());
    let mut score = |m: &Move| {
        let child = here.play(m);
        material_score(engine, &child, &history, depth - 1).map(|s| -s)
    };
    let best = score(chosen).ok_or(Rejection::TooDeep { ply })?;
    for other in here.legal_moves().iter().filter(|&m| m != chosen) {
        let rival = score(other).ok_or(Rejection::TooDeep { ply })?;
        if rival >= WIN_BOUND || best - rival < RIVAL_MARGIN {
            return Err(Rejection::NotUnique {
                ply,
                best: *chosen,
                other: *other,
            });
        }
    }
    Ok(())
}

/// The material score of `pos` for its side to move after a search of `depth` plies (forced
/// moves played out first, each counting as a ply), or `None` if the node budget ran out
/// before that depth was complete.
fn material_score(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    depth: usize,
) -> Option<i32> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(-WIN);
    }
    if moves.len() == 1 && depth > 0 {
        let mut history = history.to_vec();
        history.push(pos.hash());
        let child = pos.play(&moves[0]);
        return material_score(engine, &child, &history, depth - 1).map(one_ply_up);
    }
    let limits = Limits {
        depth: Some(depth.max(1) as u32),
        nodes: Some(RIVAL_NODES),
        ..Limits::default()
    };
    let result = engine.search(pos, history, &limits)?;
    (result.depth as usize >= depth.max(1) || result.score.is_decisive()).then_some(result.score.0)
}
