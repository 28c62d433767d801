//! `tobit tournament`: a Swiss run from the command line, its errors, and the Berger tables.

mod cli_support;
use cli_support::tobit;

fn ok(args: &[&str]) -> String {
    let out = tobit(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A new three-round Swiss named `name` in a log file of its own (`tag` names its folder), made
/// with `tournament new` and the `extra` options; returns the file's path.
fn new_swiss(tag: &str, name: &str, extra: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!("{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.json").to_str().unwrap().to_owned();
    let mut args = vec![
        "tournament",
        "new",
        &file,
        "--name",
        name,
        "--format",
        "swiss:3",
    ];
    args.extend_from_slice(extra);
    ok(&args);
    file
}

fn refused(args: &[&str]) -> String {
    let out = tobit(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should fail");
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn a_swiss_from_the_command_line() {
    let file = new_swiss("tobit-tournament", "Abakan", &["--tiebreaks", "bh1,bh,win"]);
    let f = file.as_str();
    for (name, rating) in [
        ("Aiana", "1900"),
        ("Bair", "1800"),
        ("Chon", "1700"),
        ("Dmitri", "1600"),
        ("Ekaterina", "1500"),
    ] {
        ok(&["tournament", "add", f, name, "--rating", rating]);
    }
    let pairing = ok(&["tournament", "pair", f]);
    assert_eq!(
        pairing,
        "Round 1\nBoard 1: Aiana (1) - Chon (3)\nBoard 2: Dmitri (4) - Bair (2)\nBye: Ekaterina (5) (Pairing)\n"
    );
    ok(&["tournament", "result", f, "1", "1", "1-0"]);
    ok(&["tournament", "result", f, "1", "2", "1/2-1/2"]);
    let table = ok(&["tournament", "standings", f]);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(
        lines[0],
        "Rank\tPlayer\tPoints\tBuchholz cut-1\tBuchholz\tWins"
    );
    assert!(lines[1].starts_with("1\tAiana (1)\t2\t"), "{table}");
    let chart = ok(&["tournament", "crosstable", f]);
    assert!(chart.contains("bye"), "{chart}");
    // Errors name the problem; the file is unchanged by a refused command.
    let before = std::fs::read_to_string(&file).unwrap();
    assert!(
        refused(&["tournament", "result", f, "2", "1", "1-0"]).contains("round 2 is not paired")
    );
    assert!(
        refused(&["tournament", "result", f, "1", "9", "1-0"]).contains("round 1 has no board 9")
    );
    assert!(refused(&["tournament", "result", f, "1", "1", "2-0"]).contains("unknown result '2-0'"));
    assert!(refused(&["tournament", "withdraw", f, "Nobody"]).contains("no player named 'Nobody'"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    // Undo the draw: round 2 cannot be paired until it is entered again.
    assert!(ok(&["tournament", "undo", f]).starts_with("undone: SetResult"));
    assert!(
        refused(&["tournament", "pair", f]).contains("round 1 still has boards without a result")
    );
    std::fs::remove_dir_all(std::path::Path::new(&file).parent().unwrap()).unwrap();
}

#[test]
fn entries_reordered_forbidden_and_byes_taken_back() {
    let file = new_swiss("tobit-tournament-entries", "Askiz", &["--entry-order"]);
    let f = file.as_str();
    for name in ["Aiana", "Bair", "Chon", "Dmitri"] {
        ok(&["tournament", "add", f, name]);
    }
    assert_eq!(
        ok(&["tournament", "move", f, "Dmitri", "1"]),
        "Dmitri is number 1\n"
    );
    ok(&["tournament", "forbid", f, "Dmitri", "Bair"]);
    ok(&["tournament", "forbid", f, "Aiana", "Chon"]);
    ok(&["tournament", "allow", f, "Chon", "Aiana"]);
    assert!(refused(&["tournament", "allow", f, "Aiana", "Chon"]).contains("not a forbidden pair"));
    ok(&["tournament", "bye", f, "Chon", "2", "--half"]);
    ok(&["tournament", "unbye", f, "Chon", "2"]);
    assert!(refused(&["tournament", "unbye", f, "Chon", "2"]).contains("asked for no bye"));
    // In entry order Dmitri (1), Aiana (2), Bair (3), Chon (4): 1-3 is forbidden, so 1-4 and
    // 2-3 (the higher-ranked player has White on board 1, Black on board 2).
    let pairing = ok(&["tournament", "pair", f]);
    assert_eq!(
        pairing,
        "Round 1\nBoard 1: Dmitri (1) - Chon (4)\nBoard 2: Bair (3) - Aiana (2)\n"
    );
    assert!(refused(&["tournament", "move", f, "Chon", "1"]).contains("only before round 1"));
    std::fs::remove_dir_all(std::path::Path::new(&file).parent().unwrap()).unwrap();
}

#[test]
fn berger_tables_and_bad_input() {
    assert_eq!(
        ok(&["tournament", "berger", "4"]),
        "Round 1: 1-4 2-3\nRound 2: 4-3 1-2\nRound 3: 2-4 3-1\n"
    );
    assert!(refused(&["tournament", "frobnicate", "x"]).contains("unknown subcommand"));
    assert!(refused(&["tournament", "standings", "/nonexistent/t.json"]).contains("cannot read"));
}

#[test]
fn a_pairing_changed_by_hand_warns_of_the_rule_broken() {
    let file = new_swiss("tobit-tournament-change", "Hand", &["--entry-order"]);
    let f = file.as_str();
    for name in ["A", "B", "C", "D", "E"] {
        ok(&["tournament", "add", f, name]);
    }
    ok(&["tournament", "bye", f, "E", "2", "--half"]);
    assert_eq!(
        ok(&["tournament", "pair", f]),
        "Round 1\nBoard 1: A (1) - C (3)\nBoard 2: D (4) - B (2)\nBye: E (5) (Pairing)\n"
    );
    ok(&["tournament", "result", f, "1", "1", "1-0"]);
    ok(&["tournament", "result", f, "1", "2", "0-1"]);
    let round2 = ok(&["tournament", "pair", f]);
    assert!(round2.contains("Bye: E (5) (Half)"), "{round2}");
    // By hand: A and C again.
    let changed = ok(&["tournament", "change", f, "3-1", "2-4", "--bye", "5:half"]);
    assert!(changed.contains("Board 1: C (3) - A (1)"), "{changed}");
    assert!(
        changed.contains(
            "warning: round 2, player 3 and 1: breaks the rule \"no two players meet twice\""
        ),
        "{changed}"
    );
    // Leaving a player out, or turning the requested half-point bye into a pairing bye, is
    // refused.
    let missing = refused(&["tournament", "change", f, "3-1", "2-4"]);
    assert!(
        missing.contains("player 5 has neither an opponent nor a bye"),
        "{missing}"
    );
    let wrong = refused(&["tournament", "change", f, "3-1", "2-4", "--bye", "5"]);
    assert!(
        wrong.contains("player 5 asked for a bye in round 2"),
        "{wrong}"
    );
    std::fs::remove_dir_all(std::path::Path::new(&file).parent().unwrap()).unwrap();
}
