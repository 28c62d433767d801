//! Which game a record is for: `[Variant "Tobit"]` or `[GameType "Tobit"]` say Tobit; a record
//! with neither is taken as Tobit; any other variant or game type is refused, named.

use super::error::game_name;
use super::PdnErrorKind;

/// Why a `Variant` or `GameType` tag says the record is not a game of Tobit; `None` when it is.
pub(super) fn refusal(name: &str, value: &str) -> Option<PdnErrorKind> {
    let value = value.trim();
    if name.eq_ignore_ascii_case("Variant") {
        return (!value.eq_ignore_ascii_case("Tobit")).then(|| PdnErrorKind::OtherVariant {
            variant: value.to_string(),
        });
    }
    if !name.eq_ignore_ascii_case("GameType") {
        return None;
    }
    let kind = value.split(',').next().unwrap_or("").trim();
    if kind.eq_ignore_ascii_case("Tobit") {
        return None;
    }
    Some(
        match kind.parse::<u32>().ok().filter(|n| game_name(*n).is_some()) {
            Some(number) => PdnErrorKind::OtherGameType { number },
            None => PdnErrorKind::UnknownGameType {
                value: value.to_string(),
            },
        },
    )
}
