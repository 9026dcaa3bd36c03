//! The array functions a solver reaches for, in place of Rhai's `BasicArrayPackage`.
//!
//! Rhai builds array literals, indexing (`rows[k] = r`) and printing into the engine
//! itself; its package adds some fifty functions more (sorting, mapping, splicing,
//! slicing), and with them 25 KB to the gzipped interpreter (measured: 189.1 KB with the
//! package, 164.0 KB without), which /code's first visit counts against its 500 KB.
//! A solver keeps rows, columns or a stack of choices in an array, and needs little more
//! than what is here, with Rhai's own names and meanings:
//!
//! `len`, `is_empty`, `push`, `pop`, `shift`, `insert`, `remove`, `clear`, `truncate`,
//! `pad`, `contains` (and so `x in array`), `index_of`, and `for x in array`.

use rhai::{Array, Dynamic, Engine, EvalAltResult, NativeCallContext, Position, INT};

/// The most items an array may hold: room for the 14,200 solutions of n = 12 collected
/// in one, and a program that grows one without end is stopped with a message within
/// seconds. (Rhai's debugger copies a call's arguments for its call stack, the array
/// too, so each `push` costs the array's length: 20,000 pushes take 3 s natively.)
pub const MAX_ARRAY_LEN: usize = 20_000;

/// Registers the functions with `engine`.
pub fn register(engine: &mut Engine) {
    engine
        .register_iterator::<Array>()
        .register_fn("len", |a: &mut Array| a.len() as INT)
        .register_fn("is_empty", |a: &mut Array| a.is_empty())
        .register_fn("push", |a: &mut Array, item: Dynamic| {
            grow(a, a.len() + 1, |a| a.push(item))
        })
        .register_fn("pop", |a: &mut Array| a.pop().unwrap_or(Dynamic::UNIT))
        .register_fn("shift", |a: &mut Array| {
            if a.is_empty() {
                Dynamic::UNIT
            } else {
                a.remove(0)
            }
        })
        .register_fn("insert", |a: &mut Array, index: INT, item: Dynamic| {
            let at = position(index, a.len()).unwrap_or(if index < 0 { 0 } else { a.len() });
            grow(a, a.len() + 1, |a| a.insert(at, item))
        })
        .register_fn("remove", |a: &mut Array, index: INT| {
            position(index, a.len()).map_or(Dynamic::UNIT, |at| a.remove(at))
        })
        .register_fn("clear", |a: &mut Array| a.clear())
        .register_fn("truncate", |a: &mut Array, len: INT| {
            a.truncate(usize::try_from(len).unwrap_or(0))
        })
        .register_fn("pad", |a: &mut Array, len: INT, item: Dynamic| {
            let len = usize::try_from(len).unwrap_or(0);
            if len <= a.len() {
                return Ok(());
            }
            grow(a, len, |a| a.resize(len, item))
        })
        .register_fn(
            "contains",
            |ctx: NativeCallContext, a: &mut Array, value: Dynamic| {
                Ok::<_, Box<EvalAltResult>>(find(&ctx, a, &value)?.is_some())
            },
        )
        .register_fn(
            "index_of",
            |ctx: NativeCallContext, a: &mut Array, value: Dynamic| {
                Ok::<_, Box<EvalAltResult>>(find(&ctx, a, &value)?.map_or(-1, |i| i as INT))
            },
        );
}

/// Changes `a` by `change`, which leaves it `len` items long, if that is allowed.
fn grow(
    a: &mut Array,
    len: usize,
    change: impl FnOnce(&mut Array),
) -> Result<(), Box<EvalAltResult>> {
    if len > MAX_ARRAY_LEN {
        return Err(Box::new(EvalAltResult::ErrorDataTooLarge(
            format!("an array of more than {MAX_ARRAY_LEN} items"),
            Position::NONE,
        )));
    }
    change(a);
    Ok(())
}

/// Where `index` falls in an array of `len` items, counting from the end when negative,
/// as Rhai's own functions do; `None` outside it.
fn position(index: INT, len: usize) -> Option<usize> {
    let at = if index < 0 {
        len.checked_sub(usize::try_from(index.unsigned_abs()).ok()?)?
    } else {
        usize::try_from(index).ok()?
    };
    (at < len).then_some(at)
}

/// The first item of `a` equal to `value` by the language's `==`; values of types that
/// `==` does not compare (a number and a string) are not equal.
fn find(
    ctx: &NativeCallContext,
    a: &Array,
    value: &Dynamic,
) -> Result<Option<usize>, Box<EvalAltResult>> {
    for (i, item) in a.iter().enumerate() {
        match ctx.call_native_fn::<bool>("==", (item.clone(), value.clone())) {
            Ok(true) => return Ok(Some(i)),
            Ok(false) => {}
            Err(e) if matches!(*e, EvalAltResult::ErrorFunctionNotFound(..)) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(None)
}
