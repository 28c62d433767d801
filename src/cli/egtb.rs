//! `tobit egtb`: builds, probes and verifies the endgame tables.

use super::args;
use lexopt::prelude::*;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;
use tobit_egtb::{digest, file, storage, verify, Material, Tables};

/// Help for `tobit egtb`.
pub const HELP: &str =
    "egtb probe FEN | build | verify | export --out DIR | digests [--pieces N]    endgame tables

  probe FEN            prints the exact value of a position with at most 5 pieces for the
                       side to move: 'win N', 'loss N' or 'draw' (N in plies, best play),
                       building the tables it needs first if they are not there yet
  build [--pieces N]   builds every table with at most N pieces (default 4, at most 5)
  verify [--pieces N]  checks every position of those tables against its successors and
                       its colour flip and mirror (builds what is missing)
  export --out DIR     writes every table up to 4 pieces (or --pieces N) gzipped into DIR
                       (DIR/KKHvK.egtb.gz), the files the browser fetches; refuses a table
                       whose SHA-256 is not the one in crates/egtb/src/digests.txt
  digests [--pieces N] prints the SHA-256 of every table up to N pieces (default 4), the
                       lines of crates/egtb/src/digests.txt (each build checks table files
                       with them)

  --dir DIR            where the tables are kept; default $TOBIT_EGTB_DIR, else
                       $XDG_CACHE_HOME/tobit/egtb, else ~/.cache/tobit/egtb
                       (one file per material class, KKHvK.egtb: see docs/EGTB.md)

Every table file is checked (its header, its length, its SHA-256) before it is used: a bad
file is refused, named on stderr, its table built again and the file replaced.";

/// The most pieces the tables are built for here.
const MAX_PIECES: u32 = 5;

/// What to do.
enum Action {
    Probe(String),
    Build,
    Verify,
    Export(PathBuf),
    Digests,
}

/// Runs `tobit egtb`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut parser = lexopt::Parser::from_args(args.iter().cloned());
    let mut action: Option<Action> = None;
    let mut words = Vec::new();
    let mut pieces: Option<u32> = None;
    let mut dir: Option<PathBuf> = None;
    let mut out_dir: Option<PathBuf> = None;
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Long("pieces") => {
                let text: String = parser
                    .value()
                    .map_err(|e| e.to_string())?
                    .string()
                    .map_err(|e| e.to_string())?;
                pieces = Some(match text.parse::<u32>() {
                    Ok(n) if (1..=MAX_PIECES).contains(&n) => n,
                    _ => {
                        return Err(format!(
                            "--pieces needs a number from 1 to {MAX_PIECES}, not '{text}'"
                        ))
                    }
                });
            }
            Long("dir") => dir = Some(folder(&mut parser, "--dir")?),
            Long("out") => out_dir = Some(folder(&mut parser, "--out")?),
            Value(word) => words.push(word.string().map_err(|e| e.to_string())?),
            other => return Err(other.unexpected().to_string()),
        }
    }
    let mut words = words.into_iter();
    match words.next().as_deref() {
        Some("probe") => {
            let fen = words.next().ok_or("probe needs a FEN")?;
            action = Some(Action::Probe(fen));
        }
        Some("build") => action = Some(Action::Build),
        Some("verify") => action = Some(Action::Verify),
        Some("digests") => action = Some(Action::Digests),
        Some("export") => {
            let to = out_dir.take().ok_or("export needs --out DIR")?;
            action = Some(Action::Export(to));
        }
        Some(other) => {
            return Err(format!(
                "unknown action '{other}': expected probe, build, verify, export or digests"
            ))
        }
        None => {}
    }
    let action = action.ok_or("expected probe FEN, build or verify (see --help)")?;
    if out_dir.is_some() {
        return Err("--out is for export".into());
    }
    if let Some(extra) = words.next() {
        return Err(format!("unexpected argument '{extra}'"));
    }
    let dir = dir
        .or_else(storage::default_dir)
        .ok_or("no place for the tables: set $TOBIT_EGTB_DIR or $HOME, or give --dir")?;
    let mut tables = Tables::new();
    match action {
        Action::Probe(fen) => {
            if pieces.is_some() {
                return Err("--pieces is for build, verify, export and digests".into());
            }
            let pos = args::position(&fen)?;
            let m = Material::of(&pos);
            if m.total() > MAX_PIECES {
                return Err(format!(
                    "the tables hold at most {MAX_PIECES} pieces, this position has {}",
                    m.total()
                ));
            }
            report(&storage::ensure_in(&mut tables, &dir, m)?.refused);
            let value = tables.probe(&pos).ok_or("the table lacks this position")?;
            writeln!(out, "{value}").map_err(args::output_error)
        }
        Action::Export(to) => {
            let pieces = pieces.unwrap_or(tobit_egtb::PIECES);
            let mut bytes = 0;
            let classes = Material::all(pieces);
            for &m in &classes {
                report(&storage::ensure_in(&mut tables, &dir, m)?.refused);
                let table = tables.class(m).ok_or("a table is missing")?;
                if !digest::fits(m, &digest::of(table)) {
                    return Err(format!(
                        "the table {m} built here differs from its SHA-256 in \
                         crates/egtb/src/digests.txt: if the generator changed on purpose, write \
                         the new digests with 'tobit egtb digests > crates/egtb/src/digests.txt'"
                    ));
                }
                bytes += write_gzip(&to, m, table)?;
            }
            writeln!(
                out,
                "{} tables up to {pieces} pieces, {bytes} bytes gzipped, in {}",
                classes.len(),
                to.display()
            )
            .map_err(args::output_error)
        }
        Action::Digests => {
            for m in Material::all(pieces.unwrap_or(tobit_egtb::PIECES)) {
                report(&storage::ensure_in(&mut tables, &dir, m)?.refused);
                let table = tables.class(m).ok_or("a table is missing")?;
                writeln!(out, "{}", digest::line(m, table)).map_err(args::output_error)?;
            }
            Ok(())
        }
        Action::Build | Action::Verify => {
            let pieces = pieces.unwrap_or(tobit_egtb::PIECES);
            let started = Instant::now();
            let mut positions = 0usize;
            for m in Material::all(pieces) {
                let class_start = Instant::now();
                let ensured = storage::ensure_in(&mut tables, &dir, m)?;
                report(&ensured.refused);
                let size = tables.class(m).map_or(0, <[u8]>::len);
                positions += size;
                let what = if ensured.built.contains(&m) {
                    "built"
                } else {
                    "loaded"
                };
                let seconds = class_start.elapsed().as_secs_f64();
                writeln!(out, "{m}: {what}, {size} entries, {seconds:.2} s")
                    .map_err(args::output_error)?;
            }
            writeln!(
                out,
                "{positions} entries up to {pieces} pieces in {:.1} s, in {}",
                started.elapsed().as_secs_f64(),
                dir.display()
            )
            .map_err(args::output_error)?;
            if matches!(action, Action::Verify) {
                let started = Instant::now();
                let mut checked = 0;
                for m in Material::all(pieces) {
                    checked += verify::verify_class(&tables, m)?;
                }
                let seconds = started.elapsed().as_secs_f64();
                writeln!(out, "{checked} positions verified in {seconds:.1} s")
                    .map_err(args::output_error)?;
            }
            Ok(())
        }
    }
}

/// Names each refused table file on stderr (its class was built again and the file replaced),
/// so that a damaged file is never silently used nor silently ignored.
pub(super) fn report(refused: &[String]) {
    for line in refused {
        eprintln!("tobit: egtb: refused {line}; built again and replaced");
    }
}

/// The folder given to the option `name`; an empty one is refused (it would be the working
/// directory).
fn folder(parser: &mut lexopt::Parser, name: &str) -> Result<PathBuf, String> {
    let value = parser.value().map_err(|e| e.to_string())?;
    if value.is_empty() {
        return Err(format!("{name} needs a folder, not an empty name"));
    }
    Ok(value.into())
}

/// Writes one class's table file gzipped as `DIR/<class>.egtb.gz`; returns its size.
fn write_gzip(dir: &std::path::Path, m: Material, table: &[u8]) -> Result<usize, String> {
    use flate2::{write::GzEncoder, Compression};
    let path = dir.join(format!("{m}.egtb.gz"));
    let failed = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    std::fs::create_dir_all(dir).map_err(failed)?;
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(&file::encode(table)).map_err(failed)?;
    let gz = encoder.finish().map_err(failed)?;
    std::fs::write(&path, &gz).map_err(failed)?;
    Ok(gz.len())
}
