//! TRF written then read gives the same tournament: seeded random Swiss and round robins with
//! every kind of bye, forfeits, withdrawals, late entries, forbidden pairs, pairings changed by
//! hand, long and Cyrillic names, and every setting the TRF carries.

use tobit_tournament::{
    standings, trf, Bye, Command, Date, Event, Format, GameResult, NewPlayer, RankBy, Scoring,
    Settings, TieBreak, Tournament,
};

/// A small seeded generator (xorshift), so every failure names a seed that reproduces it.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

const NAMES: [&str; 8] = [
    "Aiana Tobitova",
    "Боргояков Чон",
    "Kyzlasov, Bair",
    "Ekaterina",
    "Тинников Ай-Хан",
    "Sagalakova Ulgen",
    "Чебодаева Алтынай Николаевна из Аскиза",
    "Dmitri",
];

fn date(rng: &mut Rng) -> Date {
    Date::new(
        1950 + rng.below(76) as u16,
        1 + rng.below(12) as u8,
        1 + rng.below(28) as u8,
    )
    .unwrap()
}

fn settings(rng: &mut Rng, format: Format) -> Settings {
    let mut s = Settings::new("Tobit festival, Abakan", format);
    if rng.chance(50) {
        s.scoring = Scoring::ONE_HALF_ZERO;
    }
    let mut tbs = TieBreak::ALL.to_vec();
    let mut chosen = Vec::new();
    for _ in 0..rng.below(6) {
        chosen.push(tbs.remove(rng.below(tbs.len() as u64) as usize));
    }
    if rng.chance(80) {
        s.tiebreaks = chosen;
    }
    if rng.chance(30) {
        s.rank_by = RankBy::EntryOrder;
    }
    s.lots_seed = if rng.chance(50) { rng.next() } else { 0 };
    s.avoid_same_club = rng.chance(20);
    if rng.chance(80) {
        let start = Date::new(2026, 6, 1 + rng.below(20) as u8).unwrap();
        s.event = Event {
            place: "Askiz".into(),
            federation: if rng.chance(50) {
                "RUS".into()
            } else {
                String::new()
            },
            start: Some(start),
            end: Some(Date::new(2026, 6, 25).unwrap()),
            arbiter: "Ulugbashev I.".into(),
            deputies: (0..rng.below(3)).map(|i| format!("Deputy {i}")).collect(),
            time_control: "15 min + 5 s".into(),
            tiebreak_time_control: ["", "5+3"][rng.below(2) as usize].into(),
            decider_time_control: ["", "3 min + 2 s"][rng.below(2) as usize].into(),
            round_dates: (0..rng.below(6))
                .map(|d| Date::new(2026, 6, 1 + d as u8).unwrap())
                .collect(),
        };
    }
    s
}

fn player(rng: &mut Rng, i: usize) -> NewPlayer {
    NewPlayer {
        name: format!("{} {i}", NAMES[rng.below(8) as usize]),
        club: rng
            .chance(40)
            .then(|| ["Askiz", "Abakan school 3", "Таштып"][rng.below(3) as usize].to_string()),
        rating: match rng.below(10) {
            0..=2 => None,
            3 => Some(12_000 + rng.below(100) as u32),
            _ => Some(1000 + rng.below(1600) as u32),
        },
        birth: rng.chance(50).then(|| date(rng)),
        half_point_for_missed_rounds: rng.chance(50),
    }
}

/// A result over the board, or (15 times in 100) a forfeit of some kind.
fn result(rng: &mut Rng) -> GameResult {
    use GameResult::*;
    let kinds = if rng.chance(15) {
        [WhiteForfeitWin, BlackForfeitWin, DoubleForfeit]
    } else {
        [WhiteWins, Draw, BlackWins]
    };
    kinds[rng.below(3) as usize]
}

/// A tournament played to some point (perhaps mid-round) with random events.
fn random_tournament(seed: u64) -> Tournament {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let swiss = seed % 3 != 2;
    let format = match seed % 3 {
        0 | 1 => Format::Swiss {
            rounds: 3 + rng.below(7) as usize,
        },
        _ => Format::RoundRobin {
            double: rng.chance(30),
        },
    };
    let mut t = Tournament::new(settings(&mut rng, format)).unwrap();
    let n = if swiss {
        3 + rng.below(18)
    } else {
        3 + rng.below(7)
    } as usize;
    for i in 0..n {
        t.add_player(player(&mut rng, i)).unwrap();
    }
    let stop_at = rng.below(12) as usize;
    loop {
        let s = t.state().clone();
        let round = s.rounds.len();
        let count = s.players.len();
        // Events before the pairing; refused ones (a bye for a withdrawn player...) are skipped.
        if swiss && rng.chance(30) {
            let _ = t.apply(Command::Forbid {
                a: rng.below(count as u64) as usize,
                b: rng.below(count as u64) as usize,
            });
        }
        if swiss && round > 0 && rng.chance(25) {
            t.add_player(player(&mut rng, count)).unwrap();
        }
        if rng.chance(15) {
            let _ = t.apply(Command::Withdraw {
                player: rng.below(count as u64) as usize,
            });
        }
        if swiss && rng.chance(40) {
            let _ = t.apply(Command::RequestBye {
                player: rng.below(count as u64) as usize,
                round: round + rng.below(3) as usize,
                half: rng.chance(50),
            });
        }
        if round >= stop_at || t.pair_next_round().is_err() {
            break;
        }
        if rng.chance(15) {
            // By hand: the first board's colours swapped (a warning, perhaps, but accepted).
            let r = &t.state().rounds[round];
            let mut boards: Vec<(usize, usize)> =
                r.boards.iter().map(|b| (b.white, b.black)).collect();
            let byes: Vec<Bye> = r.byes.iter().rev().copied().collect();
            if let Some(b) = boards.first_mut() {
                *b = (b.1, b.0);
            }
            // Refused once a result is in (a withdrawn player's forfeit in a round robin).
            let _ = t.apply(Command::ChangePairing {
                round,
                boards,
                byes,
            });
        }
        let pending = rng.chance(10);
        for board in 0..t.state().rounds[round].boards.len() {
            if t.state().rounds[round].boards[board].result.is_some() || (pending && rng.chance(50))
            {
                continue;
            }
            let result = result(&mut rng);
            t.set_result(round, board, result).unwrap();
        }
        if pending {
            break;
        }
    }
    t
}

#[test]
fn written_then_read_is_the_same_tournament() {
    let (mut late, mut withdrawn, mut byes, mut forbidden) = (0, 0, 0, 0);
    for seed in 0..1000 {
        let t = random_tournament(seed);
        let s = t.state();
        late += s.players.iter().filter(|p| p.first_round > 0).count();
        withdrawn += s
            .players
            .iter()
            .filter(|p| p.withdrawn_from.is_some())
            .count();
        byes += s.requested_byes.len();
        forbidden += s.forbidden.len();
        let text = trf::write(&t);
        let back = trf::read(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert_eq!(back.state(), s, "seed {seed}\n{text}");
        assert_eq!(standings(back.state()), standings(s), "seed {seed}");
        assert_eq!(back.next_pairing(), t.next_pairing(), "seed {seed}");
        assert_eq!(trf::write(&back), text, "seed {seed}");
    }
    // The seeds do exercise what the TRF must carry.
    assert!(
        late > 20 && withdrawn > 20 && byes > 50 && forbidden > 20,
        "{late} {withdrawn} {byes} {forbidden}"
    );
}

/// A round robin of `players` under `scoring`, every game played: the lower number wins, but
/// players 1 and 2 draw.
fn round_robin_played(players: usize, scoring: Scoring) -> Tournament {
    let mut settings = Settings::new("Long", Format::RoundRobin { double: false });
    settings.scoring = scoring;
    let mut t = Tournament::new(settings).unwrap();
    for i in 0..players {
        t.add_player(NewPlayer {
            name: format!("Player {i}"),
            ..Default::default()
        })
        .unwrap();
    }
    for round in 0..t.state().total_rounds() {
        t.pair_next_round().unwrap();
        let boards = t.state().rounds[round].boards.clone();
        for (board, b) in boards.iter().enumerate() {
            let result = match (b.white.min(b.black), b.white.max(b.black)) {
                (0, 1) => GameResult::Draw,
                _ if b.white < b.black => GameResult::WhiteWins,
                _ => GameResult::BlackWins,
            };
            t.set_result(round, board, result).unwrap();
        }
    }
    t
}

#[test]
fn a_hundred_points_or_more_are_written_as_a_trf_reads_them() {
    // 51 rounds under 2-1-0: player 1 scores 50 wins and a draw, 101 points, "101" in the four
    // columns; 101 rounds under 1-½-0: 100.5 points, which do not fit and are left blank (the
    // reader adds them up).
    for (players, scoring, written) in [
        (52, Scoring::TWO_ONE_ZERO, " 101"),
        (102, Scoring::ONE_HALF_ZERO, "    "),
    ] {
        let t = round_robin_played(players, scoring);
        let text = trf::write(&t);
        let first = text.lines().find(|l| l.starts_with("001    1")).unwrap();
        assert_eq!(&first[80..84], written, "columns 81-84: {first}");
        let back = trf::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.state(), t.state());
    }
}

#[test]
fn no_tournament_has_more_rounds_or_players_than_a_trf_holds() {
    use tobit_tournament::{Error, MAX_ROUNDS};
    let swiss = |rounds| Tournament::new(Settings::new("S", Format::Swiss { rounds }));
    assert_eq!(swiss(MAX_ROUNDS + 1).err(), Some(Error::TooManyRounds));
    let mut most = swiss(MAX_ROUNDS).unwrap();
    for name in ["A", "B"] {
        let player = NewPlayer {
            name: name.into(),
            ..Default::default()
        };
        most.add_player(player).unwrap();
    }
    most.pair_next_round().unwrap();
    let back = trf::read(&trf::write(&most)).unwrap();
    assert_eq!(back.state(), most.state());
    // A round robin of 1 000 players has 999 rounds: one more player is refused.
    let mut rr = Tournament::new(Settings::new("R", Format::RoundRobin { double: false })).unwrap();
    for i in 0..1000 {
        let player = NewPlayer {
            name: format!("P{i}"),
            ..Default::default()
        };
        rr.add_player(player).unwrap();
    }
    let one_more = NewPlayer {
        name: "Late".into(),
        ..Default::default()
    };
    assert_eq!(rr.add_player(one_more).err(), Some(Error::TooManyRounds));
}
