//! The room's one route component: `/queens` plays, `/queens/build` builds. Both are one
//! page chunk (src/routes.rs), as they share the board, the words and the colours.

use super::build_page::QueensBuildPage;
use super::page::QueensPlayPage;
use leptos::prelude::*;
use leptos_router::hooks::use_location;

#[component]
pub fn QueensRoom() -> impl IntoView {
    let path = use_location().pathname.get_untracked();
    if path.trim_end_matches('/').ends_with("/build") {
        view! { <QueensBuildPage/> }.into_any()
    } else {
        view! { <QueensPlayPage/> }.into_any()
    }
}
