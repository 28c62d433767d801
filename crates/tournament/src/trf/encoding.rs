//! The text of a TRF file as other tools write it: UTF-8 (Tobit, JaVaFo, most tools now),
//! Windows-1251 (Russian tools: Swiss-Manager and Vega on a Russian Windows), or Latin-1 (as
//! Windows writes it, Windows-1252: Swiss-Manager and Vega in Western Europe). TRF names no
//! encoding, so it is detected: valid UTF-8 is UTF-8; otherwise the letters decide, since a
//! Russian word is written all in bytes from 0xC0 (Cyrillic letters in Windows-1251) while a
//! Latin-1 name has one such byte among ASCII letters ("M\xFCller").
//!
//! [`detect`] decides, with no table; [`decode`] (feature `decode`, the CLI) decodes with
//! encoding_rs, and the page with the browser's TextDecoder given [`TrfEncoding::label`]:
//! both implement the WHATWG Encoding Standard, so they read every byte alike.

#[cfg(feature = "decode")]
use encoding_rs::{WINDOWS_1251, WINDOWS_1252};

/// The encoding a TRF file was read in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrfEncoding {
    /// UTF-8 (a byte order mark, if any, dropped).
    Utf8,
    /// Windows-1251 (Cyrillic).
    Windows1251,
    /// Latin-1, read as Windows-1252 (its superset, as browsers read it).
    Latin1,
}

impl TrfEncoding {
    /// The encoding's label in the WHATWG Encoding Standard (what `TextDecoder` takes).
    pub fn label(self) -> &'static str {
        match self {
            TrfEncoding::Utf8 => "utf-8",
            TrfEncoding::Windows1251 => "windows-1251",
            TrfEncoding::Latin1 => "windows-1252",
        }
    }
}

/// Whether a byte is a letter in the encodings guessed between: an ASCII letter, or a byte
/// from 0xC0 (a Cyrillic letter in Windows-1251, an accented Latin letter in Latin-1), or 0xA8
/// and 0xB8 (Ё and ё in Windows-1251).
fn letter(b: u8) -> bool {
    b.is_ascii_alphabetic() || b >= 0xC0 || b == 0xA8 || b == 0xB8
}

/// The encoding the bytes are most likely in: UTF-8 if they are valid UTF-8; else
/// Windows-1251 if more of the words with a byte from 0x80 are mostly such bytes (Cyrillic)
/// than are mostly ASCII letters (Latin with accents); else Latin-1.
pub fn detect(bytes: &[u8]) -> TrfEncoding {
    if std::str::from_utf8(bytes).is_ok() {
        return TrfEncoding::Utf8;
    }
    let (mut cyrillic, mut latin) = (0usize, 0usize);
    for word in bytes.split(|&b| !letter(b)) {
        let high = word.iter().filter(|&&b| b >= 0x80).count();
        if high == 0 {
            continue;
        }
        if high > word.len() - high {
            cyrillic += 1;
        } else {
            latin += 1;
        }
    }
    if cyrillic > latin {
        TrfEncoding::Windows1251
    } else {
        TrfEncoding::Latin1
    }
}

/// The text of a TRF file's bytes, in the encoding detected ([`detect`]), and that encoding.
/// Never fails: Windows-1251 and Windows-1252 give every byte a character (the few they leave
/// undefined read as U+FFFD).
#[cfg(feature = "decode")]
pub fn decode(bytes: &[u8]) -> (String, TrfEncoding) {
    let encoding = detect(bytes);
    let text = match encoding {
        TrfEncoding::Utf8 => String::from_utf8_lossy(bytes).into_owned(),
        TrfEncoding::Windows1251 => WINDOWS_1251
            .decode_without_bom_handling(bytes)
            .0
            .into_owned(),
        TrfEncoding::Latin1 => WINDOWS_1252
            .decode_without_bom_handling(bytes)
            .0
            .into_owned(),
    };
    (text, encoding)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detected_with_no_table() {
        assert_eq!(detect("Müller, Иванов".as_bytes()), TrfEncoding::Utf8);
        // "Иванов Ёлкин" in Windows-1251; "Müller Gómez" in Latin-1.
        let cp1251 = b"\xc8\xe2\xe0\xed\xee\xe2 \xa8\xeb\xea\xe8\xed";
        assert_eq!(detect(cp1251), TrfEncoding::Windows1251);
        assert_eq!(detect(b"M\xfcller G\xf3mez"), TrfEncoding::Latin1);
        assert_eq!(TrfEncoding::Windows1251.label(), "windows-1251");
    }

    #[cfg(feature = "decode")]
    #[test]
    fn utf8_first_then_the_letters_decide() {
        assert_eq!(decode("Иванов, Сергей".as_bytes()).1, TrfEncoding::Utf8);
        let (cp1251, _, _) = WINDOWS_1251.encode("001    1 m    Иванов, Сергей Ёлкин");
        assert_eq!(
            decode(&cp1251),
            (
                "001    1 m    Иванов, Сергей Ёлкин".to_string(),
                TrfEncoding::Windows1251
            )
        );
        let (latin, _, _) = WINDOWS_1252.encode("001    1 m    Müller, Jürgen; Gómez, José");
        assert_eq!(
            decode(&latin),
            (
                "001    1 m    Müller, Jürgen; Gómez, José".to_string(),
                TrfEncoding::Latin1
            )
        );
    }
}
