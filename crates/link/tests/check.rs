//! The check: every single-character change, every truncation and reorderings of 10 000 links
//! are refused as a damaged link (by the text's checks, before any field is read).

mod common;

use common::{random_link, Rng};
use tobit_link::{GameLink, LinkError};

const LINKS: usize = 10_000;

/// The characters a change may put in: base64url's 64 and a few others.
const CHARACTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/.%~ ";

/// The links of the test: random games of 0..=120 moves with random names and states.
fn links() -> Vec<String> {
    let mut rng = Rng(2026);
    (0..LINKS)
        .map(|i| random_link(&mut rng, i % 121).encode().unwrap())
        .collect()
}

/// Asserts `text` (not the original) is refused as damaged.
fn assert_refused(text: &str, original: &str) {
    match GameLink::decode(text) {
        Err(
            LinkError::NotALink
            | LinkError::BadCharacter { .. }
            | LinkError::BadLength { .. }
            | LinkError::CheckFailed,
        ) => {}
        other => panic!("{text} (from {original}) gave {other:?}"),
    }
}

#[test]
fn every_single_character_change_is_caught() {
    let mut changes = 0u64;
    for link in links() {
        let chars: Vec<char> = link.chars().collect();
        for i in 0..chars.len() {
            for c in CHARACTERS.chars().filter(|&c| c != chars[i]) {
                let mut changed = chars.clone();
                changed[i] = c;
                assert_refused(&changed.iter().collect::<String>(), &link);
                changes += 1;
            }
        }
    }
    println!("{changes} single-character changes refused");
}

#[test]
fn every_truncation_is_caught() {
    let mut cuts = 0;
    for link in links() {
        for len in 0..link.len() {
            assert_refused(&link[..len], &link);
            cuts += 1;
        }
    }
    println!("{cuts} truncations refused");
}

#[test]
fn reorderings_are_caught() {
    let mut rng = Rng(7);
    let mut reorders = 0;
    for link in links() {
        let chars: Vec<char> = link.chars().collect();
        let n = chars.len();
        let mut try_one = |changed: Vec<char>| {
            if changed != chars {
                assert_refused(&changed.iter().collect::<String>(), &link);
                reorders += 1;
            }
        };
        // Every swap of two neighbours.
        for i in 0..n - 1 {
            let mut changed = chars.clone();
            changed.swap(i, i + 1);
            try_one(changed);
        }
        // Swaps of two characters anywhere, and a piece moved elsewhere.
        for _ in 0..20 {
            let mut changed = chars.clone();
            changed.swap(rng.below(n), rng.below(n));
            try_one(changed);
            let mut changed = chars.clone();
            let start = rng.below(n);
            let len = 1 + rng.below(n - start);
            let piece: Vec<char> = changed.drain(start..start + len).collect();
            let at = rng.below(changed.len() + 1);
            changed.splice(at..at, piece);
            try_one(changed);
        }
    }
    println!("{reorders} reorderings refused");
}
