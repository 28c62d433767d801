//! A list's ratings written into an event's player records (a TRF's 001 ratings, as the
//! tournament's `AddPlayer` commands carry them), so that the next event is seeded by the list;
//! and the other way, the ratings an event's TRF gives its players are read by
//! [`crate::Event::from_trf`] and used for the players the list does not know yet.

use crate::error::RatingError;
use crate::list::RatingList;
use crate::player::PlayerKey;
use tobit_tournament::{Command, Tournament};

/// The tournament with each player the list knows and rates given the list's rating (a player
/// it does not know keeps the tournament's); returns it and how many ratings were written. The
/// tournament is rebuilt through its log, so its rules check it again.
pub fn seed(list: &RatingList, t: &Tournament) -> Result<(Tournament, usize), RatingError> {
    let mut written = 0;
    let log: Vec<Command> = t
        .log()
        .iter()
        .cloned()
        .map(|command| match command {
            Command::AddPlayer(mut p) => {
                let key = PlayerKey {
                    name: p.name.clone(),
                    birth: p.birth,
                };
                let rating = list
                    .find(&key)
                    .and_then(|i| list.players()[i].rating())
                    .map(|r| r.value);
                if let Some(r) = rating {
                    written += usize::from(p.rating != Some(r));
                    p.rating = Some(r);
                }
                Command::AddPlayer(p)
            }
            other => other,
        })
        .collect();
    let seeded = Tournament::from_log(log).map_err(|(command, e)| RatingError::Tournament {
        command,
        message: e.to_string(),
    })?;
    Ok((seeded, written))
}
