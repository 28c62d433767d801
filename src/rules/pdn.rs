//! Whole game records in PDN (docs/RULES.md section 9): tag pairs, then the numbered move text.
//!
//! ```text
//! [White "Aigul"]
//! [Black "Pyotr"]
//! [Result "*"]
//! 1. 9-16 30-23 2. 16x30 {a comment} *
//! ```
//!
//! Import reads the tag pairs (`[FEN "..."]` gives the start position), skips `{comments}` and
//! `;` comments to the end of the line, accepts move numbers `1.` and `1...` (their values
//! are not checked), plays every move, and applies the result token (or else the `Result`
//! tag): a decisive or drawn result on a game that is not over by the rules becomes a
//! resignation or an agreed draw, or a loss on time with `[Termination "time forfeit"]`.
//! Every error gives its line and column.

use super::{fen, Color, Game, Position, Reason, Status};
use std::fmt;

/// Why a PDN text was rejected, and where (line and column count from 1, in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnError {
    /// Line of the offending part, from 1.
    pub line: usize,
    /// Column of the offending part, from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for PdnError {}

/// A game read from PDN with its tag pairs (in file order, `FEN` and `Result` included).
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// The tag pairs as `(name, value)`.
    pub tags: Vec<(String, String)>,
    /// The game, its moves played and its result applied.
    pub game: Game,
}

impl PdnGame {
    /// The value of a tag (names compare without regard to case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        find_tag(&self.tags, name).map(|(_, v)| v.as_str())
    }
}

fn find_tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a (String, String)> {
    tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name))
}

/// Where a part of the text starts.
#[derive(Clone, Copy, Debug)]
struct Place {
    line: usize,
    column: usize,
}

impl Place {
    fn error(self, message: impl Into<String>) -> PdnError {
        PdnError {
            line: self.line,
            column: self.column,
            message: message.into(),
        }
    }
}

/// A reader over the characters of the text that knows its line and column.
struct Cursor<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    place: Place,
}

impl Cursor<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.place.line += 1;
            self.place.column = 1;
        } else {
            self.place.column += 1;
        }
        Some(c)
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// Characters up to the next space or PDN delimiter.
    fn word(&mut self) -> String {
        let mut w = String::new();
        while let Some(c) = self.peek() {
            if c.is_whitespace() || "[]{};\"".contains(c) {
                break;
            }
            w.push(c);
            self.bump();
        }
        w
    }
}

/// Reads one game from PDN text.
pub fn import(text: &str) -> Result<PdnGame, PdnError> {
    let mut cur = Cursor {
        chars: text.chars().peekable(),
        place: Place { line: 1, column: 1 },
    };
    let mut tags = Vec::new();
    let mut game: Option<Game> = None;
    let mut result: Option<(String, Place)> = None;
    loop {
        cur.skip_spaces();
        let at = cur.place;
        let Some(c) = cur.peek() else { break };
        if let Some((token, _)) = &result {
            return Err(at.error(format!("nothing may follow the result '{token}'")));
        }
        match c {
            '[' if game.is_none() => tags.push(read_tag(&mut cur)?),
            '[' => return Err(at.error("a tag pair after the moves (one game per text)")),
            '{' => skip_comment(&mut cur)?,
            ';' => while cur.bump().is_some_and(|c| c != '\n') {},
            '}' | ']' | '"' => return Err(at.error(format!("unexpected '{c}'"))),
            _ => {
                let word = cur.word();
                if game.is_none() {
                    game = Some(Game::new(start_position(&tags)?));
                }
                let game = game.as_mut().expect("created above");
                read_word(game, &word, at, &mut result)?;
            }
        }
    }
    let mut game = match game {
        Some(g) => g,
        None => Game::new(start_position(&tags)?),
    };
    apply_result(&mut game, &tags, result)?;
    Ok(PdnGame {
        tags: tags.into_iter().map(|(n, v, _)| (n, v)).collect(),
        game,
    })
}

/// A tag pair, its value's place kept for later errors.
type Tag = (String, String, Place);

fn read_tag(cur: &mut Cursor) -> Result<Tag, PdnError> {
    let open = cur.place;
    cur.bump(); // '['
    cur.skip_spaces();
    let name_at = cur.place;
    let mut name = String::new();
    while let Some(c) = cur
        .peek()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
    {
        name.push(c);
        cur.bump();
    }
    if name.is_empty() {
        return Err(name_at.error("a tag pair needs a name of letters, digits or '_'"));
    }
    cur.skip_spaces();
    let value_at = cur.place;
    if cur.bump() != Some('"') {
        return Err(value_at.error(format!("tag {name}: expected '\"' before the value")));
    }
    let mut value = String::new();
    loop {
        match cur.bump() {
            Some('"') => break,
            Some('\\') => match cur.bump() {
                Some(c @ ('"' | '\\')) => value.push(c),
                _ => return Err(value_at.error(format!("tag {name}: bad escape in the value"))),
            },
            Some(c) => value.push(c),
            None => return Err(value_at.error(format!("tag {name}: the value is not closed"))),
        }
    }
    cur.skip_spaces();
    if cur.bump() != Some(']') {
        return Err(open.error(format!("tag {name}: expected ']' after the value")));
    }
    Ok((name, value, value_at))
}

fn skip_comment(cur: &mut Cursor) -> Result<(), PdnError> {
    let open = cur.place;
    cur.bump(); // '{'
    loop {
        match cur.bump() {
            Some('}') => return Ok(()),
            Some(_) => {}
            None => return Err(open.error("the comment is not closed with '}'")),
        }
    }
}

fn start_position(tags: &[Tag]) -> Result<Position, PdnError> {
    match tags.iter().find(|(n, _, _)| n.eq_ignore_ascii_case("FEN")) {
        Some((_, value, at)) => {
            fen::parse(value).map_err(|e| at.error(format!("bad FEN tag: {e}")))
        }
        None => Ok(Position::start()),
    }
}

const RESULTS: [&str; 4] = ["2-0", "0-2", "1-1", "*"];

/// A word of move text: a result token, a move number (maybe with a move glued on), a move.
fn read_word(
    game: &mut Game,
    word: &str,
    at: Place,
    result: &mut Option<(String, Place)>,
) -> Result<(), PdnError> {
    if RESULTS.contains(&word) {
        *result = Some((word.to_string(), at));
        return Ok(());
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
    let text = if digits > 0 && dots > 0 {
        if dots != 1 && dots != 3 {
            return Err(at.error(format!("bad move number '{word}'")));
        }
        &word[digits + dots..]
    } else {
        word
    };
    if text.is_empty() {
        return Ok(());
    }
    let column = at.column + (word.len() - text.len());
    let move_at = Place { column, ..at };
    game.play_text(text)
        .map(|_| ())
        .map_err(|e| move_at.error(format!("move {}: {e}", game.moves().len() + 1)))
}

/// Applies the result token, or else the `Result` tag, to the game.
fn apply_result(
    game: &mut Game,
    tags: &[Tag],
    token: Option<(String, Place)>,
) -> Result<(), PdnError> {
    let tag = tags
        .iter()
        .find(|(n, _, _)| n.eq_ignore_ascii_case("Result"));
    if let Some((_, value, at)) = tag {
        if !RESULTS.contains(&value.as_str()) {
            return Err(at.error(format!("bad result '{value}': use 2-0, 0-2, 1-1 or *")));
        }
        if let Some((t, t_at)) = &token {
            if t != value {
                return Err(t_at.error(format!(
                    "result '{t}' differs from the Result tag '{value}'"
                )));
            }
        }
    }
    let Some((result, at)) = token.or_else(|| tag.map(|(_, v, at)| (v.clone(), *at))) else {
        return Ok(());
    };
    let winner = match result.as_str() {
        "2-0" => Some(Color::White),
        "0-2" => Some(Color::Black),
        "1-1" => None,
        _ => return Ok(()),
    };
    match game.status() {
        Status::Over(o) if o.winner == winner => Ok(()),
        Status::Over(o) => Err(at.error(format!(
            "result '{result}' contradicts the game, which ended {} ({})",
            Status::Over(o).result(),
            o.reason
        ))),
        Status::Ongoing => match (winner, termination(tags)) {
            (Some(w), Some(Reason::TimeForfeit)) => game.lose_on_time(w.opponent()),
            (Some(w), _) => game.resign(w.opponent()),
            (None, _) => game.agree_draw(),
        }
        .map_err(|e| at.error(e.to_string())),
    }
}

/// The ending a `[Termination]` tag names, if any.
fn termination(tags: &[Tag]) -> Option<Reason> {
    let (_, value, _) = tags
        .iter()
        .find(|(n, _, _)| n.eq_ignore_ascii_case("Termination"))?;
    Reason::from_pdn_termination(value)
}

/// Writes a game as PDN: the given tags (except `FEN` and `Result`, `Termination` when the
/// game's own ending has one, and any whose name is not letters, digits and `_`), then
/// `Result` from the game's status, `Termination` for a loss on time, `FEN` when the game did
/// not begin at the start position, and the numbered move text ending with the result.
pub fn export(game: &Game, tags: &[(String, String)]) -> String {
    let mut out = String::new();
    let status = game.status();
    let termination = status.outcome().and_then(|o| o.reason.pdn_termination());
    let mut write_tag = |name: &str, value: &str| {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    };
    for (name, value) in tags {
        let reserved = ["FEN", "Result"]
            .iter()
            .any(|r| name.eq_ignore_ascii_case(r))
            || (termination.is_some() && name.eq_ignore_ascii_case("Termination"));
        let valid = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if valid && !reserved {
            write_tag(name, value);
        }
    }
    write_tag("Result", status.result());
    if let Some(value) = termination {
        write_tag("Termination", value);
    }
    if game.start() != Position::start() {
        write_tag("FEN", &game.start().to_string());
    }
    let mut words = Vec::new();
    for (ply, (n, m)) in game.numbered_moves().enumerate() {
        match n.side {
            Color::White => words.push(format!("{}.", n.number)),
            Color::Black if ply == 0 => words.push(format!("{}...", n.number)),
            Color::Black => {}
        }
        words.push(m.to_string());
    }
    words.push(status.result().to_string());
    out.push_str(&wrap(&words, 79));
    out.push('\n');
    out
}

/// Joins words with spaces into lines of at most `width` characters (a longer word stands alone).
fn wrap(words: &[String], width: usize) -> String {
    let mut text = String::new();
    let mut line_len = 0;
    for w in words {
        if line_len > 0 && line_len + 1 + w.len() > width {
            text.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            text.push(' ');
            line_len += 1;
        }
        text.push_str(w);
        line_len += w.len();
    }
    text
}
