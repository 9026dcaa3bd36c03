//! The colours of the regions. A region puzzle is read by its colours: a player must
//! see at a glance where one region ends and the next begins, with a colour-vision
//! deficiency too, and say which region they mean ("the green one", "la verde"). So the
//! palette is sixteen light colours a dark queen reads well on, each with a name a
//! player says (the page's words name them, by their place here), and [`assign()`]
//! gives regions that share an edge colours that stay apart for every [`Vision`].
//!
//! The assignment is colour science and a search, so it runs where the layouts are
//! made, in the page's worker, and the page receives each region's swatch with the
//! layout: the page itself only paints [`PALETTE`]'s colours.

mod assign;
mod vision;

#[cfg(test)]
mod tests;

pub use assign::{assign, neighbours};
pub use vision::{distance, linear, luminance, simulate, srgb, Vision};

/// A colour of the palette.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Swatch {
    /// `#rrggbb`, lower case.
    pub hex: &'static str,
}

impl Swatch {
    /// The red, green and blue of [`Swatch::hex`] (a malformed digit reads as 0; the
    /// tests check every swatch is well formed).
    pub const fn rgb(&self) -> [u8; 3] {
        let h = self.hex.as_bytes();
        if h.len() != 7 {
            return [0; 3];
        }
        [
            nibble(h[1]) << 4 | nibble(h[2]),
            nibble(h[3]) << 4 | nibble(h[4]),
            nibble(h[5]) << 4 | nibble(h[6]),
        ]
    }
}

/// The colour of swatch `i`, as [`assign()`] numbers them; any index names one (it
/// wraps), so a page painting a region never fails on a number from the wire.
pub fn hex(i: usize) -> &'static str {
    PALETTE[i % PALETTE.len()].hex
}

/// A swatch, one a line of [`PALETTE`].
const fn swatch(hex: &'static str) -> Swatch {
    Swatch { hex }
}

/// A hexadecimal digit's value.
const fn nibble(d: u8) -> u8 {
    match d {
        b'0'..=b'9' => d - b'0',
        b'a'..=b'f' => d - b'a' + 10,
        b'A'..=b'F' => d - b'A' + 10,
        _ => 0,
    }
}

/// The sixteen colours, one a region of the largest layout: the hues players name
/// (LinkedIn's Queens uses such pastels), each light enough for a dark queen and a dark
/// letter (WCAG contrast at least 4.5 against `#1b1b1b`, so CIELAB lightness above 55).
///
/// The exact shades were searched for (simulated annealing, outside the crate) inside
/// boxes of lightness, chroma and hue that keep each name true (a lime stays a
/// yellow-green, a magenta stays saturated), to make [`MIN_NEIGHBOUR_DISTANCE`] as high
/// as it goes. To normal eyes any two are at least 14 apart (CIEDE2000), but sixteen
/// colours cannot all stay apart for a dichromat, who sees them in two dimensions: red
/// and green merge for a deuteranope, orange and lime too; blue and purple for a
/// protanope, pink and grey too; lime and mint come nearest for a tritanope. [`assign()`]
/// keeps such pairs from touching. White is the one far from all others, for a region
/// that touches every other one.
pub const PALETTE: [Swatch; 16] = [
    swatch("#d85d4f"), // red
    swatch("#faae5f"), // orange
    swatch("#fed641"), // yellow
    swatch("#99e357"), // lime
    swatch("#61a155"), // green
    swatch("#a2fabb"), // mint
    swatch("#37d5e6"), // turquoise
    swatch("#67b9f2"), // sky blue
    swatch("#5d80df"), // blue
    swatch("#bb9dd5"), // lavender
    swatch("#9673d3"), // purple
    swatch("#ef8895"), // pink
    swatch("#df6eb3"), // magenta
    swatch("#a57b61"), // brown
    swatch("#939291"), // grey
    swatch("#faffff"), // white
];

/// The least CIEDE2000 distance [`assign()`] keeps between regions that share an edge,
/// for every [`Vision`]: measured, not proven. On the 7,177 layouts [`generate`]d from
/// seeds 0 to 599 (the levels in turn) of every size from 5 to 16, the least was 15.33,
/// for a protanope (deuteranopia 15.41, tritanopia 17.18, normal vision 19.05); the
/// tests check the 479 of seeds 0 to 39. It cannot be higher with this palette: a region may touch all fifteen others,
/// and the swatch farthest from all others, white, is 15.33 from turquoise for a
/// protanope. 10 reads as another colour at a glance.
///
/// [`generate`]: fn@super::generate
pub const MIN_NEIGHBOUR_DISTANCE: f64 = 15.0;
