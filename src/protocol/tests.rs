//! The messages round-trip, carry the core's types as they are, and are checked on arrival.

use super::*;
use nqueens_core::analysis::Analysis;
use nqueens_core::count::PartCount;
use nqueens_core::search::{Algorithm, Goal};
use nqueens_core::variants::Walk;
use nqueens_core::{Placement, Solution, Square};

#[test]
fn messages_round_trip() {
    let msg = ToWorker::Start {
        run: RunId(7),
        job: Job::Analyse {
            position: Placement::parse("1400", 4).unwrap(),
        },
    };
    assert_eq!(parse::<ToWorker>(&msg.encode()).unwrap(), msg);
    let tables = ToWorker::WarmUp(WarmUp::Tables { n: 18 });
    assert_eq!(parse::<ToWorker>(&tables.encode()).unwrap(), tables);
    let back = FromWorker::Failed {
        run: RunId(7),
        failure: Failure::Input(Error::NoSolution { n: 3 }),
    };
    assert_eq!(parse::<FromWorker>(&back.encode()).unwrap(), back);
    // No such message (variant 99), a message cut short, and nothing at all.
    let cut = back.encode();
    for bytes in [&[99u8, 1][..], &cut[..cut.len() - 1], &[]] {
        assert!(matches!(
            parse::<FromWorker>(bytes),
            Err(Failure::Protocol(_))
        ));
    }
}

#[test]
fn a_placement_off_its_board_is_refused_on_arrival() {
    let msg = ToWorker::Start {
        run: RunId(1),
        job: Job::Analyse {
            position: Placement::parse("1400", 4).unwrap(),
        },
    };
    // The placement travels last, as its columns' rows: [Some(0), Some(3), None, None],
    // that is 4, 1 0, 1 3, 0, 0. Forge the second column's row 3 into row 9 of a 4×4 board.
    let mut forged = msg.encode();
    let at = forged.len() - 3;
    assert_eq!(forged[at..], [3, 0, 0]);
    forged[at] = 9;
    assert!(parse::<ToWorker>(&forged).is_err());
}

#[test]
fn core_events_and_replayed_states_travel_as_they_are() {
    for algorithm in Algorithm::ALL {
        let setup = Setup {
            n: 6,
            algorithm,
            goal: Goal::All,
            seed: 2,
        };
        let Ok(mut animation) = crate::worker::animation::Animation::new(setup) else {
            continue;
        };
        let reply = animation.seek(Target::Step(300), &mut |_| {});
        assert!(!reply.events.is_empty(), "{algorithm:?}");
        let msg = FromWorker::Animation {
            run: RunId(1),
            reply: reply.clone(),
        };
        match parse::<FromWorker>(&msg.encode()) {
            Ok(FromWorker::Animation { reply: back, .. }) => {
                assert_eq!(back, reply, "{algorithm:?}")
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn each_hook_sees_its_own_result_only() {
    let result = JobResult::Through(Through {
        n: 8,
        square: Square::new(0, 0),
        count: 4,
        solutions: Vec::new(),
        contest: None,
    });
    assert!(Analysis::try_from(result.clone()).is_err());
    assert_eq!(Through::try_from(result).map(|t| t.count), Ok(4));
}

/// A job's result as its worker sends it.
fn done(result: JobResult) -> Vec<u8> {
    FromWorker::Done {
        run: RunId(3),
        result,
    }
    .encode()
}

#[test]
fn a_client_decodes_the_results_it_expects_and_refuses_the_others() {
    let through = JobResult::Through(Through {
        n: 8,
        square: Square::new(2, 5),
        count: 4,
        solutions: vec![Solution::parse("15863724", 8).unwrap()],
        contest: Some("1 5 8 6 3 7 2 4".into()),
    });
    let counted = JobResult::Counted(Counted {
        n: 12,
        parts: vec![(3, PartCount::default())],
        memory: 5 << 20,
    });
    // The first kind and a later one: each client reads its own, as its own type.
    let Ok(FromWorker::Done {
        result: Only(got), ..
    }) = decode::<Only<Through>, Never>(&done(through.clone()))
    else {
        panic!("the listing was refused");
    };
    assert_eq!(JobResult::Through(got), through);
    let Ok(FromWorker::Done {
        result: Only(got), ..
    }) = decode::<Only<Counted>, Never>(&done(counted.clone()))
    else {
        panic!("the chunk was refused");
    };
    assert_eq!(JobResult::Counted(got), counted);
    assert_eq!(
        decode::<JobResult, Never>(&done(through.clone())).map(|m| m.run()),
        Ok(Some(RunId(3)))
    );
    // Another page's result, and any result at all to the animation: malformed.
    let refused = [
        decode::<Only<Analysis>, Never>(&done(through.clone())).map(|m| m.run()),
        decode::<Only<Through>, Never>(&done(counted)).map(|m| m.run()),
        decode::<Never, AnimationReply>(&done(through)).map(|m| m.run()),
    ];
    for refused in refused {
        assert!(matches!(refused, Err(Failure::Protocol(_))), "{refused:?}");
    }
}

#[test]
fn each_kind_is_numbered_as_it_travels() {
    // postcard writes an enum's variant number first: the decoder's numbers are those.
    let through = done(JobResult::Through(Through {
        n: 4,
        square: Square::new(0, 1),
        count: 0,
        solutions: Vec::new(),
        contest: None,
    }));
    let counted = done(JobResult::Counted(Counted {
        n: 4,
        parts: Vec::new(),
        memory: 0,
    }));
    // Done is FromWorker's variant 2, then the run (3), then the kind.
    assert_eq!(through[..3], [2, 3, Through::VARIANT as u8]);
    assert_eq!(counted[..3], [2, 3, Counted::VARIANT as u8]);
    assert_eq!(
        (Counted::VARIANT, Through::VARIANT, Walk::VARIANT),
        (0, 4, 9)
    );
}

#[test]
fn job_clients_take_no_events_and_the_animation_takes_them() {
    let setup = Setup {
        n: 4,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 1,
    };
    let mut animation = crate::worker::animation::Animation::new(setup).unwrap();
    let reply = animation.more(1);
    let events = FromWorker::Animation {
        run: RunId(1),
        reply: reply.clone(),
    };
    assert_eq!(
        decode::<Never, AnimationReply>(&events.encode()),
        Ok(FromWorker::Animation {
            run: RunId(1),
            reply
        })
    );
    assert!(decode::<Only<Analysis>, Never>(&events.encode()).is_err());
}

#[test]
fn a_huge_boards_rows_stay_out_of_the_bytes_and_are_found_by_type() {
    let mut huge = JobResult::Huge(HugeBoard {
        n: 4,
        algorithm: Algorithm::Construct,
        seed: 0,
        solve_ms: 0.0,
        start_ms: 0.0,
        verify_ms: 0.0,
        flaw: None,
        restarts: 0,
        swaps: 0,
        rows: Transferred(vec![1, 3, 0, 2]),
    });
    let mut message = FromWorker::Done {
        run: RunId(1),
        result: huge.clone(),
    };
    let bytes = message.encode();
    let field = message.transferred().map(|t| t.0.clone());
    assert_eq!(field, Some(vec![1, 3, 0, 2]));
    // On arrival the field is empty until the rows beside the bytes are put back.
    let mut back = decode::<Only<HugeBoard>, Never>(&bytes).unwrap();
    assert_eq!(back.transferred().map(|t| t.0.len()), Some(0));
    // A message with no such field has none to fill.
    assert!(FromWorker::<JobResult, Never>::Ready
        .transferred()
        .is_none());
    assert!(huge.transferred().is_some());
}

#[test]
fn ready_travels_as_the_one_byte_a_handle_looks_for() {
    assert_eq!(FromWorker::Ready.encode(), READY);
    let progress = FromWorker::Progress {
        run: RunId(0),
        done: 0,
        total: 0,
        nodes: 0,
    };
    assert_ne!(progress.encode(), READY);
}

#[test]
fn the_gallerys_classes_travel_as_their_canonical_boards_and_arrive_whole() {
    let classes = JobResult::Classes(Classes {
        n: 12,
        classes: nqueens_core::classes::classes(12).unwrap(),
    });
    let bytes = done(classes.clone());
    // 1,787 boards of 12 rows and a length byte each, not the 14,200 of every member.
    assert!(bytes.len() < 1_787 * 14, "{} bytes", bytes.len());
    match parse::<FromWorker>(&bytes) {
        Ok(FromWorker::Done { result, .. }) => assert_eq!(result, classes),
        other => panic!("{other:?}"),
    }
}
