//! `/queens/build`: paint regions on any n from 5 to 16 and read at once whether the
//! board has no answer, exactly one (with its level) or more (with a second answer on the
//! board). The count runs in the worker, restarted at each stroke; the address carries
//! the layout, and a text grid can be pasted in.

use super::board_view::{Grid, QueensBoard};
use super::builder::{Builder, COUNT_CAP, MAX_BUILD_N, MIN_BUILD_N};
use super::game::CellState;
use super::look::{CellLook, Lit};
use super::words::{words, Verdict};
use crate::bridge::job::{use_job, JobState};
use crate::protocol::{Job, QueensReply};
use crate::site::base::{replace_address, site_url};
use crate::site::browser;
use crate::site::context::{use_lang, use_notices};
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;
use nqueens_core::queens::palette;
use nqueens_core::queens::{letter, Answer, Cell, Layout, Level};

/// What the worker said of the layout painted now.
#[derive(Debug, Clone, PartialEq)]
struct Found {
    verdict: Verdict,
    answers: Vec<Answer>,
    level: Option<Level>,
}

#[component]
pub fn QueensBuildPage() -> impl IntoView {
    let lang = use_lang();
    let query = use_query_map();
    let job = use_job::<QueensReply>(None);
    job.notify_failures();
    crate::site::prerender::take_over_when(|| true);

    // A layout the address cannot give starts the rows, and says why.
    let start = match query
        .with_untracked(|q| q.get("layout"))
        .map(|id| Layout::from_id(&id))
    {
        Some(Ok(l)) => Builder::of(&l),
        Some(Err(why)) => {
            use_notices().show(words(lang.get_untracked()).error(&why));
            Builder::rows(8)
        }
        None => Builder::rows(8),
    };
    let text = RwSignal::new(start.text());
    let builder = RwSignal::new(start);
    let brush = RwSignal::new(0usize);
    let pasted_error = RwSignal::new(None::<String>);
    let copied = RwSignal::new(String::new());
    let layout = Memo::new(move |_| builder.with(Builder::layout));

    // Each layout painted is counted, and named in the address.
    Effect::new(move |_| match layout.get() {
        Ok(l) => {
            let id = l.id();
            replace_address(&format!("/queens/build?layout={id}"));
            job.start(Job::QueensCount {
                layout: id,
                cap: COUNT_CAP,
            });
        }
        Err(_) => job.cancel(),
    });
    let found = Memo::new(move |_| {
        let id = layout.with(|l| l.as_ref().ok().map(Layout::id))?;
        job.state.with(|s| match s {
            JobState::Done(QueensReply::Counted {
                layout: counted,
                count,
                level,
                ..
            }) if *counted == id => Some(Found {
                verdict: match count.solutions {
                    0 => Verdict::None,
                    1 if count.complete => Verdict::One(*level),
                    found => Verdict::Many {
                        found,
                        complete: count.complete,
                    },
                },
                answers: count.answers.clone(),
                level: *level,
            }),
            _ => Some(Found {
                verdict: Verdict::Counting,
                answers: Vec::new(),
                level: None,
            }),
        })
    });

    let paint = move |cell: Cell| {
        let region = brush.get_untracked();
        if builder.try_update(|b| b.paint(cell, region)) == Some(true) {
            text.set(builder.with_untracked(Builder::text));
            pasted_error.set(None);
        }
    };
    let on_tap = Callback::new(paint);
    let on_stroke = Callback::new(move |(cell, _): (Cell, bool)| paint(cell));
    let grid = Signal::derive(move || {
        builder.with(|b| Grid {
            n: b.n(),
            regions: (0..b.n() * b.n())
                .map(|i| b.region(Cell::new(i / b.n(), i % b.n())) as u8)
                .collect(),
        })
    });
    // The play page's colours once the grid is a layout, so a board keeps its colours
    // when it is played: the worker sends them with its count. Until it has (a few
    // milliseconds), and while the grid is no layout (a region cut in two, a size
    // changed), the last colours stay, so a stroke never repaints the other regions; a
    // region the last colours do not cover wears its letter's.
    let swatches = Memo::new(move |last: Option<&Vec<usize>>| {
        let n = builder.with(Builder::n);
        if layout.with(Result::is_err) {
            return last.cloned().unwrap_or_else(|| (0..n).collect());
        }
        job.state
            .with(|s| match s {
                JobState::Done(QueensReply::Counted { colours, .. }) => Some(colours.clone()),
                _ => None,
            })
            .or_else(|| last.cloned())
            .unwrap_or_else(|| (0..n).collect())
    });
    let swatch = move |region: usize| swatches.with(|s| s.get(region).copied().unwrap_or(region));
    let colours =
        Signal::derive(move || swatches.with(|s| s.iter().map(|&i| palette::hex(i)).collect()));
    let hex = move |region: usize| palette::hex(swatch(region));
    let looks = Memo::new(move |_| -> Vec<CellLook> {
        let n = builder.with(Builder::n);
        let answers = found.with(|f| f.as_ref().map(|f| f.answers.clone()).unwrap_or_default());
        let first = answers.first().map(Answer::cells);
        let second = answers.get(1).map(Answer::cells);
        (0..n * n)
            .map(|i| {
                let cell = Cell::new(i / n, i % n);
                let queen = first.is_some_and(|a| a.contains(cell));
                let other = second.is_some_and(|a| a.contains(cell)) && !queen;
                CellLook {
                    state: if queen {
                        CellState::Queen
                    } else {
                        CellState::Empty
                    },
                    clash: false,
                    lit: if other { Lit::Second } else { Lit::None },
                }
            })
            .collect()
    });
    let describe = Callback::new(move |i: usize| {
        let w = words(lang.get());
        let n = builder.with(Builder::n).max(1);
        let region = builder.with(|b| b.region(Cell::new(i / n, i % n)));
        let state = looks.with(|l| l.get(i).map(|l| l.state).unwrap_or_default());
        w.cell_label(
            i / n + 1,
            i % n + 1,
            &w.region(swatch(region), letter(region)),
            w.state_name(state),
        )
    });
    let labels = move || words(lang.get()).labels();
    let verdict_text = move || {
        let w = words(lang.get());
        match layout.get() {
            Err(why) => w.error(&why),
            Ok(_) => found.with(|f| {
                f.as_ref().map_or_else(String::new, |f| {
                    w.verdict(f.verdict, f.level.map(|l| w.level(l)))
                })
            }),
        }
    };
    let count_attr = move || {
        found.with(|f| match f.as_ref().map(|f| f.verdict) {
            Some(Verdict::None) => Some("0".to_string()),
            Some(Verdict::One(_)) => Some("1".to_string()),
            Some(Verdict::Many {
                found,
                complete: true,
            }) => Some(found.to_string()),
            Some(Verdict::Many {
                complete: false, ..
            }) => Some("many".to_string()),
            Some(Verdict::Counting) | None => None,
        })
    };
    let unique_id = move || {
        found
            .with(|f| matches!(f.as_ref().map(|f| f.verdict), Some(Verdict::One(_))))
            .then(|| layout.with(|l| l.as_ref().ok().map(Layout::id)))
            .flatten()
    };

    view! {
        <section class="page queens queens-build" data-testid="queens-builder">
            <h1>{move || labels().build_title}</h1>
            <p class="intro">{move || labels().build_lead}</p>
            <div class="toolbar">
                <label class="size-input">
                    <span>{move || labels().size}</span>
                    <select data-testid="build-n" on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                            builder.set(Builder::rows(n));
                            brush.set(0);
                            text.set(builder.with_untracked(Builder::text));
                        }
                    }>
                        {(MIN_BUILD_N..=MAX_BUILD_N).map(|k| view! {
                            <option value=k selected=move || builder.with(Builder::n) == k>{format!("{k}×{k}")}</option>
                        }).collect_view()}
                    </select>
                </label>
                <A href=site_url("/queens") attr:class="button">{move || labels().play_today}</A>
            </div>
            <div role="radiogroup" class="brushes" aria-label=move || labels().paint>
                {move || (0..builder.with(Builder::n)).map(|r| {
                    view! {
                        <button type="button" role="radio" class="brush" data-testid="brush" data-region=letter(r).to_string()
                            aria-checked=move || (brush.get() == r).to_string()
                            aria-label=move || words(lang.get()).region(swatch(r), letter(r))
                            style:background-color=move || hex(r)
                            on:click=move |_| brush.set(r)>{letter(r).to_string()}</button>
                    }
                }).collect_view()}
            </div>
            <div class="queens-layout">
                <div class="board-col">
                    <div class="board-wrap">
                        <QueensBoard
                            grid=grid
                            colours=colours
                            looks=looks.into()
                            letters=Signal::stored(true)
                            label=Signal::derive(move || words(lang.get()).board_label(builder.with(Builder::n)))
                            describe=describe
                            on_tap=on_tap
                            on_stroke=on_stroke
                        />
                    </div>
                    <p class="status" data-testid="solution-count" data-count=count_attr aria-live="polite"
                        data-valid=move || layout.with(Result::is_ok).to_string()>{verdict_text}</p>
                    {move || found.with(|f| matches!(f.as_ref().map(|f| f.verdict), Some(Verdict::Many { .. })))
                        .then(|| view! { <p class="hint">{move || words(lang.get()).second_answer()}</p> })}
                    <p class="hint">{move || labels().cap_note}</p>
                    <div class="toolbar">
                        {move || unique_id().map(|id| view! {
                            <A href=site_url(&format!("/queens?layout={id}")) attr:class="button primary" attr:data-testid="play-built">{move || labels().play_it}</A>
                        })}
                        <button data-testid="copy-build-link" disabled=move || layout.with(Result::is_err) on:click=move |_| {
                            let href = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
                            browser::copy_and_tell(href, lang.get_untracked(), copied);
                        }>{move || labels().copy_link}</button>
                        <span class="hint" aria-live="polite">{move || copied.get()}</span>
                    </div>
                </div>
                <aside class="panel">
                    <label class="paste">
                        <span>{move || labels().paste}</span>
                        <textarea data-testid="layout-text" rows="8" spellcheck="false" prop:value=text
                            on:input=move |ev| text.set(event_target_value(&ev))></textarea>
                    </label>
                    <button data-testid="use-layout" on:click=move |_| match Layout::parse(&text.get_untracked()) {
                        Ok(l) => {
                            builder.set(Builder::of(&l));
                            brush.set(0);
                            pasted_error.set(None);
                        }
                        Err(why) => pasted_error.set(Some(words(lang.get_untracked()).error(&why))),
                    }>{move || labels().use_text}</button>
                    {move || pasted_error.get().map(|e| view! { <p class="error" role="alert" data-testid="layout-error">{e}</p> })}
                </aside>
            </div>
        </section>
    }
}
