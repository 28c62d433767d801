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
    // FIDE 2023 rules (the default): Ekaterina's pairing bye counts as a game against a dummy
    // opponent with her own 2 points, so her Buchholz (2) passes Aiana's (Chon's 0).
    assert!(
        lines[1].starts_with("1\tEkaterina (5)\t2\t0\t2\t"),
        "{table}"
    );
    assert!(lines[2].starts_with("2\tAiana (1)\t2\t0\t0\t"), "{table}");
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

/// The players of the log in `file`: its `AddPlayer` commands.
fn players_in(file: &str) -> usize {
    let text = std::fs::read_to_string(file).unwrap();
    let log: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    log.iter().filter(|c| c.get("AddPlayer").is_some()).count()
}

#[test]
fn commands_at_once_on_one_file_never_see_half_of_it() {
    let file = new_swiss("tobit-tournament-at-once", "Both", &[]);
    let f = file.as_str();
    // 24 adds at once, while this test reads the file again and again.
    let children: Vec<_> = (0..24)
        .map(|i| {
            std::process::Command::new(env!("CARGO_BIN_EXE_tobit"))
                .args(["tournament", "add", f, &format!("Player {i}")])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut children: Vec<_> = children.into_iter().map(Some).collect();
    while children.iter().any(Option::is_some) {
        let text = std::fs::read_to_string(f).unwrap();
        assert!(
            serde_json::from_str::<serde_json::Value>(&text).is_ok(),
            "a reader saw half a file: {text:?}"
        );
        for slot in &mut children {
            if slot
                .as_mut()
                .is_some_and(|c| c.try_wait().unwrap().is_some())
            {
                let out = slot.take().unwrap().wait_with_output().unwrap();
                let err = String::from_utf8_lossy(&out.stderr);
                assert!(out.status.success(), "an add failed: {err}");
            }
        }
    }
    // Each add waited for the one before: none lost another's player.
    assert_eq!(players_in(f), 24);
    std::fs::remove_dir_all(std::path::Path::new(&file).parent().unwrap()).unwrap();
}

/// A save that fails half way (here the file size limit of `ulimit -f`, as a full disk would)
/// leaves the old file as it was, and no temporary file beside it.
#[cfg(unix)]
#[test]
fn a_save_that_fails_leaves_the_old_file() {
    let file = new_swiss("tobit-tournament-full-disk", "Full", &[]);
    let f = file.as_str();
    for i in 0..40 {
        ok(&["tournament", "add", f, &format!("Player number {i}")]);
    }
    let before = std::fs::read(f).unwrap();
    assert!(before.len() > 4096, "the file must outgrow the limit");
    let out = std::process::Command::new("sh")
        .args(["-c", "ulimit -f 2; trap '' XFSZ; exec \"$0\" \"$@\""])
        .arg(env!("CARGO_BIN_EXE_tobit"))
        .args(["tournament", "add", f, "One more"])
        .output()
        .unwrap();
    assert!(!out.status.success(), "the write should have failed");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot write"), "{err}");
    assert_eq!(
        std::fs::read(f).unwrap(),
        before,
        "the old file was changed"
    );
    let folder = std::path::Path::new(&file).parent().unwrap();
    assert_eq!(
        std::fs::read_dir(folder).unwrap().count(),
        1,
        "a file was left"
    );
    std::fs::remove_dir_all(folder).unwrap();
}

#[test]
fn a_tournament_file_is_read_to_the_input_limit_and_no_further() {
    // One byte more than the 16 MiB of any input (a sparse file: /dev/zero is refused alike).
    let dir = std::env::temp_dir().join(format!("tobit-tournament-huge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.json");
    std::fs::File::create(&file)
        .unwrap()
        .set_len((16 << 20) + 1)
        .unwrap();
    let f = file.to_str().unwrap();
    for sub in ["standings", "add"] {
        let mut args = vec!["tournament", sub, f];
        if sub == "add" {
            args.push("Name");
        }
        let err = refused(&args);
        assert!(err.contains("is larger than 16 MiB"), "{err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn control_characters_in_names_are_printed_escaped_and_kept_out_of_a_trf() {
    let file = new_swiss("tobit-tournament-control", "Escapes", &[]);
    let f = file.as_str();
    let evil = "Eve\u{1b}]0;owned\u{7}\r\u{7f}";
    let raw = |text: &str| {
        text.chars()
            .any(|c| c.is_control() && c != '\n' && c != '\t')
    };
    let added = ok(&["tournament", "add", f, evil]);
    assert!(!raw(&added), "{added:?}");
    assert!(
        added.contains("Eve\\u{1b}]0;owned\\u{7}\\r\\u{7f}"),
        "{added:?}"
    );
    ok(&["tournament", "add", f, "Bair"]);
    for sub in ["pair", "standings", "crosstable"] {
        let text = ok(&["tournament", sub, f]);
        assert!(!raw(&text), "{sub}: {text:?}");
        assert!(text.contains("Eve\\u{1b}"), "{sub}: {text:?}");
    }
    let trf = std::path::Path::new(&file).with_extension("trf");
    let trf = trf.to_str().unwrap();
    ok(&["tournament", "convert", f, trf]);
    let text = std::fs::read_to_string(trf).unwrap();
    assert!(!raw(&text), "{text:?}");
    assert!(ok(&["tournament", "standings", trf]).contains("Eve ]0;owned"));
    std::fs::remove_dir_all(std::path::Path::new(&file).parent().unwrap()).unwrap();
}

#[test]
fn a_name_two_players_share_is_refused_and_the_rounds_limit_is_the_trfs() {
    let file = new_swiss("tobit-tournament-twins", "Twins", &[]);
    let f = file.as_str();
    for name in ["Anna", "Bair", "Anna"] {
        ok(&["tournament", "add", f, name]);
    }
    let err = refused(&["tournament", "withdraw", f, "Anna"]);
    assert!(err.contains("players 1, 3 are all named 'Anna'"), "{err}");
    assert_eq!(ok(&["tournament", "withdraw", f, "3"]), "Anna withdrawn\n");
    // The most rounds a TRF can number, and no more.
    let dir = std::path::Path::new(&file).parent().unwrap();
    let long = dir.join("long.trf");
    let long = long.to_str().unwrap();
    let new = |format| ["tournament", "new", long, "--name", "L", "--format", format];
    ok(&new("swiss:999"));
    ok(&["tournament", "add", long, "A"]);
    assert!(ok(&["tournament", "standings", long]).contains("A (1)"));
    let err = refused(&new("swiss:1000"));
    assert!(err.contains("from 1 to 999"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn forfeits_as_the_help_writes_them_quarters_printed_and_rating_ties_in_entry_order() {
    let file = new_swiss(
        "tobit-tournament-forfeit",
        "Forfeits",
        &["--scoring", "1-0.5-0", "--tiebreaks", "sb,bh"],
    );
    let f = file.as_str();
    // Tied on rating, the players keep their entry order (not their names' order).
    for name in ["Zoya", "Yuri", "Xenia", "Vera", "Ulan"] {
        ok(&["tournament", "add", f, name, "--rating", "1500"]);
    }
    assert_eq!(
        ok(&["tournament", "pair", f]),
        "Round 1\nBoard 1: Zoya (1) - Xenia (3)\nBoard 2: Vera (4) - Yuri (2)\nBye: Ulan (5) (Pairing)\n"
    );
    ok(&["tournament", "result", f, "1", "1", "1/2-1/2"]);
    // `-/+` and `-/-` as the help shows them: results, not options.
    ok(&["tournament", "result", f, "1", "2", "-/+"]);
    ok(&["tournament", "pair", f]);
    ok(&["tournament", "result", f, "2", "1", "1/2-1/2"]);
    ok(&["tournament", "result", f, "2", "2", "-/-"]);
    let standings = ok(&["tournament", "standings", f]);
    // Zoya's Sonneborn-Berger (FIDE 2023 rules): draws against Xenia, 1 (her -/- ends her
    // tournament: a draw), and Yuri, 1.5: 1.25 exactly, never "1.2".
    let zoya = standings.lines().find(|l| l.contains("Zoya")).unwrap();
    assert!(zoya.ends_with("\t1\t1.25\t2.5"), "{standings}");
}
