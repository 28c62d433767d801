//! The types `analyse` and `reviewGame` take from and hand to JS: serde types whose TypeScript
//! declarations tsify writes into `tobit_engine.d.ts`.

use super::search::SearchRequest;
use serde::Serialize;
use tobit_ai::exercise::Judged;
use tobit_ai::report::{GameReport, SideReport as SideOfReport};
use tobit_ai::review::{Grade, MoveReview as Reviewed, Review};
use tobit_ai::win_chance::white_chance;
use tobit_ai::{AnalysisInfo as Info, Line, LineScore};
use tobit_rules::{Color, Position};
pub use tobit_web::grade_counts::GradeCounts;
use tsify::Tsify;

/// The options of `analyse`: the limits and what to analyse; no limit at all searches until
/// `onInfo` returns `false`. Only its TypeScript declaration is used.
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisOptions {
    /// How many lines, 1..5 (default 1), each starting with a different move.
    #[tsify(optional)]
    pub lines: Option<u8>,
    /// Analyse the threat: what the opponent would play if the side to move could pass.
    #[tsify(optional)]
    pub threat: Option<bool>,
    /// The search limits.
    #[serde(flatten)]
    pub limits: SearchRequest,
}

/// The options of `reviewGame`: the fixed work of each position (default
/// `tobit_ai::review::REVIEW_NODES`), never a time, so that a review is reproducible. Only its
/// TypeScript declaration is used.
#[derive(Tsify)]
pub struct ReviewOptions {
    /// The deepest iteration, 1..`config().searchMaxima.maxDepth`.
    #[tsify(optional)]
    pub depth: Option<u32>,
    /// The most nodes to visit, 1..`config().searchMaxima.maxNodes`.
    #[tsify(optional)]
    pub nodes: Option<u64>,
}

/// What a score counts: hundredths of a hul, an exact win or loss in plies, an exact draw.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub enum ScoreKind {
    /// Hundredths of a hul from the search.
    Cp,
    /// A win in `value` plies (exact).
    Win,
    /// A loss in `value` plies (exact).
    Loss,
    /// An exact draw (`value` null).
    Draw,
}

/// A score for the side to move.
#[derive(Serialize, Tsify)]
pub struct AnalysisScore {
    kind: ScoreKind,
    value: Option<i32>,
}

impl From<LineScore> for AnalysisScore {
    fn from(score: LineScore) -> AnalysisScore {
        let (kind, value) = match score {
            LineScore::Cp(cp) => (ScoreKind::Cp, Some(cp)),
            LineScore::Win(d) => (ScoreKind::Win, Some(d as i32)),
            LineScore::Loss(d) => (ScoreKind::Loss, Some(d as i32)),
            LineScore::Draw => (ScoreKind::Draw, None),
        };
        AnalysisScore { kind, value }
    }
}

/// One line of an analysis.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisLine {
    /// The moves, in notation, the first move first.
    moves: Vec<String>,
    /// Its score for the side to move of the analysed position.
    score: AnalysisScore,
    /// White's expected result 0..1 (a draw counts half) from the score: the evaluation bar.
    white_chance: f64,
}

/// A legal move with its exact value from the endgame tables.
#[derive(Serialize, Tsify)]
pub struct ExactMove {
    /// The move, in notation.
    #[serde(rename = "move")]
    played: String,
    /// Its exact value for the side to move.
    score: AnalysisScore,
}

/// What `analyse` knows after a completed depth.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisInfo {
    /// The analysed position (the threat's position when `threat` was asked).
    fen: String,
    /// Its side to move, for whom the scores are given.
    side: Color,
    /// The completed depth in plies (0: exact from the endgame tables, or stopped before
    /// depth 1).
    depth: u32,
    /// The nodes visited.
    nodes: u64,
    /// Nodes per second.
    nps: u64,
    /// The time spent, in milliseconds.
    time_ms: u64,
    /// The lines, best first, their first moves all different.
    lines: Vec<AnalysisLine>,
    /// Every legal move with its exact value, best first, when the endgame tables hold them
    /// all; else empty.
    exact: Vec<ExactMove>,
}

impl AnalysisInfo {
    /// The info of the analysis of `pos`.
    pub fn of(pos: &Position, info: &Info) -> AnalysisInfo {
        let line = |l: &Line| AnalysisLine {
            moves: l.moves.iter().map(|m| m.to_string()).collect(),
            score: l.score.into(),
            white_chance: white_chance(l.score, pos.side()),
        };
        AnalysisInfo {
            fen: pos.to_string(),
            side: pos.side(),
            depth: info.depth,
            nodes: info.nodes,
            nps: info.nps(),
            time_ms: info.time_ms,
            lines: info.lines.iter().map(line).collect(),
            exact: (info.exact.iter())
                .map(|&(m, v)| ExactMove {
                    played: m.to_string(),
                    score: LineScore::of_value(v).into(),
                })
                .collect(),
        }
    }
}

/// A grade of a reviewed move.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub enum MoveGrade {
    /// An inaccuracy.
    Inaccuracy,
    /// A mistake.
    Mistake,
    /// A blunder.
    Blunder,
}

impl From<Grade> for MoveGrade {
    fn from(g: Grade) -> MoveGrade {
        match g {
            Grade::Inaccuracy => MoveGrade::Inaccuracy,
            Grade::Mistake => MoveGrade::Mistake,
            Grade::Blunder => MoveGrade::Blunder,
        }
    }
}

/// One reviewed move.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct MoveReview {
    /// The move, in notation.
    #[serde(rename = "move")]
    played: String,
    /// The side that played it.
    side: Color,
    /// The best move in the position before it.
    best: String,
    /// The mover's score before the move.
    before: AnalysisScore,
    /// The mover's score after the move.
    after: AnalysisScore,
    /// White's expected result after the move (the evaluation graph).
    white_chance: f64,
    /// The mover's expected result the move lost, 0..1.
    loss: f64,
    /// The grade, null when the move lost too little to be graded.
    grade: Option<MoveGrade>,
}

/// One side's part of the game report (`tobit_ai::report`).
#[derive(Serialize, Tsify)]
pub struct SideReport {
    /// Its accuracy 0..100, to a tenth (docs/ANALYSIS.md), null when it made no move.
    accuracy: Option<f64>,
    /// The indexes in `moves` of its moves graded a mistake or a blunder, in order: the
    /// report's links and the exercises of "learn from your mistakes".
    mistakes: Vec<u32>,
}

impl From<&SideOfReport> for SideReport {
    fn from(s: &SideOfReport) -> SideReport {
        SideReport {
            accuracy: s.accuracy,
            mistakes: s.mistakes.iter().map(|&i| i as u32).collect(),
        }
    }
}

/// The game report of a review: each side's accuracy and mistakes, the turning points.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ReviewReport {
    /// White's part.
    white: SideReport,
    /// Black's part.
    black: SideReport,
    /// The indexes in `moves` of the (at most three) graded moves that lost the most, in order.
    turning_points: Vec<u32>,
}

/// The result of `reviewGame`.
#[derive(Serialize, Tsify)]
pub struct GameReview {
    /// Every move reviewed, in order.
    moves: Vec<MoveReview>,
    /// White's graded moves.
    white: GradeCounts<u32>,
    /// Black's graded moves.
    black: GradeCounts<u32>,
    /// The smallest loss of each grade.
    thresholds: GradeCounts<f64>,
    /// The game report.
    report: ReviewReport,
}

impl GameReview {
    /// The JS form of a review.
    pub fn of(r: &Review) -> GameReview {
        let counts = |side: Color| GradeCounts::of(|g| r.count(side, g) as u32);
        let reviewed = |m: &Reviewed| MoveReview {
            played: m.played.to_string(),
            side: m.side,
            best: m.best.to_string(),
            before: m.before.into(),
            after: m.after.into(),
            white_chance: m.white_chance,
            loss: m.loss,
            grade: m.grade.map(MoveGrade::from),
        };
        let report = GameReport::of(r);
        GameReview {
            moves: r.moves.iter().map(reviewed).collect(),
            white: counts(Color::White),
            black: counts(Color::Black),
            thresholds: GradeCounts::thresholds(),
            report: ReviewReport {
                white: (&report.white).into(),
                black: (&report.black).into(),
                turning_points: report.turning_points.iter().map(|&i| i as u32).collect(),
            },
        }
    }
}

/// What `EngineGame.judgeTry` says of a try at a better move.
#[derive(Serialize, Tsify)]
pub struct TryJudged {
    /// Whether the try is right: the review's better move, or one that loses less than an
    /// inaccuracy against the best line.
    right: bool,
    /// The mover's expected result the try loses, 0..1.
    loss: f64,
    /// The engine's answer to the try, in notation (none, `undefined` in JS, for the review's
    /// better move, and when the try ends the game).
    reply: Option<String>,
}

impl From<Judged> for TryJudged {
    fn from(j: Judged) -> TryJudged {
        TryJudged {
            right: j.right,
            loss: j.loss,
            reply: j.reply.map(|m| m.to_string()),
        }
    }
}
