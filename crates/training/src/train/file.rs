//! The pattern weights file (`crates/ai/weights/patterns.bin`): the stored weights of
//! [`tobit_ai::patterns`] in slot order, each a little-endian `i16`, nothing else.

use tobit_ai::patterns::SLOTS;

/// The file's bytes for `weights` (one per slot).
pub fn to_bytes(weights: &[i16]) -> Vec<u8> {
    weights.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The weights in a file's bytes; an error names what is wrong with them.
pub fn from_bytes(bytes: &[u8]) -> Result<Vec<i16>, String> {
    if bytes.len() != SLOTS * 2 {
        return Err(format!(
            "a pattern weights file holds {} bytes ({SLOTS} weights), not {}",
            SLOTS * 2,
            bytes.len()
        ));
    }
    Ok(bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect())
}
