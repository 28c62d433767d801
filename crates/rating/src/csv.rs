//! A rating list as CSV, written and read back: one row per player, a header naming the
//! columns. Written with the separator asked for (`;` where a spreadsheet writes decimals
//! with a comma, as a Russian one does, and then decimals with a comma; else `,`); read with
//! the separator its first line uses, decimals with either mark. A cell a spreadsheet would
//! take for a formula (first character `=`, `+`, `-`, `@`, a tab or a carriage return) is
//! written with a leading apostrophe, so it stays text (OWASP, CSV injection; the page's
//! standings CSV does the same, www/tournament/standings.js), and the apostrophe is dropped
//! when read back.
//!
//! Columns written: `number`, `name`, `birth` (YYYY-MM-DD), `rating` (empty: unrated),
//! `games`, `events`, and for Glicko-2 `deviation` and `volatility`. Read: `name` (required),
//! `birth`, `rating`, `games`, `deviation`, `volatility`, by their names in any order; other
//! columns are skipped.

use crate::error::{CsvProblem, RatingError};
use crate::list::{Imported, RatingList, System};
use crate::player::PlayerKey;
use std::collections::HashMap;
use tobit_tournament::Date;

/// The characters that make a spreadsheet read a cell as a formula.
const FORMULA_START: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A cell safe to open in a spreadsheet: a leading apostrophe before a formula's first
/// character (the quoting is the CSV writer's).
pub fn inert(cell: &str) -> String {
    if cell.starts_with(FORMULA_START) {
        format!("'{cell}")
    } else {
        cell.to_string()
    }
}

/// A cell as written before [`inert`].
fn restored(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(FORMULA_START) => rest,
        _ => cell,
    }
}

/// A number with its decimal mark: `,` in a `;`-separated file.
fn decimal(value: f64, separator: u8) -> String {
    let text = format!("{value:.6}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if separator == b';' {
        text.replace('.', ",")
    } else {
        text.to_string()
    }
}

/// The list as CSV, ranked by rating, `separator` between the cells (`b';'` or `b','`).
pub fn write(list: &RatingList, separator: u8) -> String {
    let mut out = csv::WriterBuilder::new()
        .delimiter(separator)
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new());
    let glicko = list.system() == System::Glicko2;
    let mut head = vec!["number", "name", "birth", "rating", "games", "events"];
    if glicko {
        head.extend(["deviation", "volatility"]);
    }
    // Writing to a Vec cannot fail.
    let _ = out.write_record(&head);
    for i in list.ranked() {
        let p = &list.players()[i];
        let events = p.history.iter().filter(|s| s.event.is_some()).count();
        let mut row = vec![
            (i + 1).to_string(),
            inert(&p.key.name),
            p.key.birth.map(|d| d.to_string()).unwrap_or_default(),
            p.rating().map(|r| r.value.to_string()).unwrap_or_default(),
            p.games.to_string(),
            events.to_string(),
        ];
        if glicko {
            row.push(decimal(p.glicko.deviation, separator));
            row.push(decimal(p.glicko.volatility, separator));
        }
        let _ = out.write_record(&row);
    }
    let bytes = out.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

/// The rows of a CSV rating list, each checked; a refusal names its line (from 1, the header
/// line 1).
pub fn read(text: &str) -> Result<Vec<Imported>, RatingError> {
    let first = text.lines().next().unwrap_or("");
    let separator = if first.contains(';') { b';' } else { b',' };
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(separator)
        .flexible(true)
        .from_reader(text.as_bytes());
    // The line of the byte a record starts at, past the blank lines before it (the reader's
    // own line count skips blank lines, and its record starts with them).
    let line_at = |byte: u64| {
        let bytes = text.as_bytes();
        let mut at = (byte as usize).min(bytes.len());
        while matches!(bytes.get(at), Some(b'\n' | b'\r')) {
            at += 1;
        }
        bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1
    };
    let unreadable = |e: csv::Error| {
        let line = e.position().map_or(1, |p| line_at(p.byte()));
        let problem = CsvProblem::Unreadable {
            message: e.to_string(),
        };
        RatingError::Csv { line, problem }
    };
    let head = reader.headers().map_err(unreadable)?.clone();
    let column = |name: &str| {
        head.iter()
            .position(|h| restored(h.trim()).eq_ignore_ascii_case(name))
    };
    let name_column = column("name").ok_or(RatingError::Csv {
        line: 1,
        problem: CsvProblem::NoNameColumn,
    })?;
    let (birth, rating, games) = (column("birth"), column("rating"), column("games"));
    let (deviation, volatility) = (column("deviation"), column("volatility"));
    let mut rows = Vec::new();
    let mut seen: HashMap<(String, Option<Date>), usize> = HashMap::new();
    for record in reader.records() {
        let record = record.map_err(unreadable)?;
        let line = record.position().map_or(0, |p| line_at(p.byte()));
        let at = |problem| RatingError::Csv { line, problem };
        let cell = |c: Option<usize>| c.and_then(|c| record.get(c)).map(|t| restored(t.trim()));
        let cell = |c| cell(c).filter(|t| !t.is_empty());
        if record.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        let name = cell(Some(name_column)).ok_or(at(CsvProblem::NoName))?;
        let number = |c: Option<usize>, what: &str| -> Result<Option<f64>, RatingError> {
            cell(c)
                .map(|t| {
                    t.replace(',', ".")
                        .parse::<f64>()
                        .ok()
                        .filter(|v| v.is_finite() && *v >= 0.0)
                        .ok_or(at(CsvProblem::NotANumber {
                            column: what.to_string(),
                            text: t.to_string(),
                        }))
                })
                .transpose()
        };
        let whole = |c: Option<usize>, what: &str| -> Result<Option<u32>, RatingError> {
            match number(c, what)? {
                Some(v) if v.fract() == 0.0 && v <= f64::from(u32::MAX) => Ok(Some(v as u32)),
                Some(_) => Err(at(CsvProblem::NotANumber {
                    column: what.to_string(),
                    text: cell(c).unwrap_or("").to_string(),
                })),
                None => Ok(None),
            }
        };
        let birth = cell(birth)
            .map(|t| {
                Date::parse(t).ok_or(at(CsvProblem::NotADate {
                    text: t.to_string(),
                }))
            })
            .transpose()?;
        let key = PlayerKey {
            name: name.to_string(),
            birth,
        };
        if let Some(&first) = seen.get(&key.normal()) {
            let name = key.name;
            return Err(at(CsvProblem::Twice { name, first }));
        }
        seen.insert(key.normal(), line);
        rows.push(Imported {
            key,
            rating: whole(rating, "rating")?.filter(|&r| r > 0),
            games: whole(games, "games")?.unwrap_or(0),
            deviation: number(deviation, "deviation")?,
            volatility: number(volatility, "volatility")?,
        });
    }
    Ok(rows)
}
