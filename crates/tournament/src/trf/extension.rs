//! Tobit's own records, `TBX keyword ...`: what TRF has no field for (the exact format, the
//! ranking order, the seed of the lots, clubs kept apart, full names and ratings beyond the
//! 001 columns, late entries, withdrawals, board order, a knockout's faster time controls,
//! matches and games). Written by `writer`; other tools skip them as unknown records.

use super::error::{TrfError, TrfProblem as P};
use super::knockout;
use super::reader::{count, id, split_words, At, Parsed};
use crate::settings::{Format, RankBy, TieBreakRules};

/// `TBX keyword ...`: Tobit's own records.
pub fn read(
    line: usize,
    text: &str,
    p: &mut Parsed,
    names: &mut Vec<(usize, usize, String)>,
    ratings: &mut Vec<(usize, usize, u32)>,
) -> Result<(), TrfError> {
    p.tobit = true;
    let (words, rest) = split_words(text, 1);
    let broken = |keyword: &str| {
        let keyword = keyword.to_string();
        TrfError::at(line, P::TbxBroken { keyword })
    };
    let args: Vec<&str> = rest.split_whitespace().collect();
    match words.first().copied().unwrap_or("") {
        "format" => {
            let format = match args[..] {
                ["swiss", n] => Format::Swiss {
                    rounds: count(line, n)?,
                },
                ["rr"] => Format::RoundRobin { double: false },
                ["rr2"] => Format::RoundRobin { double: true },
                ["ko", n] => Format::Knockout {
                    tiebreak_pairs: n.parse().map_err(|_| broken("format"))?,
                },
                _ => return Err(broken("format")),
            };
            p.format = Some(At { line, what: format });
        }
        "rank-by" if args == ["entry-order"] => p.rank_by = RankBy::EntryOrder,
        "rank-by" if args == ["rating"] => p.rank_by = RankBy::Rating,
        "seed" => p.seed = rest.parse().map_err(|_| broken("seed"))?,
        "avoid-same-club" => p.avoid_same_club = true,
        "tiebreak-rules" => {
            p.tiebreak_rules = Some(match rest {
                "2009" => TieBreakRules::Fide2009,
                "2023" => TieBreakRules::Fide2023,
                _ => return Err(broken("tiebreak-rules")),
            })
        }
        "name" => {
            let (w, name) = split_words(rest, 1);
            let who = id(line, w.first().copied().unwrap_or(""))?;
            if name.is_empty() {
                return Err(broken("name"));
            }
            names.push((line, who, name.to_string()));
        }
        "rating" => match args[..] {
            [who, r] => ratings.push((
                line,
                id(line, who)?,
                r.parse().map_err(|_| broken("rating"))?,
            )),
            _ => return Err(broken("rating")),
        },
        "entered" => match args[..] {
            [who, round, kind @ ("half" | "zero")] => {
                let what = (id(line, who)?, count(line, round)? - 1, kind == "half");
                p.entered.push(At { line, what });
            }
            _ => return Err(broken("entered")),
        },
        "withdrawn" => match args[..] {
            [who, round] => {
                let what = (id(line, who)?, count(line, round)? - 1);
                p.withdrawn.push(At { line, what });
            }
            _ => return Err(broken("withdrawn")),
        },
        "boards" => {
            let round = count(line, args.first().copied().unwrap_or(""))? - 1;
            let whites = args[1..]
                .iter()
                .map(|w| id(line, w))
                .collect::<Result<_, _>>()?;
            p.boards.push(At {
                line,
                what: (round, whites),
            });
        }
        keyword @ ("tiebreak-control" | "decider-control") if rest.is_empty() => {
            return Err(broken(keyword))
        }
        "tiebreak-control" => p.event.tiebreak_time_control = rest.into(),
        "decider-control" => p.event.decider_time_control = rest.into(),
        "ko-match" => knockout::read_match(line, &args, p)?,
        "ko-game" => knockout::read_game(line, &args, p)?,
        other => {
            let keyword = other.to_string();
            return Err(TrfError::at(line, P::TbxUnknown { keyword }));
        }
    }
    Ok(())
}
