# Tobit: `make run` builds and serves the app, `make test` runs every test.
# Both install what they need first (scripts/setup.sh, idempotent).
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
CHROME := env -u GECKODRIVER CHROMEDRIVER=/usr/bin/chromedriver
FIREFOX := env -u CHROMEDRIVER GECKODRIVER=$(HOME)/.cargo/bin/geckodriver
WASM_FEATURES := --features page,engine,study
WASM_TESTS := $(patsubst tests/%.rs,--test %,$(wildcard tests/web_*.rs))

.PHONY: setup run dist icons test test-native test-js test-wasm test-e2e lint wasm-types bench fuzz

setup:
	bash scripts/setup.sh

## Build a release and serve it on http://127.0.0.1:8080
run: setup
	trunk serve --release --address 127.0.0.1 --port 8080 --no-autoreload

## Build the release app into dist/ (plus the single-file edition dist/tobit.html).
## Trunk's post_build hook (scripts/post-build.mjs) copies www/, fills the service worker's
## precache list and writes dist/tobit.html. tsc then writes the declarations of <tobit-board>
## (dist/tobit-board.d.ts and the modules it uses) from their JSDoc. Then the endgame tables go
## to dist/egtb/ (built once into ~/.cache/tobit/egtb, see docs/EGTB.md), fetched by the engine
## worker only when needed and kept in the Cache API (not precached).
dist: setup wasm-types
	trunk build --release
	tsc -p tsconfig.dts.json
	cargo run --release --quiet -- egtb export --out dist/egtb

## Re-render the PNG icons from www/icons/tobit.svg (the PNGs are committed)
icons: setup
	node scripts/make-icons.mjs

## Every test: native, wasm in headless Chromium and Firefox, end to end
test: setup lint test-native test-js test-wasm test-e2e

## The TypeScript declarations of the three wasm modules, which wasm-bindgen writes from the
## Rust types (tsify): target/wasm-types/tobit.d.ts, tobit_engine.d.ts and tobit_study.d.ts.
## tsc resolves the page's imports of ../tobit.js, ../tobit_engine.js and ../tobit_study.js to
## them (tsconfig.json rootDirs). The same builds as `make dist` (Trunk's page module with the
## cargo profile wasm-page in target/, the engine's and the study's release builds in
## target/engine and target/study), so each is built once.
WASM_TYPES := target/wasm-types
wasm-types:
	cargo build --profile wasm-page --target wasm32-unknown-unknown --lib --no-default-features --features page
	wasm-bindgen --target web --out-dir $(WASM_TYPES) --out-name tobit target/wasm32-unknown-unknown/wasm-page/tobit.wasm
	CARGO_TARGET_DIR=target/engine cargo build --release --target wasm32-unknown-unknown --lib --no-default-features --features engine
	wasm-bindgen --target web --out-dir $(WASM_TYPES) --out-name tobit_engine target/engine/wasm32-unknown-unknown/release/tobit.wasm
	CARGO_TARGET_DIR=target/study cargo build --release --target wasm32-unknown-unknown --lib --no-default-features --features study
	wasm-bindgen --target web --out-dir $(WASM_TYPES) --out-name tobit_study target/study/wasm32-unknown-unknown/release/tobit.wasm

## Rust format and clippy; the JS type checks (tsc on the JSDoc of www/, its workers, and the
## tools and tests) and ESLint (eslint.config.js)
lint: wasm-types
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown $(WASM_FEATURES) --lib $(WASM_TESTS) -- -D warnings
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

test-wasm:
	@if [ -n "$(WASM_TESTS)" ]; then \
	  $(CHROME) cargo test --target wasm32-unknown-unknown $(WASM_FEATURES) $(WASM_TESTS) && \
	  $(FIREFOX) cargo test --target wasm32-unknown-unknown $(WASM_FEATURES) $(WASM_TESTS); \
	else echo "no wasm test suites yet"; fi

test-e2e: dist
	@if [ -d e2e ]; then node --test e2e/; else echo "no e2e suite yet"; fi

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
