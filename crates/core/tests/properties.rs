//! Property tests: group laws, canonical forms, agreement between algorithms, and
//! parsers that never panic on any input.

use nqueens_core::completion::completions;
use nqueens_core::enumerate::{all_solutions, solutions_through};
use nqueens_core::search::min_conflicts::is_min_conflicts_move;
use nqueens_core::search::{LocalEvent, MinConflicts, SosicGu, StepMachine};
use nqueens_core::{construct::verify, Placement, Square, Symmetry};
use proptest::prelude::*;

fn symmetry() -> impl Strategy<Value = Symmetry> {
    (0..8usize).prop_map(|i| Symmetry::ALL[i])
}

proptest! {
    #[test]
    fn group_laws(a in symmetry(), b in symmetry(), c in symmetry(), n in 1u32..40, r in 0u32..40, col in 0u32..40) {
        let sq = Square::new(r % n, col % n);
        prop_assert_eq!(a.compose(b).compose(c), a.compose(b.compose(c)));
        prop_assert_eq!(a.compose(Symmetry::Identity), a);
        prop_assert_eq!(Symmetry::Identity.compose(a), a);
        prop_assert_eq!(a.compose(a.inverse()), Symmetry::Identity);
        prop_assert_eq!(a.compose(b).apply(sq, n), a.apply(b.apply(sq, n), n));
        prop_assert_eq!(a.inverse().apply(a.apply(sq, n), n), sq);
    }

    #[test]
    fn canonical_form_is_invariant(n in 4usize..=10, pick in any::<prop::sample::Index>(), g in symmetry()) {
        let all = all_solutions(n).unwrap();
        prop_assume!(!all.is_empty());
        let s = *pick.get(&all);
        let image = s.transform(g);
        prop_assert_eq!(image.canonical(), s.canonical());
        prop_assert!(s.canonical() <= s);
        prop_assert!(s.orbit().contains(&image));
        prop_assert_eq!(s.canonical().transform(s.from_canonical()), s);
    }

    #[test]
    fn fixed_square_lists_filter_the_full_list(n in 4usize..=9, r in 0u32..9, c in 0u32..9) {
        let sq = Square::new(r % n as u32, c % n as u32);
        let through = solutions_through(n, sq).unwrap();
        let filtered: Vec<_> = all_solutions(n).unwrap().into_iter().filter(|s| s.row(sq.col as usize) == sq.row).collect();
        prop_assert_eq!(through, filtered);
    }

    #[test]
    fn completions_count_the_solutions_through_the_queens(n in 4usize..=8, pick in any::<prop::sample::Index>(), keep in prop::collection::vec(any::<bool>(), 8)) {
        // A random subset of a random solution's queens.
        let all = all_solutions(n).unwrap();
        let s = *pick.get(&all);
        let rows: Vec<Option<u32>> = (0..n).map(|c| keep[c].then(|| s.row(c))).collect();
        let p = Placement::from_rows(&rows).unwrap();
        let expected = all.iter().filter(|t| p.queens().all(|q| t.row(q.col as usize) == q.row)).count() as u64;
        let got = completions(&p, u64::MAX);
        prop_assert_eq!(got.count, expected);
        prop_assert!(got.count >= 1);
    }

    #[test]
    fn local_search_always_ends_on_a_solution(n in prop_oneof![Just(1usize), 4usize..200], seed in any::<u64>()) {
        let (rows, _) = SosicGu::new(n, seed).unwrap().solve();
        prop_assert_eq!(verify(&rows), Ok(()));
    }

    #[test]
    fn min_conflicts_moves_along_files_and_ends_honestly(n in prop_oneof![Just(1usize), 4usize..25], seed in any::<u64>()) {
        let mut m = MinConflicts::new(n, seed).unwrap();
        let mut last = None;
        loop {
            let before = m.placement();
            let Some(event) = m.step() else { break };
            if let LocalEvent::Shift { col, from, to, .. } = event {
                prop_assert_eq!(before.row(col as usize), Some(from));
                prop_assert!(is_min_conflicts_move(&before, Square::new(to, col)));
                let after = m.placement();
                let moved = (0..n).filter(|&c| before.row(c) != after.row(c)).count();
                prop_assert!(moved <= 1, "one queen, in its own file");
            }
            last = Some(event);
        }
        match last {
            Some(LocalEvent::Solved) => prop_assert_eq!(verify(m.rows()), Ok(())),
            Some(LocalEvent::GaveUp { collisions }) => prop_assert!(collisions > 0),
            other => prop_assert!(false, "ended with {:?}", other),
        }
    }

    #[test]
    fn placement_parser_never_panics(text in ".{0,40}", n in 0usize..40) {
        if let Ok(p) = Placement::parse(&text, n) {
            prop_assert_eq!(p.n(), n);
            prop_assert_eq!(Placement::parse(&p.to_code(), n).unwrap(), p);
        }
    }

    #[test]
    fn loose_parser_never_panics(text in "[0-9 ,\n]{0,50}|.{0,40}") {
        if let Ok(p) = Placement::parse_any(&text) {
            prop_assert!(p.n() >= 1);
        }
    }

    #[test]
    fn uva750_parser_never_panics(text in "[0-9 \\n]{0,40}|.{0,40}") {
        let _ = nqueens_core::uva750::solve(&text);
    }
}
