//! Which game a record is for: `[Variant "Tobit"]` or `[GameType "Tobit"]` say Tobit; a record
//! with neither is taken as Tobit; any other variant or game type is refused, named.

use super::PdnErrorKind;

/// The games of the PDN standard's `GameType` numbers that another program may write.
const GAME_TYPES: [(u32, &str); 13] = [
    (0, "chess"),
    (20, "international draughts"),
    (21, "English draughts"),
    (22, "Italian draughts"),
    (23, "American pool checkers"),
    (24, "Spanish draughts"),
    (25, "Russian draughts"),
    (26, "Brazilian draughts"),
    (27, "Canadian draughts"),
    (28, "Portuguese draughts"),
    (29, "Czech draughts"),
    (30, "Turkish draughts"),
    (31, "Thai draughts"),
];

/// The game of a `GameType` number of the PDN standard, in English (the CLI's words).
pub(super) fn name(number: u32) -> Option<&'static str> {
    let known = GAME_TYPES.iter().find(|(n, _)| *n == number);
    known.map(|(_, game)| *game)
}

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
        match kind
            .parse::<u32>()
            .ok()
            .filter(|n| self::name(*n).is_some())
        {
            Some(number) => PdnErrorKind::OtherGameType { number },
            None => PdnErrorKind::UnknownGameType {
                value: value.to_string(),
            },
        },
    )
}
