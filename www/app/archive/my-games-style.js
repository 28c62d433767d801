// @ts-check
// The rules of My games (my-games.js) and its PDN parts (pdn-tools.js, pdn-import.js), adopted
// by the document when My games first opens (adoptRules): the first page load carries none of
// them (a style sheet of its own would be one request more, and app.css is on the first load).

/** My games' rules (adopted with app/adopt-rules.js). */
export const MY_GAMES_RULES = `
.my-games { width: min(40rem, 94vw); }
#my-link-games h3 { margin: 0.6rem 0 0.2rem; font-size: 1rem; }
.my-link-games { max-height: 30vh; }
.my-games-list { list-style: none; padding: 0; margin: 0; max-height: 60vh; overflow-y: auto; }
.my-game { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; padding: 0.5rem 0;
  border-bottom: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
.my-game time { font-weight: 600; }
.my-game-current { border-left: 0.25rem solid currentColor; padding-left: 0.5rem; }
.my-game-mark { margin-right: 0.25rem; }
.my-game-about { flex: 1 1 16rem; }
.my-game-actions { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.my-game-actions button { min-height: 44px; min-width: 44px; }
.pdn-tools { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; margin: 0.4rem 0; }
.pdn-tools .keep { display: inline-flex; align-items: center; gap: 0.3rem; }
.pdn-tools .check { display: inline-flex; align-items: center; gap: 0.3rem; min-height: 44px; }
.my-game-select, .pdn-game input { width: 1.4rem; height: 1.4rem; }
@media (max-width: 600px), (pointer: coarse) { .my-game-select, .pdn-game input, #my-games-select-all { width: 44px; height: 44px; margin: 0; } }
.pdn-import textarea { display: block; width: 100%; font: 0.9rem ui-monospace, monospace; }
.pdn-import progress { display: block; width: 100%; height: 1rem; }
.pdn-import .pdn-games { max-height: 45vh; }
.pdn-import.dropping { outline: 3px dashed currentColor; }
.pdn-file { display: inline-flex; align-items: center; min-height: 44px; padding: 0.3rem 0.7rem; border: 1px solid var(--edge); border-radius: 0.4rem; cursor: pointer; font-weight: normal; margin: 0; }
.pdn-import input[type="file"] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
.pdn-import input[type="file"]:focus-visible + .pdn-file { outline: 3px solid var(--focus); outline-offset: 2px; }
.pdn-games { list-style: none; padding: 0; margin: 0; max-height: 50vh; overflow-y: auto; }
.pdn-game { display: grid; grid-template-columns: auto 1fr; gap: 0.2rem 0.6rem; align-items: center; padding: 0.35rem 0;
  border-bottom: 1px solid color-mix(in srgb, currentColor 20%, transparent); content-visibility: auto; contain-intrinsic-size: auto 3rem; }
.pdn-game label { display: inline; cursor: pointer; font-weight: normal; margin: 0; }
.pdn-error { grid-column: 2; margin: 0; color: #9b1c1c; }
@media (prefers-color-scheme: dark) { .pdn-error { color: #ff9c9c; } }
.pdn-tools label { display: inline; margin: 0; font-weight: normal; }
`;
