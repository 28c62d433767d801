//! Games by link for the link page (crates/link, docs/LINKS.md): reading a link, writing one
//! from a game, and what opening a link does to the stored game. The device keeps each game as
//! its latest link's text, so these three and the time options are all the page needs. A link
//! refused is thrown as a `LinkRefusedError` whose `link` ([`LinkProblem`]) names why, which
//! the page puts in the player's words.

use serde::Serialize;
use tobit_link::{
    merge, merge_from, GameId, GameLink, LinkError, Merged, NotSenders, State, TimePerMove,
};
use tobit_rules::{Color, Outcome};
use tobit_web::js::{self, MAX_TEXT};
use tobit_web::to_js::thrown_as;
use tobit_web::to_js::to_js;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// The longest text read as a link (a whole URL with the link after its `#`).
const MAX_LINK: usize = 4096;

/// The offers and results a link carries; JS names them by [`State::name`] (docs/LINKS.md).
const STATES: [State; 6] = [
    State::Playing,
    State::DrawOffered { by: Color::White },
    State::DrawOffered { by: Color::Black },
    State::DrawAgreed,
    State::Resigned { by: Color::White },
    State::Resigned { by: Color::Black },
];

/// A game by link as the page shows it (`linkRead`, `linkWrite`, `linkMerge`).
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct LinkGame {
    /// The game's id: 12 hex digits, the same in all its links.
    id: String,
    /// White's name (empty until White gives one).
    white: String,
    /// Black's name (empty until Black gives one).
    black: String,
    /// The moves as text, from the start position.
    moves: Vec<String>,
    /// The offer or result: `playing`, `draw-offered-by-white`, `draw-offered-by-black`,
    /// `draw-agreed`, `white-resigned`, `black-resigned`.
    #[tsify(type = "LinkState")]
    state: &'static str,
    /// The time per move in days, if the players chose one (shown, not enforced).
    days: Option<u8>,
    /// The side to move.
    turn: Color,
    /// How the game ended (on the board, by resignation or agreement), if it has.
    outcome: Option<Outcome>,
    /// The link's text: `g=` and base64url, to follow the `#` of the link page's URL.
    link: String,
}

#[wasm_bindgen(typescript_custom_section)]
const LINK_TYPES: &str = r#"
/** The offer or result a link carries (docs/LINKS.md). */
export type LinkState = "playing" | "draw-offered-by-white" | "draw-offered-by-black" | "draw-agreed" | "white-resigned" | "black-resigned";
/** What `linkRead`, `linkWrite` and `linkMerge` throw on a link they refuse: `link` says why. */
export interface LinkRefusedError extends Error {
    link: LinkProblem;
}
"#;

/// What opening a link does to the stored game (`linkMerge`).
#[derive(Serialize, Tsify)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum LinkMerge {
    /// The game is not on this device: store `game`.
    New {
        /// The link's game.
        game: LinkGame,
    },
    /// The link continues the stored game: store `game` in its place.
    Extends {
        /// The game to store.
        game: LinkGame,
        /// The moves (plies) the link adds; 0 for an offer or result alone.
        #[serde(rename = "newMoves")]
        new_moves: usize,
    },
    /// The link is the stored game's latest: nothing changes.
    Same {
        /// The stored game.
        game: LinkGame,
    },
    /// An older link of the stored game: nothing changes.
    Older {
        /// The stored game.
        game: LinkGame,
        /// The moves (plies) stored.
        #[serde(rename = "storedPlies")]
        stored_plies: usize,
        /// The moves (plies) in the link.
        #[serde(rename = "incomingPlies")]
        incoming_plies: usize,
    },
}

/// Why a link was refused, as data for the page's words: `code` is the kind.
#[derive(Serialize, Tsify)]
#[serde(tag = "code", rename_all = "kebab-case")]
pub enum LinkProblem {
    /// No game link in the text.
    NotALink,
    /// Cut short, changed by hand or mangled on the way (a bad character, length or check).
    Damaged,
    /// Made by a later release: update the app.
    NewerVersion,
    /// Passes its check but holds a field no link has (a faulty encoder).
    Malformed,
    /// A name too long (`max` bytes of UTF-8) or with a control character.
    BadName {
        /// Whose name.
        side: Color,
    },
    /// More moves than a link carries.
    TooManyMoves,
    /// A move the rules refuse, named.
    IllegalMove {
        /// Its move number.
        number: u32,
        /// Who plays it.
        side: Color,
        /// The move.
        text: String,
    },
    /// A move after the game ended on the board.
    MoveAfterEnd {
        /// Its move number.
        number: u32,
        /// Who plays it.
        side: Color,
    },
    /// An offer or result in a game already over on the board.
    StateAfterEnd,
    /// The link's moves and the stored game's part at a move.
    Diverges {
        /// The move number where they part.
        number: u32,
        /// Who plays it.
        side: Color,
        /// That move in the stored game.
        stored: String,
        /// That move in the link.
        incoming: String,
    },
    /// Endings that cannot both hold (a game over on one side goes on on the other).
    Conflict,
    /// A live message from `sender` changes what only the other player may change.
    NotTheSenders {
        /// Who sent it.
        sender: Color,
        /// What it changed: `move`, `state`, `name` or `time`.
        what: &'static str,
    },
    /// The stored game (or the id given) does not hold.
    StoredInvalid,
    /// A live message's clock times do not hold (time gained, a move after the flag, a time
    /// already known changed, another time control).
    BadClock,
}

impl From<&LinkError> for LinkProblem {
    fn from(error: &LinkError) -> LinkProblem {
        match error {
            LinkError::NotALink => LinkProblem::NotALink,
            LinkError::BadCharacter { .. }
            | LinkError::BadLength { .. }
            | LinkError::CheckFailed => LinkProblem::Damaged,
            LinkError::NewerVersion { .. } => LinkProblem::NewerVersion,
            LinkError::Malformed { .. } => LinkProblem::Malformed,
            LinkError::NameTooLong { side, .. } | LinkError::NameHasControl { side } => {
                LinkProblem::BadName { side: *side }
            }
            LinkError::TooManyMoves { .. } => LinkProblem::TooManyMoves,
            LinkError::IllegalMove {
                number, side, text, ..
            } => LinkProblem::IllegalMove {
                number: *number,
                side: *side,
                text: text.clone(),
            },
            LinkError::MoveAfterEnd { number, side, .. } => LinkProblem::MoveAfterEnd {
                number: *number,
                side: *side,
            },
            LinkError::StateAfterEnd { .. } => LinkProblem::StateAfterEnd,
            LinkError::Diverges {
                number,
                side,
                stored,
                incoming,
            } => LinkProblem::Diverges {
                number: *number,
                side: *side,
                stored: stored.clone(),
                incoming: incoming.clone(),
            },
            LinkError::Conflict { .. } => LinkProblem::Conflict,
            LinkError::NotTheSenders { sender, what } => LinkProblem::NotTheSenders {
                sender: *sender,
                what: match what {
                    NotSenders::Move { .. } => "move",
                    NotSenders::State { .. } => "state",
                    NotSenders::Name => "name",
                    NotSenders::TimePerMove => "time",
                },
            },
            LinkError::StoredInvalid { .. } | LinkError::DifferentGame { .. } => {
                LinkProblem::StoredInvalid
            }
        }
    }
}

/// `error` as the `Error` to throw: its English message, and `link` the problem as data.
pub(crate) fn refused(error: &LinkError) -> JsValue {
    thrown_as(&error.to_string(), &LinkProblem::from(error), "link")
}

/// The page's view of `link` (whose moves, offer and result hold: it was read or checked).
fn game_of(link: &GameLink) -> Result<LinkGame, JsValue> {
    let game = link.game().map_err(|e| refused(&e))?;
    Ok(LinkGame {
        id: link.id.to_string(),
        white: link.white.clone(),
        black: link.black.clone(),
        moves: link.moves.iter().map(ToString::to_string).collect(),
        state: link.state.name(),
        days: link.time_per_move.map(TimePerMove::days),
        turn: game.position().side(),
        outcome: game.status().outcome(),
        link: link.encode().map_err(|e| refused(&e))?,
    })
}

/// Reads the link in `text` (a whole URL, its part after `#`, or that part alone).
pub(crate) fn read(text: &JsValue, what: &str) -> Result<GameLink, JsValue> {
    let text = js::string(text, what, MAX_LINK)?;
    GameLink::decode(&text).map_err(|e| refused(&e))
}

/// Reads a link: the game it carries, every move checked by the rules engine. Throws a
/// `LinkRefusedError` for a link cut short, changed, of a later version or with an illegal move.
#[wasm_bindgen(js_name = linkRead)]
pub fn link_read(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Ts<LinkGame>, JsValue> {
    Ok(to_js(&game_of(&read(&text, "link")?)?)?)
}

/// Writes the link of a game: `{id, white, black, moves, state, days}` (`moves` as text from the
/// start position, `days` null or one of `linkDays()`), every move checked by the rules engine.
/// Throws a `LinkRefusedError` naming an illegal move, a name too long or an offer after the
/// end; a plain `Error` naming a bad argument.
#[wasm_bindgen(js_name = linkWrite)]
pub fn link_write(
    #[wasm_bindgen(
        unchecked_param_type = "{id: string, white: string, black: string, moves: string[], state: LinkState, days: number | null}"
    )]
    game: JsValue,
) -> Result<Ts<LinkGame>, JsValue> {
    let options = js::Options::read(
        &game,
        "game",
        &["id", "white", "black", "moves", "state", "days"],
    )?;
    let field = |key: &str| options.get(key).cloned().unwrap_or(JsValue::UNDEFINED);
    let id: GameId = js::string(&field("id"), "game.id", MAX_TEXT)?
        .parse()
        .map_err(|e: tobit_link::GameIdError| js::fail("game.id", &e.to_string()))?;
    let mut link = GameLink::new(id);
    link.white = js::string(&field("white"), "game.white", MAX_TEXT)?;
    link.black = js::string(&field("black"), "game.black", MAX_TEXT)?;
    let names = STATES.map(State::name);
    let state = js::one_of(&field("state"), "game.state", &names)?;
    let days = field("days");
    link.time_per_move = if js::absent(&days) {
        None
    } else {
        let days = js::integer(&days, "game.days", 1, 14)? as u8;
        Some(TimePerMove::from_days(days).ok_or_else(|| {
            js::fail(
                "game.days",
                &format!("{days} is not one of {:?}", TimePerMove::DAYS),
            )
        })?)
    };
    let moves = js::moves(&field("moves"), "game.moves")?;
    link.play_texts(&moves).map_err(|e| refused(&e))?;
    // Set after the moves: playing them would decline an offer.
    link.state = STATES[names.iter().position(|n| *n == state).unwrap_or(0)];
    Ok(to_js(&game_of(&link)?)?)
}

/// What opening the link `incoming` does to the stored game, whose latest link is `stored`
/// (null when this device has no game of that id): start it, extend it, or nothing (the same
/// or an older link). Throws a `LinkRefusedError` for a link refused: damaged, an illegal move,
/// moves that part from the stored game's (`diverges`, naming the move), endings in conflict.
#[wasm_bindgen(js_name = linkMerge)]
pub fn link_merge(
    #[wasm_bindgen(unchecked_param_type = "string | null")] stored: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] incoming: JsValue,
) -> Result<Ts<LinkMerge>, JsValue> {
    merged_with(&stored, &incoming, merge)
}

/// What a live message's link `incoming`, sent by the player of `sender`, does to the stored
/// game (docs/LIVE.md): `linkMerge`'s rules, and refused (`not-the-senders`) when it changes
/// what only the other player may change: a move of the other side, the other's offer or result,
/// the other's name or the time per move.
#[wasm_bindgen(js_name = liveMerge)]
pub fn live_merge(
    #[wasm_bindgen(unchecked_param_type = "string | null")] stored: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] incoming: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Color")] sender: JsValue,
) -> Result<Ts<LinkMerge>, JsValue> {
    let side = js::one_of(&sender, "sender", &["white", "black"])?;
    let sender = if side == "white" {
        Color::White
    } else {
        Color::Black
    };
    merged_with(&stored, &incoming, |s, i| merge_from(s, i, sender))
}

/// The merge of `incoming` into `stored` (null: none) by `rule`, for the page.
fn merged_with(
    stored: &JsValue,
    incoming: &JsValue,
    rule: impl Fn(Option<&GameLink>, &GameLink) -> Result<Merged, LinkError>,
) -> Result<Ts<LinkMerge>, JsValue> {
    let (stored, incoming) = read_pair(stored, incoming)?;
    let merged = rule(stored.as_ref(), &incoming).map_err(|e| refused(&e))?;
    Ok(to_js(&page_merge(merged, stored.as_ref(), &incoming)?)?)
}

/// The stored link (null: none) and the incoming one, of the same game.
pub(crate) fn read_pair(
    stored: &JsValue,
    incoming: &JsValue,
) -> Result<(Option<GameLink>, GameLink), JsValue> {
    let incoming = read(incoming, "incoming")?;
    if js::absent(stored) {
        return Ok((None, incoming));
    }
    let stored = read(stored, "stored").map_err(|_| {
        refused(&LinkError::StoredInvalid {
            problem: Box::new(LinkError::CheckFailed),
        })
    })?;
    if stored.id != incoming.id {
        return Err(js::fail("stored", "a link of another game").into());
    }
    Ok((Some(stored), incoming))
}

/// A merge as the page takes it.
pub(crate) fn page_merge(
    merged: Merged,
    stored: Option<&GameLink>,
    incoming: &GameLink,
) -> Result<LinkMerge, JsValue> {
    Ok(match merged {
        Merged::New(game) => LinkMerge::New {
            game: game_of(&game)?,
        },
        Merged::Extends { game, new_moves } => LinkMerge::Extends {
            game: game_of(&game)?,
            new_moves,
        },
        Merged::Same => LinkMerge::Same {
            game: game_of(incoming)?,
        },
        Merged::Older {
            stored_plies,
            incoming_plies,
        } => LinkMerge::Older {
            game: game_of(stored.unwrap_or(incoming))?,
            stored_plies,
            incoming_plies,
        },
    })
}

/// The choices of time per move, in days (shown, not enforced).
#[wasm_bindgen(js_name = linkDays)]
pub fn link_days() -> Vec<u8> {
    TimePerMove::DAYS.to_vec()
}

/// The longest name a link carries, in bytes of UTF-8: the name fields refuse a longer one as
/// it is typed.
#[wasm_bindgen(js_name = linkMaxNameBytes)]
pub fn link_max_name_bytes() -> usize {
    tobit_link::MAX_NAME_BYTES
}
