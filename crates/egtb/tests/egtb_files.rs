//! Table files are checked before use: the digests every build pins are those of the tables the
//! generator builds, and a damaged, cut short, empty, foreign or other-version file is refused,
//! and on disk built again and replaced.

use tobit_egtb::file::{self, FileError};
use tobit_egtb::{digest, storage, Material, Tables};

/// Tables of every class with at most `pieces` pieces, built in memory.
fn tables_up_to(pieces: u32) -> Tables {
    let mut tables = Tables::new();
    for m in Material::all(pieces) {
        tables.build(m);
    }
    tables
}

/// Every class up to `pieces` has the digest pinned for it.
fn assert_pinned_up_to(pieces: u32) {
    let tables = tables_up_to(pieces);
    for m in Material::all(pieces) {
        let table = tables.class(m).unwrap();
        assert_eq!(
            digest::pinned(m),
            Some(digest::hex(&digest::of(table)).as_str()),
            "{m}: rebuild crates/egtb/src/digests.txt with tobit egtb digests"
        );
    }
}

fn built(name: &str) -> (Material, Vec<u8>) {
    let m: Material = name.parse().unwrap();
    let mut tables = Tables::new();
    tables.build(m);
    (m, tables.class(m).unwrap().to_vec())
}

#[test]
fn digests_pin_exactly_the_shipped_classes() {
    let pinned: Vec<Material> = Material::all(tobit_egtb::PIECES)
        .into_iter()
        .filter(|&m| digest::pinned(m).is_some())
        .collect();
    assert_eq!(pinned, Material::all(tobit_egtb::PIECES));
    assert_eq!(digest::pinned("KKKvKH".parse().unwrap()), None);
    let version = digest::version();
    assert_eq!(version.len(), 12);
    assert!(version.bytes().all(|b| b.is_ascii_hexdigit()), "{version}");
}

#[test]
fn the_pinned_digests_are_those_of_the_tables_built_here_up_to_three_pieces() {
    assert_pinned_up_to(3);
}

#[test]
#[ignore = "builds every table up to four pieces (about a minute in release)"]
fn the_pinned_digests_are_those_of_the_tables_built_here_up_to_four_pieces() {
    assert_pinned_up_to(4);
}

#[test]
fn a_good_file_decodes_to_its_table() {
    let (m, table) = built("KKvK");
    let bytes = file::encode(&table);
    assert_eq!(bytes.len() as u64, file::len_of(m));
    assert_eq!(file::decode(m, &bytes), Ok(&table[..]));
}

#[test]
fn bad_files_are_refused_with_what_is_wrong() {
    let (m, table) = built("KKvK");
    let good = file::encode(&table);
    let expected = file::len_of(m);
    // The same size, the contents changed (all 218: "win 217" everywhere).
    let mut damaged = good.clone();
    damaged[file::HEADER_LEN..].fill(218);
    assert_eq!(file::decode(m, &damaged), Err(FileError::Damaged));
    // A whole, self-consistent file of another table: not the one this build pins.
    let mut other = table.clone();
    other[0] = other[0].wrapping_add(1);
    assert_eq!(
        file::decode(m, &file::encode(&other)),
        Err(FileError::NotPinned)
    );
    let found = expected - 1;
    let cut = &good[..found as usize];
    assert_eq!(
        file::decode(m, cut),
        Err(FileError::Size { found, expected })
    );
    assert_eq!(file::decode(m, &[]), Err(FileError::NotATable));
    let html = b"<!doctype html><title>Not found</title>";
    assert_eq!(file::decode(m, html), Err(FileError::NotATable));
    let mut old = b"TBTEGTB1".to_vec();
    old.extend_from_slice(&table);
    assert_eq!(file::decode(m, &old), Err(FileError::NotATable));
    // Another class's good file.
    let (_, small) = built("KvK");
    assert!(matches!(
        file::decode(m, &file::encode(&small)),
        Err(FileError::Size { .. })
    ));
    for e in [
        FileError::Damaged,
        FileError::NotPinned,
        FileError::NotATable,
    ] {
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn a_bad_file_on_disk_is_refused_then_built_again_and_replaced() {
    let dir = std::env::temp_dir().join(format!("tobit-egtb-files-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (m, table) = built("KvK");
    let path = storage::file_of(&dir, m);
    // An HTML page (a server's error page) of exactly the file's length.
    let mut html = b"<!doctype html><title>Not found</title>".to_vec();
    html.resize(file::len_of(m) as usize, b' ');
    let cases: [(&str, Vec<u8>); 4] = [
        ("damaged", {
            let mut b = file::encode(&table);
            b[file::HEADER_LEN..].fill(218);
            b
        }),
        ("cut short", file::encode(&table)[..100].to_vec()),
        ("cut short: 0 bytes", Vec::new()),
        ("not a table", html),
    ];
    for (what, bytes) in cases {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, bytes).unwrap();
        let err = storage::load(&dir, m).unwrap_err();
        assert!(err.contains("KvK.egtb") && err.contains(what), "{err}");
        let mut tables = Tables::new();
        let ensured = storage::ensure_in(&mut tables, &dir, m).unwrap();
        assert_eq!(ensured.refused.len(), 1, "{what}: {ensured:?}");
        assert!(ensured.built.contains(&m), "{what}");
        assert_eq!(tables.class(m), Some(&table[..]));
        assert_eq!(
            storage::load(&dir, m),
            Ok(Some(table.clone())),
            "{what}: replaced"
        );
    }
    assert_eq!(storage::load(&dir, "KKvK".parse().unwrap()), Ok(None));
    let _ = std::fs::remove_dir_all(&dir);
}
