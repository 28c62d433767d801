// @ts-check
// The parts of nostr-tools (npm, pinned in package-lock.json) that live play uses: signing and
// checking events, NIP-44 v2 encryption, a relay connection and hex. The one module that imports
// the package, so that the build bundles it and its own dependencies once (scripts/build/bundle.mjs),
// loaded with the live page only.
export { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure';
export { v2 as nip44 } from 'nostr-tools/nip44';
export { Relay } from 'nostr-tools/relay';
export { bytesToHex, hexToBytes } from 'nostr-tools/utils';
