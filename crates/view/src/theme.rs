//! Board colours: a light and a dark theme, each with a high-contrast twin, each colour
//! overridable by name. Both ordinary boards are mid-tone wood so that the white and the black
//! pieces each stand out from the board and the köl squares by at least 3:1 (WCAG contrast);
//! in the high-contrast themes every line, number, piece and mark reaches 4.5:1 against its
//! ground (both checked by tests/theme_contrast.rs, and from the canvas pixels by
//! e2e/a11y.test.mjs). A plain black-and-white print theme draws printed diagrams.

use super::annotation::Brush;
use tobit_rules::quote::quoted;

/// The colours the board is drawn with, as CSS colour strings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    /// The board background.
    pub board: String,
    /// The light shading of the köl squares.
    pub kol: String,
    /// The chols.
    pub line: String,
    /// The point numbers.
    pub number: String,
    /// White pieces.
    pub white: String,
    /// The outline of White pieces.
    pub white_edge: String,
    /// Black pieces.
    pub black: String,
    /// The outline of Black pieces.
    pub black_edge: String,
    /// The crown of a tobit.
    pub crown: String,
    /// The selected piece and its legal destinations.
    pub highlight: String,
    /// Pieces that must capture.
    pub must_capture: String,
    /// The path of the last move.
    pub last_move: String,
    /// The arrows and circles drawn over the board, by [`Brush::index`].
    pub brushes: [String; Brush::COUNT],
}

/// The brushes of every board theme, by [`Brush::index`]: green, red, blue, yellow (deep
/// enough to read over both the board and the pieces when drawn translucent), and a grey pale
/// beside them that still shows on the light and the dark pieces.
const BRUSHES: [&str; Brush::COUNT] = ["#15781b", "#b0281a", "#1d4fa8", "#e0a000", "#7c7c7c"];

/// The print theme: black lines, numbers and marks on white, white pieces outlined in black,
/// black pieces, a grey crown (it shows on both), every brush black.
#[rustfmt::skip]
const PRINT: Palette =
    // board    köl        line       number     white      whiteEdge  black      blackEdge  crown      highlight  mustCapture lastMove
    ["#ffffff", "#ffffff", "#000000", "#000000", "#ffffff", "#000000", "#000000", "#000000", "#888888", "#000000", "#000000", "#000000"];

/// The names accepted by [`Theme::set`], in the order of the fields.
pub const COLOR_NAMES: [&str; 12] = [
    "board",
    "kol",
    "line",
    "number",
    "white",
    "whiteEdge",
    "black",
    "blackEdge",
    "crown",
    "highlight",
    "mustCapture",
    "lastMove",
];

/// One theme's colours, in the order of [`COLOR_NAMES`].
type Palette = [&'static str; 12];

/// The four themes, indexed `[high_contrast][dark]`.
///
/// The high-contrast light theme: black lines and numbers on white, pure black and white pieces
/// with black outlines, dark marks. The last move's path is drawn translucent, so it is black
/// there: a wide grey band that still reaches 4.5:1. The high-contrast dark theme: white lines
/// and numbers on black, pieces with white outlines, bright marks (the translucent last-move
/// path white). The crown is drawn on the pieces of both sides, so in the high-contrast themes
/// its luminance lies in the narrow band where it reaches 4.5:1 on white and on black.
#[rustfmt::skip]
const PALETTES: [[Palette; 2]; 2] = [
    [
        // board    köl        line       number     white      whiteEdge  black      blackEdge  crown      highlight  mustCapture lastMove
        // light
        ["#af8152", "#a47240", "#3a2612", "#2b1a0a", "#fdfaf3", "#4a3a28", "#2a2522", "#0d0b0a", "#f2c230", "#1f7a4a", "#c0301a", "#2a64c0"],
        // dark
        ["#957756", "#8b6b48", "#1e160e", "#0a0705", "#f1ece2", "#5a4a36", "#15110e", "#c9b18a", "#f2c230", "#5fe0a0", "#ff6a4d", "#6aa5ff"],
    ],
    [
        // high-contrast light
        ["#ffffff", "#f0f0f0", "#000000", "#000000", "#ffffff", "#000000", "#000000", "#000000", "#a96500", "#006b2e", "#c00000", "#000000"],
        // high-contrast dark
        ["#000000", "#141414", "#ffffff", "#ffffff", "#ffffff", "#ffffff", "#000000", "#ffffff", "#a96500", "#3dff8c", "#ff7070", "#ffffff"],
    ],
];

impl Theme {
    /// The theme for a colour scheme (`dark`) and a contrast preference (`high_contrast`).
    pub fn for_preferences(dark: bool, high_contrast: bool) -> Theme {
        Theme::of(
            PALETTES[usize::from(high_contrast)][usize::from(dark)],
            BRUSHES,
        )
    }

    /// The plain black-and-white theme of printed diagrams.
    pub fn print() -> Theme {
        Theme::of(PRINT, ["#000000"; Brush::COUNT])
    }

    /// The theme of a palette and brush colours.
    fn of(palette: Palette, brushes: [&str; Brush::COUNT]) -> Theme {
        let [board, kol, line, number, white, white_edge, black, black_edge, crown, highlight, must_capture, last_move] =
            palette.map(String::from);
        Theme {
            board,
            kol,
            line,
            number,
            white,
            white_edge,
            black,
            black_edge,
            crown,
            highlight,
            must_capture,
            last_move,
            brushes: brushes.map(String::from),
        }
    }

    /// The colours as slots, in the order of [`COLOR_NAMES`].
    fn slots(&mut self) -> [&mut String; 12] {
        [
            &mut self.board,
            &mut self.kol,
            &mut self.line,
            &mut self.number,
            &mut self.white,
            &mut self.white_edge,
            &mut self.black,
            &mut self.black_edge,
            &mut self.crown,
            &mut self.highlight,
            &mut self.must_capture,
            &mut self.last_move,
        ]
    }

    /// Overrides the colour called `name` (one of [`COLOR_NAMES`]) with a CSS colour. The value
    /// is not parsed, only checked to be a plausible colour: not empty, no more than 64
    /// characters, and none of `;{}<>` nor a control character.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let value = value.trim();
        let plausible = !value.is_empty()
            && value.len() <= 64
            && !value
                .chars()
                .any(|c| c.is_control() || matches!(c, ';' | '{' | '}' | '<' | '>'));
        if !plausible {
            return Err(format!(
                "colour {name}: {} is not a CSS colour",
                quoted(value)
            ));
        }
        let Some(index) = COLOR_NAMES.iter().position(|n| *n == name) else {
            return Err(format!(
                "unknown colour name {} (expected one of {})",
                quoted(name),
                COLOR_NAMES.join(", ")
            ));
        };
        *self.slots()[index] = value.to_string();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_named_colour_can_be_overridden() {
        let light = Theme::for_preferences(false, false);
        for name in COLOR_NAMES {
            let mut t = light.clone();
            t.set(name, " rgb(1, 2, 3) ").unwrap();
            assert_ne!(t, light, "{name}");
        }
        let mut t = Theme::for_preferences(true, false);
        t.set("lastMove", "#123456").unwrap();
        assert_eq!(t.last_move, "#123456");
    }

    #[test]
    fn bad_names_and_values_are_refused_with_a_message() {
        let light = Theme::for_preferences(false, false);
        let mut t = light.clone();
        let e = t.set("grass", "#fff").unwrap_err();
        assert!(e.contains("grass") && e.contains("board"), "{e}");
        for bad in ["", "red;x", "a{b}", "\n", &"x".repeat(65)] {
            assert!(t.set("line", bad).is_err(), "{bad:?}");
        }
        assert_eq!(t, light);
    }
}
