//! Addressing the nodes of a tree by paths of child indices (see the module `tree`).

use super::{GameTree, Line, Notes, Ply};
use crate::{Game, Move, Position};

/// Where a node sits: the line it is in (reached by `(ply index, variation index)` steps from
/// the main line) and its index there; the root has no index (it stands before index 0 of the
/// main line).
#[derive(Clone, Debug, Default)]
pub(super) struct Location {
    pub steps: Vec<(usize, usize)>,
    pub index: Option<usize>,
}

impl Location {
    /// The index in the line of the node's next move.
    pub fn next(&self) -> usize {
        self.index.map_or(0, |i| i + 1)
    }
}

impl GameTree {
    /// Where the node of a path sits, and the moves from the root to it.
    pub(super) fn locate(&self, path: &[usize]) -> Option<(Location, Vec<Move>)> {
        let mut location = Location::default();
        let mut line = &self.main;
        let mut moves = Vec::with_capacity(path.len());
        for &child in path {
            let next = location.next();
            let ply = line.get(next)?;
            if child == 0 {
                location.index = Some(next);
                moves.push(ply.mv);
            } else {
                line = ply.variations.get(child - 1)?;
                location.steps.push((next, child - 1));
                location.index = Some(0);
                moves.push(line[0].mv);
            }
        }
        Some((location, moves))
    }

    /// The line of a location.
    pub(super) fn line(&self, steps: &[(usize, usize)]) -> &Line {
        let mut line = &self.main;
        for &(ply, variation) in steps {
            line = &line[ply].variations[variation];
        }
        line
    }

    /// The line of a location, to change.
    pub(super) fn line_mut(&mut self, steps: &[(usize, usize)]) -> &mut Line {
        let mut line = &mut self.main;
        for &(ply, variation) in steps {
            line = &mut line[ply].variations[variation];
        }
        line
    }

    /// The ply at a path (`None` for the root or a path that leads nowhere).
    pub fn node(&self, path: &[usize]) -> Option<&Ply> {
        let (location, _) = self.locate(path)?;
        self.line(&location.steps).get(location.index?)
    }

    /// The glyphs and comments of the move at a path, to change.
    pub fn notes_mut(&mut self, path: &[usize]) -> Option<&mut Notes> {
        let (location, _) = self.locate(path)?;
        let index = location.index?;
        Some(&mut self.line_mut(&location.steps)[index].notes)
    }

    /// Whether a path leads to a node (the root `[]` always does).
    pub fn contains(&self, path: &[usize]) -> bool {
        self.locate(path).is_some()
    }

    /// The moves from the start position to the node of a path.
    pub fn moves_to(&self, path: &[usize]) -> Option<Vec<Move>> {
        self.locate(path).map(|(_, moves)| moves)
    }

    /// The game from the start to the node of a path (its moves played by the rules).
    pub fn game_at(&self, path: &[usize]) -> Option<Game> {
        let mut game = Game::new(self.start);
        for m in self.moves_to(path)? {
            game.play(&m).ok()?;
        }
        Some(game)
    }

    /// The position at the node of a path.
    pub fn position_at(&self, path: &[usize]) -> Option<Position> {
        let moves = self.moves_to(path)?;
        Some(moves.iter().fold(self.start, |pos, m| pos.play(m)))
    }

    /// The moves that follow the node of a path: the next move of its line first, then the
    /// first move of each variation, in the order of their child indices.
    pub fn children(&self, path: &[usize]) -> Option<Vec<Move>> {
        let (location, _) = self.locate(path)?;
        let Some(next) = self.line(&location.steps).get(location.next()) else {
            return Some(Vec::new());
        };
        let firsts = next.variations.iter().map(|v| v[0].mv);
        Some(std::iter::once(next.mv).chain(firsts).collect())
    }

    /// The path of the main line's move of index `ply` (0 = the first move).
    pub fn main_line_path(ply: usize) -> Vec<usize> {
        vec![0; ply + 1]
    }
}
