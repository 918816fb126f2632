"""`make handouts`: the course's printed handouts, in every language, for A4 and US Letter.

    python tools/handouts.py [--out build/handouts] [--lang en] [--paper a4] [--seeds 2 3 5] [--png]

Writes, under `<out>/<lang>/` (`build/handouts/en/`, `build/handouts/ms/`):
- `charleston_card_<paper>.pdf` and `.svg`: the one-page Charleston card;
- `practice_sheet_<paper>.pdf`: three "what would you pass?" problems from seeded deals, the
  coach's answers on page 2 (print on both sides);
- `answer_key_<paper>.pdf`: the instructor's page.

All are drawn by `charleston_lessons.art.handouts` from the rules, the rulebook and the coach,
so they never disagree with the lessons. `--seeds` picks the practice sheet's three deals
(the same seeds make the same sheet; `drills.replay("practice/what-to-pass-<seed>")` shows a
problem again in a notebook). `--png` also renders every page to PNG at 100 dpi with
pypdfium2 (one of the test extras), to look at the pages as a person would.
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write to (default: build/handouts)")
    parser.add_argument("--lang", action="append", choices=LANGUAGES, help="a language (default: every one)")
    parser.add_argument("--paper", action="append", choices=tuple(PAPERS), help="a paper size (default: both)")
    parser.add_argument("--seeds", type=int, nargs=3, default=list(PRACTICE_SEEDS),
                        help="the practice sheet's three deals")
    parser.add_argument("--png", action="store_true", help="also render every page to PNG (needs pypdfium2)")
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
    print(f"Wrote {len(written)} files. Print them at actual size (100%), the practice sheet on both sides.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
