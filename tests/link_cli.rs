//! `tobit link encode|decode|merge`: a game passed back and forth by link, from the command
//! line (the link's format and merge rules are tested in crates/link).

mod cli_support;
use cli_support::{stdout_of, tobit};

/// The link `tobit link encode` prints for the arguments.
fn encode(args: &[&str]) -> String {
    let mut all = vec!["link", "encode", "--id", "5a1700fe3102"];
    all.extend_from_slice(args);
    let out = stdout_of(&all);
    assert_eq!(out.lines().count(), 1, "{out}");
    out.trim_end().to_string()
}

#[test]
fn a_link_encodes_and_decodes() {
    let link = encode(&[
        "--white",
        "Anna",
        "--black",
        "Борис",
        "--time",
        "3",
        "--state",
        "draw-offered-by-black",
        "9-16",
        "30-23",
    ]);
    // The link written by version 1 of the format (crates/link/tests/versions.rs).
    assert_eq!(link, "g=AVoXAP4xAjICBEFubmEK0JHQvtGA0LjRgQzKamAQ");
    let url = format!("https://example.org/#{link}");
    assert_eq!(
        stdout_of(&["link", "decode", &url]),
        "id: 5a1700fe3102\nwhite: Anna\nblack: Борис\ntime per move: 3 days\n\
         state: draw-offered-by-black\nmoves (2): 9-16 30-23\nstatus: *\n\
         position: W:W1,2,3,4,5,6,7,8,10,11,12,16:B23,27,28,29,31,32,33,34,35,36,37,38\n\
         length: 42 characters\n"
    );
}

#[test]
fn a_random_id_is_drawn_without_one() {
    let a = stdout_of(&["link", "encode", "9-16"]);
    let b = stdout_of(&["link", "encode", "9-16"]);
    assert!(a.starts_with("g=") && b.starts_with("g="));
    assert_ne!(a, b, "two games, two ids");
}

#[test]
fn merging_tells_new_extends_same_older_and_refuses_a_diverging_link() {
    let one = encode(&["9-16", "30-23"]);
    let two = encode(&["9-16", "30-23", "16x30"]);
    let other = encode(&["9-16", "29-22"]);
    assert!(stdout_of(&["link", "merge", "none", &one]).starts_with("new: "));
    assert_eq!(
        stdout_of(&["link", "merge", &one, &two]),
        format!("extends: 1 new move(s), state playing; store\n{two}\n")
    );
    assert!(stdout_of(&["link", "merge", &two, &two]).starts_with("same: "));
    assert!(stdout_of(&["link", "merge", &two, &one]).starts_with("older: the link (2 moves)"));
    let out = tobit(&["link", "merge", &two, &other]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "a refused link is a failed check"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("at Black's move 1: 29-22 in the link, 30-23 here"),
        "{err}"
    );
    assert!(String::from_utf8(out.stdout)
        .unwrap()
        .starts_with("refused: "));
}

#[test]
fn bad_input_is_one_line_naming_it() {
    let link = encode(&["9-16"]);
    let cases: [(&[&str], &str); 7] = [
        (
            &["link", "encode", "9-16", "9-16"],
            "move 1... 9-16 is not legal",
        ),
        (
            &["link", "encode", "--time", "4"],
            "1, 2, 3, 5, 7 or 14 days",
        ),
        (&["link", "encode", "--state", "won"], "unknown state 'won'"),
        (&["link", "encode", "--id", "xyz"], "'xyz' is not a game id"),
        (&["link", "decode", "hello"], "not a Tobit game link"),
        (
            &["link", "decode", &link[..link.len() - 2]],
            "cut short or changed",
        ),
        (&["link", "frobnicate"], "unknown link command"),
    ];
    for (args, expected) in cases {
        let line = cli_support::bad_input_line(tobit(args), args);
        assert!(line.contains(expected), "{args:?}: {line}");
    }
}

#[test]
fn the_command_is_listed_and_has_help() {
    assert!(stdout_of(&["--help"]).contains("\n  link encode|decode|merge "));
    let help = stdout_of(&["link", "--help"]);
    assert!(help.starts_with("link encode|decode|merge"), "{help}");
    assert!(help.contains("docs/LINKS.md"));
    assert_eq!(stdout_of(&["link", "encode", "-h"]), help);
}
