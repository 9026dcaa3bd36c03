//! A layout's id: the whole grid in a few dozen URL-safe characters, so a link rebuilds
//! any layout, typed or generated, with no server and no seed. The first character is n,
//! then the regions packed at the fewest bits that hold n − 1 (3 up to 8 regions, 4
//! beyond), six bits to a character of base64url (RFC 4648 §5, no padding): 9×9 takes
//! 55 characters, 16×16 172.

use super::error::QueensError;
use super::layout::Layout;

/// base64url's alphabet: letters, digits, `-` and `_`, nothing a URL escapes.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bits of one region id on an n×n grid.
fn width(n: usize) -> usize {
    (usize::BITS - (n - 1).leading_zeros()) as usize
}

impl Layout {
    /// The id that [`Layout::from_id`] reads back.
    pub fn id(&self) -> String {
        let n = self.n();
        let w = width(n);
        let mut out = String::with_capacity(2 + n * n * w / 6);
        out.push(ALPHABET[n].into());
        let (mut acc, mut bits) = (0u32, 0);
        for &r in self.regions() {
            acc |= u32::from(r) << bits;
            bits += w;
            while bits >= 6 {
                out.push(ALPHABET[(acc & 63) as usize].into());
                acc >>= 6;
                bits -= 6;
            }
        }
        if bits > 0 {
            out.push(ALPHABET[(acc & 63) as usize].into());
        }
        out
    }

    /// The layout of an id. An id that no layout writes (a character outside base64url,
    /// the wrong length, stray bits) is `BadId`; one that decodes to an invalid grid
    /// says why, as [`Layout::new`] does.
    pub fn from_id(id: &str) -> Result<Layout, QueensError> {
        let bad = || QueensError::BadId {
            id: id.chars().take(40).collect(),
        };
        let digits: Vec<u32> = id
            .bytes()
            .map(|b| ALPHABET.iter().position(|&a| a == b).map(|d| d as u32))
            .collect::<Option<_>>()
            .ok_or_else(bad)?;
        let (&n, rest) = digits.split_first().ok_or_else(bad)?;
        let n = n as usize;
        if !(super::MIN_N..=super::MAX_N).contains(&n) {
            return Err(bad());
        }
        let w = width(n);
        if rest.len() != (n * n * w).div_ceil(6) {
            return Err(bad());
        }
        let mut regions = Vec::with_capacity(n * n);
        let (mut acc, mut bits) = (0u32, 0);
        for &d in rest {
            acc |= d << bits;
            bits += 6;
            while bits >= w && regions.len() < n * n {
                regions.push((acc & ((1 << w) - 1)) as u8);
                acc >>= w;
                bits -= w;
            }
        }
        if acc != 0 {
            return Err(bad()); // stray bits after the last cell: not written by `id`
        }
        Layout::new(n, regions)
    }
}
