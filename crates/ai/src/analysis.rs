//! Analysis: the best 1 to [`MAX_LINES`] lines of a position (multi-PV), each starting with a
//! different move, best first, each with its score, streamed after every completed depth. With
//! endgame tables that hold the position and every successor, the lines and the value of every
//! legal move are exact and come at once.
//!
//! Each depth searches the root once per line: line k is the best line among the moves not
//! already the first move of lines 1..k (the principal variation search of [`Engine::search`]
//! over the remaining root moves), so every line's score is searched with a full window. The
//! threat ([`threat_position`]) is the analysis of the same pieces with the other side to move.

use super::engine::{Engine, Plan, Timer};
use super::eval::evaluate_with;
use super::limits::Limits;
use super::line_score::LineScore;
use super::score::Score;
use super::search::Searcher;
use super::tablebase;
use tobit_egtb::{Tables, Value};
use tobit_rules::{Move, Position};

/// The depth the analysis board's search stops at unless asked to go deeper or on without
/// end (the page reads it from `config().analysisDepth`).
pub const ANALYSIS_DEPTH: u32 = 14;

/// The most lines an analysis shows.
pub const MAX_LINES: usize = 5;

/// One line: a first move and the expected continuation, with its score for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The moves of the line, the first one first (never empty).
    pub moves: Vec<Move>,
    /// The score of the line for the side to move of the analysed position.
    pub score: LineScore,
}

/// What an analysis knows after a completed depth (or at once, from the tables).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisInfo {
    /// The completed depth in plies (0: the lines come from the endgame tables, or no depth
    /// completed before the search was stopped).
    pub depth: u32,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Milliseconds since the analysis started (0 without a clock).
    pub time_ms: u64,
    /// The lines, best first, their first moves all different.
    pub lines: Vec<Line>,
    /// Every legal move with its exact value for the side to move, best first, when the
    /// endgame tables hold every successor; empty otherwise.
    pub exact: Vec<(Move, Value)>,
}

impl AnalysisInfo {
    /// Nodes per second (0 without time).
    pub fn nps(&self) -> u64 {
        self.nodes.saturating_mul(1000) / self.time_ms.max(1)
    }

    /// The best line.
    pub fn best(&self) -> &Line {
        &self.lines[0]
    }
}

impl Engine {
    /// Analyses `pos` with `lines` lines (clamped to 1..=[`MAX_LINES`], and to the number of
    /// legal moves) within `limits` (depth, nodes, move time, stop flag; `level` is ignored; no
    /// limit at all searches to [`super::MAX_DEPTH`] or until stopped), calling `info` after
    /// every completed depth. `history` holds the hashes of the earlier positions of the game.
    /// Returns the last info, or `None` when the side to move has no legal move.
    pub fn analyse(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        lines: usize,
        info: &mut dyn FnMut(&AnalysisInfo),
    ) -> Option<AnalysisInfo> {
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let count = lines.clamp(1, MAX_LINES).min(moves.len());
        let timer = Timer::of(limits);
        let tables = self.tables().cloned();
        if let Some(mut exact) = tables
            .as_deref()
            .and_then(|t| exact_analysis(t, pos, history, count))
        {
            exact.time_ms = timer.elapsed();
            info(&exact);
            return Some(exact);
        }
        let limits = Limits {
            level: None,
            ..limits.clone()
        };
        let plan = Plan::of(&limits, timer.clock.is_some());
        let (weights, threads) = (self.weights, self.threads);
        let mut searcher = self.searcher(pos, history, &limits, &plan, &timer, tables.as_deref());
        searcher.order.sort(pos, &mut moves, 0, 0);
        let static_lines = || {
            let mut lines: Vec<Line> = moves
                .iter()
                .map(|m| Line {
                    moves: vec![*m],
                    score: LineScore::Cp(-evaluate_with(&pos.play(m), &weights)),
                })
                .collect();
            lines.sort_by_key(|l| std::cmp::Reverse(l.score.rank()));
            lines.truncate(count);
            lines
        };
        let mut last = AnalysisInfo {
            depth: 0,
            nodes: 0,
            time_ms: 0,
            lines: static_lines(),
            exact: Vec::new(),
        };
        if searcher.stop_requested() {
            return Some(last);
        }
        let shared = searcher.shared(pos, history);
        super::smp::with_helpers(threads, shared, || {
            for depth in 1..=plan.depth {
                let Some(found) = searcher.lines(pos, &mut moves, count, depth as i32) else {
                    break;
                };
                last = AnalysisInfo {
                    depth,
                    nodes: searcher.nodes,
                    time_ms: timer.elapsed(),
                    lines: found,
                    exact: Vec::new(),
                };
                info(&last);
                if searcher.stop_requested()
                    || all_decided(&last.lines, depth)
                    || timer.soft_spent(&plan, last.time_ms)
                {
                    break;
                }
            }
        });
        last.nodes = searcher.nodes;
        last.time_ms = timer.elapsed();
        Some(last)
    }
}

impl Searcher<'_> {
    /// One depth of a multi-PV analysis: the best `count` lines with different first moves,
    /// best first; `moves[..count]` become their first moves, in that order. `None` when the
    /// search was stopped before the depth completed.
    fn lines(
        &mut self,
        pos: &Position,
        moves: &mut [Move],
        count: usize,
        depth: i32,
    ) -> Option<Vec<Line>> {
        let mut lines = Vec::with_capacity(count);
        for k in 0..count {
            let (score, pv) = self.root(pos, &mut moves[k..], depth)?;
            if self.stopped {
                return None;
            }
            lines.push(Line {
                moves: pv,
                score: LineScore::of_search(Score(score)),
            });
        }
        lines.sort_by_key(|l| std::cmp::Reverse(l.score.rank()));
        for (slot, line) in moves.iter_mut().zip(&lines) {
            *slot = line.moves[0];
        }
        Some(lines)
    }
}

/// Whether deeper searches cannot change the lines: every line is a proven win or loss that
/// the search has seen to its end.
fn all_decided(lines: &[Line], depth: u32) -> bool {
    lines.iter().all(|l| match l.score {
        LineScore::Win(d) | LineScore::Loss(d) => depth > d + 1,
        LineScore::Cp(_) | LineScore::Draw => false,
    })
}

/// The exact analysis of a position the tables hold with all its successors: the best `count`
/// moves' lines from the tables, and every move's value.
fn exact_analysis(
    tables: &Tables,
    pos: &Position,
    history: &[u64],
    count: usize,
) -> Option<AnalysisInfo> {
    let exact = tablebase::move_values(tables, pos, history)?;
    let lines = exact
        .iter()
        .take(count)
        .map(|&(m, v)| Line {
            moves: tablebase::line(tables, pos, m),
            score: LineScore::of_value(v),
        })
        .collect();
    Some(AnalysisInfo {
        depth: 0,
        nodes: 0,
        time_ms: 0,
        lines,
        exact,
    })
}

/// The position whose analysis is the threat: what the opponent would play if the side to
/// move could pass. The rules have no pass (a side with no legal move has lost), so the threat
/// is read from the same pieces with the other side to move (a null move), analysed like any
/// position. Two subtleties: when the side to move must capture, the null move also skips that
/// compulsory capture (the threat is then what the opponent would do if the capture were not
/// played); and the flipped position never occurred in the game, so no repetition of the game
/// applies to it.
pub fn threat_position(pos: &Position) -> Position {
    Position::from_parts(
        pos.side().opponent(),
        pos.pieces(tobit_rules::Color::White),
        pos.pieces(tobit_rules::Color::Black),
        pos.tobits(),
    )
    .expect("the same pieces make a valid position with either side to move")
}
