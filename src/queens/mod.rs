//! /queens, the region puzzle: its page, its builder, their state, words and colours.

pub mod palette;
