//! The solver page's logic, natively tested: its playback and the counters it shows.

pub mod figure;
pub mod player;

pub use figure::Figure;
pub use player::Player;
