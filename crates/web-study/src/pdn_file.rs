//! PDN files for the app (`readPdnFile`, `writePdnFile`): every game of a file read at once,
//! each with what a list of games shows, its main line for My games and its canonical PDN (tags,
//! comments and variations kept); and several games written back, keeping all of each game or
//! only its main line, its variations or its comments. Run in a worker
//! (www/app/archive/pdn-worker.js), so a file of thousands of games never freezes the page.

use js_sys::Function;
use serde::Serialize;
use tobit_rules::pdn::{self, Keep, PdnError, ReadGame, MAX_TEXT_BYTES};
use tobit_rules::{Color, Position, Reason};
use tobit_web::js::{self, Options};
use tobit_web::to_js::to_js;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// How often (in games) `readPdnFile` reports its progress.
const PROGRESS_EVERY: usize = 250;

/// How a game of a file ended, by the rules or as its record states (a resignation, an agreed
/// draw): what a game of My games records.
#[derive(Serialize, Tsify)]
pub struct PdnOutcome {
    /// The winner; null for a draw.
    winner: Option<Color>,
    /// Why it ended.
    #[tsify(type = "OutcomeReason")]
    reason: &'static str,
    /// `2-0`, `0-2` or `1-1`.
    score: &'static str,
}

/// One game of a PDN file.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct PdnFileGame {
    /// Its number in the file, from 1.
    number: usize,
    /// The line where it begins.
    line: usize,
    /// The `White` tag, if any.
    white: Option<String>,
    /// The `Black` tag, if any.
    black: Option<String>,
    /// The `Date` tag, if any.
    date: Option<String>,
    /// The `Event` tag, if any.
    event: Option<String>,
    /// The result: `2-0`, `0-2`, `1-1` or `*`.
    result: &'static str,
    /// The moves (plies) of the main line read.
    plies: usize,
    /// The number of the main line's last move by the rules (White's and Black's move 5 are
    /// both 5; 0 without moves): what the page counts as the game's moves, as My games does.
    last_move: u32,
    /// Every variation, nested ones included.
    variations: usize,
    /// The start position when it is not the standard one.
    fen: Option<String>,
    /// The main line read, in notation.
    moves: Vec<String>,
    /// The canonical PDN of what was read (everything before an error).
    pdn: String,
    /// The first error (its code and what it names, which the page words): the game is kept
    /// up to it.
    error: Option<PdnError>,
    /// How it ended (null while it goes on).
    outcome: Option<PdnOutcome>,
    /// Whether anything of it can be kept: no error, or moves before the error (a game for
    /// another game, refused by its tags, has none).
    importable: bool,
}

/// Every game of a PDN file.
#[derive(Serialize, Tsify)]
pub struct PdnFile {
    /// The games, in order.
    games: Vec<PdnFileGame>,
}

fn summary(read: ReadGame) -> PdnFileGame {
    let tree = &read.tree;
    let tag = |name: &str| tree.tag(name).map(str::to_string);
    let plies = tree.plies();
    let game = tree.game();
    let last_move = plies
        .checked_sub(1)
        .map_or(0, |ply| game.move_number(ply).number);
    let status = game.status();
    let outcome = status.outcome().map(|o| PdnOutcome {
        winner: o.winner,
        reason: js::variant_name::<Reason>(o.reason as usize),
        score: status.result(),
    });
    PdnFileGame {
        number: read.number,
        line: read.line,
        white: tag("White"),
        black: tag("Black"),
        date: tag("Date"),
        event: tag("Event"),
        result: tree.result().token(),
        plies,
        last_move,
        variations: tree.variation_count(),
        fen: (tree.start() != Position::start()).then(|| tree.start().to_string()),
        moves: tree
            .main_line()
            .iter()
            .map(|p| p.mv().to_string())
            .collect(),
        pdn: pdn::write(tree),
        outcome,
        importable: read.error.is_none() || plies > 0,
        error: read.error,
    }
}

/// Every game of the PDN `text` (a leading byte-order mark skipped; at most 64 MiB): what a
/// list of games shows, the main line, the canonical PDN and the first error of each. A bad game
/// never stops the others: it keeps what came before its error. `onProgress(games, line)` is
/// called every 250 games with the games read so far and the line reached. Throws on a text
/// too large and when `onProgress` is not a function or throws.
#[wasm_bindgen(js_name = readPdnFile)]
pub fn read_pdn_file(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "((games: number, line: number) => void) | null"
    )]
    on_progress: JsValue,
) -> Result<Ts<PdnFile>, JsError> {
    let text = js::string(&text, "text", MAX_TEXT_BYTES)?;
    let progress = if js::absent(&on_progress) {
        None
    } else {
        let f = on_progress.dyn_ref::<Function>().cloned();
        Some(f.ok_or_else(|| js::fail("onProgress", "expected a function"))?)
    };
    let read = pdn::read_games(&text).map_err(|e| js::fail("text", &e.to_string()))?;
    let mut games = Vec::with_capacity(read.len());
    for game in read {
        if let (Some(f), true) = (&progress, games.len() % PROGRESS_EVERY == 0) {
            let (done, line) = (games.len() as f64, game.line as f64);
            js::call_back(f, &[done.into(), line.into()])
                .map_err(|e| JsError::new(&format!("onProgress threw: {}", js::shown(&e))))?;
        }
        games.push(summary(game));
    }
    to_js(&PdnFile { games })
}

/// The keys of `writePdnFile`'s options.
const KEEP_KEYS: [&str; 2] = ["variations", "comments"];

/// The games of the PDN `text` (canonical PDN, as `readPdnFile` gives it) written as one file,
/// each keeping its main line, its tags and its result, and what `options`
/// (`{variations?, comments?}`, both true when absent) say: its variations, its comments and
/// glyphs. Throws on bad options and on a game with an error (naming it, its line and column).
#[wasm_bindgen(js_name = writePdnFile)]
pub fn write_pdn_file(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "{variations?: boolean, comments?: boolean} | null"
    )]
    options: JsValue,
) -> Result<String, JsError> {
    let text = js::string(&text, "text", MAX_TEXT_BYTES)?;
    let o = Options::read(&options, "options", &KEEP_KEYS)?;
    let flag = |key: &str| match o.get(key) {
        Some(v) => js::boolean(v, &format!("options.{key}")),
        None => Ok(true),
    };
    let keep = Keep {
        variations: flag("variations")?,
        comments: flag("comments")?,
    };
    let read = pdn::read_games(&text).map_err(|e| js::fail("text", &e.to_string()))?;
    let mut trees = Vec::with_capacity(read.len());
    for game in read {
        if let Some(e) = game.error {
            return Err(js::fail("text", &format!("game {}: {e}", game.number)));
        }
        trees.push(pdn::trimmed(&game.tree, keep));
    }
    Ok(pdn::write_all(&trees))
}
