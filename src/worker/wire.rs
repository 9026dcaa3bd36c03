//! A message's bytes on the way between page and worker: posted as a `Uint8Array`
//! whose buffer is transferred, not copied, and read back into bytes on arrival.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The bytes as a fresh `Uint8Array`, ready to be posted.
pub fn to_array(bytes: &[u8]) -> js_sys::Uint8Array {
    js_sys::Uint8Array::from(bytes)
}

/// The transfer list that hands these arrays' buffers to the other side.
pub fn transfer(arrays: &[&js_sys::Uint8Array]) -> js_sys::Array {
    arrays.iter().map(|a| JsValue::from(a.buffer())).collect()
}

/// The bytes of a posted `Uint8Array`, or `None` for anything else.
pub fn read(value: &JsValue) -> Option<Vec<u8>> {
    value.dyn_ref::<js_sys::Uint8Array>().map(|a| a.to_vec())
}
