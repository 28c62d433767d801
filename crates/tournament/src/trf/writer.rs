//! Writes a tournament as a TRF-2026 file: the header records, one 001 record per player with
//! every round, the byes asked for (240), the forbidden pairs (260), and Tobit's own `TBX`
//! records for what TRF has no field for (docs/TOURNAMENTS.md lists them).

use super::knockout::{self, PlayerRounds};
use super::records::{self as rec, points_text, tiebreak_code};
use crate::history::{History, Outcome};
use crate::round::ByeKind;
use crate::scoring::{Points, Share};
use crate::settings::{Format, RankBy, TieBreakRules};
use crate::standings::standings;
use crate::state::State;
use crate::tournament::Tournament;
use crate::Date;
use std::fmt::Write;
use tobit_rules::Color;

/// The TRF-2026 text of the tournament (lines end with `\n`); a knockout's matches and games
/// as `knockout` says.
pub fn write(t: &Tournament) -> String {
    let s = t.state();
    let mut out = String::new();
    header(s, &mut out);
    players(s, &mut out);
    tobit_records(s, &mut out);
    // As the standard writes them: one record per round and kind, listing its players (the
    // byes asked for one after another, so that they are read back in the order asked).
    for run in s
        .requested_byes
        .chunk_by(|a, b| (a.round, a.kind) == (b.round, b.kind))
    {
        let kind = if run[0].kind == ByeKind::Half {
            'H'
        } else {
            'Z'
        };
        let mut text = format!("{kind} {:03}", run[0].round + 1);
        for bye in run {
            let _ = write!(text, " {:>4}", bye.player + 1);
        }
        record(&mut out, rec::BYE, &text);
    }
    let last_round = s.total_rounds().max(1);
    for &(a, b) in &s.forbidden {
        record(
            &mut out,
            rec::FORBIDDEN,
            &format!("001 {last_round:03} {:>4} {:>4}", a + 1, b + 1),
        );
    }
    out
}

/// One record: its code, a space, the text on one line.
fn record(out: &mut String, code: &str, text: &str) {
    let text = one_line(text);
    let _ = writeln!(out, "{}", format!("{code} {text}").trim_end());
}

/// The text with each control character (a line break, a tab, an escape...) turned into a
/// space: a record is one line of printable text, its columns where they belong.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// The points as columns 81-84 of record 001 hold them: "11.5", "100" for a whole 100 to
/// 9999, blank where they do not fit (100.5 and more: a reader adds them up from the rounds).
fn points_field(half_points: Points) -> String {
    let text = points_text(half_points);
    if text.len() <= 4 {
        text
    } else if half_points.is_multiple_of(2) && half_points / 2 <= 9999 {
        (half_points / 2).to_string()
    } else {
        String::new()
    }
}

/// A date as TRF's 042 and 052 and the 001 birth date write it: `YYYY/MM/DD`.
fn slashed(d: Date) -> String {
    format!("{:04}/{:02}/{:02}", d.year(), d.month(), d.day())
}

fn header(s: &State, out: &mut String) {
    let set = &s.settings;
    let e = &set.event;
    record(out, rec::NAME, &set.name);
    for (code, text) in [(rec::CITY, &e.place), (rec::FEDERATION, &e.federation)] {
        if !text.is_empty() {
            record(out, code, text);
        }
    }
    for (code, date) in [(rec::START, e.start), (rec::END, e.end)] {
        if let Some(d) = date {
            record(out, code, &slashed(d));
        }
    }
    let rated = s.players.iter().filter(|p| p.rating.is_some()).count();
    record(out, rec::PLAYERS, &s.players.len().to_string());
    record(out, rec::RATED, &rated.to_string());
    record(out, rec::TEAMS, "0");
    let kind = match set.format {
        Format::Swiss { .. } => "Swiss system (Tobit, Dutch-like)",
        Format::RoundRobin { double: false } => "Round robin",
        Format::RoundRobin { double: true } => "Double round robin",
        Format::Knockout { .. } => "Knockout",
    };
    record(out, rec::TYPE, kind);
    if !e.arbiter.is_empty() {
        record(out, rec::ARBITER, &e.arbiter);
    }
    for deputy in &e.deputies {
        record(out, rec::DEPUTY, deputy);
    }
    if !e.time_control.is_empty() {
        record(out, rec::TIME_CONTROL, &e.time_control);
    }
    if !e.round_dates.is_empty() {
        let mut line = String::from(rec::ROUND_DATES);
        for (r, d) in e.round_dates.iter().enumerate() {
            pad_to(&mut line, rec::round_column(r));
            let _ = write!(
                line,
                "{:02}/{:02}/{:02}",
                d.year() % 100,
                d.month(),
                d.day()
            );
        }
        out.push_str(&line);
        out.push('\n');
    }
    // A round robin or knockout of fewer than two players has no rounds: no record (TRF
    // counts rounds from 1).
    let rounds = s.total_rounds().to_string();
    let has_rounds = s.total_rounds() > 0;
    if has_rounds {
        record(out, rec::ROUNDS, &rounds);
    }
    let sc = set.scoring;
    let mut points = String::from(rec::POINTS);
    for (i, (code, value)) in [
        ('W', sc.win),
        ('D', sc.draw),
        ('L', sc.loss),
        ('A', sc.loss),
        ('P', sc.win),
        ('X', sc.draw),
    ]
    .into_iter()
    .enumerate()
    {
        pad_to(&mut points, 6 + 9 * i);
        let _ = write!(points, "{code}{:>4}", points_text(value));
    }
    out.push_str(&points);
    out.push('\n');
    let codes: Vec<&str> = set.tiebreaks.iter().map(|&t| tiebreak_code(t)).collect();
    record(out, rec::TIEBREAKS, &codes.join(","));
    if has_rounds {
        record(out, rec::XX_ROUNDS, &rounds);
    }
}

/// Pads `line` with spaces so that the next character lands in column `column` (from 1).
fn pad_to(line: &mut String, column: usize) {
    let len = line.chars().count();
    line.extend(std::iter::repeat_n(' ', column.saturating_sub(len + 1)));
}

/// The 001 points and rounds of every player: a round robin's or Swiss's from its history, a
/// knockout's as `knockout` shows its matches.
fn player_rounds(s: &State) -> Vec<PlayerRounds> {
    if matches!(s.settings.format, Format::Knockout { .. }) {
        return knockout::player_rounds(s);
    }
    let history = History::new(s);
    (0..s.players.len())
        .map(|p| {
            let rounds = history.rounds[p].iter().map(|outcome| match *outcome {
                Outcome::Game {
                    opponent,
                    color,
                    result,
                } => {
                    let c = if color == Color::White { 'w' } else { 'b' };
                    let code = result.map_or(' ', |r| match (r.share(color), r.is_played()) {
                        (Share::Win, true) => '1',
                        (Share::Draw, _) => '=',
                        (Share::Loss, true) => '0',
                        (Share::Win, false) => '+',
                        (Share::Loss, false) => '-',
                    });
                    (opponent + 1, c, code)
                }
                Outcome::Bye(ByeKind::Pairing) => (0, '-', 'U'),
                Outcome::Bye(ByeKind::Half) => (0, '-', 'H'),
                Outcome::Bye(ByeKind::Zero) => (0, '-', 'Z'),
                Outcome::Absent => (0, '-', ' '),
            });
            (history.score(p), rounds.collect())
        })
        .collect()
}

fn players(s: &State, out: &mut String) {
    let mut rank = vec![0; s.players.len()];
    for row in standings(s) {
        rank[row.player] = row.rank;
    }
    for ((p, player), (points, rounds)) in s.players.iter().enumerate().zip(player_rounds(s)) {
        let name: String = one_line(&player.name).chars().take(33).collect();
        let rating = player
            .rating
            .filter(|&r| r <= 9999)
            .map_or(String::new(), |r| r.to_string());
        let birth = player.birth.map_or(String::new(), slashed);
        let mut line = format!(
            "{} {:>4} {:1}{:>3} {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
            rec::PLAYER,
            p + 1,
            "",
            "",
            name,
            rating,
            "",
            "",
            birth,
            points_field(points),
            rank[p]
        );
        for (opponent, color, code) in rounds {
            let _ = write!(line, "  {opponent:04} {color} {code}");
        }
        out.push_str(line.trim_end());
        out.push('\n');
        if let Some(club) = player.club.as_deref().filter(|c| !c.trim().is_empty()) {
            record(out, rec::DAT, &format!("{:04} GROUP {club}", p + 1));
        }
    }
}

fn tobit_records(s: &State, out: &mut String) {
    let set = &s.settings;
    let format = match set.format {
        Format::Swiss { rounds } => format!("swiss {rounds}"),
        Format::RoundRobin { double: false } => "rr".into(),
        Format::RoundRobin { double: true } => "rr2".into(),
        Format::Knockout { tiebreak_pairs } => format!("ko {tiebreak_pairs}"),
    };
    record(out, rec::TOBIT, &format!("format {format}"));
    if set.rank_by == RankBy::EntryOrder {
        record(out, rec::TOBIT, "rank-by entry-order");
    }
    if set.lots_seed != 0 {
        record(out, rec::TOBIT, &format!("seed {}", set.lots_seed));
    }
    if set.avoid_same_club {
        record(out, rec::TOBIT, "avoid-same-club");
    }
    let rules = match set.tiebreak_rules {
        TieBreakRules::Fide2009 => "tiebreak-rules 2009",
        TieBreakRules::Fide2023 => "tiebreak-rules 2023",
    };
    record(out, rec::TOBIT, rules);
    let e = &set.event;
    for (keyword, control) in [
        ("tiebreak-control", &e.tiebreak_time_control),
        ("decider-control", &e.decider_time_control),
    ] {
        if !control.is_empty() {
            record(out, rec::TOBIT, &format!("{keyword} {control}"));
        }
    }
    for (p, player) in s.players.iter().enumerate() {
        let id = p + 1;
        if player.name.chars().count() > 33 {
            record(out, rec::TOBIT, &format!("name {id:04} {}", player.name));
        }
        if let Some(r) = player.rating.filter(|&r| r > 9999) {
            record(out, rec::TOBIT, &format!("rating {id:04} {r}"));
        }
        if player.first_round > 0 {
            let half = s.rounds.first().is_some_and(|r| {
                r.byes
                    .iter()
                    .any(|b| b.player == p && b.kind == ByeKind::Half)
            });
            let kind = if half { "half" } else { "zero" };
            let round = player.first_round + 1;
            record(out, rec::TOBIT, &format!("entered {id:04} {round} {kind}"));
        }
        if let Some(w) = player.withdrawn_from {
            record(out, rec::TOBIT, &format!("withdrawn {id:04} {}", w + 1));
        }
    }
    for (r, round) in s.rounds.iter().enumerate() {
        let whites: Vec<String> = round
            .boards
            .iter()
            .map(|b| format!("{:04}", b.white + 1))
            .collect();
        record(
            out,
            rec::TOBIT,
            &format!("boards {} {}", r + 1, whites.join(" ")),
        );
    }
    for text in knockout::records(s) {
        record(out, rec::TOBIT, &text);
    }
}
