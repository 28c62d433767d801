//! The pieces stand out from the board: in both ordinary themes the white and the black pieces
//! reach a WCAG contrast ratio of at least 3:1 (non-text contrast) against the board and the köl
//! squares, and the chols and point numbers stay readable on the board. In both high-contrast
//! themes every line, number, mark and piece reaches 4.5:1 against the board and the köl, and
//! the crown 4.5:1 on the pieces of either side (e2e/a11y.test.mjs measures the same from the
//! canvas pixels).

use tobit_view::theme::Theme;

/// The ordinary themes by name, and whether each is the dark one.
const ORDINARY: [(&str, bool); 2] = [("light", false), ("dark", true)];

/// The WCAG 2 relative luminance of a `#rrggbb` colour.
fn luminance(hex: &str) -> f64 {
    let hex = hex.strip_prefix('#').expect("a #rrggbb colour");
    assert_eq!(hex.len(), 6, "a #rrggbb colour: {hex}");
    let channel = |i: usize| {
        let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/// The WCAG 2 contrast ratio of two colours (1 to 21).
fn contrast(a: &str, b: &str) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[test]
fn the_wcag_formula_gives_its_known_values() {
    assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 1e-9);
    assert!((contrast("#777777", "#ffffff") - 4.48).abs() < 0.01);
    assert_eq!(contrast("#123456", "#123456"), 1.0);
}

#[test]
fn white_and_black_pieces_stand_out_from_the_board_in_both_themes() {
    for (name, t) in ORDINARY.map(|(name, dark)| (name, Theme::for_preferences(dark, false))) {
        for (ground, colour) in [("board", &t.board), ("köl", &t.kol)] {
            for (piece, fill) in [("white", &t.white), ("black", &t.black)] {
                let ratio = contrast(fill, colour);
                println!("{name}: {piece} pieces on the {ground}: {ratio:.2}:1");
                assert!(ratio >= 3.0, "{name}: {piece} on {ground} is {ratio:.2}:1");
            }
        }
    }
}

#[test]
fn chols_and_point_numbers_are_readable_on_the_board() {
    for (name, t) in ORDINARY.map(|(name, dark)| (name, Theme::for_preferences(dark, false))) {
        let line = contrast(&t.line, &t.board);
        let number = contrast(&t.number, &t.board);
        println!("{name}: chols {line:.2}:1, numbers {number:.2}:1");
        assert!(line >= 3.0, "{name}: chols {line:.2}:1");
        assert!(number >= 4.5, "{name}: numbers {number:.2}:1");
    }
}

#[test]
fn the_light_and_dark_themes_differ() {
    let [light, dark] = [false, true].map(|dark| Theme::for_preferences(dark, false));
    assert_ne!(light.board, dark.board);
    for t in [light, dark] {
        assert_ne!(t.white, t.black);
        assert_ne!(t.board, t.kol);
        assert_ne!(t.board, t.line);
    }
}

#[test]
fn every_mark_of_the_high_contrast_themes_reaches_4_5_to_1() {
    for (name, dark) in ORDINARY {
        let t = Theme::for_preferences(dark, true);
        assert_ne!(t, Theme::for_preferences(dark, false), "{name}");
        for (ground_name, ground) in [("board", &t.board), ("köl", &t.kol)] {
            for (what, colour) in [
                ("chols", &t.line),
                ("numbers", &t.number),
                ("highlight", &t.highlight),
                ("compulsory capture", &t.must_capture),
                ("last move", &t.last_move),
            ] {
                let ratio = contrast(colour, ground);
                println!("high contrast {name}: {what} on the {ground_name}: {ratio:.2}:1");
                assert!(
                    ratio >= 4.5,
                    "{name}: {what} {colour} on {ground}: {ratio:.2}:1"
                );
            }
            // Each piece stands out by its fill or by its outline.
            for (fill, edge) in [(&t.white, &t.white_edge), (&t.black, &t.black_edge)] {
                let ratio = contrast(fill, ground).max(contrast(edge, ground));
                assert!(
                    ratio >= 4.5,
                    "{name}: piece {fill}/{edge} on {ground}: {ratio:.2}:1"
                );
            }
        }
        // The crown is drawn on the pieces of both sides: it must show on either.
        for (piece, fill) in [("white", &t.white), ("black", &t.black)] {
            let ratio = contrast(&t.crown, fill);
            println!("high contrast {name}: the crown on {piece} pieces: {ratio:.2}:1");
            assert!(
                ratio >= 4.5,
                "{name}: crown {} on {fill}: {ratio:.2}:1",
                t.crown
            );
        }
    }
}
