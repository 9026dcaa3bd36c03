//! The colours of the regions. A region puzzle is read by its colours: a player must
//! see at a glance where one region ends and the next begins, with a colour-vision
//! deficiency too, and say which region they mean ("the green one", "la verde"). So the
//! palette is sixteen light colours a dark queen reads well on, each with its name in
//! both languages, and [`assign()`] gives regions that share an edge colours that stay
//! apart for every [`Vision`].

mod assign;
mod vision;

#[cfg(test)]
mod tests;

pub use assign::{assign, neighbours};
pub use vision::{distance, linear, luminance, simulate, srgb, Vision};

/// A colour of the palette and its name as a player says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Swatch {
    /// `#rrggbb`, lower case.
    pub hex: &'static str,
    /// Its name in English, lower case.
    pub en: &'static str,
    /// Its name in Spanish, lower case: the colour's noun, as in "la región de color
    /// rojo" (a sentence that uses it as an adjective inflects it: "la roja").
    pub es: &'static str,
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

/// A swatch, one a line of [`PALETTE`].
const fn swatch(hex: &'static str, en: &'static str, es: &'static str) -> Swatch {
    Swatch { hex, en, es }
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
    swatch("#d85d4f", "red", "rojo"),
    swatch("#faae5f", "orange", "naranja"),
    swatch("#fed641", "yellow", "amarillo"),
    swatch("#99e357", "lime", "lima"),
    swatch("#61a155", "green", "verde"),
    swatch("#a2fabb", "mint", "menta"),
    swatch("#37d5e6", "turquoise", "turquesa"),
    swatch("#67b9f2", "sky blue", "celeste"),
    swatch("#5d80df", "blue", "azul"),
    swatch("#bb9dd5", "lavender", "lavanda"),
    swatch("#9673d3", "purple", "morado"),
    swatch("#ef8895", "pink", "rosa"),
    swatch("#df6eb3", "magenta", "fucsia"),
    swatch("#a57b61", "brown", "marrón"),
    swatch("#939291", "grey", "gris"),
    swatch("#faffff", "white", "blanco"),
];

/// The least CIEDE2000 distance [`assign()`] keeps between regions that share an edge,
/// for every [`Vision`]: measured, not proven. On the 7,177 layouts [`generate`]d from
/// seeds 0 to 599 (the levels in turn) of every size from 5 to 16, the least was 15.33,
/// for a protanope (deuteranopia 15.41, tritanopia 17.18, normal vision 19.05); the
/// tests check the 479 of seeds 0 to 39. It cannot be higher with this palette: a region may touch all fifteen others,
/// and the swatch farthest from all others, white, is 15.33 from turquoise for a
/// protanope. 10 reads as another colour at a glance.
///
/// [`generate`]: nqueens_core::queens::generate
pub const MIN_NEIGHBOUR_DISTANCE: f64 = 15.0;
