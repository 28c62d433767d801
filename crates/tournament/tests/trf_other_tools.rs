//! TRF files as other tools write them: Swiss-Manager on a Russian Windows (Windows-1251, CRLF,
//! byes asked for listed several to a record 240), Vega in Western Europe (Latin-1), JaVaFo
//! (UTF-8, XXR; `data/other_tool.trf`); and a player record cut short, refused naming its field.

use tobit_tournament::trf::{self, PlayerField, TrfEncoding, TrfProblem};
use tobit_tournament::{standings, ByeKind, RequestedBye};

const SWISS_MANAGER: &[u8] = include_bytes!("data/swiss_manager_cp1251.trf");
const VEGA: &[u8] = include_bytes!("data/vega_latin1.trf");
const JAVAFO: &str = include_str!("data/other_tool.trf");

fn names(t: &tobit_tournament::Tournament) -> Vec<&str> {
    t.state().players.iter().map(|p| p.name.as_str()).collect()
}

#[test]
fn swiss_manager_in_windows_1251_with_a_240_listing_two_players() {
    assert_eq!(trf::decode(SWISS_MANAGER).1, TrfEncoding::Windows1251);
    let t = trf::read_bytes(SWISS_MANAGER).unwrap();
    let s = t.state();
    assert_eq!(s.settings.name, "Первенство Хакасии 2026");
    assert_eq!(s.settings.event.place, "Абакан");
    assert_eq!(
        names(&t),
        [
            "Ёлкин, Пётр",
            "Иванова, Анна",
            "Сидоров, Павел",
            "Кузнецова, Ольга"
        ]
    );
    // One record 240 asks for both half-point byes of round 2.
    let asked = |player| RequestedBye {
        player,
        round: 1,
        kind: ByeKind::Half,
    };
    assert_eq!(s.requested_byes, [asked(2), asked(3)]);
    let order: Vec<usize> = standings(s).iter().map(|r| r.player + 1).collect();
    assert_eq!(order[..2], [1, 4]);
    // Written back, the two byes stay in one record (as the standard writes them), in UTF-8.
    let written = trf::write(&t);
    assert!(written.contains("\n240 H 002    3    4\n"), "{written}");
    assert_eq!(trf::read(&written).unwrap().state(), s);
}

#[test]
fn vega_in_latin_1() {
    assert_eq!(trf::decode(VEGA).1, TrfEncoding::Latin1);
    let t = trf::read_bytes(VEGA).unwrap();
    assert_eq!(t.state().settings.name, "Open de Genève 2026");
    assert_eq!(t.state().settings.event.arbiter, "Lévêque, Noël");
    assert_eq!(
        names(&t),
        [
            "Müller, Jürgen",
            "Gómez, José",
            "Ångström, Åsa",
            "Dupont, Léa"
        ]
    );
    assert_eq!(t.state().requested_byes.len(), 2);
    assert!(t
        .state()
        .requested_byes
        .iter()
        .all(|b| b.kind == ByeKind::Zero));
}

#[test]
fn javafo_in_utf_8() {
    assert_eq!(trf::decode(JAVAFO.as_bytes()).1, TrfEncoding::Utf8);
    let t = trf::read_bytes(JAVAFO.as_bytes()).unwrap();
    assert_eq!(t.state(), trf::read(JAVAFO).unwrap().state());
}

/// The JaVaFo file with player 2's record (line 19) cut after `len` characters.
fn cut(len: usize) -> trf::TrfError {
    let mut lines: Vec<String> = JAVAFO.lines().map(str::to_string).collect();
    assert!(lines[18].starts_with("001    2"));
    lines[18].truncate(len);
    trf::read(&lines.join("\n")).map(|_| ()).unwrap_err()
}

#[test]
fn a_player_record_cut_short_is_refused_naming_the_field() {
    // "2080" cut to "20" would be a rating of 20.
    let e = cut(50);
    assert_eq!(e.line, Some(19));
    assert_eq!(
        e.problem,
        TrfProblem::Truncated {
            field: PlayerField::Rating,
            from: 49,
            to: 52,
            round: None
        }
    );
    assert_eq!(
        e.to_string(),
        "line 19: the line ends inside the rating (columns 49-52): the record is cut short"
    );
    // "2.5" cut to "2." would be 2 points.
    assert!(matches!(
        cut(83).problem,
        TrfProblem::Truncated {
            field: PlayerField::Points,
            ..
        }
    ));
    // Round 3's opponent "0007" cut to "00" would be no opponent.
    assert_eq!(
        cut(113).to_string(),
        "line 19: round 3: the line ends inside the opponent's number (columns 112-115): the \
         record is cut short"
    );
    // Cut after a round's colour, the result is not yet entered: another tool trims the blank.
    assert!(!matches!(cut(118).problem, TrfProblem::Truncated { .. }));
}

#[test]
fn a_240_without_players_is_refused() {
    let text = format!("{JAVAFO}\n240 H 002\n");
    let e = trf::read(&text).map(|_| ()).unwrap_err();
    assert_eq!(e.problem, TrfProblem::ByeLayout);
}
