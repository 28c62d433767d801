//! The standings: score, then the tie-breaks in their frozen order.

use crate::history::History;
use crate::player::PlayerId;
use crate::scoring::Points;
use crate::settings::{Format, TieBreak};
use crate::state::State;
use crate::tiebreak::{adjusted_scores, direct_encounter, value, Value};
use serde::Serialize;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Standing {
    /// The place, from 1; players equal on score and every tie-break share it.
    pub rank: usize,
    /// Who.
    pub player: PlayerId,
    /// The score in half points.
    pub score: Points,
    /// The tie-break values, in the settings' order (each a number in points).
    #[cfg_attr(feature = "tsify", tsify(type = "number[]"))]
    pub tiebreaks: Vec<Value>,
}

/// The standings of a round robin or Swiss (for a knockout: [`knockout_standings`]).
pub fn standings(state: &State) -> Vec<Standing> {
    if let Format::Knockout { .. } = state.settings.format {
        return knockout_standings(state);
    }
    let history = History::new(state);
    let adjusted = adjusted_scores(state, &history);
    let tbs = &state.settings.tiebreaks;
    let mut rows: Vec<Standing> = (0..state.players.len())
        .map(|p| Standing {
            rank: 0,
            player: p,
            score: history.score(p),
            tiebreaks: tbs
                .iter()
                .map(|&t| value(state, &history, &adjusted, t, p))
                .collect(),
        })
        .collect();
    rows.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(state.rank_order(a.player, b.player))
    });
    // Refine groups of equal keys one tie-break at a time (direct encounter needs the group).
    let mut groups: Vec<std::ops::Range<usize>> = split(&rows, |r| Value::int(r.score as i64));
    for (i, &tb) in tbs.iter().enumerate() {
        let mut next = Vec::new();
        for g in groups {
            if tb == TieBreak::DirectEncounter {
                let ids: Vec<PlayerId> = rows[g.clone()].iter().map(|r| r.player).collect();
                for (row, de) in rows[g.clone()]
                    .iter_mut()
                    .zip(direct_encounter(&history, &ids))
                {
                    row.tiebreaks[i] = Value::half_points(de);
                }
            }
            rows[g.clone()].sort_by(|a, b| {
                b.tiebreaks[i]
                    .cmp(&a.tiebreaks[i])
                    .then(state.rank_order(a.player, b.player))
            });
            let start = g.start;
            next.extend(
                split(&rows[g], |r| r.tiebreaks[i])
                    .into_iter()
                    .map(|r| r.start + start..r.end + start),
            );
        }
        groups = next;
    }
    for g in groups {
        for r in g.clone() {
            rows[r].rank = g.start + 1;
        }
    }
    rows
}

/// Splits sorted rows into runs of equal key.
fn split(rows: &[Standing], key: impl Fn(&Standing) -> Value) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=rows.len() {
        if i == rows.len() || key(&rows[i]) != key(&rows[start]) {
            out.push(start..i);
            start = i;
        }
    }
    out
}

/// A knockout's standings: the winner, the final's loser, then the players out in each
/// earlier round (sharing a place), each group in seeding order. `score` is the number of
/// matches won; no tie-breaks.
pub fn knockout_standings(state: &State) -> Vec<Standing> {
    let Format::Knockout { tiebreak_pairs } = state.settings.format else {
        return Vec::new();
    };
    let seeded = state.seeded();
    let mut out_in = vec![usize::MAX; state.players.len()];
    let mut won = vec![0; state.players.len()];
    for (r, round) in state.knockout.iter().enumerate() {
        for m in round {
            if let Some(w) = m.winner(tiebreak_pairs) {
                won[w] += 1;
                if let Some(b) = m.b {
                    out_in[if w == m.a { b } else { m.a }] = r;
                }
            }
        }
    }
    let mut order: Vec<PlayerId> = seeded.clone();
    order.sort_by_key(|&p| std::cmp::Reverse((out_in[p], won[p])));
    let mut rows = Vec::new();
    for (i, &p) in order.iter().enumerate() {
        let rank = if i > 0 && (out_in[p], won[p]) == (out_in[order[i - 1]], won[order[i - 1]]) {
            rows.last().map_or(1, |r: &Standing| r.rank)
        } else {
            i + 1
        };
        rows.push(Standing {
            rank,
            player: p,
            score: won[p],
            tiebreaks: vec![],
        });
    }
    rows
}
