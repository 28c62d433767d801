//! The `Board` class: a canvas board that owns a game, draws it, animates moves and turns
//! pointer events into moves.

use super::render::{draw, Floating, Scene};
use super::session::Session;
use super::shapes::{color_name, from_js, parse_color, to_js, MoveDetail, StatusInfo};
use crate::rules::{Bitboard, Color, Kind, Move, Position};
use crate::view::anim::{MoveAnimation, DEFAULT_HOP_MS};
use crate::view::geometry::{Geometry, Xy};
use crate::view::hit::point_at;
use crate::view::input::{MoveInput, Outcome};
use crate::view::theme::Theme;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// The largest device pixel ratio honoured (a larger one is clamped, not refused).
const MAX_DPR: f64 = 8.0;
/// The largest board side in CSS pixels.
const MAX_CSS_SIZE: f64 = 8192.0;

/// Who may move pieces with the pointer.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Interactive {
    White,
    Black,
    Both,
    None,
}

impl Interactive {
    fn parse(text: &str) -> Result<Interactive, String> {
        match text {
            "white" => Ok(Interactive::White),
            "black" => Ok(Interactive::Black),
            "both" => Ok(Interactive::Both),
            "none" => Ok(Interactive::None),
            _ => Err(format!(
                "options.interactive: expected \"white\", \"black\", \"both\" or \"none\", got {text:?}"
            )),
        }
    }

    fn allows(self, side: Color) -> bool {
        match self {
            Interactive::Both => true,
            Interactive::None => false,
            Interactive::White => side == Color::White,
            Interactive::Black => side == Color::Black,
        }
    }
}

/// The options of `setOptions`; every field is optional and absent ones keep their value.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct OptionsIn {
    numbers: Option<bool>,
    animation_ms: Option<f64>,
    interactive: Option<String>,
    dark: Option<bool>,
    colors: Option<BTreeMap<String, String>>,
}

/// The keys `setOptions` accepts.
const OPTION_KEYS: [&str; 5] = ["numbers", "animationMs", "interactive", "dark", "colors"];

/// A point centre for JS: `{x, y}` in CSS pixels relative to the canvas.
#[derive(Serialize)]
struct XyOut {
    x: f64,
    y: f64,
}

/// A move being animated: the position before it, the move, and its timeline once the first
/// frame has fixed its start time.
struct Running {
    before: Position,
    mv: Move,
    promotes: bool,
    timeline: Option<MoveAnimation>,
}

/// The canvas board: `new Board(canvas)`, then `resize`, `load`, pointer events and `frame`.
#[wasm_bindgen]
pub struct Board {
    ctx: CanvasRenderingContext2d,
    canvas: HtmlCanvasElement,
    session: Session,
    view_ply: Option<usize>,
    orientation: Color,
    numbers: bool,
    hop_ms: f64,
    interactive: Interactive,
    dark: bool,
    colors: BTreeMap<String, String>,
    theme: Theme,
    geometry: Geometry,
    dpr: f64,
    input: MoveInput,
    running: Option<Running>,
    /// The time of the last `frame` call, on its clock.
    now_ms: f64,
}

#[wasm_bindgen]
impl Board {
    /// A board drawing on `canvas`, showing the start position, White at the bottom.
    #[wasm_bindgen(constructor)]
    pub fn new(canvas: HtmlCanvasElement) -> Result<Board, JsError> {
        let ctx = canvas
            .get_context("2d")
            .map_err(|_| JsError::new("the canvas refused a 2d context"))?
            .ok_or_else(|| JsError::new("the canvas has no 2d context (already used for WebGL?)"))?
            .dyn_into::<CanvasRenderingContext2d>()
            .map_err(|_| JsError::new("the canvas 2d context has an unexpected type"))?;
        let (w, h) = (f64::from(canvas.width()), f64::from(canvas.height()));
        let session = Session::new(None, &[]).map_err(|e| JsError::new(&e))?;
        let mut board = Board {
            ctx,
            canvas,
            session,
            view_ply: None,
            orientation: Color::White,
            numbers: true,
            hop_ms: DEFAULT_HOP_MS,
            interactive: Interactive::Both,
            dark: false,
            colors: BTreeMap::new(),
            theme: Theme::light(),
            geometry: Geometry::new(w, h, Color::White),
            dpr: 1.0,
            input: MoveInput::default(),
            running: None,
            now_ms: 0.0,
        };
        board.reset_input();
        Ok(board)
    }

    /// Loads a game: the position of `fen` (the start when absent or empty) with `moves`
    /// replayed (none when absent). Throws, keeping the current game, on a bad FEN or move.
    pub fn load(&mut self, fen: Option<String>, moves: Option<Vec<String>>) -> Result<(), JsError> {
        let moves = moves.unwrap_or_default();
        self.session = Session::new(fen.as_deref(), &moves).map_err(|e| JsError::new(&e))?;
        self.view_ply = None;
        self.after_change();
        Ok(())
    }

    /// Plays a move given in notation, animated; returns `{notation, path, captured, fen, by}`.
    /// Throws, changing nothing, when the move is illegal or the game is over.
    pub fn play(&mut self, notation: &str) -> Result<JsValue, JsError> {
        let before = self.session.game().position();
        let m = self
            .session
            .play_text(notation)
            .map_err(|e| JsError::new(&e))?;
        self.after_move(before, m, true)
    }

    /// Takes back the last action; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let done = self.session.undo();
        self.after_change();
        done
    }

    /// Does again the last action taken back; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        let done = self.session.redo();
        self.after_change();
        done
    }

    /// Whether [`Board::redo`] has an action to do again.
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.session.can_redo()
    }

    /// The side `color` (`"white"` or `"black"`) resigns.
    pub fn resign(&mut self, color: &str) -> Result<(), JsError> {
        let color = parse_color(color, "resign")?;
        self.session.resign(color).map_err(|e| JsError::new(&e))?;
        self.after_change();
        Ok(())
    }

    /// The players agree to a draw.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsError> {
        self.session.agree_draw().map_err(|e| JsError::new(&e))?;
        self.after_change();
        Ok(())
    }

    /// Shows the position after `ply` moves, read-only; `-1` returns to the live game.
    #[wasm_bindgen(js_name = showPly)]
    pub fn show_ply(&mut self, ply: i32) -> Result<(), JsError> {
        let played = self.session.game().moves().len();
        self.view_ply = match ply {
            -1 => None,
            n if n >= 0 && n as usize <= played => Some(n as usize),
            n => {
                return Err(JsError::new(&format!(
                    "showPly: {n} is not -1 or a ply 0..{played}"
                )))
            }
        };
        self.after_change();
        Ok(())
    }

    /// The FEN of the live game's current position.
    pub fn fen(&self) -> String {
        self.session.fen()
    }

    /// The moves played, in notation.
    pub fn history(&self) -> Vec<String> {
        self.session.history()
    }

    /// `{over, result, winner, reason, sideToMove}` of the live game.
    pub fn status(&self) -> Result<JsValue, JsError> {
        let status: StatusInfo = self.session.status();
        to_js(&status)
    }

    /// The legal moves of the live game: `[{notation, from, to, path, captured}]`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.legal_move_infos())
    }

    /// The moves played with their numbers (docs/RULES.md section 8):
    /// `[{number, side, notation, captured}]`, `side` the colour that played each.
    #[wasm_bindgen(js_name = numberedMoves)]
    pub fn numbered_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.numbered_moves())
    }

    /// The game as PDN text.
    pub fn pdn(&self) -> String {
        self.session.pdn()
    }

    /// Which side is drawn at the bottom: `"white"` or `"black"`.
    #[wasm_bindgen(js_name = setOrientation)]
    pub fn set_orientation(&mut self, color: &str) -> Result<(), JsError> {
        self.orientation = parse_color(color, "setOrientation")?;
        self.relayout();
        Ok(())
    }

    /// Turns the board around.
    pub fn flip(&mut self) {
        self.orientation = self.orientation.opponent();
        self.relayout();
    }

    /// The side drawn at the bottom.
    pub fn orientation(&self) -> String {
        color_name(self.orientation).to_string()
    }

    /// `{numbers, animationMs, interactive, dark, colors}`, each optional. `animationMs` is the
    /// duration of one hop (0 = no animation); `colors` overrides theme colours by name and
    /// replaces the overrides given before.
    #[wasm_bindgen(js_name = setOptions)]
    pub fn set_options(&mut self, options: JsValue) -> Result<(), JsError> {
        let o: OptionsIn = from_js(options, "options", &OPTION_KEYS)?;
        let interactive = match o.interactive.as_deref() {
            Some(text) => Interactive::parse(text).map_err(|e| JsError::new(&e))?,
            None => self.interactive,
        };
        let hop_ms = match o.animation_ms {
            Some(ms) if !(ms.is_finite() && (0.0..=10_000.0).contains(&ms)) => {
                return Err(JsError::new(&format!(
                    "options.animationMs: {ms} is not a duration 0..10000"
                )))
            }
            Some(ms) => ms,
            None => self.hop_ms,
        };
        let dark = o.dark.unwrap_or(self.dark);
        let colors = o.colors.unwrap_or_else(|| self.colors.clone());
        let theme = themed(dark, &colors).map_err(|e| JsError::new(&e))?;
        self.numbers = o.numbers.unwrap_or(self.numbers);
        self.hop_ms = hop_ms;
        self.interactive = interactive;
        self.dark = dark;
        self.colors = colors;
        self.theme = theme;
        self.reset_input();
        self.redraw();
        Ok(())
    }

    /// Sizes the board to `css_width` x `css_height` CSS pixels at `dpr` device pixels per CSS
    /// pixel: the canvas backing store gets the device size, so drawing stays crisp.
    pub fn resize(&mut self, css_width: f64, css_height: f64, dpr: f64) -> Result<(), JsError> {
        let size_ok = |v: f64| v.is_finite() && (0.0..=MAX_CSS_SIZE).contains(&v);
        if !size_ok(css_width) || !size_ok(css_height) {
            return Err(JsError::new(&format!(
                "resize: {css_width} x {css_height} is not a size 0..{MAX_CSS_SIZE} in CSS pixels"
            )));
        }
        if !(dpr.is_finite() && dpr > 0.0) {
            return Err(JsError::new(&format!(
                "resize: device pixel ratio {dpr} is not a positive number"
            )));
        }
        self.dpr = dpr.min(MAX_DPR);
        self.canvas.set_width((css_width * self.dpr).round() as u32);
        self.canvas
            .set_height((css_height * self.dpr).round() as u32);
        self.geometry = Geometry::new(css_width, css_height, self.orientation);
        self.redraw();
        Ok(())
    }

    /// The pointer went down at (x, y), CSS pixels relative to the canvas. Returns the move
    /// detail when this completed a move, else `undefined`.
    #[wasm_bindgen(js_name = pointerDown)]
    pub fn pointer_down(&mut self, x: f64, y: f64) -> Result<JsValue, JsError> {
        let xy = Xy { x, y };
        let p = point_at(&self.geometry, xy);
        let outcome = self.input.pointer_down(p, xy);
        self.apply(outcome, true)
    }

    /// The pointer moved to (x, y); drags the pressed piece.
    #[wasm_bindgen(js_name = pointerMove)]
    pub fn pointer_move(&mut self, x: f64, y: f64) {
        if self.input.pointer_move(Xy { x, y }) {
            self.redraw();
        }
    }

    /// The pointer went up at (x, y). Returns the move detail when this completed a move (a
    /// drop, played without animation), else `undefined`.
    #[wasm_bindgen(js_name = pointerUp)]
    pub fn pointer_up(&mut self, x: f64, y: f64) -> Result<JsValue, JsError> {
        let xy = Xy { x, y };
        let p = point_at(&self.geometry, xy);
        let outcome = self.input.pointer_up(p, xy);
        self.apply(outcome, false)
    }

    /// The gesture was cancelled: a dragged piece goes back, the selection stays.
    #[wasm_bindgen(js_name = pointerCancel)]
    pub fn pointer_cancel(&mut self) {
        if self.input.pointer_cancel() != Outcome::Ignored {
            self.redraw();
        }
    }

    /// Draws the board as it is at `now_ms` (a `requestAnimationFrame` time); `true` while an
    /// animation still needs frames.
    pub fn frame(&mut self, now_ms: f64) -> bool {
        let now_ms = if now_ms.is_finite() {
            now_ms
        } else {
            self.now_ms
        };
        self.now_ms = now_ms;
        if let Some(run) = self.running.as_mut() {
            let timeline = run.timeline.get_or_insert_with(|| {
                MoveAnimation::new(&run.mv, run.promotes, self.hop_ms, now_ms)
            });
            if timeline.frame(now_ms).done {
                self.running = None;
            }
        }
        self.paint(now_ms);
        self.running.is_some()
    }

    /// The centre of point `n` (1..38): `{x, y}` in CSS pixels relative to the canvas.
    #[wasm_bindgen(js_name = pointCenter)]
    pub fn point_center(&self, n: u8) -> Result<JsValue, JsError> {
        let p = crate::rules::Point::new(n)
            .ok_or_else(|| JsError::new(&format!("pointCenter: {n} is not a point 1..38")))?;
        let c = self.geometry.center(p);
        to_js(&XyOut { x: c.x, y: c.y })
    }

    /// Whether a move animation is running.
    #[wasm_bindgen(js_name = isAnimating)]
    pub fn is_animating(&self) -> bool {
        self.running.is_some()
    }
}

impl Board {
    /// Acts on an input outcome: plays a completed move, redraws a changed selection.
    fn apply(&mut self, outcome: Outcome, animate: bool) -> Result<JsValue, JsError> {
        match outcome {
            Outcome::Ignored => Ok(JsValue::UNDEFINED),
            Outcome::Changed => {
                self.redraw();
                Ok(JsValue::UNDEFINED)
            }
            Outcome::Play(m) => {
                let before = self.session.game().position();
                self.session.play(&m).map_err(|e| JsError::new(&e))?;
                self.after_move(before, m, animate)
            }
        }
    }

    /// After a move was played: starts its animation and returns its detail.
    fn after_move(&mut self, before: Position, m: Move, animate: bool) -> Result<JsValue, JsError> {
        self.view_ply = None;
        let after = self.session.game().position();
        let promotes = before.tobits().contains(m.from()) != after.tobits().contains(m.to());
        self.running = (animate && self.hop_ms > 0.0).then_some(Running {
            before,
            mv: m,
            promotes,
            timeline: None,
        });
        self.reset_input();
        self.redraw();
        to_js(&MoveDetail::of(&m, before.side(), &after))
    }

    /// After the game or the shown ply changed without an animated move.
    fn after_change(&mut self) {
        self.running = None;
        let played = self.session.game().moves().len();
        if self.view_ply.is_some_and(|n| n > played) {
            self.view_ply = None;
        }
        self.reset_input();
        self.redraw();
    }

    /// The input state over the moves the pointer may make now.
    fn reset_input(&mut self) {
        let side = self.session.game().position().side();
        let moves = if self.view_ply.is_none() && self.interactive.allows(side) {
            self.session.legal_moves()
        } else {
            Vec::new()
        };
        self.input = MoveInput::new(moves);
    }

    fn relayout(&mut self) {
        self.geometry = Geometry::new(
            self.geometry.width(),
            self.geometry.height(),
            self.orientation,
        );
        self.redraw();
    }

    /// Draws at once, at the start of a pending animation or its last drawn state.
    fn redraw(&mut self) {
        self.paint(self.now_ms);
    }

    fn paint(&self, now_ms: f64) {
        let game = self.session.game();
        let ply = self.view_ply.unwrap_or(game.moves().len());
        let shown = game.position_at(ply).unwrap_or_else(|| game.position());
        let last = ply.checked_sub(1).and_then(|i| game.moves().get(i));
        let mut scene = Scene {
            geometry: &self.geometry,
            theme: &self.theme,
            numbers: self.numbers,
            position: shown,
            hidden: Bitboard::EMPTY,
            faded: Bitboard::EMPTY,
            floating: None,
            selected: self.input.selected(),
            destinations: self.input.destinations(),
            must_capture: Bitboard::EMPTY,
            last_path: last.map(Move::path).unwrap_or_default(),
        };
        if self.input.must_capture() && self.input.selected().is_none() {
            scene.must_capture = self.input.movable();
        }
        if let Some(run) = &self.running {
            let frame = match &run.timeline {
                Some(t) => t.frame(now_ms),
                None => MoveAnimation::new(&run.mv, run.promotes, self.hop_ms, 0.0).frame(0.0),
            };
            let piece = run.before.piece_at(run.mv.from());
            scene.position = run.before;
            scene.hidden = Bitboard::from_point(run.mv.from());
            scene.faded = frame.faded;
            scene.last_path = run.mv.path();
            scene.floating = piece.map(|piece| Floating {
                piece,
                at: self
                    .geometry
                    .center(frame.from)
                    .lerp(self.geometry.center(frame.to), frame.t),
                promotion: frame.promotion,
            });
        } else if let Some((from, at)) = self.input.ghost() {
            scene.hidden = Bitboard::from_point(from);
            scene.floating = shown.piece_at(from).map(|piece| Floating {
                piece,
                at,
                promotion: if piece.kind == Kind::Tobit { 1.0 } else { 0.0 },
            });
        }
        // Only a singular transform matrix makes this fail; dpr is checked positive.
        let _ = self
            .ctx
            .set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0);
        draw(&self.ctx, &scene);
    }
}

/// The theme of the scheme with the colour overrides applied.
fn themed(dark: bool, colors: &BTreeMap<String, String>) -> Result<Theme, String> {
    let mut theme = Theme::for_scheme(dark);
    for (name, value) in colors {
        theme
            .set(name, value)
            .map_err(|e| format!("options.colors: {e}"))?;
    }
    Ok(theme)
}
