//! No input makes the crate panic: any text, and any bytes behind a matching check (what a
//! faulty or forged encoder could send), are read into a link or refused with an error.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use proptest::prelude::*;
use tobit_link::{merge, GameLink};

/// A link of the bytes with a matching check.
fn seal(bytes: &[u8]) -> String {
    let mut all = bytes.to_vec();
    all.extend_from_slice(&crc32fast::hash(bytes).to_be_bytes());
    format!("g={}", URL_SAFE_NO_PAD.encode(all))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_text_is_read_or_refused(text in ".{0,300}") {
        let _ = GameLink::decode(&text);
        let _ = GameLink::decode(&format!("g={text}"));
    }

    #[test]
    fn any_checked_bytes_are_read_or_refused(mut bytes in prop::collection::vec(any::<u8>(), 1..120)) {
        bytes[0] = 1; // version 1, to reach its fields
        if let Ok(link) = GameLink::decode(&seal(&bytes)) {
            // Whatever reads back is a valid link that encodes to the same text.
            prop_assert_eq!(link.encode().unwrap(), seal(&bytes));
            prop_assert!(merge(Some(&link), &link).is_ok());
        }
    }

    #[test]
    fn checked_bytes_with_a_small_header_are_read_or_refused(
        state in 0u8..=255, plies in 0u8..=140, rest in prop::collection::vec(any::<u8>(), 0..60)
    ) {
        // Empty names, so that the moves' number is the random rest.
        let mut bytes = vec![1, 0, 0, 0, 0, 0, 0, state & 0x7f, plies & 0x7f, 0, 0];
        bytes.extend_from_slice(&rest);
        if let Ok(link) = GameLink::decode(&seal(&bytes)) {
            prop_assert_eq!(link.encode().unwrap(), seal(&bytes));
        }
    }
}
