//! Applying an event to a 5 000-player rating list (the aim: within 100 ms): a
//! 300-player, 9-round event of seeded results, rated by FIDE Elo and by Glicko-2, on a list
//! whose 5 000 players came from an imported CSV.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use tobit_rating::{Entrant, Event, Game, Imported, PlayerKey, RatingList, System};
use tobit_tournament::Share;

/// A list of `size` rated players (ratings spread over 1400-2599), imported.
fn list(system: System, size: usize) -> RatingList {
    let mut list = RatingList::new(system);
    let rows = (0..size)
        .map(|i| Imported {
            key: PlayerKey {
                name: format!("Player {i}"),
                birth: None,
            },
            rating: Some(1400 + (i as u32 * 7919) % 1200),
            games: (i % 60) as u32,
            deviation: Some(60.0 + (i % 100) as f64),
            volatility: None,
        })
        .collect();
    list.import(rows).expect("the rows are valid");
    list
}

/// An event of `players` of the list's players (every 16th) and 9 rounds, seeded results.
fn event(players: usize) -> Event {
    let entrants = (0..players)
        .map(|i| Entrant {
            name: format!("Player {}", i * 16),
            birth: None,
            rating: None,
        })
        .collect();
    let mut seed = 12345u64;
    let rounds = (0..9)
        .map(|r| {
            (0..players / 2)
                .map(|b| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let white_share =
                        [Share::Win, Share::Draw, Share::Loss][(seed >> 33) as usize % 3];
                    Game {
                        white: b,
                        black: (b + players / 2 + r) % players,
                        white_share,
                    }
                })
                .filter(|g| g.white != g.black)
                .collect()
        })
        .collect();
    Event {
        name: "Bench open".into(),
        date: None,
        entrants,
        rounds,
    }
}

fn apply(c: &mut Criterion) {
    for (name, system) in [("fide", System::Fide), ("glicko2", System::Glicko2)] {
        let list = list(system, 5000);
        let event = event(300);
        c.bench_function(
            &format!("apply a 300-player event to 5000 players ({name})"),
            |b| {
                b.iter_batched(
                    || (list.clone(), event.clone()),
                    |(mut list, event)| list.apply(event).expect("the event is valid"),
                    BatchSize::LargeInput,
                )
            },
        );
    }
}

criterion_group!(benches, apply);
criterion_main!(benches);
