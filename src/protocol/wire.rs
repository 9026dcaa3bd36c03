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
    if let Some(bytes) = data.dyn_ref::<js_sys::Uint8Array>() {
        return parse(&bytes.to_vec());
    }
    let get = |key: &str| js_sys::Reflect::get(data, &JsValue::from_str(key)).ok();
    let bytes = get("bytes")
        .and_then(|b| b.dyn_into::<js_sys::Uint8Array>().ok())
        .ok_or_else(|| Failure::Protocol("a message without its bytes".to_string()))?;
    let mut message: M = parse(&bytes.to_vec())?;
    let rows = get("rows").and_then(|r| r.dyn_into::<js_sys::Uint32Array>().ok());
    if let (Some(field), Some(rows)) = (message.transferred(), rows) {
        field.0 = rows.to_vec();
    }
    Ok(message)
}
