//! Helpers shared by the link tests: a seeded random generator and random games.
#![allow(dead_code)]

use tobit_link::{GameId, GameLink, State, TimePerMove};
use tobit_rules::{Game, Position};

/// SplitMix64: a small seeded generator, so every run tests the same links.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A game of at most `plies` random legal moves from the start (fewer if it ends first).
pub fn random_game(rng: &mut Rng, plies: usize) -> Game {
    let mut game = Game::new(Position::start());
    while game.moves().len() < plies && !game.status().is_over() {
        let legal = game.position().legal_moves();
        game.play(&legal[rng.below(legal.len())]).unwrap();
    }
    game
}

/// A random name of at most `max_bytes` bytes of UTF-8, Latin or Cyrillic.
pub fn random_name(rng: &mut Rng, max_bytes: usize) -> String {
    let letters = ["a", "n", "B", "o", "r", "Я", "ж", "é", " ", "💡"];
    let mut name = String::new();
    let len = rng.below(max_bytes + 1);
    loop {
        let l = letters[rng.below(letters.len())];
        if name.len() + l.len() > len {
            return name;
        }
        name.push_str(l);
    }
}

/// A random link of a random game of at most `plies` moves, with a state it may carry.
pub fn random_link(rng: &mut Rng, plies: usize) -> GameLink {
    let game = random_game(rng, plies);
    let mut id = [0; GameId::BYTES];
    id.iter_mut().for_each(|b| *b = rng.next() as u8);
    let mut link = GameLink::new(GameId(id));
    link.white = random_name(rng, 32);
    link.black = random_name(rng, 32);
    link.moves = game.moves().to_vec();
    link.time_per_move =
        TimePerMove::from_days(TimePerMove::DAYS[rng.below(6)]).filter(|_| rng.below(4) > 0);
    if !game.status().is_over() {
        let side = game.position().side();
        link.state = [
            State::Playing,
            State::DrawOffered {
                by: side.opponent(),
            },
            State::DrawAgreed,
            State::Resigned { by: side },
        ][rng.below(4)];
    }
    link
}
