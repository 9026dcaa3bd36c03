//! `/variants`: the family around the eight queens — the toroidal board, other pieces,
//! domination, the cube and the pawn. `?v=kings&n=8` picks the problem and the board;
//! the worker solves it (the figure and a checked example) and the page draws it.

use crate::bridge::job::{use_job, JobState};
use crate::protocol::Job;
use crate::site::base::replace_address;
use crate::site::context::{use_lang, use_notices};
use crate::ui::size_input::SizeInput;
use crate::ui::variant_board::VariantBoard;
use crate::variants::variant_walk::VariantWalk;
use crate::variants::words::words;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;
use nqueens_core::variants::{torus_attacks, Arrangement, Cell, Solved, Variant};
use nqueens_core::Square;

/// The problem a first visit opens.
const DEFAULT_VARIANT: Variant = Variant::Torus;

#[component]
pub fn VariantsPage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let query = use_query_map();
    let job = use_job::<Solved>(None);
    // The prerendered board stays until the worker has solved the page's own.
    crate::site::prerender::take_over_when(move || job.is_settled());

    // The address's problem and size; a malformed one is named and replaced.
    let (initial_variant, initial_n) = query.with_untracked(|q| {
        let say = lang.get_untracked().say();
        let variant = match q.get("v") {
            None => DEFAULT_VARIANT,
            Some(id) => Variant::from_id(id.trim()).unwrap_or_else(|| {
                notices.show(words(lang.get_untracked()).bad_variant(&id));
                DEFAULT_VARIANT
            }),
        };
        let (min, max) = variant.sizes();
        let n = match q.get("n") {
            None => variant.default_size(),
            Some(text) => match text.trim().parse() {
                Ok(n) if (min..=max).contains(&n) => n,
                _ => {
                    notices.show(say.bad_size(&text, min, max));
                    variant.default_size()
                }
            },
        };
        (variant, n)
    });
    let variant = RwSignal::new(initial_variant);
    let n = RwSignal::new(initial_n);

    Effect::new(move |_| {
        let (variant, n) = (variant.get(), n.get());
        replace_address(&format!("/variants?v={}&n={n}", variant.id()));
        job.start(Job::Variant { variant, n });
    });
    Effect::new(move |_| {
        if let JobState::Failed(why) = job.state.get() {
            notices.show(lang.get_untracked().say().failure(&why));
        }
    });
    let solved = Memo::new(move |_| {
        let (v, size) = (variant.get(), n.get());
        job.state.with(|s| match s {
            JobState::Done(solved) if solved.variant == v && solved.n == size => {
                Some(solved.clone())
            }
            _ => None,
        })
    });
    let running = move || job.is_running();
    // Play: the visitor's own pieces (and pawn), kept until the problem or size changes.
    let playing = RwSignal::new(false);
    let watching = RwSignal::new(false);
    let placed = RwSignal::new(Arrangement::default());
    let moving_pawn = RwSignal::new(false);
    Effect::new(move |_| {
        let empty = solved.with(|s| s.as_ref().map(Solved::empty_board));
        placed.set(empty.unwrap_or_default());
        moving_pawn.set(false);
    });
    let toggle = Callback::new(move |cell: Cell| {
        if moving_pawn.get_untracked() {
            // The pawn goes to any cell without a piece.
            if !placed.with_untracked(|p| p.pieces.contains(&cell)) {
                placed.update(|p| p.pawn = Some(cell));
                moving_pawn.set(false);
            }
            return;
        }
        if placed.with_untracked(|p| p.pawn == Some(cell)) {
            return;
        }
        placed.update(|p| match p.pieces.iter().position(|c| *c == cell) {
            Some(i) => {
                p.pieces.remove(i);
            }
            None => p.pieces.push(cell),
        })
    });

    view! {
        <section class="page family">
            <h1>{move || words(lang.get()).labels().variants_title}</h1>
            <p class="intro">{move || words(lang.get()).labels().variants_intro}</p>
            <p><A href=crate::site::base::site_url("/queens") attr:data-testid="variants-queens">{move || words(lang.get()).labels().variants_queens}</A></p>
            <div class="toolbar">
                <label>
                    <span class="visually-hidden">{move || words(lang.get()).labels().variant_label}</span>
                    <select data-testid="variant" on:change=move |ev| {
                        if let Some(v) = Variant::from_id(&event_target_value(&ev)) {
                            notices.clear();
                            n.set(v.default_size());
                            variant.set(v);
                        }
                    }>
                        {Variant::ALL.into_iter().map(|v| view! {
                            <option value=v.id() selected=move || variant.get() == v>{move || lang.get().say().variant_name(v)}</option>
                        }).collect_view()}
                    </select>
                </label>
                {move || {
                    let (min, max) = variant.get().sizes();
                    view! { <SizeInput value=n min=min max=max on_change=Callback::new(move |v| n.set(v))/> }
                }}
                <button data-testid="variant-cancel" disabled=move || !running() on:click=move |_| job.cancel()>{move || lang.get().t().cancel}</button>
            </div>
            <p class="intro" data-testid="variant-rule">{move || words(lang.get()).variant_rule(variant.get())}</p>
            <div class="variant-result" aria-live="polite">
                {move || match job.state.get() {
                    JobState::Running { done, total } => Some(view! {
                        <p class="loading" aria-busy="true" data-testid="variant-status" data-done=done data-total=total>
                            {lang.get().t().checking}
                            {(total > 0).then(|| view! { " "<progress data-testid="variant-progress" max=total value=done></progress> })}
                        </p>
                    }.into_any()),
                    JobState::Cancelled => Some(view! { <p data-testid="variant-status">{lang.get().t().cancelled}</p> }.into_any()),
                    _ => None,
                }}
                {move || solved.get().map(|s| view! {
                    <p data-testid="variant-count" data-variant=s.variant.id() data-n=s.n data-pieces=s.optimum.pieces data-total=s.optimum.ways>
                        {words(lang.get()).variant_result(&s)}
                    </p>
                })}
            </div>
            <div class="toolbar" role="group" aria-label=move || words(lang.get()).labels().variant_mode>
                <button data-testid="variant-mode-example" aria-pressed=move || (!playing.get() && !watching.get()).to_string() on:click=move |_| { playing.set(false); watching.set(false) }>{move || words(lang.get()).labels().variant_show_example}</button>
                <button data-testid="variant-mode-play" aria-pressed=move || playing.get().to_string() on:click=move |_| { playing.set(true); watching.set(false) }>{move || lang.get().t().variant_try}</button>
                <button data-testid="variant-mode-watch" aria-pressed=move || watching.get().to_string() on:click=move |_| { watching.set(true); playing.set(false) }>{move || words(lang.get()).labels().variant_watch}</button>
                <Show when=move || playing.get()>
                    <button data-testid="variant-clear" on:click=move |_| placed.update(|p| p.pieces.clear())>{move || lang.get().t().clear}</button>
                    <Show when=move || variant.get() == Variant::Pawn>
                        <button data-testid="variant-move-pawn" aria-pressed=move || moving_pawn.get().to_string() on:click=move |_| moving_pawn.update(|m| *m = !*m)>
                            {move || if moving_pawn.get() { words(lang.get()).labels().move_pawn_active } else { words(lang.get()).labels().move_pawn }}
                        </button>
                    </Show>
                </Show>
            </div>
            {move || solved.get().map(|s| if watching.get() {
                view! { <VariantWalk solved=s/> }.into_any()
            } else if playing.get() {
                let (torus, n) = (s.variant == Variant::Torus, s.n as u32);
                let for_status = s.clone();
                let judged = Memo::new(move |_| for_status.judge(&placed.get()));
                let (for_line, for_verdict) = (s.clone(), s.clone());
                view! {
                    <p data-testid="variant-play-status" aria-live="polite">
                        {move || words(lang.get()).variant_play_status(&for_line, placed.with(|p| p.pieces.len()), &judged.get())}
                    </p>
                    <Show when=move || judged.with(|j| j.optimal)>
                        <div class="verdict" data-testid="variant-verdict">
                            <p>{let s = for_verdict.clone(); move || words(lang.get()).variant_verdict(&s)}</p>
                            <p data-testid="variant-verdict-class">{let s = for_verdict.clone(); move || {
                                let class = s.variant.class_of(s.n, &placed.get());
                                words(lang.get()).variant_class(&s, &class)
                            }}</p>
                        </div>
                    </Show>
                    <VariantBoard solved=s placement=placed on_toggle=toggle/>
                    {move || torus.then(|| wrapping_clash(n, &placed.get())).flatten().map(|(a, b)| view! {
                        <p class="torus-wrap" data-testid="torus-wrap" aria-live="polite">{move || words(lang.get()).torus_wrap(a, b)}</p>
                    })}
                }.into_any()
            } else {
                let example = s.example.clone().unwrap_or_default();
                view! { <VariantBoard solved=s placement=Signal::stored(example)/> }.into_any()
            })}
        </section>
    }
}

/// The first clash on the torus whose line wraps round the edge.
fn wrapping_clash(n: u32, placed: &Arrangement) -> Option<(Square, Square)> {
    let squares: Vec<Square> = placed
        .pieces
        .iter()
        .map(|c| Square::new(c.row, c.col))
        .collect();
    torus_attacks(n, &squares)
        .into_iter()
        .find(|(_, _, line)| line.len() > 1)
        .map(|(a, b, _)| (a, b))
}
