//! Material classes: how many hullar and tobits each side has. Every class is one table.

use std::fmt;
use tobit_rules::{Color, Kind, Piece, Position};

/// Most pieces of one kind and colour a class can hold (tables go up to five pieces).
pub const MAX_GROUP: usize = 5;

/// The material of a position: the number of pieces of each [`Piece::index`] (White hul,
/// White tobit, Black hul, Black tobit).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Material(pub [u8; 4]);

impl Material {
    /// The material of a position.
    pub fn of(pos: &Position) -> Material {
        let mut counts = [0u8; 4];
        for color in [Color::White, Color::Black] {
            let own = pos.pieces(color);
            let tobits = (own & pos.tobits()).count() as u8;
            counts[Piece::new(color, Kind::Hul).index()] = own.count() as u8 - tobits;
            counts[Piece::new(color, Kind::Tobit).index()] = tobits;
        }
        Material(counts)
    }

    /// Number of pieces on the board.
    pub fn total(self) -> u32 {
        self.0.iter().map(|&c| u32::from(c)).sum()
    }

    /// Number of hullar of both sides.
    pub fn hullar(self) -> u32 {
        u32::from(self.0[0]) + u32::from(self.0[2])
    }

    /// Whether a table can hold this material: at most [`MAX_GROUP`] pieces in all (so at most
    /// that many in each group, the limit of [`super::index`]).
    pub fn fits(self) -> bool {
        self.total() <= MAX_GROUP as u32
    }

    /// A small number unique to the class (for arrays indexed by class); `None` for a material
    /// no table holds ([`Material::fits`]): its counts, written in base `MAX_GROUP + 1`, would
    /// fold onto a small class's number (twelve hullar a side onto two tobits a side's).
    pub fn key(self) -> Option<usize> {
        self.fits().then(|| {
            self.0
                .iter()
                .rev()
                .fold(0, |k, &c| k * (MAX_GROUP + 1) + c as usize)
        })
    }

    /// Number of distinct keys.
    pub const KEYS: usize = (MAX_GROUP + 1).pow(4);

    /// The same material with the colours swapped.
    pub fn flipped(self) -> Material {
        let [wh, wt, bh, bt] = self.0;
        Material([bh, bt, wh, wt])
    }

    /// Every class with at most `pieces` pieces, in build order: each class comes after every
    /// class a move can lead to (captures remove pieces, promotions turn hullar into tobits).
    pub fn all(pieces: u32) -> Vec<Material> {
        let pieces = pieces.min(MAX_GROUP as u32) as u8;
        let mut all = Vec::new();
        for wh in 0..=pieces {
            for wt in 0..=pieces - wh {
                for bh in 0..=pieces - wh - wt {
                    for bt in 0..=pieces - wh - wt - bh {
                        all.push(Material([wh, wt, bh, bt]));
                    }
                }
            }
        }
        all.sort_by_key(|m| (m.total(), m.hullar(), *m));
        all
    }

    /// Whether a game with this material can reach `other` (or is `other`): per side, no more
    /// hullar, and no more tobits than the tobits and the promoted hullar.
    pub fn can_reach(self, other: Material) -> bool {
        [0, 2].iter().all(|&h| {
            let (hul, tobit) = (self.0[h], self.0[h + 1]);
            let (hul2, tobit2) = (other.0[h], other.0[h + 1]);
            hul2 <= hul && tobit2 <= tobit + (hul - hul2)
        })
    }

    /// The fewest events that take a game with this material to `other` (one it can reach): the
    /// pieces taken plus the tobits that must come from promotions. The classes a game needs
    /// soonest are the ones fewest steps away.
    pub fn steps_to(self, other: Material) -> u32 {
        [0, 2]
            .iter()
            .map(|&h| {
                let (hul, tobit) = (u32::from(self.0[h]), u32::from(self.0[h + 1]));
                let (hul2, tobit2) = (u32::from(other.0[h]), u32::from(other.0[h + 1]));
                (hul + tobit).saturating_sub(hul2 + tobit2) + tobit2.saturating_sub(tobit)
            })
            .sum()
    }

    /// Every class with at most `pieces` pieces that a game with this material can reach
    /// (itself included when small enough), in build order.
    pub fn reachable(self, pieces: u32) -> Vec<Material> {
        Material::all(pieces)
            .into_iter()
            .filter(|&m| self.can_reach(m))
            .collect()
    }
}

impl std::str::FromStr for Material {
    type Err = String;

    /// Reads the name [`Material`]'s `Display` writes (`KKHvK`).
    fn from_str(name: &str) -> Result<Material, String> {
        let bad = || format!("'{name}' is not a material class such as KKHvK");
        let (white, black) = name.split_once('v').ok_or_else(bad)?;
        let side = |text: &str| -> Result<(u8, u8), String> {
            let tobits = text.bytes().take_while(|&b| b == b'K').count();
            let rest = &text[tobits..];
            if !rest.bytes().all(|b| b == b'H') {
                return Err(bad());
            }
            Ok((rest.len() as u8, tobits as u8))
        };
        let ((wh, wt), (bh, bt)) = (side(white)?, side(black)?);
        let m = Material([wh, wt, bh, bt]);
        if m.total() > MAX_GROUP as u32 {
            return Err(bad());
        }
        Ok(m)
    }
}

impl fmt::Display for Material {
    /// `KKHvK`: White's tobits (K) and hullar (H), `v`, then Black's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [wh, wt, bh, bt] = self.0.map(usize::from);
        write!(
            f,
            "{}{}v{}{}",
            "K".repeat(wt),
            "H".repeat(wh),
            "K".repeat(bt),
            "H".repeat(bh)
        )
    }
}
