//! The rating list across events: each player once, an event applied from another tool's TRF,
//! undo rebuilding the list, a merge, the saved log, CSV both ways, ratings written into a
//! TRF, and Glicko-2's parameters.

use skillratings::glicko2::{glicko2_rating_period, Glicko2Config};
use skillratings::Outcomes;
use tobit_rating::{
    csv, glicko, seed, CsvProblem, Entrant, Event, Game, Imported, PlayerKey, RatingError,
    RatingList, SavedList, System,
};
use tobit_tournament::{trf, Share};

/// Another tool's 1-½-0 Swiss of 7 (the tournament crate's fixture): 3 rounds, a forfeit, byes.
const OTHER_TOOL: &[u8] = include_bytes!("../../tournament/tests/data/other_tool.trf");

fn values(list: &RatingList) -> Vec<(String, Option<u32>)> {
    list.players()
        .iter()
        .map(|p| (p.key.name.clone(), p.rating().map(|r| r.value)))
        .collect()
}

#[test]
fn an_event_from_another_tools_trf() {
    let mut list = RatingList::new(System::Fide);
    let event = Event::from_trf(OTHER_TOOL).unwrap();
    // The forfeit (round 2, 4 against 6) and the byes are no games.
    assert_eq!(
        event.rounds.iter().map(Vec::len).collect::<Vec<_>>(),
        [3, 2, 3]
    );
    let sheet = list.apply(event).unwrap();
    // Ivanov 2150, new to the list with the TRF's rating (K 40, no games yet): against 1920
    // (D 230, .79), 2080 (D 70, .60), 1995 (D 155, .71): We 2.10, W 2.5: 40 × 0.40 = +16.
    let ivanov = &sheet[0];
    assert_eq!(ivanov.name, "Ivanov, Sergei");
    assert_eq!((ivanov.games, ivanov.score, ivanov.expected), (3, 5, 210));
    assert_eq!((ivanov.k, ivanov.change), (Some(40), 16));
    assert_eq!(ivanov.after.map(|r| r.value), Some(2166));
    // Kuznetsova played one game (the forfeit and the zero-point bye are not rated).
    assert_eq!(sheet[3].games, 1);
}

#[test]
fn each_player_once_and_undo_rebuilds_the_list() {
    let mut list = RatingList::new(System::Fide);
    list.apply(Event::from_trf(OTHER_TOOL).unwrap()).unwrap();
    let after_one = values(&list);
    let saved_one = list.saved();
    let sheet = list.apply(Event::from_trf(OTHER_TOOL).unwrap()).unwrap();
    assert_eq!(list.players().len(), 7);
    assert_eq!(list.players()[0].history.len(), 2);
    assert_eq!(list.players()[0].games, 6);
    // The second event starts from the first's ratings.
    assert_eq!(sheet[0].before.map(|r| r.value), Some(2166));
    assert_eq!(list.sheet_of(1), sheet);
    list.undo().unwrap();
    assert_eq!(values(&list), after_one);
    assert_eq!(list.saved(), saved_one);
    list.undo().unwrap();
    assert!(list.players().is_empty());
    assert_eq!(list.undo(), Err(RatingError::NothingToUndo));
}

#[test]
fn the_saved_log_rebuilds_the_same_list() {
    let mut list = RatingList::new(System::Glicko2);
    list.apply(Event::from_trf(OTHER_TOOL).unwrap()).unwrap();
    list.apply(Event::from_trf(OTHER_TOOL).unwrap()).unwrap();
    let json = serde_json::to_string(&list.saved()).unwrap();
    let saved: SavedList = serde_json::from_str(&json).unwrap();
    let rebuilt = RatingList::from_saved(saved).unwrap();
    assert_eq!(values(&rebuilt), values(&list));
    assert_eq!(rebuilt.players(), list.players());
}

fn two_player_event(name: &str, a: &str, b: &str, share: Share) -> Event {
    Event {
        name: name.into(),
        date: None,
        entrants: [a, b]
            .map(|n| Entrant {
                name: n.into(),
                birth: None,
                rating: Some(1800),
            })
            .to_vec(),
        rounds: vec![vec![Game {
            white: 0,
            black: 1,
            white_share: share,
        }]],
    }
}

#[test]
fn two_entries_merged_are_one_player_from_the_start() {
    let mut list = RatingList::new(System::Fide);
    list.apply(two_player_event(
        "One",
        "Ivanov, Sergei",
        "Petrova",
        Share::Win,
    ))
    .unwrap();
    // Spelled otherwise in the next event: a second entry.
    list.apply(two_player_event(
        "Two",
        "Ivanov Sergei",
        "Petrova",
        Share::Win,
    ))
    .unwrap();
    assert_eq!(list.players().len(), 3);
    // Case and blanks do not make another player.
    list.apply(two_player_event(
        "Three",
        "IVANOV,  SERGEI",
        "Petrova",
        Share::Draw,
    ))
    .unwrap();
    assert_eq!(list.players().len(), 3);
    list.merge(0, 2).unwrap();
    assert_eq!(list.players().len(), 2);
    let ivanov = &list.players()[0];
    assert_eq!(ivanov.key.name, "Ivanov, Sergei");
    assert_eq!(ivanov.aliases.len(), 1);
    assert_eq!(ivanov.history.len(), 3);
    // Rated as one player all along: the second event started from the first's rating.
    assert_eq!(
        ivanov.history[1].line.before.map(|r| r.value),
        ivanov.history[0].line.after.map(|r| r.value)
    );
    // Later events under the merged name go to the same player.
    list.apply(two_player_event(
        "Four",
        "Ivanov Sergei",
        "Petrova",
        Share::Loss,
    ))
    .unwrap();
    assert_eq!(list.players().len(), 2);
    assert_eq!(
        list.merge(0, 0),
        Err(RatingError::AlreadyOne {
            name: "Ivanov, Sergei".into()
        })
    );
    list.undo().unwrap();
    list.undo().unwrap();
    assert_eq!(list.players().len(), 3);
    assert_eq!(
        list.merge(0, 9),
        Err(RatingError::NoSuchPlayer { number: 10 })
    );
}

#[test]
fn one_player_twice_in_an_event_is_refused() {
    let mut list = RatingList::new(System::Fide);
    let event = two_player_event("Twice", "Aiana", "aiana", Share::Draw);
    assert_eq!(
        list.apply(event),
        Err(RatingError::TwiceInEvent {
            event: "Twice".into(),
            name: "Aiana".into()
        })
    );
    assert!(list.players().is_empty() && list.log().is_empty());
}

#[test]
fn csv_both_ways_with_either_separator() {
    for system in [System::Fide, System::Glicko2] {
        let mut list = RatingList::new(system);
        list.apply(Event::from_trf(OTHER_TOOL).unwrap()).unwrap();
        for separator in [b';', b','] {
            let text = csv::write(&list, separator);
            let mut copy = RatingList::new(system);
            copy.import(csv::read(&text).unwrap()).unwrap();
            let mut want = values(&list);
            let mut got = values(&copy);
            want.sort();
            got.sort();
            assert_eq!(got, want, "{system:?}, {}", separator as char);
            if system == System::Glicko2 {
                let deviation = |l: &RatingList| {
                    let mut d: Vec<_> = l
                        .players()
                        .iter()
                        .map(|p| (p.key.name.clone(), p.rating()))
                        .collect();
                    d.sort_by(|a, b| a.0.cmp(&b.0));
                    d
                };
                assert_eq!(deviation(&copy), deviation(&list));
            }
        }
    }
    let text = csv::write(&RatingList::new(System::Glicko2), b';');
    assert_eq!(
        text,
        "number;name;birth;rating;games;events;deviation;volatility\r\n"
    );
}

#[test]
fn a_formula_in_a_name_stays_text() {
    let mut list = RatingList::new(System::Fide);
    let name = "=HYPERLINK(\"http://x\";\"a\")";
    list.apply(two_player_event("One", name, "-Bair", Share::Draw))
        .unwrap();
    let text = csv::write(&list, b';');
    assert!(
        text.contains("\"'=HYPERLINK(\"\"http://x\"\";\"\"a\"\")\""),
        "{text}"
    );
    assert!(text.contains(";'-Bair;"), "{text}");
    let rows = csv::read(&text).unwrap();
    assert_eq!(rows[0].key.name, name);
    assert_eq!(rows[1].key.name, "-Bair");
}

#[test]
fn a_bad_csv_line_is_named() {
    let refused = |text: &str| match csv::read(text) {
        Err(RatingError::Csv { line, problem }) => (line, problem),
        other => panic!("{text:?}: {other:?}"),
    };
    assert_eq!(
        refused("name;rating\nAiana;1900\nBair;abc\n"),
        (
            3,
            CsvProblem::NotANumber {
                column: "rating".into(),
                text: "abc".into()
            }
        )
    );
    assert_eq!(
        refused("player,rating\nAiana,1900\n"),
        (1, CsvProblem::NoNameColumn)
    );
    assert_eq!(
        refused("name,birth\nAiana,2010-13-01\n"),
        (
            2,
            CsvProblem::NotADate {
                text: "2010-13-01".into()
            }
        )
    );
    assert_eq!(refused("name,rating\n,1900\n"), (2, CsvProblem::NoName));
    assert_eq!(
        refused("name,rating\nAiana,1900\n\naiana,1800\n"),
        (
            4,
            CsvProblem::Twice {
                name: "aiana".into(),
                first: 2
            }
        )
    );
    assert_eq!(refused("name,rating\nAiana,19.5\n").0, 2);
    // Decimals with a comma in a semicolon file.
    let rows = csv::read("name;rating;deviation\nAiana;1900;61,5\n").unwrap();
    assert_eq!(rows[0].deviation, Some(61.5));
}

#[test]
fn the_lists_ratings_seed_the_next_events_trf() {
    let mut list = RatingList::new(System::Fide);
    list.apply(Event::from_trf(OTHER_TOOL).unwrap()).unwrap();
    let next = trf::read_bytes(OTHER_TOOL).unwrap();
    let (seeded, written) = seed::seed(&list, &next).unwrap();
    assert_eq!(written, 7);
    let text = trf::write(&seeded);
    let back = trf::read(&text).unwrap();
    let ratings: Vec<Option<u32>> = back.state().players.iter().map(|p| p.rating).collect();
    let want: Vec<Option<u32>> = list
        .players()
        .iter()
        .map(|p| p.rating().map(|r| r.value))
        .collect();
    assert_eq!(ratings, want);
    assert!(
        text.contains("Ivanov, Sergei                    2166"),
        "{text}"
    );
}

#[test]
fn glicko2_with_lichess_parameters() {
    let start = glicko::start(None);
    assert_eq!(
        (start.rating, start.deviation, start.volatility),
        (1500.0, 500.0, 0.09)
    );
    let mut list = RatingList::new(System::Glicko2);
    let sheet = list
        .apply(two_player_event("One", "Aiana", "Bair", Share::Win))
        .unwrap();
    // Both start from the TRF's 1800 with lichess's deviation and volatility, τ 0.75.
    let config = Glicko2Config {
        tau: 0.75,
        ..Glicko2Config::new()
    };
    let a = glicko::start(Some(1800.0));
    let want = glicko2_rating_period(&a, &[(a, Outcomes::WIN)], &config);
    let got = &list.players()[0].glicko;
    assert_eq!(
        (got.rating, got.deviation, got.volatility),
        (want.rating, want.deviation, want.volatility)
    );
    assert!(sheet[0].after.unwrap().provisional);
    assert_eq!(sheet[0].expected, 50);
    assert_eq!(sheet[0].change, sheet[0].after.unwrap().value as i32 - 1800);
    // A deviation below lichess's floor of 45 is raised to it: a player at 45 with a small
    // volatility would go to 44.6 after a game.
    let mut ladder = RatingList::new(System::Glicko2);
    let settled = |name: &str| Imported {
        key: PlayerKey {
            name: name.into(),
            birth: None,
        },
        rating: Some(1800),
        games: 100,
        deviation: Some(45.0),
        volatility: Some(0.01),
    };
    ladder
        .import(vec![settled("Aiana"), settled("Bair")])
        .unwrap();
    let before = ladder.players()[0].glicko;
    let unbounded = glicko2_rating_period(&before, &[(before, Outcomes::DRAW)], &config);
    assert!(unbounded.deviation < 45.0, "{unbounded:?}");
    ladder
        .apply(two_player_event("Ladder", "Aiana", "Bair", Share::Draw))
        .unwrap();
    assert_eq!(ladder.players()[0].glicko.deviation, 45.0);
    assert!(!ladder.players()[0].rating().unwrap().provisional);
}

#[test]
fn a_log_with_a_game_of_no_player_is_refused() {
    let mut event = two_player_event("Edited", "Aiana", "Bair", Share::Win);
    event.rounds[0][0].black = 7;
    let saved = SavedList {
        system: System::Fide,
        log: vec![tobit_rating::Entry::Event(event.clone())],
    };
    let refusal = RatingError::NotAGame {
        event: "Edited".into(),
        round: 1,
        white: 1,
        black: 8,
    };
    assert_eq!(RatingList::from_saved(saved).err(), Some(refusal.clone()));
    assert_eq!(RatingList::new(System::Glicko2).apply(event), Err(refusal));
    // Ratings far beyond any list's do not overflow.
    assert_eq!(tobit_rating::fide::difference(u32::MAX, 0), i32::MAX);
    assert_eq!(tobit_rating::fide::difference(0, u32::MAX), -400);
}
