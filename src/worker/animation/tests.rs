//! Tests of `animation`.

use super::*;
use nqueens_core::search::Algorithm;

#[test]
fn the_end_of_eight_queens_is_step_33589_with_92_solutions() {
    let mut a = Animation::new(setup(Algorithm::Backtracking, 8)).unwrap();
    let reply = a.seek(Target::End, &mut |_| {});
    let window = reply.window.unwrap();
    assert_eq!(window.show, 33_589);
    assert_eq!(window.from, 33_589 - BEFORE);
    assert_eq!(reply.events.len() as u64, BEFORE);
    assert!(reply.exhausted);
    assert_eq!(reply.known.total, Some(33_589));
    assert_eq!(reply.known.found.len(), MAX_FOUND);
    assert_eq!(reply.known.found[0].board.to_code(), "15863724");
    let all = straight(setup(Algorithm::Backtracking, 8));
    assert_eq!(*window.state, all[window.from as usize]);
    let mut end = *window.state;
    for e in &reply.events {
        end.apply(e);
    }
    assert_eq!(end, all[33_589]);
    let c = end.tally.counters;
    assert_eq!((c.tried, c.placed, c.solutions), (15_720, 2_056, 92));
}

#[test]
fn a_window_anywhere_holds_the_states_of_the_straight_run() {
    let s = setup(Algorithm::Backtracking, 9);
    let all = straight(s);
    let mut a = Animation::new(s).unwrap();
    a.seek(Target::End, &mut |_| {});
    for k in [0, 1, 5000, 65_535, 65_536, 70_001, all.len() as u64 - 1] {
        let reply = a.seek(Target::Step(k), &mut |_| {});
        let window = reply.window.unwrap();
        assert_eq!(window.show, k);
        assert_eq!(*window.state, all[window.from as usize], "step {k}");
    }
}

#[test]
fn the_window_continues_where_the_seek_left_it() {
    let s = setup(Algorithm::Bitmask, 8);
    let all = straight(s);
    let mut a = Animation::new(s).unwrap();
    let reply = a.seek(Target::Step(10), &mut |_| {});
    let mut state = *reply.window.unwrap().state;
    let mut events = reply.events;
    let more = a.more(100);
    assert!(more.window.is_none());
    events.extend(more.events);
    for e in &events {
        state.apply(e);
    }
    assert_eq!(state, all[events.len()]);
}

#[test]
fn solutions_are_found_forwards_and_backwards_by_their_steps() {
    let s = setup(Algorithm::Backtracking, 8);
    let all = straight(s);
    let mut a = Animation::new(s).unwrap();
    let first = a.seek(Target::NextSolution(0), &mut |_| {}).window.unwrap();
    // The first solution, 1 5 8 6 3 7 2 4, after 876 squares tried.
    assert!(all[first.show as usize].at_solution);
    assert_eq!(all[first.show as usize].tally.counters.tried, 876);
    assert_eq!(first.show, 1858);
    let second = a.seek(Target::NextSolution(first.show), &mut |_| {});
    let second = second.window.unwrap().show;
    assert!(second > first.show && all[second as usize].at_solution);
    assert_eq!(all[second as usize].tally.counters.solutions, 2);
    let back = a.seek(Target::PreviousSolution(second), &mut |_| {});
    assert_eq!(back.window.unwrap().show, first.show);
    let none = a.seek(Target::PreviousSolution(first.show), &mut |_| {});
    assert_eq!(none.window.unwrap().show, 0);
}

#[test]
fn the_next_backtrack_is_the_next_queen_taken_back() {
    let s = setup(Algorithm::Backtracking, 8);
    let all = straight(s);
    let mut a = Animation::new(s).unwrap();
    let k = a
        .seek(Target::NextBacktrack(0), &mut |_| {})
        .window
        .unwrap()
        .show;
    let removed = |k: usize| matches!(all[k].event, Some(Event::Search(SearchEvent::Remove(_))));
    assert!(removed(k as usize));
    assert!((1..k as usize).all(|j| !removed(j)));
}

#[test]
fn checkpoints_stay_few_and_spaced_evenly_on_a_long_run() {
    let s = setup(Algorithm::Backtracking, 11);
    let mut a = Animation::new(s).unwrap();
    a.seek(Target::End, &mut |_| {});
    assert!(a.checkpoints.len() <= MAX_CHECKPOINTS);
    assert!(a
        .checkpoints
        .iter()
        .enumerate()
        .all(|(i, c)| c.step == i as u64 * a.every));
    assert_eq!(a.known.found.len(), MAX_FOUND);
    assert_eq!(a.solutions.len(), 2680);
}

#[test]
fn local_searches_chart_their_collisions_to_the_end() {
    let s = setup(Algorithm::SosicGu, 40);
    let mut a = Animation::new(s).unwrap();
    let reply = a.seek(Target::End, &mut |_| {});
    let chart = &reply.known.chart;
    assert!(chart.len() <= MAX_CHART_POINTS + 1);
    assert_eq!(
        chart.last().map(|&(s, c)| (s, c)),
        Some((reply.known.total.unwrap(), 0))
    );
    assert!(chart.windows(2).all(|w| w[0].0 < w[1].0));
}
