//! `tobit tournament` on TRF files: a Swiss kept in a .trf prints what the same steps print on
//! a JSON log, `convert` goes both ways, another tool's TRF is read, and bad input is refused
//! naming the line and the problem, leaving the file as it was.

mod cli_support;
use cli_support::{bad_input_line, folder, path, stdout_of, tobit};

fn refused(args: &[&str]) -> String {
    bad_input_line(tobit(args), args)
}

/// Runs the same steps of a five-player, three-round Swiss on `file`; returns all it printed.
fn run_swiss(file: &str) -> String {
    let mut printed = String::new();
    let mut run = |args: &[&str]| printed.push_str(&stdout_of(args));
    run(&[
        "tournament",
        "new",
        file,
        "--name",
        "Abakan open",
        "--format",
        "swiss:3",
        "--tiebreaks",
        "bh1,bh,sb",
        "--place",
        "Abakan",
        "--start",
        "2026-06-01",
        "--end",
        "2026-06-02",
        "--arbiter",
        "Tinnikov O.",
        "--deputy",
        "Kyzlasova I.",
        "--time-control",
        "15 min + 5 s",
        "--round-date",
        "2026-06-01",
    ]);
    for (i, name) in ["Aiana", "Bair", "Chon", "Dmitri", "Ekaterina"]
        .iter()
        .enumerate()
    {
        let rating = (1900 - 100 * i).to_string();
        let entry = [
            *name,
            "--rating",
            &rating,
            "--club",
            "Askiz",
            "--birth",
            "2010-04-05",
        ];
        run(&[&["tournament", "add", file], &entry[..]].concat());
    }
    run(&["tournament", "bye", file, "Chon", "3", "--half"]);
    run(&["tournament", "pair", file]);
    run(&["tournament", "result", file, "1", "1", "1-0"]);
    run(&["tournament", "result", file, "1", "2", "1/2-1/2"]);
    run(&["tournament", "pair", file]);
    run(&["tournament", "result", file, "2", "1", "+/-"]);
    run(&["tournament", "result", file, "2", "2", "0-1"]);
    run(&["tournament", "withdraw", file, "Bair"]);
    run(&["tournament", "add", file, "Fedor", "--half"]);
    run(&["tournament", "pair", file]);
    run(&["tournament", "result", file, "3", "1", "0-1"]);
    run(&["tournament", "standings", file]);
    run(&["tournament", "standings", file, "--tiebreaks", "win,prog"]);
    run(&["tournament", "crosstable", file]);
    printed
}

#[test]
fn a_swiss_kept_in_a_trf_runs_as_in_a_json_log() {
    let dir = folder("trf-swiss");
    let (trf, json) = (path(&dir, "open.trf"), path(&dir, "open.json"));
    let on_trf = run_swiss(&trf);
    let on_json = run_swiss(&json);
    assert_eq!(on_trf.replace(&trf, "FILE"), on_json.replace(&json, "FILE"));
    assert!(on_trf.contains("Round 3\n"), "{on_trf}");
    assert!(on_trf.contains("Bye: Chon (3) (Half)"), "{on_trf}");
    assert!(
        on_trf.contains("Rank\tPlayer\tPoints\tWins\tProgressive score\n"),
        "{on_trf}"
    );
    let text = std::fs::read_to_string(&trf).unwrap();
    for record in [
        "012 Abakan open\n",
        "022 Abakan\n",
        "042 2026/06/01\n",
        "102 Tinnikov O.\n",
        "112 Kyzlasova I.\n",
        "122 15 min + 5 s\n",
        "162  W 2.0    D 1.0    L 0.0",
        "202 BH-C1,BH,SB\n",
        "XXR 3\n",
        "DAT 0001 GROUP Askiz\n",
        "TBX withdrawn 0002 3\n",
        "TBX entered 0006 3 half\n",
        "240 H 003    3\n",
    ] {
        assert!(text.contains(record), "{record:?} missing from\n{text}");
    }
    // Aiana, 2010-04-05, beat Chon with White in round 1.
    let aiana = text.lines().find(|l| l.starts_with("001    1")).unwrap();
    assert_eq!(&aiana[69..79], "2010/04/05", "{aiana}");
    assert_eq!(&aiana[91..99], "0003 w 1", "{aiana}");
    // convert: the JSON log as TRF is the same file; the TRF as a log prints the same table.
    let (trf2, json2) = (path(&dir, "again.trf"), path(&dir, "again.json"));
    stdout_of(&["tournament", "convert", &json, &trf2]);
    assert_eq!(std::fs::read_to_string(&trf2).unwrap(), text);
    stdout_of(&["tournament", "convert", &trf, &json2]);
    assert_eq!(
        stdout_of(&["tournament", "standings", &json2]),
        stdout_of(&["tournament", "standings", &trf])
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn another_tools_trf_is_read_and_paired_on() {
    let dir = folder("trf-other");
    let file = path(&dir, "other.trf");
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/tournament/tests/data/other_tool.trf"
    );
    std::fs::copy(fixture, &file).unwrap();
    // Another tool's file: FIDE's 2023 tie-break rules. Ivanov: 4 (1.5: her closing
    // zero-point bye a draw) + 2 (2.5) + 3 (1.5) = 5.5; Petrova: 5 (1.5) + 1 (2.5) + 7 (1.0,
    // her pairing bye as scored) = 5.
    let table = stdout_of(&["tournament", "standings", &file]);
    let first: Vec<&str> = table.lines().take(3).collect();
    assert_eq!(
        first,
        [
            "Rank\tPlayer\tPoints\tBuchholz cut-1\tBuchholz",
            "1\tIvanov, Sergei (1)\t2.5\t4\t5.5",
            "2\tPetrova, Anna (2)\t2.5\t4\t5",
        ]
    );
    // Reading does not rewrite the file; every round is paired, so pairing is refused.
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        std::fs::read_to_string(fixture).unwrap()
    );
    assert!(refused(&["tournament", "pair", &file]).contains("every round is already paired"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_input_is_refused_naming_the_line_and_the_file_is_kept() {
    let dir = folder("trf-bad");
    let file = path(&dir, "t.trf");
    let f = file.as_str();
    stdout_of(&[
        "tournament",
        "new",
        f,
        "--name",
        "Bad",
        "--format",
        "swiss:2",
    ]);
    for name in ["A", "B", "C", "D"] {
        stdout_of(&["tournament", "add", f, name]);
    }
    stdout_of(&["tournament", "pair", f]);
    let before = std::fs::read_to_string(f).unwrap();
    assert!(refused(&["tournament", "withdraw", f, "Nobody"]).contains("no player named 'Nobody'"));
    assert!(refused(&["tournament", "withdraw", f, "9"]).contains("no player number 9"));
    assert!(
        refused(&["tournament", "result", f, "2", "1", "1-0"]).contains("round 2 is not paired")
    );
    assert!(
        refused(&["tournament", "result", f, "1", "3", "1-0"]).contains("round 1 has no board 3")
    );
    assert!(
        refused(&["tournament", "pair", f]).contains("round 1 still has boards without a result")
    );
    assert_eq!(std::fs::read_to_string(f).unwrap(), before);
    // A broken line in the file: its number and what is wrong.
    let line = before
        .lines()
        .position(|l| l.starts_with("001    2"))
        .unwrap()
        + 1;
    let broken = before.replace("001    2", "001    x");
    std::fs::write(f, &broken).unwrap();
    let e = refused(&["tournament", "standings", f]);
    assert!(
        e.ends_with(&format!(
            "{f}: line {line}: 'x' in columns 5-8 is not a starting rank\n"
        )),
        "{e}"
    );
    // A result for a game not paired: a win for player 3 in round 2, not paired yet.
    let p3 = before.lines().find(|l| l.starts_with("001    3")).unwrap();
    let line = before.lines().position(|l| l == p3).unwrap() + 1;
    let no_game = before.replace(p3, &format!("{p3:<101}0000 - 1"));
    std::fs::write(f, no_game).unwrap();
    let e = refused(&["tournament", "pair", f]);
    assert!(
        e.contains(&format!(
            "line {line}: round 2: result '1' for a game not paired"
        )),
        "{e}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_knockout_kept_in_a_trf_runs_as_in_a_json_log() {
    let dir = folder("trf-ko");
    let (json, trf) = (path(&dir, "ko.json"), path(&dir, "ko.trf"));
    // Six players (two byes), one tie-break mini-match at a faster control.
    for f in [&json, &trf] {
        stdout_of(&[
            "tournament",
            "new",
            f,
            "--name",
            "Askiz cup",
            "--format",
            "ko:1",
            "--seed",
            "7",
            "--time-control",
            "15+10",
            "--tiebreak-control",
            "5+3",
            "--decider-control",
            "3+2",
        ]);
        for name in ["Aiana", "Bair", "Chon", "Dmitri", "Ekaterina", "Fedor"] {
            stdout_of(&[
                "tournament",
                "add",
                f,
                name,
                "--rating",
                &(2000 - name.len()).to_string(),
            ]);
        }
    }
    let both = |args: &[&str]| -> String {
        let with = |f: &str| {
            let mut a = args.to_vec();
            a.insert(2, f);
            stdout_of(&a)
        };
        let (a, b) = (with(&json), with(&trf));
        assert_eq!(a, b, "{args:?}");
        a
    };
    both(&["tournament", "pair"]);
    // Match 2: decided in the main games; match 4: through the tie-break mini-match.
    for (board, result) in [("2", "1-0"), ("2", "1/2-1/2"), ("4", "1-0"), ("4", "1-0")] {
        both(&["tournament", "result", "1", board, result]);
    }
    for result in ["1/2-1/2", "0-1"] {
        both(&["tournament", "result", "1", "4", result]);
    }
    let semis = both(&["tournament", "pair"]);
    assert!(semis.starts_with("Round 2\n"), "{semis}");
    // Semi-final 1 through the deciding game.
    for result in ["1/2-1/2", "1/2-1/2", "1/2-1/2", "1/2-1/2", "1/2-1/2"] {
        both(&["tournament", "result", "2", "1", result]);
    }
    both(&["tournament", "result", "2", "2", "+/-"]);
    let crosstable = both(&["tournament", "crosstable"]);
    assert!(crosstable.contains("½-½ ½-½ ½-½ ½-½ ½-½"), "{crosstable}");
    both(&["tournament", "standings"]);
    let text = std::fs::read_to_string(&trf).unwrap();
    assert!(
        text.contains("TBX tiebreak-control 5+3\n") && text.contains("TBX ko-game 2 1 5 "),
        "{text}"
    );
    // convert gives the file the steps wrote, and its log back the same tournament.
    let converted = path(&dir, "converted.trf");
    stdout_of(&["tournament", "convert", &json, &converted]);
    assert_eq!(std::fs::read_to_string(&converted).unwrap(), text);
    // A broken ko-game line is refused naming its line, and the file is kept.
    let game = text
        .lines()
        .position(|l| l.starts_with("TBX ko-game 1 2 2 "))
        .unwrap();
    let broken: String = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == game {
                format!("{}x\n", &l[..l.len() - 1])
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    std::fs::write(&trf, &broken).unwrap();
    let e = refused(&["tournament", "pair", &trf]);
    assert!(
        e.ends_with(&format!(
            "{trf}: line {}: 'x' is not White's result in a knockout game (1, =, 0, + or -)\n",
            game + 1
        )),
        "{e}"
    );
    assert_eq!(std::fs::read_to_string(&trf).unwrap(), broken);
    std::fs::remove_dir_all(dir).unwrap();
}
