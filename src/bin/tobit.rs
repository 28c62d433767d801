//! The `tobit` command-line tool; everything it does lives in `tobit::cli`.
fn main() -> std::process::ExitCode {
    tobit::cli::main(std::env::args_os().skip(1))
}
