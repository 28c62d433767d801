//! The `tobit` command-line tool: the dispatch table and the entry point the binary calls.
//!
//! Every command lives in its own file and exposes the same two items:
//!
//! ```text
//! pub const HELP: &str;   // first line: "tobit NAME ARGS  one-line summary", then details
//! pub fn run(args: &[String], out: &mut dyn std::io::Write) -> Result<(), String>;
//! ```
//!
//! `args` are the words after the command name, which `run` parses with the `lexopt` crate
//! (through the helpers of `args`); `Err(message)` is one line naming the problem (the binary
//! prints it on stderr and exits with status 2). A command whose answer is a failed check
//! (`tobit pdn check`) returns a [`Failure::Verdict`] instead, for status 1. `--help` and `-h`
//! are handled here, before `run` is called. To add a command (`best`, `match`, `bench`...),
//! add its file and one row to [`COMMANDS`] (a command returning `Result<(), String>` is
//! wrapped as `|a, o| Ok(name::run(a, o)?)`).

mod analyse;
mod args;
mod bench;
mod best;
mod diagram;
mod divide;
mod egtb;
mod engine;
mod fen;
mod game_to_review;
mod link;
mod match_run;
mod match_stats;
mod matches;
mod moves;
mod openings;
mod pdn;
mod perft;
mod play;
mod png;
mod puzzles;
mod rating;
mod report;
mod review;
mod search_setup;
mod tournament;
mod train;
mod tune;
mod whole_file;
mod winchance;

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

/// One row of the dispatch table.
pub struct Command {
    /// The word that selects the command.
    pub name: &'static str,
    /// The command's help text (its first line is the usage summary).
    pub help: &'static str,
    /// Runs the command on the words after its name.
    pub run: fn(&[String], &mut dyn Write) -> Result<(), Failure>,
}

/// Why a command did not succeed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Bad arguments or input, or an output error: exit status 2.
    Error(String),
    /// The command ran and its check failed (its report is on stdout): exit status 1.
    Verdict(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Error(message)
    }
}

impl Failure {
    /// The message and the exit status it means.
    fn message_and_status(self) -> (String, u8) {
        match self {
            Failure::Error(m) => (m, 2),
            Failure::Verdict(m) => (m, 1),
        }
    }
}

/// Every command, in the order `tobit --help` lists them.
pub const COMMANDS: &[Command] = &[
    Command {
        name: "moves",
        help: moves::HELP,
        run: |a, o| Ok(moves::run(a, o)?),
    },
    Command {
        name: "perft",
        help: perft::HELP,
        run: |a, o| Ok(perft::run(a, o)?),
    },
    Command {
        name: "divide",
        help: divide::HELP,
        run: |a, o| Ok(divide::run(a, o)?),
    },
    Command {
        name: "play",
        help: play::HELP,
        run: |a, o| Ok(play::run(a, o)?),
    },
    Command {
        name: "fen",
        help: fen::HELP,
        run: |a, o| Ok(fen::run(a, o)?),
    },
    Command {
        name: "diagram",
        help: diagram::HELP,
        run: |a, o| Ok(diagram::run(a, o)?),
    },
    Command {
        name: "pdn",
        help: pdn::HELP,
        run: pdn::run,
    },
    Command {
        name: "best",
        help: best::HELP,
        run: |a, o| Ok(best::run(a, o)?),
    },
    Command {
        name: "analyse",
        help: analyse::HELP,
        run: |a, o| Ok(analyse::run(a, o)?),
    },
    Command {
        name: "review",
        help: review::HELP,
        run: |a, o| Ok(review::run(a, o)?),
    },
    Command {
        name: "report",
        help: report::HELP,
        run: |a, o| Ok(report::run(a, o)?),
    },
    Command {
        name: "match",
        help: matches::HELP,
        run: |a, o| Ok(matches::run(a, o)?),
    },
    Command {
        name: "engine",
        help: engine::HELP,
        run: |a, o| Ok(engine::run(a, o)?),
    },
    Command {
        name: "openings",
        help: openings::HELP,
        run: |a, o| Ok(openings::run(a, o)?),
    },
    Command {
        name: "bench",
        help: bench::HELP,
        run: |a, o| Ok(bench::run(a, o)?),
    },
    Command {
        name: "egtb",
        help: egtb::HELP,
        run: |a, o| Ok(egtb::run(a, o)?),
    },
    Command {
        name: "puzzles",
        help: puzzles::HELP,
        run: |a, o| Ok(puzzles::run(a, o)?),
    },
    Command {
        name: "train",
        help: train::HELP,
        run: |a, o| Ok(train::run(a, o)?),
    },
    Command {
        name: "tune",
        help: tune::HELP,
        run: |a, o| Ok(tune::run(a, o)?),
    },
    Command {
        name: "tournament",
        help: tournament::HELP,
        run: |a, o| Ok(tournament::run(a, o)?),
    },
    Command {
        name: "rating",
        help: rating::HELP,
        run: |a, o| Ok(rating::run(a, o)?),
    },
    Command {
        name: "winchance",
        help: winchance::HELP,
        run: |a, o| Ok(winchance::run(a, o)?),
    },
    Command {
        name: "link",
        help: link::HELP,
        run: link::run,
    },
];

/// The tool's own help: what it is, then the first line of each command's help.
pub fn help() -> String {
    let mut text = String::from(
        "tobit: Khakas draughts (Tobit) from the command line\n\n\
         usage: tobit COMMAND ARGS...   (tobit COMMAND --help for details)\n\
         FEN may be written 'start' for the start position.\n\ncommands:\n",
    );
    for c in COMMANDS {
        let usage = c.help.lines().next().unwrap_or(c.name);
        text.push_str(&format!("  {usage}\n"));
    }
    text
}

/// Runs the tool on its arguments (without the program name), writing results to `out`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let wants_help = |a: &String| a == "--help" || a == "-h";
    let Some((name, rest)) = args.split_first() else {
        return Err("no command given (try tobit --help)".to_string().into());
    };
    if wants_help(name) || name == "help" {
        return Ok(write!(out, "{}", help()).map_err(args::output_error)?);
    }
    let Some(command) = COMMANDS.iter().find(|c| c.name == name) else {
        return Err(format!("unknown command '{name}' (try tobit --help)").into());
    };
    if rest.iter().any(wants_help) {
        return Ok(writeln!(out, "{}", command.help).map_err(args::output_error)?);
    }
    (command.run)(rest, out).map_err(|e| match e {
        Failure::Error(m) => Failure::Error(format!("{name}: {m}")),
        Failure::Verdict(m) => Failure::Verdict(format!("{name}: {m}")),
    })
}

/// The whole program: reads the arguments, runs, prints any failure as one line on stderr and
/// returns its status (2 for an error, 1 for a failed check).
pub fn main(args: impl Iterator<Item = OsString>) -> ExitCode {
    let args: Result<Vec<String>, Failure> = args
        .enumerate()
        .map(|(i, a)| {
            a.into_string()
                .map_err(|_| Failure::from(format!("argument {} is not UTF-8", i + 1)))
        })
        .collect();
    let stdout = std::io::stdout();
    let result = args.and_then(|a| run(&a, &mut stdout.lock()));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            let (message, status) = failure.message_and_status();
            // Control characters escaped, so the message is exactly one line.
            eprintln!("tobit: {}", args::printable(&message));
            ExitCode::from(status)
        }
    }
}
