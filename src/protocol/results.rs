//! What a finished job returns, and how a page reads only the kind it expects.

use super::job::{Classes, Compared, Counted, HugeBoard, Modelled, Through, VariantClasses};
use super::queens::QueensReply;
use super::{AnimationReply, Carries, Transferred};
use nqueens_code::Report;
use nqueens_core::analysis::Analysis;
use nqueens_core::search::SearchFigures;
use nqueens_core::variants::{Solved, Walk};
use serde::de::{
    self, DeserializeOwned, Deserializer, EnumAccess, Unexpected, VariantAccess, Visitor,
};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::marker::PhantomData;

/// Declares [`JobResult`] and, for each kind, its [`JobOutput`] number, from one list:
/// the numbers a page's decoder expects are the enum's own order, which postcard writes.
macro_rules! job_results {
    ($( $(#[$doc:meta])* $variant:ident($ty:ty), )*) => {
        /// What a finished job returns.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        pub enum JobResult {
            $( $(#[$doc])* $variant($ty), )*
        }
        job_results!(@numbered 0; $( $variant($ty), )*);
    };
    (@numbered $index:expr; ) => {};
    (@numbered $index:expr; $variant:ident($ty:ty), $( $rest:ident($rest_ty:ty), )*) => {
        impl JobOutput for $ty {
            const VARIANT: u32 = $index;
        }

        impl TryFrom<JobResult> for $ty {
            type Error = JobResult;

            fn try_from(result: JobResult) -> Result<$ty, JobResult> {
                match result {
                    JobResult::$variant(output) => Ok(output),
                    other => Err(other),
                }
            }
        }

        impl From<$ty> for JobResult {
            fn from(output: $ty) -> JobResult {
                JobResult::$variant(output)
            }
        }

        job_results!(@numbered $index + 1; $( $rest($rest_ty), )*);
    };
}

job_results! {
    /// A chunk of a count.
    Counted(Counted),
    /// The classes of n.
    Classes(Classes),
    /// A position's analysis.
    Analysed(Analysis),
    /// A huge board.
    Huge(HugeBoard),
    /// The solutions through a square.
    Through(Through),
    /// A search's figures.
    Figures(SearchFigures),
    /// Model 1 solved.
    Modelled(Modelled),
    /// A variant's figure and a checked example.
    Variant(Solved),
    /// A variant's placements in classes.
    VariantClasses(VariantClasses),
    /// A variant's search, step by step.
    Walked(Walk),
    /// A learner's program, run and checked.
    Code(Report),
    /// Q(n) counted by both methods, timed.
    Compared(Compared),
    /// A Queens level made, or a layout counted.
    Queens(QueensReply),
}

/// One kind of [`JobResult`], the one a page's job hook asks for (`use_job::<Analysis>()`).
pub trait JobOutput:
    TryFrom<JobResult, Error = JobResult> + Into<JobResult> + DeserializeOwned + Carries
{
    /// Its variant's number in [`JobResult`], as it travels.
    const VARIANT: u32;
}

/// A [`JobResult`] read by a client that expects one kind `T`, and refuses any other as
/// malformed. A page's decoder then holds the code for its own results only: one decoder
/// for every kind took 18 KB of the wasm that every page loads.
#[derive(Debug)]
pub struct Only<T>(pub T);

impl<'de, T: JobOutput> Deserialize<'de> for Only<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Only<T>, D::Error> {
        struct Expect<T>(PhantomData<T>);

        impl<'de, T: JobOutput> Visitor<'de> for Expect<T> {
            type Value = Only<T>;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "result kind {}", T::VARIANT)
            }

            fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Only<T>, A::Error> {
                let (kind, content) = data.variant::<u32>()?;
                if kind != T::VARIANT {
                    return Err(de::Error::invalid_value(
                        Unexpected::Unsigned(kind.into()),
                        &self,
                    ));
                }
                content.newtype_variant::<T>().map(Only)
            }
        }

        deserializer.deserialize_enum("JobResult", &[], Expect(PhantomData))
    }
}

/// What a client never receives: a job client gets no animation events, an animation
/// no job result. Nothing decodes as it, so such a message is malformed, and the
/// client's decoder holds no code for the other kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Never {}

impl<'de> Deserialize<'de> for Never {
    fn deserialize<D: Deserializer<'de>>(_: D) -> Result<Never, D::Error> {
        Err(de::Error::custom("a message this client never receives"))
    }
}

impl Carries for JobResult {
    fn transferred(&mut self) -> Option<&mut Transferred> {
        match self {
            JobResult::Huge(huge) => huge.transferred(),
            _ => None,
        }
    }
}

impl Carries for HugeBoard {
    fn transferred(&mut self) -> Option<&mut Transferred> {
        Some(&mut self.rows)
    }
}

impl<T: JobOutput> Carries for Only<T> {
    fn transferred(&mut self) -> Option<&mut Transferred> {
        self.0.transferred()
    }
}

/// The kinds whose every field travels in the bytes.
macro_rules! carry_nothing {
    ($($ty:ty),*) => { $( impl Carries for $ty {} )* };
}

carry_nothing!(
    Counted,
    Classes,
    Analysis,
    Through,
    SearchFigures,
    Modelled,
    Solved,
    VariantClasses,
    Walk,
    Report,
    Compared,
    QueensReply,
    Never
);

impl<S, E> Carries for AnimationReply<S, E> {}
