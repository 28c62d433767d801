// Drives a <tobit-board> the way a person does: points are located with the element's
// pointCenter(n) (client pixels) and entered with real mouse clicks and drags. Waits are on
// recorded events and element state (see RECORDER in browser.mjs), never on sleeps.

/**
 * Waits until the board `selector` of `page` (or of its iframe `frame`) is defined, its wasm is
 * loaded and point 1 has a position.
 */
export async function boardReady(page, selector = 'tobit-board', frame = null) {
  const scope = frame ?? page;
  await scope.waitForFunction(
    (sel) => customElements.get('tobit-board') && document.querySelector(sel),
    selector,
  );
  await scope.evaluate((sel) => document.querySelector(sel).ready, selector);
  // A page may hold the board busy while it restores a game (the app: aria-busy="true").
  await scope.waitForFunction((sel) => document.querySelector(sel).getAttribute('aria-busy') !== 'true', selector);
  await scope.waitForFunction((sel) => {
    const p = document.querySelector(sel).pointCenter(1);
    return p && Number.isFinite(p.x) && Number.isFinite(p.y);
  }, selector);
  let offset = { x: 0, y: 0 };
  if (frame) {
    const host = await frame.frameElement();
    const box = await host.boundingBox();
    const [left, top] = await host.evaluate((e) => [e.clientLeft, e.clientTop]);
    offset = { x: box.x + left, y: box.y + top };
  }
  return new BoardDriver(page, selector, scope, offset);
}

/** A handle on one board of a page or of one of its frames (`scope`, at client `offset`). */
export class BoardDriver {
  constructor(page, selector, scope = page, offset = { x: 0, y: 0 }) {
    this.page = page;
    this.selector = selector;
    this.scope = scope;
    this.offset = offset;
  }

  /** Calls method `name` of the element with JSON arguments and returns its (awaited) result. */
  call(name, ...args) {
    return this.scope.evaluate(
      async ([sel, name, args]) => {
        const r = await document.querySelector(sel)[name](...args);
        return r === undefined ? null : JSON.parse(JSON.stringify(r));
      },
      [this.selector, name, args],
    );
  }

  /** Sets attributes on the element (a value of null removes one). */
  set(attributes) {
    return this.scope.evaluate(
      ([sel, attrs]) => {
        const el = document.querySelector(sel);
        for (const [k, v] of Object.entries(attrs)) {
          if (v === null) el.removeAttribute(k);
          else el.setAttribute(k, String(v));
        }
      },
      [this.selector, attributes],
    );
  }

  status() {
    return this.call('status');
  }
  history() {
    return this.call('history');
  }
  legalMoves() {
    return this.call('legalMoves');
  }

  /** The centre of point n in the page's client pixels. */
  async point(n) {
    const { x, y } = await this.call('pointCenter', n);
    return { x: x + this.offset.x, y: y + this.offset.y };
  }

  /**
   * Clicks point n, once the board is what a click there reaches (as a person waits for a toast or
   * a closing dialog to leave the point): a click that something covers fails, naming what.
   */
  async click(n) {
    await this.reachable(n);
    const { x, y } = await this.point(n);
    await this.page.mouse.click(x, y);
  }

  /** Waits until the topmost element at point n's centre is the board; else throws naming it. */
  async reachable(n, timeout = 10000) {
    const onTop = ([sel, n]) => {
      const el = document.querySelector(sel);
      const { x, y } = el.pointCenter(n);
      const top = document.elementFromPoint(x, y);
      return top === el ? null : top ? `${top.tagName.toLowerCase()}${top.id ? '#' + top.id : ''}.${top.className}` : 'nothing';
    };
    try {
      await this.scope.waitForFunction(`(${onTop})(${JSON.stringify([this.selector, n])}) === null`, null, { timeout });
    } catch (error) {
      const cover = await this.scope.evaluate(onTop, [this.selector, n]);
      throw new Error(`point ${n} of the board cannot be clicked: ${cover} covers it`, { cause: error });
    }
  }

  /** Drags the piece on point `from` and drops it on point `to`, through intermediate moves. */
  async drag(from, to) {
    const a = await this.point(from);
    const b = await this.point(to);
    await this.page.mouse.move(a.x, a.y);
    await this.page.mouse.down();
    await this.page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
    await this.page.mouse.move(b.x, b.y, { steps: 4 });
    await this.page.mouse.up();
  }

  /** Events of `type` recorded so far for this board (all boards when the board has no id). */
  events(type) {
    return this.scope.evaluate(
      ([sel, type]) => {
        const id = document.querySelector(sel).id || null;
        return window.__events.filter((e) => e.type === type && (!id || e.id === id));
      },
      [this.selector, type],
    );
  }

  /** Waits until at least `count` events of `type` have been recorded; returns them all. */
  async waitEvents(type, count, timeout = 20000) {
    try {
      await this.scope.waitForFunction(
        ([sel, type, count]) => {
          const id = document.querySelector(sel).id || null;
          return window.__events.filter((e) => e.type === type && (!id || e.id === id)).length >= count;
        },
        [this.selector, type, count],
        { timeout },
      );
    } catch (error) {
      // What the board did say, for the failure's report.
      const said = await this.scope.evaluate(() => window.__events.map((e) => `${e.type}${e.id ? '@' + e.id : ''}`).join(' '));
      const status = await this.status().catch((e) => e.message);
      throw new Error(`${count} ${type} events awaited; the page recorded: ${said || 'none'}; board status ${JSON.stringify(status)}`, { cause: error });
    }
    return this.events(type);
  }

  /** Waits until the board has no animation running (when the element exposes it). */
  async settled() {
    await this.scope.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return typeof el.isAnimating !== 'function' || !el.isAnimating();
    }, this.selector);
  }

  /**
   * Enters the legal move `notation` with the mouse and waits for its `move` event.
   * `how`: 'click' (piece, then every landing point in turn), 'drag' (drag the piece to the first
   * landing point, then click the others), or 'final' (piece, then only the final point).
   */
  async enter(notation, how = 'click') {
    const move = (await this.legalMoves()).find((m) => m.notation === notation);
    if (!move) throw new Error(`${notation} is not legal here`);
    const landings = landingsOf(move);
    const before = (await this.events('move')).length;
    if (how === 'drag') {
      await this.drag(move.from, landings[0]);
      for (const p of landings.slice(1)) await this.click(p);
    } else {
      await this.click(move.from);
      for (const p of how === 'final' ? landings.slice(-1) : landings) await this.click(p);
    }
    const events = await this.waitEvents('move', before + 1);
    const got = events[before].detail;
    if (got.notation !== notation) throw new Error(`entered ${notation} but the board played ${got.notation}`);
    return got;
  }

  /** Waits until it is `side`'s turn or the game is over; returns the status. */
  async waitTurn(side, timeout = 20000) {
    // An `error` event (the AI failed) ends the wait at once, with its message.
    const errors = (await this.events('error')).length;
    await this.scope.waitForFunction(
      ([sel, side, errors]) => {
        const el = document.querySelector(sel);
        const st = el.status();
        const failed = window.__events.filter((e) => e.type === 'error' && (!el.id || e.id === el.id)).length > errors;
        return failed || st.over || st.sideToMove === side;
      },
      [this.selector, side, errors],
      { timeout },
    );
    const failed = (await this.events('error')).slice(errors);
    if (failed.length) throw new Error(`the board reported: ${failed.map((e) => e.detail?.message).join('; ')}`);
    await this.settled();
    return this.status();
  }

  /**
   * Plays the game to its end with the mouse, each move the engine's choice at `depth`.
   * `human` null: both sides are entered here (two players); `'white'`/`'black'`: the board's
   * AI plays the other side. Entry styles rotate (click, drag, and for a capture whose final
   * point identifies it, a single click on that point). Returns `{plies, status, styles}`.
   */
  async playOut({ depth = 1, maxPlies = 200, human = null } = {}) {
    const styles = new Map();
    let plies = 0;
    for (;;) {
      let st = await this.status();
      if (!st.over && human && st.sideToMove !== human) st = await this.waitTurn(human);
      if (st.over) return { plies, status: st, styles };
      if (plies >= maxPlies) throw new Error(`no result after ${plies} plies`);
      const moves = await this.legalMoves();
      const { move } = await this.call('bestMove', { depth });
      const chosen = moves.find((m) => m.notation === move);
      const how = entryStyle(chosen, moves, plies);
      await this.enter(move, how);
      styles.set(how, (styles.get(how) ?? 0) + 1);
      await this.settled();
      plies++;
    }
  }
}

/** How to enter `move` at turn `i`: rotates over the styles the move allows. */
function entryStyle(move, moves, i) {
  const landings = landingsOf(move);
  if (landings.length === 1) return i % 2 ? 'drag' : 'click';
  const alone = moves.every((m) => m === move || m.from !== move.from || !landingsOf(m).includes(move.to));
  return alone && i % 2 ? 'final' : 'click';
}

/** The points a move lands on after leaving its start, whatever the path's convention. */
export function landingsOf(move) {
  const path = move.path?.length ? [...move.path] : [move.from, move.to];
  if (path[0] === move.from) path.shift();
  if (path[path.length - 1] !== move.to) path.push(move.to);
  return path;
}
