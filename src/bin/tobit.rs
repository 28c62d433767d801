//! The `tobit` command-line tool.
fn main() {
    let d: u32 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(6);
    let t = std::time::Instant::now();
    let n = tobit::rules::perft(&tobit::rules::Position::start(), d);
    println!("{n} in {:?}", t.elapsed());
}
