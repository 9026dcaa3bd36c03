//! The messages round-trip, carry the core's types as they are, and are checked on arrival.

use super::*;
use nqueens_core::search::{Goal, Machine};

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
fn core_events_travel_as_they_are() {
    for algorithm in Algorithm::ALL {
        let setup = Setup {
            n: 6,
            algorithm,
            goal: Goal::All,
            seed: 2,
        };
        let Ok(mut m) = Machine::new(setup) else {
            continue;
        };
        let events: Vec<Event> = std::iter::from_fn(|| m.step()).take(2000).collect();
        let msg = FromWorker::Events {
            run: RunId(1),
            events: events.clone(),
            exhausted: false,
        };
        match parse::<FromWorker>(&msg.encode()) {
            Ok(FromWorker::Events { events: back, .. }) => {
                assert_eq!(back, events, "{algorithm:?}")
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
