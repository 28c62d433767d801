//! `tobit report`: the game report of a reviewed game (crates/ai/src/report.rs): each side's
//! accuracy and graded moves, its mistakes and the game's turning points, as text or JSON.

use super::args;
use super::game_to_review::GameToReview;
use super::review::{numbered, review_with_tables};
use serde_json::{json, Value};
use std::io::Write;
use tobit_ai::report::{GameReport, SideReport};
use tobit_ai::review::{Grade, Review};
use tobit_rules::{Color, Game};

/// Usage of the command.
pub const HELP: &str = "report FILE [--game N] | report [--fen FEN] --moves \"M1 M2 ...\"  [--json] [--depth D | --nodes N | --movetime MS]    the report of a game: accuracy, mistakes, turning points

Reviews game N (default 1) of a PDN file ('-' for standard input), or MOVES from FEN, as tobit review does
(default --nodes 150000 per position, the app's) and prints its report. One line per side:
'white accuracy A inaccuracies N mistakes N blunders N' (A from 0 to 100, to a tenth, '-'
for a side without a move: docs/ANALYSIS.md gives the formula), then one line per mistake
or blunder and per turning point (the three graded moves that lost the most), in the game's
order: '12... 28-21 blunder lost 18.4 best 25-24' (the chance lost in percent), ending in
' turning-point' for a turning point. --json prints the same as one JSON object:
{white: {accuracy, inaccuracies, mistakes, blunders}, black: {...}, moves: [{ply, number,
move, side, best, grade, loss, whiteChance, mistake, turningPoint}]} with every move.";

/// Runs `tobit report` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let GameToReview {
        game,
        limits,
        switches,
    } = GameToReview::parse(args, &["json"])?;
    let reviewed = review_with_tables(&game, &limits)?;
    let report = GameReport::of(&reviewed);
    let text = if switches.contains(&"json") {
        json_of(&game, &reviewed, &report).to_string()
    } else {
        text_of(&game, &reviewed, &report)
    };
    writeln!(out, "{text}").map_err(args::output_error)
}

/// The sides in the report's order, with their names.
const SIDES: [(Color, &str); 2] = [(Color::White, "white"), (Color::Black, "black")];

/// The report as text: a line per side, then a line per mistake or turning point.
fn text_of(game: &Game, reviewed: &Review, report: &GameReport) -> String {
    let mut lines: Vec<String> = SIDES
        .iter()
        .map(|&(side, name)| {
            let s = report.side(side);
            let accuracy = s.accuracy.map_or("-".to_string(), |a| format!("{a:.1}"));
            let [i, m, b] = s.counts;
            format!("{name} accuracy {accuracy} inaccuracies {i} mistakes {m} blunders {b}")
        })
        .collect();
    for (ply, m) in reviewed.moves.iter().enumerate() {
        let turning = report.turning_points.contains(&ply);
        let (Some(grade), true) = (m.grade, turning || is_mistake(report, ply)) else {
            continue;
        };
        let mark = if turning { " turning-point" } else { "" };
        lines.push(format!(
            "{} {} {grade} lost {:.1} best {}{mark}",
            numbered(game, ply),
            m.played,
            m.loss * 100.0,
            m.best
        ));
    }
    lines.join("\n")
}

/// Whether the move at `ply` is one of its side's mistakes (a mistake or a blunder).
fn is_mistake(report: &GameReport, ply: usize) -> bool {
    report.white.mistakes.contains(&ply) || report.black.mistakes.contains(&ply)
}

/// The report as JSON.
fn json_of(game: &Game, reviewed: &Review, report: &GameReport) -> Value {
    let side = |s: &SideReport| {
        let [inaccuracies, mistakes, blunders] = s.counts;
        json!({"accuracy": s.accuracy, "inaccuracies": inaccuracies, "mistakes": mistakes,
               "blunders": blunders})
    };
    let moves: Vec<Value> = (reviewed.moves.iter().enumerate())
        .map(|(ply, m)| {
            json!({
                "ply": ply,
                "number": game.move_number(ply).number,
                "move": m.played.to_string(),
                "side": if m.side == Color::White { "white" } else { "black" },
                "best": m.best.to_string(),
                "grade": m.grade.map(Grade::name),
                "loss": m.loss,
                "whiteChance": m.white_chance,
                "mistake": is_mistake(report, ply),
                "turningPoint": report.turning_points.contains(&ply),
            })
        })
        .collect();
    json!({"white": side(&report.white), "black": side(&report.black), "moves": moves})
}
