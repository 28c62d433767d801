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
//! prints it on stderr and exits with status 2). `--help` and `-h` are handled here, before `run`
//! is called. To add a command (`best`, `match`, `bench`...), add its file and one
//! row to [`COMMANDS`].

mod analyse;
mod args;
mod bench;
mod best;
mod diagram;
mod divide;
mod egtb;
mod fen;
mod matches;
mod moves;
mod pdn;
mod perft;
mod play;
mod png;
mod puzzles;
mod review;
mod search_setup;
mod tune;
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
    pub run: fn(&[String], &mut dyn Write) -> Result<(), String>,
}

/// Every command, in the order `tobit --help` lists them.
pub const COMMANDS: &[Command] = &[
    Command {
        name: "moves",
        help: moves::HELP,
        run: moves::run,
    },
    Command {
        name: "perft",
        help: perft::HELP,
        run: perft::run,
    },
    Command {
        name: "divide",
        help: divide::HELP,
        run: divide::run,
    },
    Command {
        name: "play",
        help: play::HELP,
        run: play::run,
    },
    Command {
        name: "fen",
        help: fen::HELP,
        run: fen::run,
    },
    Command {
        name: "diagram",
        help: diagram::HELP,
        run: diagram::run,
    },
    Command {
        name: "pdn",
        help: pdn::HELP,
        run: pdn::run,
    },
    Command {
        name: "best",
        help: best::HELP,
        run: best::run,
    },
    Command {
        name: "analyse",
        help: analyse::HELP,
        run: analyse::run,
    },
    Command {
        name: "review",
        help: review::HELP,
        run: review::run,
    },
    Command {
        name: "match",
        help: matches::HELP,
        run: matches::run,
    },
    Command {
        name: "bench",
        help: bench::HELP,
        run: bench::run,
    },
    Command {
        name: "egtb",
        help: egtb::HELP,
        run: egtb::run,
    },
    Command {
        name: "puzzles",
        help: puzzles::HELP,
        run: puzzles::run,
    },
    Command {
        name: "tune",
        help: tune::HELP,
        run: tune::run,
    },
    Command {
        name: "winchance",
        help: winchance::HELP,
        run: winchance::run,
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
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let wants_help = |a: &String| a == "--help" || a == "-h";
    let Some((name, rest)) = args.split_first() else {
        return Err("no command given (try tobit --help)".to_string());
    };
    if wants_help(name) || name == "help" {
        return write!(out, "{}", help()).map_err(args::output_error);
    }
    let Some(command) = COMMANDS.iter().find(|c| c.name == name) else {
        return Err(format!("unknown command '{name}' (try tobit --help)"));
    };
    if rest.iter().any(wants_help) {
        return writeln!(out, "{}", command.help).map_err(args::output_error);
    }
    (command.run)(rest, out).map_err(|e| format!("{name}: {e}"))
}

/// The whole program: reads the arguments, runs, prints any error as one line on stderr and
/// returns status 2 for it.
pub fn main(args: impl Iterator<Item = OsString>) -> ExitCode {
    let args: Result<Vec<String>, String> = args
        .enumerate()
        .map(|(i, a)| {
            a.into_string()
                .map_err(|_| format!("argument {} is not UTF-8", i + 1))
        })
        .collect();
    let stdout = std::io::stdout();
    let result = args.and_then(|a| run(&a, &mut stdout.lock()));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("tobit: {}", one_line(&message));
            ExitCode::from(2)
        }
    }
}

/// The message with control characters escaped, so it is exactly one line.
fn one_line(message: &str) -> String {
    message
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}
