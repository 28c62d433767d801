//! The rules page's sections (`www/learn/rules.json`, described in docs/LESSONS.md): every
//! diagram's position parses and its moves are played by the rules (and the game goes on until
//! its last move), and both catalogs hold every message key the sections use.

use serde::Deserialize;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};
use tobit_rules::{fen, Game, Position};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Section {
    id: String,
    title: String,
    text: Vec<String>,
    #[serde(default)]
    terms: Vec<Term>,
    #[serde(default)]
    list: Vec<String>,
    diagram: Option<Diagram>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Term {
    term: String,
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Diagram {
    fen: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
    caption: String,
    /// Playable (the player makes the move it shows); docs/LESSONS.md.
    #[serde(default, rename = "live")]
    _live: bool,
}

fn read<T: for<'a> Deserialize<'a>>(relative: &str) -> T {
    let path = format!("{}/www/{relative}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn sections() -> Vec<Section> {
    read("learn/rules.json")
}

/// Every message key of a section.
fn keys(s: &Section) -> Vec<&str> {
    let mut keys = vec![s.title.as_str()];
    keys.extend(s.text.iter().map(String::as_str));
    keys.extend(
        s.terms
            .iter()
            .flat_map(|t| [t.term.as_str(), t.text.as_str()]),
    );
    keys.extend(s.list.iter().map(String::as_str));
    keys.extend(s.diagram.iter().map(|d| d.caption.as_str()));
    keys
}

#[test]
fn every_diagram_replays_its_moves() {
    let sections = sections();
    assert!(sections.len() >= 12, "{} sections", sections.len());
    let ids: BTreeSet<&str> = sections.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids.len(), sections.len(), "two sections share an id");
    for (id, diagram) in sections
        .iter()
        .filter_map(|s| Some((&s.id, s.diagram.as_ref()?)))
    {
        let start: Position = match &diagram.fen {
            Some(text) => fen::parse(text).unwrap_or_else(|e| panic!("{id}: FEN: {e}")),
            None => Position::start(),
        };
        let mut game = Game::new(start);
        for (i, text) in diagram.moves.iter().enumerate() {
            assert!(
                !game.status().is_over(),
                "{id}: the game is over before '{text}'"
            );
            game.play_text(text)
                .unwrap_or_else(|e| panic!("{id}: move {} '{text}': {e}", i + 1));
        }
    }
}

#[test]
fn both_catalogs_have_every_key() {
    let sections = sections();
    let used: BTreeSet<&str> = sections.iter().flat_map(keys).collect();
    for language in ["en", "ru"] {
        let catalog: HashMap<String, Value> = read(&format!("i18n/{language}.json"));
        let missing: Vec<_> = used.iter().filter(|k| !catalog.contains_key(**k)).collect();
        assert!(missing.is_empty(), "{language}.json lacks {missing:?}");
    }
}
