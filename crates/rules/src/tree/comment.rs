//! Comments on moves, with the commands embedded in them (`[%clock ...]`, `[%cal ...]`,
//! `[%csl ...]` and any other `[%name value]`) read into data. A `[%` that is text, as a person
//! typed it, is written `[%%`, so that it reads back as text, not a command.

use super::clock::ClockStamp;
use super::shapes::{parse_shapes, shapes_text, Arrow, Circle};
use std::fmt;

/// How the text `[%` (what opens a command) is written in a comment: `[%%`.
const ESCAPED_OPEN: &str = "[%%";

/// A comment's text written so that it reads back as the same text (each `[%` escaped).
fn escaped(text: &str) -> String {
    text.replace("[%", ESCAPED_OPEN)
}

/// A command embedded in a comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `[%clock w0:04:58 B0:05:00]` or `[%clock 0:04:59]`: the clock times after the move.
    Clock(ClockStamp),
    /// `[%cal G9-16,R22-29]`: arrows between points.
    Arrows(Vec<Arrow>),
    /// `[%csl G16,R22]`: circled points.
    Circles(Vec<Circle>),
    /// Any other command, or one of the above whose value could not be read, kept as written
    /// (its value trimmed).
    Other {
        /// The name after `%`: letters, digits and `_`.
        name: String,
        /// The value, without the spaces around it.
        value: String,
    },
}

impl fmt::Display for Command {
    /// The canonical form: `[%name value]`, the value written by its type.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Clock(t) => write!(f, "[%clock {t}]"),
            Command::Arrows(a) => write!(f, "[%cal {}]", shapes_text(a)),
            Command::Circles(c) => write!(f, "[%csl {}]", shapes_text(c)),
            Command::Other { name, value } if value.is_empty() => write!(f, "[%{name}]"),
            Command::Other { name, value } => write!(f, "[%{name} {value}]"),
        }
    }
}

impl Command {
    /// The command of a name and value, typed when the name is known and the value reads.
    fn new(name: &str, value: &str) -> Command {
        let typed = match name {
            "clock" => value.parse().ok().map(Command::Clock),
            "cal" => listed(parse_shapes(value)).map(Command::Arrows),
            "csl" => listed(parse_shapes(value)).map(Command::Circles),
            _ => None,
        };
        typed.unwrap_or_else(|| Command::Other {
            name: name.to_string(),
            value: value.to_string(),
        })
    }
}

/// The shapes of a list that reads and holds at least one.
fn listed<T>(read: Result<Vec<T>, String>) -> Option<Vec<T>> {
    read.ok().filter(|shapes| !shapes.is_empty())
}

/// A piece of a comment: plain text, or a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommentPart {
    /// Text as written (never empty; two texts never follow each other).
    Text(String),
    /// An embedded command.
    Command(Command),
}

/// A comment: its text with the embedded commands, in order.
///
/// A comment never holds both `}` and a line break (PDN could not write it); its text has no
/// spaces at either end.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comment {
    parts: Vec<CommentPart>,
}

impl Comment {
    /// Reads a comment's text (spaces at either end are dropped), finding its commands (`[%%`
    /// is the text `[%`). Refuses text holding both `}` and a line break, which PDN cannot
    /// write.
    pub fn parse(text: &str) -> Result<Comment, String> {
        if text.contains('}') && text.contains('\n') {
            return Err("a comment cannot hold both '}' and a line break".to_string());
        }
        let mut comment = Comment::default();
        let mut rest = text.trim();
        while let Some(open) = rest.find("[%") {
            if rest[open..].starts_with(ESCAPED_OPEN) {
                comment.push_text(&rest[..open + 2]);
                rest = &rest[open + ESCAPED_OPEN.len()..];
                continue;
            }
            let Some((name, value, len)) = command_at(&rest[open..]) else {
                comment.push_text(&rest[..open + 2]);
                rest = &rest[open + 2..];
                continue;
            };
            comment.push_text(&rest[..open]);
            comment
                .parts
                .push(CommentPart::Command(Command::new(name, value)));
            rest = &rest[open + len..];
        }
        comment.push_text(rest);
        Ok(comment)
    }

    /// A comment of plain text and commands, joined as given (texts next to each other merged).
    pub fn from_parts(parts: impl IntoIterator<Item = CommentPart>) -> Result<Comment, String> {
        let text: String = parts
            .into_iter()
            .map(|p| match p {
                CommentPart::Text(t) => escaped(&t),
                CommentPart::Command(c) => c.to_string(),
            })
            .collect();
        Comment::parse(&text)
    }

    /// The parts, in order.
    pub fn parts(&self) -> &[CommentPart] {
        &self.parts
    }

    /// The plain text of the comment (its commands left out).
    pub fn text(&self) -> String {
        let texts = self.parts.iter().filter_map(|p| match p {
            CommentPart::Text(t) => Some(t.as_str()),
            CommentPart::Command(_) => None,
        });
        texts.collect::<String>().trim().to_string()
    }

    /// The commands, in order.
    pub fn commands(&self) -> impl Iterator<Item = &Command> {
        self.parts.iter().filter_map(|p| match p {
            CommentPart::Command(c) => Some(c),
            CommentPart::Text(_) => None,
        })
    }

    /// The clock times the comment gives, if any (the first command).
    pub fn clock(&self) -> Option<ClockStamp> {
        self.commands().find_map(|c| match c {
            Command::Clock(t) => Some(*t),
            _ => None,
        })
    }

    /// Every arrow the comment draws.
    pub fn arrows(&self) -> Vec<Arrow> {
        let lists = self.commands().filter_map(|c| match c {
            Command::Arrows(a) => Some(a),
            _ => None,
        });
        lists.flatten().copied().collect()
    }

    /// Every circle the comment draws.
    pub fn circles(&self) -> Vec<Circle> {
        let lists = self.commands().filter_map(|c| match c {
            Command::Circles(c) => Some(c),
            _ => None,
        });
        lists.flatten().copied().collect()
    }

    /// Whether the comment is written `; ...` to the end of the line (it holds `}`).
    pub(crate) fn needs_line_form(&self) -> bool {
        self.to_string().contains('}')
    }

    fn push_text(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        if let Some(CommentPart::Text(last)) = self.parts.last_mut() {
            last.push_str(text);
        } else {
            self.parts.push(CommentPart::Text(text.to_string()));
        }
    }
}

impl fmt::Display for Comment {
    /// The comment's text (each `[%` in it escaped) with every command in its canonical form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for part in &self.parts {
            match part {
                CommentPart::Text(t) => f.write_str(&escaped(t))?,
                CommentPart::Command(c) => c.fmt(f)?,
            }
        }
        Ok(())
    }
}

/// The command at the start of `text` (which begins with `[%`): its name, its trimmed value
/// and the length of the whole `[%name value]`.
fn command_at(text: &str) -> Option<(&str, &str, usize)> {
    let body = &text[2..];
    let name_len = body
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    let close = body.find(']')?;
    let after_name = body[name_len..].chars().next()?;
    if name_len == 0 || !(after_name == ']' || after_name.is_whitespace()) {
        return None;
    }
    let value = body[name_len..close].trim();
    if value.contains('[') {
        return None;
    }
    Some((&body[..name_len], value, close + 3))
}
