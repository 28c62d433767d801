//! Colours in a Swiss: the hard colour rules and the allocation of colours to a pair.
//!
//! Only games played over the board count for colours (forfeits and byes do not), as in
//! FIDE C.04.1 and C.04.3.

use tobit_rules::Color;

/// What matters of a player's colour history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColorHistory {
    /// The colour of the game played in each round, `None` where nothing was played.
    pub by_round: Vec<Option<Color>>,
    /// Whites minus blacks.
    pub diff: i32,
    /// The colours of the last two games played, most recent last.
    pub last_two: (Option<Color>, Option<Color>),
}

impl ColorHistory {
    /// Builds the summary from the colours by round.
    pub fn new(by_round: Vec<Option<Color>>) -> ColorHistory {
        let played: Vec<Color> = by_round.iter().flatten().copied().collect();
        let diff = played
            .iter()
            .map(|c| if *c == Color::White { 1 } else { -1 })
            .sum();
        let last = played.last().copied();
        let before = if played.len() >= 2 {
            Some(played[played.len() - 2])
        } else {
            None
        };
        ColorHistory {
            by_round,
            diff,
            last_two: (before, last),
        }
    }

    /// Whether taking `color` next keeps the hard rules: colour difference within ±2 and no
    /// third game in a row with one colour.
    pub fn can_take(&self, color: Color) -> bool {
        let step = if color == Color::White { 1 } else { -1 };
        let three = self.last_two == (Some(color), Some(color));
        (self.diff + step).abs() <= 2 && !three
    }

    /// The colours the player may take next: those [`ColorHistory::can_take`] allows, or both
    /// when the colour rules are `waived` (a topscorer in the last round).
    pub fn allowed(&self, waived: bool) -> Allowed {
        Allowed {
            white: waived || self.can_take(Color::White),
            black: waived || self.can_take(Color::Black),
        }
    }

    /// The colour preference and its strength (FIDE C.04.3 A.6).
    pub fn preference(&self) -> (Option<Color>, Strength) {
        let (before, last) = self.last_two;
        if self.diff > 1 {
            return (Some(Color::Black), Strength::Absolute);
        }
        if self.diff < -1 {
            return (Some(Color::White), Strength::Absolute);
        }
        if let (Some(a), Some(b)) = (before, last) {
            if a == b {
                return (Some(a.opponent()), Strength::Absolute);
            }
        }
        match (self.diff, last) {
            (1, _) => (Some(Color::Black), Strength::Strong),
            (-1, _) => (Some(Color::White), Strength::Strong),
            (_, Some(c)) => (Some(c.opponent()), Strength::Mild),
            _ => (None, Strength::None),
        }
    }
}

/// The strength of a colour preference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// No game played yet.
    None,
    /// Colours balanced: alternate.
    Mild,
    /// One colour more.
    Strong,
    /// Two colours more, or the same colour twice in a row.
    Absolute,
}

/// The colours a player may take in the next game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allowed {
    /// Whether White keeps the colour rules.
    pub white: bool,
    /// Whether Black keeps the colour rules.
    pub black: bool,
}

/// Whether two players may meet under the colour rules: one of them can take White and the
/// other Black.
pub fn can_meet(a: Allowed, b: Allowed) -> bool {
    (a.white && b.black) || (a.black && b.white)
}

/// Whether two colour preferences (of [`ColorHistory::preference`]) can both be granted.
pub fn preferences_fit(a: Option<Color>, b: Option<Color>) -> bool {
    match (a, b) {
        (Some(x), Some(y)) => x != y,
        _ => true,
    }
}

/// The colour of `higher` (the higher-ranked player of the pair) against `lower`, or `None`
/// when neither way keeps the hard rules. `relaxed.0` (`.1`) waives the colour rules for
/// `higher` (`lower`): a topscorer in the last round.
/// `board` (0-based) gives the initial colour when neither has a preference: the higher-ranked
/// player has White on odd boards (1, 3, ...), Black on even ones.
pub fn allocate(
    higher: &ColorHistory,
    lower: &ColorHistory,
    board: usize,
    relaxed: (bool, bool),
) -> Option<Color> {
    let (h, l) = (higher.allowed(relaxed.0), lower.allowed(relaxed.1));
    let white_ok = h.white && l.black;
    let black_ok = h.black && l.white;
    match (white_ok, black_ok) {
        (false, false) => None,
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        (true, true) => Some(preferred(higher, lower, board)),
    }
}

/// FIDE C.04.3 E: the colour of the higher-ranked player when both ways are legal.
fn preferred(higher: &ColorHistory, lower: &ColorHistory, board: usize) -> Color {
    let (hp, hs) = higher.preference();
    let (lp, ls) = lower.preference();
    // E.1: grant both preferences.
    match (hp, lp) {
        (Some(h), Some(l)) if h != l => return h,
        (Some(h), None) => return h,
        (None, Some(l)) => return l.opponent(),
        (None, None) => {
            // E.5 in round 1: the initial colour, alternating by board.
            return if board.is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            };
        }
        _ => {}
    }
    let (h, l) = (hp.unwrap(), lp.unwrap());
    // E.2: grant the stronger preference (both absolute: the wider colour difference).
    if hs != ls {
        return if hs > ls { h } else { l.opponent() };
    }
    if hs == Strength::Absolute && higher.diff.abs() != lower.diff.abs() {
        return if higher.diff.abs() > lower.diff.abs() {
            h
        } else {
            l.opponent()
        };
    }
    // E.3: alternate from the latest round in which they had different colours.
    let rounds = higher.by_round.len().min(lower.by_round.len());
    for r in (0..rounds).rev() {
        if let (Some(x), Some(y)) = (higher.by_round[r], lower.by_round[r]) {
            if x != y {
                return x.opponent();
            }
        }
    }
    // E.4: grant the higher-ranked player's preference.
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black as B, White as W};
    const NO: (bool, bool) = (false, false);

    fn h(colors: &[Option<Color>]) -> ColorHistory {
        ColorHistory::new(colors.to_vec())
    }

    #[test]
    fn hard_rules() {
        let ww = h(&[Some(W), Some(W)]);
        assert!(!ww.can_take(W));
        assert!(ww.can_take(B));
        let wbw_w = h(&[Some(W), Some(B), Some(W), Some(W)]);
        assert!(!wbw_w.can_take(W)); // diff would be 3, and three in a row
        let w_gap_w = h(&[Some(W), None, Some(W)]);
        assert!(!w_gap_w.can_take(W)); // the gap does not break the series
        assert_eq!(ww.preference(), (Some(B), Strength::Absolute));
        assert_eq!(h(&[Some(W)]).preference(), (Some(B), Strength::Strong));
        assert_eq!(
            h(&[Some(W), Some(B)]).preference(),
            (Some(W), Strength::Mild)
        );
        assert_eq!(h(&[]).preference(), (None, Strength::None));
    }

    #[test]
    fn allocation_order() {
        // Both preferences granted.
        assert_eq!(allocate(&h(&[Some(B)]), &h(&[Some(W)]), 0, NO), Some(W));
        // The stronger one wins: lower has an absolute preference for White.
        assert_eq!(
            allocate(&h(&[Some(W), Some(B)]), &h(&[Some(B), Some(B)]), 0, NO),
            Some(B)
        );
        // Compatible mild preferences.
        assert_eq!(
            allocate(&h(&[Some(W), Some(B)]), &h(&[Some(B), Some(W)]), 0, NO),
            Some(W)
        );
        // Same mild preference (Black): alternate from the last round they differed (round 2,
        // where the higher had Black), so the higher gets White, not its preference.
        let higher = h(&[Some(W), Some(B), Some(B), Some(W)]);
        let lower = h(&[Some(B), Some(W), Some(B), Some(W)]);
        assert_eq!(allocate(&higher, &lower, 0, NO), Some(W));
        // Never differed: the higher-ranked player's preference.
        assert_eq!(
            allocate(&h(&[Some(B), Some(W)]), &h(&[Some(B), Some(W)]), 0, NO),
            Some(B)
        );
        // Round 1: initial colour by board.
        assert_eq!(allocate(&h(&[]), &h(&[]), 0, NO), Some(W));
        assert_eq!(allocate(&h(&[]), &h(&[]), 1, NO), Some(B));
        // Both need White: illegal unless relaxed.
        assert_eq!(
            allocate(&h(&[Some(B), Some(B)]), &h(&[Some(B), Some(B)]), 0, NO),
            None
        );
        assert!(allocate(
            &h(&[Some(B), Some(B)]),
            &h(&[Some(B), Some(B)]),
            0,
            (true, true)
        )
        .is_some());
    }
}
