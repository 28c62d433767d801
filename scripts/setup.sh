#!/usr/bin/env bash
# Installs every tool the build and the tests need, idempotently.
# Each step checks first, so a machine that has everything passes through in seconds.
# Nothing here downloads a browser or a prebuilt binary: Debian packages, crates.io, npm and PyPI only.
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

# The three command-line tools come from crates.io as source. They are built at once, side by
# side (on two cores one build's serial steps, its linking and build scripts, leave room for
# another's), each without the whole-program optimisation its release profile asks for: they
# run hooks, drive a browser or rewrite a few wasm files, and none of that needs the last
# per cent of speed, while fat LTO with one codegen unit was most of Trunk's 11-14 minutes
# (docs/SIZE.md, "The set-up", has the measurements). Each log goes to target/setup/, shown when it fails.
logs=target/setup
quick_install() { # name, then cargo install's arguments
  local name=$1; shift
  mkdir -p "$logs"
  local profile=(CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=false)
  [ -z "${QUICK_OPT_LEVEL:-}" ] || profile+=("CARGO_PROFILE_RELEASE_OPT_LEVEL=$QUICK_OPT_LEVEL")
  env "${profile[@]}" cargo install "$@" > "$logs/$name.log" 2>&1 \
    || { echo "setup: cargo install $name failed:"; tail -n 40 "$logs/$name.log"; return 1; }
}
pids=()
# wasm-bindgen-cli must match the wasm-bindgen in Cargo.lock exactly (a different CLI version
# refuses the generated glue). Its own speed counts (every build and every browser test runs it),
# so it keeps its optimisation level.
WB=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock 2>/dev/null | sed -n 's/^version = "\(.*\)"/\1/p' | head -n1 || true)
WB=${WB:-0.2.130}
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $WB"; then
  quick_install wasm-bindgen-cli wasm-bindgen-cli --version "$WB" --force & pids+=($!)
fi
if [ "$want_gecko" = 1 ] && ! geckodriver --version 2>/dev/null | grep -q '^geckodriver 0.37.1'; then
  QUICK_OPT_LEVEL=1 quick_install geckodriver geckodriver --version 0.37.1 --locked --force & pids+=($!)
fi
# Trunk without its default features: no TLS stack (it downloads nothing here, `offline = true`,
# and serves plain http on the loopback) and no update check.
if [ "$want_trunk" = 1 ] && ! trunk --version 2>/dev/null | grep -qx 'trunk 0.21.14'; then
  QUICK_OPT_LEVEL=0 quick_install trunk trunk --version 0.21.14 --locked --no-default-features --force & pids+=($!)
fi
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
[ "$failed" = 0 ] || exit 1

# npm packages: reinstalled (npm ci) whenever package-lock.json differs from the one installed,
# recorded as its checksum in node_modules/.tobit-lock.
if [ -f package-lock.json ]; then
  lock=$(sha256sum package-lock.json | cut -d' ' -f1)
  [ -x node_modules/.bin/esbuild ] && [ "$(cat node_modules/.tobit-lock 2>/dev/null)" = "$lock" ] \
    || { npm ci --no-audit --no-fund && echo "$lock" > node_modules/.tobit-lock; }
fi
# The Nostr relay the live-play tests start on loopback (PyPI, pinned in tests/relay/requirements.txt),
# in a virtual environment of its own; reinstalled when the pin changes.
relay_env=target/nostr-relay
relay_pin=$(sha256sum tests/relay/requirements.txt | cut -d' ' -f1)
[ -x "$relay_env/bin/nostr-relay" ] && [ "$(cat "$relay_env/.tobit-pin" 2>/dev/null)" = "$relay_pin" ] \
  || { python3 -m venv "$relay_env" && "$relay_env/bin/pip" install --quiet -r tests/relay/requirements.txt \
    && echo "$relay_pin" > "$relay_env/.tobit-pin"; }
[ -f Cargo.lock ] && cargo fetch >/dev/null
echo "setup: ok"
