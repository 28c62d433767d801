//! The tutorial's lessons (`www/learn/lessons.json`, described in docs/LESSONS.md): every position
//! parses, every accepted and feedback move is what the lesson claims (legal, or refused by the
//! rules), and both catalogs hold every message key the lessons use, and no other.

use serde::Deserialize;
use std::collections::{BTreeSet, HashMap, HashSet};
use tobit_rules::{fen, move_by_ends, parse_move, Point, Position};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Lesson {
    id: String,
    title: String,
    fen: String,
    orientation: Option<String>,
    instruction: String,
    task: Task,
    feedback: Vec<Feedback>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Task {
    accept: Vec<String>,
    hint: String,
    success: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Feedback {
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    illegal: Vec<String>,
    kind: Option<String>,
    key: String,
}

fn read<T: for<'a> Deserialize<'a>>(relative: &str) -> T {
    let path = format!("{}/www/{relative}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn lessons() -> Vec<Lesson> {
    read("learn/lessons.json")
}

/// The start and end points of an attempt written `from-to`.
fn ends(text: &str) -> (Point, Point) {
    let points: Vec<Point> = text
        .split('-')
        .map(|n| n.parse().ok().and_then(Point::new))
        .collect::<Option<_>>()
        .unwrap_or_else(|| panic!("'{text}' is not written from-to"));
    assert_eq!(points.len(), 2, "'{text}' is not written from-to");
    (points[0], points[1])
}

fn check_lesson(lesson: &Lesson) -> Result<(), String> {
    let pos: Position = fen::parse(&lesson.fen).map_err(|e| format!("FEN: {e}"))?;
    if let Some(o) = &lesson.orientation {
        if o != "white" && o != "black" {
            return Err(format!("orientation '{o}'"));
        }
    }
    if lesson.task.accept.is_empty() {
        return Err("no accepted move".into());
    }
    let mut accepted = HashSet::new();
    for text in &lesson.task.accept {
        let m = parse_move(&pos, text).map_err(|e| format!("accepted '{text}': {e}"))?;
        accepted.insert(m);
    }
    for feedback in &lesson.feedback {
        let ways = usize::from(!feedback.moves.is_empty())
            + usize::from(!feedback.illegal.is_empty())
            + usize::from(feedback.kind.is_some());
        if ways != 1 {
            return Err(format!(
                "feedback {} needs one of moves, illegal, kind",
                feedback.key
            ));
        }
        for text in &feedback.moves {
            let m = parse_move(&pos, text).map_err(|e| format!("feedback move '{text}': {e}"))?;
            if accepted.contains(&m) {
                return Err(format!("feedback move '{text}' is also accepted"));
            }
        }
        for text in &feedback.illegal {
            let (from, to) = ends(text);
            if let Some(m) = move_by_ends(&pos, from, to) {
                return Err(format!("'{text}' is said to be illegal, but {m} is legal"));
            }
        }
        match feedback.kind.as_deref() {
            None | Some("legal") | Some("illegal") => {}
            Some(other) => return Err(format!("unknown feedback kind '{other}'")),
        }
    }
    Ok(())
}

fn keys(lesson: &Lesson) -> Vec<&str> {
    let mut keys = vec![
        lesson.title.as_str(),
        &lesson.instruction,
        &lesson.task.hint,
        &lesson.task.success,
    ];
    keys.extend(lesson.feedback.iter().map(|f| f.key.as_str()));
    keys
}

#[test]
fn the_ten_lessons_are_there_with_distinct_ids() {
    let lessons = lessons();
    assert_eq!(lessons.len(), 10);
    let ids: HashSet<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids.len(), lessons.len());
}

#[test]
fn every_lesson_move_is_what_the_lesson_claims() {
    for lesson in lessons() {
        check_lesson(&lesson).unwrap_or_else(|e| panic!("lesson {}: {e}", lesson.id));
    }
}

#[test]
fn a_lesson_that_lies_about_a_move_is_caught() {
    let lesson = |accept: &str, moves: &str, illegal: &str| Lesson {
        id: "x".into(),
        title: "t".into(),
        fen: "W:W16:B36".into(),
        orientation: None,
        instruction: "i".into(),
        task: Task {
            accept: vec![accept.into()],
            hint: "h".into(),
            success: "s".into(),
        },
        feedback: vec![
            Feedback {
                moves: vec![moves.into()],
                illegal: vec![],
                kind: None,
                key: "k".into(),
            },
            Feedback {
                moves: vec![],
                illegal: vec![illegal.into()],
                kind: None,
                key: "k".into(),
            },
        ],
    };
    assert!(check_lesson(&lesson("16-23", "16-15", "16-9")).is_ok());
    assert!(check_lesson(&lesson("16-9", "16-15", "16-9")).is_err());
    assert!(check_lesson(&lesson("16-23", "16-30", "16-9")).is_err());
    assert!(check_lesson(&lesson("16-23", "16-15", "16-17")).is_err());
    assert!(check_lesson(&lesson("16-23", "16-23", "16-9")).is_err());
}

#[test]
fn both_catalogs_have_every_key_and_no_other() {
    let used: BTreeSet<String> = lessons()
        .iter()
        .flat_map(|l| keys(l).into_iter().map(String::from).collect::<Vec<_>>())
        .collect();
    for language in ["en", "ru"] {
        let catalog: HashMap<String, String> = read(&format!("i18n/lessons.{language}.json"));
        let have: BTreeSet<String> = catalog.keys().cloned().collect();
        let missing: Vec<_> = used.difference(&have).collect();
        let unused: Vec<_> = have.difference(&used).collect();
        assert!(
            missing.is_empty(),
            "lessons.{language}.json lacks {missing:?}"
        );
        assert!(
            unused.is_empty(),
            "lessons.{language}.json has unused {unused:?}"
        );
        assert!(
            catalog.values().all(|m| !m.trim().is_empty()),
            "an empty message in {language}"
        );
    }
}
