//! The solver's controls: Play, Pause, Step, Back, Skip to end, Reset, the speed and
//! the scrubber over the run. Each sends a [`Command`]; the page decides what it does.

use crate::context::use_lang;
use crate::decimal::short;
use crate::i18n::group;
use crate::solver::{watch, Command, Player};
use leptos::prelude::*;

/// The speed slider: 10^0 … 10^5 steps per second.
pub const MAX_SPEED_EXP: f64 = 5.0;

/// The toolbar and the scrubber.
#[component]
pub fn SolverControls(
    /// The page's playback (what is enabled, where the scrubber stands).
    player: RwSignal<Option<Player>>,
    /// The speed as a power of ten, in steps per second.
    speed_exp: RwSignal<f64>,
    /// Where the commands go.
    on_command: Callback<Command>,
) -> impl IntoView {
    let lang = use_lang();
    let (pos, len, first) = (
        watch(player, Player::pos),
        watch(player, Player::len),
        watch(player, Player::first),
    );
    let playing = watch(player, Player::is_playing);
    let done = watch(player, Player::is_done);
    let send = move |c: Command| move |_| on_command.run(c);
    view! {
        <div class="controls" role="toolbar" aria-label=move || lang.get().t().solver_controls>
            <button class="primary" on:click=send(Command::Play) disabled=move || playing.get() || done.get()>{move || lang.get().t().play}</button>
            <button on:click=send(Command::Pause) disabled=move || !playing.get()>{move || lang.get().t().pause}</button>
            <button on:click=send(Command::Step) disabled=done>{move || lang.get().t().step}</button>
            <button on:click=send(Command::Back) disabled=move || pos.get() <= first.get()>{move || lang.get().t().back}</button>
            <button data-testid="skip" on:click=send(Command::SkipToEnd) disabled=done>{move || lang.get().t().skip_to_end}</button>
            <button on:click=send(Command::Reset)>{move || lang.get().t().reset}</button>
            <label class="speed">
                <span>{move || lang.get().t().speed}</span>
                <input
                    type="range"
                    data-testid="speed"
                    min="0"
                    max=short(MAX_SPEED_EXP, 1)
                    step="0.1"
                    prop:value=move || short(speed_exp.get(), 2)
                    on:input=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<f64>() { speed_exp.set(v.clamp(0.0, MAX_SPEED_EXP)) }
                    }
                />
                <span class="speed-value" data-testid="speed-value">{move || format!("{} /s", group(10f64.powf(speed_exp.get()).round() as u64))}</span>
            </label>
        </div>
        <label class="timeline">
            <span>{move || lang.get().t().timeline}" "<span data-testid="position">{pos}</span>" / "{len}</span>
            <input
                type="range"
                data-testid="timeline"
                min=first
                max=len
                step="1"
                prop:value=move || pos.get().to_string()
                on:input=move |ev| {
                    if let Ok(k) = event_target_value(&ev).parse::<usize>() { on_command.run(Command::Jump(k)) }
                }
            />
        </label>
    }
}
