//! The page's entry point: install the panic hook, mount the app.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        nqueens::fatal::install_panic_hook();
        leptos::mount::mount_to_body(nqueens::app::App);
    }
}
