//! The messages round-trip, carry the core's types as they are, and are checked on arrival.

use super::*;
use nqueens_core::search::Goal;

#[test]
fn messages_round_trip() {
    let msg = ToWorker::Start {
        run: RunId(7),
        job: Job::Analyse {
            position: Placement::parse("1400", 4).unwrap(),
        },
    };
    assert_eq!(parse::<ToWorker>(&msg.encode()).unwrap(), msg);
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
    let listed = JobResult::Listed(ListId {
        len: 12,
        checksum: "ab12".into(),
    });
    let expected = |result: &JobResult| FromWorker::Done {
        run: RunId(3),
        result: result.clone(),
    };
    // The first kind and a later one: each client reads its own as the full message.
    assert_eq!(
        decode::<Only<Through>, Never>(&done(through.clone())),
        Ok(expected(&through))
    );
    assert_eq!(
        decode::<Only<ListId>, Never>(&done(listed.clone())),
        Ok(expected(&listed))
    );
    assert_eq!(
        decode::<JobResult, Never>(&done(through.clone())),
        Ok(expected(&through))
    );
    // Another page's result, and any result at all to the animation: malformed.
    for refused in [
        decode::<Only<Analysis>, Never>(&done(through.clone())),
        decode::<Only<Through>, Never>(&done(listed)),
        decode::<Never, AnimationReply>(&done(through)),
    ] {
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
    let listed = done(JobResult::Listed(ListId {
        len: 0,
        checksum: String::new(),
    }));
    // Done is FromWorker's variant 2, then the run (3), then the kind.
    assert_eq!(through[..3], [2, 3, Through::VARIANT as u8]);
    assert_eq!(listed[..3], [2, 3, ListId::VARIANT as u8]);
    assert_eq!(
        (ListId::VARIANT, Through::VARIANT, Walk::VARIANT),
        (0, 5, 10)
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
    let events = FromWorker::Animation {
        run: RunId(1),
        reply: animation.more(1),
    };
    assert_eq!(
        decode::<Never, AnimationReply>(&events.encode()),
        Ok(events.clone())
    );
    assert!(decode::<Only<Analysis>, Never>(&events.encode()).is_err());
}
