//! What the solver's player draws while a run plays, and what it tells its readers.

use super::*;

#[wasm_bindgen_test]
async fn found_solutions_are_drawn_once_while_the_run_plays_on() {
    let root = container();
    let setup = Setup {
        n: 6,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 1,
    };
    let mut worker = Animation::new(setup).unwrap();
    let mut run = Player::new(setup, 10.0, 0).unwrap();
    serve(&mut run, &mut worker);
    // Step by step, as the clock plays, until `found` solutions are listed.
    let step_until = |p: &mut Player, found: usize| {
        while p.found().0.len() < found {
            p.step();
        }
    };
    step_until(&mut run, 1);
    let player = RwSignal::new(Some(run));
    let _handle = mount_to(root.clone(), move || {
        view! {
            <leptos_router::components::Router>
                <FoundSolutions player=player n=6usize/>
            </leptos_router::components::Router>
        }
    });
    tick().await;
    let items = || root.query_selector_all(".found-item").unwrap().length();
    assert_eq!(items(), 1);
    let drawn = root.query_selector(".found-item").unwrap().unwrap();
    // A mark that drawing the board again would overwrite.
    drawn.set_attribute("href", "#drawn-once").unwrap();
    for _ in 0..20 {
        player.update(|p| p.as_mut().unwrap().step());
        tick().await;
    }
    assert_eq!(
        player.with_untracked(|p| p.as_ref().unwrap().found().0.len()),
        1
    );
    assert_eq!(drawn.get_attribute("href").as_deref(), Some("#drawn-once"));
    // The next solution is listed beside the first.
    player.update(|p| step_until(p.as_mut().unwrap(), 2));
    tick().await;
    assert_eq!(items(), 2);
}

#[wasm_bindgen_test]
async fn a_watched_reading_of_the_player_is_told_only_of_a_change() {
    let setup = Setup {
        n: 8,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 0,
    };
    let mut worker = Animation::new(setup).unwrap();
    let mut run = Player::new(setup, 10.0, 0).unwrap();
    run.take_requests();
    run.receive(worker.more(512));
    let player = RwSignal::new(Some(run));
    let counters = watch(player, Player::counters);
    let received = watch(player, Player::reached);
    let redrawn = StoredValue::new(0);
    Effect::new(move |_| {
        counters.track();
        redrawn.update_value(|n| *n += 1);
    });
    tick().await;
    assert_eq!(redrawn.get_value(), 1);
    // Events arriving while paused: the count received changes, the counters shown do not.
    for _ in 0..3 {
        let reply = worker.more(512);
        player.update(|p| p.as_mut().unwrap().receive(reply));
        tick().await;
    }
    assert_eq!(received.get_untracked(), 2048);
    assert_eq!(redrawn.get_value(), 1, "an arrival redrew the counters");
    // Steps up to the first that changes them: told once.
    let before = counters.get_untracked();
    player.update(|p| {
        let p = p.as_mut().unwrap();
        while p.counters() == before {
            p.step();
        }
    });
    tick().await;
    assert_eq!(redrawn.get_value(), 2);
}
