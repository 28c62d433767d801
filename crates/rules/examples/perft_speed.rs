//! Measures bulk-counted perft speed: `cargo run --release --example perft_speed [DEPTH] [RUNS] [FEN]`.
//!
//! For each run it prints the leaves per second against the wall clock and against the time
//! the thread actually spent on a CPU (Linux `/proc/thread-self/schedstat`, so a busy shared
//! machine hurts the figure less), then the best and worst of each.

use std::io::Write;
use std::time::Instant;
use tobit_rules::{fen, perft, Position};

/// Nanoseconds this thread has run on a CPU, where Linux tells it.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u32| -> Result<u32, String> {
        args.get(i).map_or(Ok(default), |s| {
            s.parse().map_err(|_| format!("not a number: {s}"))
        })
    };
    let depth = number(0, 10)?;
    let runs = number(1, 5)?.max(1);
    let pos = match args.get(2) {
        Some(text) => fen::parse(text).map_err(|e| e.to_string())?,
        None => Position::start(),
    };
    let mut out = std::io::stdout().lock();
    let (mut wall, mut cpu) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let (t, c) = (Instant::now(), cpu_ns());
        let nodes = perft(&pos, depth);
        let secs = t.elapsed().as_secs_f64();
        let cpu_secs = cpu_ns().zip(c).map(|(b, a)| (b - a) as f64 / 1e9);
        let rate = |s: f64| nodes as f64 / s / 1e6;
        wall.push(rate(secs));
        let mut line = format!(
            "perft({depth}) = {nodes} in {secs:.3} s: {:.1} M leaves/s",
            rate(secs)
        );
        if let Some(s) = cpu_secs {
            cpu.push(rate(s));
            line += &format!(", on-CPU {s:.3} s: {:.1} M leaves/s", rate(s));
        }
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
    }
    let spread = |v: &[f64]| {
        let best = v.iter().copied().fold(f64::MIN, f64::max);
        let worst = v.iter().copied().fold(f64::MAX, f64::min);
        format!("best {best:.1}, worst {worst:.1} M leaves/s")
    };
    writeln!(out, "wall clock: {}", spread(&wall)).map_err(|e| e.to_string())?;
    if !cpu.is_empty() {
        writeln!(out, "on-CPU:     {}", spread(&cpu)).map_err(|e| e.to_string())?;
    }
    Ok(())
}
