//! The moves as one number in a mixed radix: move `i` is digit `i`, its index among the `n_i`
//! legal moves of its position, so the moves take `log2(n_0 * n_1 * ...)` bits in all, rounded
//! up to whole bytes once (a forced move takes nothing).
//!
//! The number is `d_0 + n_0 * (d_1 + n_1 * (d_2 + ...))`, written big-endian with no leading
//! zero byte (the number 0 is no byte at all).

/// Packs digits `(digit, radix)`, each `digit < radix`, into the number's bytes.
pub(crate) fn pack(digits: &[(u32, u32)]) -> Vec<u8> {
    // Little-endian base-256 digits, Horner's rule from the last move to the first.
    let mut value: Vec<u8> = Vec::new();
    for &(digit, radix) in digits.iter().rev() {
        debug_assert!(digit < radix);
        let mut carry = u64::from(digit);
        for byte in value.iter_mut() {
            let x = u64::from(*byte) * u64::from(radix) + carry;
            *byte = x as u8;
            carry = x >> 8;
        }
        while carry > 0 {
            value.push(carry as u8);
            carry >>= 8;
        }
    }
    value.reverse();
    value
}

/// Reads the digits back one at a time, as the radix of each becomes known.
pub(crate) struct Unpacker {
    /// The rest of the number, big-endian, leading zero bytes allowed.
    value: Vec<u8>,
}

impl Unpacker {
    /// Reads a number; `None` if it has a leading zero byte (no encoder writes one).
    pub(crate) fn new(bytes: &[u8]) -> Option<Unpacker> {
        if bytes.first() == Some(&0) {
            return None;
        }
        Some(Unpacker {
            value: bytes.to_vec(),
        })
    }

    /// The next digit, in a radix of at least 1: the rest modulo `radix`, the rest divided by it.
    pub(crate) fn next(&mut self, radix: u32) -> u32 {
        let mut remainder = 0u64;
        for byte in self.value.iter_mut() {
            let x = (remainder << 8) | u64::from(*byte);
            *byte = (x / u64::from(radix)) as u8;
            remainder = x % u64::from(radix);
        }
        let zeros = self.value.iter().take_while(|&&b| b == 0).count();
        self.value.drain(..zeros);
        remainder as u32
    }

    /// Whether every digit has been read (the rest is 0).
    pub(crate) fn is_done(&self) -> bool {
        self.value.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_come_back_in_order() {
        let digits = [(3, 5), (0, 1), (6, 7), (0, 3), (299, 300), (1, 2)];
        let bytes = pack(&digits);
        // 5 * 1 * 7 * 3 * 300 * 2 = 63 000 values: two bytes.
        assert_eq!(bytes.len(), 2);
        let mut unpacker = Unpacker::new(&bytes).unwrap();
        for (digit, radix) in digits {
            assert_eq!(unpacker.next(radix), digit);
        }
        assert!(unpacker.is_done());
    }

    #[test]
    fn zero_is_no_byte_and_a_leading_zero_is_refused() {
        assert!(pack(&[(0, 5), (0, 9)]).is_empty());
        assert!(Unpacker::new(&[]).unwrap().is_done());
        assert!(Unpacker::new(&[0, 1]).is_none());
    }

    #[test]
    fn a_number_too_large_for_its_radices_leaves_a_rest() {
        let mut unpacker = Unpacker::new(&[200]).unwrap();
        assert_eq!(unpacker.next(10), 0);
        assert_eq!(unpacker.next(10), 0);
        assert!(!unpacker.is_done());
    }
}
