//! Versioned decoding: links of every released version read back forever (fixed links made
//! by each version), a later version's link is refused as such, and every field of a link
//! whose check matches is still checked.

mod common;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use common::{random_game, Rng};
use tobit_link::{GameId, GameLink, LinkError, State, TimePerMove, LATEST_VERSION};
use tobit_rules::Color;

/// Links written by version 1 (tobit-link 0.1.0). Never change them: a release that cannot
/// read them breaks the links players hold.
const V1_EMPTY: &str = "g=AVoXAP4xAgAAAABNOZH5";
const V1_OFFER: &str = "g=AVoXAP4xAjICBEFubmEK0JHQvtGA0LjRgQzKamAQ";
const V1_RESIGNED: &str = "g=AVoXAP4xAmQ8BEFubmEK0JHQvtGA0LjRgRSADp1_RcK6csPlPEiCnjoXuBxOI-4";
const V1_RESIGNED_MOVES: &str = "10-17 32-25 9-16 31-32 11-18 25x11 12x10 29-22 16-23 22x24 \
    17x31x29 35x22 8-15 22x8 7x9 32-31 9-16 38-32 10-9 31-30 16-17 37-31 17-24 31x17 5-11 \
    30-31 4-10 17x4 9-8 32-25 1-7 28-21 8-9 4-17 9-8 31-30 8-15 17x14x1 11-18 25x11 6-7 1x14 \
    3-9 14-1 9-16 1-14 16-17 14x19 2-8 30-31 8-7 19-16 7-8 21-14 8-15 11-5 15x17 5-18 17x19 \
    33-32";

const ID: GameId = GameId([0x5a, 0x17, 0x00, 0xfe, 0x31, 0x02]);

#[test]
fn version_1_links_read_back() {
    assert_eq!(GameLink::decode(V1_EMPTY).unwrap(), GameLink::new(ID));

    let offer = GameLink::decode(V1_OFFER).unwrap();
    let mut expected = GameLink::new(ID);
    expected.white = "Anna".into();
    expected.black = "Борис".into();
    expected.time_per_move = TimePerMove::from_days(3);
    expected.play_texts(&["9-16", "30-23"]).unwrap();
    expected.state = State::DrawOffered { by: Color::Black };
    assert_eq!(offer, expected);

    let resigned = GameLink::decode(V1_RESIGNED).unwrap();
    let moves: Vec<&str> = V1_RESIGNED_MOVES.split_whitespace().collect();
    let mut expected = GameLink::new(ID);
    expected.white = "Anna".into();
    expected.black = "Борис".into();
    expected.time_per_move = TimePerMove::from_days(14);
    expected.play_texts(&moves).unwrap();
    expected.state = State::Resigned { by: Color::White };
    assert_eq!(resigned, expected);
    assert_eq!(resigned.moves.len(), 60);
}

#[test]
fn this_release_writes_the_latest_version() {
    assert_eq!(LATEST_VERSION, 1);
    assert_eq!(bytes(V1_EMPTY)[0], LATEST_VERSION);
    // What version 1 wrote, this release writes again (the fixed links are not stale).
    let link = GameLink::decode(V1_RESIGNED).unwrap();
    assert_eq!(link.encode().unwrap(), V1_RESIGNED);
}

/// A link's bytes, the check taken off.
fn bytes(link: &str) -> Vec<u8> {
    let mut bytes = URL_SAFE_NO_PAD.decode(&link[2..]).unwrap();
    bytes.truncate(bytes.len() - 4);
    bytes
}

/// A link of the bytes with a matching check, as a faulty or forged encoder would make it.
fn seal(bytes: &[u8]) -> String {
    let mut all = bytes.to_vec();
    all.extend_from_slice(&crc32fast::hash(bytes).to_be_bytes());
    format!("g={}", URL_SAFE_NO_PAD.encode(all))
}

/// The error of the bytes of `link` changed by `change`.
fn refusal(link: &str, change: impl FnOnce(&mut Vec<u8>)) -> LinkError {
    let mut b = bytes(link);
    change(&mut b);
    GameLink::decode(&seal(&b)).unwrap_err()
}

#[test]
fn a_later_version_is_refused_naming_it() {
    let error = refusal(V1_OFFER, |b| b[0] = 2);
    assert_eq!(
        error,
        LinkError::NewerVersion {
            version: 2,
            latest: 1
        }
    );
    assert!(error.to_string().contains("later Tobit"));
    let error = refusal(V1_OFFER, |b| b[0] = 0);
    assert_eq!(error, LinkError::Malformed { what: "version 0" });
}

/// A change made to a link's bytes.
type Change = fn(&mut Vec<u8>);

#[test]
fn every_field_is_checked_even_when_the_check_matches() {
    let malformed = |what| LinkError::Malformed { what };
    // Byte 7: the state's code, the time's, a reserved bit; byte 8: the move count.
    let cases: Vec<(Change, LinkError)> = vec![
        (|b| b[7] = 6, malformed("an unknown offer or result")),
        (|b| b[7] = 7 << 4, malformed("an unknown time per move")),
        (|b| b[7] |= 0x80, malformed("a reserved bit is set")),
        (
            |b| {
                b[8] |= 0x80;
                b.insert(9, 0);
            },
            malformed("the move count is not in its shortest form"),
        ),
        (|b| b[8] = 0xff, malformed("it ends inside a field")),
        (|b| b[9] = 200, malformed("it ends inside a field")),
        (|b| b.truncate(7), malformed("it ends inside a field")),
        (|b| b[10] = 0xff, malformed("a name is not UTF-8")),
        (
            |b| b[10] = b'\n',
            LinkError::NameHasControl { side: Color::White },
        ),
        (
            |b| b.push(0),
            malformed("move data is left over after the last move"),
        ),
    ];
    for (i, (change, expected)) in cases.into_iter().enumerate() {
        assert_eq!(refusal(V1_OFFER, change), expected, "case {i}");
    }
    let long_name = refusal(V1_EMPTY, |b| {
        b[9] = 33;
        b.splice(10..10, [b'a'; 33]);
    });
    assert_eq!(
        long_name,
        LinkError::NameTooLong {
            side: Color::White,
            bytes: 33,
            max: 32
        }
    );
    // The moves' number starts after the names: 9 + 1 + "Anna" + 1 + "Борис" = 25.
    let leading_zero = refusal(V1_RESIGNED, |b| b.insert(25, 0));
    assert_eq!(
        leading_zero,
        malformed("the moves have a leading zero byte")
    );
}

#[test]
fn moves_after_the_end_and_a_result_after_it_are_refused() {
    let mut rng = Rng(9);
    let game = (0..)
        .map(|_| random_game(&mut rng, 126))
        .find(|g| g.status().is_over())
        .unwrap();
    let mut link = GameLink::new(ID);
    link.moves = game.moves().to_vec();
    let text = link.encode().unwrap();
    // One more move (its digit 0 adds nothing to the number): played after the end.
    let error = refusal(&text, |b| b[8] += 1);
    assert!(matches!(error, LinkError::MoveAfterEnd { .. }), "{error:?}");
    assert!(
        error.to_string().contains("comes after the game ended"),
        "{error}"
    );
    let error = refusal(&text, |b| b[7] = 3 /* draw agreed */);
    assert_eq!(
        error,
        LinkError::StateAfterEnd {
            state: State::DrawAgreed
        }
    );
}
