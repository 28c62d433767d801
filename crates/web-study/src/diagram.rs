//! `diagram`: the SVG of a position for the Diagram dialog (www/diagram/) and the print
//! style of the rules page and the lessons, drawn by [`tobit_view::diagram`] from the same
//! scene the canvas paints, with the options `tobit diagram` takes (docs/DIAGRAMS.md), and
//! `shapesText`, the text form of the arrows and circles the dialog offers in its fields. In the
//! study module, which those pages load on demand: the page module has no room for it.

use serde::Serialize;
use tobit_rules::tree::{parse_shapes, shapes_text};
use tobit_view::diagram::{Diagram, Options, Style, MAX_SIZE, MIN_SIZE};
use tobit_web::js::{self, MAX_TEXT};
use tobit_web::replay::game_of;
use tobit_web::shape_read;
use tobit_web::to_js::to_js;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// The options of `diagram`, each optional. Only its TypeScript declaration is used: the
/// options are read key by key by [`options_of`].
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
pub struct DiagramOptions {
    /// Black's side at the bottom (default false).
    #[tsify(optional)]
    pub flip: Option<bool>,
    /// The point numbers (default false).
    #[tsify(optional)]
    pub numbers: Option<bool>,
    /// The side to move marked beside its home row (default false).
    #[tsify(optional)]
    pub turn: Option<bool>,
    /// The last of `moves` shown: its path and the pieces it took (default false).
    #[tsify(optional)]
    pub last: Option<bool>,
    /// Arrows in their text form, such as `"9-16,R22-29"` (a leading G, R, B, Y or P: the
    /// colour, green when none).
    #[tsify(optional)]
    pub arrows: Option<String>,
    /// Circles in their text form, such as `"16,B22"`.
    #[tsify(optional)]
    pub circles: Option<String>,
    /// A line under the board, also the SVG's title (empty: none).
    #[tsify(optional)]
    pub caption: Option<String>,
    /// `"print"` (black and white, the default) or `"board"` (the board's light colours).
    #[tsify(optional)]
    pub style: Option<String>,
    /// The width in pixels, 120..4000 (default 480).
    #[tsify(optional)]
    pub size: Option<u32>,
}

/// The keys of [`DiagramOptions`].
const OPTION_KEYS: [&str; 9] = [
    "flip", "numbers", "turn", "last", "arrows", "circles", "caption", "style", "size",
];

/// The result of `diagram`.
#[derive(Serialize, Tsify)]
pub struct DiagramImage {
    /// The SVG document.
    svg: String,
    /// Its width in pixels.
    width: u32,
    /// Its height in pixels (the board, and the caption's band when there is a caption).
    height: u32,
}

/// Reads `diagram`'s options, every one checked; the error names `options.KEY`.
fn options_of(v: &JsValue) -> Result<Options, JsError> {
    let o = js::Options::read(v, "options", &OPTION_KEYS)?;
    let mut options = Options::default();
    for (key, value) in o.entries() {
        let what = format!("options.{key}");
        let text = || js::string(value, &what, MAX_TEXT);
        match key.as_str() {
            "flip" => options.flip = js::boolean(value, &what)?,
            "numbers" => options.numbers = js::boolean(value, &what)?,
            "turn" => options.turn = js::boolean(value, &what)?,
            "last" => options.last = js::boolean(value, &what)?,
            "arrows" => options.arrows = parse_shapes(&text()?).map_err(|e| js::fail(&what, &e))?,
            "circles" => {
                options.circles = parse_shapes(&text()?).map_err(|e| js::fail(&what, &e))?;
            }
            "caption" => options.caption = Some(text()?),
            "style" => {
                let name = js::one_of(value, &what, &Style::NAMES)?;
                options.style = Style::parse(name).unwrap_or(Style::Print);
            }
            _ => {
                options.size = js::integer(value, &what, MIN_SIZE.into(), MAX_SIZE.into())? as u32;
            }
        }
    }
    Ok(options)
}

/// The diagram of the position after `moves` (none when absent) from `fen` (the start
/// position when absent or empty): `{svg, width, height}`. `options`: `{flip, numbers, turn,
/// last, arrows, circles, caption, style, size}`, each optional (docs/DIAGRAMS.md). Throws on
/// bad input, naming the argument (`options.arrows: bad arrow '9-99': ...`).
#[wasm_bindgen]
pub fn diagram(
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "DiagramOptions | null")] options: JsValue,
) -> Result<Ts<DiagramImage>, JsError> {
    let options = options_of(&options)?;
    let game = game_of(&fen, &moves)?;
    let diagram = Diagram::new(&game, options);
    to_js(&DiagramImage {
        svg: diagram.svg(),
        width: diagram.width(),
        height: diagram.height(),
    })
}

/// Arrows and circles in their text form.
#[derive(Serialize, Tsify)]
pub struct ShapesText {
    /// The arrows, such as `"G9-16,R22-29"` (empty: none).
    arrows: String,
    /// The circles, such as `"B16"` (empty: none).
    circles: String,
}

/// The text form of `arrows` and `circles` (arrays of `{from, to, brush}` and `{at, brush}`), as
/// `diagram` takes them in its options: what the Diagram dialog fills its fields with. Throws on
/// a bad item, naming it.
#[wasm_bindgen(js_name = shapesText)]
pub fn shapes_text_of(
    #[wasm_bindgen(unchecked_param_type = "Arrow[]")] arrows: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Circle[]")] circles: JsValue,
) -> Result<Ts<ShapesText>, JsError> {
    to_js(&ShapesText {
        arrows: shapes_text(&shape_read::arrows(&arrows, "arrows")?),
        circles: shapes_text(&shape_read::circles(&circles, "circles")?),
    })
}
