// Starts the worker's wasm. trunk's own loader shim passes the wasm path positionally,
// which wasm-bindgen reports as deprecated in the console; this passes the object form.
// Paths are relative to this file, so the worker works under any public URL.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' });
