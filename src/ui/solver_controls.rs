//! The solver's controls: Play, Pause, Step, Back, Skip to end, Reset, the jumps
//! between solutions and backtracks, "go to step", the speed and the scrubber over the
//! run. Each sends a [`Command`] to the page's playback (a [`Transport`]: the solver's
//! search, or a learner's program); none decides anything.

use crate::i18n::group;
use crate::site::context::use_lang;
use crate::solver::{Command, Transport};
use crate::ui::decimal::short;
use leptos::prelude::*;

/// The speed slider: 10^0 … 10^5 steps per second.
pub const MAX_SPEED_EXP: f64 = 5.0;

/// The toolbar, the position and the scrubber.
#[component]
pub fn SolverControls(
    /// The page's playback.
    transport: Transport,
) -> impl IntoView {
    let lang = use_lang();
    let state = transport.state;
    let pos = Memo::new(move |_| state.with(|s| s.pos));
    let total = Memo::new(move |_| state.with(|s| s.total));
    let reached = Memo::new(move |_| state.with(|s| s.reached));
    let playing = Memo::new(move |_| state.with(|s| s.playing));
    let done = Memo::new(move |_| state.with(|s| s.done));
    let seeking = Memo::new(move |_| state.with(|s| s.seeking));
    let busy = move || seeking.with(Option::is_some);
    let at_start = move || pos.get() == 0;
    let run = move |c: Command| transport.command.run(c);
    let send = move |c: Command| move |_| run(c);
    // The scrubber covers the steps known so far: the whole run once the worker has
    // reached its end.
    let last = move || total.get().unwrap_or_else(|| reached.get());
    let go_to = RwSignal::new(String::new());
    let go = move || {
        if let Ok(k) = go_to
            .get_untracked()
            .trim()
            .replace([',', '.', ' ', '\u{202f}'], "")
            .parse::<usize>()
        {
            run(Command::Jump(k));
        }
    };
    view! {
        // The play bar: what a learner taps at every step, and where the run stands. On a
        // phone it stays at the foot of the screen (style: `.playbar`).
        <div class="playbar">
            <div class="controls" role="toolbar" aria-label=move || lang.get().t().solver_controls>
                <button data-testid="back" on:click=send(Command::Back) disabled=move || at_start() || busy()>{move || lang.get().t().back}</button>
                <button class="primary" data-testid="play" on:click=send(Command::Play) disabled=move || playing.get() || done.get() || busy()>{move || lang.get().t().play}</button>
                <button data-testid="pause" on:click=send(Command::Pause) disabled=move || !playing.get()>{move || lang.get().t().pause}</button>
                <button data-testid="step" on:click=send(Command::Step) disabled=move || done.get() || busy()>{move || lang.get().t().step}</button>
            </div>
            <label class="timeline">
                <span class="position">
                    {move || lang.get().t().timeline}" "
                    <span data-testid="position" data-step=move || pos.get().to_string()>{move || group(pos.get() as u64)}</span>" "
                    <span data-testid="total" data-total=move || total.get().map(|t| t.to_string())>
                        {move || lang.get().say().of_steps(total.get(), reached.get())}
                    </span>
                    <Show when=move || total.get().is_none()>
                        " "<span class="searching" data-testid="still-searching">{move || lang.get().t().still_searching}</span>
                    </Show>
                </span>
                <input
                    type="range"
                    data-testid="timeline"
                    min="0"
                    max=move || last().to_string()
                    step="1"
                    prop:value=move || pos.get().to_string()
                    on:input=move |ev| {
                        if let Ok(k) = event_target_value(&ev).parse::<usize>() { run(Command::Jump(k)) }
                    }
                />
            </label>
            <p class="seeking" data-testid="seeking" aria-live="polite">
                {move || seeking.get().map(|(target, steps)| lang.get().say().seeking(target, steps))}
            </p>
        </div>
        <div class="controls jumps" role="toolbar" aria-label=move || lang.get().t().solver_jumps>
            <button data-testid="previous-solution" on:click=send(Command::PreviousSolution) disabled=move || at_start() || busy()>{move || lang.get().t().previous_solution}</button>
            <button data-testid="next-solution" on:click=send(Command::NextSolution) disabled=move || done.get() || busy()>{move || lang.get().t().next_solution}</button>
            <button data-testid="next-backtrack" on:click=send(Command::NextBacktrack) disabled=move || done.get() || busy()>{move || lang.get().t().next_backtrack}</button>
            <button data-testid="skip" on:click=send(Command::SkipToEnd) disabled=move || done.get() || busy()>{move || lang.get().t().skip_to_end}</button>
            <button data-testid="reset" on:click=send(Command::Reset)>{move || lang.get().t().reset}</button>
            <form class="go-to" on:submit=move |ev| { ev.prevent_default(); go(); }>
                <label>
                    <span>{move || lang.get().t().go_to_step}</span>
                    <input
                        type="text"
                        inputmode="numeric"
                        size="7"
                        data-testid="go-to-step"
                        prop:value=move || go_to.get()
                        on:input=move |ev| go_to.set(event_target_value(&ev))
                    />
                </label>
                <button type="submit" data-testid="go">{move || lang.get().t().go}</button>
            </form>
            <label class="speed">
                <span>{move || lang.get().t().speed}</span>
                <input
                    type="range"
                    data-testid="speed"
                    min="0"
                    max=short(MAX_SPEED_EXP, 1)
                    step="0.1"
                    prop:value=move || short(transport.speed_exp.get(), 2)
                    on:input=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<f64>() { transport.set_speed_exp.run(v.clamp(0.0, MAX_SPEED_EXP)) }
                    }
                />
                <span class="speed-value" data-testid="speed-value">{move || format!("{} /s", group(10f64.powf(transport.speed_exp.get()).round() as u64))}</span>
            </label>
        </div>
    }
}
