//! A chapter's questions: numbers to type and choices to pick, checked together. The
//! answers are computed by the core when the questions are asked ([`Question::ask`]);
//! a wrong answer is told the figures behind the right one. A sheet kept from an
//! earlier visit opens as it was checked: its answers in their fields, with their marks.

use crate::learn::address::LearnAddress;
use crate::learn::quiz::{Answer, Asked, Given, Question, Sheet};
use crate::learn::words::words;
use crate::learn::Chapter;
use crate::site::base::site_url;
use crate::site::context::use_lang;
use crate::ui::board::Board;
use leptos::prelude::*;
use nqueens_core::Square;

/// The questions and their check.
#[component]
pub fn QuizView(
    /// The questions: a chapter's, or a teacher's set.
    questions: Vec<Question>,
    /// For a set: the chapter each question comes from, which its hint points to.
    #[prop(optional)]
    hints: Option<Vec<Chapter>>,
    /// Each hint shown.
    #[prop(optional)]
    on_hint: Option<Callback<()>>,
    /// The answers of a sheet checked before (kept on the device), shown checked; ones
    /// that do not fit these questions are not shown.
    #[prop(optional)]
    answered: Vec<Option<Given>>,
    /// Each check of the whole sheet: the answers, and how many are right.
    on_checked: Callback<Sheet>,
) -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    let asked: Vec<Asked> = questions.iter().filter_map(|q| q.ask().ok()).collect();
    let count = asked.len();
    let restored = Sheet::restore(&asked, &answered);
    let results = RwSignal::new(restored.as_ref().map(|kept| Sheet::marks(&asked, kept)));
    let given: Vec<RwSignal<Option<Given>>> = (0..count)
        .map(|i| RwSignal::new(restored.as_ref().and_then(|kept| kept[i].clone())))
        .collect();
    let check = {
        let asked = asked.clone();
        let given = given.clone();
        move |_| {
            let answers = given.iter().map(|g| g.get_untracked()).collect();
            let sheet = Sheet::check(&asked, answers);
            results.set(Some(Sheet::marks(&asked, &sheet.answers)));
            on_checked.run(sheet);
        }
    };
    let items = asked
        .into_iter()
        .zip(given)
        .enumerate()
        .map(|(i, (asked, given))| {
            let asked = StoredValue::new(asked);
            let result = move || results.with(|r| r.as_ref().and_then(|r| r.get(i).copied()));
            let hint = hints.as_ref().and_then(|h| h.get(i).copied()).map(|chapter| {
                let shown = RwSignal::new(false);
                let href = site_url(&LearnAddress::at(chapter, 0).to_url());
                view! {
                    <Show
                        when=move || shown.get()
                        fallback=move || view! {
                            <button class="link" data-testid="quiz-hint" on:click=move |_| {
                                shown.set(true);
                                if let Some(cb) = on_hint { cb.run(()) }
                            }>{move || labels().hint}</button>
                        }
                    >
                        <p class="hint" data-testid="quiz-hint-text">
                            <a href=href.clone() target="_blank">{move || words(lang.get()).hint_for(chapter)}</a>
                        </p>
                    </Show>
                }
            });
            let start = asked.with_value(|a| match a.answer {
                Answer::Completion { given, .. } => Some(given),
                _ => None,
            });
            let field = if let Some(start) = start {
                // A board to complete: the given queens stay, the other files take clicks.
                let kept = given.with_untracked(|g| match g {
                    Some(Given::Board(board)) => Some(*board),
                    _ => None,
                });
                let board = RwSignal::new(kept.unwrap_or(start));
                let on_toggle = Callback::new(move |sq: Square| {
                    if start.row(sq.col as usize).is_some() {
                        return;
                    }
                    board.update(|b| {
                        b.toggle(sq);
                    });
                    given.set(Some(Given::Board(board.get_untracked())));
                    results.set(None);
                });
                view! {
                    <div class="learn-board quiz-board">
                        <Board placement=board fixed=start on_toggle=on_toggle/>
                    </div>
                }
                .into_any()
            } else if asked.with_value(|a| a.choices.is_empty()) {
                let typed = given.with_untracked(|g| match g {
                    Some(Given::Text(text)) => text.clone(),
                    _ => String::new(),
                });
                view! {
                    <input type="text" inputmode="numeric" autocomplete="off" data-testid="quiz-number" value=typed
                        aria-label=move || labels().your_answer
                        on:input=move |ev| { given.set(Some(Given::Text(event_target_value(&ev)))); results.set(None); }/>
                }
                .into_any()
            } else {
                let name = format!("quiz-{i}");
                asked
                    .with_value(|a| a.choices.clone())
                    .into_iter()
                    .enumerate()
                    .map(|(c, choice)| {
                        let choice = StoredValue::new(choice);
                        view! {
                            <label class="quiz-choice">
                                <input type="radio" name=name.clone() data-testid="quiz-choice"
                                    checked=given.with_untracked(|g| *g == Some(Given::Choice(c)))
                                    on:change=move |_| { given.set(Some(Given::Choice(c))); results.set(None); }/>
                                {move || words(lang.get()).choice(&choice.read_value())}
                            </label>
                        }
                    })
                    .collect_view()
                    .into_any()
            };
            view! {
                <li class="quiz-question" data-testid="quiz-question"
                    data-correct=move || result().map(|r| r.to_string())>
                    <fieldset>
                        <legend>{move || words(lang.get()).question(asked.read_value().question)}</legend>
                        {field}
                    </fieldset>
                    {hint}
                    {move || result().map(|right| {
                        let l = words(lang.get());
                        let text = if right {
                            l.labels().right.to_string()
                        } else {
                            format!("{}: {}", l.labels().wrong, l.why(&asked.read_value()))
                        };
                        view! { <p class="quiz-result" class:bad=!right>{text}</p> }
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="quiz" aria-labelledby="quiz-title" data-testid="quiz">
            <h2 id="quiz-title">{move || labels().quiz_title}</h2>
            <ol class="quiz-questions">{items}</ol>
            <button class="primary" data-testid="quiz-check" on:click=check>{move || labels().quiz_check}</button>
            <p class="quiz-score" data-testid="quiz-score" aria-live="polite">
                {move || results.with(|r| r.as_ref().map(|r| words(lang.get()).quiz_score(r.iter().filter(|&&m| m).count(), r.len())))}
            </p>
        </section>
    }
}
