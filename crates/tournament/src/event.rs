//! What the organiser says about the event besides how it is run: where, when, who arbitrates
//! and at what time controls. Shown and exported (TRF records 022-132, and Tobit's `TBX`
//! records for a knockout's faster controls), never used by the pairing or the scoring.

use crate::date::Date;
use serde::{Deserialize, Serialize};

/// The event's particulars; every field may be left empty.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(default)]
pub struct Event {
    /// The town or village (TRF 022).
    pub place: String,
    /// The host federation's three-letter code, if any (TRF 032).
    pub federation: String,
    /// The first day (TRF 042).
    #[cfg_attr(feature = "tsify", tsify(type = "string | undefined"))]
    pub start: Option<Date>,
    /// The last day (TRF 052).
    #[cfg_attr(feature = "tsify", tsify(type = "string | undefined"))]
    pub end: Option<Date>,
    /// The chief arbiter (TRF 102).
    pub arbiter: String,
    /// The deputy arbiters (TRF 112, one line each).
    pub deputies: Vec<String>,
    /// The time control as the organiser writes it, "15 min + 5 s" (TRF 122).
    pub time_control: String,
    /// A knockout's tie-break games' time control, faster than `time_control` (`TBX
    /// tiebreak-control`); empty: played without a clock.
    pub tiebreak_time_control: String,
    /// A knockout's deciding game's time control (`TBX decider-control`); empty: the tie-break
    /// games' ([`crate::knockout::Phase::time_control`]).
    pub decider_time_control: String,
    /// The date of each round, round 1 first, as far as known (TRF 132).
    #[cfg_attr(feature = "tsify", tsify(type = "string[]"))]
    pub round_dates: Vec<Date>,
}
