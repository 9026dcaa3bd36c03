//! The solver page's logic, natively tested: the counters it shows.

pub mod figure;

pub use figure::Figure;
