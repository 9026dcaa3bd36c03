//! How far apart two colours look, to normal eyes and to the three dichromacies. About
//! one man in twelve sees colours differently; a region puzzle is read by its colours,
//! so the palette is measured as they see it, not only as the designer does.
//!
//! A colour is simulated by the matrices of Machado, Oliveira & Fernandes (2009), "A
//! Physiologically-based Model for Simulation of Color Vision Deficiency", at severity
//! 1.0 (the dichromacies, the worst case of each kind). The matrices act on linear RGB,
//! so an sRGB colour is gamma-decoded first. Two simulated colours are then compared by
//! CIEDE2000 in CIELAB under D65, the white of sRGB.

/// A way of seeing colours: normal trichromacy or one of the three dichromacies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Vision {
    /// All three kinds of cones.
    Normal,
    /// No long-wavelength (red) cones: reds darken and merge with greens.
    Protanopia,
    /// No medium-wavelength (green) cones, the most common: reds and greens merge.
    Deuteranopia,
    /// No short-wavelength (blue) cones, rare: blues merge with greens, yellows with pinks.
    Tritanopia,
}

impl Vision {
    /// Every vision, normal first.
    pub const ALL: [Vision; 4] = [
        Vision::Normal,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    /// Machado et al.'s matrix at severity 1.0, on linear RGB, row by row.
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Normal => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Vision::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Vision::Tritanopia => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        }
    }
}

/// The colour `rgb` (sRGB, 0 to 255 a channel) as seen with `vision`, in **linear** RGB,
/// each channel clamped to 0..=1 (the matrices may leave the gamut a little; a screen
/// cannot show more). Linear, because every later step (luminance, CIELAB) starts from
/// it; re-encode with [`srgb`] to show the colour.
pub fn simulate(rgb: [u8; 3], vision: Vision) -> [f64; 3] {
    let lin = rgb.map(linear);
    vision
        .matrix()
        .map(|row| (row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]).clamp(0.0, 1.0))
}

/// How different `a` and `b` look with `vision`: CIEDE2000 between the simulated colours
/// in CIELAB (D65). CIEDE2000 rather than CIE76 because the plain Euclidean distance
/// counts a step of chroma among saturated colours as much as a step of lightness,
/// which the eye does not: between pastels, whose differences are mostly of lightness
/// and hue, CIE76 overstates the saturated pairs and understates the blue ones. About 1
/// is the smallest difference one notices side by side; 10 or more reads as another
/// colour at a glance.
pub fn distance(a: [u8; 3], b: [u8; 3], vision: Vision) -> f64 {
    ciede2000(lab(simulate(a, vision)), lab(simulate(b, vision)))
}

/// An sRGB channel (0 to 255) decoded to linear light (0 to 1).
pub fn linear(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// A linear channel (0 to 1) encoded back to sRGB (0 to 1), to show a simulated colour.
pub fn srgb(l: f64) -> f64 {
    let l = l.clamp(0.0, 1.0);
    if l <= 0.0031308 {
        12.92 * l
    } else {
        1.055 * l.powf(1.0 / 2.4) - 0.055
    }
}

/// The relative luminance of WCAG 2 (the Y of linear sRGB), from 0 (black) to 1 (white).
pub fn luminance(rgb: [u8; 3]) -> f64 {
    let [r, g, b] = rgb.map(linear);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// Linear sRGB to CIELAB, D65 white (L* from 0 to 100).
fn lab(rgb: [f64; 3]) -> [f64; 3] {
    let [r, g, b] = rgb;
    let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIEDE2000 colour difference (CIE 142-2001), with kL = kC = kH = 1, written after
/// Sharma, Wu & Dalal (2005), whose test pairs the tests check.
pub(super) fn ciede2000(one: [f64; 3], two: [f64; 3]) -> f64 {
    let [l1, a1, b1] = one;
    let [l2, a2, b2] = two;
    let pow7 = |c: f64| c.powi(7) / (c.powi(7) + 25f64.powi(7));
    let c_mean = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - pow7(c_mean).sqrt());
    let (a1, a2) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
    let hue = |b: f64, a: f64, c: f64| {
        if c == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1, h2) = (hue(b1, a1, c1), hue(b2, a2, c2));
    let grey = c1 * c2 == 0.0;
    let dh = match h2 - h1 {
        _ if grey => 0.0,
        d if d > 180.0 => d - 360.0,
        d if d < -180.0 => d + 360.0,
        d => d,
    };
    let d_l = l2 - l1;
    let d_c = c2 - c1;
    let d_h = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
    let l_mean = (l1 + l2) / 2.0;
    let c_mean = (c1 + c2) / 2.0;
    let h_mean = if grey {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_mean - 30.0) + 0.24 * cos(2.0 * h_mean) + 0.32 * cos(3.0 * h_mean + 6.0)
            - 0.20 * cos(4.0 * h_mean - 63.0);
    let rotation = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let r_t = -2.0 * pow7(c_mean).sqrt() * (2.0 * rotation).to_radians().sin();
    let s_l = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * c_mean;
    let s_h = 1.0 + 0.015 * c_mean * t;
    let (l, c, h) = (d_l / s_l, d_c / s_c, d_h / s_h);
    (l * l + c * c + h * h + r_t * c * h).sqrt()
}
