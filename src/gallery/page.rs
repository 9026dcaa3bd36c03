//! `/gallery`: the fundamental solutions of n and every rotation and reflection of each.
//! `?n=8` picks the board, `#class-15863724` opens one class.

use crate::bridge::job::{use_job, JobState};
use crate::gallery::family_gallery::FamilyGallery;
use crate::gallery::paging::Paging;
use crate::gallery::symmetry_preview::SymmetryPreview;
use crate::gallery::words::words;
use crate::i18n::group;
use crate::protocol::{Classes, Job};
use crate::site::context::{use_lang, use_notices};
use crate::site::prerender::Later;
use crate::ui::mini_board::{rows_of, MiniBoard};
use crate::ui::size_input::SizeInput;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;
use nqueens_core::classes::Class;
use nqueens_core::Symmetry;

const MIN_N: usize = 1;
const MAX_N: usize = 12;
const DEFAULT_N: usize = 8;
/// Classes drawn at once: n = 12 has 1,787, and all of them froze the tab; pages of 24
/// still came within a few ms of 200 ms on this noisy host when turned with their variants open.
const CLASSES_PER_PAGE: usize = 12;
/// Cards built per task when a page is drawn: a page at once was a 1 s task.
const CARDS_PER_TASK: usize = 4;

/// "11×8 + 1×4 = 92": the classes by orbit size, and the total.
pub fn orbit_formula(classes: &[Class]) -> String {
    let mut terms = Vec::new();
    for size in [8, 4, 2, 1] {
        let count = classes.iter().filter(|c| c.members.len() == size).count();
        if count > 0 {
            terms.push(format!("{count}×{size}"));
        }
    }
    let total: usize = classes.iter().map(|c| c.members.len()).sum();
    if terms.is_empty() {
        "0".to_string()
    } else {
        format!("{} = {total}", terms.join(" + "))
    }
}

/// The classes of a finished job, and their board size.
fn classes_in(state: &JobState<Classes>) -> Option<(usize, &[Class])> {
    match state {
        JobState::Done(Classes { n, classes }) => Some((*n, classes)),
        _ => None,
    }
}

/// What the page's views track of the classes that arrived.
#[derive(Debug, Clone, PartialEq)]
struct Arrived {
    n: usize,
    count: usize,
    /// "11×8 + 1×4 = 92".
    formula: String,
}

#[component]
pub fn GalleryPage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let job = use_job::<Classes>(None);
    // The prerendered cards stay until the worker has sent the page's own.
    crate::site::prerender::take_over_when(move || job.is_settled());
    let query = use_query_map();
    let initial_n = query
        .with_untracked(|q| q.get("n"))
        .map_or(DEFAULT_N, |text| match text.trim().parse() {
            Ok(n) if (MIN_N..=MAX_N).contains(&n) => n,
            _ => {
                notices.show(lang.get_untracked().say().bad_size(&text, MIN_N, MAX_N));
                DEFAULT_N
            }
        });
    let n = RwSignal::new(initial_n);
    // The class named in the address (#class-…), opened when the cards arrive.
    // Read from the router, not `window.location`: a link followed inside the app (the
    // verdict's "See its class") is routed before the address bar shows its fragment.
    let hash = leptos_router::hooks::use_location().hash.get_untracked();
    let target = hash
        .trim_start_matches('#')
        .strip_prefix("class-")
        .map(str::to_string);
    let show_all = RwSignal::new(false);
    Effect::new(move |_| job.start(Job::Classes { n: n.get() }));
    job.notify_failures();
    // The classes are read in place, in the job's own state, by every view: at n = 12 a
    // copy of the 1,787 classes (14,200 boards), and a memo's comparison of two copies,
    // each added tens of ms to the task their arrival runs in. What the views track is
    // this summary, cheap to compare: the board size, the class count and the formula.
    let arrived = Memo::new(move |_| {
        job.state.with(|s| {
            classes_in(s).map(|(n, cs)| Arrived {
                n,
                count: cs.len(),
                formula: orbit_formula(cs),
            })
        })
    });
    let with_classes = move |f: &mut dyn FnMut(&[Class])| {
        job.state.with_untracked(|s| {
            if let Some((_, cs)) = classes_in(s) {
                f(cs)
            }
        })
    };
    // A new list starts on its first page, or on the page of the class the address names.
    let paging = RwSignal::new(Paging::new(0, CLASSES_PER_PAGE));
    let list = NodeRef::<leptos::html::Ol>::new();
    // The cards of the page built so far: a few per task, the browser free in between.
    let built = RwSignal::new(0usize);
    Effect::new(move |_| {
        let wanted = paging.with(|p| p.range().len());
        built.set(0);
        build_in_turns(built, wanted);
    });
    let wanted = target.clone();
    Effect::new(move |_| {
        let Some(count) = arrived.with(|a| a.as_ref().map(|a| a.count)) else {
            return;
        };
        let mut p = Paging::new(count, CLASSES_PER_PAGE);
        with_classes(&mut |cs| {
            if let Some(i) = cs
                .iter()
                .position(|c| Some(c.canonical.to_code()) == wanted)
            {
                p.show_item(i);
            }
        });
        paging.set(p);
    });
    let on_size = Callback::new(move |v: usize| {
        n.set(v);
        crate::site::base::replace_address(&format!("/gallery?n={v}"));
    });

    view! {
        <section class="page gallery">
            <h1>{move || words(lang.get()).labels().gallery_title}</h1>
            <p class="intro">{move || words(lang.get()).labels().gallery_intro}</p>
            <div class="toolbar">
                <SizeInput value=n min=MIN_N max=MAX_N on_change=on_size/>
                {move || arrived.with(|a| a.as_ref().map(|a| a.formula.clone())).map(|formula| view! {
                    <p class="formula" data-testid="orbit-formula">{formula}</p>
                })}
                <button data-testid="show-all" on:click=move |_| show_all.update(|s| *s = !*s) aria-pressed=move || show_all.get().to_string()>
                    {move || if show_all.get() { words(lang.get()).labels().hide_all } else { words(lang.get()).labels().show_all }}
                </button>
            </div>
            <p class="hint">{move || words(lang.get()).labels().gallery_numbering}</p>
            {move || match arrived.with(|a| a.as_ref().map(|a| (a.n, a.count))) {
                None => view! { <p class="loading" aria-busy="true">{lang.get().t().checking}</p> }.into_any(),
                Some((size, 0)) => view! {
                    <p class="empty" data-testid="no-solutions">{lang.get().say().no_solution_why(size)}</p>
                }.into_any(),
                Some((size, count)) => {
                    let target = target.clone();
                    view! {
                        {pager(paging, count, None)}
                        <ol class="cards" node_ref=list>
                            {move || {
                                let range = paging.get().range();
                                let start = range.start;
                                let mut page: Vec<Class> = Vec::new();
                                with_classes(&mut |cs| page = cs.get(range.clone()).map(<[Class]>::to_vec).unwrap_or_default());
                                let target = target.clone();
                                let each = move || page.iter().cloned().enumerate().take(built.get()).collect::<Vec<_>>();
                                let card = move |(k, c): (usize, Class)| {
                                    let open = target.as_deref() == Some(c.canonical.to_code().as_str());
                                    view! { <ClassCard index=start + k + 1 count=count n=size class=c open=open show_all=show_all/> }
                                };
                                view! { <For each=each key=|(k, _)| *k children=card/> }
                            }}
                        </ol>
                        {pager(paging, count, Some(list))}
                    }.into_any()
                }
            }}
            <Later><FamilyGallery/></Later>
        </section>
    }
}

/// Raises `built` by [`CARDS_PER_TASK`] a task until it reaches `wanted`; a page left
/// (or turned) before the end stops the chain.
fn build_in_turns(built: RwSignal<usize>, wanted: usize) {
    gloo_timers::callback::Timeout::new(0, move || {
        let Some(now) = built.try_get_untracked() else {
            return;
        };
        if now < wanted {
            built.set((now + CARDS_PER_TASK).min(wanted));
            build_in_turns(built, wanted);
        }
    })
    .forget();
}

/// "Page 3 of 75: classes 49–72 of 1,787", between Previous and Next; nothing when one
/// page holds every class. The pager below the cards brings the new page's first card
/// into view (`list`): turning the page from the bottom left a phone at its end.
fn pager(
    paging: RwSignal<Paging>,
    count: usize,
    list: Option<NodeRef<leptos::html::Ol>>,
) -> impl IntoView {
    let lang = use_lang();
    let turn = move |page: usize| {
        paging.update(|p| p.go(page));
        if let Some(el) = list.and_then(|l| l.get_untracked()) {
            el.scroll_into_view();
        }
    };
    move || {
        let p = paging.get();
        (p.pages() > 1).then(|| {
            let range = p.range();
            view! {
                <nav
                    class="pager"
                    data-testid="pager"
                    data-page=p.page() + 1
                    data-pages=p.pages()
                    aria-label=move || {
                        let t = words(lang.get()).labels();
                        if list.is_some() { t.pager_below } else { t.pager_above }
                    }
                >
                    <button data-testid="previous-page" disabled=!p.has_previous() on:click=move |_| turn(p.page().saturating_sub(1))>
                        {move || words(lang.get()).labels().previous_page}
                    </button>
                    <span>{move || words(lang.get()).page_of(p.page() + 1, p.pages(), range.start + 1, range.end, count)}</span>
                    <button data-testid="next-page" disabled=!p.has_next() on:click=move |_| turn(p.page() + 1)>
                        {move || words(lang.get()).labels().next_page}
                    </button>
                </nav>
            }
        })
    }
}

/// One fundamental class: its canonical board, figures, and every variant.
#[component]
fn ClassCard(
    index: usize,
    count: usize,
    n: usize,
    class: Class,
    /// Opened (and scrolled to) because the address names it.
    open: bool,
    /// Every card shows its variants.
    show_all: RwSignal<bool>,
) -> impl IntoView {
    let lang = use_lang();
    let canonical = class.canonical.to_code();
    let orbit = class.orbit_size();
    let fixed: Vec<Symmetry> = class.stabilizer.clone();
    let self_symmetric = fixed.len() > 1;
    let no_three = class.no_three_in_line();
    let members: Vec<(Symmetry, String)> = class
        .members
        .iter()
        .map(|(g, s)| (*g, s.to_code()))
        .collect();
    let selected = RwSignal::new(Symmetry::Identity);
    let canonical_rows: Vec<u32> = rows_of(&canonical, n)
        .into_iter()
        .map(|r| r.unwrap_or(0))
        .collect();
    let details = NodeRef::<leptos::html::Details>::new();
    // The variants are built when the card first opens: twelve cards of eight boards each
    // would otherwise double the work of showing the page.
    let opened = RwSignal::new(open);
    // Open, the card takes a whole row: the variants beside the class, not one long
    // column in a 200 px card.
    let is_open = RwSignal::new(open);
    // (Also run a task later, when the card may be gone: the page turned meanwhile.)
    let build_variants = move || {
        if opened.try_get_untracked() == Some(false) {
            opened.try_set(true);
        }
    };
    if open {
        Effect::new(move |_| {
            if let Some(el) = details.get() {
                el.set_open(true);
                el.scroll_into_view();
            }
        });
    }
    // "Show all" opens every card; hiding closes them. The first run leaves the card
    // opened by the address alone.
    Effect::new(move |previous: Option<bool>| {
        let all = show_all.get();
        if all {
            // In a task of its own: a page of cards each building eight boards at once
            // was a 650 ms task.
            gloo_timers::callback::Timeout::new(0, build_variants).forget();
        }
        if previous.is_some() || all {
            if let Some(el) = details.get_untracked() {
                el.set_open(all);
            }
        }
        all
    });
    view! {
        <li class="card" class:open=move || is_open.get() id=format!("class-{canonical}") data-testid="fundamental" data-canonical=canonical.clone() data-orbit=orbit>
            <h2>{format!("#{} / {}", group(index as u64), group(count as u64))}</h2>
            <MiniBoard rows=rows_of(&canonical, n) label=canonical.clone()/>
            <p class="code">{canonical.clone()}</p>
            <p>{move || words(lang.get()).variants(orbit)}</p>
            <p class="fixed-by" data-testid="fixed-by">{move || words(lang.get()).unchanged_by(&fixed)}</p>
            {self_symmetric.then(|| view! { <p class="badge">{move || words(lang.get()).labels().symmetric}</p> })}
            {no_three.then(|| view! {
                <p class="badge">{move || words(lang.get()).labels().no_three_in_line}</p>
            })}
            <details node_ref=details on:toggle=move |_| {
                let now_open = details.get_untracked().is_some_and(|d| d.open());
                is_open.set(now_open);
                if now_open {
                    build_variants();
                }
            }>
                <summary>{move || words(lang.get()).labels().show_variants}</summary>
                {move || opened.get().then(|| variants_view(n, &canonical_rows, &members, selected))}
            </details>
        </li>
    }
}

/// A card's inside: the animated preview of the chosen symmetry, then every variant.
fn variants_view(
    n: usize,
    canonical_rows: &[u32],
    members: &[(Symmetry, String)],
    selected: RwSignal<Symmetry>,
) -> impl IntoView {
    let lang = use_lang();
    let selected_code = {
        let members = members.to_vec();
        move || {
            let g = selected.get();
            members
                .iter()
                .find(|(h, _)| *h == g)
                .map(|(_, code)| code.clone())
                .unwrap_or_default()
        }
    };
    view! {
        <div class="variants-panel">
        <figure class="preview-figure">
            <SymmetryPreview rows=canonical_rows.to_vec() symmetry=selected/>
            <figcaption class="preview-caption" data-testid="preview-caption">
                {move || lang.get().say().symmetry_name(selected.get())}": "<span class="code">{selected_code.clone()}</span>
            </figcaption>
        </figure>
        <ul class="variants">
            {members.iter().cloned().map(|(symmetry, code)| {
                let href = crate::site::base::site_url(&format!("/play?n={n}&q={code}"));
                let board = rows_of(&code, n);
                let label = code.clone();
                view! {
                    <li data-testid="variant" data-symmetry=symmetry.id() data-solution=code.clone() class:selected=move || selected.get() == symmetry>
                        <button class="variant-pick" on:click=move |_| selected.set(symmetry) aria-pressed=move || (selected.get() == symmetry).to_string()>
                            <MiniBoard rows=board label=label/>
                            <span class="sym">{move || lang.get().say().symmetry_name(symmetry)}</span>
                            <span class="code">{code.clone()}</span>
                        </button>
                        <A href=href attr:class="play-link">{move || words(lang.get()).labels().open_in_play}</A>
                    </li>
                }
            }).collect_view()}
        </ul>
        </div>
    }
}
