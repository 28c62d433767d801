//! The `tobit` command line: perft, moves, FEN and PDN tools, the best move, matches, the
//! endgame tables, puzzles, diagrams (`tobit --help`). Everything it does lives in [`cli`]; the
//! game itself lives in the workspace's crates (crates/, docs/ARCHITECTURE.md).
#![deny(missing_docs)]

mod cli;

fn main() -> std::process::ExitCode {
    cli::main(std::env::args_os().skip(1))
}
