//! Tests of `player`.

use super::*;
use crate::protocol::MAX_FOUND;
use crate::worker::animation::{setup, straight, Animation};
use nqueens_core::search::{Algorithm, Event, Machine, SearchEvent};
use nqueens_core::variants::{Arrangement, Piece, Variant, WalkStep};

/// A player and its worker's side, wired as the page wires them.
struct Page {
    player: Player,
    worker: Animation,
}

impl Page {
    fn open(setup: Setup, at: usize) -> Page {
        let mut page = Page {
            player: Player::new(setup, 10.0, at).unwrap(),
            worker: Animation::new(setup).unwrap(),
        };
        page.settle();
        page
    }

    /// Sends every request and hands back every reply, until none is left.
    fn settle(&mut self) {
        loop {
            let requests = self.player.take_requests();
            if requests.is_empty() {
                break;
            }
            for r in requests {
                let reply = match r {
                    Request::More(max) => self.worker.more(max),
                    Request::Seek(to) => self.worker.seek(to, &mut |_| {}),
                };
                self.player.receive(reply);
            }
        }
    }

    fn act(&mut self, f: impl FnOnce(&mut Player)) -> &Player {
        f(&mut self.player);
        self.settle();
        &self.player
    }
}

/// Everything a person sees agrees with the straight run at the step shown: the
/// board, the counters, the code line, and the solutions listed up to that step.
fn assert_agrees(p: &Player, all: &[Replay]) {
    let at = &all[p.pos()];
    assert_eq!(p.shown(), at, "step {}", p.pos());
    assert_eq!(p.placement(), at.placement());
    assert_eq!(p.counters(), at.tally.counters);
    let (listed, more) = p.found();
    let solutions: Vec<usize> = (1..=p.pos()).filter(|&k| all[k].at_solution).collect();
    assert_eq!(listed.len() as u64 + more, solutions.len() as u64);
    for (f, &k) in listed.iter().zip(&solutions) {
        assert_eq!((f.step as usize, f.board), (k, all[k].placement()));
    }
    assert_eq!(listed.len(), solutions.len().min(MAX_FOUND));
}

#[test]
fn a_step_clicked_before_the_events_is_kept() {
    let s = setup(Algorithm::Backtracking, 8);
    let mut p = Player::new(s, 10.0, 0).unwrap();
    let mut worker = Animation::new(s).unwrap();
    let first = p.take_requests();
    p.step();
    p.step();
    assert_eq!(p.pos(), 0);
    assert_eq!(first, vec![Request::More(FIRST_BATCH)]);
    p.receive(worker.more(FIRST_BATCH));
    assert_eq!(p.pos(), 2);
    assert_eq!(p.counters().tried, 1);
}

#[test]
fn skip_to_end_shows_the_last_step_and_everything_found_up_to_it() {
    let s = setup(Algorithm::Backtracking, 8);
    let all = straight(s);
    let mut page = Page::open(s, 0);
    page.act(|p| (0..7).for_each(|_| p.step()));
    let p = page.act(Player::skip_to_end);
    assert_eq!((p.pos(), p.total()), (33_589, Some(33_589)));
    assert!(p.is_done() && !p.is_playing());
    assert_agrees(p, &all);
    let (listed, more) = p.found();
    assert_eq!((listed.len(), more), (MAX_FOUND, 92 - MAX_FOUND as u64));
    assert_eq!(p.counters().tried, 15_720);
    // Back, the scrubber and Reset work from there.
    let p = page.act(Player::back);
    assert_eq!(p.pos(), 33_588);
    assert_agrees(p, &all);
    let p = page.act(|p| p.jump(100));
    assert_eq!(p.pos(), 100);
    assert_agrees(p, &all);
    let p = page.act(Player::step);
    assert_eq!(p.pos(), 101);
    assert_agrees(p, &all);
}

#[test]
fn back_then_step_never_lists_a_solution_twice() {
    let s = setup(Algorithm::Backtracking, 6);
    let all = straight(s);
    let mut page = Page::open(s, 0);
    page.act(Player::next_solution);
    assert_agrees(&page.player, &all);
    let k = page.player.pos();
    assert!(all[k].at_solution);
    for _ in 0..3 {
        page.act(Player::back);
        page.act(Player::step);
        assert_eq!(page.player.pos(), k);
        assert_agrees(&page.player, &all);
        assert_eq!(page.player.found().0.len(), 1);
    }
    // A scrub back before it empties the list; Play past it fills it again.
    page.act(|p| p.jump(k - 1));
    assert_eq!(page.player.found(), (Vec::new(), 0));
    page.act(|p| {
        p.play();
        p.tick(1000.0);
    });
    assert_agrees(&page.player, &all);
}

#[test]
fn jumps_go_from_solution_to_solution_and_to_each_backtrack() {
    let s = setup(Algorithm::Backtracking, 8);
    let all = straight(s);
    let mut page = Page::open(s, 0);
    // The first solution, 1 5 8 6 3 7 2 4, after 876 squares tried, at step 1,858.
    let p = page.act(Player::next_solution);
    assert_eq!((p.pos(), p.counters().tried), (1858, 876));
    assert_eq!(p.placement().to_code(), "15863724");
    assert_agrees(p, &all);
    let solutions: Vec<usize> = (1..all.len()).filter(|&k| all[k].at_solution).collect();
    for k in &solutions[1..70] {
        let p = page.act(Player::next_solution);
        assert_eq!(p.pos(), *k);
        assert_agrees(p, &all);
    }
    for k in solutions[..69].iter().rev() {
        let p = page.act(Player::previous_solution);
        assert_eq!(p.pos(), *k);
    }
    assert_agrees(&page.player, &all);
    let before = page.player.pos();
    let p = page.act(Player::next_backtrack);
    let k = p.pos();
    assert!(matches!(
        all[k].event,
        Some(Event::Search(SearchEvent::Remove(_)))
    ));
    assert!((before + 1..k)
        .all(|j| !matches!(all[j].event, Some(Event::Search(SearchEvent::Remove(_))))));
    assert_agrees(p, &all);
}

#[test]
fn the_position_says_at_least_until_the_worker_has_seen_the_end() {
    let s = setup(Algorithm::Backtracking, 8);
    let mut page = Page::open(s, 0);
    assert_eq!(page.player.total(), None);
    assert!(page.player.reached() >= FIRST_BATCH as usize);
    page.act(|p| p.jump(3000));
    assert_eq!(page.player.total(), None);
    page.act(Player::skip_to_end);
    assert_eq!(page.player.total(), Some(33_589));
    assert_eq!(page.player.reached(), 33_589);
}

#[test]
fn an_address_opens_at_its_step_with_what_came_before_it() {
    let s = setup(Algorithm::Backtracking, 8);
    let all = straight(s);
    let page = Page::open(s, 20_000);
    assert_eq!(page.player.pos(), 20_000);
    assert_agrees(&page.player, &all);
    // Past the end: the end.
    let page = Page::open(s, 99_999);
    assert_eq!(page.player.pos(), 33_589);
}

#[test]
fn any_mix_of_moves_shows_what_the_straight_run_shows() {
    let s = setup(Algorithm::Bitmask, 9);
    let all = straight(s);
    let mut page = Page::open(s, 0);
    let mut seed = 7u64;
    for _ in 0..300 {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pick = (seed >> 33) % 8;
        let k = ((seed >> 13) % all.len() as u64) as usize;
        page.act(|p| match pick {
            0 => p.step(),
            1 => p.back(),
            2 => p.jump(k),
            3 => p.skip_to_end(),
            4 => p.next_solution(),
            5 => p.previous_solution(),
            6 => p.next_backtrack(),
            _ => {
                p.play();
                p.tick(37.0);
            }
        });
        assert_agrees(&page.player, &all);
    }
}

#[test]
fn the_clock_spends_its_budget_and_stops_at_the_end() {
    let s = setup(Algorithm::Backtracking, 6);
    let mut page = Page::open(s, 0);
    page.player.set_speed(1000.0);
    page.act(|p| {
        p.play();
        p.tick(10.5);
    });
    assert_eq!(page.player.pos(), 10);
    page.act(|p| p.tick(1.0));
    assert_eq!(page.player.pos(), 11, "the half step owed is paid");
    page.act(|p| p.tick(1e9));
    let p = &page.player;
    assert!(p.is_done() && !p.is_playing());
    assert_eq!(p.counters().solutions, 4);
    assert_eq!(p.found().0.len(), 4);
    assert_eq!(p.found().0[0].board.to_code(), "246135");
}

#[test]
fn full_speed_plays_on_past_what_the_window_keeps() {
    // At 100,000 steps a second the window holds 100,000 steps ahead of the one
    // shown: trimming it once went past that step, and the board fell out of step
    // with the run (a queen too many, and a panic).
    let s = setup(Algorithm::Backtracking, 12);
    let mut page = Page::open(s, 0);
    page.player.set_speed(100_000.0);
    page.act(Player::play);
    for _ in 0..600 {
        page.act(|p| p.tick(16.0));
    }
    let p = &page.player;
    assert!(p.pos() > 900_000, "{}", p.pos());
    let mut straight = Machine::new(s).unwrap();
    let mut state = Replay::new(s).unwrap();
    for _ in 0..p.pos() {
        state.apply(&straight.step().unwrap());
    }
    assert_eq!(p.shown(), &state);
}

#[test]
fn more_is_asked_for_while_the_window_runs_low() {
    let s = setup(Algorithm::Backtracking, 8);
    let mut p = Player::new(s, 100_000.0, 0).unwrap();
    let mut worker = Animation::new(s).unwrap();
    assert_eq!(p.take_requests(), vec![Request::More(FIRST_BATCH)]);
    p.receive(worker.more(FIRST_BATCH));
    assert_eq!(p.take_requests(), vec![Request::More(MAX_BATCH)]);
    p.set_speed(10.0);
    p.receive(worker.more(MAX_BATCH));
    assert_eq!(p.take_requests(), vec![], "enough ahead");
}

#[test]
fn local_searches_chart_their_collisions_up_to_the_step_shown() {
    let s = setup(Algorithm::SosicGu, 40);
    let mut page = Page::open(s, 0);
    page.act(|p| (0..60).for_each(|_| p.step()));
    let chart = page.player.chart();
    assert_eq!(chart.last().map(|&(s, _)| s), Some(60));
    assert!(chart.iter().all(|&(s, _)| s <= 60));
    page.act(Player::skip_to_end);
    let end = page.player.chart();
    assert_eq!(end.last(), Some(&(page.player.pos(), 0)));
    page.act(|p| p.jump(30));
    assert!(page.player.chart().iter().all(|&(s, _)| s <= 30));
}

/// The variants' walk plays through the same player: every move shows the walk's
/// board after that many steps, and the jumps find its backtracks and its end.
#[test]
fn a_walk_known_whole_plays_with_the_same_controls() {
    let solved = Variant::Most(Piece::Queen).solve(6).unwrap();
    let walk = solved.walk();
    let boards: Vec<Arrangement> = std::iter::once(solved.empty_board())
        .chain(walk.steps.iter().scan(solved.empty_board(), |b, step| {
            b.apply(step);
            Some(b.clone())
        }))
        .collect();
    let mut p = Player::whole(solved.empty_board(), walk.steps.clone(), 10.0);
    assert_eq!(
        (p.total(), p.reached()),
        (Some(walk.steps.len()), walk.steps.len())
    );
    p.step();
    p.step();
    assert_eq!((p.pos(), p.shown()), (2, &boards[2]));
    assert_eq!(p.last_step(), walk.steps.get(1));
    p.back();
    assert_eq!((p.pos(), p.shown()), (1, &boards[1]));
    p.next_backtrack();
    assert!(matches!(p.last_step(), Some(WalkStep::Remove(_))));
    assert_eq!(p.shown(), &boards[p.pos()]);
    p.jump(7);
    assert_eq!(p.shown(), &boards[7]);
    p.next_solution();
    assert_eq!(p.last_step(), Some(&WalkStep::Found));
    assert!(p.is_done());
    p.play();
    assert!(!p.is_playing(), "nothing is left to play");
    p.jump(0);
    p.play();
    p.tick(100_000.0);
    assert_eq!((p.pos(), p.is_playing()), (walk.steps.len(), false));
    assert_eq!(p.shown(), boards.last().unwrap());
    assert!(
        p.take_requests().is_empty(),
        "a run known whole asks nothing"
    );
}

/// A learner's program, played from the code worker's recording of it as the page
/// plays it: every move shows the state the straight replay of its trace shows.
#[test]
fn a_learners_program_plays_through_the_same_player() {
    use crate::worker::recording::Recording;
    use nqueens_code::{run, Limits, Played, RunState};
    let source = "fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}
queens(1);";
    let program = run(source, 9, &Limits::default());
    let mut straight = vec![RunState::new(9)];
    for k in 0..program.trace.steps.len() {
        let mut next = straight[k].clone();
        next.apply(&Played::of(&program.trace, k).unwrap());
        straight.push(next);
    }
    let mut worker = Recording::new(program);
    let mut player = Player::streamed(RunState::new(9), 10.0);
    let mut settle = |player: &mut Player<RunState>| loop {
        let requests = player.take_requests();
        if requests.is_empty() {
            break;
        }
        for r in requests {
            player.receive(match r {
                Request::More(max) => worker.more(max),
                Request::Seek(to) => worker.seek(to),
            });
        }
    };
    let mut check = |player: &mut Player<RunState>, f: &dyn Fn(&mut Player<RunState>)| {
        f(player);
        settle(player);
        assert_eq!(
            player.shown(),
            &straight[player.pos()],
            "step {}",
            player.pos()
        );
    };
    let end = straight.len() - 1;
    check(&mut player, &|p| p.step());
    assert_eq!(player.pos(), 1);
    check(&mut player, &Player::next_solution);
    assert_eq!(player.shown().counters.solutions, 1);
    check(&mut player, &Player::back);
    assert_eq!(player.shown().counters.solutions, 0);
    check(&mut player, &Player::skip_to_end);
    assert_eq!((player.pos(), player.is_done()), (end, true));
    assert_eq!(player.shown().counters.solutions, 352);
    check(&mut player, &Player::previous_solution);
    assert_eq!(player.shown().counters.solutions, 352);
    check(&mut player, &|p| p.jump(10));
    check(&mut player, &Player::next_backtrack);
    assert_eq!(player.shown().counters.removed, 1);
    check(&mut player, &|p| p.jump(end / 2));
    check(&mut player, &Player::back);
    assert_eq!(player.pos(), end / 2 - 1);
}

#[test]
fn the_next_move_read_off_the_window_is_the_one_the_core_predicts() {
    use crate::predict::predictor::Predictor;
    use nqueens_core::search::predict::Guess;
    for (algorithm, moves) in [
        (Algorithm::Backtracking, 200),
        (Algorithm::DancingLinks, 200),
        (Algorithm::BranchBoundBreadthFirst, 150),
        (Algorithm::SosicGu, 15),
    ] {
        let s = setup(algorithm, 6);
        let mut page = Page::open(s, 0);
        let mut predictor = Predictor::new(s).unwrap().unwrap();
        for _ in 0..moves {
            let ahead = page
                .player
                .next_move()
                .expect("the window holds the next move");
            let reveal = predictor.guess(Guess::NotSure).unwrap();
            assert_eq!(ahead, reveal.ahead, "{algorithm:?}");
            page.act(|p| (0..ahead.steps).for_each(|_| p.step()));
            assert_eq!(page.player.placement(), predictor.placement());
            assert_eq!(page.player.pos() as u64, predictor.steps());
        }
    }
    let annealing = Page::open(setup(Algorithm::Annealing, 8), 0);
    assert_eq!(annealing.player.next_move(), None, "no move to point at");
}
