//! Runs the AI commands until they join the `tobit` dispatch table:
//! `cargo run --release --example ai_cli -- best|match|bench ARGS...`.
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let run = match args.first().map(String::as_str) {
        Some("best") => tobit::cli::best::run,
        Some("match") => tobit::cli::matches::run,
        Some("bench") => tobit::cli::bench::run,
        _ => {
            eprintln!(
                "{}\n{}\n{}",
                tobit::cli::best::HELP,
                tobit::cli::matches::HELP,
                tobit::cli::bench::HELP
            );
            std::process::exit(2);
        }
    };
    if let Err(e) = run(&args[1..], &mut std::io::stdout()) {
        eprintln!("{e}");
        std::process::exit(2);
    }
}
