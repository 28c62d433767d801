// @ts-check
// The service worker's precache list: every file of the build and the version hashed from them.
// The build gives this module's code (scripts/build/precache.mjs); unbuilt, the list is empty.
/** @type {{version: string, files: string[]}} */
export const PRECACHE = { version: 'unbuilt', files: [] };
