//! Pictures of huge solutions: a density image of all queens (the permutation plot),
//! and a window of real squares cut out of the board.

use nqueens_core::{Placement, MAX_SEARCH_N};

/// An RGBA image of `size`×`size` pixels in which every queen darkens the pixel its
/// square falls in (row 0 at the bottom). Pure arithmetic over the rows, O(n).
pub fn density_rgba(rows: &[u32], size: usize, ink: [u8; 3], paper: [u8; 3]) -> Vec<u8> {
    let n = rows.len().max(1) as u64;
    let mut count = vec![0u32; size * size];
    for (col, &row) in rows.iter().enumerate() {
        let x = (col as u64 * size as u64 / n) as usize;
        let y = size - 1 - (row as u64 * size as u64 / n) as usize;
        if let Some(c) = count.get_mut(y * size + x) {
            *c += 1;
        }
    }
    // Shade relative to the average: on a sparse picture one queen is clearly visible;
    // on a dense one (more queens than pixels) the texture around the mean shows.
    let mean = (rows.len() as f64 / (size * size) as f64).max(0.5);
    let mut rgba = Vec::with_capacity(size * size * 4);
    for c in count {
        let t = if c == 0 {
            0.0
        } else {
            (0.25 + 0.75 * c as f64 / (2.0 * mean)).min(1.0)
        };
        for k in 0..3 {
            rgba.push((paper[k] as f64 + (ink[k] as f64 - paper[k] as f64) * t).round() as u8);
        }
        rgba.push(255);
    }
    rgba
}

/// The red, green and blue of a computed CSS colour (`rgb(122, 75, 34)`, or `rgba(…)`
/// with its alpha ignored), as `getComputedStyle` gives every colour, whatever the
/// stylesheet wrote; None for anything else.
pub fn parse_rgb(css: &str) -> Option<[u8; 3]> {
    let inner = css
        .trim()
        .strip_prefix("rgba(")
        .or_else(|| css.trim().strip_prefix("rgb("))?
        .strip_suffix(')')?;
    let mut parts = inner.split(',').map(|p| p.trim().parse::<u8>());
    let rgb = [
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    ];
    Some(rgb)
}

/// The part of a huge board with columns `col0..col0+k` and rows `row0..row0+k`, as a
/// k×k placement (queens whose row falls outside the window are left out).
pub fn window(rows: &[u32], col0: usize, row0: u32, k: usize) -> Option<Placement> {
    let k = k.min(MAX_SEARCH_N);
    let mut p = Placement::empty(k).ok()?;
    for (i, &row) in rows.iter().skip(col0).take(k).enumerate() {
        if row >= row0 && ((row - row0) as usize) < k {
            p.place(nqueens_core::Square::new(row - row0, i as u32));
        }
    }
    Some(p)
}

/// The labels of a window's axis: for each of its `k` squares from `start` (0-based),
/// the square's 1-based number on the huge board, or `None` between labels. At most
/// `most` are labelled, evenly, from the first, so a zoomed-out window keeps its
/// numbers readable instead of shrinking them.
pub fn axis_labels(start: u64, k: usize, most: usize) -> Vec<Option<u64>> {
    let step = k.div_ceil(most.max(1)).max(1);
    (0..k)
        .map(|i| (i % step == 0).then_some(start + i as u64 + 1))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computed_colours_are_read() {
        assert_eq!(parse_rgb("rgb(122, 75, 34)"), Some([122, 75, 34]));
        assert_eq!(
            parse_rgb(" rgba(226, 167, 101, 0.5) "),
            Some([226, 167, 101])
        );
        assert_eq!(parse_rgb("rgb(300, 0, 0)"), None);
        assert_eq!(parse_rgb("#7a4b22"), None);
        assert_eq!(parse_rgb("rgb(1, 2)"), None);
    }

    #[test]
    fn axis_labels_name_real_columns_and_thin_out_when_zoomed_out() {
        assert_eq!(
            axis_labels(492, 4, 4),
            vec![Some(493), Some(494), Some(495), Some(496)]
        );
        let wide = axis_labels(492, 32, 4);
        assert_eq!(wide.len(), 32);
        let shown: Vec<u64> = wide.iter().flatten().copied().collect();
        assert_eq!(shown, vec![493, 501, 509, 517]);
    }

    #[test]
    fn density_marks_each_queen() {
        let rows = [1, 3, 0, 2];
        let img = density_rgba(&rows, 4, [0, 0, 0], [255, 255, 255]);
        assert_eq!(img.len(), 64);
        let dark = img.chunks(4).filter(|px| px[0] < 255).count();
        assert_eq!(dark, 4);
        // Column 0's queen is on row 1: pixel (x 0, y 2) from the top.
        assert!(img[(2 * 4) * 4] < 255);
    }

    #[test]
    fn window_cuts_out_real_queens() {
        let rows: Vec<u32> = nqueens_core::construct::construct(100).unwrap();
        let w = window(&rows, 10, rows[10] - 3, 8).unwrap();
        assert_eq!(w.row(0), Some(3));
        assert!(!w.is_empty());
    }
}
