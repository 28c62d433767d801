//! `tobit link encode|decode|merge`: games by link (docs/LINKS.md, the `tobit-link` crate).

use super::{args, Failure};
use lexopt::Arg;
use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io::Write;
use tobit_link::{merge, GameId, GameLink, Merged, State, TimePerMove};

/// Help for `tobit link`.
pub const HELP: &str = "link encode|decode|merge ...  games by link: make, read and merge links

tobit link encode [OPTIONS] MOVE...
    prints the link (g=... to put after the app's URL and #) of the game of the
    moves (move text, from the start position; an illegal one is named).
    --id HEX        the game id, 12 hex digits (default: random)
    --white NAME    White's name    --black NAME    Black's name (32 bytes at most)
    --time DAYS     the time per move: 1, 2, 3, 5, 7 or 14 days (default: none)
    --state STATE   playing (default), draw-offered-by-white, draw-offered-by-black,
                    draw-agreed, white-resigned, black-resigned
tobit link decode LINK
    prints what the link carries, one field a line (a URL with #g=... is read too);
    a link cut short or changed is refused.
tobit link merge STORED LINK
    what opening LINK does to the stored game (its latest link, or 'none'): new,
    extends (then the link to store), same or older; exits with status 1 when
    the link is refused (its moves part from the stored game's, or its ending
    contradicts it), naming where.
See docs/LINKS.md.";

/// Runs `tobit link`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let Some((sub, rest)) = args.split_first() else {
        return Err("expected encode, decode or merge (see --help)"
            .to_string()
            .into());
    };
    match sub.as_str() {
        "encode" => Ok(encode(rest, out)?),
        "decode" => {
            let [text] = args::expect(rest, "LINK")?;
            Ok(describe(&decode(&text)?, &text, out)?)
        }
        "merge" => merge_command(rest, out),
        other => Err(format!("unknown link command '{other}' (encode, decode or merge)").into()),
    }
}

/// `tobit link encode`.
fn encode(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut link = GameLink::new(random_id());
    let (mut moves, mut state) = (Vec::new(), State::Playing);
    let mut parser = args::parser(args);
    while let Some(arg) = args::next(&mut parser)? {
        match arg {
            Arg::Long("id") => {
                let text = args::value(&mut parser)?;
                link.id = text.parse().map_err(|e| format!("{e}"))?;
            }
            Arg::Long("white") => link.white = args::value(&mut parser)?,
            Arg::Long("black") => link.black = args::value(&mut parser)?,
            Arg::Long("time") => {
                let text = args::value(&mut parser)?;
                let days = args::number("--time", &text, 1, 14)? as u8;
                link.time_per_move =
                    Some(TimePerMove::from_days(days).ok_or_else(|| {
                        format!("--time takes 1, 2, 3, 5, 7 or 14 days, not {days}")
                    })?);
            }
            Arg::Long("state") => {
                let text = args::value(&mut parser)?;
                state = State::from_name(&text)
                    .ok_or_else(|| format!("unknown state '{text}' (see --help)"))?;
            }
            Arg::Value(v) => moves.push(args::word(v)?),
            other => return Err(args::unexpected(other)),
        }
    }
    link.play_texts(&moves).map_err(|e| e.to_string())?;
    link.state = state; // after the moves, which would decline an offer
    let text = link.encode().map_err(|e| e.to_string())?;
    writeln!(out, "{text}").map_err(args::output_error)
}

/// A random game id: std's per-process random hash keys, so the CLI needs no random crate.
fn random_id() -> GameId {
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u32(std::process::id());
    let bits = hasher.finish().to_le_bytes();
    let mut id = [0; GameId::BYTES];
    id.copy_from_slice(&bits[..GameId::BYTES]);
    GameId(id)
}

/// A link read from the command line, or its error as the command's message.
fn decode(text: &str) -> Result<GameLink, String> {
    GameLink::decode(text).map_err(|e| e.to_string())
}

/// Prints what a link carries.
fn describe(link: &GameLink, text: &str, out: &mut dyn Write) -> Result<(), String> {
    let game = link.game().map_err(|e| e.to_string())?;
    let moves: Vec<String> = link.moves.iter().map(ToString::to_string).collect();
    let time = link
        .time_per_move
        .map_or("none".to_string(), |t| t.to_string());
    let fragment = text.trim().split_once('#').map_or(text.trim(), |(_, f)| f);
    writeln!(
        out,
        "id: {}\nwhite: {}\nblack: {}\ntime per move: {time}\nstate: {}\nmoves ({}): {}\n\
         status: {}\nposition: {}\nlength: {} characters",
        link.id,
        link.white,
        link.black,
        link.state.name(),
        moves.len(),
        moves.join(" "),
        game.status(),
        game.position(),
        fragment.chars().count(),
    )
    .map_err(args::output_error)
}

/// `tobit link merge STORED LINK`.
fn merge_command(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let [stored, incoming] = args::expect(args, "STORED LINK")?;
    let stored = match stored.as_str() {
        "none" => None,
        text => Some(decode(text).map_err(|e| format!("the stored game: {e}"))?),
    };
    let incoming = decode(&incoming)?;
    let report = match merge(stored.as_ref(), &incoming) {
        Ok(Merged::New(game)) => format!(
            "new: a game not on this device, store it\n{}",
            game.encode().map_err(|e| e.to_string())?
        ),
        Ok(Merged::Extends { game, new_moves }) => format!(
            "extends: {new_moves} new move(s), state {}; store\n{}",
            game.state.name(),
            game.encode().map_err(|e| e.to_string())?
        ),
        Ok(Merged::Same) => "same: this link is the stored game's latest, nothing changes".into(),
        Ok(Merged::Older {
            stored_plies,
            incoming_plies,
        }) => format!(
            "older: the link ({incoming_plies} moves) is older than the stored game \
             ({stored_plies} moves), nothing changes"
        ),
        Err(e) => {
            writeln!(out, "refused: {e}").map_err(|e| Failure::Error(args::output_error(e)))?;
            return Err(Failure::Verdict(e.to_string()));
        }
    };
    writeln!(out, "{report}").map_err(|e| Failure::Error(args::output_error(e)))
}
