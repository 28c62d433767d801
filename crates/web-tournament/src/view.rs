//! What the page shows of a tournament, as data: the state ([`TournamentView`]; a knockout's
//! matches with their next game, score and winner, [`MatchView`]) and the standings in points
//! ([`StandingRow`]).

use serde::Serialize;
use tobit_tournament::knockout::{Match, MatchGame, Phase};
use tobit_tournament::rules::check_swiss;
use tobit_tournament::{
    standings, Color, Format, Player, RequestedBye, Round, Settings, Share, State, Warning,
};
use tsify::Tsify;

/// A registered player, with what the page asks of them.
#[derive(Clone, Debug, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// Their number (entry order, from 0): what commands name.
    pub id: usize,
    /// As registered.
    #[serde(flatten)]
    pub player: Player,
    /// Whether they can be paired in the next round (entered, not withdrawn).
    pub active: bool,
}

/// The game a knockout match plays next.
#[derive(Clone, Debug, Serialize, Tsify)]
pub struct NextGame {
    /// White.
    pub white: usize,
    /// Black.
    pub black: usize,
    /// Its stage (the two games, a tie-break mini-match, the deciding game).
    pub phase: Phase,
    /// The time control it is played at, as the settings write it (`Phase::time_control`);
    /// empty for none.
    pub time_control: String,
}

/// A knockout match as the page shows it: who, the games so far, the next one, who goes on.
#[derive(Clone, Debug, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct MatchView {
    /// The higher seed.
    pub a: usize,
    /// The lower seed, `None` for a bye.
    pub b: Option<usize>,
    /// The games entered so far.
    pub games: Vec<MatchGame>,
    /// The game to enter next, `None` once the match is decided.
    pub next: Option<NextGame>,
    /// Who goes on, once decided.
    pub winner: Option<usize>,
    /// The points of `a` and of `b` over all the games so far (a win 1, a draw ½).
    pub score: [f64; 2],
}

/// The points of a match's two players over its games (a win 1, a draw ½).
fn match_score(m: &Match) -> [f64; 2] {
    let mut score = [0.0, 0.0];
    for g in &m.games {
        for (i, p) in [Some(m.a), m.b].into_iter().enumerate() {
            let color = if Some(g.white) == p {
                Color::White
            } else {
                Color::Black
            };
            score[i] += match g.result.share(color) {
                Share::Win => 1.0,
                Share::Draw => 0.5,
                Share::Loss => 0.0,
            };
        }
    }
    score
}

/// What the organiser does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum NextStep {
    /// Register players (fewer than two).
    Register,
    /// Pair the next round.
    Pair,
    /// Enter the results of the last round.
    Results,
    /// Every round is paired and played.
    Over,
}

/// The state of a tournament as the page shows it (its players' flattened fields written as
/// a plain object: `hashmap_as_object`).
#[derive(Clone, Debug, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(hashmap_as_object)]
pub struct TournamentView {
    /// The frozen settings.
    pub settings: Settings,
    /// The players, by number.
    pub players: Vec<PlayerView>,
    /// The pairs that must not meet.
    pub forbidden: Vec<(usize, usize)>,
    /// The rounds paired (round robin and Swiss), boards with colours and results.
    pub rounds: Vec<Round>,
    /// The rounds paired (knockout): the matches.
    pub knockout: Vec<Vec<MatchView>>,
    /// The knockout's winner, once its final is decided.
    pub champion: Option<usize>,
    /// Byes asked for rounds not yet paired.
    pub requested_byes: Vec<RequestedBye>,
    /// The number of rounds (a round robin's and a knockout's follow from the field).
    pub total_rounds: usize,
    /// The rounds paired.
    pub rounds_paired: usize,
    /// What to do next.
    pub next: NextStep,
    /// The hard rules the last Swiss round's pairing breaks (a pairing changed by hand).
    pub warnings: Vec<Warning>,
    /// Whether players can still be registered (before round 1, or late entries in a Swiss).
    pub can_register: bool,
    /// The number of commands in the log (`Create` included): 1 when nothing can be undone.
    pub changes: usize,
}

/// What to do next in `state`.
fn next_step(state: &State) -> NextStep {
    let paired = state.rounds_paired();
    let last_done = match state.settings.format {
        Format::Knockout { tiebreak_pairs } => state
            .knockout
            .last()
            .is_none_or(|r| r.iter().all(|m| m.winner(tiebreak_pairs).is_some())),
        _ => state.rounds.last().is_none_or(Round::is_complete),
    };
    if state.players.len() < 2 {
        NextStep::Register
    } else if !last_done {
        NextStep::Results
    } else if paired >= state.total_rounds() {
        NextStep::Over
    } else {
        NextStep::Pair
    }
}

/// The knockout's rounds with each match's next game and winner.
fn knockout_rounds(state: &State) -> Vec<Vec<MatchView>> {
    let Format::Knockout { tiebreak_pairs } = state.settings.format else {
        return Vec::new();
    };
    (state.knockout.iter().enumerate())
        .map(|(r, round)| {
            (round.iter().enumerate())
                .map(|(b, m)| MatchView {
                    a: m.a,
                    b: m.b,
                    games: m.games.clone(),
                    next: (state.next_knockout_game(r, b)).map(|(white, black, phase)| NextGame {
                        white,
                        black,
                        phase,
                        time_control: phase.time_control(&state.settings.event).to_string(),
                    }),
                    winner: m.winner(tiebreak_pairs),
                    score: match_score(m),
                })
                .collect()
        })
        .collect()
}

/// The winner of a knockout whose final is decided.
fn champion(state: &State) -> Option<usize> {
    let Format::Knockout { tiebreak_pairs } = state.settings.format else {
        return None;
    };
    match state.knockout.last()?.as_slice() {
        [last] if state.rounds_paired() == state.total_rounds() => last.winner(tiebreak_pairs),
        _ => None,
    }
}

impl TournamentView {
    /// The view of `state`, whose log holds `changes` commands.
    pub fn of(state: &State, changes: usize) -> TournamentView {
        let paired = state.rounds_paired();
        let swiss = matches!(state.settings.format, Format::Swiss { .. });
        let warnings = (state.rounds.len().checked_sub(1))
            .map_or_else(Vec::new, |last| check_swiss(state, last));
        TournamentView {
            settings: state.settings.clone(),
            players: (state.players.iter().enumerate())
                .map(|(id, p)| PlayerView {
                    id,
                    player: p.clone(),
                    active: p.is_active_in(paired),
                })
                .collect(),
            forbidden: state.forbidden.clone(),
            rounds: state.rounds.clone(),
            knockout: knockout_rounds(state),
            champion: champion(state),
            requested_byes: state.requested_byes.clone(),
            total_rounds: state.total_rounds(),
            rounds_paired: paired,
            next: next_step(state),
            warnings,
            can_register: paired == 0 || swiss,
            changes,
        }
    }
}

/// One line of the standings, in points.
#[derive(Clone, Debug, Serialize, Tsify)]
pub struct StandingRow {
    /// The place, from 1 (shared by players equal on score and every tie-break).
    pub rank: usize,
    /// Who.
    pub player: usize,
    /// The score in points (2.5, not 5 half points).
    pub score: f64,
    /// The tie-break values in the settings' order, in points (shown to one decimal where they
    /// have one); a knockout has none.
    pub tiebreaks: Vec<f64>,
}

/// The standings of `state`, in points (a knockout's score is its matches won).
pub fn standing_rows(state: &State) -> Vec<StandingRow> {
    let knockout = matches!(state.settings.format, Format::Knockout { .. });
    standings(state)
        .into_iter()
        .map(|s| StandingRow {
            rank: s.rank,
            player: s.player,
            score: if knockout {
                s.score as f64
            } else {
                s.score as f64 / 2.0
            },
            tiebreaks: s.tiebreaks.iter().map(|v| v.to_f64()).collect(),
        })
        .collect()
}
