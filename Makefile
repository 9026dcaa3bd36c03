# nqueens — the two commands are `make serve` and `make test`; the rest are the steps
# they call. Tools come from scripts/bootstrap.sh (idempotent, registries only).

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
# The build's npm tools (tools/: wasm-opt from binaryen 132, terser) must win over any
# other on PATH (docs/toolchain.md, pitfall 2); then cargo's, then the tests' (e2e/).
CARGO_BIN := $(if $(CARGO_HOME),$(CARGO_HOME),$(HOME)/.cargo)/bin
export PATH := $(CURDIR)/tools/node_modules/.bin:$(CARGO_BIN):$(CURDIR)/e2e/node_modules/.bin:$(PATH)
# Not exported: wasm-bindgen-test-runner picks its browser by which driver variable is set.
GECKODRIVER := $(CARGO_BIN)/geckodriver
export CARGO_TERM_COLOR := never

WASM := --target wasm32-unknown-unknown

.PHONY: serve test bootstrap lint fmt unit deploy portable browser build e2e bench bench-portable bench-web bench-code bench-engine sizes bench-load trace-load bench-models bench-queens icons screenshots soak clean

serve: bootstrap
	trunk serve --release

test: bootstrap lint unit deploy portable browser build e2e

bootstrap:
	@scripts/bootstrap.sh

# The build's own tool, tools/split-pages, has a lock file and a target of its own.
SPLIT_PAGES := --manifest-path tools/split-pages/Cargo.toml --target-dir tools/split-pages/target
# So has the benchmark of the count's wasm in node (scripts/bench-engine.sh).
ENGINE_BENCH := --manifest-path tools/engine-bench/Cargo.toml --target-dir tools/engine-bench/target

# Formatting, clippy (native and wasm32), and the maintainer's docs: private items
# included (a link to one is fine there), a broken or ambiguous doc link fails. The
# CLI's binary is named `nqueens`, as the app's library is, so both document into
# target/doc/nqueens: in one `cargo doc` their two rustdocs ran at once, and one
# cleared the directory the other was writing (a fresh clone's lint failed so,
# 2026-12-02). The CLI is documented after the rest.
DOC := RUSTDOCFLAGS="-D warnings -A rustdoc::private_intra_doc_links" cargo doc --no-deps --document-private-items -q
lint:
	cargo fmt --all -- --check
	cargo fmt --manifest-path tools/split-pages/Cargo.toml -- --check
	cargo fmt --manifest-path tools/engine-bench/Cargo.toml -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	cargo clippy $(WASM) -p nqueens --lib --bins --tests -- -D warnings
	cargo clippy $(SPLIT_PAGES) --release --all-targets -- -D warnings
	cargo clippy $(ENGINE_BENCH) $(WASM) -- -D warnings
	$(DOC) --workspace --exclude nqueens-cli
	$(DOC) -p nqueens-cli

fmt:
	cargo fmt --all

# Native tests: the core, the strings, the worker protocol and runner. The slow
# published figures are #[ignore]d in debug and run here in release.
unit:
	cargo test --workspace
	cargo test --release -p nqueens-core -- --ignored
	cargo test $(SPLIT_PAGES) --release

# The shard recipes of deploy/ run for real: GNU parallel, and the Slurm and Kubernetes
# per-task commands for every index, each merged to Q(16).
deploy:
	cargo build --release -q -p nqueens-cli
	deploy/test.sh

# The release CLI, built as this Makefile builds it, runs on QEMU's oldest x86-64 (no
# popcnt, no BMI): the counting recipes of deploy/ send it to whatever nodes a cluster has.
# There its count takes the plain x86-64 path (--stats names it), and on a Haswell the
# x86-64-v3 one, picked at run time (crates/core/src/count/isa.rs; QEMU emulates AVX2
# since 7.2, Debian 12's).
portable:
	cargo build --release -q -p nqueens-cli
	test "$$(qemu-x86_64 -cpu qemu64 target/release/nqueens count 12 --fundamental | tr '\n' ' ')" = "14200 1787 " \
	  && echo "portable: nqueens count 12 on qemu64 gives 14200 and 1787"
	qemu-x86_64 -cpu qemu64 target/release/nqueens count 12 --stats 2>&1 >/dev/null | grep -q ' instructions x86-64$$' \
	  && echo "portable: on qemu64 the count runs plain x86-64"
	test "$$(qemu-x86_64 -cpu Haswell target/release/nqueens count 12 --stats 2>&1 >/dev/null | grep -o 'instructions .*')" = "instructions x86-64-v3" \
	  && test "$$(qemu-x86_64 -cpu Haswell target/release/nqueens count 12 2>/dev/null)" = 14200 \
	  && echo "portable: on a Haswell it runs x86-64-v3 and gives 14200"

# Component tests in headless Chromium, then in headless Firefox ESR (the runner takes
# the browser from the driver variable it is given; webdriver.json has both binaries).
# Without the `pages` feature, as the workers are built: with it, every binary keeps the
# pages' split exports, and /code's calls its `#[lazy]` part through an import that only
# the split app provides, so the test module could not even be instantiated.
WEB_TESTS := $(WASM) --no-default-features --test web
browser:
	CHROMEDRIVER=/usr/bin/chromedriver cargo test $(WEB_TESTS)
	GECKODRIVER=$(GECKODRIVER) cargo test $(WEB_TESTS)

# The release site in dist/ (trunk keeps an old dist/ when a build fails, so the
# recipe's exit status is what counts).
# The site, and the same sources built for a /nqueens/ prefix (a GitHub Pages project
# site), which the end-to-end specs serve under that path.
# PUBLIC_URL=/prefix/ builds dist/ for a host that serves it under that prefix.
build: bootstrap
	trunk build --release $(if $(PUBLIC_URL),--public-url $(PUBLIC_URL))
	trunk build --release --public-url /nqueens/ --dist target/dist-nqueens

# End-to-end specs against dist/ served on 127.0.0.1 (some ask the CLI to check a page):
# the whole suite in Chromium, two spec files at a time (E2E_JOBS), then one spec per
# page in Firefox ESR and in WebKitGTK, the two engines at once.
e2e:
	cargo build --release -q -p nqueens-cli
	cd e2e && node run.mjs
	cd e2e && node engines.mjs

# The random walk of the suite at length: 20,000 actions over several seeds, desktop and
# phone in turn (SOAK_ACTIONS, SOAK_SEED); it reports every failing seed, not the first.
soak: build
	cd e2e && node soak.mjs

# The core's CLI against the reference C programs (needs ../shared/baseline).
bench:
	scripts/bench.sh

# The default release build (portable, the instructions picked at run time) against a
# -C target-cpu=native one, Q(17) and Q(18) on one thread, in turn (RUNS, NS).
bench-portable:
	scripts/bench-portable.sh

# The built site in Chromium against the CLI (ARGS=--big adds Q(18) to Q(20) with two
# workers, their memory and progress: about 15 minutes; ARGS=--only=count for the counts;
# ARGS=--only=interrupted: Q(19) and Q(20) reloaded, a worker crashed, cancelled, the
# totals checked against the published ones: about 10 minutes).
bench-web: build
	cargo build --release -q -p nqueens-cli
	cd e2e && node bench.mjs $(ARGS)

# The core's count in node's V8, as the lab's workers run it, against the CLI: the
# engine's share of `make bench-web`'s one-worker ratio (ARGS="17 --profile": by function).
bench-engine:
	scripts/bench-engine.sh $(ARGS)

# /code: a learner's program run, checked and replayed in Chromium, beside `nqueens run`.
bench-code: build
	cargo build --release -q -p nqueens-cli
	cd e2e && node bench_code.mjs $(ARGS)

# The manifest's PNG icons, rendered from public/favicon.svg by Chromium (committed).
icons:
	cd e2e && node icons.mjs

# Each route's first-visit size, gzipped, from the built files (e2e/sizes.mjs).
sizes: build
	node e2e/sizes.mjs

# First load: sizes gzipped and Lighthouse (mobile) on each route, over a gzip server.
bench-load: build
	cd e2e && node bench_load.mjs

# Where each route's first load spends the main thread, from Chromium's trace: blocking
# by kind of task, on wall and thread time, what other threads ran meanwhile, busy time,
# and the takeover's relayout (e2e/trace_load.mjs; give it several site directories to
# compare builds in turn).
trace-load: build
	cd e2e && node trace_load.mjs

# Queens, the region puzzle (#76): prove-unique, generate + grade, A002464(12), natively;
# then levels made in the page's worker (the built site in Chromium; RUNS seeds).
bench-queens: build
	cargo run --release -q -p nqueens-cli -- queens bench
	cd e2e && node bench_queens.mjs

# The paper's tables: depth- vs breadth-first branch and bound, MILP vs backtracking.
bench-models:
	scripts/bench-models.sh

# Screenshots of every route, desktop and phone, light and dark, into e2e/screenshots/.
screenshots: build
	cd e2e && node screenshots.mjs

clean:
	cargo clean
	rm -rf dist e2e/test-results e2e/screenshots
