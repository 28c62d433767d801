//! `tobit diagram FEN ...`: writes a diagram of a position as SVG or PNG.

use super::{args, png};
use lexopt::Arg;
use std::io::Write;
use tobit_rules::tree::parse_shapes;
use tobit_view::diagram::{Diagram, Options, Style, MAX_SIZE, MIN_SIZE};

/// Help for `tobit diagram`.
pub const HELP: &str =
    "diagram FEN [OPTIONS] (--svg FILE | --png FILE)   write a diagram of a position

Draws the position (after --moves, if given) as the board draws it, for print or the
web. FILE '-' is the standard output.
  --moves TEXT      moves played from FEN, separated by spaces or commas ('9-16 30-23')
  --flip            Black's side at the bottom
  --numbers         write the point numbers
  --turn            mark the side to move (a small piece beside its home row)
  --last            show the last move of --moves (its path, and the pieces it took)
  --arrows LIST     arrows, such as 9-16,22-29; a leading G, R, B or Y picks green (the
                    default), red, blue or yellow: R9-16
  --circles LIST    circles around points, such as 16,22 or B16
  --caption TEXT    a line under the board (also the SVG's title; without it the title
                    is the position in words)
  --style NAME      print (black and white, the default) or board (the board's colours)
  --size PX         the width in pixels, 120 to 4000 (default 480)
  --svg FILE        write SVG
  --png FILE        write PNG (drawn without a browser; the font is built in)";

/// Runs `tobit diagram`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut parser = args::parser(args);
    let mut fen = None;
    let mut moves = Vec::new();
    let mut options = Options::default();
    let (mut svg_file, mut png_file) = (None, None);
    while let Some(arg) = args::next(&mut parser)? {
        match arg {
            Arg::Value(v) if fen.is_none() => fen = Some(args::word(v)?),
            Arg::Long("moves") => {
                let text = args::value(&mut parser)?;
                moves = text
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|m| !m.is_empty())
                    .map(str::to_string)
                    .collect();
            }
            Arg::Long("flip") => options.flip = true,
            Arg::Long("numbers") => options.numbers = true,
            Arg::Long("turn") => options.turn = true,
            Arg::Long("last") => options.last = true,
            Arg::Long("arrows") => options.arrows = parse_shapes(&args::value(&mut parser)?)?,
            Arg::Long("circles") => options.circles = parse_shapes(&args::value(&mut parser)?)?,
            Arg::Long("caption") => options.caption = Some(args::value(&mut parser)?),
            Arg::Long("style") => {
                let name = args::value(&mut parser)?;
                options.style = Style::parse(&name).ok_or_else(|| {
                    format!(
                        "unknown style '{name}' (expected {})",
                        Style::NAMES.join(" or ")
                    )
                })?;
            }
            Arg::Long("size") => {
                let text = args::value(&mut parser)?;
                options.size =
                    args::number("--size", &text, MIN_SIZE.into(), MAX_SIZE.into())? as u32;
            }
            Arg::Long("svg") => svg_file = Some(args::value(&mut parser)?),
            Arg::Long("png") => png_file = Some(args::value(&mut parser)?),
            other => return Err(args::unexpected(other)),
        }
    }
    let Some(fen) = fen else {
        return Err("expected FEN (see --help)".to_string());
    };
    if svg_file.is_none() && png_file.is_none() {
        return Err(
            "no output: give --svg FILE or --png FILE ('-' for the standard output)".into(),
        );
    }
    if svg_file.as_deref() == Some("-") && png_file.as_deref() == Some("-") {
        return Err("--svg and --png cannot both write to the standard output".into());
    }
    let game = args::game(args::position(&fen)?, &moves)?;
    let svg = Diagram::new(&game, options).svg();
    if let Some(file) = svg_file {
        write_to(&file, svg.as_bytes(), out)?;
    }
    if let Some(file) = png_file {
        write_to(&file, &png::png(&svg)?, out)?;
    }
    Ok(())
}

/// Writes `bytes` to the file `path`, or to `out` when it is `-`.
fn write_to(path: &str, bytes: &[u8], out: &mut dyn Write) -> Result<(), String> {
    if path == "-" {
        out.write_all(bytes).map_err(args::output_error)
    } else {
        std::fs::write(path, bytes).map_err(|e| format!("cannot write '{path}': {e}"))
    }
}
