//! A message on its way between page and worker. Its bytes are posted as a `Uint8Array`
//! whose buffer is transferred, not copied. A message with a [`Transferred`] field posts
//! `{ bytes, rows }` instead, the rows as a transferred `Uint32Array` of their own.

use super::{encode, parse, Carries, Failure, Transferred};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What to post, and the buffers handed over with it.
pub struct Envelope {
    /// The posted value.
    pub data: JsValue,
    /// The transfer list.
    pub transfer: js_sys::Array,
}

/// Packs `message` for posting: its [`Transferred`] field, if it has one, is moved out
/// of it and travels beside the bytes.
pub fn pack<M: Serialize + Carries>(message: &mut M) -> Envelope {
    let rows = message
        .transferred()
        .map(|Transferred(rows)| std::mem::take(rows));
    pack_with(message, rows)
}

/// Packs a message that has no [`Transferred`] field to take (the page's messages).
pub fn pack_plain<M: Serialize>(message: &M) -> Envelope {
    pack_with(message, None)
}

fn pack_with<M: Serialize>(message: &M, rows: Option<Vec<u32>>) -> Envelope {
    let bytes = js_sys::Uint8Array::from(&encode(message)[..]);
    let transfer = js_sys::Array::of1(&bytes.buffer());
    let Some(rows) = rows else {
        return Envelope {
            data: bytes.into(),
            transfer,
        };
    };
    let rows = js_sys::Uint32Array::from(&rows[..]);
    transfer.push(&rows.buffer());
    let object = js_sys::Object::new();
    // Setting a property of a fresh plain object cannot throw.
    let _ = js_sys::Reflect::set(&object, &"bytes".into(), &bytes);
    let _ = js_sys::Reflect::set(&object, &"rows".into(), &rows);
    Envelope {
        data: object.into(),
        transfer,
    }
}

/// Reads a posted message as an `M`, its [`Transferred`] field filled from beside the
/// bytes; anything else is a protocol failure.
pub fn unpack<M: DeserializeOwned + Carries>(data: &JsValue) -> Result<M, Failure> {
    let (bytes, rows) = open(data)?;
    let mut message: M = parse(&bytes)?;
    if let (Some(field), Some(rows)) = (message.transferred(), rows) {
        field.0 = rows;
    }
    Ok(message)
}

/// Whether a posted message is [`FromWorker::Ready`](super::FromWorker::Ready), told
/// from its bytes alone, so a worker's handle need not decode what its client will.
pub fn is_ready(data: &JsValue) -> bool {
    data.dyn_ref::<js_sys::Uint8Array>()
        .is_some_and(|bytes| bytes.to_vec() == super::READY)
}

/// A posted message's bytes, and the rows beside them if any. Not generic: every
/// client's reader shares this code, and only parsing is its own.
fn open(data: &JsValue) -> Result<(Vec<u8>, Option<Vec<u32>>), Failure> {
    if let Some(bytes) = data.dyn_ref::<js_sys::Uint8Array>() {
        return Ok((bytes.to_vec(), None));
    }
    let get = |key: &str| js_sys::Reflect::get(data, &JsValue::from_str(key)).ok();
    let bytes = get("bytes")
        .and_then(|b| b.dyn_into::<js_sys::Uint8Array>().ok())
        .ok_or_else(|| Failure::Protocol("a message without its bytes".to_string()))?;
    let rows = get("rows").and_then(|r| r.dyn_into::<js_sys::Uint32Array>().ok());
    Ok((bytes.to_vec(), rows.map(|r| r.to_vec())))
}
