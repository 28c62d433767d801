#!/usr/bin/env bash
# Installs every tool the build and the tests need, idempotently.
# Each step checks first, so a machine that has everything passes through in seconds.
# Nothing here downloads a browser or a prebuilt binary: Debian packages, crates.io and npm only.
set -eu
cd "$(dirname "$0")/.."

want_trunk=${WANT_TRUNK:-1}
want_gecko=${WANT_GECKO:-1}

missing=$(for p in chromium chromium-driver firefox-esr; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
fi

rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy rustfmt

# wasm-bindgen-cli must match the wasm-bindgen in Cargo.lock exactly (a different CLI version refuses the generated glue).
WB=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock 2>/dev/null | sed -n 's/^version = "\(.*\)"/\1/p' | head -n1 || true)
WB=${WB:-0.2.130}
wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $WB" \
  || cargo install wasm-bindgen-cli --version "$WB" --force

if [ "$want_gecko" = 1 ]; then
  geckodriver --version 2>/dev/null | grep -q '^geckodriver 0.37.1' \
    || cargo install geckodriver --version 0.37.1 --locked --force
fi
if [ "$want_trunk" = 1 ]; then
  trunk --version 2>/dev/null | grep -qx 'trunk 0.21.14' \
    || cargo install trunk --version 0.21.14 --locked --force
fi

# npm packages: reinstalled (npm ci) whenever package-lock.json differs from the one installed,
# recorded as its checksum in node_modules/.tobit-lock.
if [ -f package-lock.json ]; then
  lock=$(sha256sum package-lock.json | cut -d' ' -f1)
  [ -x node_modules/.bin/esbuild ] && [ "$(cat node_modules/.tobit-lock 2>/dev/null)" = "$lock" ] \
    || { npm ci --no-audit --no-fund && echo "$lock" > node_modules/.tobit-lock; }
fi
[ -f Cargo.lock ] && cargo fetch >/dev/null
echo "setup: ok"
