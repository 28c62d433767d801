//! The link's text: `g=` then base64url (no padding) of the bytes and their check, a CRC-32.
//!
//! The check is read before anything else: a link cut short or changed by hand is refused as
//! such, before any field of it is trusted.

use crate::LinkError;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use crc::{Crc, CRC_32_ISO_HDLC};

/// What the link's part starts with (after the `#` of a URL).
pub const PREFIX: &str = "g=";

/// The check's length in bytes, at the end of the bytes.
pub(crate) const CHECK_BYTES: usize = 4;

/// The CRC-32 (IEEE 802.3, as in zip and PNG), a byte at a time (a table of 1 KB).
const CRC32: Crc<u32> = Crc::<u32>::new(&CRC_32_ISO_HDLC);

/// The CRC-32 of the bytes.
fn check(bytes: &[u8]) -> [u8; CHECK_BYTES] {
    CRC32.checksum(bytes).to_be_bytes()
}

/// The text of the bytes (the version first): [`PREFIX`], then base64url of the bytes followed
/// by their check.
pub(crate) fn seal(mut bytes: Vec<u8>) -> String {
    let sum = check(&bytes);
    bytes.extend_from_slice(&sum);
    format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(&bytes))
}

/// Whether a character is one of base64url's 64.
fn is_base64url(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// The bytes of a link (the version first, the check taken off) once its check matches. The
/// text may be the whole URL, the part after `#`, or that part alone; spaces around it are
/// ignored.
pub(crate) fn open(text: &str) -> Result<Vec<u8>, LinkError> {
    let text = text.trim();
    let fragment = text.split_once('#').map_or(text, |(_, f)| f);
    // `g` alone (or `g=` alone) is a link cut right after its start: damaged, not absent.
    if !fragment.is_empty() && PREFIX.starts_with(fragment) {
        return Err(LinkError::BadLength { characters: 0 });
    }
    let body = fragment.strip_prefix(PREFIX).ok_or(LinkError::NotALink)?;
    if let Some((i, c)) = body.chars().enumerate().find(|&(_, c)| !is_base64url(c)) {
        return Err(LinkError::BadCharacter {
            position: PREFIX.len() + i,
            character: c,
        });
    }
    let characters = body.len();
    if characters % 4 == 1 || characters * 6 / 8 <= CHECK_BYTES {
        return Err(LinkError::BadLength { characters });
    }
    // The one error left is a last character whose unused bits are not zero: a link cut
    // short (or its last character changed), which no check would match.
    let mut bytes = URL_SAFE_NO_PAD
        .decode(body)
        .map_err(|_| LinkError::CheckFailed)?;
    let data_len = bytes.len() - CHECK_BYTES;
    if bytes[data_len..] != check(&bytes[..data_len]) {
        return Err(LinkError::CheckFailed);
    }
    bytes.truncate(data_len);
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sealed_bytes_open_again() {
        let bytes = vec![1, 2, 3, 250, 0, 7];
        let text = seal(bytes.clone());
        assert!(text.starts_with("g="));
        assert_eq!(open(&text).unwrap(), bytes);
        assert_eq!(open(&format!("https://x.org/#{text}\n")).unwrap(), bytes);
        assert_eq!(open(&format!("#{text}")).unwrap(), bytes);
    }

    #[test]
    fn a_link_cut_right_after_its_start_is_damaged_not_absent() {
        for text in ["g", "#g", "https://x.org/link.html#g", "g="] {
            assert_eq!(
                open(text),
                Err(LinkError::BadLength { characters: 0 }),
                "{text}"
            );
        }
        assert_eq!(open("https://x.org/"), Err(LinkError::NotALink));
    }

    #[test]
    fn each_kind_of_damage_is_named() {
        let text = seal(vec![1, 2, 3, 4, 5, 6]);
        assert_eq!(open("hello"), Err(LinkError::NotALink));
        let mut bad = text.clone();
        bad.insert(4, '*');
        assert_eq!(
            open(&bad),
            Err(LinkError::BadCharacter {
                position: 4,
                character: '*'
            })
        );
        // 10 bytes are 14 characters; no number of bytes makes 13.
        assert_eq!(
            open(&text[..text.len() - 1]),
            Err(LinkError::BadLength { characters: 13 })
        );
        assert_eq!(open(&text[..text.len() - 2]), Err(LinkError::CheckFailed));
        assert_eq!(open(&text[..text.len() - 3]), Err(LinkError::CheckFailed));
        assert_eq!(
            open("g=AAAAAA"),
            Err(LinkError::BadLength { characters: 6 })
        );
    }
}
