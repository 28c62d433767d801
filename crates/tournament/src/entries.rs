//! Changes to the entries other than registering and withdrawing: the entry order (which
//! decides the Berger numbers and the rank of unrated players), a forbidden pair lifted, a bye
//! asked for taken back.

use crate::error::Error;
use crate::player::PlayerId;
use crate::state::State;

impl State {
    /// Moves `player` to number `to` in the entry order, the players between shifting by one;
    /// the forbidden pairs and byes asked for follow their players. Only before round 1 is
    /// paired (after it, numbers name games).
    pub(crate) fn move_player(&mut self, player: PlayerId, to: PlayerId) -> Result<(), Error> {
        let count = self.players.len();
        if player >= count {
            return Err(Error::UnknownPlayer(player));
        }
        if to >= count {
            return Err(Error::UnknownPlayer(to));
        }
        if self.rounds_paired() > 0 {
            return Err(Error::Started);
        }
        let moved = self.players.remove(player);
        self.players.insert(to, moved);
        // The new number of the player who had number `p`.
        let renumber = |p: PlayerId| {
            if p == player {
                to
            } else if player < to && p > player && p <= to {
                p - 1
            } else if to < player && p >= to && p < player {
                p + 1
            } else {
                p
            }
        };
        for pair in &mut self.forbidden {
            *pair = (renumber(pair.0), renumber(pair.1));
        }
        for bye in &mut self.requested_byes {
            bye.player = renumber(bye.player);
        }
        Ok(())
    }

    /// Lifts the ban on `a` and `b` meeting.
    pub(crate) fn allow(&mut self, a: PlayerId, b: PlayerId) -> Result<(), Error> {
        let before = self.forbidden.len();
        self.forbidden
            .retain(|&(x, y)| (x, y) != (a, b) && (x, y) != (b, a));
        if self.forbidden.len() == before {
            return Err(Error::NotForbidden(a, b));
        }
        Ok(())
    }

    /// Takes back the bye `player` asked for in `round`, a round not yet paired.
    pub(crate) fn cancel_bye(&mut self, player: PlayerId, round: usize) -> Result<(), Error> {
        if round < self.rounds_paired() {
            return Err(Error::RoundPaired(round));
        }
        let before = self.requested_byes.len();
        self.requested_byes
            .retain(|r| (r.player, r.round) != (player, round));
        if self.requested_byes.len() == before {
            return Err(Error::NoByeAsked { player, round });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::{Command, Error, Format, NewPlayer, Settings, Tournament};

    fn field(names: &[&str]) -> Tournament {
        let mut settings = Settings::new("Test", Format::Swiss { rounds: 3 });
        settings.rank_by = crate::RankBy::EntryOrder;
        let mut t = Tournament::new(settings).unwrap();
        for name in names {
            t.add_player(NewPlayer {
                name: (*name).into(),
                ..Default::default()
            })
            .unwrap();
        }
        t
    }

    fn names(t: &Tournament) -> Vec<&str> {
        t.state().players.iter().map(|p| p.name.as_str()).collect()
    }

    #[test]
    fn moving_renumbers_the_pairs_and_byes() {
        let mut t = field(&["A", "B", "C", "D"]);
        t.apply(Command::Forbid { a: 0, b: 3 }).unwrap();
        t.apply(Command::RequestBye {
            player: 1,
            round: 0,
            half: true,
        })
        .unwrap();
        t.apply(Command::MovePlayer { player: 3, to: 1 }).unwrap();
        assert_eq!(names(&t), ["A", "D", "B", "C"]);
        assert_eq!(t.state().forbidden, [(0, 1)]);
        assert_eq!(t.state().requested_byes[0].player, 2);
        t.apply(Command::MovePlayer { player: 0, to: 3 }).unwrap();
        assert_eq!(names(&t), ["D", "B", "C", "A"]);
        assert_eq!(t.state().forbidden, [(3, 0)]);
        assert_eq!(t.state().requested_byes[0].player, 1);
        assert_eq!(
            t.apply(Command::MovePlayer { player: 0, to: 4 }),
            Err(Error::UnknownPlayer(4))
        );
        t.pair_next_round().unwrap();
        assert_eq!(
            t.apply(Command::MovePlayer { player: 0, to: 1 }),
            Err(Error::Started)
        );
    }

    #[test]
    fn a_lifted_ban_and_a_cancelled_bye_are_gone() {
        let mut t = field(&["A", "B", "C", "D"]);
        t.apply(Command::Forbid { a: 0, b: 1 }).unwrap();
        t.apply(Command::Allow { a: 1, b: 0 }).unwrap();
        assert!(t.state().forbidden.is_empty());
        assert!(t.apply(Command::Allow { a: 0, b: 1 }).is_err());
        t.apply(Command::RequestBye {
            player: 2,
            round: 1,
            half: false,
        })
        .unwrap();
        assert!(t
            .apply(Command::CancelBye {
                player: 2,
                round: 0
            })
            .is_err());
        t.apply(Command::CancelBye {
            player: 2,
            round: 1,
        })
        .unwrap();
        assert!(t.state().requested_byes.is_empty());
    }
}
