//! Writing a tree as canonical PDN: the tags, then the move text wrapped at 79 columns. The
//! same tree always gives the same bytes, and reading them gives the same tree back.

use crate::tree::{is_reserved_tag, Comment, GameTree, Ply};
use crate::{Color, Game, Position};

/// The widest line of move text (a longer word stands alone).
const WIDTH: usize = 79;

/// A word of move text; a comment written `; ...` must end its line.
struct Word {
    text: String,
    ends_line: bool,
}

impl Word {
    fn plain(text: String) -> Word {
        Word {
            text,
            ends_line: false,
        }
    }

    fn comment(comment: &Comment) -> Word {
        if comment.needs_line_form() {
            Word {
                text: format!("; {comment}"),
                ends_line: true,
            }
        } else {
            Word::plain(format!("{{{comment}}}"))
        }
    }
}

/// The canonical PDN of a tree.
pub(super) fn write(tree: &GameTree) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let value = value
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
            .replace('\n', " ");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    };
    for (name, value) in tree.tags() {
        let valid =
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if valid && !is_reserved_tag(name) {
            tag(name, value);
        }
    }
    let result = tree.result().token();
    tag("Result", result);
    if tree.start() != Position::start() {
        tag("SetUp", "1");
        tag("FEN", &tree.start().to_string());
    }
    let mut words: Vec<Word> = tree.comments().iter().map(Word::comment).collect();
    let numbering = Game::new(tree.start());
    line_words(tree.main_line(), 0, &numbering, &mut words);
    words.push(Word::plain(result.to_string()));
    wrap(&words, &mut out);
    out.push('\n');
    out
}

/// The words of a line whose first move is ply `first` of the game.
fn line_words(line: &[Ply], first: usize, numbering: &Game, words: &mut Vec<Word>) {
    let mut number_needed = true;
    for (i, ply) in line.iter().enumerate() {
        let n = numbering.move_number(first + i);
        let notes = &ply.notes;
        if n.side == Color::White || number_needed || !notes.before.is_empty() {
            let dots = if n.side == Color::White { "." } else { "..." };
            words.push(Word::plain(format!("{}{dots}", n.number)));
        }
        words.extend(notes.before.iter().map(Word::comment));
        let mut text = ply.mv().to_string();
        let mut glyphs = notes.glyphs.iter();
        if let Some(symbol) = notes.glyphs.first().and_then(|g| g.symbol()) {
            text.push_str(symbol);
            glyphs.next();
        }
        words.push(Word::plain(text));
        words.extend(glyphs.map(|g| Word::plain(g.to_string())));
        words.extend(notes.after.iter().map(Word::comment));
        for variation in ply.variations() {
            let start = words.len();
            line_words(variation, first + i, numbering, words);
            words[start].text.insert(0, '(');
            let last = words.last_mut().expect("a variation has a move");
            if last.ends_line {
                words.push(Word::plain(")".to_string()));
            } else {
                last.text.push(')');
            }
        }
        number_needed = !notes.after.is_empty() || !ply.variations().is_empty();
    }
}

/// Joins the words with spaces into lines of at most [`WIDTH`] bytes.
fn wrap(words: &[Word], out: &mut String) {
    let mut line_len = 0;
    let mut break_next = false;
    for w in words {
        if line_len > 0 && (break_next || line_len + 1 + w.text.len() > WIDTH) {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&w.text);
        line_len = match w.text.rfind('\n') {
            Some(i) => w.text.len() - i - 1,
            None => line_len + w.text.len(),
        };
        break_next = w.ends_line;
    }
}
