//! FIDE Elo against the FIDE Rating Regulations (FIDE Handbook B.02, effective 1 March 2024 as
//! amended 1 October 2025) and against FIDE's own published results. The regulations print
//! tables and rules, not a worked event, so the cases are: the rules' own numbers (§8.3.1's 400
//! points and 2650, §8.3.3's K × n ≤ 700, §8.3.4's "0.5 is rounded away from zero", §8.2.2's two
//! hypothetical 1800 draws and 2200 maximum), and results FIDE published for real players, as
//! recorded with FIDE's calculations in the Zugzwang authors' FIDE reference specification
//! (SPEC-L0 v1.0, 2026-10-09, fixtures F-N01, F-P01, F-P02, F-P05):
//! - F-N01: a new player's first published rating, 1922, from 5 games, 3 points, opponents
//!   summing to 9507 (Ra 1872.43, p = 4/7 → .57, dp 50);
//! - F-P01 and F-P02: one game of a player rated 2813 (D = 413 counted whole, PD .93) and of
//!   his opponent rated 2400 (D capped at −400, PD .08); a change of −2.50 published as −3;
//! - F-P05: 39 games in a period at K 20 give K 17.

use tobit_rating::fide::{
    self, capped_k, difference, initial_rating, k_factor, FideState, PoolGame,
};
use tobit_rating::fide_tables::pd_hundredths;
use tobit_rating::{Entrant, Event, Game, Imported, PlayerKey, RatingList, System};
use tobit_tournament::{Date, Share};

fn rated(rating: u32, games: u32) -> FideState {
    FideState {
        rating: Some(rating),
        games,
        peak: rating,
        pool: Vec::new(),
    }
}

#[test]
fn f_n01_a_new_players_first_rating() {
    // Five opponents summing to 9507, three points.
    let opponents = [1850, 1880, 1900, 1920, 1957];
    assert_eq!(opponents.iter().sum::<u32>(), 9507);
    let scores = [2, 2, 2, 0, 0];
    let pool: Vec<PoolGame> = opponents
        .iter()
        .zip(scores)
        .map(|(&opponent, halves)| PoolGame { opponent, halves })
        .collect();
    let n = initial_rating(&pool);
    assert_eq!(n.average_hundredths, 187243);
    assert_eq!((n.percent, n.dp), (57, 50));
    assert_eq!(n.rating, 1922);
    assert!(n.published);
    // Four games are not enough (§7.1.4).
    assert!(!initial_rating(&pool[..4]).published);
}

#[test]
fn f_p01_f_p02_the_400_point_rule_and_2650() {
    assert_eq!(difference(2813, 2400), 413);
    assert_eq!(pd_hundredths(difference(2813, 2400)), 93);
    assert_eq!(difference(2400, 2813), -400);
    assert_eq!(pd_hundredths(difference(2400, 2813)), 8);
    // Below 2650 every game beyond 400 is capped, not only one per event.
    assert_eq!(difference(2000, 1500), 400);
    assert_eq!(difference(2649, 2100), 400);
    assert_eq!(difference(2650, 2100), 550);
}

#[test]
fn f_p01_the_change_rounded_away_from_zero() {
    // K 10, ΣΔR = −0.25: −2.50 is published as −3; +2.50 as +3; 2.4 as 2.
    assert_eq!(fide::rating_change(10, -25), -3);
    assert_eq!(fide::rating_change(10, 25), 3);
    assert_eq!(fide::rating_change(10, 24), 2);
    assert_eq!(fide::rating_change(10, -24), -2);
}

#[test]
fn f_p05_k_times_games_at_most_700() {
    assert_eq!(capped_k(20, 39), 17);
    assert_eq!(capped_k(40, 17), 40);
    assert_eq!(capped_k(40, 18), 38);
    assert_eq!(capped_k(10, 70), 10);
}

#[test]
fn the_k_factors_of_8_3_3() {
    // A new player until 30 games.
    assert_eq!(k_factor(&rated(2100, 29), Some(30)), 40);
    assert_eq!(k_factor(&rated(2100, 30), Some(30)), 20);
    // 2400 reached: 10, even below it again.
    let mut fallen = rated(2390, 100);
    fallen.peak = 2405;
    assert_eq!(k_factor(&fallen, Some(30)), 10);
    assert_eq!(k_factor(&rated(2400, 5), Some(30)), 10);
    // Until the end of the year of the 18th birthday, under 2300: 40.
    assert_eq!(k_factor(&rated(2250, 200), Some(18)), 40);
    assert_eq!(k_factor(&rated(2250, 200), Some(19)), 20);
    let mut once_2300 = rated(2250, 200);
    once_2300.peak = 2300;
    assert_eq!(k_factor(&once_2300, Some(16)), 20);
    // No date of birth: not a junior.
    assert_eq!(k_factor(&rated(2250, 200), None), 20);
}

fn entrant(name: &str, rating: Option<u32>, birth: Option<Date>) -> Entrant {
    Entrant {
        name: name.into(),
        birth,
        rating,
    }
}

fn game(white: usize, black: usize, white_share: Share) -> Game {
    Game {
        white,
        black,
        white_share,
    }
}

/// A list with `rows` imported: (name, rating, games).
fn fide_list(rows: &[(&str, u32, u32)]) -> RatingList {
    let mut list = RatingList::new(System::Fide);
    let rows = rows
        .iter()
        .map(|&(name, rating, games)| Imported {
            key: PlayerKey {
                name: name.into(),
                birth: None,
            },
            rating: Some(rating),
            games,
            deviation: None,
            volatility: None,
        })
        .collect();
    list.import(rows).unwrap();
    list
}

#[test]
fn an_event_worked_by_hand() {
    // A four-player round robin: A 2450 (K 10), B 2200 (K 20), C 2000 (K 40, 10 games), D 1500
    // (K 20).
    let mut list = fide_list(&[
        ("A", 2450, 100),
        ("B", 2200, 100),
        ("C", 2000, 10),
        ("D", 1500, 50),
    ]);
    let event = Event {
        name: "Hand".into(),
        date: None,
        entrants: ["A", "B", "C", "D"]
            .map(|n| entrant(n, None, None))
            .to_vec(),
        rounds: vec![
            vec![game(0, 3, Share::Win), game(1, 2, Share::Draw)],
            vec![game(2, 0, Share::Draw), game(3, 1, Share::Loss)],
            vec![game(0, 1, Share::Loss), game(2, 3, Share::Win)],
        ],
    };
    let sheet = list.apply(event).unwrap();
    // A: vs D D=950 → 400 → .92; vs C D=450 → 400 → .92; vs B D=250 → .81. We = 2.65, W = 1.5,
    // K 10: 10 × (1.5 − 2.65) = −11.5 → −12.
    // B: vs C D=200 → .76; vs D D=700 → 400 → .92; vs A D=−250 → .19. We = 1.87, W = 2.5,
    // 20 × 0.63 = 12.6 → 13.
    // C: vs B .24; vs A D=−450 → −400 → .08; vs D D=500 → 400 → .92. We = 1.24, W = 2,
    // 40 × 0.76 = 30.4 → 30.
    // D: vs A .08, vs B .08, vs C .08: We = .24, W = 0: 20 × −0.24 = −4.8 → −5.
    type Line = (u32, u32, Option<u32>, i32, Option<u32>);
    let got: Vec<Line> = sheet
        .iter()
        .map(|l| (l.score, l.expected, l.k, l.change, l.after.map(|r| r.value)))
        .collect();
    assert_eq!(
        got,
        [
            (3, 265, Some(10), -12, Some(2438)),
            (5, 187, Some(20), 13, Some(2213)),
            (4, 124, Some(40), 30, Some(2030)),
            (0, 24, Some(20), -5, Some(1495)),
        ]
    );
}

#[test]
fn a_new_player_is_rated_once_five_games_are_pooled() {
    let mut list = fide_list(&[("A", 1900, 50), ("B", 2000, 50), ("C", 2100, 50)]);
    let new = |name: &str, games: Vec<Game>| Event {
        name: name.into(),
        date: None,
        entrants: vec![
            entrant("A", None, None),
            entrant("B", None, None),
            entrant("C", None, None),
            entrant("Newcomer", None, None),
        ],
        rounds: vec![games],
    };
    // First event: a zero is disregarded (§8.2.1).
    let sheet = list
        .apply(new(
            "One",
            vec![game(3, 0, Share::Loss), game(1, 2, Share::Draw)],
        ))
        .unwrap();
    assert_eq!(sheet[3].newcomer, None);
    // Rated players' games against an unrated one are not rated.
    assert_eq!(sheet[0].games, 0);
    // Three games: a draw with each, pooled but not published.
    let sheet = list
        .apply(Event {
            rounds: vec![
                vec![game(3, 0, Share::Draw)],
                vec![game(1, 3, Share::Draw)],
                vec![game(3, 2, Share::Draw)],
            ],
            ..new("Two", vec![])
        })
        .unwrap();
    let n = sheet[3].newcomer.unwrap();
    assert_eq!((n.games, n.published), (3, false));
    assert_eq!(sheet[3].after, None);
    // Two more, a win and a loss: five games, 2.5 points against A, B, C, A, C, with the
    // ratings they had before each event: B and C drew in the first event (B: 20 × (.5 − .36)
    // = 2.8 → 2003; C: 2097), so 1900, 2003, 2097, 1900, 2097, summing to 9997.
    let sheet = list
        .apply(Event {
            rounds: vec![vec![game(3, 0, Share::Win)], vec![game(2, 3, Share::Win)]],
            ..new("Three", vec![])
        })
        .unwrap();
    // Ra = (9997 + 3600) / 7 = 1942.43; p = 3.5 / 7 = .50, dp 0; Ru 1942.
    let n = sheet[3].newcomer.unwrap();
    assert_eq!(
        (n.games, n.average_hundredths, n.percent, n.dp),
        (5, 194243, 50, 0)
    );
    assert_eq!(sheet[3].after.map(|r| r.value), Some(1942));
    let newcomer = &list.players()[3];
    assert_eq!((newcomer.fide.games, newcomer.fide.pool.len()), (5, 0));
}

#[test]
fn the_initial_rating_is_at_most_2200_and_below_1400_unpublished() {
    let strong: Vec<PoolGame> = (0..9)
        .map(|_| PoolGame {
            opponent: 2500,
            halves: 2,
        })
        .collect();
    let n = initial_rating(&strong);
    assert_eq!(n.rating, 2200);
    let weak: Vec<PoolGame> = (0..5)
        .map(|_| PoolGame {
            opponent: 1400,
            halves: 0,
        })
        .collect();
    // Ra = (7000 + 3600) / 7 = 1514.29, p = 1/7 → .14, dp −309: 1205, below the floor.
    let n = initial_rating(&weak);
    assert_eq!(
        (n.percent, n.dp, n.rating, n.published),
        (14, -309, 1205, false)
    );
}

#[test]
fn a_rating_below_the_floor_is_shown_unrated() {
    let mut list = fide_list(&[("Low", 1404, 50), ("High", 1800, 50)]);
    let event = Event {
        name: "Drop".into(),
        date: None,
        entrants: vec![entrant("Low", None, None), entrant("High", None, None)],
        rounds: vec![vec![game(0, 1, Share::Loss)], vec![game(1, 0, Share::Win)]],
    };
    let sheet = list.apply(event).unwrap();
    // D = −396: PD .08; 20 × (0 − 2 × .08) = −3.2 → −3: 1401, still rated.
    assert_eq!(sheet[0].after.map(|r| r.value), Some(1401));
    let again = Event {
        name: "Drop again".into(),
        date: None,
        entrants: vec![entrant("Low", None, None), entrant("High", None, None)],
        rounds: vec![vec![game(0, 1, Share::Loss)]],
    };
    // 20 × −.08 = −1.6 → −2: 1399, below 1400: unrated.
    let sheet = list.apply(again).unwrap();
    assert_eq!((sheet[0].change, sheet[0].after), (-2, None));
    assert_eq!(list.players()[0].rating(), None);
}

#[test]
fn a_junior_takes_40_by_the_events_year() {
    let birth = Date::new(2010, 6, 1);
    let mut list = RatingList::new(System::Fide);
    list.import(vec![
        Imported {
            key: PlayerKey {
                name: "Junior".into(),
                birth,
            },
            rating: Some(2000),
            games: 100,
            deviation: None,
            volatility: None,
        },
        Imported {
            key: PlayerKey {
                name: "Senior".into(),
                birth: None,
            },
            rating: Some(2000),
            games: 100,
            deviation: None,
            volatility: None,
        },
    ])
    .unwrap();
    let event = |year| Event {
        name: format!("{year}"),
        date: Date::new(year, 1, 10),
        entrants: vec![
            entrant("Junior", None, birth),
            entrant("Senior", None, None),
        ],
        rounds: vec![vec![game(0, 1, Share::Draw)]],
    };
    assert_eq!(list.apply(event(2028)).unwrap()[0].k, Some(40));
    assert_eq!(list.apply(event(2029)).unwrap()[0].k, Some(20));
}
