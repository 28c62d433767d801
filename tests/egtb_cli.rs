//! `tobit egtb`: probe prints one line, tables are kept in the given directory and reused,
//! bad input exits with status 2 and one line on stderr.

mod cli_support;

use cli_support::{stdout_in as stdout_of, temp_dir, tobit_in as tobit};

fn failure_of(args: &[&str], dir: &std::path::Path) -> String {
    cli_support::bad_input_line(tobit(args, dir), args)
}

#[test]
fn probe_prints_the_value_and_keeps_the_tables() {
    let dir = temp_dir("probe");
    let probe = |fen: &str| stdout_of(&["egtb", "probe", fen], &dir);
    assert_eq!(probe("W:WK4,K14:BK20,22"), "win 15\n");
    assert!(dir.join("KKvKH.egtb").is_file());
    assert!(dir.join("KKvK.egtb").is_file());
    assert_eq!(probe("B:WK4,K14:BK20,22").lines().count(), 1);
    assert_eq!(probe("W:WK1:BK38"), "draw\n");
    assert_eq!(probe("W:W:BK20"), "loss 0\n");
    let other = temp_dir("probe-dir");
    let out = stdout_of(
        &[
            "egtb",
            "probe",
            "--dir",
            other.to_str().unwrap(),
            "W:WK1,K2,K3:B",
        ],
        &dir,
    );
    assert_eq!(out, "win 1\n");
    assert!(other.join("KKKv.egtb").is_file());
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&other);
}

#[test]
fn a_damaged_table_file_is_refused_named_and_replaced() {
    let dir = temp_dir("damaged");
    assert_eq!(stdout_of(&["egtb", "probe", "W:WK1:BK38"], &dir), "draw\n");
    // The same size, every entry 218 ("win 217"): the file is refused, not believed.
    let path = dir.join("KvK.egtb");
    let good = std::fs::read(&path).unwrap();
    let mut bad = good.clone();
    let header = tobit_egtb::file::HEADER_LEN;
    bad[header..].fill(218);
    std::fs::write(&path, &bad).unwrap();
    let out = tobit(&["egtb", "probe", "W:WK1:BK38"], &dir);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "draw\n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("KvK.egtb: damaged"), "{err}");
    assert!(err.contains("built again and replaced"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), good, "the file is repaired");
    let out = tobit(&["egtb", "probe", "W:WK1:BK38"], &dir);
    assert!(out.stderr.is_empty(), "a good file is used quietly");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn digests_prints_the_pinned_lines() {
    let dir = temp_dir("digests");
    let out = stdout_of(&["egtb", "digests", "--pieces", "2"], &dir);
    let pinned = include_str!("../crates/egtb/src/digests.txt");
    assert_eq!(out.lines().count(), 15, "{out}");
    for line in out.lines() {
        assert!(pinned.lines().any(|l| l == line), "{line} is not pinned");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn build_and_verify_small_tables() {
    let dir = temp_dir("build");
    let dir_arg = dir.to_str().unwrap();
    let out = stdout_of(&["egtb", "build", "--pieces", "2", "--dir", dir_arg], &dir);
    assert!(out.contains("KvK: built"), "{out}");
    let out = stdout_of(&["egtb", "verify", "--pieces", "2", "--dir", dir_arg], &dir);
    assert!(out.contains("KvK: loaded"), "{out}");
    assert!(out.contains("positions verified"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_is_one_line_and_status_2() {
    let dir = temp_dir("bad");
    for args in [
        &["egtb"][..],
        &["egtb", "probe"],
        &["egtb", "probe", "nonsense"],
        &["egtb", "probe", "start"],
        &["egtb", "frobnicate"],
        &["egtb", "build", "--pieces", "9"],
        &["egtb", "build", "--pieces"],
        &["egtb", "build", "--color"],
        &["egtb", "build", "extra"],
    ] {
        let err = failure_of(args, &dir);
        assert!(err.starts_with("tobit: egtb: "), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn help_names_the_actions_and_the_directory() {
    let dir = temp_dir("help");
    let help = stdout_of(&["egtb", "--help"], &dir);
    for word in [
        "probe",
        "build",
        "--pieces",
        "TOBIT_EGTB_DIR",
        ".cache/tobit/egtb",
    ] {
        assert!(help.contains(word), "help lacks {word}");
    }
}
