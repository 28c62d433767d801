//! Merging a link that a known player sent (live play, docs/LIVE.md): the merge rules of
//! [`merge`], and besides them, what only that player may change. A live message is signed by
//! one of the two players, so the receiver knows who sent it; what the sender's link adds must be
//! the sender's own: its new moves are all the sender's, its offer or result is one the sender
//! may make (the sender's own draw offer or resignation, or agreeing to the other's offer), and
//! it neither names the receiver otherwise nor changes the time per move.

use crate::{merge, GameLink, LinkError, Merged, NotSenders, State};
use tobit_rules::{Color, Game, Position};

/// Merges `incoming`, sent by the player of `sender`, into the stored game: [`merge`], then
/// refused as [`LinkError::NotTheSenders`] when what it adds is not the sender's to add.
pub fn merge_from(
    stored: Option<&GameLink>,
    incoming: &GameLink,
    sender: Color,
) -> Result<Merged, LinkError> {
    let merged = merge(stored, incoming)?;
    let (Some(stored), Merged::Extends { new_moves, .. }) = (stored, &merged) else {
        return Ok(merged);
    };
    let refuse = |what| LinkError::NotTheSenders { sender, what };
    let numbering = Game::new(Position::start());
    let first_new = incoming.moves.len() - new_moves;
    for ply in first_new..incoming.moves.len() {
        let at = numbering.move_number(ply);
        if at.side != sender {
            return Err(refuse(NotSenders::Move { number: at.number }));
        }
    }
    if incoming.state != stored.state && !may_set(stored.state, incoming.state, sender) {
        return Err(refuse(NotSenders::State {
            state: incoming.state,
        }));
    }
    let (theirs, ours) = match sender {
        Color::White => (&incoming.black, &stored.black),
        Color::Black => (&incoming.white, &stored.white),
    };
    if !theirs.is_empty() && theirs != ours {
        return Err(refuse(NotSenders::Name));
    }
    if incoming.time_per_move != stored.time_per_move {
        return Err(refuse(NotSenders::TimePerMove));
    }
    Ok(merged)
}

/// Whether the player of `sender` may turn the state `from` into `to` (the merge has already
/// ordered them: `to` is later, or comes with new moves).
fn may_set(from: State, to: State, sender: Color) -> bool {
    match to {
        // Playing on after an offer declines it: the sender's moves, checked above.
        State::Playing => true,
        State::DrawOffered { by } | State::Resigned { by } => by == sender,
        State::DrawAgreed => {
            from == State::DrawOffered {
                by: sender.opponent(),
            }
        }
    }
}
