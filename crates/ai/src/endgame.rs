//! Endgame knowledge, consistent with the exhaustive analysis quoted in issue 3:
//! one tobit against one tobit is almost always drawn; two tobits against one are drawn in most
//! positions (the stronger side wins mostly by an immediate shot, which the search finds);
//! three tobits against one win every position; two tobits and a hul against a lone tobit win
//! 98% of them.

use tobit_rules::{Color, Position};

/// What the material alone says about an ending.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    /// Not a recognised ending: evaluate normally.
    Unknown,
    /// Known drawn material (1 tobit v 1 tobit, 2 tobits v 1 tobit): the score is 0 unless
    /// the search finds a shot.
    Drawn,
    /// Usually drawn but not dead: the ordinary score, damped.
    Drawish,
    /// Won for this colour (3+ tobits v 1 tobit, 2 tobits and a hul v 1 tobit).
    Won(Color),
}

/// Counts of one side's pieces.
#[derive(Clone, Copy, Debug)]
struct Side {
    tobits: u32,
    hullar: u32,
}

impl Side {
    fn of(pos: &Position, color: Color) -> Side {
        let own = pos.pieces(color);
        let tobits = (own & pos.tobits()).count();
        Side {
            tobits,
            hullar: own.count() - tobits,
        }
    }

    fn total(self) -> u32 {
        self.tobits + self.hullar
    }

    fn lone_tobit(self) -> bool {
        self.tobits == 1 && self.hullar == 0
    }
}

/// Classifies the material of a position.
pub fn classify(pos: &Position) -> Ending {
    let white = Side::of(pos, Color::White);
    let black = Side::of(pos, Color::Black);
    for (strong, weak, color) in [(white, black, Color::White), (black, white, Color::Black)] {
        if !weak.lone_tobit() {
            continue;
        }
        if strong.hullar == 0 && strong.tobits >= 3 {
            return Ending::Won(color);
        }
        if strong.tobits >= 2 && strong.total() >= 3 {
            return Ending::Won(color);
        }
        if strong.hullar == 0 && strong.tobits <= 2 && strong.tobits >= 1 {
            return Ending::Drawn;
        }
        if strong.tobits == 1 && strong.total() <= 2 {
            return Ending::Drawish;
        }
    }
    Ending::Unknown
}
