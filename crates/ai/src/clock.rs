//! Reading the time: a plain function returning milliseconds.
//!
//! `std::time::Instant` panics on wasm32-unknown-unknown, so the search never calls it directly:
//! it reads a [`Clock`]. Natively the default clock is based on `Instant`; on wasm there is no
//! default clock (the web layer passes `js_sys::Date::now`), and without one a move-time limit
//! cannot be measured, so only the depth, node and stop limits apply there.

/// A clock: the current time in milliseconds from an arbitrary origin.
pub type Clock = fn() -> f64;

/// The default clock of this platform, if it has one.
pub fn default_clock() -> Option<Clock> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(native_now_ms)
    }
    #[cfg(target_arch = "wasm32")]
    {
        None
    }
}

/// Milliseconds since the first call, measured with `Instant`.
#[cfg(not(target_arch = "wasm32"))]
fn native_now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}
