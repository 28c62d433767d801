//! The endgame tables of `tobit engine`, made on a thread of their own so that no command
//! waits for them: a `go` searches with the tables already made (or none) while those it needs
//! are loaded or built, and the searches after use them.

use super::super::search_setup::{tables_for, TABLES_FROM};
use std::sync::Arc;
use tobit_egtb::{Material, Tables, PIECES};

/// What the thread making the tables hands back: the tables, or why they could not be made.
pub type Made = Result<Option<Arc<Tables>>, String>;

/// The tables made so far, and whether more are being made.
#[derive(Default)]
pub struct TableStore {
    /// The tables made last: every class of at most [`PIECES`] pieces a material reaches.
    made: Option<Arc<Tables>>,
    /// Whether a thread is making tables now.
    making: bool,
    /// Why the tables could not be made (a folder that cannot be written): they are not tried
    /// again, and every search that would use them says so.
    failure: Option<String>,
}

impl TableStore {
    /// The tables to search a position of `material` with, and a line to print when there is
    /// something to say (`info string ...`). When the tables made do not hold all it reaches
    /// and none are being made, starts a thread that makes them and hands them to `made`.
    pub fn for_search(
        &mut self,
        material: Material,
        made: impl FnOnce(Made) + Send + 'static,
    ) -> (Option<Arc<Tables>>, Option<String>) {
        if material.total() > TABLES_FROM {
            return (None, None);
        }
        if let Some(why) = &self.failure {
            return (None, Some(failure_line(why)));
        }
        let holds_all = self.made.as_ref().is_some_and(|tables| {
            material
                .reachable(PIECES)
                .into_iter()
                .all(|class| tables.has(class))
        });
        if !holds_all && !self.making {
            self.making = true;
            std::thread::spawn(move || made(tables_for(material)));
        }
        (self.made.clone(), None)
    }

    /// Takes what the thread started for `material` made; returns the line that says so.
    pub fn take(&mut self, material: Material, made: Made) -> String {
        self.making = false;
        match made {
            Ok(tables) => {
                self.made = tables.or(self.made.take());
                format!("info string endgame tables ready for {material}")
            }
            Err(why) => {
                let line = failure_line(&why);
                self.failure = Some(why);
                line
            }
        }
    }
}

/// The line saying the tables could not be made (the search goes on without them).
fn failure_line(why: &str) -> String {
    format!("info string endgame tables not used: {why}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use tobit_rules::Position;

    /// A thread's report that must never come.
    fn never(_: Made) {
        panic!("no tables were to be made");
    }

    #[test]
    fn a_position_with_many_pieces_makes_no_tables() {
        let mut store = TableStore::default();
        let start = Material::of(&Position::start());
        assert!(matches!(store.for_search(start, never), (None, None)));
        assert!(!store.making);
    }

    #[test]
    fn tables_that_could_not_be_made_are_not_tried_again_and_each_search_says_so() {
        let mut store = TableStore::default();
        let few = Material::of(&tobit_rules::fen::parse("W:WK8,K22:BK15").unwrap());
        let said = store.take(few, Err("cannot write /x: denied".into()));
        assert_eq!(
            said,
            "info string endgame tables not used: cannot write /x: denied"
        );
        let (tables, said) = store.for_search(few, never);
        assert!(tables.is_none());
        assert_eq!(
            said.as_deref(),
            Some("info string endgame tables not used: cannot write /x: denied")
        );
    }
}
