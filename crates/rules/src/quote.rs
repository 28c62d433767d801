//! How an error shows the text it refused: between quotes, with the characters that could hide
//! or garble it (control characters, the quote itself, the backslash) written as escapes.
//! Rust's `{:?}` does the same but brings the Unicode printable tables into every wasm module
//! that formats an error (about 3 KB gzipped in the page module); this keeps letters of any
//! script as they are.

use std::fmt::Write;

/// `text` between `quote` characters, escaped.
fn quoted_with(text: &str, quote: char) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push(quote);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

/// A text as an error shows it: `"9-16"`, `"a\"b"`, `"\u{7}"`.
pub fn quoted(text: &str) -> String {
    quoted_with(text, '"')
}

/// A character as an error shows it: `'x'`, `'\n'`.
pub fn quoted_char(c: char) -> String {
    quoted_with(c.encode_utf8(&mut [0; 4]), '\'')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_reads_as_debug_writes_it() {
        for text in ["9-16", "W:W1:B2", "", "пешка"] {
            assert_eq!(quoted(text), format!("{text:?}"));
        }
        for c in ['x', '9', 'ж'] {
            assert_eq!(quoted_char(c), format!("{c:?}"));
        }
    }

    #[test]
    fn characters_that_could_hide_the_text_are_escaped() {
        assert_eq!(quoted("a\"b\\c"), r#""a\"b\\c""#);
        assert_eq!(quoted("\u{1b}[2J\n"), r#""\u{1b}[2J\n""#);
        assert_eq!(quoted_char('\''), r"'\''");
        assert_eq!(quoted_char('\u{7}'), r"'\u{7}'");
    }
}
