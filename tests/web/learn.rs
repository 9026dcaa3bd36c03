//! /learn's widgets: the board a prediction is made on, and the Parsons problem's lines.

use super::*;

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
