//! What is chosen when a tournament is created, then frozen.

use crate::event::Event;
use crate::scoring::Scoring;
use serde::{Deserialize, Serialize};

/// The pairing system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Format {
    /// Everyone meets everyone, in the order and colours of the FIDE Berger tables.
    RoundRobin {
        /// Two cycles, the second with colours reversed.
        double: bool,
    },
    /// Swiss system with a fixed number of rounds.
    Swiss {
        /// The number of rounds.
        rounds: usize,
    },
    /// Knockout by micro-matches.
    Knockout {
        /// How many two-game tie-break mini-matches (at a faster control) follow a tied
        /// two-game match before the one deciding game.
        tiebreak_pairs: usize,
    },
}

/// How players are ordered within a score (the pairing numbers and the seeding).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum RankBy {
    /// Rating (highest first, unrated last), then entry order (a TRF's starting ranks).
    #[default]
    Rating,
    /// Entry order (the order the organiser registered or arranged).
    EntryOrder,
}

/// How unplayed rounds (byes, forfeits, absences) count in the tie-breaks that sum the
/// opponents' scores (crates/tournament/src/tiebreak/buchholz.rs says how).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum TieBreakRules {
    /// FIDE's 2009-2022 rules: the virtual opponent. The rules of every event made before the
    /// 2023 rules were, so a saved log without the setting reads as these.
    #[default]
    Fide2009,
    /// FIDE's Tie-Break Regulations of 2023 (Handbook C.07, art. 16): a dummy opponent with
    /// the player's own score, voluntarily unplayed rounds cut first. New events take these.
    Fide2023,
}

/// One tie-break, in the order chosen at creation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum TieBreak {
    /// Sum of the opponents' scores (called Solkoff in the Russian rules).
    Buchholz,
    /// Buchholz without the lowest opponent.
    BuchholzCut1,
    /// Buchholz without the lowest and the highest opponent.
    MedianBuchholz,
    /// Sum of the scores of the opponents beaten plus half those drawn (Berger coefficient).
    SonnebornBerger,
    /// Points scored in the games between the tied players, when they all met.
    DirectEncounter,
    /// Games won over the board.
    Wins,
    /// Games played with Black.
    GamesWithBlack,
    /// Points scored against the players with at least half the maximum score (round robin).
    Koya,
    /// Sum of the running score after each round.
    ProgressiveScore,
    /// A drawing of lots, seeded by the tournament's `lots_seed`, reproducible.
    Lots,
}

impl TieBreak {
    /// The English name.
    pub fn name(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "Buchholz",
            TieBreak::BuchholzCut1 => "Buchholz cut-1",
            TieBreak::MedianBuchholz => "Median Buchholz",
            TieBreak::SonnebornBerger => "Sonneborn-Berger",
            TieBreak::DirectEncounter => "Direct encounter",
            TieBreak::Wins => "Wins",
            TieBreak::GamesWithBlack => "Games with Black",
            TieBreak::Koya => "Koya",
            TieBreak::ProgressiveScore => "Progressive score",
            TieBreak::Lots => "Lots",
        }
    }

    /// A short code for the command line: `bh`, `bh1`, `mbh`, `sb`, `de`, `win`, `black`,
    /// `koya`, `prog`, `lots`.
    pub fn code(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "bh",
            TieBreak::BuchholzCut1 => "bh1",
            TieBreak::MedianBuchholz => "mbh",
            TieBreak::SonnebornBerger => "sb",
            TieBreak::DirectEncounter => "de",
            TieBreak::Wins => "win",
            TieBreak::GamesWithBlack => "black",
            TieBreak::Koya => "koya",
            TieBreak::ProgressiveScore => "prog",
            TieBreak::Lots => "lots",
        }
    }

    /// Every tie-break, in the order of this enum.
    pub const ALL: [TieBreak; 10] = [
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::MedianBuchholz,
        TieBreak::SonnebornBerger,
        TieBreak::DirectEncounter,
        TieBreak::Wins,
        TieBreak::GamesWithBlack,
        TieBreak::Koya,
        TieBreak::ProgressiveScore,
        TieBreak::Lots,
    ];

    /// Reads a [`TieBreak::code`].
    pub fn from_code(code: &str) -> Option<TieBreak> {
        TieBreak::ALL.into_iter().find(|t| t.code() == code)
    }
}

/// The tournament's frozen settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Settings {
    /// The event's name.
    pub name: String,
    /// The pairing system.
    pub format: Format,
    /// Points for a win, a draw, a loss.
    pub scoring: Scoring,
    /// The tie-breaks, in order.
    pub tiebreaks: Vec<TieBreak>,
    /// How players are ordered within a score.
    pub rank_by: RankBy,
    /// The seed of the drawing of lots (and of the knockout deciding game's colours).
    pub lots_seed: u64,
    /// Whether two players of the same (non-empty) club never meet in a Swiss, as if each
    /// such pair were named in a `Forbid` command.
    #[serde(default)]
    pub avoid_same_club: bool,
    /// Where, when, the arbiters and the time control (logs saved before these existed read
    /// as empty).
    #[serde(default)]
    pub event: Event,
    /// How the tie-breaks count unplayed rounds: the 2023 rules for a new event; a log saved
    /// before the setting existed reads as the 2009 rules it was made under.
    #[serde(default)]
    pub tiebreak_rules: TieBreakRules,
}

impl Settings {
    /// Settings with the Tobit defaults: 2-1-0, rating order, FIDE's 2023 tie-break rules, and
    /// the tie-breaks usual for the format (Buchholz cut-1, Buchholz, wins for a Swiss;
    /// Sonneborn-Berger, direct encounter, wins, Koya for a round robin; none for a knockout).
    pub fn new(name: &str, format: Format) -> Settings {
        let tiebreaks = match format {
            Format::Swiss { .. } => {
                vec![TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::Wins]
            }
            Format::RoundRobin { .. } => vec![
                TieBreak::SonnebornBerger,
                TieBreak::DirectEncounter,
                TieBreak::Wins,
                TieBreak::Koya,
            ],
            Format::Knockout { .. } => vec![],
        };
        Settings {
            name: name.to_string(),
            format,
            scoring: Scoring::default(),
            tiebreaks,
            rank_by: RankBy::Rating,
            lots_seed: 0,
            avoid_same_club: false,
            event: Event::default(),
            tiebreak_rules: TieBreakRules::Fide2023,
        }
    }
}
