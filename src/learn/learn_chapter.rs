//! One chapter of /learn: its lead and live board first (the first screen holds
//! something to do), then the text, its sources, and the exercises that end it. The
//! chapter counts as read once its end has been on screen.

use crate::i18n::numbers::group;
use crate::learn::address::LearnAddress;
use crate::learn::bitmask_example::BitmaskExample;
use crate::learn::chapter_body::ChapterBody;
use crate::learn::figure::{fill, Figure};
use crate::learn::parsons::Parsons;
use crate::learn::parsons_view::ParsonsView;
use crate::learn::predict_board::PredictBoard;
use crate::learn::progress::{Place, Predicting, Progress};
use crate::learn::quiz::{Question, Sheet};
use crate::learn::quiz_view::QuizView;
use crate::learn::step_board::StepBoard;
use crate::learn::symmetry_chapter::SymmetryChapter;
use crate::learn::verdict::BoardVerdict;
use crate::learn::words::words;
use crate::learn::words::{parsons_listing, Labels};
use crate::learn::{predicted, Chapter, Program, COUNT_BOX_MAX_N};
use crate::play::address::url_of;
use crate::predict::predictor::{Predictor, Score};
use crate::site::base::site_url;
use crate::site::context::use_lang;
use crate::ui::board::Board;
use crate::ui::decimal::short;
use crate::ui::huge_section::HugeSection;
use crate::ui::mini_board::MiniBoard;
use crate::ui::scroll_region::{RegionName, ScrollRegion};
use crate::ui::size_input::SizeInput;
use crate::ui::when_near::on_reach;
use leptos::prelude::*;
use nqueens_core::count::{count, Counts};
use nqueens_core::published::TOTAL;
use nqueens_core::search::{Algorithm, Goal, Setup};
use nqueens_core::variants::{first_superqueens, first_toroidal};
use nqueens_core::Placement;

/// The choice between a chapter's solvers, when it teaches more than one: the search
/// to predict and the listing to put in order follow it.
fn method_choice(methods: &'static [Algorithm], chosen: RwSignal<usize>) -> impl IntoView {
    let lang = use_lang();
    (methods.len() > 1).then(|| {
        let buttons = methods
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                view! {
                    <button type="button" data-testid="method" data-algorithm=a.id()
                        aria-pressed=move || (chosen.get() == i).to_string() on:click=move |_| chosen.set(i)>
                        {move || lang.get().say().algorithm(a).0}
                    </button>
                }
            })
            .collect_view();
        view! {
            <div class="method-choice" role="group" data-testid="method-choice"
                aria-label=move || words(lang.get()).labels().method_choice>
                {buttons}
            </div>
        }
    })
}

/// Where a chapter's "open it in the workshop" link goes when its widget has no state
/// to carry; the others' widgets have a link of their own, which carries the queens
/// placed, the step, or the size counted.
fn workshop(chapter: Chapter) -> Option<&'static str> {
    match chapter {
        Chapter::Symmetry => Some("/gallery"),
        Chapter::Family => Some("/variants"),
        _ => None,
    }
}

/// The link to the page that does more with what a widget shows, `to` being its address.
fn open_in(to: impl Fn() -> String + Send + Sync + 'static) -> impl IntoView {
    let lang = use_lang();
    view! {
        <p><a class="open-in" data-testid="open-in" href=move || site_url(&to())>{move || words(lang.get()).labels().open_in}</a></p>
    }
}

/// A search that steps inside a chapter.
fn stepping(algorithm: Algorithm, n: usize) -> AnyView {
    let setup = Setup {
        n,
        algorithm,
        goal: Goal::All,
        seed: 1,
    };
    view! { <StepBoard setup=setup/> }.into_any()
}

/// Chapter 6's huge board: /lab's own section, brought in (with its worker) when the
/// reader asks for it, and gone with the chapter.
fn huge_board() -> impl IntoView {
    let lang = use_lang();
    let open = RwSignal::new(false);
    view! {
        <Show
            when=move || open.get()
            fallback=move || view! {
                <p><button class="primary" data-testid="huge-open" on:click=move |_| open.set(true)>{move || words(lang.get()).labels().huge_open}</button></p>
            }
        >
            <HugeSection/>
        </Show>
    }
}

/// The chapter's live board, or its figures.
fn widget(
    chapter: Chapter,
    step: usize,
    progress: RwSignal<Progress>,
    score: Signal<Score>,
    chosen: RwSignal<usize>,
) -> AnyView {
    let lang = use_lang();
    match chapter {
        Chapter::Puzzle => {
            let placement =
                RwSignal::new(Placement::empty(8).unwrap_or_else(|_| unreachable!("8 fits")));
            let toggle = Callback::new(move |sq| {
                placement.update(|p| {
                    let _ = p.toggle(sq);
                });
            });
            view! {
                <div class="learn-board"><Board placement=placement on_toggle=toggle/></div>
                <p class="board-verdict" data-testid="board-verdict" aria-live="polite">
                    {move || words(lang.get()).board_verdict(BoardVerdict::of(&placement.get()))}
                </p>
                {open_in(move || url_of(&placement.get()))}
            }
            .into_any()
        }
        Chapter::Backtracking | Chapter::LocalSearch | Chapter::Models => {
            let huge = (chapter == Chapter::LocalSearch).then(huge_board);
            let methods = chapter.algorithms();
            // The address and the learner's place are the first search's: a teacher's
            // link names a moment of it.
            let board = move || {
                let index = chosen.get();
                let setup = methods.get(index).copied().and_then(predicted)?;
                let Ok(Some(mut predictor)) = Predictor::new(setup) else {
                    return None;
                };
                let first = index == 0;
                if first {
                    predictor.skip(step);
                }
                let on_judged = Callback::new(move |j| {
                    progress.update(|p| p.judge(Predicting::Chapter(chapter), j))
                });
                let on_moved = Callback::new(move |moves| {
                    if !first {
                        return;
                    }
                    progress.update(|p| {
                        p.place = Some(Place {
                            chapter,
                            step: moves,
                        })
                    });
                    crate::site::base::replace_address(&LearnAddress::at(chapter, moves).to_url());
                });
                Some(
                    view! { <PredictBoard predictor=predictor score=score on_judged=on_judged on_moved=on_moved/> },
                )
            };
            view! { {method_choice(methods, chosen)}{board}{huge} }.into_any()
        }
        Chapter::Symmetry => view! { <SymmetryChapter/> }.into_any(),
        Chapter::Counting => {
            let rows = TOTAL
                .iter()
                .enumerate()
                .map(|(i, q)| view! { <tr><td>{i + 1}</td><td>{group(*q)}</td></tr> })
                .collect_view();
            // A count of one's own, on the page: the core counts a small board in a few
            // milliseconds (the lab's workers take the large ones).
            let n = RwSignal::new(8usize);
            let counted = RwSignal::new(None::<(usize, Counts, f64)>);
            let run = move || {
                let n = n.get_untracked();
                let start = js_sys::Date::now();
                if let Ok(counts) = count(n) {
                    counted.set(Some((n, counts, js_sys::Date::now() - start)));
                }
            };
            // A size entered (Enter, or leaving the field) is counted at once, so the
            // result never names another size than the field.
            view! {
                <BitmaskExample/>
                <div class="learn-count">
                    <SizeInput value=n min=1 max=COUNT_BOX_MAX_N on_change=Callback::new(move |v| { n.set(v); run(); })/>
                    <button class="primary" data-testid="count-here" on:click=move |_| run()>{move || words(lang.get()).labels().count_it}</button>
                    <p class="hint" data-testid="count-sizes">{move || words(lang.get()).count_sizes(COUNT_BOX_MAX_N)}</p>
                    {move || counted.get().map(|(n, c, ms)| view! {
                        <p data-testid="count-result" data-n=n data-total=c.total data-fundamental=c.fundamental aria-live="polite">
                            {words(lang.get()).counted(n, c.total, c.fundamental, ms)}
                        </p>
                    })}
                </div>
                {open_in(move || format!("/lab?n={}", n.get()))}
                // It scrolls on its own: a keyboard scrolls it too.
                <ScrollRegion class="q-table-wrap" name=RegionName::Label(Signal::derive(move || words(lang.get()).labels().q_table))>
                    <table class="q-table"><thead><tr><th>"n"</th><th>"Q(n)"</th></tr></thead><tbody>{rows}</tbody></table>
                </ScrollRegion>
            }
            .into_any()
        }
        Chapter::BruteForce => {
            // The core's numbers, as the chapter's text quotes them (learn::figure).
            let value = |f: Figure| {
                f.values()
                    .ok()
                    .and_then(|v| v.first().copied())
                    .unwrap_or(1)
            };
            let figures = [
                ("C(64, 8)", value(Figure::AnyPlacements(8))),
                ("8⁸", value(Figure::PerFile(8))),
                ("8!", value(Figure::Permutations(8))),
            ];
            let widest = figures[0].1 as f64;
            let bars = figures
                .into_iter()
                .map(|(name, value)| {
                    // Bars on a log scale (said under them): at true length, 8⁸'s bar would
                    // be 0.4 % of the first and 8!'s invisible.
                    let percent = 100.0 * (value as f64).ln() / widest.ln();
                    view! {
                        <li>
                            <span class="bar-name">{name}</span>
                            <span class="bar" style:width=format!("{}%", short(percent, 1))></span>
                            <span class="bar-value">{group(value)}</span>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <ul class="space-bars" aria-describedby="space-bars-scale">{bars}</ul>
                <p class="hint" id="space-bars-scale" data-testid="space-bars-scale">{move || words(lang.get()).labels().bars_scale}</p>
                {stepping(Algorithm::BruteForce, 4)}
            }
                .into_any()
        }
        Chapter::Family => {
            let torus = first_toroidal(5).ok().flatten();
            let superqueens = first_superqueens(10).ok().flatten();
            let card = |rows: Option<Vec<u32>>, caption: fn(&Labels) -> &'static str| {
                rows.map(|rows| {
                    let code: String = rows.iter().map(|r| (r + 1).to_string()).collect::<Vec<_>>().join(" ");
                    let rows: Vec<Option<u32>> = rows.into_iter().map(Some).collect();
                    view! {
                        <figure class="orbit-member">
                            <MiniBoard rows=rows label=code.clone()/>
                            <figcaption>{move || caption(words(lang.get()).labels())}<br/><code>{code.clone()}</code></figcaption>
                        </figure>
                    }
                })
            };
            view! {
                <div class="orbit family-cards">
                    {card(torus, |t| t.torus_caption)}
                    {card(superqueens, |t| t.superqueens_caption)}
                </div>
            }
            .into_any()
        }
    }
}

/// A chapter, from its lead to its exercises.
#[component]
pub fn LearnChapter(
    /// The chapter.
    chapter: Chapter,
    /// Moves already played in its search (a teacher's link, or where the learner left).
    step: usize,
    /// The learner's progress, which the page stores.
    progress: RwSignal<Progress>,
    /// Its score of predictions, derived by the page beside the progress: a reveal of a
    /// chapter just left may be woken by a change to the progress, and must find it.
    score: Signal<Score>,
) -> impl IntoView {
    let lang = use_lang();
    let text = move || words(lang.get()).chapter(chapter);
    let labels = move || words(lang.get()).labels();
    let end = NodeRef::<leptos::html::Div>::new();
    on_reach(end, "0px", move || {
        progress.try_update(|p| p.mark_read(chapter));
    });
    // Which of the chapter's solvers is shown, when it teaches more than one.
    let chosen = RwSignal::new(0usize);
    // The problem follows the language, the learner's arrangement kept; with two
    // solvers, it follows the one chosen, and the chapter's mark waits for each.
    let programs = chapter.programs();
    let solved = RwSignal::new(vec![false; programs.len()]);
    let parsons = move || {
        let index = chosen.get().min(programs.len().saturating_sub(1));
        let program = *programs.get(index)?;
        let listing = parsons_listing(lang.get_untracked(), program);
        // The first problem keeps the shuffle of the chapter's number, as before.
        let seed = chapter.number() as u64 + 10 * index as u64;
        let mut problem = Parsons::new(&listing, seed).taking(program.interchangeable());
        let solved_before = progress.with_untracked(|p| p.marks(chapter).parsons)
            || solved.with_untracked(|s| s[index]);
        // Solved before: shown solved, not shuffled under its "Right".
        if solved_before {
            problem.solve();
        }
        // A problem solved solves those with the same lines (chapter 7's two orders of
        // search differ only in the end of the list a node comes from).
        let same_lines: Vec<usize> = programs
            .iter()
            .enumerate()
            .filter(|&(_, &other)| parsons_listing(lang.get_untracked(), other) == listing)
            .map(|(j, _)| j)
            .collect();
        let on_solved = Callback::new(move |()| {
            solved.update(|s| same_lines.iter().for_each(|&j| s[j] = true));
            if solved.with_untracked(|s| s.iter().all(|&done| done)) {
                progress.update(|p| p.mark_parsons(chapter));
            }
        });
        let listing = Callback::new(move |lang| parsons_listing(lang, program));
        let caption = match program {
            Program::Solver(a) if chapter.algorithms().len() > 1 => Some(view! {
                <p class="parsons-method" data-testid="parsons-method" data-algorithm=a.id()>{move || lang.get().say().algorithm(a).0}</p>
            }),
            _ => None,
        };
        Some(
            view! { {caption}<ParsonsView problem=problem listing=listing solved_before=solved_before on_solved=on_solved/> },
        )
    };
    let questions = Question::of(chapter);
    let quiz = (!questions.is_empty()).then(|| {
        let answered = progress.with_untracked(|p| p.quiz_answers(chapter).to_vec());
        let on_checked = Callback::new(move |sheet: Sheet| {
            let (right, of) = (sheet.right as u8, sheet.of() as u8);
            progress.update(|p| p.record_quiz(chapter, right, of, &sheet.answers));
        });
        view! { <QuizView questions=questions.to_vec() answered=answered on_checked=on_checked/> }
    });
    // The way on: the next chapter, or after the last one, a program of one's own.
    let next = match chapter.next() {
        Some(next) => {
            let href = site_url(&LearnAddress::at(next, 0).to_url());
            view! {
                <p>{move || labels().chapter_end}</p>
                <a class="button primary" data-testid="next-chapter" href=href>
                    {move || format!("{} · {}", labels().next_chapter, words(lang.get()).chapter(next).title)}
                </a>
            }
            .into_any()
        }
        None => view! {
            <p>{move || labels().course_end}</p>
            <a class="button primary" data-testid="write-your-own" href=site_url("/code")>{move || labels().write_your_own}</a>
            <a class="button" data-testid="play-queens" href=site_url("/queens")>{move || labels().play_queens}</a>
            <a class="button" data-testid="all-chapters-end" href=site_url("/learn")>{move || labels().all_chapters}</a>
        }
        .into_any(),
    };

    view! {
        <article class="chapter" data-testid="chapter" data-chapter=chapter.number() aria-labelledby="chapter-title">
            <p class="chapter-label">{move || words(lang.get()).chapter_label(chapter)}</p>
            <h1 id="chapter-title">{move || text().title}</h1>
            <p class="lead">{move || fill(text().lead, labels().and)}</p>
            {widget(chapter, step, progress, score, chosen)}
            {workshop(chapter).map(|to| open_in(move || to.to_string()))}
            // The figures are the core's, computed as the text is shown (learn::figure).
            <ChapterBody chapter=chapter/>
            <section class="sources" aria-labelledby="sources-title">
                <h2 id="sources-title">{move || labels().sources_title}</h2>
                <ol>{move || text().sources.iter().map(|s| view! { <li>{*s}</li> }).collect_view()}</ol>
            </section>
            {parsons}
            {quiz}
            <div class="chapter-end" node_ref=end data-testid="chapter-end">
                {next}
            </div>
        </article>
    }
}
