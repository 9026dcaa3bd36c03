//! The boards (the big one, the mini one) and the size input.

use super::*;

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
