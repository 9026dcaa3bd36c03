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
    assert_eq!(parse::<ToWorker>(&msg.to_json()).unwrap(), msg);
    let back = FromWorker::Failed {
        run: RunId(7),
        failure: Failure::Input(Error::NoSolution { n: 3 }),
    };
    assert_eq!(parse::<FromWorker>(&back.to_json()).unwrap(), back);
    assert!(matches!(
        parse::<FromWorker>("{\"Nope\":1}"),
        Err(Failure::Protocol(_))
    ));
}

#[test]
fn a_placement_off_its_board_is_refused_on_arrival() {
    let forged = r#"{"Start":{"run":1,"job":{"Analyse":{"position":[9,null]}}}}"#;
    assert!(parse::<ToWorker>(forged).is_err());
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
        match parse::<FromWorker>(&msg.to_json()) {
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
