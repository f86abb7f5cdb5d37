# gradtable: every command a newcomer needs. `make test` and `make demo` work on a fresh machine.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

LINT_STAMP := $(VENV)/.lint-installed

.PHONY: test test-pythons lint fuzz realprograms torch-suite doc-links demo tour examples bench bench-memory generate check-generated check-op list clean

# The environment: a venv with the package (editable), its test tools and the distributed extra (mpi4py
# and MPICH, so the multi-process tests run). PyTorch is the test oracle only; it is installed when
# available and the comparisons run against it.
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,distributed]' || { echo "note: the distributed extra (mpi4py, mpich) did not install; multi-process tests will be skipped"; $(PY) -m pip install --quiet -e '.[test]'; }
	-$(PY) -m pip install --quiet torch==2.13.0 || echo "note: torch not installed; PyTorch comparisons will be skipped"
	-$(PY) -m pip install --quiet --no-deps torchviz==0.0.3 graphviz==0.21 || echo "note: torchviz not installed; make_dot is not compared with it"
	touch $(STAMP)

# The suite runs in TEST_WORKERS processes (pytest-xdist; one per core by default, 0 for a single process).
TEST_WORKERS ?= $(shell nproc 2>/dev/null || echo 2)
test: $(STAMP)
	$(PY) -m pytest -q -n $(TEST_WORKERS)

# The suite on the oldest and newest Python gradtable supports, each in its own venv. PyTorch 2.13 is
# installed for the main Python only, so these runs skip the comparisons with it and check the rest
# (the engine's reference-count calibration above all, which depends on the CPython version).
# An interpreter is looked for in pyenv's versions, then on PATH (a pyenv shim may name a version
# that is not active: each candidate must run).
OTHER_PYTHONS ?= 3.10 3.13
test-pythons:
	@set -e; for v in $(OTHER_PYTHONS); do \
		py=""; for c in $$(ls -d $$(pyenv root 2>/dev/null || echo $$HOME/.pyenv)/versions/$$v*/bin/python$$v \
			/root/.pyenv/versions/$$v*/bin/python$$v 2>/dev/null) $$(command -v python$$v || true); do \
			if "$$c" -c pass 2>/dev/null; then py=$$c; break; fi; done; \
		test -n "$$py" || { echo "python$$v not found: install it (e.g. pyenv install $$v) to run make test-pythons"; exit 1; }; \
		echo "=== $$py"; \
		test -x .venv-$$v/bin/python || $$py -m venv .venv-$$v; \
		.venv-$$v/bin/python -m pip install --quiet --upgrade pip; \
		.venv-$$v/bin/python -m pip install --quiet -e '.[test,distributed]' || \
			.venv-$$v/bin/python -m pip install --quiet -e '.[test]'; \
		env -u GRADTABLE_REQUIRE_TORCH .venv-$$v/bin/python -m pytest -q -p no:cacheprovider -n $(TEST_WORKERS); \
	done

$(LINT_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[lint]'
	touch $(LINT_STAMP)

# ruff (configured in pyproject.toml) on the whole tree; mypy on the generator.
lint: $(LINT_STAMP)
	$(PY) -m ruff check runtime codegen generated tests benchmarks examples
	$(PY) -m mypy codegen

# Random programs run in gradtable and PyTorch side by side for SECONDS seconds (tests/differential/):
# a summary by family of disagreement and the smallest program found for each. `make test` runs a
# bounded, fixed set of them (tests/differential/test_differential.py).
SECONDS ?= 60
fuzz: $(STAMP)
	PYTHONPATH=tests $(PY) -m differential.fuzz --seconds $(SECONDS)

# 31 real PyTorch programs written by others (tutorials, pytorch/examples, nanoGPT, minGPT, makemore, ...), run
# unchanged on PyTorch and on gradtable side by side from ../shared/realprograms/ (never copied here); every
# number they print must agree. About 2-5 minutes. Fails when a program fails that is not in the expected-failure
# list, or when one in the list passes (then delete its line). CI runs it.
# Each program runs on one thread (the runner sets it), so REALPROGRAMS_SHARDS groups of them run side by side,
# each group to its own log, printed when all are done; the target fails when any group fails.
REALPROGRAMS ?= ../shared/realprograms
REALPROGRAMS_SHARDS ?= $(TEST_WORKERS)
realprograms: $(STAMP)
	@test -x $(REALPROGRAMS)/run.sh || { echo "realprograms: no $(REALPROGRAMS)/run.sh (set REALPROGRAMS=DIR)"; exit 1; }
	@set -e; names=$$($(REALPROGRAMS)/run.sh --python $(PY) --list); out=$$(mktemp -d); pids=; \
	for k in $$(seq 1 $(REALPROGRAMS_SHARDS)); do \
		only=$$(printf '%s\n' $$names | awk -v k=$$k -v n=$(REALPROGRAMS_SHARDS) '(NR - 1) % n == k - 1' | paste -sd, -); \
		$(REALPROGRAMS)/run.sh --python $(PY) --only "$$only" --out $$out/group$$k \
			--expect-fail tests/realprograms_expected_failures.txt > $$out/group$$k.log 2>&1 & pids="$$pids $$!"; \
	done; \
	status=0; for p in $$pids; do wait $$p || status=1; done; \
	cat $$out/group*.log; \
	awk '/run unchanged and match PyTorch/ { p += $$2; n += $$4 } END { print "realprograms, all groups: " p " of " n " run unchanged and match PyTorch" }' $$out/group*.log; \
	exit $$status

# PyTorch's own autograd tests (test_autograd.py, test_functional.py, ~630 tests), run on PyTorch and on gradtable
# from ../shared/torch_suite/ (never copied here). tests/torch_suite_gate.py then fails when a test listed in
# tests/torch_suite_expected_passes.txt does not pass; it names newly passing tests (--write adds them: the list
# only grows). About 2-5 minutes. CI runs it. The per-test limit is generous: CI machines differ.
TORCH_SUITE ?= ../shared/torch_suite
TORCH_SUITE_OUT ?= build/torch_suite
torch-suite: $(STAMP)
	@test -x $(TORCH_SUITE)/run.sh || { echo "torch-suite: no $(TORCH_SUITE)/run.sh (set TORCH_SUITE=DIR)"; exit 1; }
	rm -rf $(TORCH_SUITE_OUT)
	$(TORCH_SUITE)/run.sh --python $(PY) --out $(TORCH_SUITE_OUT) --timeout 60
	$(PY) tests/torch_suite_gate.py $(TORCH_SUITE_OUT)/results.json

# The demo trains a CNN on scikit-learn's digits (the data ships inside scikit-learn).
DEMO_STAMP := $(VENV)/.demo-installed
$(DEMO_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[demo]'
	touch $(DEMO_STAMP)

demo: $(DEMO_STAMP)
	$(PY) examples/train_digits.py

# A short tour of the autograd itself: graphs, grad_fn chains, gradients.
tour: $(STAMP)
	$(PY) examples/tour.py

# The worked examples of the seed notes on torch.autograd (examples/seeds/), each run on gradtable,
# then five ordinary scripts (data loading; a character-level LSTM; L-BFGS; a tiny GPT; REINFORCE). tests/project/
# test_seed_examples.py and test_examples.py check each prints what it prints with real torch.
examples: $(STAMP)
	@set -e; for script in examples/seeds/s*.py examples/data_loading.py examples/char_lstm.py \
		examples/lbfgs_fit.py examples/tiny_gpt.py examples/policy_gradient.py; do \
		echo "=== $$script"; $(PY) $$script; echo; \
	done

bench: $(STAMP)
	$(PY) benchmarks/run.py

# Peak memory and time of a deep MLP step with and without activation checkpointing.
bench-memory: $(STAMP)
	$(PY) benchmarks/checkpoint_memory.py

# Regenerate generated/ from derivatives.yaml (runs the generator as a plain package,
# so a broken generated/ can always be regenerated).
generate: $(STAMP)
	$(PY) -m codegen

check-generated: $(STAMP)
	$(PY) -m codegen --check

list: $(STAMP)
	$(PY) -m codegen --list

# Every check for one op after editing its entry: make check-op OP=mul. A failure says which
# formula is wrong and how (tests/op_checks.py); the in-place variants (which reuse the entry's
# formulas) are checked once the op itself passes.
check-op: $(STAMP)
	@test -n "$(OP)" || (echo "usage: make check-op OP=<op name>"; exit 2)
	$(PY) -m codegen --check || (echo "generated/ is stale: run make generate"; exit 1)
	GRADTABLE_OP=$(OP) $(PY) -m pytest -q -rf tests/ops/test_ops_table.py
	GRADTABLE_OP=$(OP) $(PY) -m pytest -q -rf tests/ops/test_inplace_table.py tests/ops/test_forward_ad_table.py

# docs/ links to code lines by number: after code moved, rewrite them (tests/project/test_docs.py checks them).
doc-links: $(STAMP)
	$(PY) docs/update_line_links.py

clean:
	rm -rf $(VENV) .venv-3.* build *.egg-info .pytest_cache
