//! Measures the analysis on the bench positions:
//! `cargo run --release --example analysis_cost [DEPTH]` (default 10).
//!
//! For 1, 3 and 5 lines it analyses every bench position to DEPTH with a fresh engine and
//! prints, per depth, the time from the start until that depth's info arrived (the panel's
//! "time to the line at depth d") and the nodes, summed over the positions, then the nodes per
//! second; the ratio of the multi-PV times to the single line is the multi-PV cost.

use std::time::Instant;
use tobit_ai::{bench_positions, Engine, Limits, DEFAULT_TT_BYTES};

fn main() -> Result<(), String> {
    let depth: u32 = match std::env::args().nth(1) {
        Some(text) => text.parse().map_err(|_| format!("bad depth {text:?}"))?,
        None => 10,
    };
    let positions = bench_positions();
    let mut single = vec![0.0; depth as usize + 1];
    println!("lines depth ms_to_info nodes cost_vs_1_line");
    for lines in [1, 3, 5] {
        let mut ms = vec![0.0; depth as usize + 1];
        let mut nodes = vec![0u64; depth as usize + 1];
        for pos in &positions {
            let mut engine = Engine::new(DEFAULT_TT_BYTES);
            let start = Instant::now();
            engine.analyse(pos, &[], &Limits::depth(depth), lines, &mut |info| {
                let d = info.depth as usize;
                ms[d] += start.elapsed().as_secs_f64() * 1000.0;
                nodes[d] += info.nodes;
            });
        }
        for d in 1..=depth as usize {
            if lines == 1 {
                single[d] = ms[d];
            }
            println!(
                "{lines} {d} {:.2} {} {:.2}",
                ms[d],
                nodes[d],
                ms[d] / single[d].max(1e-9)
            );
        }
        let total_ms = ms[depth as usize];
        println!(
            "{lines} lines: {} nodes in {total_ms:.0} ms, {:.2} M nodes/s",
            nodes[depth as usize],
            nodes[depth as usize] as f64 / total_ms / 1000.0
        );
    }
    Ok(())
}
