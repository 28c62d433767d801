//! Board colours: a light and a dark theme, each with a high-contrast twin, each colour
//! overridable by name. Both ordinary boards are mid-tone wood so that the white and the black
//! pieces each stand out from the board and the köl squares by at least 3:1 (WCAG contrast;
//! checked by tests/theme_contrast.rs).

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
}

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

impl Theme {
    /// The light theme.
    pub fn light() -> Theme {
        Theme::from_list([
            "#af8152", "#a47240", "#3a2612", "#2b1a0a", "#fdfaf3", "#4a3a28", "#2a2522", "#0d0b0a",
            "#f2c230", "#1f7a4a", "#c0301a", "#2a64c0",
        ])
    }

    /// The dark theme.
    pub fn dark() -> Theme {
        Theme::from_list([
            "#957756", "#8b6b48", "#1e160e", "#0a0705", "#f1ece2", "#5a4a36", "#15110e", "#c9b18a",
            "#f2c230", "#5fe0a0", "#ff6a4d", "#6aa5ff",
        ])
    }

    /// The light or the dark theme.
    pub fn for_scheme(dark: bool) -> Theme {
        if dark {
            Theme::dark()
        } else {
            Theme::light()
        }
    }

    /// The high-contrast theme on a light board: black lines and numbers on white, pure black
    /// and white pieces with black outlines, dark marks (each at least 4.5:1 against the board,
    /// see the tests). The last move's path is drawn translucent, so it is black here: a wide
    /// grey band that still reaches 4.5:1 (measured from the canvas by e2e/a11y.test.mjs).
    pub fn high_contrast_light() -> Theme {
        Theme::from_list([
            "#ffffff", "#f0f0f0", "#000000", "#000000", "#ffffff", "#000000", "#000000", "#000000",
            "#b86e00", "#006b2e", "#c00000", "#000000",
        ])
    }

    /// The high-contrast theme on a dark board: white lines and numbers on black, pieces with
    /// white outlines, bright marks (the translucent last-move path white).
    pub fn high_contrast_dark() -> Theme {
        Theme::from_list([
            "#000000", "#141414", "#ffffff", "#ffffff", "#ffffff", "#ffffff", "#000000", "#ffffff",
            "#b86e00", "#3dff8c", "#ff7070", "#ffffff",
        ])
    }

    /// The theme for a colour scheme (`dark`) and a contrast preference (`high_contrast`).
    pub fn for_preferences(dark: bool, high_contrast: bool) -> Theme {
        match (dark, high_contrast) {
            (false, true) => Theme::high_contrast_light(),
            (true, true) => Theme::high_contrast_dark(),
            (dark, false) => Theme::for_scheme(dark),
        }
    }

    fn from_list(c: [&str; 12]) -> Theme {
        let s = |i: usize| c[i].to_string();
        Theme {
            board: s(0),
            kol: s(1),
            line: s(2),
            number: s(3),
            white: s(4),
            white_edge: s(5),
            black: s(6),
            black_edge: s(7),
            crown: s(8),
            highlight: s(9),
            must_capture: s(10),
            last_move: s(11),
        }
    }

    /// Overrides the colour called `name` (one of [`COLOR_NAMES`]) with a CSS colour. The value
    /// is not parsed, only checked to be a plausible colour: not empty, no more than 64
    /// characters, and none of `;{}<>` nor a control character.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let value = value.trim();
        let plausible = !value.is_empty()
            && value.len() <= 64
            && !value.chars().any(|c| c.is_control() || ";{}<>".contains(c));
        if !plausible {
            return Err(format!("colour {name}: {value:?} is not a CSS colour"));
        }
        let slot = match name {
            "board" => &mut self.board,
            "kol" => &mut self.kol,
            "line" => &mut self.line,
            "number" => &mut self.number,
            "white" => &mut self.white,
            "whiteEdge" => &mut self.white_edge,
            "black" => &mut self.black,
            "blackEdge" => &mut self.black_edge,
            "crown" => &mut self.crown,
            "highlight" => &mut self.highlight,
            "mustCapture" => &mut self.must_capture,
            "lastMove" => &mut self.last_move,
            _ => {
                return Err(format!(
                    "unknown colour name {name:?} (expected one of {})",
                    COLOR_NAMES.join(", ")
                ))
            }
        };
        *slot = value.to_string();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn light_and_dark_differ_and_pieces_contrast_with_the_board() {
        for t in [Theme::light(), Theme::dark()] {
            assert_ne!(t.white, t.black);
            assert_ne!(t.board, t.kol);
            assert_ne!(t.board, t.line);
        }
        assert_ne!(Theme::light().board, Theme::dark().board);
        assert_eq!(Theme::for_scheme(true), Theme::dark());
    }

    /// The WCAG relative luminance of a `#rrggbb` colour.
    fn luminance(hex: &str) -> f64 {
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
    }

    /// The WCAG contrast ratio of two `#rrggbb` colours.
    fn contrast(a: &str, b: &str) -> f64 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    #[test]
    fn high_contrast_themes_reach_4_5_to_1() {
        for t in [Theme::high_contrast_light(), Theme::high_contrast_dark()] {
            for ground in [&t.board, &t.kol] {
                for (name, c) in [
                    ("line", &t.line),
                    ("number", &t.number),
                    ("highlight", &t.highlight),
                    ("mustCapture", &t.must_capture),
                    ("lastMove", &t.last_move),
                ] {
                    let r = contrast(c, ground);
                    assert!(r >= 4.5, "{name} {c} on {ground}: {r:.2}");
                }
                // Each piece stands out by its fill or by its outline.
                for (fill, edge) in [(&t.white, &t.white_edge), (&t.black, &t.black_edge)] {
                    let r = contrast(fill, ground).max(contrast(edge, ground));
                    assert!(r >= 4.5, "piece {fill}/{edge} on {ground}: {r:.2}");
                }
            }
            // The crown is drawn on the pieces of both sides: it must show on either.
            let on_pieces = contrast(&t.crown, &t.white).min(contrast(&t.crown, &t.black));
            assert!(on_pieces >= 3.0, "crown {}: {on_pieces:.2}", t.crown);
        }
        assert_eq!(
            Theme::for_preferences(false, true),
            Theme::high_contrast_light()
        );
        assert_eq!(Theme::for_preferences(true, false), Theme::dark());
    }

    #[test]
    fn every_named_colour_can_be_overridden() {
        for name in COLOR_NAMES {
            let mut t = Theme::light();
            t.set(name, " rgb(1, 2, 3) ").unwrap();
            assert_ne!(t, Theme::light(), "{name}");
        }
        let mut t = Theme::dark();
        t.set("lastMove", "#123456").unwrap();
        assert_eq!(t.last_move, "#123456");
    }

    #[test]
    fn bad_names_and_values_are_refused_with_a_message() {
        let mut t = Theme::light();
        let e = t.set("grass", "#fff").unwrap_err();
        assert!(e.contains("grass") && e.contains("board"), "{e}");
        for bad in ["", "red;x", "a{b}", "\n", &"x".repeat(65)] {
            assert!(t.set("line", bad).is_err(), "{bad:?}");
        }
        assert_eq!(t, Theme::light());
    }
}
