//! Every evaluation weight, in one place. Units: hundredths of a hul.
//!
//! The linear terms ([`Term`]) are counted by [`super::features`] and weighted here; the
//! endgame constants are not linear and stay set by hand. How the linear weights were set is
//! recorded on [`Weights::DEFAULT`].

/// A linear evaluation term: what [`super::features`] counts, White's minus Black's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    /// A hul on the board (the unit: always 100).
    Hul,
    /// A tobit on the board.
    Tobit,
    /// A hul one row from its own home row.
    Advance1,
    /// A hul two rows from its own home row.
    Advance2,
    /// A hul three rows from its own home row.
    Advance3,
    /// A hul four rows from its own home row (one step from promotion).
    Advance4,
    /// A hul one step from a free promotion point.
    PromotionThreat,
    /// A hul on its home row guarding the promotion points, while the opponent still has hullar.
    HomeGuard,
    /// Each empty point a tobit can slide to.
    TobitMobility,
    /// Each step a hul can make.
    HulMobility,
    /// A hul that cannot step at all.
    BlockedHul,
    /// A hul on one of the three central columns.
    Centre,
    /// Having a tobit when the opponent has none.
    TobitMonopoly,
    /// The side to move (+1 when White is to move, -1 when Black is).
    Tempo,
}

/// The number of linear terms.
pub const TERMS: usize = 14;

impl Term {
    /// Every term, in index order.
    pub const ALL: [Term; TERMS] = [
        Term::Hul,
        Term::Tobit,
        Term::Advance1,
        Term::Advance2,
        Term::Advance3,
        Term::Advance4,
        Term::PromotionThreat,
        Term::HomeGuard,
        Term::TobitMobility,
        Term::HulMobility,
        Term::BlockedHul,
        Term::Centre,
        Term::TobitMonopoly,
        Term::Tempo,
    ];

    /// The term's name in a weights file.
    pub const fn name(self) -> &'static str {
        match self {
            Term::Hul => "hul",
            Term::Tobit => "tobit",
            Term::Advance1 => "advance1",
            Term::Advance2 => "advance2",
            Term::Advance3 => "advance3",
            Term::Advance4 => "advance4",
            Term::PromotionThreat => "promotion_threat",
            Term::HomeGuard => "home_guard",
            Term::TobitMobility => "tobit_mobility",
            Term::HulMobility => "hul_mobility",
            Term::BlockedHul => "blocked_hul",
            Term::Centre => "centre",
            Term::TobitMonopoly => "tobit_monopoly",
            Term::Tempo => "tempo",
        }
    }
}

/// Counts of the linear terms, White's minus Black's, indexed by `Term as usize`.
pub type Features = [i32; TERMS];

/// The weights of one evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// The weight of each linear term, indexed by `Term as usize`.
    pub linear: [i32; TERMS],
    /// Whether the learned pattern weights ([`super::patterns`]) are added to the linear sum.
    pub patterns: bool,
}

/// In a won tobit ending (three tobits or more against one), per point the lone tobit cannot
/// reach: drives it into a corner.
pub const HUNT: i32 = 6;
/// The bonus that makes a known won ending clearly better than any ordinary advantage.
pub const WON_ENDING: i32 = 500;
/// Divisor applied to the score of an ending that is usually drawn but not dead (for example
/// a tobit and a hul against a tobit).
pub const DRAWISH_DIVISOR: i32 = 4;

impl Weights {
    /// The weights the engine plays with: the linear terms tuned by self-play (Texel method,
    /// `tobit tune`: 2000 games at 8000 nodes a move with the hand-set weights
    /// (`docs/weights/hand.txt`), 147,417 quiet positions labelled with their game's result, hul
    /// and tobit held at 100 and 300, every other weight fitted: `docs/weights/tuned-3.txt`),
    /// and the pattern evaluation trained on top of them (`tobit train`, adopted after its
    /// match against the linear evaluation alone; docs/AI.md has the whole story).
    pub const DEFAULT: Weights = Weights {
        linear: [
            100, 300, 85, 137, 169, 200, 204, 102, -14, 7, 28, 55, 573, 13,
        ],
        patterns: true,
    };

    /// These weights without the pattern evaluation: the linear sum alone.
    pub const fn linear_only(self) -> Weights {
        Weights {
            linear: self.linear,
            patterns: false,
        }
    }

    /// The given linear weights alone, without the pattern evaluation.
    pub const fn linear(linear: [i32; TERMS]) -> Weights {
        Weights {
            linear,
            patterns: false,
        }
    }

    /// The weight of one term.
    pub const fn of(&self, term: Term) -> i32 {
        self.linear[term as usize]
    }

    /// The weighted sum of `features`, without the tempo term.
    #[inline]
    pub fn positional(&self, features: &Features) -> i32 {
        let tempo = Term::Tempo as usize;
        (0..TERMS)
            .filter(|&i| i != tempo)
            .map(|i| self.linear[i] * features[i])
            .sum()
    }
}
