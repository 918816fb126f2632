# The two commands a user needs: `make lab` and `make test`. Both set everything up.
# An instructor also has `make workshop` (the course as apps, code hidden, with Voilà).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
FIRST  := notebooks/01_start_here.ipynb
# LAB_ARGS: more options for `make lab`, e.g. LAB_ARGS="--no-browser --port=8890".
LAB_ARGS ?=
WORKSHOP_PORT  ?= 8866
WORKSHOP_THEME ?= light

.PHONY: lab test bench workshop setup clean

setup: $(STAMP)

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Charleston Lessons needs Python 3.11 or newer; set PYTHON=python3.11 (or newer).")'
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

lab: $(STAMP)
	$(BIN)/jupyter lab --ServerApp.ip=127.0.0.1 --ServerApp.root_dir=. \
		--LabApp.default_url=/lab/tree/$(FIRST) $(LAB_ARGS)

test: $(STAMP)
	$(BIN)/python -m pytest

# workshop: the lessons and notebooks/instructor/ (the live table) as apps with their code
# hidden, served by Voila on 127.0.0.1 only, with a fresh token; prints the link to open.
# WORKSHOP_PORT=8867 picks another port, WORKSHOP_THEME=dark the dark theme. The classic
# (server-rendered) list: Voila's newer list page sometimes comes up empty.
workshop: $(STAMP)
	@token=$$($(BIN)/python -c 'import secrets; print(secrets.token_hex(24))'); \
	echo ""; \
	echo "Workshop mode: open http://127.0.0.1:$(WORKSHOP_PORT)/?token=$$token"; \
	echo "Lessons and instructor/ (the live table) run as apps, code hidden. Ctrl-C stops it."; \
	echo ""; \
	JUPYTER_TOKEN=$$token exec $(BIN)/voila notebooks --no-browser --token \
		--Voila.ip=127.0.0.1 --port=$(WORKSHOP_PORT) --Voila.port_retries=0 \
		--classic-tree --theme=$(WORKSHOP_THEME)

bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis test-artifacts
