//! Damaged TRF files never panic the reader: characters changed, lines dropped, doubled,
//! cut short or swapped in files Tobit wrote (a Swiss, a knockout) and in another tool's file;
//! each is read or refused with a line number (or a problem of the whole file).

use proptest::prelude::*;
use tobit_tournament::{trf, Format, GameResult, NewPlayer, Settings, Tournament};

/// A small Swiss with a late entry, a withdrawal and byes, as TRF text.
fn written() -> String {
    let mut t = Tournament::new(Settings::new("Fuzz", Format::Swiss { rounds: 4 })).unwrap();
    for i in 0..7 {
        let p = NewPlayer {
            name: format!("P{i}"),
            rating: Some(1500 + i),
            ..Default::default()
        };
        t.add_player(p).unwrap();
    }
    for round in 0..3 {
        if round == 1 {
            t.add_player(NewPlayer {
                name: "Late".into(),
                half_point_for_missed_rounds: true,
                ..Default::default()
            })
            .unwrap();
            t.apply(tobit_tournament::Command::Withdraw { player: 2 })
                .unwrap();
        }
        t.pair_next_round().unwrap();
        for board in 0..t.state().rounds[round].boards.len() {
            let r = [
                GameResult::WhiteWins,
                GameResult::Draw,
                GameResult::BlackForfeitWin,
            ][board % 3];
            t.set_result(round, board, r).unwrap();
        }
    }
    trf::write(&t)
}

/// A six-player knockout with byes, a match through its tie-break games, one through its
/// deciding game and a semi-final begun, as TRF text.
fn knockout() -> String {
    let mut t =
        Tournament::new(Settings::new("Cup", Format::Knockout { tiebreak_pairs: 1 })).unwrap();
    for i in 0..6 {
        let p = NewPlayer {
            name: format!("P{i}"),
            ..Default::default()
        };
        t.add_player(p).unwrap();
    }
    t.pair_next_round().unwrap();
    use GameResult::*;
    for (board, r) in [
        (1, WhiteWins),
        (1, WhiteWins),
        (1, Draw),
        (1, BlackWins),
        (3, Draw),
    ] {
        t.set_result(0, board, r).unwrap();
    }
    for r in [Draw, Draw, Draw, WhiteForfeitWin] {
        t.set_result(0, 3, r).unwrap();
    }
    t.pair_next_round().unwrap();
    t.set_result(1, 0, WhiteWins).unwrap();
    trf::write(&t)
}

const CHARS: &[char] = &[
    ' ', '0', '1', '9', '=', '+', '-', 'w', 'b', 'U', 'H', 'Z', 'x', '/', '.', 'Ж',
];

/// The text with one change: kind 0 a character replaced, 1 a line dropped, 2 a line doubled,
/// 3 a line cut short, 4 two lines swapped.
fn damaged(text: &str, kind: u8, a: usize, b: usize, c: usize) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let n = lines.len();
    let (i, j) = (a % n, b % n);
    match kind % 5 {
        0 => {
            let mut chars: Vec<char> = lines[i].chars().collect();
            if !chars.is_empty() {
                let at = b % chars.len();
                chars[at] = CHARS[c % CHARS.len()];
            }
            lines[i] = chars.into_iter().collect();
        }
        1 => {
            lines.remove(i);
        }
        2 => {
            let line = lines[i].clone();
            lines.insert(j, line);
        }
        3 => {
            let cut: String = lines[i].chars().take(c % 120).collect();
            lines[i] = cut;
        }
        _ => lines.swap(i, j),
    }
    lines.join("\n")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn damaged_files_are_read_or_refused(
        changes in proptest::collection::vec((any::<u8>(), 0usize..200, 0usize..200, 0usize..200), 1..4),
        source in 0u8..3,
    ) {
        let mut text = match source {
            0 => include_str!("data/other_tool.trf").to_string(),
            1 => knockout(),
            _ => written(),
        };
        for (kind, a, b, c) in changes {
            text = damaged(&text, kind, a, b, c);
        }
        if let Err(e) = trf::read(&text) {
            prop_assert!(!e.problem.to_string().is_empty());
            if let Some(line) = e.line {
                prop_assert!(line >= 1 && line <= text.lines().count() + 1, "{e}");
            }
        }
    }
}
