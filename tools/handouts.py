"""`make handouts`: the course's printed handouts, in every language, for A4 and US Letter.

    python tools/handouts.py [--out build/handouts] [--lang en] [--paper a4] [--seeds 59 10 1414] [--png] [--sizes]

Writes, under `<out>/<lang>/` (`build/handouts/en/`, `build/handouts/ms/`):
- `charleston_card_<paper>.pdf`: the Charleston card, one sheet printed on both sides (the
  passes on the front, the rules on the back), and each side as `.svg` and `_back.svg`;
- `practice_sheet_<paper>.pdf`: three "what would you pass?" problems from seeded deals, the
  coach's answers on page 2 (print on both sides);
- `answer_key_<paper>.pdf`: the instructor's page, with every equally good pass.

All are drawn by `charleston_lessons.art.handouts` from the rules, the rulebook and the coach,
so they never disagree with the lessons. `--seeds` picks the practice sheet's three deals
(the same seeds make the same sheet; `drills.replay("practice/what-to-pass-<seed>")` shows a
problem again in a notebook). `--png` also renders every page to PNG at 100 dpi with
pypdfium2 (one of the test extras), to look at the pages as a person would. `--sizes` prints,
for each PDF, the smallest size of each element as read back from the file with pypdf (a test
extra): the rules, the pass numbers and everything else.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from charleston_lessons.art.handouts import PAPERS, PRACTICE_SEEDS, write_handouts  # noqa: E402
from charleston_lessons.messages import LANGUAGES  # noqa: E402

OUT = ROOT / "build" / "handouts"


def render_pngs(pdfs: list[Path], dpi: int = 100) -> list[Path]:
    """Every page of `pdfs` as `<name>_p<n>.png` beside its PDF, at `dpi` (pypdfium2)."""
    import pypdfium2 as pdfium

    pngs = []
    for pdf in pdfs:
        document = pdfium.PdfDocument(str(pdf))
        try:
            for number, page in enumerate(document, 1):
                path = pdf.with_name(f"{pdf.stem}_p{number}.png")
                page.render(scale=dpi / 72).to_pil().save(path)
                pngs.append(path)
        finally:
            document.close()
    return pngs


ELEMENTS = ("rules", "pass numbers", "text")


def pdf_sizes(pdf: Path, lang: str) -> dict[str, float]:
    """The smallest size on paper, in points, of each element of a handout PDF, read back
    with pypdf in the order the page draws its text: "rules" (a rule's ID, and the lines of
    its sentence, in `lang`, that follow it), "pass numbers" (a bold pass number alone, as on
    the table picture, and each ladder row's "Pass N: ...") and "text" (everything else). An
    element the PDF does not have is left out."""
    import re

    import pypdf

    from charleston_lessons.messages import say, speaking
    from charleston_lessons.rulebook import RULES, rule_sentence
    from charleston_lessons.rules import PASSES

    def letters(text: str) -> str:  # a ligature ("fi", "ff") is a glyph pypdf may drop
        return re.sub(r"[^\w]", "", text.lower())

    with speaking(lang):
        sentences = {rule: letters(rule_sentence(rule)) for rule in RULES}
        rows = tuple(say("handout.card.row", number=step.number, name="").strip() for step in PASSES)
    numbers = {str(step.number) for step in PASSES}
    smallest: dict[str, float] = {}
    for page in pypdf.PdfReader(pdf).pages:
        state: dict[str, str] = {"rule": ""}

        def visit(text: str, cm: list, tm: list, font: dict | None, size: float) -> None:
            words = " ".join(text.split())
            if not words:
                return
            scale = (abs(tm[0] * tm[3] - tm[1] * tm[2]) * abs(cm[0] * cm[3] - cm[1] * cm[2])) ** 0.5
            bold = "Bold" in str((font or {}).get("/BaseFont", ""))
            head = re.match(r"^([A-Z][0-9]{1,2}):? ?(.*)$", words)
            if head and head.group(1) in sentences and bold or (head and head.group(1) in sentences
                                                                and head.group(2) and words[len(head.group(1))] == ":"):
                state["rule"] = head.group(1)  # an ID, on its own or before its sentence ("G5: ...")
                element = "rules"
            elif state["rule"] and letters(words) and letters(words) in sentences[state["rule"]]:
                element = "rules"  # the next line of the rule's sentence
            else:
                state["rule"] = ""
                element = "pass numbers" if (bold and words in numbers) or words.startswith(rows) else "text"
            smallest[element] = min(smallest.get(element, 1e9), round(size * scale, 2))

        page.extract_text(visitor_text=visit)
    return smallest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write to (default: build/handouts)")
    parser.add_argument("--lang", action="append", choices=LANGUAGES, help="a language (default: every one)")
    parser.add_argument("--paper", action="append", choices=tuple(PAPERS), help="a paper size (default: both)")
    parser.add_argument("--seeds", type=int, nargs=3, default=list(PRACTICE_SEEDS),
                        help="the practice sheet's three deals")
    parser.add_argument("--png", action="store_true", help="also render every page to PNG (needs pypdfium2)")
    parser.add_argument("--sizes", action="store_true",
                        help="print each PDF's smallest size of each element, read back (needs pypdf)")
    args = parser.parse_args(argv)
    written = write_handouts(args.out, languages=args.lang or LANGUAGES, papers=args.paper or tuple(PAPERS),
                             seeds=args.seeds)
    if args.png:
        written += render_pngs([path for path in written if path.suffix == ".pdf"])
    for path in written:
        try:
            shown = path.resolve().relative_to(Path.cwd().resolve())
        except ValueError:
            shown = path
        print(shown)
    if args.sizes:
        for path in written:
            if path.suffix == ".pdf":
                sizes = pdf_sizes(path, path.parent.name)
                print(f"{path.parent.name}/{path.name}: " + ", ".join(
                    f"{element} {sizes[element]:g} pt" for element in ELEMENTS if element in sizes))
    print(f"Wrote {len(written)} files. Print them at actual size (100%), the card and the practice sheet on both sides.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
