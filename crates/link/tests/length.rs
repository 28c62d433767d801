//! The link's length: a 60-move game fits in 250 characters (issue 31), measured on random
//! games with the longest names a link carries.

mod common;

use common::{random_game, Rng};
use tobit_link::{GameId, GameLink, State, MAX_NAME_BYTES};

/// The most characters of the URL's fragment (`#` included) for a 60-move game.
const BOUND: usize = 250;

/// The fragment's length of a game of `plies` random moves with names of the given length,
/// or `None` if the random game ended sooner.
fn fragment_len(rng: &mut Rng, plies: usize, name_bytes: usize) -> Option<usize> {
    let game = random_game(rng, plies);
    if game.moves().len() < plies {
        return None;
    }
    let mut link = GameLink::new(GameId([0xff; 6]));
    link.white = "W".repeat(name_bytes);
    link.black = "Ж".repeat(name_bytes / 2);
    link.moves = game.moves().to_vec();
    if !game.status().is_over() {
        link.state = State::DrawOffered {
            by: game.position().side().opponent(),
        };
    }
    let text = link.encode().unwrap();
    assert_eq!(GameLink::decode(&text).unwrap(), link);
    Some(1 + text.len())
}

/// Lengths of `count` games of `plies` random moves, sorted.
fn lengths(plies: usize, name_bytes: usize, count: usize) -> Vec<usize> {
    let mut rng = Rng(60);
    let mut lengths = Vec::new();
    while lengths.len() < count {
        lengths.extend(fragment_len(&mut rng, plies, name_bytes));
    }
    lengths.sort_unstable();
    lengths
}

#[test]
fn sixty_moves_fit_in_250_characters_with_the_longest_names() {
    // 60 moves of each side (120 plies), and the bound holds for 60 plies a fortiori.
    for plies in [60, 120] {
        let l = lengths(plies, MAX_NAME_BYTES, 2000);
        let (max, median) = (l[l.len() - 1], l[l.len() / 2]);
        println!("{plies} plies, names of {MAX_NAME_BYTES} bytes: max {max}, median {median}");
        assert!(max <= BOUND, "{plies} plies: {max} characters");
    }
}

#[test]
fn typical_lengths() {
    for plies in [0, 20, 60, 120] {
        let l = lengths(plies, 8, 500);
        let (max, median) = (l[l.len() - 1], l[l.len() / 2]);
        println!("{plies} plies, names of 8 bytes: max {max}, median {median}");
        assert!(max <= BOUND);
    }
}
