//! `tobit review`: grades every move of a game by the winning chance it lost.

use super::args;
use super::game_to_review::GameToReview;
use super::search_setup::tables_for;
use std::io::Write;
use tobit_ai::review::{review, Grade, MoveReview, Review};
use tobit_ai::{Engine, Limits, DEFAULT_TT_BYTES};
use tobit_egtb::Material;
use tobit_rules::{Color, Game};

/// Usage of the command.
pub const HELP: &str = "review FILE [--game N] | review [--fen FEN] --moves \"M1 M2 ...\"  [--depth D | --nodes N | --movetime MS]    grade every move of a game

Analyses every position of a game (game N, default 1, of a PDN file, '-' for standard input, or MOVES from FEN,
default the start position; default --nodes 150000 per position, the app's) and prints one line per
move: its number and the move ('12.' for White, '12...' for Black), the mover's score after
it (as tobit analyse writes scores), White's chance after it in percent, the mover's chance
it lost in percent, and its grade: '-', 'inaccuracy' (lost 3 % or more), 'mistake' (6 %)
or 'blunder' (12 %), followed by 'best MOVE' for a graded move. The chance is White's
expected result (a draw counts half) from the score, through the curve fitted to self-play
games (docs/ANALYSIS.md). With at most four pieces the endgame tables grade instead: a move
that gives away a win or a draw is a blunder. Then one line per side:
'white inaccuracies N mistakes N blunders N', the same for black.";

/// Runs `tobit review` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let GameToReview { game, limits, .. } = GameToReview::parse(args, &[])?;
    let reviewed = review_with_tables(&game, &limits)?;
    for (ply, m) in reviewed.moves.iter().enumerate() {
        writeln!(out, "{}", move_line(&game, ply, m)).map_err(args::output_error)?;
    }
    for (side, name) in [(Color::White, "white"), (Color::Black, "black")] {
        let [i, m, b] =
            [Grade::Inaccuracy, Grade::Mistake, Grade::Blunder].map(|g| reviewed.count(side, g));
        writeln!(out, "{name} inaccuracies {i} mistakes {m} blunders {b}")
            .map_err(args::output_error)?;
    }
    Ok(())
}

/// The review of `game` within `limits` a position, with the endgame tables its pieces can
/// reach (`tobit review` and `tobit report`).
pub(super) fn review_with_tables(game: &Game, limits: &Limits) -> Result<Review, String> {
    let mut engine = Engine::new(DEFAULT_TT_BYTES);
    engine.set_tables(tables_for(Material::of(&game.start()))?);
    Ok(review(&mut engine, game, limits, &mut |_, _| true))
}

/// A move's number as the notation writes it: `12.` for White, `12...` for Black.
pub(super) fn numbered(game: &Game, ply: usize) -> String {
    let number = game.move_number(ply);
    let dots = if number.side == Color::White {
        "."
    } else {
        "..."
    };
    format!("{}{dots}", number.number)
}

/// One printed move: `12. 9-16 cp -35 44.1 8.2 mistake best 10-17`.
fn move_line(game: &Game, ply: usize, m: &MoveReview) -> String {
    let grade = match m.grade {
        Some(g) => format!("{g} best {}", m.best),
        None => "-".to_string(),
    };
    format!(
        "{} {} {} {:.1} {:.1} {grade}",
        numbered(game, ply),
        m.played,
        m.after,
        m.white_chance * 100.0,
        m.loss * 100.0
    )
}
