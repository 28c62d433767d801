//! The study module (`tobit_study.js`, the crate `tobit-web-study`): the tools of the main thread's
//! study screens, loaded on demand by the pages that show them and never by the engine
//! workers: the analysis board's game tree ([`GameTree`]), the diagrams ([`diagram`]) and the
//! game clock of a timed game ([`Clock`], with the time controls), the position editor's rules
//! ([`setup_read`] and the other `setup*`, loaded on the editor page) and a game's PDN ([`game_pdn`]), the reading and
//! writing of PDN files ([`read_pdn_file`], in the app's PDN worker, the one worker that loads
//! this module), the review grades' thresholds ([`review_thresholds`], which the analysis
//! board states), the positions' keys of the opening explorer ([`explorer_line`]). Its results are serde types ([`tobit_web::to_js`]), declared in
//! `tobit_study.d.ts`.
#![deny(missing_docs)]

mod clock;
mod clock_types;
mod diagram;
mod explorer_line;
mod game_pdn;
mod game_tree;
mod pdn_file;
mod review_thresholds;
mod setup;
mod thrown;
mod tree_view;

pub use clock::{custom_time_control, parse_time_control, time_control_text, timed_pdn, Clock};
pub use clock_types::{ClockNews, TurnCost};
pub use diagram::{diagram, shapes_text_of, DiagramImage, DiagramOptions, ShapesText};
pub use explorer_line::{explorer_line, ExplorerLine};
pub use game_pdn::game_pdn;
pub use game_tree::GameTree;
pub use pdn_file::{read_pdn_file, write_pdn_file, PdnFile, PdnFileGame};
pub use review_thresholds::review_thresholds;
pub use setup::{
    setup_empty, setup_neighbours, setup_place, setup_read, setup_report, setup_side, SetupEdit,
    SetupPiece, SetupReport,
};
pub use tobit_web::clock_faces::{ClockFace, ClockFaces};
pub use tree_view::TreeNode;
