//! Version 1 of the link's bytes (docs/LINKS.md): never changed once released; a new layout
//! is a new version, and this one stays readable.
//!
//! ```text
//! version (1) | game id (6) | state (1) | plies (LEB128, 1-2) |
//! white name length (1) | white name (UTF-8) | black name length (1) | black name |
//! moves (mixed-radix number, big-endian, the rest) | CRC-32 (4, added by text.rs)
//! ```

use crate::link::{after_end, check_name, MAX_PLIES};
use crate::radix::{pack, Unpacker};
use crate::{GameId, GameLink, LinkError, State, TimePerMove};
use tobit_rules::{Color, Game, Position};

/// This layout's version number, the first byte.
pub(crate) const VERSION: u8 = 1;

/// The state byte: the state's code in the low 4 bits, the time per move's in the next 3,
/// the top bit 0.
fn state_byte(link: &GameLink) -> u8 {
    link.state.code() | TimePerMove::code(link.time_per_move) << 4
}

/// The link's bytes, without the check; refused if a move is illegal or a name cannot be
/// carried.
pub(crate) fn write(link: &GameLink) -> Result<Vec<u8>, LinkError> {
    link.check_names()?;
    let mut digits = Vec::with_capacity(link.moves.len());
    link.replay(|index, count, _| digits.push((index, count)))?;
    let mut bytes = vec![VERSION];
    bytes.extend_from_slice(&link.id.0);
    bytes.push(state_byte(link));
    let mut plies = link.moves.len();
    while plies >= 0x80 {
        bytes.push((plies & 0x7f) as u8 | 0x80);
        plies >>= 7;
    }
    bytes.push(plies as u8);
    for name in [&link.white, &link.black] {
        bytes.push(name.len() as u8);
        bytes.extend_from_slice(name.as_bytes());
    }
    bytes.extend_from_slice(&pack(&digits));
    Ok(bytes)
}

/// A reader over the bytes that refuses to run past their end.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], LinkError> {
        if n > self.bytes.len() {
            return Err(LinkError::Malformed {
                what: "it ends inside a field",
            });
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }

    fn byte(&mut self) -> Result<u8, LinkError> {
        Ok(self.take(1)?[0])
    }

    /// The ply count: LEB128, shortest form, at most [`MAX_PLIES`].
    fn plies(&mut self) -> Result<usize, LinkError> {
        let mut plies = 0usize;
        for shift in [0, 7] {
            let b = self.byte()?;
            plies |= usize::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                if b == 0 && shift > 0 {
                    return Err(LinkError::Malformed {
                        what: "the move count is not in its shortest form",
                    });
                }
                return if plies > MAX_PLIES {
                    Err(LinkError::Malformed {
                        what: "too many moves",
                    })
                } else {
                    Ok(plies)
                };
            }
        }
        Err(LinkError::Malformed {
            what: "too many moves",
        })
    }

    fn name(&mut self, side: Color) -> Result<String, LinkError> {
        let len = usize::from(self.byte()?);
        let bytes = self.take(len)?;
        let name = std::str::from_utf8(bytes).map_err(|_| LinkError::Malformed {
            what: "a name is not UTF-8",
        })?;
        check_name(side, name)?;
        Ok(name.to_string())
    }
}

/// The link of the bytes after the version byte (the check already taken off and matched).
pub(crate) fn read(bytes: &[u8]) -> Result<GameLink, LinkError> {
    let mut r = Reader { bytes };
    let mut id = [0; GameId::BYTES];
    id.copy_from_slice(r.take(GameId::BYTES)?);
    let flags = r.byte()?;
    let state = State::from_code(flags & 0x0f).ok_or(LinkError::Malformed {
        what: "an unknown offer or result",
    })?;
    let time_per_move =
        TimePerMove::from_code(flags >> 4 & 0x07).map_err(|_| LinkError::Malformed {
            what: "an unknown time per move",
        })?;
    if flags & 0x80 != 0 {
        return Err(LinkError::Malformed {
            what: "a reserved bit is set",
        });
    }
    let plies = r.plies()?;
    let white = r.name(Color::White)?;
    let black = r.name(Color::Black)?;
    let mut number = Unpacker::new(r.bytes).ok_or(LinkError::Malformed {
        what: "the moves have a leading zero byte",
    })?;
    let mut game = Game::new(Position::start());
    let mut moves = Vec::with_capacity(plies);
    for _ in 0..plies {
        if game.status().is_over() {
            return Err(after_end(&game));
        }
        let legal = game.position().legal_moves();
        if legal.is_empty() {
            return Err(after_end(&game));
        }
        let m = legal[number.next(legal.len() as u32) as usize]; // next() < the count
        game.play(&m).map_err(|_| after_end(&game))?;
        moves.push(m);
    }
    if !number.is_done() {
        return Err(LinkError::Malformed {
            what: "move data is left over after the last move",
        });
    }
    let link = GameLink {
        id: GameId(id),
        white,
        black,
        moves,
        state,
        time_per_move,
    };
    link.game()?; // the offer or result against the game's end
    Ok(link)
}
