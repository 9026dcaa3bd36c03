use super::*;

#[test]
fn a_class_no_symmetry_keeps_says_its_eight_variants_differ() {
    for lang in Lang::ALL {
        let said = words(lang).unchanged_by(&[Symmetry::Identity]);
        assert!(said.contains('8'), "{lang:?}: {said}");
    }
}

#[test]
fn a_class_of_one_placement_is_told_in_the_singular() {
    assert_eq!(
        words(Lang::En).class_size(1),
        "1 placement: every symmetry keeps it"
    );
    assert_eq!(words(Lang::Es).class_size(3), "3 colocaciones en su clase");
}

#[test]
fn the_pages_are_counted_with_the_total_grouped() {
    assert_eq!(
        words(Lang::En).page_of(3, 75, 49, 72, 1787),
        "Page 3 of 75: classes 49–72 of 1\u{202f}787"
    );
}
