//! Training positions saved to a file, so that a fit can be tried again without playing the
//! games again (`tobit train --cache FILE`): the bytes `TPC2`, then each sample as its linear
//! score (`i32`), its search score (`i32`), its game's number (`u32`), White's points in that
//! game (`u8`: 0, 1 or 2) and its window configurations (`u16` each), little-endian.

use super::positions::PatternSample;
use tobit_ai::patterns::{CONFIGS, WINDOWS};

/// The first bytes of a cache (the format's version: a cache of another shape is refused).
const MAGIC: &[u8; 4] = b"TPC2";

/// The bytes of one sample.
const SAMPLE_BYTES: usize = 4 + 4 + 4 + 1 + 2 * WINDOWS;

/// `samples` as bytes.
pub fn to_bytes(samples: &[PatternSample]) -> Vec<u8> {
    let mut out = Vec::with_capacity(MAGIC.len() + samples.len() * SAMPLE_BYTES);
    out.extend(MAGIC);
    for s in samples {
        out.extend(s.linear.to_le_bytes());
        out.extend(s.search.to_le_bytes());
        out.extend((s.game as u32).to_le_bytes());
        out.push((s.result * 2.0) as u8);
        out.extend(s.configs.iter().flat_map(|c| c.to_le_bytes()));
    }
    out
}

/// The samples in `bytes`; an error says why they are not a cache.
pub fn from_bytes(bytes: &[u8]) -> Result<Vec<PatternSample>, String> {
    let body = bytes
        .strip_prefix(MAGIC)
        .ok_or("not a cache of training positions of this version (it starts without TPC2)")?;
    if !body.len().is_multiple_of(SAMPLE_BYTES) {
        return Err(format!(
            "a cache of training positions holds {SAMPLE_BYTES} bytes a position, not {} in all",
            body.len()
        ));
    }
    body.chunks_exact(SAMPLE_BYTES)
        .map(|b| {
            let word = |i: usize| [b[i], b[i + 1], b[i + 2], b[i + 3]];
            let points = b[12];
            if points > 2 {
                return Err(format!("a game result of {points} points in the cache"));
            }
            let mut configs = [0u16; WINDOWS];
            for (w, c) in configs.iter_mut().enumerate() {
                *c = u16::from_le_bytes([b[13 + 2 * w], b[14 + 2 * w]]);
                if usize::from(*c) >= CONFIGS {
                    return Err(format!("a window configuration {c} in the cache"));
                }
            }
            Ok(PatternSample {
                linear: i32::from_le_bytes(word(0)),
                search: i32::from_le_bytes(word(4)),
                game: u32::from_le_bytes(word(8)) as usize,
                result: f32::from(points) / 2.0,
                configs,
            })
        })
        .collect()
}
