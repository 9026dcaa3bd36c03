//! The worker's entry point (built by trunk with `data-type="worker"`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    nqueens::worker::entry::start();
}
