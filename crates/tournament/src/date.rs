//! A calendar date (the event's dates, a round's date, a player's date of birth), saved as
//! `"YYYY-MM-DD"`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A day of the Gregorian calendar, checked when made (no 31 April, 29 February only in a
/// leap year).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

impl Date {
    /// The date, if it exists (years 1 to 9999).
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        let leap =
            year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
        let days = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return None,
        };
        ((1..=9999).contains(&year) && (1..=days).contains(&day)).then_some(Date {
            year,
            month,
            day,
        })
    }

    /// The year.
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, from 1.
    pub fn day(self) -> u8 {
        self.day
    }

    /// Reads `YYYY-MM-DD`, also with `/` or `.` between the parts.
    pub fn parse(text: &str) -> Option<Date> {
        let parts: Vec<&str> = text.trim().split(['-', '/', '.']).collect();
        let [y, m, d] = parts[..] else { return None };
        if y.len() != 4 || m.is_empty() || m.len() > 2 || d.is_empty() || d.len() > 2 {
            return None;
        }
        Date::new(y.parse().ok()?, m.parse().ok()?, d.parse().ok()?)
    }
}

impl fmt::Display for Date {
    /// `YYYY-MM-DD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = String;
    fn from_str(text: &str) -> Result<Date, String> {
        Date::parse(text).ok_or(format!("'{text}' is not a date (YYYY-MM-DD)"))
    }
}

impl Serialize for Date {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Date {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Date, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_real_days_are_dates() {
        assert_eq!(Date::parse("2026-11-27").unwrap().to_string(), "2026-11-27");
        assert_eq!(Date::parse("2024/2/29"), Date::new(2024, 2, 29));
        assert_eq!(Date::parse("2025-02-29"), None);
        assert_eq!(Date::parse("1900-02-29"), None);
        assert_eq!(Date::parse("2000-02-29"), Date::new(2000, 2, 29));
        assert_eq!(Date::parse("2026-04-31"), None);
        assert_eq!(Date::parse("26-04-01"), None);
        assert_eq!(Date::parse("2026-13-01"), None);
        assert_eq!(Date::parse("soon"), None);
    }

    #[test]
    fn saved_as_text() {
        let d = Date::new(2026, 6, 5).unwrap();
        let json = serde_json::to_string(&d).unwrap();
        assert_eq!(json, "\"2026-06-05\"");
        assert_eq!(serde_json::from_str::<Date>(&json).unwrap(), d);
        assert!(serde_json::from_str::<Date>("\"2026-06-31\"").is_err());
    }
}
