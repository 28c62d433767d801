//! A set of built tables in memory, and probing a position.

use super::generate::solve;
use super::index::{index_of, table_size};
use super::material::Material;
use super::value::Value;
use tobit_rules::{Move, Position};

/// Tables of some material classes, each a byte per index (see [`super::index`]).
pub struct Tables {
    classes: Vec<Option<Box<[u8]>>>,
}

impl Default for Tables {
    fn default() -> Tables {
        Tables::new()
    }
}

impl Tables {
    /// No table yet.
    pub fn new() -> Tables {
        Tables {
            classes: vec![None; Material::KEYS],
        }
    }

    /// The table of a class, if it is here.
    pub fn class(&self, m: Material) -> Option<&[u8]> {
        self.classes.get(m.key()?)?.as_deref()
    }

    /// Whether the table of a class is here.
    pub fn has(&self, m: Material) -> bool {
        self.class(m).is_some()
    }

    /// Adds the table of a class (built here or loaded); fails if its size is wrong.
    pub fn insert(&mut self, m: Material, table: Vec<u8>) -> Result<(), String> {
        let key = m
            .key()
            .ok_or_else(|| format!("no table holds {m}: it has more than five pieces"))?;
        if table.len() != table_size(m) {
            return Err(format!(
                "table {m} has {} entries instead of {}",
                table.len(),
                table_size(m)
            ));
        }
        self.classes[key] = Some(table.into_boxed_slice());
        Ok(())
    }

    /// Builds the tables of `m` and of every class it can reach that is not here yet, smallest
    /// first. `load` is asked first for each missing class (return `None` to build it);
    /// `built` is told of each class built here.
    pub fn ensure(
        &mut self,
        m: Material,
        load: &mut dyn FnMut(Material) -> Option<Vec<u8>>,
        built: &mut dyn FnMut(Material, &[u8]),
    ) {
        for c in m.reachable(m.total()) {
            if self.has(c) {
                continue;
            }
            if let Some(table) = load(c) {
                if self.insert(c, table).is_ok() {
                    continue;
                }
            }
            // Every class `reachable` lists fits a table (it caps the pieces).
            let Some(key) = c.key() else {
                continue;
            };
            let table = solve(c, |p| self.probe(p));
            built(c, &table);
            self.classes[key] = Some(table.into_boxed_slice());
        }
    }

    /// Builds (in memory) `m` and whatever it needs.
    pub fn build(&mut self, m: Material) {
        self.ensure(m, &mut |_| None, &mut |_, _| {});
    }

    /// The value of a position, if its class is here (never for a position with more pieces
    /// than a table holds, whatever tables are here).
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        let table = self.class(Material::of(pos))?;
        Value::from_byte(*table.get(index_of(pos)?)?)
    }

    /// Every legal move with the value of its successor for the side to move after it, if
    /// every successor's class is here. Empty when the game is over.
    pub fn successors(&self, pos: &Position) -> Option<Vec<(Move, Value)>> {
        pos.legal_moves()
            .into_iter()
            .map(|m| Some((m, self.probe(&pos.play(&m))?)))
            .collect()
    }

    /// The perfect move: it keeps the position's value, and among such moves it ends a won game
    /// soonest and a lost game latest. `None` when the game is over or a class is missing.
    pub fn best_move(&self, pos: &Position) -> Option<(Move, Value)> {
        let moves = self.successors(pos)?;
        // The first of the best moves in generation order, so the choice is reproducible.
        moves
            .into_iter()
            .rev()
            .map(|(m, v)| (m, v.before()))
            .max_by_key(|&(_, v)| v.rank())
    }
}
