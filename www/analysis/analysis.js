// @ts-check
// The analysis board (analysis.html): a game or position studied with its variations, the
// engine's lines, the endgame tables' verdicts and a review of every move. The tree is the
// study module's `GameTree` (Rust), loaded here on the main thread; the searches run in the
// engine pool's workers. The address always describes the position shown (lib/address/analysis-link.js).
import '../i18n/page-language.js'; // first: the boards start in the page's language
import '../element/tobit-board.js';
import { startPage } from '../lib/page-shell.js';
import { loadStudy } from '../wasm/loader.js';
import { loadConfig } from '../wasm/config.js';
import { Study } from './study.js';
import { MoveTree } from './move-tree.js';
import { linkQuery, readLink } from '../lib/address/analysis-link.js';
import { EnginePanel } from './engine-panel.js';
import { EvalBar } from './eval-bar.js';
import { forWhite } from './score.js';
import { shapeKey, shapesToDraw } from './shapes.js';
import { Review } from './review.js';
import { bindKeys, drawHelp, press } from './keys.js';
import { analyse, warmUp } from '../engine/pool.js';
import { keepLast, keepSolved, keepWithGame, lastStudy, onLastStudyElsewhere, savedGame, solvedInGame } from './saved.js';
import { mergeStudy } from './merge.js';
import { humanColor } from '../lib/game/mode.js';
import { canKeep } from '../lib/storage.js';
import { failureText } from '../lib/failure.js';
import { pdnErrorAt, pdnErrorOf, replayErrorOf, replayErrorText } from '../lib/coded-errors.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_engine.js').AnalysisInfo} AnalysisInfo */
/** @typedef {import('../tobit.js').Arrow} Arrow */
/** @typedef {import('../tobit.js').Circle} Circle */
/** @typedef {import('./keys.js').KeyAction} KeyAction */

const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const board = /** @type {import('../element/tobit-board.js').TobitBoard} */ (byId('board'));
const previewBoard = /** @type {import('../element/tobit-board.js').TobitBoard} */ (byId('preview-board'));
const feedback = byId('feedback');
const announcer = byId('announce');

/** @type {Translator | null} */
let t = null;

/** Says a text to the screen reader (the same text twice is said twice). */
function announce(/** @type {string} */ text) {
  announcer.textContent = '';
  requestAnimationFrame(() => { announcer.textContent = text; });
}

/** The problem shown under the panel in the page's words (a PDN that could not be opened, a
 * comment refused), worded again when the language changes; null for none or a text of its own. */
let problem = /** @type {((words: Translator) => string) | null} */ (null);

/** Shows a problem under the panel. */
function fail(/** @type {string} */ text) {
  problem = null;
  feedback.textContent = text;
  feedback.className = 'feedback bad';
}

/**
 * Shows a problem in the page's words (until they are loaded, `before`).
 * @param {(words: Translator) => string} words
 * @param {string} [before]
 */
function failIn(words, before = '') {
  fail(before);
  problem = words;
  sayProblem();
}

/** Says why a PDN or a link's moves could not be opened (nothing until the words are loaded). */
function failToOpen(/** @type {unknown} */ error) {
  const pdn = pdnErrorOf(error);
  const replay = replayErrorOf(error);
  /** @param {Translator} words */
  const problem = (words) => (pdn ? pdnErrorAt(words, pdn) : replay ? replayErrorText(words, replay) : '');
  if (pdn || replay) failIn((words) => words.t('analysis.open.bad', { problem: problem(words) }));
  else fail(String(/** @type {Error} */ (error)?.message ?? error));
}

/** Words the problem shown in the page's language, once it is loaded. */
function sayProblem() {
  if (problem && t) feedback.textContent = problem(t);
}

// The engine's worker starts loading at once, beside the main thread's study module (the tree
// and the grades' thresholds), unless the engine will wait to be asked (a phone). The engine
// module itself loads in the worker only.
const engineFirst = !matchMedia('(pointer: coarse)').matches;
if (engineFirst) warmUp('shared');
const [studyModule, tobitConfig] = await Promise.all([loadStudy(), loadConfig()]);
const levels = tobitConfig.levels;
const startFen = new studyModule.GameTree(null, null).startFen();
const limits = studyModule.GameTree.limits();
const link = readLink(location.search);

/**
 * The tree the address asks for: a game of My games (with its study), a pasted move list, the
 * last study when the address's line lies in it, else the address's game; with a game, the
 * study as its record holds it (`kept`, null for none) and who played whom (`mode`).
 * @returns {Promise<{tree: import('../tobit_study.js').GameTree, game: string | null, kept?: string | null, mode?: import('../lib/game/mode.js').PlayMode}>}
 */
async function openTree() {
  if (link.game) {
    try {
      const record = await savedGame(link.game, levels);
      if (record) {
        const { mode } = record;
        if (!record.analysis) return { tree: new studyModule.GameTree(record.fen, record.moves), game: link.game, kept: null, mode };
        // The study kept with the game, holding the game's moves (played on since, they are added).
        const tree = studyModule.GameTree.fromPdn(record.analysis);
        record.moves.reduce((path, move) => tree.play(path, move), '');
        return { tree, game: link.game, kept: record.analysis, mode };
      }
    } catch (error) {
      failToOpen(error);
    }
  }
  if (link.pdn) return { tree: studyModule.GameTree.fromPdn(link.pdn), game: null };
  const wanted = new studyModule.GameTree(link.fen || null, link.moves);
  const last = lastStudy();
  if (last) {
    try {
      const kept = studyModule.GameTree.fromPdn(last);
      if (kept.startFen() === wanted.startFen() && pathOf(kept, link.moves) !== null) {
        wanted.free();
        return { tree: kept, game: null };
      }
      kept.free();
    } catch (error) {
      failToOpen(error); // the address decides, and the player learns why the study is not shown
    }
  }
  return { tree: wanted, game: null };
}

/**
 * The path of the node reached by `moves` from the root, or null when the tree has no such line.
 * @param {import('../tobit_study.js').GameTree} tree
 * @param {string[]} moves
 */
function pathOf(tree, moves) {
  let path = '';
  for (const move of moves) {
    const next = tree.node(path).children.find((c) => tree.node(c).notation === move);
    if (next === undefined) return null;
    path = next;
  }
  return path;
}

let opened;
try {
  opened = await openTree();
} catch (error) {
  failToOpen(error);
  opened = { tree: new studyModule.GameTree(null, null), game: null, kept: null, mode: undefined };
}
const gameId = opened.game;
const firstPath = pathOf(opened.tree, link.moves) ?? opened.tree.mainLinePath(link.moves.length);
const study = new Study(opened.tree, firstPath, limits.comment);
// The study owns the game: the board shows its current node, and a move the player makes on the
// board is played in the study (the board's own steps, `showLine`'s, are not the player's).
const showNode = () => board.showLine(study.tree.startFen(), study.node.moves);
board.addEventListener('move', (event) => {
  const { notation, source } = /** @type {CustomEvent<import('../lib/game/controller.js').MoveDetail>} */ (event).detail;
  if (source !== 'user') return;
  try {
    study.play(notation);
  } catch (error) {
    showNode(); // the study did not take the move: the board shows its node again
    fail(String(/** @type {Error} */ (error)?.message ?? error));
  }
});
study.addEventListener('change', showNode);
board.ready.then(showNode);

// ---- the move list, its navigation and editing ----
const moveTree = new MoveTree(byId('moves'), (path) => study.goTo(path));
const comment = /** @type {HTMLTextAreaElement} */ (byId('comment'));
const promote = /** @type {HTMLButtonElement} */ (byId('promote'));
const remove = /** @type {HTMLButtonElement} */ (byId('delete'));

function drawTree() {
  moveTree.draw(study.tree.moveList().moves, study.path);
  promote.disabled = !study.inVariation();
  remove.disabled = study.path === '';
  comment.disabled = study.path === '';
  if (document.activeElement !== comment) comment.value = study.node.comment;
}

/** The game's study as this tab last read or kept it (another tab may keep its own meanwhile). */
let keptStudy = opened.kept ?? null;
/** The keeping of the game's study under way: one at a time, each from the one before. */
let keeping = Promise.resolve();

/**
 * Two versions of the study merged (PDN): `mine` into `theirs` (another tab's, kept
 * meanwhile); `mine` alone when they cannot be merged (another start position).
 * @param {string} theirs
 * @param {string} mine
 */
function mergedWith(theirs, mine) {
  const [into, from] = [studyModule.GameTree.fromPdn(theirs), studyModule.GameTree.fromPdn(mine)];
  try {
    return mergeStudy(into, from) ? into.toPdn() : mine;
  } finally {
    into.free();
    from.free();
  }
}

/**
 * Keeps `pdn` with the game in My games, after the keeping under way; when another tab's moves
 * and comments were merged into it, shows the merge, and says so.
 * @param {string} id the game's
 * @param {string} pdn
 */
function keepWithItsGame(id, pdn) {
  keeping = keeping.then(() => keepWithGame(id, pdn, levels, { base: keptStudy, merge: mergedWith })).then((kept) => {
    if (kept === null) return;
    keptStudy = kept;
    if (kept === pdn) return;
    const tree = studyModule.GameTree.fromPdn(kept);
    study.load(tree, pathOf(tree, study.node.moves) ?? '');
    failIn((words) => words.t('analysis.otherTab'));
    feedback.className = 'feedback note';
  }, (error) => fail(String(error?.message ?? error)));
}

/** Keeps the study: with its game in My games, else as the device's last study; says so when
 * it cannot be kept (larger than a study may be, or refused by the device). */
function keep() {
  const pdn = study.tree.toPdn();
  if (new TextEncoder().encode(pdn).length > limits.pdn) failIn((words) => words.t('analysis.tooLargeToKeep'));
  else if (gameId) keepWithItsGame(gameId, pdn);
  else if (!keepLast(pdn) && canKeep()) failIn((words) => words.t('analysis.notSaved'));
}

// The same study edited in another tab: its moves and comments merged into this one's, said.
if (!gameId) {
  onLastStudyElsewhere((pdn) => {
    try {
      const theirs = studyModule.GameTree.fromPdn(pdn);
      const merged = mergeStudy(theirs, study.tree);
      if (!merged || theirs.toPdn() === study.tree.toPdn()) {
        theirs.free();
        return;
      }
      study.load(theirs, pathOf(theirs, study.node.moves) ?? '');
      failIn((words) => words.t('analysis.otherTab'));
      feedback.className = 'feedback note';
    } catch {
      // what the other tab kept cannot be read here: this tab's study stays
    }
  });
}

study.addEventListener('change', (event) => {
  const { change } = /** @type {CustomEvent<{change: string}>} */ (event).detail;
  problem = null;
  feedback.textContent = '';
  const fen = study.tree.startFen();
  history.replaceState(null, '', linkQuery(fen === startFen ? '' : fen, study.node.moves, gameId) || location.pathname);
  if (change === 'edit' || change === 'load') keep();
  hint = null;
  drawTree();
  review.draw();
  drawShapes();
});
study.addEventListener('graded', drawTree);

byId('nav-start').addEventListener('click', () => study.start());
byId('nav-back').addEventListener('click', () => study.back());
byId('nav-forward').addEventListener('click', () => study.forward());
byId('nav-end').addEventListener('click', () => study.end());
promote.addEventListener('click', () => study.promote());
remove.addEventListener('click', () => study.deleteHere());
// A comment is limited where it is typed (the box keeps no more), and the limit said.
comment.maxLength = limits.comment;
const sayCommentLimit = () => {
  if (comment.value.length >= limits.comment) failIn((words) => words.t('analysis.commentTooLong', { limit: limits.comment }));
};
comment.addEventListener('input', sayCommentLimit);
comment.addEventListener('change', () => {
  try {
    const kept = study.setComment(comment.value);
    if (kept === 'refused') failIn((words) => words.t('analysis.commentRefused'));
    else if (kept === 'too-long') failIn((words) => words.t('analysis.commentTooLong', { limit: limits.comment }));
    else sayCommentLimit();
  } catch (error) {
    failIn((words) => words.t('analysis.commentNotKept', { reason: failureText(words, error) }));
  }
});
byId('paste-open').addEventListener('click', () => {
  const text = /** @type {HTMLTextAreaElement} */ (byId('paste')).value;
  try {
    const tree = studyModule.GameTree.fromPdn(text);
    study.load(tree, tree.mainLinePath(tree.mainLine().length));
  } catch (error) {
    failToOpen(error);
  }
});

// ---- the engine: the panel, the bar, the arrows ----
const bar = new EvalBar(byId('eval-bar'));
/** @type {AnalysisInfo | null} */
let shownInfo = null;
let shownThreat = false;
let engineArrows = true;
/** @type {{move: string, fen: string, shown: 'piece' | 'move'} | null} */
let hint = null;

/** The shapes last drawn that are the engine's (and the hint's), not the node's own. */
let engineDrawn = { arrows: new Set(), circles: new Set() };

function drawShapes() {
  const shapes = shapesToDraw({
    own: { arrows: study.node.arrows, circles: study.node.circles },
    info: shownInfo,
    threat: shownThreat,
    engineArrows,
    hint,
    pathOf: (fen, move) => studyModule.GameTree.movePath(fen, move),
  });
  const keys = (/** @type {(Arrow | Circle)[]} */ list) => new Set(list.map(shapeKey));
  const notOwn = (/** @type {(Arrow | Circle)[]} */ drawn, /** @type {Set<string>} */ mine) => new Set([...keys(drawn)].filter((k) => !mine.has(k)));
  engineDrawn = { arrows: notOwn(shapes.arrows, keys(study.node.arrows)), circles: notOwn(shapes.circles, keys(study.node.circles)) };
  board.ready.then(() => board.setShapes(shapes.arrows, shapes.circles)).catch(() => {});
}

// Arrows and circles the player draws on the board (right-drag, long press, the A key) are the
// position's own: kept in the tree (PDN [%cal]/[%csl]), without the engine's; those of the start
// position in a comment before the first move.
board.addEventListener('shapes', (event) => {
  const { arrows, circles } = /** @type {CustomEvent<{arrows: Arrow[], circles: Circle[]}>} */ (event).detail;
  /** @type {<T extends Arrow | Circle>(list: T[], engine: Set<string>) => T[]} */
  const mine = (list, engine) => list.filter((s) => !engine.has(shapeKey(s)));
  try {
    study.setShapes(mine(arrows, engineDrawn.arrows), mine(circles, engineDrawn.circles));
  } catch (error) {
    fail(String(/** @type {Error} */ (error).message));
  }
});

const panel = new EnginePanel(study, {
  list: /** @type {HTMLOListElement} */ (byId('engine-list')),
  exact: /** @type {HTMLUListElement} */ (byId('exact-list')),
  status: byId('engine-status'),
  onInfo: (info, threat) => {
    shownInfo = info;
    shownThreat = threat;
    const best = info?.lines[0];
    bar.setVisible(panel.enabled);
    const outcome = panel.over ? board.status().outcome : null;
    if (best && !threat && t) bar.show(t, best.whiteChance, forWhite(best.score, info.side));
    else if (outcome && t) bar.showResult(t, outcome);
    else bar.clear();
    drawShapes();
  },
  announce,
  preview: (fen) => {
    byId('preview').hidden = fen === null;
    if (fen !== null) previewBoard.fen = fen;
  },
  playLine: (moves) => {
    try {
      for (const move of moves) study.play(move);
    } catch (error) {
      fail(String(/** @type {Error} */ (error).message));
    }
  },
  fail,
  treeOf: (fen, moves) => new studyModule.GameTree(fen, moves),
}, tobitConfig.analysisDepth);

const engineOn = /** @type {HTMLInputElement} */ (byId('engine-on'));
const linesChoice = /** @type {HTMLSelectElement} */ (byId('engine-lines'));
const infinite = byId('engine-infinite');
const threat = byId('engine-threat');
/** Turns the engine on or off. */
function setEngine(/** @type {boolean} */ on) {
  engineOn.checked = on;
  bar.setVisible(on);
  panel.setEnabled(on);
}
engineOn.addEventListener('change', () => setEngine(engineOn.checked));
linesChoice.addEventListener('change', () => {
  panel.lines = Number(linesChoice.value);
  panel.restart();
});
byId('engine-deeper').addEventListener('click', () => {
  panel.deeper();
  engineOn.checked = true;
  bar.setVisible(true);
});
infinite.addEventListener('click', () => {
  panel.infinite = !panel.infinite;
  infinite.setAttribute('aria-pressed', String(panel.infinite));
  panel.restart();
});
function toggleThreat() {
  panel.threat = !panel.threat;
  threat.setAttribute('aria-pressed', String(panel.threat));
  if (!panel.enabled) setEngine(true);
  else panel.restart();
}
threat.addEventListener('click', toggleThreat);

/** The engine's best move in the position shown, searched briefly when the panel has none. */
async function bestHere() {
  const info = panel.info;
  if (info && !panel.threat && info.lines.length) return { move: info.lines[0].moves[0], fen: info.fen };
  const path = study.path;
  const found = await analyse(study.tree.startFen(), study.node.moves, { lines: 1, depth: 10 });
  if (study.path !== path || !found.lines.length) return null;
  return { move: found.lines[0].moves[0], fen: found.fen };
}

async function showHint() {
  try {
    if (hint) {
      hint = { ...hint, shown: 'move' };
    } else {
      const best = await bestHere();
      if (!best) return;
      hint = { ...best, shown: 'piece' };
    }
    drawShapes();
    const [from] = studyModule.GameTree.movePath(hint.fen, hint.move);
    announce(t?.t(hint.shown === 'piece' ? 'analysis.hint.piece' : 'analysis.hint.move', { point: from, move: hint.move }) ?? '');
  } catch (error) {
    if (!/no legal move|game is over/.test(String(/** @type {Error} */ (error)?.message))) fail(String(/** @type {Error} */ (error)?.message ?? error));
  }
}
byId('engine-hint').addEventListener('click', showHint);

async function playBest() {
  try {
    const best = await bestHere();
    if (best) study.play(best.move);
  } catch (error) {
    if (!/no legal move|game is over/.test(String(/** @type {Error} */ (error)?.message))) fail(String(/** @type {Error} */ (error)?.message ?? error));
  }
}
byId('engine-best').addEventListener('click', playBest);

/** The words of the Diagram's failure to open, while they are the problem shown. */
let diagramFailed = /** @type {((words: Translator) => string) | null} */ (null);
// The button is disabled in the page's HTML until it answers (a press before did nothing).
/** @type {HTMLButtonElement} */ (byId('diagram')).disabled = false;
byId('diagram').addEventListener('click', () => {
  import('../lib/diagram/diagram.js').then(({ openDiagram }) => openDiagram({
    fen: study.tree.startFen(), moves: study.node.moves, orientation: board.orientation,
    arrows: study.node.arrows, circles: study.node.circles,
  }, { translator: t ?? undefined })).then(() => {
    // Made this time: the failure of an earlier try goes.
    if (problem && problem === diagramFailed) {
      problem = null;
      feedback.textContent = '';
    }
  }, (error) => {
    const reason = String(error?.message ?? error);
    diagramFailed = (words) => words.t('diagram.failed', { reason });
    failIn(diagramFailed, reason);
  });
});

function flip() {
  board.flip();
  bar.setOrientation(board.orientation);
}
byId('flip').addEventListener('click', flip);

// ---- the review ----
// The sides whose mistakes the player may practise, in a game of My games: the player's against
// the computer, both sides of a game of two (or one imported).
const human = opened.mode ? humanColor(opened.mode) : null;
/** @type {import('./report.js').Side[]} */
const practising = gameId === null || !opened.mode ? [] : human ? [human] : ['white', 'black'];
const review = new Review(study, moveTree, {
  start: /** @type {HTMLButtonElement} */ (byId('review-start')),
  cancel: /** @type {HTMLButtonElement} */ (byId('review-cancel')),
  next: /** @type {HTMLButtonElement} */ (byId('review-next')),
  progress: /** @type {HTMLProgressElement} */ (byId('review-progress')),
  counts: /** @type {HTMLTableElement} */ (byId('review-counts')),
  graph: /** @type {SVGSVGElement} */ (/** @type {unknown} */ (byId('review-graph'))),
  announce,
  fail: (words) => failIn(words),
  clear: () => {
    problem = null;
    feedback.textContent = '';
  },
  report: byId('review-report'),
  practice: byId('practice'),
  practising,
  solved: (line) => (gameId ? solvedInGame(gameId, line, levels) : Promise.resolve([])),
  keepSolved: (line, index) => (gameId ? keepSolved(gameId, line, index, levels) : Promise.resolve(null)),
});

// ---- the opening explorer over My games, loaded when first opened ----
const explorerPanel = /** @type {HTMLDetailsElement} */ (byId('explorer'));
/** @type {Promise<import('./explorer.js').Explorer> | null} */
let explorer = null;
explorerPanel.addEventListener('toggle', () => {
  if (!explorerPanel.open || explorer) return;
  explorer = import('./explorer.js').then(({ openExplorer }) => openExplorer({
    box: byId('explorer-box'), study, levels, lang: t?.lang ?? document.documentElement.lang,
  }));
  explorer.catch((error) => {
    console.warn(error);
    explorer = null;
    failIn((words) => words.t('analysis.explorerFailed'));
  });
});

// ---- keys and help ----
const help = /** @type {HTMLDialogElement} */ (byId('help'));
/** @type {KeyAction[]} */
const keys = [
  { label: '←', words: 'analysis.keys.back', matches: press('ArrowLeft'), run: () => study.back() },
  { label: '→', words: 'analysis.keys.forward', matches: press('ArrowRight'), run: () => study.forward() },
  { label: '↑', words: 'analysis.keys.start', matches: press('ArrowUp'), run: () => study.start() },
  { label: '↓', words: 'analysis.keys.end', matches: press('ArrowDown'), run: () => study.end() },
  { label: 'Shift+→', words: 'analysis.keys.into', matches: press('ArrowRight', { shift: true }), run: () => study.intoVariation() },
  { label: 'Shift+←', words: 'analysis.keys.out', matches: press('ArrowLeft', { shift: true }), run: () => study.outOfVariation() },
  { label: 'L', words: 'analysis.keys.engine', matches: press('l'), run: () => setEngine(!panel.enabled), boardToo: true },
  { label: 'X', words: 'analysis.keys.threat', matches: press('x'), run: toggleThreat, boardToo: true },
  { label: 'A', words: 'analysis.keys.arrows', matches: press('a'), run: () => { engineArrows = !engineArrows; drawShapes(); } },
  { label: 'F', words: 'analysis.keys.flip', matches: press('f'), run: flip, boardToo: true },
  { label: 'H', words: 'analysis.keys.hint', matches: press('h'), run: showHint, boardToo: true },
  { label: 'analysis.keys.space', words: 'analysis.keys.best', matches: press(' '), run: playBest },
  { label: 'E', words: 'analysis.keys.say', matches: press('e'), run: () => panel.announce(), boardToo: true },
  { label: 'N', words: 'analysis.keys.nextMistake', matches: press('n'), run: () => review.jump(1), boardToo: true },
  { label: 'Shift+N', words: 'analysis.keys.previousMistake', matches: press('n', { shift: true }), run: () => review.jump(-1), boardToo: true },
  ...[1, 2, 3, 4, 5, 6].map((glyph) => ({
    label: `${glyph}`,
    words: `analysis.keys.glyph${glyph}`,
    matches: press(String(glyph)),
    run: () => study.toggleGlyph(glyph),
    boardToo: true,
  })),
  { label: '?', words: 'analysis.keys.help', matches: (e) => e.key === '?', run: () => help.showModal(), boardToo: true },
];
bindKeys(keys);
byId('help-open').addEventListener('click', () => help.showModal());

// ---- language, and the start ----
// The engine never starts unasked on a phone (its battery): on by default on a desktop only.
// It starts before the words are loaded; its results are drawn once they are.
setEngine(engineFirst);

// The grades' thresholds (the study module gives those the engine's review grades by).
const thresholds = studyModule.reviewThresholds();
await startPage('analysis.html', (translator) => {
  t = translator;
  const percent = (/** @type {number} */ x) => translator.number(x, { style: 'percent' });
  byId('review-about').textContent = translator.t('analysis.review.about', {
    inaccuracy: percent(thresholds.inaccuracy), mistake: percent(thresholds.mistake), blunder: percent(thresholds.blunder),
  });
  panel.t = translator;
  review.t = translator;
  moveTree.t = translator;
  drawHelp(byId('help-keys'), keys, translator);
  drawTree();
  review.draw();
  panel.render();
  explorer?.then((shown) => shown.setLanguage(translator.lang)).catch(() => {});
  sayProblem();
}, ['analysis', 'pdn'], 'analysis.notKept'); // pdn: the words of a PDN that cannot be opened
