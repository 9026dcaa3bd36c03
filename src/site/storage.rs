//! The browser's local storage, for what a visit leaves for the next one: the language,
//! the theme, and the finished part of a count. Every call is quiet when storage is
//! unavailable (private modes, a full quota): the app works on without it.

use web_sys::Storage;

fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The value under `key`.
pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok()?
}

/// Stores `value` under `key`; false when the browser refuses (a full quota).
pub fn set(key: &str, value: &str) -> bool {
    local().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Forgets `key`.
pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// Every key that starts with `prefix`.
pub fn keys_with_prefix(prefix: &str) -> Vec<String> {
    let Some(s) = local() else { return Vec::new() };
    let len = s.length().unwrap_or(0);
    (0..len)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect()
}
