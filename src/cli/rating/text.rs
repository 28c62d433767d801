//! What `tobit rating` prints: the list by rating, an event's sheet (W − We), a player's
//! history, a step of the log in a few words. Names are printed with their control characters
//! escaped.

use crate::cli::args::printable;
use tobit_rating::{Entry, Rating, RatingList, SheetLine, System};
use tobit_tournament::format_points;

/// A rating as printed: "2166", a Glicko-2 one "1650 (RD 80)" with "?" while provisional, "-"
/// for none.
fn rating(r: Option<Rating>) -> String {
    match r {
        None => "-".into(),
        Some(Rating {
            value,
            deviation: Some(d),
            provisional,
        }) => format!("{value}{} (RD {d})", if provisional { "?" } else { "" }),
        Some(r) => r.value.to_string(),
    }
}

fn system(list: &RatingList) -> &'static str {
    match list.system() {
        System::Fide => "FIDE Elo",
        System::Glicko2 => "Glicko-2",
    }
}

/// The players by rating, highest first.
pub fn ranking(list: &RatingList) -> String {
    let mut text = format!("{} players, {}\n", list.players().len(), system(list));
    text.push_str(&format!(
        "{:>5}  {:<32} {:>16} {:>6} {:>6}\n",
        "#", "Name", "Rating", "Games", "Events"
    ));
    for i in list.ranked() {
        let p = &list.players()[i];
        let events = p.history.iter().filter(|s| s.event.is_some()).count();
        text.push_str(&format!(
            "{:>5}  {:<32} {:>16} {:>6} {:>6}\n",
            i + 1,
            printable(&p.key.name),
            rating(p.rating()),
            p.games,
            events
        ));
    }
    text
}

/// The head of a sheet's table.
fn head() -> String {
    format!(
        "{:<32} {:>16} {:>4} {:>5} {:>6} {:>3} {:>6} {:>16}\n",
        "Player", "Before", "n", "W", "We", "K", "Change", "After"
    )
}

/// One line: the label (cut to 32 characters), before, n, W, We, K, change, after, and a new
/// player's working.
fn line(l: &SheetLine, label: &str) -> String {
    let k = l.k.map_or("-".into(), |k| k.to_string());
    let mut text = format!(
        "{:<32} {:>16} {:>4} {:>5} {:>6} {:>3} {:>+6} {:>16}",
        printable(&label.chars().take(32).collect::<String>()),
        rating(l.before),
        l.games,
        format_points(l.score),
        format!("{}.{:02}", l.expected / 100, l.expected % 100),
        k,
        l.change,
        rating(l.after)
    );
    if let Some(n) = l.newcomer {
        let ra = format!(
            "{}.{:02}",
            n.average_hundredths / 100,
            n.average_hundredths % 100
        );
        text.push_str(&match n.published {
            true => format!(
                "  initial: Ra {ra}, p {}%, dp {:+}, Ru {}",
                n.percent, n.dp, n.rating
            ),
            false => format!(
                "  unrated: {} of 5 games (Ra {ra}, p {}%, dp {:+}, Ru {})",
                n.games, n.percent, n.dp, n.rating
            ),
        });
    }
    text + "\n"
}

/// An event's sheet: each player's rating before, games, W, We, K, change and rating after.
pub fn sheet(list: &RatingList, event: &str, sheet: &[SheetLine]) -> String {
    let mut text = format!(
        "{}: {} players, {}\n",
        printable(event),
        sheet.len(),
        system(list)
    );
    text.push_str(&head());
    for l in sheet {
        text.push_str(&line(l, &l.name));
    }
    text
}

/// A player's history: each step that named them.
pub fn history(list: &RatingList, player: usize) -> String {
    let p = &list.players()[player];
    let mut text = format!(
        "{} (player {}): {}, {} games\n",
        printable(&p.key.name),
        player + 1,
        rating(p.rating()),
        p.games
    );
    for alias in &p.aliases {
        text.push_str(&format!("also entered as {}\n", printable(&alias.name)));
    }
    text.push_str(&head().replacen("Player", "Step", 1));
    for step in &p.history {
        let label = match &step.event {
            Some(event) => format!("{} {event}", step.entry + 1),
            None => format!("{} (imported)", step.entry + 1),
        };
        text.push_str(&line(&step.line, &label));
    }
    text
}

/// A step of the log in a few words.
pub fn entry(entry: &Entry) -> String {
    match entry {
        Entry::Event(e) => format!("the event '{}'", printable(&e.name)),
        Entry::Import(rows) => format!("the import of {} players", rows.len()),
        Entry::Merge { keep, merged } => format!(
            "the merge of '{}' into '{}'",
            printable(&merged.name),
            printable(&keep.name)
        ),
    }
}
