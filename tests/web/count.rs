//! The count in wasm, against the published figures.

use super::*;

/// The count's matching takes a path of its own in wasm (a popcount per key, where
/// natively carry-save adders add eight keys first): its totals are the published ones.
#[wasm_bindgen_test]
fn the_count_in_wasm_gives_the_published_totals() {
    for n in 1..=14 {
        let counts = nqueens_core::count::count(n).unwrap();
        let (total, fundamental) = nqueens_core::published::counts(n).unwrap();
        assert_eq!(
            (counts.total, counts.fundamental),
            (total, fundamental),
            "n = {n}"
        );
    }
}
