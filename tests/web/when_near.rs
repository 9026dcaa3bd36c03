//! `WhenNear`: a section built once the reader nears it, and at once when it is on screen.

use super::*;

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
