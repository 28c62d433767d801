//! The games-by-link module (`tobit_links.js`, the crate `tobit-web-link`): a link read
//! ([`link_read`]), written from a game ([`link_write`]) and merged with the stored game
//! ([`link_merge`], and `liveMerge` for a live message), a live game's clock ([`live_clock_view`] and
//! the rest of `live_clock`), the times per move offered ([`link_days`]) and the longest name a link
//! carries ([`link_max_name_bytes`]). Loaded by the link page and
//! by My games' list of games by link, never on the first load; its own module, so the study
//! module does not carry it. Its results are serde types ([`tobit_web::to_js`]), declared in
//! `tobit_links.d.ts`.
#![deny(missing_docs)]

mod link;
mod live_clock;

pub use link::{
    link_days, link_max_name_bytes, link_merge, link_read, link_write, LinkGame, LinkMerge,
    LinkProblem,
};
pub use live_clock::{
    live_clock_flag, live_clock_new, live_clock_presets, live_clock_stamp, live_clock_view,
    live_timed_merge, live_timed_pdn, LiveClock, LiveClockView, LiveStamp, LiveTimedMerge,
};
