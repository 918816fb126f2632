"""The README's examples run as written (doctest), so the documented API stays true."""

from __future__ import annotations

import doctest
import os
import subprocess
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples_run_as_written():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 15
    assert result.failed == 0


def test_readme_names_the_two_commands_and_the_test_command():
    text = README.read_text()
    assert "make lab" in text and "make test" in text
    assert "make test" in (README.parent / ".ci" / "run").read_text()


def test_readme_lesson_table_matches_the_lessons():
    import re

    from charleston_lessons.lessons import all_lessons

    rows = re.findall(r"^\| (\d+) \| [^|]+ \| (\d+) \| (\d+) \+ (\d+) \|$", README.read_text(), flags=re.M)
    expected = [(str(l.number), str(len(l.exercises)), str(l.teaching_minutes), str(l.exercise_minutes))
                for l in all_lessons()]
    assert rows == expected


def test_readme_points_to_the_rules_and_the_api_documents_that_ship_with_it():
    import re

    text = README.read_text()
    linked = set(re.findall(r"\]\(([\w/.]+\.md)\)", text))
    assert {"docs/RULES.md", "docs/API.md"} <= linked
    for target in linked:
        assert (README.parent / target).is_file(), target
    assert "`RULES.md`" not in text and "`API.md`" not in text, "name the shipped files by their paths"
    assert (README.parent / "notebooks" / "rules_reference.ipynb").is_file()
    assert "notebooks/rules_reference.ipynb" in text


def test_the_shipped_api_document_names_every_public_function_the_readme_uses():
    api = (README.parent / "docs" / "API.md").read_text()
    for name in ("parse_tile", "parse_tiles", "full_set", "receiver", "sender", "pass_step", "check_pass"):
        assert f"`{name}" in api, name


def test_make_lab_opens_and_prints_the_link_to_lesson_1_not_the_launcher():
    import re

    from charleston_lessons.lessons import all_lessons

    makefile = (README.parent / "Makefile").read_text()
    # What `make lab` would run, in English and with COURSE_LANG=ms (make -n prints it).
    env = {k: v for k, v in os.environ.items() if k != "CHARLESTON_LANG"}
    for extra, folder in (([], "notebooks/"), (["COURSE_LANG=ms"], "notebooks/ms/")):
        run = subprocess.run(["make", "-n", "-s", "-C", str(README.parent), "lab", *extra, "STAMP=Makefile"],
                             capture_output=True, text=True, env=env, check=True)
        first = re.search(r"--LabApp.default_url=/lab/tree/(\S+)", run.stdout).group(1)
        assert first == f"{folder}{all_lessons()[0].notebook}" and (README.parent / first).is_file()
        assert f"CHARLESTON_LANG={extra[0].split('=')[1] if extra else 'en'}" in run.stdout
    recipe = makefile.split("\nlab:", 1)[1].split("\n\n", 1)[0]
    # JupyterLab prints (and opens) its own default_url, so that is what must name lesson 1.
    assert "--LabApp.default_url=/lab/tree/$(FIRST)" in recipe
    assert "--ServerApp.ip=127.0.0.1" in recipe
