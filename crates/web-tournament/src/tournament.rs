//! `Tournament` for JS: one tournament as its command log, each change applied whole or
//! refused ([`crate::error`]), undone by replaying the others, saved as the log's JSON.

use crate::error::{bad_argument, refused, trf_refused, TournamentRefusal};
use crate::view::{standing_rows, TournamentView};
use serde::Serialize;
use tobit_tournament::crosstable::{grid, wallchart};
use tobit_tournament::trf;
use tobit_tournament::{
    Command, Format, Scoring, Settings, TieBreak, Tournament as Inner, MAX_ROUNDS, MIN_ROUNDS,
};
use tobit_web::js;
use tobit_web::to_js::to_js;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// The longest file accepted (a log's JSON, a TRF): far beyond a tournament of 1000 players and
/// 20 rounds.
const MAX_LOG: usize = 64 << 20;

/// A tournament: its command log and the state the log makes.
#[wasm_bindgen(js_name = Tournament)]
pub struct Tournament {
    inner: Inner,
}

/// The text of a file argument `what` (a saved log, a TRF): a string of at most 64 MiB.
fn file_text(v: &JsValue, what: &str) -> Result<String, JsValue> {
    let text = v
        .as_string()
        .ok_or_else(|| bad_argument(what, "not a string"))?;
    if text.len() > MAX_LOG {
        return Err(bad_argument(what, "longer than 64 MiB"));
    }
    Ok(text)
}

/// The text of a TRF file's bytes in the encoding [`trf::detect`] names: UTF-8 as it is, the
/// others decoded by the browser's `TextDecoder` (the module carries no encoding tables).
fn decoded(bytes: &[u8]) -> Result<String, JsValue> {
    match trf::detect(bytes) {
        trf::TrfEncoding::Utf8 => Ok(String::from_utf8_lossy(bytes).into_owned()),
        encoding => web_sys::TextDecoder::new_with_label(encoding.label())
            .and_then(|d| d.decode_with_u8_array(bytes))
            .map_err(|_| bad_argument("trf", "not decodable")),
    }
}

/// A list as JS sees it (its declaration given by the export).
fn list<T: Serialize>(items: &[T]) -> Result<JsValue, JsValue> {
    serde_wasm_bindgen::to_value(items).map_err(|e| bad_argument("result", &e.to_string()))
}

/// A typed argument read by serde (its shape checked, the error naming `what`), from a plain
/// copy ([`js::plain`]: a throwing getter, a bigint, a lone surrogate refused before serde
/// reads it).
fn read<T: Tsify + serde::de::DeserializeOwned>(v: JsValue, what: &str) -> Result<T, JsValue> {
    let v = js::plain(&v).map_err(|problem| bad_argument(what, &problem))?;
    T::from_js(v).map_err(|e| bad_argument(what, &e.to_string()))
}

#[wasm_bindgen(js_class = Tournament)]
impl Tournament {
    /// A new tournament with `settings` (its log is `Create` alone). Throws a
    /// `TournamentError` on settings the tournament refuses (no name, a scoring where a win
    /// does not beat a draw, a Swiss of no rounds, a tie-break listed twice) or of a bad shape.
    pub fn create(settings: Ts<Settings>) -> Result<Tournament, JsValue> {
        let settings: Settings = read(settings.into(), "settings")?;
        let inner = Inner::new(settings).map_err(|e| refused(&e))?;
        Ok(Tournament { inner })
    }

    /// The tournament of a saved log (`logJson`'s text). Throws a `TournamentError` naming
    /// the command refused (`command`, from 1) or saying the text is not a log.
    #[wasm_bindgen(js_name = fromLog)]
    pub fn from_log(json: JsValue) -> Result<Tournament, JsValue> {
        let text = file_text(&json, "log")?;
        let not_a_log =
            |problem: &str| bad_argument("log", &format!("not a tournament's log: {problem}"));
        // JS's own JSON reader, then serde-wasm-bindgen: no second JSON reader in the module.
        let value = js_sys::JSON::parse(&text).map_err(|_| not_a_log("not JSON"))?;
        let log: Vec<Command> =
            serde_wasm_bindgen::from_value(value).map_err(|e| not_a_log(&e.to_string()))?;
        let inner = Inner::from_log(log).map_err(|(number, e)| {
            let mut r = TournamentRefusal::of(&e);
            r.command = Some(number);
            r.thrown()
        })?;
        Ok(Tournament { inner })
    }

    /// The tournament a TRF (TRF-2026) describes, its every round checked again: the file's
    /// bytes (a `Uint8Array`: UTF-8, Windows-1251 or Latin-1, detected) or its text. Throws a
    /// `TournamentError` of code `trf` naming the line that is wrong and why.
    #[wasm_bindgen(js_name = fromTrf)]
    pub fn from_trf(
        #[wasm_bindgen(unchecked_param_type = "Uint8Array | string")] file: JsValue,
    ) -> Result<Tournament, JsValue> {
        let inner = if let Some(bytes) = file.dyn_ref::<js_sys::Uint8Array>() {
            if bytes.length() as usize > MAX_LOG {
                return Err(bad_argument("trf", "longer than 64 MiB"));
            }
            trf::read(&decoded(&bytes.to_vec())?)
        } else {
            trf::read(&file_text(&file, "trf")?)
        };
        Ok(Tournament {
            inner: inner.map_err(|e| trf_refused(&e))?,
        })
    }

    /// The tournament as a TRF (TRF-2026, the points per result in record 162).
    #[wasm_bindgen(js_name = toTrf)]
    pub fn to_trf(&self) -> String {
        trf::write(&self.inner)
    }

    /// Applies one command, all of it or nothing; returns the warnings of a pairing that
    /// breaks a hard rule (one typed or changed by hand). Throws a `TournamentError` on a
    /// command refused or of a bad shape.
    #[wasm_bindgen(unchecked_return_type = "Warning[]")]
    pub fn apply(&mut self, command: Ts<Command>) -> Result<JsValue, JsValue> {
        let command: Command = read(command.into(), "command")?;
        if let Command::Create(_) = command {
            return Err(refused(&tobit_tournament::Error::NotCreatedFirst));
        }
        let warnings = self.inner.apply(command).map_err(|e| refused(&e))?;
        list(&warnings)
    }

    /// Drops the last command (never `Create`) and returns it; undefined when there is none.
    #[wasm_bindgen(unchecked_return_type = "Command | undefined")]
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        match self.inner.undo() {
            Some(c) => Ok(to_js(&c)?.into()),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The command log as JSON, to store and to give back to `fromLog`: the form serde_json
    /// writes (None as null), made by serde-wasm-bindgen and JS's `JSON.stringify`.
    #[wasm_bindgen(js_name = logJson)]
    pub fn log_json(&self) -> Result<String, JsError> {
        let failed = || JsError::new("could not write the log");
        let value = (self.inner.log())
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|_| failed())?;
        let text = js_sys::JSON::stringify(&value).map_err(|_| failed())?;
        Ok(text.into())
    }

    /// The state as the page shows it.
    pub fn view(&self) -> Result<Ts<TournamentView>, JsError> {
        to_js(&TournamentView::of(
            self.inner.state(),
            self.inner.log().len(),
        ))
    }

    /// The command that pairs the next round (Berger table, Swiss pairing or knockout
    /// bracket), not applied: the page applies it, or changes it and applies that. Throws a
    /// `TournamentError` when no round can be paired now (`tooFewPlayers`,
    /// `roundIncomplete`, `tournamentOver`, `noLegalPairing`).
    #[wasm_bindgen(js_name = nextPairing)]
    pub fn next_pairing(&self) -> Result<Ts<Command>, JsValue> {
        let command = self.inner.next_pairing().map_err(|e| refused(&e))?;
        Ok(to_js(&command)?)
    }

    /// The standings: score, then the tie-breaks in their frozen order.
    #[wasm_bindgen(unchecked_return_type = "StandingRow[]")]
    pub fn standings(&self) -> Result<JsValue, JsValue> {
        list(&standing_rows(self.inner.state()))
    }

    /// The Swiss wallchart: a line per player in standings order, a cell per round (the
    /// opponent's line number, the colour, the result; points in half points).
    #[wasm_bindgen(unchecked_return_type = "Line<WallCell>[]")]
    pub fn wallchart(&self) -> Result<JsValue, JsValue> {
        list(&wallchart(self.inner.state()))
    }

    /// The round-robin grid: a line per player in standings order, `cells[j]` the games
    /// against the player of line `j + 1` (points in half points).
    #[wasm_bindgen(unchecked_return_type = "Line<Mark[]>[]")]
    pub fn grid(&self) -> Result<JsValue, JsValue> {
        list(&grid(self.inner.state()))
    }
}

/// Every tie-break, in the order the create form lists them.
#[wasm_bindgen(js_name = tieBreaks, unchecked_return_type = "TieBreak[]")]
pub fn tie_breaks() -> Result<JsValue, JsValue> {
    list(&TieBreak::ALL)
}

/// The settings a new tournament of `format` starts from: the tournament's defaults (2-1-0,
/// rating order, the tie-breaks usual for the format), named `name`. Throws on a bad format.
#[wasm_bindgen(js_name = defaultSettings)]
pub fn default_settings(name: JsValue, format: Ts<Format>) -> Result<Ts<Settings>, JsValue> {
    let name = js::string(&name, "name", js::MAX_TEXT)
        .map_err(|_| bad_argument("name", "not a string of at most 1024 bytes"))?;
    let format: Format = read(format.into(), "format")?;
    Ok(to_js(&Settings::new(&name, format))?)
}

/// The scorings the create form offers: 2-1-0 (the Tobit default) and 1-½-0 (in half points).
#[wasm_bindgen(unchecked_return_type = "Scoring[]")]
pub fn scorings() -> Result<JsValue, JsValue> {
    list(&[Scoring::TWO_ONE_ZERO, Scoring::ONE_HALF_ZERO])
}

/// How many rounds a Swiss may have: from `min` to `max` (the tournament's limits, what a TRF
/// carries back). The create form's rounds field takes them from here.
#[derive(Serialize, Tsify)]
pub struct RoundLimits {
    /// The fewest.
    pub min: usize,
    /// The most.
    pub max: usize,
}

/// The rounds a Swiss may have ([`RoundLimits`]).
#[wasm_bindgen(js_name = roundLimits)]
pub fn round_limits() -> Result<Ts<RoundLimits>, JsError> {
    to_js(&RoundLimits {
        min: MIN_ROUNDS,
        max: MAX_ROUNDS,
    })
}
