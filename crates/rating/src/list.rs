//! A rating list that outlives events: its log of steps (events applied, ratings imported,
//! two entries merged) is the source of truth, and the players and their ratings are derived
//! from it, never edited. Undo drops the last step and rebuilds the list from the rest.

use crate::error::RatingError;
use crate::event::Event;
use crate::fide::{self, FideState};
use crate::glicko::{self, GlickoState};
use crate::player::{Player, PlayerKey, Step};
use crate::sheet::{Rating, Sheet, SheetLine};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use tobit_tournament::Date;

/// How a list rates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum System {
    /// FIDE Elo ([`crate::fide`]).
    Fide,
    /// Glicko-2 with lichess's parameters ([`crate::glicko`]).
    Glicko2,
}

/// A player's rating from outside the list (a CSV).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Imported {
    /// Who.
    pub key: PlayerKey,
    /// The rating (none: unrated).
    pub rating: Option<u32>,
    /// Rated games so far (FIDE: the 30 of a new player's K); 0 if not given.
    pub games: u32,
    /// Glicko-2's deviation, if given (else a new player's 500).
    pub deviation: Option<f64>,
    /// Glicko-2's volatility, if given (else a new player's 0.09).
    pub volatility: Option<f64>,
}

/// One step of a list's log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Entry {
    /// Ratings imported: each player named enters, or takes, that rating.
    Import(Vec<Imported>),
    /// An event rated.
    Event(Event),
    /// Two entries found to be one person: `merged` is `keep` from the start of the list.
    Merge {
        /// The entry kept (its name is the player's).
        keep: PlayerKey,
        /// The entry that is the same person.
        merged: PlayerKey,
    },
}

/// The saved form of a list: its system and its log (the players are rebuilt from them).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedList {
    /// How it rates.
    pub system: System,
    /// Its steps, oldest first.
    pub log: Vec<Entry>,
}

type Normal = (String, Option<Date>);

/// A rating list.
#[derive(Clone, Debug)]
pub struct RatingList {
    system: System,
    log: Vec<Entry>,
    players: Vec<Player>,
    by_key: HashMap<Normal, usize>,
    merged_into: HashMap<Normal, PlayerKey>,
}

impl RatingList {
    /// An empty list rated by `system`.
    pub fn new(system: System) -> RatingList {
        RatingList {
            system,
            log: Vec::new(),
            players: Vec::new(),
            by_key: HashMap::new(),
            merged_into: HashMap::new(),
        }
    }

    /// The list a saved log makes; a step it refuses is named by its number (from 0).
    pub fn from_saved(saved: SavedList) -> Result<RatingList, RatingError> {
        let mut list = RatingList::new(saved.system);
        list.log = saved.log;
        list.rebuild()?;
        Ok(list)
    }

    /// The saved form: the system and the log.
    pub fn saved(&self) -> SavedList {
        SavedList {
            system: self.system,
            log: self.log.clone(),
        }
    }

    /// How the list rates.
    pub fn system(&self) -> System {
        self.system
    }

    /// The steps, oldest first.
    pub fn log(&self) -> &[Entry] {
        &self.log
    }

    /// The players, numbered from 0 in the order they entered.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The player a name and date of birth name (merged names too).
    pub fn find(&self, key: &PlayerKey) -> Option<usize> {
        self.by_key.get(&self.canonical(key).normal()).copied()
    }

    /// The players' numbers by rating, highest first (unrated last, then by entry).
    pub fn ranked(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.players.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(self.players[i].rating().map(|r| r.value)));
        order
    }

    /// Rates an event and keeps it; returns its sheet. A refused event changes nothing.
    pub fn apply(&mut self, event: Event) -> Result<Sheet, RatingError> {
        let entry = Entry::Event(event);
        let mut next = self.clone();
        let sheet = next.step(self.log.len(), &entry)?;
        next.log.push(entry);
        *self = next;
        Ok(sheet)
    }

    /// Imports ratings from outside; a refused import changes nothing.
    pub fn import(&mut self, rows: Vec<Imported>) -> Result<(), RatingError> {
        let entry = Entry::Import(rows);
        let mut next = self.clone();
        next.step(self.log.len(), &entry)?;
        next.log.push(entry);
        *self = next;
        Ok(())
    }

    /// Makes player `merged` (a number from 0) one with player `keep`, as if they had always
    /// been: the list is rebuilt with both entries as one player, under `keep`'s name.
    pub fn merge(&mut self, keep: usize, merged: usize) -> Result<(), RatingError> {
        let key = |i: usize| {
            self.players
                .get(i)
                .map(|p| p.key.clone())
                .ok_or(RatingError::NoSuchPlayer { number: i + 1 })
        };
        let (keep, merged) = (key(keep)?, key(merged)?);
        if keep.normal() == merged.normal() {
            return Err(RatingError::AlreadyOne { name: keep.name });
        }
        let mut log = self.log.clone();
        log.push(Entry::Merge { keep, merged });
        *self = RatingList::from_saved(SavedList {
            system: self.system,
            log,
        })?;
        Ok(())
    }

    /// Drops the last step and rebuilds the list from the others; returns the step dropped.
    pub fn undo(&mut self) -> Result<Entry, RatingError> {
        let mut log = self.log.clone();
        let last = log.pop().ok_or(RatingError::NothingToUndo)?;
        *self = RatingList::from_saved(SavedList {
            system: self.system,
            log,
        })?;
        Ok(last)
    }

    /// The sheet of step `entry` (an event's W − We lines), rebuilt from the players' histories.
    pub fn sheet_of(&self, entry: usize) -> Sheet {
        let mut sheet: Sheet = self
            .players
            .iter()
            .flat_map(|p| p.history.iter().filter(|s| s.entry == entry))
            .map(|s| s.line.clone())
            .collect();
        sheet.sort_by_key(|l| l.player);
        sheet
    }

    /// The key every name of a merged player comes to.
    fn canonical(&self, key: &PlayerKey) -> PlayerKey {
        let mut key = key.clone();
        // Merges are checked to make no circle (a key is merged once, into a key not merged).
        while let Some(kept) = self.merged_into.get(&key.normal()) {
            key = kept.clone();
        }
        key
    }

    /// Every step again, the merges first (they say who is who from the start).
    fn rebuild(&mut self) -> Result<(), RatingError> {
        let log = std::mem::take(&mut self.log);
        *self = RatingList::new(self.system);
        for entry in &log {
            if let Entry::Merge { keep, merged } = entry {
                let (keep, merged) = (self.canonical(keep), self.canonical(merged));
                if keep.normal() == merged.normal() {
                    return Err(RatingError::AlreadyOne { name: keep.name });
                }
                self.merged_into.insert(merged.normal(), keep);
            }
        }
        for (i, entry) in log.iter().enumerate() {
            self.step(i, entry)?;
        }
        for (i, entry) in log.iter().enumerate() {
            if let Entry::Merge { keep, .. } = entry {
                if self.find(keep).is_none() {
                    let name = keep.name.clone();
                    return Err(RatingError::UnknownInLog { entry: i, name });
                }
            }
        }
        self.log = log;
        Ok(())
    }

    /// The player of `key`, entered with `start` (a FIDE state, a Glicko-2 rating) if new.
    fn player(
        &mut self,
        key: &PlayerKey,
        start: impl FnOnce() -> (FideState, GlickoState),
    ) -> usize {
        let key = self.canonical(key);
        if let Some(&i) = self.by_key.get(&key.normal()) {
            return i;
        }
        let (fide, glicko) = start();
        self.by_key.insert(key.normal(), self.players.len());
        self.players.push(Player {
            key,
            aliases: Vec::new(),
            fide,
            glicko,
            games: 0,
            history: Vec::new(),
        });
        self.players.len() - 1
    }

    /// The rating now, as this list's system shows it.
    fn shown(&self, i: usize) -> Option<Rating> {
        let p = &self.players[i];
        match self.system {
            System::Fide => p.fide.rating.map(|value| Rating {
                value,
                deviation: None,
                provisional: false,
            }),
            System::Glicko2 => Some(glicko::shown(&p.glicko)),
        }
    }

    /// Applies one step; `entry` is its number in the log. Returns an event's sheet.
    fn step(&mut self, entry: usize, step: &Entry) -> Result<Sheet, RatingError> {
        match step {
            Entry::Merge { keep, merged } => {
                if let (Some(k), true) = (self.find(keep), self.find(merged).is_some()) {
                    let alias = merged.clone();
                    if !self.players[k].aliases.contains(&alias) {
                        self.players[k].aliases.push(alias);
                    }
                }
                Ok(Vec::new())
            }
            Entry::Import(rows) => {
                for row in rows {
                    self.import_row(entry, row);
                }
                Ok(Vec::new())
            }
            Entry::Event(event) => self.rate(entry, event),
        }
    }

    fn import_row(&mut self, entry: usize, row: &Imported) {
        let fresh = || (FideState::default(), glicko::start(None));
        let i = self.player(&row.key, fresh);
        let before = self.shown(i);
        let p = &mut self.players[i];
        let rating = row
            .rating
            .filter(|&r| r >= fide::FLOOR || self.system == System::Glicko2);
        p.fide.rating = rating;
        p.fide.peak = p.fide.peak.max(rating.unwrap_or(0));
        p.fide.games = p.fide.games.max(row.games);
        if rating.is_some() {
            p.fide.pool.clear();
        }
        p.glicko = GlickoState {
            rating: row.rating.map_or(glicko::START_RATING, f64::from),
            deviation: row
                .deviation
                .unwrap_or(glicko::START_DEVIATION)
                .clamp(glicko::MIN_DEVIATION, glicko::MAX_DEVIATION),
            volatility: row.volatility.unwrap_or(glicko::START_VOLATILITY),
        };
        p.games = p.games.max(row.games);
        let after = self.shown(i);
        let line = SheetLine {
            player: i,
            name: self.players[i].key.name.clone(),
            before,
            games: 0,
            score: 0,
            expected: 0,
            k: None,
            change: match (before, after) {
                (Some(b), Some(a)) => a.value as i32 - b.value as i32,
                _ => 0,
            },
            after,
            newcomer: None,
        };
        self.players[i].history.push(Step {
            entry,
            event: None,
            line,
        });
    }

    fn rate(&mut self, entry: usize, event: &Event) -> Result<Sheet, RatingError> {
        event.check()?;
        let system = self.system;
        let mut ids = Vec::with_capacity(event.entrants.len());
        for e in &event.entrants {
            let key = PlayerKey {
                name: e.name.clone(),
                birth: e.birth,
            };
            let start = || {
                let rating = e.rating.filter(|&r| r >= fide::FLOOR);
                let fide = FideState {
                    rating,
                    peak: rating.unwrap_or(0),
                    ..FideState::default()
                };
                (fide, glicko::start(e.rating.map(f64::from)))
            };
            let i = self.player(&key, start);
            if ids.contains(&i) {
                let name = self.players[i].key.name.clone();
                let event = event.name.clone();
                return Err(RatingError::TwiceInEvent { event, name });
            }
            ids.push(i);
        }
        let rated: Vec<SheetLine> = match system {
            System::Fide => {
                let before: Vec<FideState> =
                    ids.iter().map(|&i| self.players[i].fide.clone()).collect();
                let year = event.date.map(|d| i32::from(d.year()));
                let ages: Vec<Option<i32>> = ids
                    .iter()
                    .map(|&i| Some(year? - i32::from(self.players[i].key.birth?.year())))
                    .collect();
                let mut lines = Vec::new();
                for (&i, (line, state)) in ids.iter().zip(fide::rate(event, &before, &ages)) {
                    self.players[i].fide = state;
                    lines.push(line);
                }
                lines
            }
            System::Glicko2 => {
                let before: Vec<GlickoState> =
                    ids.iter().map(|&i| self.players[i].glicko).collect();
                let mut lines = Vec::new();
                for (&i, (line, state)) in ids.iter().zip(glicko::rate(event, &before)) {
                    self.players[i].glicko = state;
                    lines.push(line);
                }
                lines
            }
        };
        let mut sheet = Vec::with_capacity(rated.len());
        for (&i, mut line) in ids.iter().zip(rated) {
            line.player = i;
            line.name = self.players[i].key.name.clone();
            let p = &mut self.players[i];
            p.games = p.games.saturating_add(line.games);
            p.history.push(Step {
                entry,
                event: Some(event.name.clone()),
                line: line.clone(),
            });
            sheet.push(line);
        }
        Ok(sheet)
    }
}
