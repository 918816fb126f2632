# The two commands a user needs: `make lab` and `make test`. Both set everything up.
# An instructor also has `make workshop` (the course as apps, code hidden, with Voilà).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# COURSE_LANG=ms: open the course in Malay (notebooks/ms/), every kernel speaking Malay.
COURSE_LANG ?= $(or $(CHARLESTON_LANG),en)
FIRST  := notebooks/$(if $(filter-out en,$(COURSE_LANG)),$(COURSE_LANG)/,)01_start_here.ipynb
# LAB_ARGS: more options for `make lab`, e.g. LAB_ARGS="--no-browser --port=8890".
LAB_ARGS ?=
WORKSHOP_PORT  ?= 8866
WORKSHOP_THEME ?= light
WORKSHOP_IP    ?= 127.0.0.1
WORKSHOP_HOSTS ?= localhost
WORKSHOP_REMOTE ?=
# WORKSHOP_ROOM: the room store every learner's record goes to (a SQLite path, sqlite:///… or
# postgresql://…; "off" for none); by default a SQLite file in the course's Jupyter data folder.
WORKSHOP_ROOM ?=

.PHONY: lab test bench fuzz workshop lite handouts setup clean

# The course's kernel configuration, copied into the environment (see its rule below).
KERNEL_CONFIG := $(VENV)/etc/ipython/ipython_kernel_config.py

setup: $(STAMP) $(KERNEL_CONFIG)

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Charleston Lessons needs Python 3.11 or newer; set PYTHON=python3.11 (or newer).")'
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

# The course's kernel configuration: a kernel of this environment warms itself while it starts
# (charleston_lessons/widgets/_preload.py), so a lesson's first exercise is answerable sooner.
$(KERNEL_CONFIG): etc/ipython/ipython_kernel_config.py | $(BIN)/python
	@mkdir -p $(dir $@)
	cp $< $@

# The course's JupyterLab settings (share/jupyter/lab/settings/overrides.json: no cell toolbar,
# no news prompt)
# and its page style (share/jupyter/labextensions/charleston-lessons-page: in the course's
# notebooks, text at 16 px, links underlined, no prompt column).
# As root (a container, a fresh VM), JupyterLab refuses to start without --allow-root: it is
# passed then, with a notice.
lab: $(STAMP) $(KERNEL_CONFIG)
	@if [ "$$(id -u)" = 0 ]; then echo "make lab: running as root, so JupyterLab gets --allow-root (better: run it as your own user)."; fi
	CHARLESTON_LANG=$(COURSE_LANG) $(BIN)/jupyter lab --ServerApp.ip=127.0.0.1 --ServerApp.root_dir=. \
		--LabApp.app_settings_dir="$(CURDIR)/share/jupyter/lab/settings" \
		--LabApp.extra_labextensions_path="$(CURDIR)/share/jupyter/labextensions" \
		--LabApp.default_url=/lab/tree/$(FIRST) $$([ "$$(id -u)" = 0 ] && echo --allow-root) $(LAB_ARGS)

# axe-core, for the accessibility checks in the browser tests (pinned; from npm).
AXE_VERSION := 4.14.1
AXE := $(VENV)/axe/node_modules/axe-core/axe.min.js

$(AXE): | $(BIN)/python
	@if command -v npm >/dev/null 2>&1; then \
		npm install --silent --no-audit --no-fund --prefix $(VENV)/axe axe-core@$(AXE_VERSION); \
	else \
		echo "npm not found: the accessibility checks (axe-core) are skipped here; CI installs Node.js and runs them."; \
	fi

test: $(STAMP) $(KERNEL_CONFIG) $(AXE)
	$(BIN)/python -m pytest

# workshop: the lessons and notebooks/instructor/ (the live table) as apps with their code
# hidden, served by Voila on 127.0.0.1 only, with a fresh token; prints the link to open.
# WORKSHOP_PORT=8867 picks another port, WORKSHOP_THEME=dark the dark theme; WORKSHOP_IP,
# WORKSHOP_HOSTS and WORKSHOP_REMOTE open it to a room (see tools/workshop.py and the README).
# Once the server answers it prints two links, Learners: (short, also as a QR code) and
# Instructor: (instructor/ too).
# Every learner's answers go to their own record in the room store (WORKSHOP_ROOM).
workshop: $(STAMP) $(KERNEL_CONFIG)
	@WORKSHOP_PORT=$(WORKSHOP_PORT) WORKSHOP_THEME=$(WORKSHOP_THEME) WORKSHOP_IP=$(WORKSHOP_IP) \
		WORKSHOP_HOSTS="$(WORKSHOP_HOSTS)" WORKSHOP_REMOTE=$(WORKSHOP_REMOTE) \
		WORKSHOP_ROOM="$(WORKSHOP_ROOM)" $(BIN)/python tools/workshop.py

# fuzz: the bad-input checks of every public function, for longer and with a fresh seed
# (FUZZ_EXAMPLES per module, FUZZ_SEED to replay a run); prints the figures per module.
FUZZ_EXAMPLES ?= 5000
FUZZ_SEED ?= $(shell date +%s)
fuzz: $(STAMP)
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) FUZZ_SEED=$(FUZZ_SEED) $(BIN)/python -m pytest -p no:nbval \
		-o addopts="" -q -s tests/test_fuzz_api.py -k bad_input

# lite: the course as a static JupyterLite site in build/lite/ (Python runs in the browser;
# nothing to install for a learner). Prints how to preview it on 127.0.0.1 and publish it.
lite: $(STAMP)
	$(BIN)/python tools/build_lite.py

# handouts: the printed Charleston card (PDF and SVG), a practice sheet and the instructor's
# answer key, in English and Malay, for A4 and US Letter, in build/handouts/<lang>/
# (see tools/handouts.py; HANDOUT_ARGS="--png" also renders every page to PNG).
HANDOUT_ARGS ?=
handouts: $(STAMP)
	$(BIN)/python tools/handouts.py $(HANDOUT_ARGS)

bench: $(STAMP) $(KERNEL_CONFIG)
	$(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis test-artifacts
