//! `tobit rating`: a list across two events from TRF files, its sheet, history, undo, a merge,
//! CSV out and in, ratings written into the next event's TRF, and bad input refused naming the
//! line, the list left as it was.

mod cli_support;
use cli_support::{bad_input_line, folder, path, stdout_of, tobit};

/// Another tool's Swiss of 7 (the tournament crate's fixture).
const EVENT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/crates/tournament/tests/data/other_tool.trf"
);

fn refused(args: &[&str]) -> String {
    bad_input_line(tobit(args), args).trim_end().to_string()
}

#[test]
fn a_list_across_events() {
    let dir = folder("rating-events");
    let list = path(&dir, "club.json");
    let l = list.as_str();
    assert_eq!(stdout_of(&["rating", "new", l]), format!("created {l}\n"));
    let sheet = stdout_of(&["rating", "apply", l, EVENT]);
    assert!(
        sheet.starts_with("Open Championship of Abakan 2026: 7 players, FIDE Elo\n"),
        "{sheet}"
    );
    let ivanov = sheet.lines().find(|l| l.starts_with("Ivanov")).unwrap();
    let cells: Vec<&str> = ivanov.split_whitespace().collect();
    assert_eq!(
        cells[2..],
        ["2150", "3", "2.5", "2.10", "40", "+16", "2166"],
        "{ivanov}"
    );
    let once = std::fs::read(&list).unwrap();
    // The same players again: still seven, each with two events.
    stdout_of(&["rating", "apply", l, EVENT]);
    let ranking = stdout_of(&["rating", "list", l]);
    assert!(ranking.starts_with("7 players, FIDE Elo\n"), "{ranking}");
    let first = ranking.lines().nth(2).unwrap();
    assert!(
        first.contains("Ivanov, Sergei") && first.ends_with(" 6      2"),
        "{first}"
    );
    let history = stdout_of(&["rating", "history", l, "Ivanov, Sergei"]);
    assert_eq!(history.lines().count(), 4, "{history}");
    assert!(
        history
            .lines()
            .nth(2)
            .unwrap()
            .starts_with("1 Open Championship"),
        "{history}"
    );
    // Undo: the list is what the first event made, byte for byte.
    let undone = stdout_of(&["rating", "undo", l]);
    assert_eq!(
        undone,
        "undid step 2: the event 'Open Championship of Abakan 2026'\n"
    );
    assert_eq!(std::fs::read(&list).unwrap(), once);
}

#[test]
fn csv_out_and_in_and_a_merge() {
    let dir = folder("rating-csv");
    let list = path(&dir, "club.json");
    let l = list.as_str();
    stdout_of(&["rating", "new", l, "--system", "glicko2"]);
    stdout_of(&["rating", "apply", l, EVENT]);
    let csv = path(&dir, "club.csv");
    assert_eq!(
        stdout_of(&["rating", "export", l, &csv]),
        format!("wrote 7 players to {csv}\n")
    );
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(
        text.starts_with("number;name;birth;rating;games;events;deviation;volatility\r\n"),
        "{text}"
    );
    let copy = path(&dir, "copy.json");
    stdout_of(&["rating", "new", &copy, "--system", "glicko2"]);
    assert_eq!(
        stdout_of(&["rating", "import", &copy, &csv]),
        "imported 7 players\n"
    );
    let ratings = |file: &str| -> Vec<String> {
        stdout_of(&["rating", "list", file])
            .lines()
            .skip(2)
            .map(|l| l[7..].to_string())
            .collect()
    };
    let (mine, theirs) = (ratings(l), ratings(&copy));
    let names = |r: &[String]| r.iter().map(|l| l[..50].to_string()).collect::<Vec<_>>();
    // Same names and ratings (the games and events columns: the import is no event).
    assert_eq!(names(&mine), names(&theirs));
    // A player entered again under another spelling, then merged.
    let two = path(&dir, "two.csv");
    std::fs::write(&two, "name,rating\nIvanov S.,2100\n").unwrap();
    stdout_of(&["rating", "import", l, &two]);
    assert!(stdout_of(&["rating", "list", l]).starts_with("8 players"));
    assert_eq!(
        stdout_of(&["rating", "merge", l, "1", "Ivanov S."]),
        "merged into Ivanov, Sergei\n"
    );
    let ranking = stdout_of(&["rating", "list", l]);
    assert!(ranking.starts_with("7 players, Glicko-2\n"), "{ranking}");
    let history = stdout_of(&["rating", "history", l, "1"]);
    assert!(history.contains("also entered as Ivanov S.\n"), "{history}");
    assert_eq!(
        stdout_of(&["rating", "undo", l]),
        "undid step 3: the merge of 'Ivanov S.' into 'Ivanov, Sergei'\n"
    );
}

#[test]
fn the_lists_ratings_seed_the_next_event() {
    let dir = folder("rating-seed");
    let list = path(&dir, "club.json");
    stdout_of(&["rating", "new", &list]);
    stdout_of(&["rating", "apply", &list, EVENT]);
    let next = path(&dir, "next.trf");
    std::fs::copy(EVENT, &next).unwrap();
    assert_eq!(
        stdout_of(&["rating", "seed", &list, &next]),
        format!("wrote 7 ratings into {next}\n")
    );
    let text = std::fs::read_to_string(&next).unwrap();
    let ivanov = text.lines().find(|l| l.contains("Ivanov")).unwrap();
    assert_eq!(&ivanov[48..52], "2166", "{ivanov}");
}

#[test]
fn bad_input_is_refused_naming_the_line() {
    let dir = folder("rating-bad");
    let list = path(&dir, "club.json");
    let l = list.as_str();
    stdout_of(&["rating", "new", l]);
    let before = std::fs::read(&list).unwrap();
    let csv = path(&dir, "bad.csv");
    std::fs::write(&csv, "name;rating\nAiana;1900\nBair;19x0\n").unwrap();
    assert_eq!(
        refused(&["rating", "import", l, &csv]),
        format!("tobit: rating: {csv}: line 3: '19x0' is not a number (column 'rating')")
    );
    let trf = path(&dir, "bad.trf");
    let mut event = std::fs::read_to_string(EVENT).unwrap();
    event = event.replace("2150 RUS", "21x0 RUS");
    std::fs::write(&trf, event).unwrap();
    let line = refused(&["rating", "apply", l, &trf]);
    assert!(
        line.starts_with(&format!("tobit: rating: {trf}: line 18: ")),
        "{line}"
    );
    assert_eq!(std::fs::read(&list).unwrap(), before);
    assert_eq!(
        refused(&["rating", "new", l]),
        format!("tobit: rating: '{l}' already exists")
    );
    assert_eq!(
        refused(&["rating", "undo", l]),
        "tobit: rating: nothing to undo"
    );
    assert_eq!(
        refused(&["rating", "history", l, "3"]),
        "tobit: rating: no player number 3"
    );
    assert_eq!(
        refused(&["rating", "new", &path(&dir, "x.json"), "--system", "elo"]),
        "tobit: rating: --system: 'elo' is not fide or glicko2"
    );
    let broken = path(&dir, "broken.json");
    std::fs::write(&broken, "{\"system\": \"Fide\", \"log\": 3}").unwrap();
    let line = refused(&["rating", "list", &broken]);
    assert!(
        line.starts_with(&format!("tobit: rating: {broken}: not a rating list")),
        "{line}"
    );
    assert_eq!(std::fs::read(&list).unwrap(), before);
}

#[test]
fn help_names_every_subcommand() {
    assert!(stdout_of(&["--help"]).contains("\n  rating SUB ...  a rating list across events"));
    let help = stdout_of(&["rating", "--help"]);
    for sub in [
        "new", "list", "apply", "history", "undo", "merge", "export", "import", "seed",
    ] {
        assert!(
            help.contains(&format!("tobit rating {sub} LIST")),
            "{sub}: {help}"
        );
    }
}
