use super::*;

use nqueens_core::Error;

fn counted(n: usize, subproblems: Vec<usize>) -> Result<Counted, Failure> {
    match run(&Job::Count { n, subproblems }, &mut |_| {})? {
        JobResult::Counted(c) => Ok(c),
        other => panic!("{other:?}"),
    }
}

#[test]
fn chunks_sum_to_the_total() {
    let all: Vec<usize> = (0..count::subproblems(10).unwrap().len()).collect();
    let mut sum = 0;
    for chunk in all.chunks(7) {
        let c = counted(10, chunk.to_vec()).unwrap();
        assert_eq!(c.parts.iter().map(|(i, _)| *i).collect::<Vec<_>>(), chunk);
        sum += c.parts.iter().map(|(_, p)| p.solutions).sum::<u64>();
    }
    assert_eq!(sum, 724);
}

#[test]
fn both_counting_methods_count_the_same_and_are_timed() {
    let compared = match run(&Job::Compare { n: 12 }, &mut |_| {}) {
        Ok(JobResult::Compared(c)) => c,
        other => panic!("{other:?}"),
    };
    let published = nqueens_core::count::Counts {
        total: 14_200,
        fundamental: 1_787,
    };
    assert_eq!(
        (compared.parts.0, compared.constellations.0),
        (published, published)
    );
    assert!(compared.parts.1 >= 0.0 && compared.constellations.1 >= 0.0);
    assert!(compared.agree());
    let timed = Compared {
        parts: (published, 20.0),
        constellations: (published, 50.0),
        ..compared
    };
    assert_eq!(timed.faster(), (true, 2.5));
    assert!(matches!(
        run(&Job::Compare { n: 17 }, &mut |_| {}),
        Err(Failure::Input(Error::SizeOutOfRange { max: 16, .. }))
    ));
}

#[test]
fn contest_listing_through_a_square() {
    // Row 1 counted from the top is row 7 from the bottom.
    let job = Job::Through {
        n: 8,
        square: Square::new(7, 0),
    };
    match run(&job, &mut |_| {}) {
        Ok(JobResult::Through(t)) => {
            assert_eq!(t.count, 4);
            assert_eq!(t.solutions[0].to_code(), "82417536");
            let text = t.contest.unwrap();
            assert!(text.contains(" 1      1 5 8 6 3 7 2 4"), "{text}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn huge_boards_are_verified() {
    for algorithm in [Algorithm::SosicGu, Algorithm::Construct] {
        let job = Job::Huge {
            n: 100_000,
            algorithm,
            seed: 3,
        };
        match run(&job, &mut |_| {}) {
            Ok(JobResult::Huge(h)) => {
                assert_eq!(h.flaw, None);
                assert_eq!(h.rows.0.len(), 100_000);
            }
            other => panic!("{other:?}"),
        }
    }
    let three = Job::Huge {
        n: 3,
        algorithm: Algorithm::Construct,
        seed: 0,
    };
    assert_eq!(
        run(&three, &mut |_| {}),
        Err(Failure::Input(Error::NoSolution { n: 3 }))
    );
}

#[test]
fn the_model_is_solved_with_a_checked_placement_and_its_nodes() {
    match run(&Job::Model { n: 10 }, &mut |_| {}) {
        Ok(JobResult::Modelled(m)) => {
            assert_eq!(m.n, 10);
            assert!(m.run.solution.is_some_and(|p| p.is_solution()));
            assert!(m.ms >= 0.0);
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        run(&Job::Model { n: 65 }, &mut |_| {}),
        Err(Failure::Input(Error::SizeOutOfRange { n: 65, .. }))
    ));
}

#[test]
fn variants_are_solved_with_a_checked_example() {
    use nqueens_core::variants::{Piece, Variant};
    let job = Job::Variant {
        variant: Variant::Most(Piece::King),
        n: 8,
    };
    match run(&job, &mut |_| {}) {
        Ok(JobResult::Variant(s)) => {
            assert_eq!((s.optimum.pieces, s.optimum.ways), (16, 281_571));
            assert_eq!(s.flaw(), None);
        }
        other => panic!("{other:?}"),
    }
    let too_big = Job::Variant {
        variant: Variant::Cube,
        n: 5,
    };
    assert!(matches!(
        run(&too_big, &mut |_| {}),
        Err(Failure::Input(Error::SizeOutOfRange { n: 5, .. }))
    ));
}

#[test]
fn gallery_classes_of_eight() {
    match run(&Job::Classes { n: 8 }, &mut |_| {}) {
        Ok(JobResult::Classes(c)) => {
            assert_eq!(c.classes.len(), 12);
            assert_eq!(c.classes.iter().map(|c| c.members.len()).sum::<usize>(), 92);
            assert_eq!(c.classes[0].canonical.to_code(), "15863724");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn bad_jobs_fail_with_a_reason() {
    assert_eq!(
        counted(0, vec![0]),
        Err(Failure::Input(Error::SizeOutOfRange {
            n: 0,
            min: 1,
            max: nqueens_core::count::MAX_COUNT_N
        }))
    );
    assert!(matches!(
        counted(8, vec![3, 100_000]),
        Err(Failure::Protocol(_))
    ));
}
