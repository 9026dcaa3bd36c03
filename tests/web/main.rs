//! Component tests in headless Chromium and Firefox (wasm-bindgen-test): components
//! mounted into a real DOM, driven with real events, read back through the DOM contract.
//! This file holds what the tests share (a container, events, waiting); each module
//! tests one kind of component: `board` (the boards and the size input), `player` (what
//! the solver's player draws and tells), `when_near` (sections built as they near the
//! screen), `learn` (/learn's prediction board and Parsons lines), `count` (the count in
//! wasm).
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

mod board;
mod count;
mod learn;
mod player;
mod when_near;
