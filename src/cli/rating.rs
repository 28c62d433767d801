//! `tobit rating ...`: a rating list across events, kept in a JSON file (its system and its log
//! of steps, crates/rating, docs/RATINGS.md). Every step reads the list, applies one step and
//! writes it back (`file`); what it prints is in `text`.

mod file;
mod text;

use super::{args, tournament::file as event_file};
use lexopt::Arg;
use std::io::Write;
use tobit_rating::{csv, seed, Event, RatingList, System};

/// Help for `tobit rating`.
pub const HELP: &str =
    "rating SUB ...  a rating list across events: FIDE Elo or Glicko-2 (a JSON file)

  tobit rating new LIST [--system fide|glicko2]   an empty list (FIDE Elo by default;
      Glicko-2 with lichess's parameters for a club ladder)
  tobit rating list LIST             the players by rating
  tobit rating apply LIST EVENT      rate an event (a TRF, or a tournament's JSON log) and
      print its sheet: each player's rating before, games, W, We, K, change, rating after
  tobit rating history LIST PLAYER   a player's events and ratings
  tobit rating undo LIST             drop the last step (the list is rebuilt from the others)
  tobit rating merge LIST PLAYER OTHER   OTHER is the same person as PLAYER: one player from
      the start, under PLAYER's name
  tobit rating export LIST OUT.csv [--separator ';'|',']   the list as CSV (';' by default,
      decimals then with a comma)
  tobit rating import LIST IN.csv    ratings from a CSV (columns name, birth, rating, games,
      deviation, volatility; its separator read from its first line)
  tobit rating seed LIST EVENT       write the list's ratings into the event's players (a TRF
      or a tournament's JSON log), to seed it

PLAYER is a player's number in `rating list` (from 1) or exact name. Players are one when
their names match (case and blanks aside) and their dates of birth agree. docs/RATINGS.md
names the formulas and their sources.";

/// Runs `tobit rating`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let Parsed(words, separator, system) = parse(args)?;
    let sub = words
        .first()
        .ok_or("expected a subcommand (see --help)")?
        .as_str();
    let arg = |i: usize, what: &str| args::word_at(&words, i, what);
    let expect = |n: usize| match words.len() > n {
        true => Err(format!("{sub} expects {} words (see --help)", n - 1)),
        false => Ok(()),
    };
    let list_file = arg(1, "LIST")?;
    let text = match sub {
        "new" => {
            expect(2)?;
            file::create(&list_file, RatingList::new(system.unwrap_or(System::Fide)))?;
            format!("created {list_file}\n")
        }
        "list" => {
            expect(2)?;
            text::ranking(&file::load(&list_file)?)
        }
        "history" => {
            expect(3)?;
            let list = file::load(&list_file)?;
            let player = player(&list, &arg(2, "PLAYER")?)?;
            text::history(&list, player)
        }
        "apply" => {
            expect(3)?;
            let event = Event::from_tournament(&event_file::load(&arg(2, "EVENT")?)?);
            file::update(&list_file, |list| {
                let sheet = list.apply(event.clone()).map_err(|e| e.to_string())?;
                Ok(text::sheet(list, &event.name, &sheet))
            })?
        }
        "undo" => {
            expect(2)?;
            file::update(&list_file, |list| {
                let step = list.log().len();
                let dropped = list.undo().map_err(|e| e.to_string())?;
                Ok(format!("undid step {step}: {}\n", text::entry(&dropped)))
            })?
        }
        "merge" => {
            expect(4)?;
            let (keep, other) = (arg(2, "PLAYER")?, arg(3, "OTHER")?);
            file::update(&list_file, |list| {
                let (keep, other) = (player(list, &keep)?, player(list, &other)?);
                let name = list.players()[keep].key.name.clone();
                list.merge(keep, other).map_err(|e| e.to_string())?;
                Ok(format!("merged into {}\n", args::printable(&name)))
            })?
        }
        "export" => {
            expect(3)?;
            let out_file = arg(2, "OUT.csv")?;
            let list = file::load(&list_file)?;
            let bytes = csv::write(&list, separator.unwrap_or(b';'));
            file::write(&out_file, bytes.as_bytes())?;
            format!("wrote {} players to {out_file}\n", list.players().len())
        }
        "import" => {
            expect(3)?;
            let in_file = arg(2, "IN.csv")?;
            let rows =
                csv::read(&args::read_input(&in_file)?).map_err(|e| format!("{in_file}: {e}"))?;
            let count = rows.len();
            file::update(&list_file, |list| {
                list.import(rows).map_err(|e| e.to_string())?;
                Ok(format!("imported {count} players\n"))
            })?
        }
        "seed" => {
            expect(3)?;
            let event = arg(2, "EVENT")?;
            let list = file::load(&list_file)?;
            let written = event_file::update(&event, |t| {
                let (seeded, written) = seed::seed(&list, t).map_err(|e| e.to_string())?;
                *t = seeded;
                Ok(written)
            })?;
            format!("wrote {written} ratings into {event}\n")
        }
        other => return Err(format!("unknown subcommand '{other}' (see --help)")),
    };
    write!(out, "{text}").map_err(args::output_error)
}

/// The positional words, `--separator` and `--system`.
struct Parsed(Vec<String>, Option<u8>, Option<System>);

fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut parser = args::parser(args);
    let (mut words, mut separator, mut system) = (Vec::new(), None, None);
    while let Some(arg) = args::next(&mut parser)? {
        match arg {
            Arg::Value(v) => words.push(args::word(v)?),
            Arg::Long("separator") => {
                separator = Some(match args::value(&mut parser)?.as_str() {
                    ";" | "semicolon" => b';',
                    "," | "comma" => b',',
                    other => return Err(format!("--separator: '{other}' is not ';' or ','")),
                })
            }
            Arg::Long("system") => {
                system = Some(match args::value(&mut parser)?.as_str() {
                    "fide" => System::Fide,
                    "glicko2" => System::Glicko2,
                    other => return Err(format!("--system: '{other}' is not fide or glicko2")),
                })
            }
            other => return Err(args::unexpected(other)),
        }
    }
    Ok(Parsed(words, separator, system))
}

/// The player `text` names: a number from 1 or an exact name.
fn player(list: &RatingList, text: &str) -> Result<usize, String> {
    args::numbered(text, list.players().iter().map(|p| p.key.name.as_str()))
}
