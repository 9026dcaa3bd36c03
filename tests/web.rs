//! Component tests in headless Chromium (wasm-bindgen-test): components mounted into a
//! real DOM, driven with real events, read back through the DOM contract.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use nqueens::solver::{watch, Player, Request};
use nqueens::ui::board::Board;
use nqueens::ui::mini_board::MiniBoard;
use nqueens::ui::size_input::SizeInput;
use nqueens::ui::solver_panels::FoundSolutions;
use nqueens::ui::when_near::WhenNear;
use nqueens::worker::animation::Animation;
use nqueens_core::search::{Algorithm, Goal, Setup};
use nqueens_core::{Placement, Square};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh container in the document (Leptos delegates events to the document).
fn container() -> HtmlElement {
    let document = document();
    let div = document
        .create_element("div")
        .unwrap()
        .unchecked_into::<HtmlElement>();
    document.body().unwrap().append_child(&div).unwrap();
    div
}

/// Hands the player's requests to the worker's side of the run, and its replies back,
/// as the page's session does, until none is left.
fn serve(player: &mut Player, worker: &mut Animation) {
    loop {
        let requests = player.take_requests();
        if requests.is_empty() {
            return;
        }
        for r in requests {
            let reply = match r {
                Request::More(max) => worker.more(max),
                Request::Seek(to) => worker.seek(to, &mut |_| {}),
            };
            player.receive(reply);
        }
    }
}

/// Lets effects and the DOM settle (Leptos schedules updates on microtasks).
async fn tick() {
    gloo_timers::future::TimeoutFuture::new(0).await;
}

fn square(root: &Element, row: u32, col: u32) -> Element {
    root.query_selector(&format!(
        "[data-testid=square][data-row=\"{row}\"][data-col=\"{col}\"]"
    ))
    .unwrap()
    .expect("square exists")
}

fn click(el: &Element) {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    el.dispatch_event(&event).unwrap();
}

#[wasm_bindgen_test]
async fn board_draws_n_squared_squares_with_states() {
    let root = container();
    let placement = RwSignal::new(Placement::parse("1300", 4).unwrap());
    let _handle = mount_to(root.clone(), move || view! { <Board placement=placement/> });
    tick().await;
    let svg = root.query_selector("[data-testid=board]").unwrap().unwrap();
    assert_eq!(svg.get_attribute("data-n").as_deref(), Some("4"));
    assert_eq!(
        root.query_selector_all("[data-testid=square]")
            .unwrap()
            .length(),
        16
    );
    assert_eq!(
        square(&root, 1, 1).get_attribute("data-state").as_deref(),
        Some("queen")
    );
    assert_eq!(
        square(&root, 3, 2).get_attribute("data-state").as_deref(),
        Some("queen")
    );
    assert_eq!(
        square(&root, 2, 1).get_attribute("data-state").as_deref(),
        Some("attacked")
    );
    assert_eq!(
        square(&root, 4, 4).get_attribute("data-state").as_deref(),
        Some("attacked"),
        "a1–d4 diagonal"
    );
    assert_eq!(
        square(&root, 2, 4).get_attribute("data-state").as_deref(),
        Some("empty")
    );
    assert_eq!(
        square(&root, 1, 1).get_attribute("aria-label").as_deref(),
        Some("a1, queen")
    );

    placement.set(Placement::empty(2).unwrap());
    tick().await;
    assert_eq!(
        root.query_selector_all("[data-testid=square]")
            .unwrap()
            .length(),
        4
    );
}

#[wasm_bindgen_test]
async fn board_reports_clicks_and_keys() {
    let root = container();
    let clicked = RwSignal::new(Vec::<Square>::new());
    let placement = RwSignal::new(Placement::empty(8).unwrap());
    let on_toggle = Callback::new(move |sq: Square| clicked.update(|v| v.push(sq)));
    let _handle = mount_to(
        root.clone(),
        move || view! { <Board placement=placement on_toggle=on_toggle/> },
    );
    tick().await;
    click(&square(&root, 5, 4));
    tick().await;
    assert_eq!(clicked.get_untracked(), vec![Square::new(4, 3)]);

    // Arrow keys move from the last clicked square; Space toggles.
    let svg = root.query_selector("[data-testid=board]").unwrap().unwrap();
    for key in ["ArrowUp", "ArrowRight", " "] {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        let event =
            web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        svg.dispatch_event(&event).unwrap();
        tick().await;
    }
    assert_eq!(
        clicked.get_untracked(),
        vec![Square::new(4, 3), Square::new(5, 4)]
    );
}

#[wasm_bindgen_test]
async fn conflicting_queens_draw_an_attack_line() {
    let root = container();
    let placement = RwSignal::new(Placement::parse("13000", 5).unwrap());
    let _handle = mount_to(root.clone(), move || view! { <Board placement=placement/> });
    tick().await;
    assert_eq!(root.query_selector_all(".attack-line").unwrap().length(), 0);
    placement.set(Placement::parse("12000", 5).unwrap());
    tick().await;
    assert_eq!(
        square(&root, 1, 1).get_attribute("data-state").as_deref(),
        Some("conflict")
    );
    assert_eq!(root.query_selector_all(".attack-line").unwrap().length(), 1);
}

#[wasm_bindgen_test]
async fn size_input_refuses_out_of_range_values() {
    let root = container();
    let value = RwSignal::new(8usize);
    let on_change = Callback::new(move |n| value.set(n));
    let _handle = mount_to(
        root.clone(),
        move || view! { <SizeInput value=value min=1 max=20 on_change=on_change/> },
    );
    tick().await;
    let input: HtmlInputElement = root
        .query_selector("[data-testid=n-input]")
        .unwrap()
        .unwrap()
        .unchecked_into();
    input.set_value("12");
    input
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    tick().await;
    assert_eq!(value.get_untracked(), 12);
    input.set_value("0");
    input
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    tick().await;
    assert_eq!(value.get_untracked(), 12);
    assert_eq!(input.value(), "12", "the last good value is restored");
}

#[wasm_bindgen_test]
async fn mini_board_draws_each_queen() {
    let root = container();
    let rows = nqueens::ui::mini_board::rows_of("15863724", 8);
    let _handle = mount_to(
        root.clone(),
        move || view! { <MiniBoard rows=rows label="15863724"/> },
    );
    tick().await;
    assert_eq!(root.query_selector_all("use").unwrap().length(), 8);
    let svg = root.query_selector("svg").unwrap().unwrap();
    assert_eq!(svg.get_attribute("aria-label").as_deref(), Some("15863724"));
}

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

/// Waits until `ready` holds, a frame at a time (an `IntersectionObserver` reports after
/// the browser has laid the page out), for at most two seconds.
async fn until(mut ready: impl FnMut() -> bool) -> bool {
    for _ in 0..100 {
        if ready() {
            return true;
        }
        gloo_timers::future::TimeoutFuture::new(20).await;
    }
    ready()
}

/// A `WhenNear` section (a paragraph `built`) below a spacer `spacer` px high, mounted in
/// `root`; the handle keeps it mounted.
fn when_near_below(root: &HtmlElement, spacer: u32) -> impl Sized {
    let style = format!("height: {spacer}px");
    mount_to(root.clone(), move || {
        view! {
            <div style=style.clone()></div>
            <WhenNear heading=|lang| nqueens::solve::words::words(lang).labels().models_title>
                <p data-testid="built">"built"</p>
            </WhenNear>
        }
    })
}

#[wasm_bindgen_test]
async fn when_near_builds_a_section_far_down_the_page_only_once_scrolled_to() {
    let root = container();
    let _handle = when_near_below(&root, 6000);
    let built = || {
        root.query_selector("[data-testid=built]")
            .unwrap()
            .is_some()
    };
    tick().await;
    // Far below the screen: its place, with the section's heading, and not the section.
    assert!(!until(built).await, "built while 6,000 px below the screen");
    let place = root
        .query_selector(".when-near")
        .unwrap()
        .expect("the placeholder");
    assert_eq!(place.text_content().unwrap(), "The paper's two models");
    place.scroll_into_view();
    assert!(until(built).await, "not built once scrolled to");
    assert!(
        root.query_selector(".when-near").unwrap().is_none(),
        "the placeholder stays"
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn when_near_builds_a_section_already_on_screen_at_once() {
    window().scroll_to_with_x_and_y(0.0, 0.0);
    let root = container();
    root.set_attribute("style", "position: fixed; top: 0")
        .unwrap();
    let _handle = when_near_below(&root, 0);
    let built = || {
        root.query_selector("[data-testid=built]")
            .unwrap()
            .is_some()
    };
    assert!(until(built).await, "a section on screen was not built");
    root.remove();
}

/// Presses `key` on `el` as a keyboard does (bubbling, with Alt if asked).
fn press(el: &Element, key: &str, alt: bool) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_alt_key(alt);
    init.set_bubbles(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    el.dispatch_event(&event).unwrap();
}

#[wasm_bindgen_test]
async fn predict_board_judges_a_click_and_a_key_and_plays_the_move() {
    use nqueens::learn::predict_board::PredictBoard;
    use nqueens::predict::predictor::{Predictor, Score};
    use nqueens_core::search::predict::Judgement;
    let root = container();
    let predictor = Predictor::new(Setup {
        n: 6,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 1,
    })
    .unwrap()
    .unwrap();
    let score = RwSignal::new(Score::default());
    let moved = RwSignal::new(0usize);
    let on_judged = Callback::new(move |j: Judgement| score.update(|s| s.add(j)));
    let on_moved = Callback::new(move |m: usize| moved.set(m));
    let _handle = mount_to(root.clone(), move || {
        view! { <PredictBoard predictor=predictor.clone() score=score on_judged=on_judged on_moved=on_moved/> }
    });
    tick().await;
    click(&square(&root, 1, 1));
    tick().await;
    let reveal = root
        .query_selector("[data-testid=predict-reveal]")
        .unwrap()
        .unwrap();
    assert_eq!(
        reveal.get_attribute("data-judgement").as_deref(),
        Some("right")
    );
    assert_eq!(
        square(&root, 1, 1).get_attribute("data-state").as_deref(),
        Some("queen")
    );
    // "b" says "go back"; the search tries b1 instead.
    press(
        &root.query_selector("[data-testid=board]").unwrap().unwrap(),
        "b",
        false,
    );
    tick().await;
    assert_eq!(
        reveal.get_attribute("data-judgement").as_deref(),
        Some("wrong")
    );
    assert!(reveal.text_content().unwrap().contains("It tries b1"));
    assert_eq!(
        (score.get_untracked().right, score.get_untracked().wrong),
        (1, 1)
    );
    assert_eq!(moved.get_untracked(), 2);
}

#[wasm_bindgen_test]
async fn parsons_lines_move_and_indent_by_keyboard_and_the_check_names_a_fault() {
    use nqueens::learn::parsons::Parsons;
    use nqueens::learn::parsons_view::ParsonsView;
    let root = container();
    let solved = RwSignal::new(false);
    let problem = Parsons::new(&["f(k):", "  g(k)"], 1);
    let _handle = mount_to(root.clone(), move || {
        view! { <ParsonsView problem=problem.clone() listing=Callback::new(|_| vec!["f(k):", "  g(k)"]) solved_before=false on_solved=Callback::new(move |()| solved.set(true))/> }
    });
    tick().await;
    let line = |i: u32| {
        root.query_selector_all("[data-testid=parsons-line]")
            .unwrap()
            .item(i)
            .unwrap()
            .unchecked_into::<Element>()
    };
    let check = root
        .query_selector("[data-testid=parsons-check]")
        .unwrap()
        .unwrap();
    click(&check);
    tick().await;
    let result = root
        .query_selector("[data-testid=parsons-result]")
        .unwrap()
        .unwrap();
    assert!(
        result.text_content().unwrap().contains("Line 1"),
        "{:?}",
        result.text_content()
    );
    // Two lines, never given solved: "g(k)" is on top. Alt+↓ takes it down, Alt+→ indents it.
    assert_eq!(line(0).text_content().as_deref(), Some("g(k)"));
    press(&line(0), "ArrowDown", true);
    tick().await;
    tick().await;
    press(&line(1), "ArrowRight", true);
    tick().await;
    assert_eq!(line(1).get_attribute("data-depth").as_deref(), Some("1"));
    click(&check);
    tick().await;
    assert!(solved.get_untracked());
    let section = root
        .query_selector("[data-testid=parsons]")
        .unwrap()
        .unwrap();
    assert_eq!(
        section.get_attribute("data-solved").as_deref(),
        Some("true")
    );
}

/// The count's matching takes a path of its own in wasm (a popcount per key, where
/// natively carry-save adders add eight keys first): its totals are the published ones.
#[wasm_bindgen_test]
fn the_count_in_wasm_gives_the_published_totals() {
    for n in 1..=14 {
        let counts = nqueens_core::count::count(n).unwrap();
        let (total, fundamental) = nqueens_core::published::counts(n).unwrap();
        assert_eq!(
            (counts.total, counts.fundamental),
            (total, fundamental),
            "n = {n}"
        );
    }
}
