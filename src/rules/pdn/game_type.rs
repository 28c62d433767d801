//! Which game a record is for: `[Variant "Tobit"]` or `[GameType "Tobit"]` say Tobit; a record
//! with neither is taken as Tobit; any other variant or game type is refused, named.

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

/// Why a `Variant` or `GameType` tag says the record is not a game of Tobit; `None` when it is.
pub(super) fn refusal(name: &str, value: &str) -> Option<String> {
    let value = value.trim();
    if name.eq_ignore_ascii_case("Variant") {
        return (!value.eq_ignore_ascii_case("Tobit"))
            .then(|| format!("the game is {value}, not Tobit ([Variant \"{value}\"])"));
    }
    if !name.eq_ignore_ascii_case("GameType") {
        return None;
    }
    let kind = value.split(',').next().unwrap_or("").trim();
    if kind.eq_ignore_ascii_case("Tobit") {
        return None;
    }
    let known = kind
        .parse::<u32>()
        .ok()
        .and_then(|n| GAME_TYPES.iter().find(|(t, _)| *t == n));
    Some(match known {
        Some((n, game)) => format!("GameType {n} is {game}, not Tobit"),
        None => format!("GameType \"{value}\" is not Tobit (write [GameType \"Tobit\"])"),
    })
}
