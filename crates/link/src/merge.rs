//! Opening a link on a device that may already have the game: the merge rules.
//!
//! - a game not on this device: the link starts it ([`Merged::New`]);
//! - a link that continues the stored game (more moves, or the same moves with a later offer
//!   or result): it replaces it ([`Merged::Extends`]);
//! - the same link again: nothing changes ([`Merged::Same`]);
//! - an older link of the game: nothing changes, and the caller says so ([`Merged::Older`]);
//! - moves that part from the stored game's: refused naming the move where they part
//!   ([`LinkError::Diverges`]; [`GameLink::separate`] keeps it as another game);
//! - endings that cannot both hold: refused ([`LinkError::Conflict`]).
//!
//! Every move of both is checked by the rules engine first.

use crate::{GameLink, LinkError};
use tobit_rules::{Game, Position};

/// What opening a link does to the stored game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Merged {
    /// The game was not on this device: store the link's game.
    New(GameLink),
    /// The link continues the stored game: store it in its place.
    Extends {
        /// The game to store: the link's (its moves, offer or result, names, time per move), with
        /// a name the link lacks kept from the stored game.
        game: GameLink,
        /// How many moves (plies) the link adds (0 for an offer or result alone).
        new_moves: usize,
    },
    /// The link is the stored game's latest: nothing changes.
    Same,
    /// The link is an older one of the stored game: nothing changes.
    Older {
        /// The moves (plies) stored.
        stored_plies: usize,
        /// The moves (plies) in the link.
        incoming_plies: usize,
    },
}

/// Merges an incoming link into the stored game of the same id (`None` if this device has no
/// game of that id).
pub fn merge(stored: Option<&GameLink>, incoming: &GameLink) -> Result<Merged, LinkError> {
    incoming.game()?;
    let Some(stored) = stored else {
        return Ok(Merged::New(incoming.clone()));
    };
    stored.game().map_err(|e| LinkError::StoredInvalid {
        problem: Box::new(e),
    })?;
    if stored.id != incoming.id {
        return Err(LinkError::DifferentGame {
            stored: stored.id,
            incoming: incoming.id,
        });
    }
    let pairs = stored.moves.iter().zip(&incoming.moves);
    if let Some(ply) = pairs.clone().position(|(s, i)| s != i) {
        let at = Game::new(Position::start()).move_number(ply);
        return Err(LinkError::Diverges {
            number: at.number,
            side: at.side,
            stored: stored.moves[ply].to_string(),
            incoming: incoming.moves[ply].to_string(),
        });
    }
    let (s, i) = (stored.moves.len(), incoming.moves.len());
    let conflict = || LinkError::Conflict {
        stored: stored.state,
        stored_plies: s,
        incoming: incoming.state,
        incoming_plies: i,
    };
    let older = Merged::Older {
        stored_plies: s,
        incoming_plies: i,
    };
    if i > s {
        // The stored game's offer (if any) was declined by playing on; a result is final.
        if stored.state.is_final() {
            return Err(conflict());
        }
        return Ok(Merged::Extends {
            game: extended(stored, incoming),
            new_moves: i - s,
        });
    }
    if i < s {
        return if incoming.state.is_final() {
            Err(conflict())
        } else {
            Ok(older)
        };
    }
    match incoming.state.rank().cmp(&stored.state.rank()) {
        std::cmp::Ordering::Greater => Ok(Merged::Extends {
            game: extended(stored, incoming),
            new_moves: 0,
        }),
        std::cmp::Ordering::Less => Ok(older),
        std::cmp::Ordering::Equal if incoming.state == stored.state => Ok(Merged::Same),
        std::cmp::Ordering::Equal => Err(conflict()),
    }
}

/// The game to store when `incoming` extends `stored`: the link's, with a name it lacks taken
/// from the stored game (a name once given is not lost).
fn extended(stored: &GameLink, incoming: &GameLink) -> GameLink {
    let mut game = incoming.clone();
    for (name, known) in [
        (&mut game.white, &stored.white),
        (&mut game.black, &stored.black),
    ] {
        if name.is_empty() {
            name.clone_from(known);
        }
    }
    game
}
