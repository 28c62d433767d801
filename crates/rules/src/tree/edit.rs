//! Changing a tree's moves: adding a move at a node, promoting and deleting variations.

use super::{GameTree, Ply};
use crate::{GameError, Move};
use std::fmt;

/// Why a tree refused a change. The tree is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The path leads to no node.
    NoSuchNode,
    /// The node is not the first move of a variation (so it cannot be promoted), or it is the
    /// root (which cannot be deleted).
    NotAVariation,
    /// The move cannot be played at that node.
    Move(GameError),
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::NoSuchNode => f.write_str("no move at that path"),
            TreeError::NotAVariation => f.write_str("that move does not start a variation"),
            TreeError::Move(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TreeError {}

impl GameTree {
    /// Plays a move at the node of a path and returns the path of the new node. A child that
    /// already has this move is reused; otherwise the move continues the node's line when the
    /// line ends there, or else starts a new variation (after the others).
    pub fn add_move(&mut self, path: &[usize], m: Move) -> Result<Vec<usize>, TreeError> {
        let mut game = self.game_at(path).ok_or(TreeError::NoSuchNode)?;
        game.play(&m).map_err(TreeError::Move)?;
        let children = self.children(path).ok_or(TreeError::NoSuchNode)?;
        let child = match children.iter().position(|c| *c == m) {
            Some(existing) => existing,
            None => {
                let (location, _) = self.locate(path).ok_or(TreeError::NoSuchNode)?;
                let next = location.next();
                let line = self.line_mut(&location.steps);
                match line.get_mut(next) {
                    None => {
                        line.push(Ply::new(m));
                        0
                    }
                    Some(ply) => {
                        ply.variations.push(vec![Ply::new(m)]);
                        ply.variations.len()
                    }
                }
            }
        };
        Ok([path, &[child]].concat())
    }

    /// Makes the variation that starts at the node of a path the main continuation at its
    /// branch point; the line it replaces becomes a variation in its place. Returns the
    /// node's new path.
    pub fn promote(&mut self, path: &[usize]) -> Result<Vec<usize>, TreeError> {
        let (parent, child) = self.branch(path)?;
        if child == 0 {
            return Err(TreeError::NotAVariation);
        }
        let (location, _) = self.locate(parent).ok_or(TreeError::NoSuchNode)?;
        let next = location.next();
        let line = self.line_mut(&location.steps);
        let mut variation = line[next].variations.remove(child - 1);
        let mut replaced = line.split_off(next);
        let mut others = std::mem::take(&mut replaced[0].variations);
        others.insert(child - 1, replaced);
        others.append(&mut variation[0].variations);
        variation[0].variations = others;
        line.extend(variation);
        Ok([parent, &[0]].concat())
    }

    /// Deletes the node of a path with everything after it. When it was the main continuation
    /// of its line, its first variation (if any) takes its place.
    pub fn delete(&mut self, path: &[usize]) -> Result<(), TreeError> {
        let (parent, child) = self.branch(path)?;
        let (location, _) = self.locate(parent).ok_or(TreeError::NoSuchNode)?;
        let next = location.next();
        let line = self.line_mut(&location.steps);
        if child > 0 {
            line[next].variations.remove(child - 1);
            return Ok(());
        }
        let mut removed = line.split_off(next);
        let mut variations = std::mem::take(&mut removed[0].variations);
        if !variations.is_empty() {
            let mut first = variations.remove(0);
            first[0].variations = variations;
            line.extend(first);
        }
        Ok(())
    }

    /// The parent path and child index of an existing node other than the root.
    fn branch<'p>(&self, path: &'p [usize]) -> Result<(&'p [usize], usize), TreeError> {
        if !self.contains(path) {
            return Err(TreeError::NoSuchNode);
        }
        let (child, parent) = path.split_last().ok_or(TreeError::NotAVariation)?;
        Ok((parent, *child))
    }
}
