//! Weights files: the evaluation weights as text, one `name value` line per term (and an
//! optional `patterns on` line: the learned pattern weights added, off when absent), as
//! `tobit tune` writes them and `tobit match` (`weights=FILE`) and `tobit tune --from` read them
//! (`docs/weights/`).

use tobit_ai::weights::{Term, Weights, TERMS};

/// The name of the line that switches the pattern evaluation on or off.
const PATTERNS: &str = "patterns";

/// Reads weights from text: one `name value` line per term (every term once), at most one
/// `patterns on|off` line (off when absent), blank lines and `#` comments allowed.
pub fn parse(text: &str) -> Result<Weights, String> {
    let mut linear = [None; TERMS];
    let mut patterns = None;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut words = line.split_whitespace();
        let (Some(name), Some(value), None) = (words.next(), words.next(), words.next()) else {
            return Err(format!(
                "line {}: expected 'name value', got '{line}'",
                n + 1
            ));
        };
        if name == PATTERNS {
            let on = match value {
                "on" => true,
                "off" => false,
                _ => return Err(format!("line {}: patterns is 'on' or 'off'", n + 1)),
            };
            if patterns.replace(on).is_some() {
                return Err(format!("line {}: patterns given twice", n + 1));
            }
            continue;
        }
        let term = Term::ALL
            .iter()
            .find(|t| t.name() == name)
            .ok_or_else(|| format!("line {}: unknown weight '{name}'", n + 1))?;
        let value: i32 = value
            .parse()
            .map_err(|_| format!("line {}: '{value}' is not a whole number", n + 1))?;
        if linear[*term as usize].replace(value).is_some() {
            return Err(format!("line {}: weight '{name}' given twice", n + 1));
        }
    }
    let mut weights = Weights::linear([0; TERMS]);
    weights.patterns = patterns.unwrap_or(false);
    for term in Term::ALL {
        weights.linear[term as usize] =
            linear[term as usize].ok_or_else(|| format!("weight '{}' is missing", term.name()))?;
    }
    Ok(weights)
}

/// `weights` as text that [`parse`] reads back.
pub fn to_text(weights: &Weights) -> String {
    let mut text: String = Term::ALL
        .iter()
        .map(|&t| format!("{} {}\n", t.name(), weights.of(t)))
        .collect();
    if weights.patterns {
        text.push_str(&format!("{PATTERNS} on\n"));
    }
    text
}
