//! What `tobit tournament` prints: a round's pairings, the standings, the crosstable (the
//! round-robin grid, the Swiss wallchart, the knockout's matches) and the Berger tables.

use crate::cli::args;
use tobit_tournament::{
    berger::berger_table, crosstable, format_points, standings, Format, Points, State,
};

/// A player's name (its control characters escaped, as `pdn check` prints a file's text) and
/// number.
fn name(state: &State, p: usize) -> String {
    format!("{} ({})", args::printable(&state.players[p].name), p + 1)
}

/// The last round's pairing.
pub fn pairing(state: &State) -> String {
    let mut text = String::new();
    if let Format::Knockout { .. } = state.settings.format {
        let r = state.knockout.len();
        text.push_str(&format!("Round {r}\n"));
        for (i, m) in state.knockout[r - 1].iter().enumerate() {
            let b = m.b.map_or("bye".to_string(), |b| name(state, b));
            text.push_str(&format!("Match {}: {} - {}\n", i + 1, name(state, m.a), b));
        }
        return text;
    }
    let r = state.rounds.len();
    text.push_str(&format!("Round {r}\n"));
    let round = &state.rounds[r - 1];
    for (i, b) in round.boards.iter().enumerate() {
        text.push_str(&format!(
            "Board {}: {} - {}\n",
            i + 1,
            name(state, b.white),
            name(state, b.black)
        ));
    }
    for b in &round.byes {
        text.push_str(&format!("Bye: {} ({:?})\n", name(state, b.player), b.kind));
    }
    text
}

pub fn standings_text(state: &State) -> String {
    let tbs = &state.settings.tiebreaks;
    let mut text = String::from("Rank\tPlayer\tPoints");
    for t in tbs {
        text.push_str(&format!("\t{}", t.name()));
    }
    text.push('\n');
    for s in standings(state) {
        text.push_str(&format!(
            "{}\t{}\t{}",
            s.rank,
            name(state, s.player),
            format_points(s.score)
        ));
        for v in &s.tiebreaks {
            text.push_str(&format!("\t{}", v.display()));
        }
        text.push('\n');
    }
    text
}

fn mark(m: &crosstable::Mark) -> String {
    use crosstable::Mark;
    use tobit_tournament::{ByeKind, Color, Share};
    match m {
        Mark::Game {
            color,
            share,
            played,
            ..
        } => {
            let c = if *color == Color::White { "w" } else { "b" };
            let r = match (share, played) {
                (None, _) => "?",
                (Some(Share::Win), true) => "1",
                (Some(Share::Draw), _) => "½",
                (Some(Share::Loss), true) => "0",
                (Some(Share::Win), false) => "+",
                (Some(Share::Loss), false) => "-",
            };
            format!("{c}{r}")
        }
        Mark::Bye(ByeKind::Pairing) => "bye".into(),
        Mark::Bye(ByeKind::Half) => "½bye".into(),
        Mark::Bye(ByeKind::Zero) => "0bye".into(),
        Mark::Absent => "-".into(),
    }
}

/// One player's line of a crosstable: place, name, the cells, the points, tab-separated.
fn crosstable_row(
    state: &State,
    i: usize,
    player: usize,
    cells: &[String],
    score: Points,
) -> String {
    format!(
        "{}\t{}\t{}\t{}\n",
        i + 1,
        name(state, player),
        cells.join("\t"),
        format_points(score)
    )
}

pub fn crosstable_text(state: &State) -> String {
    let mut text = String::new();
    match state.settings.format {
        Format::RoundRobin { .. } => {
            for (i, line) in crosstable::grid(state).iter().enumerate() {
                let cells: Vec<String> = line
                    .cells
                    .iter()
                    .enumerate()
                    .map(|(j, games)| {
                        if i == j {
                            "X".into()
                        } else {
                            games.iter().map(mark).collect::<Vec<_>>().join("/")
                        }
                    })
                    .collect();
                text.push_str(&crosstable_row(state, i, line.player, &cells, line.score));
            }
        }
        Format::Swiss { .. } => {
            for (i, line) in crosstable::wallchart(state).iter().enumerate() {
                let cells: Vec<String> = line
                    .cells
                    .iter()
                    .map(|c| c.opponent.map_or(String::new(), |o| o.to_string()) + &mark(&c.mark))
                    .collect();
                text.push_str(&crosstable_row(state, i, line.player, &cells, line.score));
            }
        }
        Format::Knockout { .. } => {
            for (r, round) in state.knockout.iter().enumerate() {
                text.push_str(&format!("Round {}\n", r + 1));
                for m in round {
                    let games: Vec<String> = m
                        .games
                        .iter()
                        .map(|g| g.result.notation().to_string())
                        .collect();
                    let b = m.b.map_or("bye".to_string(), |b| name(state, b));
                    text.push_str(&format!(
                        "{} - {}\t{}\n",
                        name(state, m.a),
                        b,
                        games.join(" ")
                    ));
                }
            }
        }
    }
    text
}

pub fn berger(n: &str) -> Result<String, String> {
    let n = args::number("N", n, 2, 99)? as usize;
    let mut text = String::new();
    for (r, round) in berger_table(n).iter().enumerate() {
        let boards: Vec<String> = round.iter().map(|(w, b)| format!("{w}-{b}")).collect();
        text.push_str(&format!("Round {}: {}\n", r + 1, boards.join(" ")));
    }
    Ok(text)
}
