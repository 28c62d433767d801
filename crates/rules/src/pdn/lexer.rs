//! The tokens of PDN text, each with the line and column of its first character.

use super::error::Place;
use super::{PdnError, PdnErrorKind};
use crate::tree::{GameResult, Nag};
use std::collections::VecDeque;

/// A piece of PDN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token<'a> {
    /// `[Name "value"]`, with the place of the value's opening quote.
    Tag {
        name: &'a str,
        value: String,
        value_at: Place,
    },
    /// The text of `{...}` or of `;...` to the end of the line.
    Comment(&'a str),
    /// `(`
    Open,
    /// `)`
    Close,
    /// `$n`, or a glyph symbol alone or after a move.
    Glyph(Nag),
    /// `12.` or `12...`
    MoveNumber,
    /// Move text such as `9-16` or `16x30x32`.
    Move(&'a str),
    /// A result token.
    Result(GameResult),
}

/// The characters that end a word of move text.
const DELIMITERS: &[u8] = b"[]{}();\"$";

/// Reads tokens from PDN text. After an error it goes on from a sensible place: the end of
/// the line for a bad tag, the character after a stray one.
pub(super) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    place: Place,
    queued: VecDeque<(Token<'a>, Place)>,
}

impl<'a> Lexer<'a> {
    /// A lexer over the text, a leading byte-order mark skipped.
    pub fn new(text: &'a str) -> Lexer<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Lexer {
            text,
            pos: 0,
            place: Place { line: 1, column: 1 },
            queued: VecDeque::new(),
        }
    }

    /// How far the reading has come, in bytes (tokens read ahead included).
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// Where the next token starts when it is a tag pair (a new game after move text).
    pub fn tag_ahead(&mut self) -> Option<Place> {
        if !self.queued.is_empty() {
            return None;
        }
        self.skip_spaces();
        (self.peek() == Some(b'[')).then_some(self.place)
    }

    /// The next token, `None` at the end of the text.
    pub fn next_token(&mut self) -> Option<Result<(Token<'a>, Place), PdnError>> {
        if let Some(t) = self.queued.pop_front() {
            return Some(Ok(t));
        }
        self.skip_spaces();
        let at = self.place;
        let c = *self.text.as_bytes().get(self.pos)?;
        let token = match c {
            b'[' => self.tag(),
            b'{' => self.brace_comment(),
            b';' => {
                let end = self.line_end();
                let text = &self.text[self.pos + 1..end];
                self.advance_to(end);
                Ok(Token::Comment(text))
            }
            b'(' => self.single(Token::Open),
            b')' => self.single(Token::Close),
            b'$' => self.nag(),
            b'}' | b']' | b'"' => {
                self.advance_to(self.pos + 1);
                let found = (c as char).to_string();
                Err(at.error(PdnErrorKind::Unexpected { found }))
            }
            _ => return Some(self.word()),
        };
        Some(token.map(|t| (t, at)))
    }

    fn single(&mut self, token: Token<'a>) -> Result<Token<'a>, PdnError> {
        self.advance_to(self.pos + 1);
        Ok(token)
    }

    /// Moves to a byte offset, counting lines and columns (in characters) on the way.
    fn advance_to(&mut self, end: usize) {
        for &b in &self.text.as_bytes()[self.pos..end] {
            if b == b'\n' {
                self.place.line += 1;
                self.place.column = 1;
            } else if b & 0xC0 != 0x80 {
                self.place.column += 1;
            }
        }
        self.pos = end;
    }

    fn skip_spaces(&mut self) {
        let rest = &self.text[self.pos..];
        let trimmed = rest.trim_start();
        self.advance_to(self.pos + rest.len() - trimmed.len());
    }

    fn line_end(&self) -> usize {
        let rest = &self.text.as_bytes()[self.pos..];
        self.pos + rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len())
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// Skips spaces and tabs without leaving the line.
    fn skip_blanks(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r')) {
            self.advance_to(self.pos + 1);
        }
    }

    /// A tag pair; after an error, goes on at the end of its line.
    fn tag(&mut self) -> Result<Token<'a>, PdnError> {
        let result = self.tag_pair();
        if result.is_err() {
            let end = self.line_end();
            self.advance_to(end);
        }
        result
    }

    fn tag_pair(&mut self) -> Result<Token<'a>, PdnError> {
        let open = self.place;
        self.advance_to(self.pos + 1);
        self.skip_blanks();
        let name_at = self.place;
        let rest = &self.text.as_bytes()[self.pos..];
        let len = rest
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
        let name = &self.text[self.pos..self.pos + len];
        if name.is_empty() {
            return Err(name_at.error(PdnErrorKind::TagName));
        }
        self.advance_to(self.pos + len);
        self.skip_blanks();
        let value_at = self.place;
        if self.peek() != Some(b'"') {
            let tag = name.to_string();
            return Err(value_at.error(PdnErrorKind::TagQuote { tag }));
        }
        self.advance_to(self.pos + 1);
        let value = self.quoted(name, value_at)?;
        self.skip_blanks();
        if self.peek() != Some(b']') {
            let tag = name.to_string();
            return Err(open.error(PdnErrorKind::TagClose { tag }));
        }
        self.advance_to(self.pos + 1);
        Ok(Token::Tag {
            name,
            value,
            value_at,
        })
    }

    /// The rest of a quoted value, its closing quote read; `\"` and `\\` are escapes.
    fn quoted(&mut self, name: &str, value_at: Place) -> Result<String, PdnError> {
        let tag = || name.to_string();
        let mut value = String::new();
        let mut chars = self.text[self.pos..].char_indices();
        let end = loop {
            match chars.next() {
                Some((i, '"')) => break i + 1,
                Some((_, '\\')) => match chars.next() {
                    Some((_, c @ ('"' | '\\'))) => value.push(c),
                    _ => return Err(value_at.error(PdnErrorKind::TagEscape { tag: tag() })),
                },
                Some((_, '\n')) | None => {
                    return Err(value_at.error(PdnErrorKind::TagValueOpen { tag: tag() }))
                }
                Some((_, c)) => value.push(c),
            }
        };
        self.advance_to(self.pos + end);
        Ok(value)
    }

    /// `{...}`. A comment that meets a blank line followed by a line starting with `[` before
    /// its `}` is taken as not closed (the next game begins there).
    fn brace_comment(&mut self) -> Result<Token<'a>, PdnError> {
        let open = self.place;
        let start = self.pos + 1;
        let rest = &self.text[start..];
        let close = rest.find('}');
        let body = &rest[..close.unwrap_or(rest.len())];
        if let Some(next_game) = next_game_start(body) {
            self.advance_to(start + next_game);
            return Err(open.error(PdnErrorKind::CommentOpen));
        }
        let Some(close) = close else {
            self.advance_to(self.text.len());
            return Err(open.error(PdnErrorKind::CommentOpen));
        };
        self.advance_to(start + close + 1);
        Ok(Token::Comment(&rest[..close]))
    }

    /// `$n` with n in 0..=255.
    fn nag(&mut self) -> Result<Token<'a>, PdnError> {
        let at = self.place;
        let rest = &self.text.as_bytes()[self.pos + 1..];
        let len = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        let digits = &self.text[self.pos + 1..self.pos + 1 + len];
        self.advance_to(self.pos + 1 + len);
        match digits.parse::<u8>() {
            Ok(n) if len <= 3 => Ok(Token::Glyph(Nag(n))),
            _ => Err(at.error(PdnErrorKind::GlyphNumber)),
        }
    }

    /// A word of move text: a result, or a move number and/or a move and/or a glyph.
    fn word(&mut self) -> Result<(Token<'a>, Place), PdnError> {
        let at = self.place;
        let rest = &self.text[self.pos..];
        let len = rest
            .find(|c: char| c.is_whitespace() || (c.is_ascii() && DELIMITERS.contains(&(c as u8))))
            .unwrap_or(rest.len());
        let word = &rest[..len];
        self.advance_to(self.pos + len);
        if let Some(result) = GameResult::from_token(word) {
            return Ok((Token::Result(result), at));
        }
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
        let mut text = word;
        let mut column = at.column;
        if digits > 0 && dots > 0 {
            if dots != 1 && dots != 3 {
                let word = word.to_string();
                return Err(at.error(PdnErrorKind::MoveNumber { word }));
            }
            self.queued.push_back((Token::MoveNumber, at));
            text = &word[digits + dots..];
            column += digits + dots;
        }
        let glyph_start = text.trim_end_matches(['!', '?']).len();
        if glyph_start > 0 {
            self.queued
                .push_back((Token::Move(&text[..glyph_start]), Place { column, ..at }));
        }
        if glyph_start < text.len() {
            let glyph_at = Place {
                column: column + text[..glyph_start].chars().count(),
                ..at
            };
            let symbol = &text[glyph_start..];
            let Some(nag) = Nag::from_symbol(symbol) else {
                self.queued.clear();
                let glyph = symbol.to_string();
                return Err(glyph_at.error(PdnErrorKind::UnknownGlyph { glyph }));
            };
            self.queued.push_back((Token::Glyph(nag), glyph_at));
        }
        self.queued.pop_front().ok_or_else(|| {
            let found = word.to_string();
            at.error(PdnErrorKind::Unexpected { found })
        })
    }
}

/// Where, in the body of an unclosed-looking comment, a blank line is followed by a line
/// starting with `[`: the byte offset of that `[`.
fn next_game_start(body: &str) -> Option<usize> {
    let mut offset = 0;
    let mut previous_blank = false;
    for line in body.split_inclusive('\n') {
        if previous_blank && line.starts_with('[') {
            return Some(offset);
        }
        previous_blank = line.trim().is_empty() && line.ends_with('\n');
        offset += line.len();
    }
    None
}
