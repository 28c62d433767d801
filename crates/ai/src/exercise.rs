//! "Learn from your mistakes": a mistake of a reviewed game set up again as an exercise, the
//! position before it, and a try at a better move judged. A try is right when it is the
//! review's better move, or when the engine judges it within the inaccuracy threshold of the
//! best ([`super::review::INACCURACY`]: the loss of expected result that would not be graded);
//! a wrong try comes with the engine's reply, which shows why.

use super::engine::Engine;
use super::limits::Limits;
use super::line_score::LineScore;
use super::review::{Grade, Verdict};
use super::win_chance::chance;
use tobit_rules::{Game, GameError, Move, Status};

/// What a try is worth.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// Whether it is a better move (the review's, or one that loses too little to be graded).
    pub right: bool,
    /// The mover's expected result (0..=1) the try loses against the best line.
    pub loss: f64,
    /// The engine's answer to the try (`None` when it was the review's better move or ended
    /// the game).
    pub reply: Option<Move>,
}

/// Whether a try that loses `loss` of the expected result is right: it would not be graded.
pub fn is_right(loss: f64) -> bool {
    Grade::of_loss(loss).is_none()
}

/// Judges the try `tried` in the position of `game` (its history counted for repetitions),
/// where the review found `better`. The review's better move is right without a search; any
/// other move is searched within `limits` (one line), as is the position, and is right when it
/// loses less than an inaccuracy. Refused: a game that is over, an illegal try.
pub fn judge_try(
    engine: &mut Engine,
    game: &Game,
    tried: Move,
    better: Move,
    limits: &Limits,
) -> Result<Judged, GameError> {
    let mut after = game.clone();
    after.play(&tried)?;
    if tried == better {
        return Ok(Judged {
            right: true,
            loss: 0.0,
            reply: None,
        });
    }
    let before = verdict(engine, game, limits);
    let answer = verdict(engine, &after, limits);
    let loss = (chance(before.score) - chance(answer.score.negated())).max(0.0);
    Ok(Judged {
        right: is_right(loss),
        loss,
        reply: answer.best,
    })
}

/// The verdict on the position of `game` for its side to move: exact when the game is over
/// there, else its best line within `limits`.
fn verdict(engine: &mut Engine, game: &Game, limits: &Limits) -> Verdict {
    let pos = game.position();
    match game.status() {
        Status::Over(outcome) => Verdict::of_outcome(outcome, pos.side()),
        Status::Ongoing => match engine.analyse(&pos, &game.hashes(), limits, 1, &mut |_| {}) {
            Some(info) => Verdict::of_analysis(&info),
            // Unreachable for a game that goes on (it has a legal move); a draw says nothing.
            None => Verdict {
                score: LineScore::Draw,
                best: None,
                exact: Vec::new(),
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tobit_rules::{parse_move, Position};

    fn game_of(fen: &str) -> Game {
        Game::new(fen.parse::<Position>().unwrap())
    }

    fn mv(game: &Game, text: &str) -> Move {
        parse_move(&game.position(), text).unwrap()
    }

    #[test]
    fn a_try_is_right_when_it_would_not_be_graded() {
        assert!(is_right(0.0));
        assert!(is_right(0.029));
        assert!(!is_right(0.03));
        assert!(!is_right(0.5));
    }

    #[test]
    fn the_reviews_better_move_is_right_without_a_search() {
        let game = Game::new(Position::start());
        let m = game.position().legal_moves()[0];
        let mut engine = Engine::new(1 << 20);
        let judged = judge_try(&mut engine, &game, m, m, &Limits::nodes(1)).unwrap();
        assert_eq!(
            judged,
            Judged {
                right: true,
                loss: 0.0,
                reply: None
            }
        );
    }

    #[test]
    fn an_illegal_try_is_refused() {
        let game = Game::new(Position::start());
        let legal = game.position().legal_moves();
        let other = game_of(FREE_HUL);
        let foreign = other.position().legal_moves()[0];
        assert!(!legal.contains(&foreign));
        let mut engine = Engine::new(1 << 20);
        assert_eq!(
            judge_try(&mut engine, &game, foreign, legal[0], &Limits::nodes(100)),
            Err(GameError::Illegal(foreign))
        );
    }

    /// Two men a side; White's 16-23 gives its man away (30x16).
    const FREE_HUL: &str = "W:W1,16:B30,37";

    #[test]
    fn a_move_that_gives_a_man_away_is_wrong_and_the_reply_takes_it() {
        let game = game_of(FREE_HUL);
        let mut engine = Engine::new(1 << 20);
        let limits = Limits::depth(6);
        let best = engine.search(&game.position(), &[], &limits).unwrap().best;
        let blunder = mv(&game, "16-23");
        assert_ne!(best, blunder);
        let judged = judge_try(&mut engine, &game, blunder, best, &limits).unwrap();
        assert!(!judged.right, "{judged:?}");
        assert!(judged.loss >= 0.12, "{judged:?}");
        let mut after = game.clone();
        after.play(&blunder).unwrap();
        assert_eq!(judged.reply, Some(mv(&after, "30x16")));
    }

    #[test]
    fn a_move_as_good_as_the_better_one_is_right_and_a_bad_one_is_wrong_with_a_reply() {
        let game = game_of(FREE_HUL);
        let mut engine = Engine::new(1 << 20);
        let limits = Limits::depth(6);
        let best = engine.search(&game.position(), &[], &limits).unwrap().best;
        let mut judged: Vec<(Move, Judged)> = (game.position().legal_moves().into_iter())
            .map(|m| (m, judge_try(&mut engine, &game, m, best, &limits).unwrap()))
            .collect();
        judged.sort_by(|a, b| a.1.loss.total_cmp(&b.1.loss));
        assert!(judged.iter().any(|(_, j)| j.right));
        for (m, j) in &judged {
            assert_eq!(j.right, *m == best || j.loss < 0.03, "{m}: {j:?}");
            if !j.right {
                assert!(j.reply.is_some(), "{m}: a wrong try has a reply");
            }
        }
    }
}
