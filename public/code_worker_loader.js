// Starts the code worker's wasm, as worker_loader.js starts the main worker's: the object
// form of wasm_bindgen's argument, and paths relative to this file.
importScripts('./code_worker.js');
wasm_bindgen({ module_or_path: './code_worker_bg.wasm' });
