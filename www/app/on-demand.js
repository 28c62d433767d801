// @ts-check
// Code a first visit does not need (My games, the dialogs of the game screen) loads when it is
// first opened.

/**
 * A function that starts `load` on its first call and returns the same promise afterwards; a
 * failure is forgotten, so that a later call tries again (the network may be back).
 * @template T
 * @param {() => Promise<T>} load
 * @returns {() => Promise<T>}
 */
export function onDemand(load) {
  /** @type {Promise<T> | undefined} */
  let loading;
  return () => {
    loading ??= load().catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
