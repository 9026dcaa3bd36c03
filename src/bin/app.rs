//! The page's entry point: install the panic hook, mount the app.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        nqueens::site::fatal::install_panic_hook();
        // Mounted in a task of its own: starting the module (compiling what it runs
        // first) and building the app are then two short main-thread tasks, not one
        // long one; the prerendered page is on screen meanwhile.
        gloo_timers::callback::Timeout::new(0, || {
            leptos::mount::mount_to_body(nqueens::app::App);
        })
        .forget();
    }
}
