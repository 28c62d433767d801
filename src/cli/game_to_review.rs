//! The arguments `tobit review` and `tobit report` share: the game (game N of a PDN file, or
//! moves from a position) and the review's work per position.

use super::analyse::game_after;
use super::args;
use super::search_setup::{OneLimit, LIMIT_OPTIONS};
use lexopt::Arg;
use tobit_ai::review::REVIEW_NODES;
use tobit_ai::Limits;
use tobit_rules::{pdn, Game};

/// A game to review and the work per position, read from a command's arguments.
pub(super) struct GameToReview {
    /// The game.
    pub game: Game,
    /// The limit per position (default `REVIEW_NODES`, the app's).
    pub limits: Limits,
    /// The command's own switches (of those it named) that were given.
    pub switches: Vec<&'static str>,
}

impl GameToReview {
    /// Reads `FILE [--game N]` or `[--fen FEN] --moves "M1 M2 ..."`, one limit, and the
    /// switches in `switches` (given without a value).
    pub fn parse(arguments: &[String], switches: &[&'static str]) -> Result<Self, String> {
        let mut file = None;
        let mut number = None;
        let mut fen = None;
        let mut moves = None;
        let mut given = Vec::new();
        let mut limit = OneLimit::default();
        let mut parser = args::parser(arguments);
        while let Some(arg) = args::next(&mut parser)? {
            match arg {
                Arg::Value(v) => {
                    if file.replace(args::word(v)?).is_some() {
                        return Err("give one FILE".into());
                    }
                }
                Arg::Long("game") => {
                    let value = args::value(&mut parser)?;
                    number = Some(args::number("--game", &value, 1, u64::MAX)? as usize);
                }
                Arg::Long("fen") => fen = Some(args::value(&mut parser)?),
                Arg::Long("moves") => moves = Some(args::value(&mut parser)?),
                Arg::Long(name) if LIMIT_OPTIONS.contains(&name) => {
                    let name = name.to_string();
                    limit.set(&name, &args::value(&mut parser)?)?;
                }
                Arg::Long(name) if switches.contains(&name) => {
                    given.extend(switches.iter().find(|&&s| s == name));
                }
                other => return Err(args::unexpected(other)),
            }
        }
        let limits = limit.or(Limits::nodes(REVIEW_NODES))?;
        let game = match (file, moves) {
            (Some(file), None) if fen.is_none() => game_in(&file, number.unwrap_or(1))?,
            (None, Some(moves)) if number.is_none() => {
                game_after(fen.as_deref().unwrap_or("start"), &moves)?
            }
            (None, Some(_)) => return Err("--game needs a PDN FILE".into()),
            _ => return Err("give a PDN FILE or --moves (with --fen if needed)".into()),
        };
        Ok(GameToReview {
            game,
            limits,
            switches: given,
        })
    }
}

/// Game `number` (from 1) of a PDN file; a game with an error is refused, naming it.
fn game_in(file: &str, number: usize) -> Result<Game, String> {
    let text = args::read_input(file)?;
    let games = pdn::read_games(&text).map_err(|e| format!("{file}: {e}"))?;
    let count = games.len();
    let read = (games.into_iter().nth(number - 1))
        .ok_or_else(|| format!("{file}: no game {number} (the file holds {count})"))?;
    match read.error {
        Some(e) => Err(format!("{file}: game {number}: {e}")),
        None => Ok(read.tree.game()),
    }
}
