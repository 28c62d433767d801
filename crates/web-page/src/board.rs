//! The `Board` class: the JS-facing API of a canvas board that owns a game, draws it (the
//! display list of [`tobit_view::scene`], painted by [`super::render`]), animates moves and
//! turns pointer events into moves. A change only marks the board to be painted: `frame`, called
//! from the page's animation frame, is the one place that paints.

use super::config::BOARD_OPTION_KEYS;
use super::render::paint;
use super::session::Session;
use super::shapes::{BoardXy, GameStatus, MoveDetail, MoveInfo, NumberedMove};
use tobit_rules::tree::{Arrow, Circle};
use tobit_rules::{Color, Move, Point, Position};
use tobit_view::anim::MoveAnimation;
use tobit_view::attempt::Attempts;
use tobit_view::geometry::Geometry;
use tobit_view::input::MoveInput;
use tobit_view::options::{BoardOptions, MAX_HOP_MS};
use tobit_view::pulse::Pulse;
use tobit_view::scene::{scene, Running, View};
use tobit_view::theme::{Theme, COLOR_NAMES};
use tobit_web::js::{self, fail, shown, Options, ToJs, MAX_TEXT};
use tobit_web::names::{self, Interactive, PointContent};
use tobit_web::shape_read;
use tsify::Ts;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

mod feedback;
mod input;

/// The largest device pixel ratio accepted (browser zoom multiplies the screen's).
const MAX_DPR: u32 = 100;
/// The most device pixels drawn per CSS pixel: a larger ratio draws at this resolution (the
/// canvas would otherwise need gigabytes).
const DRAWN_DPR: f64 = 8.0;
/// The largest board side in CSS pixels.
const MAX_CSS_SIZE: u32 = 8192;

/// The canvas board: `new Board(canvas)`, then `resize`, `load`, pointer events and `frame`.
#[wasm_bindgen]
pub struct Board {
    ctx: CanvasRenderingContext2d,
    canvas: HtmlCanvasElement,
    session: Session,
    view_ply: Option<usize>,
    orientation: Color,
    options: BoardOptions,
    colors: Vec<(String, String)>,
    theme: Theme,
    geometry: Geometry,
    dpr: f64,
    input: MoveInput,
    running: Option<Running>,
    /// The pieces pulsing because they must capture and the player pressed another.
    pulse: Option<Pulse>,
    /// The presses followed to find the moves tried that the rules refuse.
    attempts: Attempts,
    /// The time of the last `frame` call, on its clock.
    now_ms: f64,
    /// The arrows drawn over the board (`setShapes`).
    arrows: Vec<Arrow>,
    /// The circles drawn around points (`setShapes`).
    circles: Vec<Circle>,
    /// Whether something changed since the last painting: the next `frame` paints it. Many
    /// changes in one task (a page setting up its board, a drag's pointer moves) cost one
    /// painting.
    dirty: bool,
}

#[wasm_bindgen]
impl Board {
    /// A board drawing on `canvas`, showing the start position, White at the bottom.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
    ) -> Result<Board, JsError> {
        let canvas: HtmlCanvasElement = canvas.dyn_into().map_err(|v| {
            fail(
                "canvas",
                &format!("expected a <canvas> element, got {}", shown(&v)),
            )
        })?;
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
            options: BoardOptions::default(),
            colors: Vec::new(),
            theme: Theme::for_preferences(BoardOptions::default().dark, false),
            geometry: Geometry::new(w, h, Color::White),
            dpr: 1.0,
            input: MoveInput::default(),
            running: None,
            pulse: None,
            attempts: Attempts::default(),
            now_ms: 0.0,
            arrows: Vec::new(),
            circles: Vec::new(),
            dirty: true,
        };
        board.reset_input();
        Ok(board)
    }

    /// Loads a game: the position of `fen` (the start when absent or empty) with `moves`
    /// replayed (none when absent). Throws, keeping the current game, on a bad FEN or move.
    pub fn load(
        &mut self,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
    ) -> Result<(), JsError> {
        let fen = js::opt_string(&fen, "fen")?;
        let moves = js::moves(&moves, "moves")?;
        self.session = Session::new(fen.as_deref(), &moves).map_err(|e| JsError::new(&e))?;
        self.view_ply = None;
        self.after_change();
        Ok(())
    }

    /// Plays a move given in notation, animated; returns `{notation, path, captured, fen, by}`.
    /// Throws, changing nothing, when the move is illegal or the game is over.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] notation: JsValue,
    ) -> Result<Ts<MoveDetail>, JsError> {
        let notation = js::string(&notation, "notation", MAX_TEXT)?;
        let before = self.session.game().position();
        let m = self
            .session
            .play_text(&notation)
            .map_err(|e| JsError::new(&e))?;
        Ok(self.after_move(before, m, true))
    }

    /// Plays the legal move at `index` of [`Board::legal_moves`] (the engine's answer,
    /// `SearchResult.index`: a move as a value, not text to read again), animated; returns
    /// what [`Board::play`] returns. Throws, changing nothing, when `index` is not an integer
    /// below the number of legal moves (none once the game is over).
    #[wasm_bindgen(js_name = playLegal)]
    pub fn play_legal(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> Result<Ts<MoveDetail>, JsError> {
        let moves = self.session.legal_moves();
        let Some(last) = moves.len().checked_sub(1) else {
            return Err(fail("index", "the game has no legal move"));
        };
        let i = js::integer(&index, "index", 0, last as u64)? as usize;
        let before = self.session.game().position();
        self.session.play(&moves[i]).map_err(|e| JsError::new(&e))?;
        Ok(self.after_move(before, moves[i], true))
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
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<(), JsError> {
        self.session.resign(&color)?;
        self.after_change();
        Ok(())
    }

    /// The side `color` (`"white"` or `"black"`) lost on time (its flag fell on the page's game
    /// clock).
    #[wasm_bindgen(js_name = loseOnTime)]
    pub fn lose_on_time(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<(), JsError> {
        self.session.lose_on_time(&color)?;
        self.after_change();
        Ok(())
    }

    /// The players agree to a draw.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsError> {
        self.session.agree_draw()?;
        self.after_change();
        Ok(())
    }

    /// Shows the position after `ply` moves, read-only; `-1` returns to the live game.
    #[wasm_bindgen(js_name = showPly)]
    pub fn show_ply(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] ply: JsValue,
    ) -> Result<(), JsError> {
        let played = self.session.game().moves().len();
        self.view_ply = if ply.as_f64() == Some(-1.0) {
            None
        } else {
            let n = js::integer(&ply, "ply", 0, played as u64).map_err(|_| {
                fail(
                    "ply",
                    &format!("expected -1 or a ply 0..{played}, got {}", shown(&ply)),
                )
            })?;
            Some(n as usize)
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

    /// Whether the AI opponent's dead-draw check is worth its search in the live game's
    /// position (few pieces left: `tobit_ai::dead_draw_worth_checking`).
    #[wasm_bindgen(js_name = deadDrawWorthChecking)]
    pub fn dead_draw_worth_checking(&self) -> bool {
        tobit_ai::dead_draw_worth_checking(&self.session.game().position())
    }

    /// `{over, result, winner, reason, sideToMove}` of the live game.
    pub fn status(&self) -> Ts<GameStatus> {
        self.session.status()
    }

    /// The legal moves of the live game: `[{notation, from, to, path, captured}]`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<Ts<MoveInfo>> {
        self.session.legal_move_infos()
    }

    /// The moves played with their numbers (docs/RULES.md section 8):
    /// `[{number, side, notation, captured}]`, `side` the colour that played each.
    #[wasm_bindgen(js_name = numberedMoves)]
    pub fn numbered_moves(&self) -> Vec<Ts<NumberedMove>> {
        self.session.numbered_moves()
    }

    /// Which side is drawn at the bottom: `"white"` or `"black"`.
    #[wasm_bindgen(js_name = setOrientation)]
    pub fn set_orientation(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<(), JsError> {
        self.orientation = names::color(&color, "color")?;
        self.relayout();
        Ok(())
    }

    /// Turns the board around.
    pub fn flip(&mut self) {
        self.orientation = self.orientation.opponent();
        self.relayout();
    }

    /// Draws `arrows` and `circles` over the board from now on, replacing the ones drawn:
    /// arrays of `{from, to, brush}` and `{at, brush}` (points 1..38, the brush a letter:
    /// `Brush`; empty arrays draw none). Refused, with nothing changed, when either is not an
    /// array or an item is not an arrow or a circle (the error names the item).
    #[wasm_bindgen(js_name = setShapes)]
    pub fn set_shapes(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Arrow[]")] arrows: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Circle[]")] circles: JsValue,
    ) -> Result<(), JsError> {
        let arrows = shape_read::arrows(&arrows, "arrows")?;
        let circles = shape_read::circles(&circles, "circles")?;
        self.arrows = arrows;
        self.circles = circles;
        self.dirty = true;
        Ok(())
    }

    /// The side drawn at the bottom.
    pub fn orientation(&self) -> Ts<Color> {
        self.orientation.typed()
    }

    /// `{numbers, animationMs, interactive, dark, highContrast, colors}`, each optional. `animationMs` is the
    /// duration of one hop (0 = no animation); `colors` overrides theme colours by name and
    /// replaces the overrides given before.
    #[wasm_bindgen(js_name = setOptions)]
    pub fn set_options(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "BoardOptions")] options: JsValue,
    ) -> Result<(), JsError> {
        let o = Options::read(&options, "options", &BOARD_OPTION_KEYS)?;
        let mut next = self.options;
        if let Some(v) = o.get("numbers") {
            next.numbers = js::boolean(v, "options.numbers")?;
        }
        if let Some(v) = o.get("animationMs") {
            next.hop_ms = js::number(v, "options.animationMs", 0, MAX_HOP_MS as u32)?;
        }
        if let Some(v) = o.get("interactive") {
            next.interactive = Interactive::read(v, "options.interactive")?.into();
        }
        if let Some(v) = o.get("dark") {
            next.dark = js::boolean(v, "options.dark")?;
        }
        if let Some(v) = o.get("highContrast") {
            next.high_contrast = js::boolean(v, "options.highContrast")?;
        }
        let colors = match o.get("colors") {
            Some(v) => Options::read(v, "options.colors", &COLOR_NAMES)?
                .entries()
                .iter()
                .map(|(name, value)| {
                    let value = js::string(value, &format!("options.colors.{name}"), MAX_TEXT)?;
                    Ok((name.clone(), value))
                })
                .collect::<Result<Vec<_>, JsError>>()?,
            None => self.colors.clone(),
        };
        let mut theme = Theme::for_preferences(next.dark, next.high_contrast);
        for (name, value) in &colors {
            theme
                .set(name, value)
                .map_err(|e| fail("options.colors", &e))?;
        }
        // A piece picked up stays picked up through a change of look (the device turning dark,
        // the numbers shown): only a change of who may move starts the input again.
        let input_changed = next.interactive != self.options.interactive;
        self.options = next;
        self.colors = colors;
        self.theme = theme;
        if input_changed {
            self.reset_input();
        }
        self.dirty = true;
        Ok(())
    }

    /// Sizes the board to `css_width` x `css_height` CSS pixels at `dpr` device pixels per CSS
    /// pixel: the canvas backing store gets the device size, so drawing stays crisp.
    pub fn resize(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] css_width: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] css_height: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] dpr: JsValue,
    ) -> Result<(), JsError> {
        let css_width = js::number(&css_width, "cssWidth", 0, MAX_CSS_SIZE)?;
        let css_height = js::number(&css_height, "cssHeight", 0, MAX_CSS_SIZE)?;
        let dpr = js::number(&dpr, "dpr", 0, MAX_DPR)?;
        if dpr == 0.0 {
            return Err(fail("dpr", "expected a positive device pixel ratio"));
        }
        self.dpr = dpr.min(DRAWN_DPR);
        self.canvas.set_width((css_width * self.dpr).round() as u32);
        self.canvas
            .set_height((css_height * self.dpr).round() as u32);
        self.geometry = Geometry::new(css_width, css_height, self.orientation);
        self.dirty = true;
        Ok(())
    }

    /// Draws the board as it is at `now_ms` (a `requestAnimationFrame` time) when anything
    /// changed since the last frame or an animation runs; `true` while an animation still needs
    /// frames.
    pub fn frame(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] now_ms: JsValue,
    ) -> Result<bool, JsError> {
        let now_ms = js::finite(&now_ms, "nowMs")?;
        self.now_ms = now_ms;
        let painting = self.dirty || self.running.is_some() || self.pulse.is_some();
        if let Some(run) = self.running.as_mut() {
            let timeline = run.timeline.get_or_insert_with(|| {
                MoveAnimation::new(&run.mv, run.promotes, self.options.hop_ms, now_ms)
            });
            if timeline.frame(now_ms).done {
                self.running = None;
            }
        }
        if let Some(pulse) = self.pulse.as_mut() {
            pulse.start(now_ms);
            if pulse.strength(now_ms).is_none() {
                self.pulse = None;
            }
        }
        if painting {
            self.paint(now_ms);
            self.dirty = false;
        }
        Ok(self.running.is_some() || self.pulse.is_some())
    }

    /// The centre of point `n` (1..38): `{x, y}` in CSS pixels relative to the canvas.
    #[wasm_bindgen(js_name = pointCenter)]
    pub fn point_center(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<Ts<BoardXy>, JsError> {
        let c = self.geometry.center(point_arg(&n)?);
        Ok(BoardXy::of(c.x, c.y))
    }

    /// The centres of all the points, in point order (point 1 first): `[{x, y}]` in CSS pixels
    /// relative to the canvas. They change only with `resize` and the orientation: a page asks
    /// once after each and keeps them.
    #[wasm_bindgen(js_name = pointCenters)]
    pub fn point_centers(&self) -> Vec<Ts<BoardXy>> {
        Point::all()
            .map(|p| {
                let c = self.geometry.center(p);
                BoardXy::of(c.x, c.y)
            })
            .collect()
    }

    /// Whether a move animation is running.
    #[wasm_bindgen(js_name = isAnimating)]
    pub fn is_animating(&self) -> bool {
        self.running.is_some()
    }

    /// What stands on each point of the position shown, in point order: `"empty"`,
    /// `"whiteHul"`, `"blackHul"`, `"whiteTobit"` or `"blackTobit"`.
    pub fn contents(&self) -> Vec<Ts<PointContent>> {
        let position = self.shown_position();
        Point::all()
            .map(|p| PointContent::from(position.piece_at(p)).typed())
            .collect()
    }
}

impl Board {
    /// After a move was played: starts its animation and returns its detail.
    fn after_move(&mut self, before: Position, m: Move, animate: bool) -> Ts<MoveDetail> {
        self.view_ply = None;
        self.pulse = None;
        let after = self.session.game().position();
        let promotes = before.tobits().contains(m.from()) != after.tobits().contains(m.to());
        self.running = (animate && self.options.hop_ms > 0.0).then_some(Running {
            before,
            mv: m,
            promotes,
            timeline: None,
        });
        self.reset_input();
        self.dirty = true;
        let game = self.session.game();
        let number = game.move_number(game.moves().len() - 1);
        MoveDetail::of(&m, number, &after, game.status(), promotes)
    }

    /// After the game or the shown ply changed without an animated move.
    fn after_change(&mut self) {
        self.running = None;
        self.pulse = None;
        let played = self.session.game().moves().len();
        if self.view_ply.is_some_and(|n| n > played) {
            self.view_ply = None;
        }
        self.reset_input();
        self.dirty = true;
    }

    /// The input state over the moves the pointer may make now.
    fn reset_input(&mut self) {
        let side = self.session.game().position().side();
        let moves = if self.view_ply.is_none() && self.options.interactive.allows(side) {
            self.session.legal_moves()
        } else {
            Vec::new()
        };
        self.input = MoveInput::new(moves);
        self.attempts.clear();
    }

    /// The position shown: the live one or the one at the shown ply.
    fn shown_position(&self) -> Position {
        let game = self.session.game();
        self.view_ply
            .and_then(|ply| game.position_at(ply))
            .unwrap_or_else(|| game.position())
    }

    fn relayout(&mut self) {
        self.geometry = Geometry::new(
            self.geometry.width(),
            self.geometry.height(),
            self.orientation,
        );
        self.dirty = true;
    }

    fn paint(&self, now_ms: f64) {
        let view = View {
            geometry: &self.geometry,
            theme: &self.theme,
            numbers: self.options.numbers,
            game: self.session.game(),
            ply: self.view_ply,
            input: &self.input,
            running: self
                .running
                .as_ref()
                .map(|run| (run, self.options.hop_ms, now_ms)),
            pulse: self
                .pulse
                .and_then(|p| Some((p.points, p.strength(now_ms)?))),
            arrows: &self.arrows,
            circles: &self.circles,
            turn: false,
        };
        // Only a singular transform matrix makes this fail; dpr is checked positive.
        let _ = self
            .ctx
            .set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0);
        paint(&self.ctx, &scene(&view));
    }
}

/// A point from its JS number (1..38).
fn point_arg(n: &JsValue) -> Result<Point, JsError> {
    let n = js::integer(n, "point", 1, u64::from(tobit_rules::POINT_COUNT))?;
    Point::new(n as u8).ok_or_else(|| fail("point", "not a point"))
}
