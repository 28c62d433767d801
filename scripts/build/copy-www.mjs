// Copies the static files of www/ into the root of the build folder.
import { cpSync } from 'node:fs';

/** Copies `from` (www/) recursively into `to` (the build folder), overwriting. */
export function copyWww(from, to) {
  cpSync(from, to, { recursive: true, force: true });
}
