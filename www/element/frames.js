// @ts-check
// The frames of a board: requestAnimationFrame callbacks that draw the wasm Board (the one place
// it is painted) until its animation is over, and the promises of those waiting for it to end.

/** Asks for a board's frames while it animates. */
export class BoardFrames {
  #frame = 0;
  /** @type {(() => void)[]} */
  #idleWaiters = [];
  /** @type {(now: number) => boolean} */
  #draw;

  /** @param {(now: number) => boolean} draw draws the frame of time `now`; true while more frames are needed */
  constructor(draw) {
    this.#draw = draw;
  }

  /** Asks for frames until the drawing says the animation is over (one request at a time). */
  request() {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame((now) => {
      this.#frame = 0;
      if (this.#draw(now)) this.request();
      else this.#settle();
    });
  }

  /**
   * Draws at once, then asks for frames while the drawing needs more: for a canvas just sized,
   * which the browser has cleared (waiting for the next frame would show it empty for one).
   */
  drawNow() {
    if (this.#draw(performance.now())) this.request();
  }

  /**
   * Resolves when no animation is running.
   * @param {boolean} animating whether one is running now
   * @returns {Promise<void>}
   */
  idle(animating) {
    if (!animating) return Promise.resolve();
    return new Promise((resolve) => {
      this.#idleWaiters.push(resolve);
      this.request();
    });
  }

  /** Stops asking for frames and lets every waiter go (the board left the page). */
  stop() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#settle();
  }

  #settle() {
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }
}
