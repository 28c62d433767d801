# Tobit: `make run` builds and serves the app, `make test` runs every test.
# Both install what they need first (scripts/setup.sh, idempotent).
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
CHROME := env -u GECKODRIVER CHROMEDRIVER=/usr/bin/chromedriver
FIREFOX := env -u CHROMEDRIVER GECKODRIVER=$(HOME)/.cargo/bin/geckodriver
# The web crates build for wasm32 only (Cargo.toml's default-members leaves them out of the
# native commands): the five modules and their browser tests.
WASM_CRATES := -p tobit-web -p tobit-web-page -p tobit-web-engine -p tobit-web-study -p tobit-web-tournament -p tobit-web-link -p tobit-web-tests

.PHONY: setup run dist icons test test-native test-js test-wasm test-e2e lint wasm-types bench fuzz

setup:
	bash scripts/setup.sh

## Build a release and serve it on http://127.0.0.1:8080
run: setup
	trunk serve --release

## Build the release app into dist/ (plus the single-file edition dist/tobit.html). Trunk runs
## the whole build, described in Trunk.toml: its build hook builds the five wasm modules once
## (scripts/build/wasm.mjs), its post_build hook (scripts/post-build.mjs) does the rest (www/,
## Rollup's bundles, the declarations of <tobit-board>, the service worker's precache list, the
## single file, the endgame tables), so `make run`'s `trunk serve` serves the same files.
dist: setup
	trunk build --release

## Re-render the PNG icons from www/icons/tobit.svg (the PNGs are committed)
icons: setup
	node scripts/make-icons.mjs

## Every test: native, wasm in headless Chromium and Firefox, end to end
test: setup lint test-native test-js test-wasm test-e2e

## The TypeScript declarations of the five wasm modules, which wasm-bindgen writes from the
## Rust types (tsify): target/wasm-types/tobit.d.ts, tobit_engine.d.ts and tobit_study.d.ts.
## tsc resolves the page's imports of ../tobit.js, ../tobit_engine.js and ../tobit_study.js to
## them (tsconfig.json rootDirs). The same script and builds as Trunk's build hook, so each
## module is built once.
wasm-types:
	node scripts/build/wasm.mjs

## Rust format and clippy; the JS type checks (tsc on the JSDoc of www/, its workers, and the
## tools and tests) and ESLint (eslint.config.js)
lint: wasm-types
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown $(WASM_CRATES) --lib --tests -- -D warnings
	tsc -p tsconfig.json
	tsc -p tsconfig.worker.json
	tsc -p tsconfig.tools.json
	eslint .

## Optimised but without fat LTO (Cargo.toml, [profile.test-opt]): each test binary links fast
test-native:
	cargo test --profile test-opt

## The pure JS modules of www/ (app page, element options, embed parameters), under Node
test-js:
	node --test tests/js/

## The browser suites of the three wasm modules (crates/web-tests/tests), in both browsers
test-wasm:
	$(CHROME) cargo test --target wasm32-unknown-unknown -p tobit-web-tests --tests
	$(FIREFOX) cargo test --target wasm32-unknown-unknown -p tobit-web-tests --tests

## Two test files at a time (about 15 minutes; one at a time took about 35): every test waits
## for the event it needs, so the suite passes at either concurrency (E2E_CONCURRENCY=1 for one).
E2E_CONCURRENCY ?= 2
test-e2e: dist
	@if [ -d e2e ]; then node --test --test-concurrency=$(E2E_CONCURRENCY) e2e/; else echo "no e2e suite yet"; fi

bench:
	cargo bench

## Fuzz each parser (FEN, move text, PDN) for FUZZ_SECONDS seconds each (nightly toolchain)
FUZZ_SECONDS ?= 120
fuzz:
	command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz
	cd fuzz && for t in fen move pdn; do \
	  cargo +nightly fuzz run -O $$t -- -max_total_time=$(FUZZ_SECONDS) || exit 1; done

## Browser measurements of the release build (load time, bytes, long tasks, frame rate)
.PHONY: measure
measure: dist
	node e2e/tools/measure.mjs
