"""Every learner-facing sentence of the core, by language, so a translation touches one place.

English is the source: the templates below (and the lessons' own sentences) are the msgids of
the gettext catalog `charleston_lessons/locale/<lang>/LC_MESSAGES/charleston_lessons.po`
(Babel extracts, updates and compiles it: `python tools/catalogs.py`). `say(key, **fields)`
fills in the current language's template for `key` (the catalog's msgctxt), falling back to
English where a translation is missing or needs review (fuzzy entries are not compiled).
Templates use `str.format` fields; a missing key or field is a programming error and raises.
"""

from __future__ import annotations

import gettext
import numbers
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "MESSAGES", "LANGUAGES", "say", "quote", "count_tiles", "set_language", "language",
    "translate", "every_language", "template", "speaking", "recording", "join_words", "say_count",
]

# The course's languages: English (the source) first. CHARLESTON_LANG picks one at start-up.
LANGUAGES: tuple[str, ...] = ("en", "ms")
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ms": "Bahasa Melayu"}
DOMAIN = "charleston_lessons"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        # check_pass verdicts (rules.py)
        "pass.ok.courtesy_none": "Legal: nothing moves for you on the courtesy pass.",
        "pass.joker": (
            "Jokers are never passed, not blind and not by agreement: keep the Joker "
            "in your rack and choose another tile."
        ),
        "pass.not_held": "You don't hold {tile}: you can only pass tiles from your own rack.",
        "pass.not_enough": (
            "You chose {tile} {wanted} times but hold only {held}: "
            "you can only pass tiles from your own rack."
        ),
        "pass.blind_step": (
            "A blind pass is only allowed on pass 3 (first left) and pass 6 (second "
            "right); on pass {step} ({name}) every tile comes from your own rack."
        ),
        "pass.blind_range": (
            "On a blind pass you forward 1, 2 or 3 of the arriving tiles unseen, not {blind}."
        ),
        "pass.count": (
            "Pass {step} moves exactly 3 tiles; you chose {what}: {total} in all."
        ),
        "pass.courtesy_agreed": (
            "Your pair agreed on {agreed}, so pass exactly that many; you chose {count}."
        ),
        "pass.courtesy_range": "A courtesy pass is 0 to 3 tiles; you chose {count}.",
        "what.own": "{own} from your rack",
        "what.own_blind": "{own} from your rack and {blind} forwarded unseen",
        # input errors (ValueError texts)
        "error.seat": "{value!r} is not a seat: choose East, South, West or North.",
        "error.direction": "{value!r} is not a direction: choose right, across or left.",
        "error.phase": "{value!r} is not a phase of the table: use pass, stop question, courtesy offers or over.",
        "error.outcome": "{value!r} is not an outcome: use not attempted, incorrect or correct.",
        "error.step": "{value!r} is not a pass: the passes are numbered 1 to 7.",
        "error.players": "{value!r} players: a game has 2, 3 or 4 players.",
        "error.offer": "{value!r} is not a courtesy offer: offer 0, 1, 2 or 3 tiles.",
        "error.blind": (
            "{value!r} is not a number of tiles to forward unseen: use 0, 1, 2 or 3."
        ),
        "error.answers": "Give one answer, yes or no, for each player: got {value!r}.",
        "lesson.no_lesson": "There is no lesson {number!r}: the lessons are numbered {numbers}.",
        "lesson.no_exercise": "Lesson {number} has no exercise {name!r}; it has {keys}.",
        "lesson.no_slug": "No lesson has the slug {slug!r}.",
        "lesson.duplicate_exercise": "Lesson {number} has two exercises with the key {name!r}: give each its own id.",
        "lesson.unknown_revisit": "revisit names {name!r}, which is not an exercise of lesson {number}.",
        "lesson.no_rack": "Exercise {name!r} of lesson {number} has no rack: it is a question without tiles.",
        "lesson.no_line": "The teaching card has no line {name!r}; this lesson's are {names}.",
        "error.choice_field": "{value!r} is not part of a pass choice: give own, blind and instead.",
        "error.ghost_seats": "Ghost seats (F2) are South, West or North at a table of four racks.",
        "error.log": "A Charleston log is the table's list of events, starting with the deal.",
        "error.message_key": "{value!r} is not a message of the course.",
        # the figures' words (art/figures.py)
        "art.you": 'you',
        "art.right": 'your right',
        "art.across": 'across',
        "art.left": 'your left',
        "art.figure.table_title": 'The seven passes, seen from {seat}',
        "art.figure.table_subtitle": 'Turn order runs counter-clockwise: {order}.\nYour right is the next seat in turn order; the player opposite is across.',
        "art.figure.table_seats": 'Four seats round a table: {you} at the bottom (you), {right} on the right (your right), {across} at the top (across) and {left} on the left (your left).',
        "art.figure.table_arrow": 'pass {number}, {name}, goes to {target} ({relation}, {kind})',
        "art.figure.table_arrows": 'Numbered arrows from {you}: {arrows}.',
        "art.figure.table_styles": 'Solid arrows are the first Charleston, dashed arrows the second, and the dash-dot arrow the courtesy pass.',
        "art.kind.required": 'required',
        "art.kind.optional": 'optional',
        "art.kind.courtesy": 'optional, 0 to 3 tiles',
        "art.legend.first": 'Passes 1-3, first Charleston: required',
        "art.legend.second": 'Passes 4-6, second Charleston: optional (anyone may stop it)',
        "art.legend.courtesy": 'Pass 7, courtesy: optional, 0 to 3 tiles',
        "art.rollor.title": 'ROLLOR: the six Charleston passes in order',
        "art.rollor.pass": 'Pass {number}',
        "art.rollor.blind": 'blind pass\nallowed',
        "art.rollor.across": '(across)',
        "art.rollor.first": 'first Charleston (required)',
        "art.rollor.second": 'second Charleston (optional)',
        "art.rollor.after": 'Then pass 7, the courtesy pass: {direction}, 0 to 3 tiles, optional.',
        "art.rollor.cell": 'pass {number}, {letter} for {word}{blind}',
        "art.rollor.cell_blind": ' (blind pass allowed)',
        "art.rollor.desc": 'Six boxes, one a pass: {cells}. Passes 1 to 3 are the {first}; passes 4 to 6 the {second}. {after}',
        "art.replay.title": 'The Charleston, pass by pass (seen from {seat})',
        "art.replay.panel": 'Pass {number}: {name}',
        "art.replay.standoff": 'Pass {number}: {name} (standoff)',
        "art.replay.empty": 'No pass has been played yet.',
        "art.replay.unseen": 'unseen: {codes}',
        "art.replay.blind": 'Forwarded unseen: {who}.',
        "art.replay.home": 'Back round to the player who put it down: {tiles}.',
        "art.replay.legend_seen": 'tiles passed from the rack',
        "art.replay.legend_unseen": 'tiles that travelled unseen (blind pass)',
        "art.replay.hop_seen": '{a} passed {tiles} to {b}',
        "art.replay.hop_unseen": '{a} passed {tiles} on to {b} unseen',
        "art.replay.panel_desc": 'Pass {number}, {name}: {hops}.',
        "art.replay.seats": 'Seen from {seat}: {seat} at the bottom, {right} on the right, {across} at the top, {left} on the left.',
        # the printed handouts: the Charleston card, the practice sheet, the answer key (art/handouts.py)
        "handout.error.paper": "{value!r} is not a paper size: choose {papers}.",
        "handout.error.fit": "The card does not fit on {paper} paper at 11 pt.",
        "handout.error.seeds": "A practice sheet has three problems, one a seed: give three whole numbers, not {value!r}.",
        "handout.error.write": "The handout could not be written to {name} ({error}).",
        "handout.error.folder": "{name} is there and is not a folder, so no handouts were written in it.",
        "handout.card.title": "The Charleston: a card for your table",
        "handout.card.subtitle": "Keep it beside your rack. Each rule has its ID from the course's rules reference.",
        "handout.card.seen": "Seen from your chair: each numbered arrow is a pass and goes where your tiles go.",
        "handout.card.row": "Pass {number}: {name}",
        "handout.card.rules_title": "The Charleston: the rules, each with its ID",
        "handout.card.way": "{arrow} {direction}",
        "handout.card.first": "First Charleston: required",
        "handout.card.second": "Second Charleston: only if nobody stops it",
        "handout.card.legend_second": "Passes 4-6, second Charleston: only if nobody stops it",
        "handout.card.letters": "R, O, L: Right, Over (across), Left.",
        "handout.card.footer": "Charleston Lessons: a free course on the Charleston of American mahjong. Printed from the course's own rules.",
        "handout.card.description": "A card of the Charleston, printed on both sides: the seven passes as a table picture and as ROLLOR, blind passes, stopping, the courtesy pass, jokers and East's fourteen tiles, each rule with its ID.",
        "handout.practice.title": "Practice: what would you pass?",
        "handout.practice.intro": "Three racks dealt from a shuffled set. For each, choose the tiles you would pass, write them in the boxes and say why. The answers are on the back.",
        "handout.practice.problem": "Problem {number}",
        "handout.practice.your_pass": "Your pass:",
        "handout.practice.why": "Why:",
        "handout.practice.answers_title": "Answers: the coach's pass",
        "handout.practice.answers_intro": "The coach keeps the two lines nearest each rack in mind and passes the tiles that help neither (G1, G2). A pass that leaves your nearest line just as close is as good.",
        "handout.key.title": "Answer key for the instructor",
        "handout.key.intro": "The practice sheet's three problems, with the coach's answers. To show a problem again in a notebook, run drills.replay with its id.",
        "handout.key.item": "Problem {number} ({id})",
        "handout.key.lessons_title": "The lessons' answer key",
        "handout.key.lessons": "The answers to all {count} exercises of the lessons, with why and the wrong answers the course explains, are in the instructor's notebook answer_key.ipynb.",
        "handout.key.codes": (
            "Tile codes: 1B to 9B are Bams, 1C to 9C Craks, 1D to 9D Dots; N, E, W, S the winds"
            " North, East, West, South; RD, GD, WD the Red, Green and White Dragons (White is"
            " also called Soap); F a Flower; J a Joker."
        ),
        "handout.key.notation": (
            "In the lines: each group is a tile's symbol repeated (666B is three 6 Bams, EEE"
            " three Easts, FF two Flowers); R, G and 0 are the Red, Green and White Dragons;"
            " x, y and z stand for three different suits, the ones that suit your rack."
        ),
        "handout.equal.title": "Equally good passes ({count} in all): {passes}.",
        "handout.equal.only": "No other pass is as good as {passes}.",
        "handout.equal.any": "any {count} of {tiles}",
        "handout.equal.with_unseen": "{tiles} with {unseen}",
        "handout.equal.separator": "; or ",
        "handout.practice.unseen": "Forwarded unseen:",
        "handout.key.lesson": "Lesson",
        "handout.key.exercises": "Exercises",
        # the course page's tiles, tile sheet and pass table (course.py)
        "course.rack": "Rack: {tiles}",
        "course.rack.empty": "Rack: no tiles",
        "course.rack.face_down": "{count} face down",
        "course.rack.and_face_down": ", and {count} face down",
        "course.rack.face_down_tile": "Face-down tile",
        "course.sheet.bams": "Bams",
        "course.sheet.craks": "Craks",
        "course.sheet.dots": "Dots",
        "course.sheet.winds": "Winds",
        "course.sheet.dragons": "Dragons",
        "course.sheet.flowers_jokers": "Flowers and jokers",
        "course.sheet.total": "{count} tiles in all.",
        "course.passes.title": "The seven passes",
        "course.express.title": "The Charleston on one page",
        "course.express.other_language": "This lesson is also in {language}.",
        "course.express.key_points": "Key points of lesson {number}, {title}:",
        "course.express.repr": "{title}: run the cells to see its pictures and exercises.",
        "lesson.count_table.title": "Your count, pass by pass",
        "lesson.count_table.pass": "Pass",
        "lesson.count_table.own": "From your rack",
        "lesson.count_table.unseen": "Forwarded unseen",
        "lesson.count_table.sent": "Sent",
        "lesson.count_table.received": "Received",
        "lesson.count_table.after": "Your rack after",
        "lesson.count_table.total": "Passes 1 to 6",
        "table.html.ghost": "ghost, house rule F2",
        "table.html.label": "Charleston table",
        "table.repr": "<Charleston table: {seats} tiles; {status}>",
        "table.repr.ghost": "{seat} (ghost) {count}",
        "table.repr.next": "Next: pass {step} ({name}): tiles go {direction}.",
        "lab.cell.labelled": "{label}: {mean} ({low} to {high})",
        "lab.cell.mean": "{mean} ({low} to {high})",
        "progress.repr.lesson": "[Progress bar for lesson {number}: run this cell to see yours]",
        "progress.repr.overview": "[Your progress through the course: run this cell to see it]",
        "exercise.repr": "Exercise {id}: {prompt} (run this cell to answer)",
        "course.picture": "[Picture] {description}",
        "course.picture.table": "The table seen from {seat}, with arrows for passes 1 to 7.",
        "course.picture.rollor": "ROLLOR: passes 1 to 6 go right, over, left, left, over, right.",
        "course.picture.replay": "The Charleston pass by pass, seen from {seat}: passes {steps}.",
        "art.tile.selected": "{name}, selected",
        "art.tile.soap": "White Dragon, also called Soap (WD)",
        "art.tile.title": "{name} ({code})",
        "course.passes.pass": "Pass",
        "course.passes.direction": "Direction",
        "course.passes.tiles": "Tiles",
        "course.passes.required": "Required?",
        "course.passes.blind": "Blind pass?",
        "course.passes.range": "{low} to {high}",
        "course.passes.yes": "yes",
        "course.passes.no": "no",
        "course.passes.optional": "optional",
        "course.passes.unless_stopped": "only if nobody stops it",
        # small words that code puts into sentences
        "words.and": "{first} and {last}",
        "words.and_the_rest": "{tiles} and the rest",
        "words.neither_line": "neither line",
        "words.no_line": "no line",
        "words.a_function": "a function",
        "words.unshown": "<{kind} that cannot be shown>",
        "words.text": "text",
        "clock.bad_shift": ("{variable}={value!r} is not taken: the clock is not moved. Give days as plain digits "
                            "from -{most} to {most}, such as 1, -2 or 0.5."),
        "words.bytes": "bytes (the file's contents)",
        "words.file_name": "a file's name without a folder",
        "words.or": "{first} or {last}",
        "words.picture_or_text": "a picture or text",
        "words.a_folder": "a folder (a Path or its name as text)",
        "words.hop": "{seat} (pass {step}, {direction})",
        "words.pass_number": "pass {step}",
        "words.dealt": "Dealt: {sizes} tiles.",
        "words.seat_count": "{seat} {count}",
        "words.tile_of": "{tile} ({seat})",
        "error.language": "{value!r} is not a course language: choose {languages}.",
        "error.count": "{value!r} is not a number of tiles: use a whole number from 0 to 152.",
        # any public function's input (_input.py): the parameter is named, the value quoted short
        "error.input.not_list": "{what} should be a list of values; {value!r} is not one.",
        "error.input.too_long": "{what} holds more than {most:,} items, more than any call needs.",
        "error.input.broken_list": "{what} could not be read to the end ({error}).",
        "error.input.broken_call": "{what} failed when the course called it ({error}).",
        "error.input.not_mapping": "{what} should map names to values, as a dict does; {value!r} does not.",
        "error.input.not_whole": "{what} should be a whole number; {value!r} is not one.",
        "error.input.out_of_range": "{what} should be a whole number from {low} to {high}; {value!r} is outside that.",
        "error.input.not_flag": "{what} should be True or False; {value!r} is neither.",
        "error.input.not_kind": "{what} should be {kind}; {value!r} is not one.",
        "error.input.not_text": "{what} should be text; {value!r} is not.",
        "error.input.text_too_long": "{what} is longer than {most:,} characters, more than any call needs.",
        "error.input.not_pixels": "{what} should be a positive number of pixels; {value!r} is not one.",
        # an instructor's answer form (widgets/answer.py)
        "error.field.kind": "{value!r} is not a kind of field: text, number, choice, select or check.",
        "error.field.missing": "This form has no field {value!r}.",
        # the areas under an exercise (widgets/live.py)
        "error.areas.missing": "These areas have no area {value!r}.",
        "error.picker.place": "{value!r} is not a place in this rack: use 0 to {last}.",
        "error.tile": "{value!r} is not a tile: write a code such as 5B, N, RD, F or J, or a name such as 9 Crak or Red Dragon.",
        "error.tiles": "{value!r} is not a list of tiles.",
        "error.tiles_many": "That is more than {most} tiles: no rack, pass or set holds so many.",
        # invented lines and their notation (hands.py): what is not a line
        "error.line.group": "{value!r} is not a group: write a tile symbol repeated 1 to 6 times, such as FF, EEE, 666B or 2222x.",
        "error.line.size": "{line!r} has {size} tiles; a line has {most}.",
        "error.line.copies": "{line!r} wants {count} × {tile} in singles and pairs; the set has fewer.",
        "error.line.groups": "A line's groups should be a tuple of Group values; {value!r} is not.",
        "error.line.group_fields": (
            "{value!r} is not a group: give a size of 1 to 6 and either a tile code (not a joker) or a rank 1 to 9"
            " with a suit variable x, y or z."
        ),
        "error.line.suits": "suits should give each of the line's suit variables ({variables}) a different suit, B, C or D; {value!r} does not.",
        "error.line.not_line": (
            "{what} should be a line: a Line, the name of a card line, or its notation such as FF 666B 666D EEEE NN;"
            " {value!r} is none of those."
        ),
        "error.line.no_lines": "{what} should name at least one line.",
        # strategies and the whole-Charleston runner (strategies.py): what is not a player or a view
        "error.strategy.view": "view should be a SeatView (strategies.seat_view gives one); {value!r} is not.",
        "error.strategy.no_pass": "No pass is due in this view of {seat} (its step is None), so there is nothing to choose.",
        "error.strategy.too_few": "The rack has too few tiles other than jokers to pass {count}.",
        "error.strategy.agreed": "agreed should be None or a courtesy count from 0 to 3 (C2); {value!r} is not.",
        "error.strategy.chance": "{what} should be a chance from 0 to 1; {value!r} is not.",
        "error.strategy.seed": "{what} should be None or a whole number, such as 7; {value!r} is not.",
        "error.strategy.player": "Each player in {what} should be a strategy (with choose_pass, wants_to_stop, courtesy_offer and declares); {value!r} is not.",
        "error.strategy.players": "{what} should be one strategy for every seat, or a mapping from seat to strategy; {value!r} is not.",
        "error.strategy.missing": "strategies has no player for {seats}.",
        "error.strategy.win_test": "win_test should be None or a function of 14 tiles; {value!r} is not.",
        # the table (table.py)
        "table.played": "Pass {step} ({name}) played: every player sent {count} and received {count}.",
        "table.standoff": (
            "Pass {step} ({name}): all four forwarded every arriving tile, so nobody "
            "put a tile down and nothing moved."
        ),
        "table.courtesy_played": "Courtesy pass played across: {pairs}.",
        "table.pair_count": "{a} and {b} swapped {count}",
        "table.pair_cancelled": "{a} and {b} passed nothing",
        "table.pair_will": "{a} and {b} will swap {count}",
        "table.pair_none": "{a} and {b} pass nothing",
        "table.seat_verdict": "{seat}: {message}",
        "table.missing_choice": (
            "Everyone passes at once: {seat} has not chosen yet."
        ),
        "table.done": "The Charleston is over ({reason}).",
        "table.stop_question_due": (
            "Pass 3 is done: first ask every player whether to stop the second Charleston."
        ),
        "table.offers_due": (
            "Before the courtesy pass each pair agrees a count: give every player's offer first."
        ),
        "table.stopped": "{who} stopped the second Charleston: one \"no\" is enough. Next, the courtesy pass.",
        "table.not_stopped": "Nobody stopped it: all four play passes 4, 5 and 6.",
        "table.stop_too_late": (
            "Pass 4 has begun, so the second Charleston cannot be stopped: the table "
            "finishes left, across, right."
        ),
        "table.stop_too_early": "The stop question comes after pass 3, not before.",
        "table.stop_over": "The stop question has already been answered.",
        "table.offers_set": "Courtesy counts agreed: {pairs}.",
        "table.offers_not_now": "Courtesy offers are made once the Charleston has ended, before pass 7.",
        "table.offer_bad": "{seat}'s offer {value!r} is not 0, 1, 2 or 3 tiles.",
        "table.joker_returned": (
            "{seat} passed a Joker by mistake: {receiver} gives it back and {seat} "
            "passes {replacement} instead."
        ),
        "table.joker_no_replacement": (
            "{seat} chose a Joker: it would come straight back (J2), so name a "
            "non-joker tile to pass instead."
        ),
        "table.passes_all": "A table of {players} plays passes {passes}: {count} passes in all.",
        "table.passes_none": (
            "A table of {players} plays no passes at all: no Charleston and no courtesy pass."
        ),
        "table.few_players": (
            "With {players} players there is no Charleston and no courtesy pass: "
            "East opens by discarding."
        ),
        "table.ghost": (
            "House rule, not a League rule: a ghost seat ({seat}) lets {players} "
            "players keep the passes."
        ),
        "table.heavenly": (
            "East was dealt a winning hand: East declares a Heavenly Hand before any "
            "passing, and the Charleston is waived."
        ),
        "table.declared": "East declared Mah Jongg after pass {step}; the Charleston ends.",
        "table.declare_not_east": (
            "Only East can declare during the Charleston: {seat} holds 13 tiles and waits for play."
        ),
        "table.declare_not_now": (
            "East may declare only once a round is over, after pass 3 or after pass 6."
        ),
        "table.declare_not_winning": "East's 14 tiles do not make a winning hand.",
        "reason.complete": "all passes played",
        "reason.heavenly": "East declared a Heavenly Hand",
        "reason.declared": "East declared Mah Jongg",
        "reason.few_players": "fewer than four players",
        "error.racks_size": (
            "T3: East holds 14 tiles and the others 13; {seat} was given {count}."
        ),
        "error.racks_seats": "Give a rack for each of {seats}; got {got}.",
        "error.too_many": "The set has only {copies} × {tile} (T1); the racks hold {count}.",
        "error.unknown_seat_choice": "{seat} is not playing at this table.",
        # the tile picker (widgets/picker.py); the front end fills the {fields}
        "picker.status": "{total} of {limit} chosen",
        "picker.status_forward": "{total} of {limit} chosen: {own} from your rack and {forward} forwarded unseen",
        "picker.no_other": "This rack holds no other {tile} to select.",
        "picker.full": "You have already chosen {limit}; unselect one first.",
        "picker.none_allowed": "No tile can be chosen here.",
        "picker.all_forwarded": "All {arriving} arriving tiles are already forwarded.",
        "picker.arriving": "Arriving from your {side} (face down)",
        "picker.side.right": "right",
        "picker.side.left": "left",
        "picker.forward": "Forward unseen",
        "picker.forward_fewer": "Forward one fewer tile unseen",
        "picker.forward_more": "Forward one more tile unseen",
        "picker.new_name": "{name}, new",
        "picker.new_badge": "New",
        # the score of a review lesson (widgets/scoreboard.py)
        "score.title": "Your score",
        "score.line": "{correct} of {total} right ({percent}%).",
        "score.untried": "{count} not tried yet.",
        "score.all_right": "Every question right: you know the Charleston.",
        "score.revisit": "Lesson {number}, {title}: {count} missed ({questions}).",
        "score.revisit_head": "Worth another look:",
        "score.start": "Answer the questions above; your score appears here as you go.",
        "score.error.outcome": (
            "{what} should give each exercise an Outcome (correct, incorrect or not attempted); "
            "{value!r} is not one."
        ),
        # the lines every lesson notebook shows at its top and its end (lessons/__init__.py, written
        # into the notebooks by tools/lesson_notebook.py), and the workshop's list of lessons
        "lesson.heading": "Lesson {number}: {title}",
        "lesson.questions": "Questions",
        "lesson.objectives": "Objectives",
        "lesson.time": "**Time:** {teaching} min teaching, {exercises} min exercises",
        "lesson.key_points": "Key points",
        # the skills practice drills (skills.py): a title and what the skill is, in a line
        "skill.direction.title": "Which way a pass goes",
        "skill.direction.about": "The direction of each pass, the courtesy pass too, and ROLLOR to direction and back.",
        "skill.seats.title": "Who gets what",
        "skill.seats.about": "Who receives your tiles and whose tiles you receive on a pass, from any seat; a tile's journey over several passes.",
        "skill.blind.title": "Blind passes",
        "skill.blind.about": "When you may forward arriving tiles unseen, how many come from your rack, and where forwarded tiles end up.",
        "skill.stopping.title": "Stopping the Charleston",
        "skill.stopping.about": "Who may stop the second Charleston, when it is too late, and what one player's no does.",
        "skill.courtesy.title": "The courtesy pass",
        "skill.courtesy.about": "What each across pair offers, how many tiles move, and what an offer of 0 does.",
        "skill.jokers.title": "Jokers",
        "skill.jokers.about": "A Joker is never passed: not blind, not by agreement; a Joker passed by mistake goes back.",
        "skill.east.title": "East and small tables",
        "skill.east.about": "East's 14 tiles, a Heavenly Hand, Mah Jongg during the Charleston, and fewer than four players.",
        "skill.what-to-pass.title": "What to pass",
        "skill.what-to-pass.about": "Choosing the tiles to pass from a fresh rack, toward the lines on the teaching card.",
        "skill.error.unknown": "{value!r} is not a skill: choose one of {known}.",
        # mastery and spaced review of each skill (mastery.py, review.py)
        "mastery.state.not_started": "not started",
        "mastery.state.learning": "learning",
        "mastery.state.mastered": "mastered",
        "mastery.state.due": "due for review",
        "mastery.line.not_started": "Not practised yet.",
        "mastery.line.learning": "{streak} of {needed} right at the first try in a row.",
        "mastery.line.mastered": "{needed} right at the first try in a row: you have it.",
        "mastery.line.due": "Time to practise it again, so that it stays with you.",
        "mastery.spoken": "{title}: {state}. {line}",
        "review.error.attempt": (
            "{value!r} is not an attempt from the progress store: mastery and review read only"
            " those (an exercise id, right or wrong, a time, the hints used)."
        ),
        "review.error.answer": "{value!r} is not a first answer as mastery.first_answers gives them.",
        "review.error.card": "{value!r} is not a review card: give one that review.cards or review.fold made.",
        "review.error.skill": "{value!r} is not a skill of the course; the skills are {skills}.",
        "review.error.now": "{value!r} is not a moment in time: give a datetime with its time zone, or None for now.",
        # a practice session (practice.py, widgets/practice.py)
        "practice.item.heading": "Question {number} of {total}: {title} ({why})",
        "practice.reason.review": "due for review",
        "practice.reason.learn": "not mastered yet",
        "practice.reason.keep": "keeping it fresh",
        "practice.reason.again": "missed earlier: once more",
        "practice.reason.new": "a new skill",
        "practice.example.heading": "A worked example: {title}",
        "practice.example.intro": (
            "You missed {count} questions on {title}, so here is one worked through, from lesson {lesson}."
        ),
        "practice.example.question": "The question: {prompt}",
        "practice.example.later": "{title} comes back later in this session. First, other skills.",
        "practice.example.tomorrow": "{title} comes back in your next session. The rest of this one is other skills.",
        "practice.rest.line": "Every skill is mastered and no review is due. Your next review, {title}, is {wait}.",
        "practice.rest.offer": (
            "If you like, practise a short mixed round now ({count} questions). A right answer leaves your "
            "review dates as they are; a skill you miss comes back sooner."
        ),
        "practice.button.round": "Practise a short round",
        "practice.tip.round": "A few mixed questions on skills you know; right answers leave your review dates as they are.",
        "practice.when.tomorrow": "tomorrow",
        "practice.error.no_skills": "A session needs at least one skill to draw from, such as 'blind'.",
        "practice.summary.score": "You answered {clean} of {answered} questions right at the first try.",
        "practice.summary.none_missed": "You missed none of them.",
        "practice.summary.skill_lesson": "{title} (lesson {lesson})",
        "practice.summary.missed": "To read again before your next session: {skills}.",
        "practice.due.some": "{count} due now: {skills}.",
        "practice.due.never": "Nothing is due for review yet: each answer you give sets when its skill comes back.",
        "practice.due.later": "No review is due now; the next, {title}, is due {wait}.",
        "practice.error.rng": "{value!r} is not a source of random numbers: give a random.Random.",
        "practice.error.wait": "{value!r} is not a length of time: give a datetime.timedelta.",
        "practice.button.next": "Next question",
        "practice.button.finish": "See my score",
        "practice.button.again": "Practise again",
        "practice.tip.next": "Go on once you have answered this question (or seen its solution).",
        "practice.tip.again": "Start a new session of fresh questions.",
        "practice.repr": "Practice: fresh questions on the skills of the Charleston. Run the cell to begin.",
        "practice.taught_in": "Lesson {lesson} teaches {title}: open it to read again.",
        "practice.standing": "So far: {state}. {line}",
        "practice.summary.title": "How it went",
        "lesson.other_language": "This lesson is also in {language}: [{title}]({notebook}).",
        "lesson.previous": "← Previous: [Lesson {number}: {title}]({notebook})",
        "lesson.next": "Next: [Lesson {number}: {title}]({notebook}) →",
        "lesson.to_reference": "← The [rules reference]({notebook}): every rule ID, its sentence and its lessons",
        "lesson.to_overview": "Back to [your progress through the course]({notebook}#{anchor}), in lesson 1 →",
        "lesson.list_title": "Charleston Lessons",
        "lesson.list_intro": (
            "Two routes: the Charleston on one page (first in the list), or the full"
            " course, the lessons in order from lesson 1. Practice, the rules reference and the"
            " instructor kit follow them."
        ),
        "lesson.list_language": "{language}: the whole course in this language",
        "lesson.list_instructor": (
            "Instructor kit: the facilitator guide, the answer key, the live table, the room dashboard (live, or"
            " from exported files)"
        ),
        # where a learner is in a page, and what they missed (place.py, widgets/progress.py)
        "place.line": "Section {at} of {count}: {title} · about {minutes} minutes left · {answered} of {total} questions answered",
        "place.line_done": "All {count} sections done · {answered} of {total} questions answered",
        "place.sections": "Sections of this page",
        "place.here": "you are here",
        "place.no_sections": "A page needs at least one section to say where the learner is.",
        "place.no_page": "No course page is called {notebook!r}; the pages with sections are: {pages}.",
        "place.look_back": "A look back",
        "place.look_back_none": "Nothing missed so far: every question you answered here is right.",
        "place.look_back_start": "Answer the questions above; anything you miss is listed here, with where it is taught.",
        "place.look_back_head": "Worth another look ({count}):",
        "place.missed": "Missed: {prompt} (rule {rule}). Taught in lesson {number}, {title}: {section}.",
        "place.missed_after_solution": (
            "Right only after the solution: {prompt} (rule {rule}). Taught in lesson {number}, {title}: {section}."
        ),
        "place.missed_short": "Missed: {prompt} (rule {rule}).",
        "place.missed_after_solution_short": "Right only after the solution: {prompt} (rule {rule}).",
        "place.read_again": "Read again: lesson {number}, {section}",
        # progress (widgets/progress.py)
        "progress.lesson": "Lesson {number}: {right} of {total} exercises right so far.",
        "progress.lesson_done": "Lesson {number}: all {total} exercises right. Well done.",
        "progress.saved_before": "Answered correctly before; try it again if you like.",
        "progress.tried_before": "Tried before; have another go.",
        "progress.overview_title": "Your progress through the course",
        "progress.pick_up": "Pick up at lesson {number}, {title}.",
        "progress.all_done": "Every lesson done: try the final check again any time.",
        "progress.where": "Progress is kept in {path}.",
        "progress.reset": "Reset my progress",
        "progress.reset_confirm": "Erase every answer you have given? A backup copy is kept.",
        "progress.reset_yes": "Yes, erase it",
        "progress.reset_no": "Keep it",
        "progress.reset_done": "Progress erased; the old file was kept as {backup}.",
        "progress.reset_nothing": "There was no progress to erase.",
        "progress.export": "Export for my instructor",
        "progress.export_name": "Your name as your instructor should see it",
        "progress.export_label": "Your name",
        "progress.export_done": (
            "Saved as {path} beside the lessons, and your browser is downloading a copy: hand either "
            "to your instructor. Import brings it back."
        ),
        "progress.export_downloaded": (
            "Your browser is downloading {name} (look in your Downloads folder): keep it, and hand it "
            "to your instructor. Import brings your answers back, in this browser or another."
        ),
        "progress.export_failed": "The file could not be written ({error}).",
        "progress.import": "Import my progress",
        "progress.import_help": (
            "Bring back answers saved with Export: they join the ones here, none counted twice."
        ),
        "progress.import_done": "From {name}: {added} brought in, {known} already here.",
        "progress.import_failed": "{name} could not be brought in: {why}.",
        "progress.column.lesson": "Lesson",
        "progress.column.right": "Right",
        "progress.column.tried": "Tried",
        "progress.right_of": "{right} of {total}",
        # each skill's state in the overview, and the reviews due with the way to practice
        "progress.skills_title": "Your skills",
        "progress.column.skill": "Skill",
        "progress.column.streak": "Right in a row",
        "progress.column.state": "State",
        "progress.skills_key": (
            "Each {filled} is an answer right at the first try, in a row; {needed} in a row and the skill "
            "is mastered. A wrong first answer empties the row."
        ),
        "progress.practice_link": "Practise now: {count} fresh questions, about five minutes",
        # the progress store (progress.py): what it found, and where progress is kept instead
        "progress.foreign.link": "it is a link",
        "progress.foreign.folder": "it is a folder",
        "progress.foreign.pipe": "it is a pipe",
        "progress.foreign.device": "it is a device",
        "progress.foreign.socket": "it is a socket",
        "progress.foreign.special": "it is not a plain file",
        "progress.foreign.file": "it is not a Charleston Lessons progress file",
        "progress.kept_beside": (
            "{path} was left as it is ({why}), so your progress is kept beside it, in {other}."
        ),
        "progress.kept_in_memory": (
            "{path} was left as it is ({why}), so your progress is kept in memory only until the "
            "kernel stops: use Export in lesson 1 to keep a copy."
        ),
        "progress.damaged": (
            "Your progress file was damaged ({why}); it was kept as {backup} and a fresh one was started."
        ),
        "progress.damaged_kept": (
            "Your progress file is damaged ({why}); it is left as it is for now, and your answers still count here."
        ),
        "progress.unreadable": "Your progress could not be read just now ({error}); your answers still count here.",
        "progress.cut_line": (
            "The last answer in your progress file was cut off as it was being saved (the notebook "
            "stopped), so that one answer is lost; every answer before it is kept."
        ),
        "progress.damaged_salvaged": (
            "Your progress file was damaged ({why}); it was kept as {backup}, and what could still be "
            "read ({answers}) was carried over to a fresh one."
        ),
        "progress.newer": (
            "{path} was written by a newer version of Charleston Lessons than this one, so it is left "
            "as it is. Your answers count here until the kernel stops; update the course to keep them."
        ),
        "progress.unsaved": (
            "Your progress could not be saved ({error}); your answers still count here, and are saved "
            "with your next answer or when this notebook closes."
        ),
        "progress.reset_failed": "Your progress could not be reset ({error}); nothing was changed.",
        "progress.error.too_large": "the file is larger than a progress file can be",
        "progress.error.not_json": "it is not JSON text ({kind})",
        "progress.error.own_not_export": "it is a learner's own progress file, not an export: use Export in lesson 1",
        "progress.error.not_ours": "it is not a Charleston Lessons progress file",
        "progress.error.version": "it has version {version!r}, not {expected}",
        "progress.error.attempts": "its list of attempts is missing or too long",
        "progress.error.keys": "an attempt must have exactly exercise, outcome, time and hints (and may say solution)",
        "progress.error.solution": "solution must be true or false",
        "progress.error.id": "{value!r} is not an exercise id",
        "progress.error.outcome": "{value!r} is not an outcome",
        "progress.error.time": "an attempt's time must be a number of seconds",
        "progress.error.hints": "hints must be a whole number from 0 to 100",
        "progress.error.not_regular": "it is not a regular file",
        "progress.error.unreadable": "it cannot be read ({error})",
        "progress.error.learner": "its learner name is missing or not a short line of text",
        "progress.error.name": "A display name is 1 to {most} characters on one line.",
        "progress.error.export_target": "Choose a file name to export to.",
        "progress.error.path": "{what} should be a file name or path, such as progress.json; {value!r} is not one.",
        "progress.error.seconds": "{what} should be a number of seconds from 0 to {most}; {value!r} is not one.",
        "progress.error.attempt": (
            "attempt should be an Attempt, right or wrong (an Outcome), with solution_seen True "
            "or False; {value!r} is not one."
        ),
        "progress.error.export_not_file": "{name} is not a plain file, so nothing was written to it.",
        "progress.error.export_other": (
            "{name} already holds another file, so nothing was written to it: choose another name."
        ),
        "progress.right_after_solution": "{right} of {total} ({after} after seeing the solution)",
        # the coach's tile-by-tile advice (coach.py)
        "coach.free": "{tile} helps {none}: pass it.",
        "coach.spare": "{tile}: you hold {held} and your lines need only {need}, so one can go without costing any line: pass it.",
        "coach.further": (
            "{tile} helps only {lines}, which is further away than {nearest}: losing it leaves "
            "your nearest line as near as it was, so it costs the least: pass it."
        ),
        "coach.extra": (
            "{tile}: you hold {held} and {spare_for} needs only {need}, so passing one costs "
            "{lines} a tile and {spare_for} nothing. Every tile you keep is one your lines need, "
            "so none costs less: pass it."
        ),
        "coach.even": (
            "{tile} helps {lines}, but once the rest of this pass is made, keeping it in place "
            "of {other} would bring no line nearer: it costs no more than {other}, so pass it."
        ),
        "coach.every": (
            "{tile} helps {lines}, but every tile you keep is one your lines need too: nothing "
            "spare is left, and no other tile costs less: pass it."
        ),
        "coach.keep": "Keep {tiles} ({detail}).",
        "coach.keep_for": "{tiles} for “{line}”",
        "coach.error.agreed": "agreed should be the courtesy count the pair agreed on, 0 to 3 tiles (C2); {value!r} is not.",
        "coach.error.counts": "counts should be a rack's {kinds} tile counts, each a whole number from 0 to {most}.",
        # exercises (exercises.py): outcomes
        "exercise.outcome.not attempted": "Not attempted yet",
        "exercise.outcome.incorrect": "Not quite",
        "exercise.outcome.correct": "Correct",
        "exercise.no_answer": "Choose an answer, then press Check.",
        "exercise.no_answer_typed": "Type your answer, then press Check or Enter.",
        "exercise.bad_choice": "{value!r} is not one of the choices: pick {options}.",
        "exercise.bad_number": "{value!r} is not a number from {low} to {high}.",
        "exercise.nothing_chosen": "Choose the tiles to pass, then press Check.",
        "exercise.no_more_hints": "That was the last hint: Show solution gives the answer.",
        "exercise.wrong_choice": (
            "Not this one: read the question again, or take a hint."
        ),
        "exercise.wrong_number": (
            "Not that number: count again, or take a hint."
        ),
        "exercise.reveal.waiting": (
            "The rest of this section opens here once you have checked an answer above or shown its solution."
        ),
        # an instructor's exercise that cannot be built (exercises.py): the parameter is named
        "exercise.error.options": (
            "options should be a few choices, each a short text that is not blank; {value!r} is not."
        ),
        "exercise.error.why": (
            "{what} should give a wrong answer's rule and sentence, such as (\"P4\", \"...\"); "
            "{value!r} does not."
        ),
        # the exercise widget's buttons and fields (widgets/exercise.py)
        "exercise.button.check": "Check",
        "exercise.button.hint": "Hint",
        "exercise.button.solution": "Show solution",
        "exercise.tip.check": "Check your answer",
        "exercise.tip.hint": "Show a hint",
        "exercise.tip.solution": "Show the answer and why",
        "exercise.rack_label": "Your rack",
        "exercise.number_label": "Your answer",
        "exercise.number_placeholder": "Type a number",
        "exercise.hint_heading": "Hint {shown} of {total}",
        "exercise.solution_seen": "You have seen the solution: answers checked from now on are saved as checked after the solution.",
        "exercise.solution": "Answer: {answer}. {why}",
        # direction quiz
        "exercise.direction.prompt": "Which way do your tiles go on pass {step}?",
        "exercise.direction.right": "Pass {step} ({name}) goes {direction}.",
        "exercise.direction.generic": (
            "Not that way on pass {step}: ROLLOR gives passes 1 to 6 one letter each, in order, "
            "so count along to letter {step}."
        ),
        "exercise.direction.pass4_right": (
            "Pass 4 does not start afresh: the second round starts where the first one ended, so "
            "pass 4 goes the same way as pass 3."
        ),
        "exercise.direction.pass6_left": (
            "The second round runs the first one backwards: its last pass, pass 6, goes the way "
            "pass 1 went."
        ),
        "exercise.direction.pass3_right": (
            "That is how the first round starts, on pass 1; pass 3 ends it, with the last of its "
            "three letters."
        ),
        "exercise.direction.courtesy": (
            "The courtesy pass never goes to a neighbour at your side: it is made with the one "
            "player you do not sit next to."
        ),
        "exercise.direction.hint1": "Say the memory aid out loud: ROLLOR.",
        "exercise.direction.hint2": (
            "Right, Over, Left for passes 1 to 3; Left, Over, Right for 4 to 6; "
            "the courtesy pass, 7, goes over (across)."
        ),
        "exercise.direction.hint3": "Pass {step} is letter {step} of R-O-L-L-O-R.",
        "exercise.direction.hint1_courtesy": "Find pass 7 in the table of the passes.",
        "exercise.direction.hint2_courtesy": "Pass 7 is the courtesy pass: a swap between two players who face each other.",
        "exercise.direction.hint3_courtesy": "Pass 7 goes the same way every time, after either round: across.",
        # blind quiz
        "exercise.blind.prompt": "May you pass blind (forward arriving tiles unseen) on pass {step} ({name})?",
        "exercise.blind.yes": (
            "Yes: pass {step} is the last pass of its Charleston, so you may forward 1, 2 or 3 "
            "arriving tiles unseen."
        ),
        "exercise.blind.no": (
            "No: blind passes are only for pass 3 and pass 6, the last pass of each Charleston."
        ),
        "exercise.blind.across": (
            "A blind pass belongs only to the last pass of a Charleston, and pass {step}, an "
            "across pass, comes in the middle of its round."
        ),
        "exercise.blind.not_last": (
            "A blind pass belongs only to the last pass of a Charleston, and pass {step} is the "
            "first of its round."
        ),
        "exercise.blind.last_no": (
            "Pass {step} is the last pass of its Charleston, and the last pass of a Charleston is"
            " the one place a blind pass belongs."
        ),
        "exercise.blind.courtesy": (
            "The courtesy pass comes after both Charlestons and is the last pass of neither: its "
            "tiles come from your rack, as many as you agreed."
        ),
        "exercise.blind.pass3_no": (
            "Pass 3 is the last pass of the first Charleston whether or not a second Charleston "
            "follows it, and the last pass is the one a blind pass belongs to."
        ),
        "exercise.blind.hint1": "Blind passes belong to the last pass of a Charleston.",
        "exercise.blind.hint2": "The first Charleston ends with pass 3; the second with pass 6.",
        # courtesy quiz
        "exercise.courtesy.prompt": (
            "Courtesy pass: you offer {a} and the player across offers {b}. How many tiles "
            "does each of you pass?"
        ),
        "exercise.courtesy.right": "The lower offer wins: {a} and {b} make {count}.",
        "exercise.courtesy.higher": (
            "That count asks one of you to pass more than you offered, and nobody can be made "
            "to: both players of a pair pass the same number."
        ),
        "exercise.courtesy.zero": (
            "An offer of 0 cancels the courtesy pass for this pair: nothing moves between you."
        ),
        "exercise.courtesy.zero_wrong": (
            "Look at the offers again: one of them cancels the courtesy pass for this pair, "
            "whatever the other offered."
        ),
        "exercise.courtesy.none_offered": (
            "Only an offer of 0 cancels the courtesy pass, and nobody here offered 0: the pair "
            "passes one of the offers made, the same number both ways."
        ),
        "exercise.courtesy.between": (
            "Neither of you offered that: the pair passes one of the offers made, the same number "
            "both ways, and nobody passes more than they offered."
        ),
        "exercise.courtesy.hint1": "Neither player can be made to pass more than they offered.",
        "exercise.courtesy.hint2": "Take the smaller of the two offers.",
        # second Charleston quiz
        "exercise.second.prompt": (
            "After pass 3 the players answer: {answers}. Does the second Charleston happen?"
        ),
        "exercise.second.wants_stop": "{seat} wants to stop",
        "exercise.second.goes_on": "{seat} is happy to go on",
        "exercise.second.stopped": "No: {who} said stop, and one \"no\" is enough. Next is the courtesy pass.",
        "exercise.second.majority": (
            "There is no vote on the second Charleston: a player who wants to stop does not need "
            "the others to agree. Read the four answers again."
        ),
        "exercise.second.happens": "Yes: nobody stopped it, so all four play passes 4, 5 and 6.",
        "exercise.second.nobody": (
            "The second Charleston is stopped only when a player says so: read the four answers "
            "again."
        ),
        "exercise.second.hint1": "Is there a vote, or does one player decide?",
        "exercise.second.hint2": "Any one player may stop it, without giving a reason.",
        # seat quizzes
        "exercise.receiver.prompt": "You sit {seat}. Who receives your tiles on a pass {direction}?",
        "exercise.sender.prompt": "You sit {seat}. Whose tiles do you receive on a pass {direction}?",
        "exercise.receiver.right": "Passing {direction}, {seat}'s tiles go to {answer}.",
        "exercise.sender.right": "Passing {direction}, {seat} receives from {answer}.",
        "exercise.seat.swapped": (
            "You have giver and receiver swapped: on a pass {direction}, that seat sends its "
            "tiles to you; it does not receive yours."
        ),
        "exercise.seat.swapped_from": (
            "You have giver and receiver swapped: on a pass {direction}, that seat receives your "
            "tiles; it does not send you its own."
        ),
        "exercise.seat.self": "Nobody passes tiles to themselves: pick another seat.",
        "exercise.seat.generic": (
            "That seat does not fit a pass {direction}: your right is the seat after yours in "
            "turn order, your left the seat before yours, and across the seat opposite. Tiles go "
            "to the side a pass names and arrive from the other."
        ),
        "exercise.seat.hint1": "Turn order: East, South, West, North. Your right is the next seat in it.",
        "exercise.seat.hint2": "{seat}'s right is {right}; across is {across}; left is {left}.",
        "exercise.journey.prompt": (
            "{seat} holds {tile}. It is passed on pass {first}, and whoever holds it "
            "passes it on again on {later}. Where is it now?"
        ),
        "exercise.journey.prompt_one": "{seat} passes {tile} on pass {first}. Who holds it now?",
        "exercise.journey.right": "{path}: it ends with {answer}.",
        "exercise.journey.swapped": (
            "That seat is where it would be if every pass ran the other way: a tile goes to the "
            "side each pass names. Follow it again, one pass at a time."
        ),
        "exercise.journey.generic": (
            "That is not where the passes take it: follow it one pass at a time, each time from "
            "the seat that holds it, in the direction that pass goes."
        ),
        "exercise.journey.hint1": "Follow the tile one pass at a time, from whoever holds it.",
        "exercise.journey.hint2": "The passes go {directions}.",
        "exercise.journey.leg": "{step} {direction}",
        "exercise.journey.no_steps": "steps should name at least one pass, such as [1, 2, 3].",
        # practice drills (drills/direction.py, seats.py, blind.py, courtesy.py)
        "drill.error.id": "{value!r} is not the id of a practice question: it reads practice/, a skill, a dash and a seed, e.g. practice/blind-7.",
        "drill.error.shape": "question should be an exercise or its question's text; {value!r} is neither.",
        "drill.tile.wind": "the {tile} wind",
        "drill.tile.dragon": "the {tile}",
        "drill.tile.flower": "a Flower",
        "drill.direction.ask_way": "Which way do your tiles go on {target}?",
        "drill.direction.ask_from": (
            "On {target}, from which side do the tiles you receive come: your right, your left, or across?"
        ),
        "drill.direction.place1": "the first pass of the first Charleston",
        "drill.direction.place2": "the middle pass of the first Charleston",
        "drill.direction.place3": "the last pass of the first Charleston",
        "drill.direction.place4": "the first pass of the second Charleston",
        "drill.direction.place5": "the middle pass of the second Charleston",
        "drill.direction.place6": "the last pass of the second Charleston",
        "drill.direction.target_courtesy": "the courtesy pass",
        "drill.direction.target_next": "the next pass",
        "drill.direction.story_stop": (
            "Pass 3 is over at your table, and you passed {tiles} on it. Then {who} asked to stop "
            "the Charleston; the others were happy to go on."
        ),
        "drill.direction.story_go": (
            "Pass 3 is over at your table, and you passed {tiles} on it. Then all four players were "
            "happy to go on."
        ),
        "drill.direction.from_right": (
            "Pass {step} ({name}) goes {direction}, so the tiles you receive come from your {side}: "
            "from the player who passes towards you."
        ),
        "drill.direction.from_right_across": (
            "Pass {step} ({name}) goes across, so the tiles you receive come from across: you and "
            "the player opposite swap."
        ),
        "drill.direction.from_swapped": (
            "That is where your own tiles go on that pass, not where the tiles you receive come "
            "from: think of the player whose tiles travel that way to reach you."
        ),
        "drill.direction.from_generic": (
            "Not from that side: first say which way the pass goes (ROLLOR), then think of the "
            "player whose tiles travel that way to reach you."
        ),
        "drill.direction.from_hint": (
            "Everyone passes the same way at once, so your tiles arrive from the player on the "
            "other side from the one you pass to."
        ),
        "drill.direction.stopped_from": (
            "{who} stopped the second Charleston, and one stop is enough: the courtesy pass comes "
            "next, and its tiles come from across."
        ),
        "drill.direction.ask_went_to": (
            "You sit {seat}. On the last pass your tiles went to {other}. Which way did that pass go?"
        ),
        "drill.direction.ask_went_from": (
            "You sit {seat}. On the last pass you picked up the tiles {other} put down for you. "
            "Which way did that pass go?"
        ),
        "drill.direction.sits_right": "to {seat}'s right",
        "drill.direction.sits_left": "to {seat}'s left",
        "drill.direction.sits_across": "opposite {seat}",
        "drill.direction.went_right_to": (
            "{other} sits {where}, so a pass that takes your tiles to {other} goes {direction}."
        ),
        "drill.direction.went_right_from": (
            "{other} sits {where}, so a pass that brings {other}'s tiles to you goes {direction}."
        ),
        "drill.direction.went_swapped_to": (
            "A pass that way would bring {other}'s tiles to you; here your tiles went to {other}."
        ),
        "drill.direction.went_swapped_from": (
            "A pass that way would take your tiles to {other}; here {other}'s tiles came to you."
        ),
        "drill.direction.went_generic": (
            "Not that way: find where {other} sits as seen from {seat} (turn order: East, South, "
            "West, North), then think which way tiles travel between you."
        ),
        "drill.direction.ask_sequence": "Pass {step} goes {direction}. Which way does pass {later} go?",
        "drill.direction.ask_previous": "Which way did the pass before pass {step} go?",
        "drill.direction.ask_same": "Do pass {a} and pass {b} send your tiles the same way?",
        "drill.direction.same_right": "Pass {a} goes {da} and pass {b} goes {db}.",
        "drill.direction.same_wrong": (
            "Say ROLLOR, with the courtesy pass after it, and put the two passes' letters side by "
            "side before you answer."
        ),
        "drill.direction.ask_count": (
            "Of the seven passes, the courtesy pass included, on how many do your tiles go {direction}?"
        ),
        "drill.direction.count_right": "Passes {passes} go {direction}: {count} in all.",
        "drill.direction.count_wrong": (
            "Not that many: spell R-O-L-L-O-R, count the letters for that way, and remember the "
            "courtesy pass after it."
        ),
        "drill.direction.count_wrong_courtesy": "Count the courtesy pass, pass 7, too: it goes that way as well.",
        "drill.direction.stopped_left": (
            "One player's stop is enough, and there is no vote: the second Charleston does not "
            "happen, so the next pass is not pass 4."
        ),
        "drill.direction.stopped_right": (
            "{who} stopped the second Charleston, and one stop is enough: the courtesy pass comes "
            "next, and it goes across."
        ),
        "drill.direction.go_across": (
            "Nobody stopped the Charleston, so the courtesy pass is not next: the second "
            "Charleston comes first."
        ),
        # a drill's own sentence for these wrong answers: the lesson's (exercise.direction.pass4_right,
        # pass6_left) point at the pass that goes the answer's way, which in a drill is nearly the answer
        "drill.direction.pass4_wrong": (
            "Pass 4 does not start the memory aid afresh: the second round is not the first one "
            "again, and letter 4 of ROLLOR is not letter 1. Count along to letter 4."
        ),
        "drill.direction.pass6_wrong": (
            "Left is how the second round opens, on pass 4, not how it closes: the second round "
            "runs the first one backwards, so say it letter by letter up to pass 6."
        ),
        "drill.direction.after_six_right": "After pass 6 only the courtesy pass is left, and it goes across.",
        "drill.direction.ask_letter": "Count along ROLLOR to letter {position}. Which way does that pass go?",
        "drill.direction.letter_right": (
            "Letter {position} of R-O-L-L-O-R is {letter}, for {word}: pass {position} goes {direction}."
        ),
        "drill.direction.letter_wrong": (
            "Not that way: spell R-O-L-L-O-R out, one letter a pass, and stop at letter "
            "{position}; each letter starts the word for its pass's direction, and O stands for Over."
        ),
        "drill.direction.letter_hint": "Letter {position} of ROLLOR stands for pass {position}.",
        "drill.direction.ask_first_letter": "ROLLOR has two of each letter. Which pass does its first {letter} ({word}) stand for?",
        "drill.direction.ask_second_letter": "ROLLOR has two of each letter. Which pass does its second {letter} ({word}) stand for?",
        "drill.direction.occurrence_right": "R-O-L-L-O-R: that {letter} is letter {position}, so it is pass {position}, going {direction}.",
        "drill.direction.other_occurrence": (
            "ROLLOR gives each pass one letter, in order from the left, and a letter that comes "
            "twice stands for two passes: count along to the one the question asks for."
        ),
        "drill.direction.ask_first_round": "In the first Charleston, on which pass do your tiles go {direction}?",
        "drill.direction.ask_second_round": "In the second Charleston, on which pass do your tiles go {direction}?",
        "drill.direction.round_right": (
            "Pass {position} is letter {position} of R-O-L-L-O-R, {letter}: it goes {direction}."
        ),
        "drill.direction.other_round": (
            "Check which Charleston that pass belongs to: the first three passes are the first "
            "Charleston, the next three the second, and each pass goes its own way in ROLLOR."
        ),
        "drill.direction.position_wrong": (
            "That pass goes another way: say ROLLOR and count its letters, one a pass, passes 1 "
            "to 3 first and then 4 to 6."
        ),
        "drill.direction.position_hint": "Right, Over, Left for passes 1 to 3; Left, Over, Right for passes 4 to 6.",
        "drill.direction.ask_name": "Which pass is the {name} pass?",
        "drill.direction.ask_called": "What is pass {step} called?",
        "drill.direction.name_right": "The {name} pass is pass {step}: it goes {direction}.",
        "drill.direction.name_hint": "A pass's name gives its Charleston (passes 1 to 3 are the first, 4 to 6 the second) and its direction.",
        "drill.direction.name_number_wrong": (
            "Not that one: the name says which Charleston (the first is the three passes at the "
            "start, the second the three after) and which way; find the pass that fits both."
        ),
        "drill.direction.name_courtesy": "That pass goes across too, but the courtesy pass comes after the Charleston.",
        "drill.direction.name_courtesy_side": (
            "The courtesy pass comes after the Charleston and goes across; that pass does neither."
        ),
        "drill.direction.called_wrong": (
            "Not that name: a pass's name gives its Charleston and its direction; find pass {step} "
            "in the table of the passes first."
        ),
        "drill.direction.called_courtesy": "The courtesy pass comes after the Charleston; pass {step} is not that one.",
        "drill.direction.called_round": (
            "Check which Charleston pass {step} belongs to: passes 1 to 3 are the first, passes 4 "
            "to 6 the second, and a pass's name gives both its Charleston and its direction."
        ),
        "drill.seats.ask_receiver": "You sit {seat}. On pass {step}, who receives your tiles?",
        "drill.seats.ask_receiver_tiles": "You sit {seat}. On pass {step} you put down {tiles}. Who picks them up?",
        "drill.seats.ask_sender": "You sit {seat}. On pass {step}, whose tiles do you receive?",
        "drill.seats.ask_sender_tiles": "You sit {seat}. On pass {step}, {tiles} arrive in front of you. Who put them down?",
        "drill.seats.hint_direction": "Pass {step} is the {name}.",
        "drill.seats.journey_two": (
            "{seat} holds {tile} and passes it on pass {first}; whoever holds it then passes it "
            "on again on pass {second}. Where is it now?"
        ),
        "drill.seats.journey_three": (
            "{seat} holds {tile} and passes it on pass {first}; whoever holds it passes it on "
            "again on pass {second}, and again on pass {third}. Where is it now?"
        ),
        "drill.seats.journey_stop": (
            "{seat} holds {tile}. It is passed on pass 2 and again on pass 3; then {who} stops "
            "the Charleston, and whoever holds it passes it on the courtesy pass. Where is it now?"
        ),
        "drill.seats.journey_stop_short": (
            "{seat} holds {tile} and passes it on pass 3; then {who} stops the Charleston, and "
            "whoever holds it passes it on the courtesy pass. Where is it now?"
        ),
        "drill.seats.seat_wrong": "Not that seat: your right is the next seat in turn order, your left the one before it, and across the seat opposite.",
        "drill.seats.ask_sits_right": "You sit {seat}. Who sits on your right?",
        "drill.seats.ask_sits_left": "You sit {seat}. Who sits on your left?",
        "drill.seats.ask_across": "You sit {seat}. Who sits opposite you?",
        "drill.seats.sits_right_right": "{other} sits on {seat}'s right: the next seat in turn order.",
        "drill.seats.sits_right_left": "{other} sits on {seat}'s left: the seat before {seat} in turn order.",
        "drill.seats.sits_right_across": "{other} sits opposite {seat}: two seats on in turn order.",
        "drill.seats.ask_whose_right": "You sit {seat}. Which player has you on their right?",
        "drill.seats.ask_whose_left": "You sit {seat}. Which player has you on their left?",
        "drill.seats.whose_right_right": "{seat} sits on {other}'s right, so {other} is the player on {seat}'s left.",
        "drill.seats.whose_right_left": "{seat} sits on {other}'s left, so {other} is the player on {seat}'s right.",
        "drill.seats.ask_turn": "Who plays next after {seat}?",
        "drill.seats.turn_right": "{other}: turn order is East, South, West, North, and the next player is the one on {seat}'s right.",
        "drill.seats.ask_pass_to": "You sit {seat}. On which pass of Charleston {round} do your tiles go to {other}?",
        "drill.seats.ask_pass_from": "You sit {seat}. On which pass of Charleston {round} do {other}'s tiles reach you?",
        "drill.seats.pass_right_to": "Pass {step} goes {direction}, and {other} is the player there, seen from {seat}.",
        "drill.seats.pass_right_from": "Pass {step} goes {direction}, so {seat} receives from the other side, where {other} sits.",
        "drill.seats.pass_wrong": "Each round passes once to each side: find where that player sits, then the pass that goes there.",
        "drill.seats.pass_swapped": "On that pass it is your tiles that go to that player, not theirs that come to you: ask which way that player must pass for their tiles to reach you.",
        "drill.seats.ask_count_to": "You sit {seat}. If all seven passes are played, on how many of them do your tiles go to {other}?",
        "drill.seats.ask_count_from": "You sit {seat}. If all seven passes are played, on how many of them do {other}'s tiles reach you?",
        "drill.seats.count_right": "On passes {passes}: {count} in all.",
        "drill.seats.count_wrong": "Not that many: find where that player sits, then count the passes of R-O-L-L-O-R that go there, and the courtesy pass.",
        "drill.seats.count_courtesy": "Count the courtesy pass too: it also goes across.",
        "drill.seats.ask_twice_to": "You sit {seat}. Which player receives your tiles on two passes in a row?",
        "drill.seats.ask_twice_from": "You sit {seat}. Whose tiles do you receive on two passes in a row?",
        "drill.seats.twice_right_to": "{other}: passes 3 and 4 both go left, and {other} sits on {seat}'s left.",
        "drill.seats.twice_right_from": "{other}: passes 3 and 4 both go left, so both bring {seat} tiles from the right, where {other} sits.",
        "drill.seats.twice_wrong": "Look for two passes in a row that go the same way: R-O-L-L-O-R.",
        "drill.seats.ask_same": "You sit {seat}. Do your tiles go to the same player on pass {a} and on pass {b}?",
        "drill.seats.same_right": "On pass {a} {seat}'s tiles go to {ra}; on pass {b}, to {rb}.",
        "drill.seats.same_wrong": "Work out which way each of the two passes goes, and who sits there.",
        "drill.seats.ask_partner": "You sit {seat}. With whom do you make the courtesy pass?",
        "drill.seats.partner_right": "{other}: the courtesy pass always goes across, between the two players opposite each other.",
        "drill.seats.ask_after_stop": "You sit {seat}. After pass 3, {who} stops the Charleston. If any of your tiles move on the next pass, who receives them?",
        "drill.seats.after_stop_right": "{other}: with the Charleston stopped, the next pass is the courtesy pass, and it goes across.",
        "drill.seats.after_stop_wrong": "Once the Charleston is stopped there is no pass 4: which pass comes next, and which way does it go?",
        "drill.seats.ask_after_go": "You sit {seat}. After pass 3, nobody stops the Charleston. Who receives your tiles on the next pass?",
        "drill.seats.after_go_right": "{other}: nobody stopped, so pass 4 follows, and it goes left again, like pass 3.",
        "drill.seats.after_go_wrong": "With nobody stopping, the second Charleston starts: which way does its first pass go?",
        "drill.seats.ask_next": "You sit {seat}. On pass {step} your tiles went to {other}. Who receives your tiles on the next pass?",
        "drill.seats.ask_before": "You sit {seat}. On pass {step} your tiles go to {other}. Who received your tiles on the pass before?",
        "drill.seats.next_right": "On pass {step} {seat}'s tiles go to {other}.",
        "drill.seats.next_wrong": "Find the pass asked about in R-O-L-L-O-R, then the player on that side.",
        "drill.seats.ask_left_out": "You sit {seat}. On pass {step}, which player neither receives your tiles nor gives you any?",
        "drill.seats.left_out_right": "{other}: pass {step} goes to one neighbour of {seat} and brings tiles from the other, so the player opposite takes no part with {seat}.",
        "drill.seats.left_out_wrong": "That player gives or receives your tiles on this pass: you pass to one side and receive from the other.",
        "drill.seats.ask_reach": "You sit {seat}. On pass {step}, do {other}'s tiles reach you?",
        "drill.seats.reach_right": "On pass {step} {other}'s tiles go to {to}.",
        "drill.seats.reach_wrong": "Work out which way the pass goes, then where that player's tiles land.",
        "drill.seats.ask_swap": "You sit {seat}. On pass {step}, do you and {other} swap tiles with each other?",
        "drill.seats.swap_yes": "Yes: pass {step} goes across, and {other} sits opposite {seat}, so each passes to the other.",
        "drill.seats.swap_no": "No: on pass {step} {seat} and {other} do not pass to each other; only an across pass swaps tiles between two players.",
        "drill.seats.swap_wrong": "Two players swap only when each passes to the other: on an across pass, between players opposite each other.",
        "drill.seats.ask_other_pair": "You sit {seat}. On the courtesy pass, with whom does {other} swap tiles?",
        "drill.seats.other_pair_right": "{partner}: the courtesy pass goes across, so {other} swaps with the player opposite.",
        "drill.seats.passes_hint": "Passes 1 to 6 go right, across, left, left, across, right; the courtesy pass, 7, goes across.",
        "drill.blind.ask_allowed": (
            "You sit {seat}. On pass {step} ({name}) you would like to forward {count} of the "
            "arriving tiles unseen. May you?"
        ),
        "drill.blind.ask_allowed_keep": (
            "You sit {seat} and want to keep every tile in your rack. May you forward {count} of "
            "the tiles arriving on pass {step} ({name}) unseen?"
        ),
        "drill.blind.ask_allowed_stop": (
            "You sit {seat}, and {who} has said they will stop the Charleston after pass 3. May "
            "you still forward {count} of the tiles arriving on pass 3 unseen?"
        ),
        "drill.blind.ask_rack": (
            "Pass {step} ({name}). You sit {seat} and want to keep {tiles}, so you forward {count} "
            "of the arriving tiles unseen. How many tiles do you put down from your own rack?"
        ),
        "drill.blind.ask_rack_short": (
            "You sit {seat}. On pass {step} you forward {count} of the arriving tiles unseen and "
            "keep {tiles}. How many tiles come from your rack?"
        ),
        "drill.blind.rack_right": (
            "A blind pass is still exactly 3 tiles: {forward} forwarded unseen, so {count} from "
            "your rack."
        ),
        "drill.blind.rack_same": (
            "That is how many you forward unseen: the pass is still exactly 3 tiles, and your rack "
            "makes up the rest."
        ),
        "drill.blind.rack_all": (
            "Tiles you forward unseen count toward the pass: your rack gives only what they leave "
            "to fill."
        ),
        "drill.blind.rack_generic": (
            "Pass {step} moves exactly 3 tiles in all: the ones you forward unseen and the ones "
            "from your rack together."
        ),
        "drill.blind.rack_hint1": "A blind pass moves as many tiles as any other pass of the Charleston.",
        "drill.blind.rack_hint2": "Take the tiles you forward unseen away from 3.",
        "drill.blind.seat_own": "{seat} puts down {tiles}",
        "drill.blind.seat_own_blind": "{seat} puts down {tiles} and forwards {count} unseen",
        "drill.blind.seat_blind": "{seat} forwards all 3 unseen",
        "drill.blind.scene": "Pass {step} ({name}), tiles going {direction}: {choices}.",
        "drill.blind.ask_keeper": "{scene} {seat} put down {tile}: who ends up with it?",
        "drill.blind.ask_kept": "{scene} How many of the tiles that reach {seat} does {seat} keep?",
        "drill.blind.ask_moved": "{scene} How many tiles leave the players' racks on this pass, in all?",
        "drill.blind.keeper_right": "The tile goes {path}, and {answer} keeps it.",
        "drill.blind.keeper_forwarded": (
            "That player forwards the first tiles to reach them unseen, so this one does not stop "
            "there: follow it on."
        ),
        "drill.blind.keeper_origin": (
            "A tile comes back to the player who put it down only if every player on its way "
            "forwards it: find the first one who keeps it."
        ),
        "drill.blind.keeper_generic": (
            "Follow the tile seat by seat, {direction}: a player who forwards tiles unseen sends on "
            "the first ones to reach them, and the tile stops with the first player who keeps it."
        ),
        "drill.blind.hint_order": "Tiles put down from a rack reach the next player first; forwarded tiles follow them.",
        "drill.blind.hint_forward": "A player who forwards some tiles unseen sends on the first ones to reach them and keeps the rest.",
        "drill.blind.hint_direction": "Pass {step} goes {direction}: start with the player who put the tile down.",
        "drill.blind.kept_right": "{seat} forwards {forwarded} of the 3 arriving tiles unseen and keeps {count}.",
        "drill.blind.kept_forwarded": "That is how many {seat} forwards unseen, not how many stay with {seat}.",
        "drill.blind.kept_all": "{seat} forwards some of the arriving tiles unseen, and those go on to the next player.",
        "drill.blind.kept_generic": (
            "A player keeps every arriving tile they do not forward unseen: count what reaches "
            "{seat} and what {seat} sends on."
        ),
        "drill.blind.standoff_right": (
            "All four forward all three, so nobody puts a tile down and nothing moves: an "
            "\"I.O.U.\" standoff (B5)."
        ),
        "drill.blind.standoff_wrong": (
            "Every player here forwards all three arriving tiles unseen: ask who puts a tile down "
            "for the others to pass on."
        ),
        "drill.blind.moved_right": (
            "Only tiles put down from a rack change hands; forwarded ones are the same tiles "
            "travelling on: {count} in all."
        ),
        "drill.blind.moved_all": (
            "Not every player here puts a whole pass down from their rack: a tile forwarded unseen "
            "is one that someone else put down, travelling on."
        ),
        "drill.blind.moved_forwarded": "That counts the tiles forwarded unseen; count the tiles put down from the racks instead.",
        "drill.blind.moved_generic": (
            "Count, seat by seat, the tiles each player puts down from their own rack: forwarded "
            "tiles are some of those same tiles, travelling on."
        ),
        "drill.courtesy.offer": "{seat} offers {count}",
        "drill.courtesy.ask_count": "Courtesy pass offers: {offers}. How many tiles does {seat} pass to {partner}?",
        "drill.courtesy.ask_receive": "Courtesy pass offers: {offers}. How many tiles does {seat} receive?",
        "drill.courtesy.other_pair": "That is the deal of the other pair, {a} and {b}: each across pair makes its own.",
        "drill.courtesy.count_zero": "{zero} offered 0, which cancels the courtesy pass for {a} and {b} only: nothing moves between them.",
        "drill.courtesy.count_right": (
            "{a} offers {x} and {b} offers {y}: the lower offer wins, so each of them passes "
            "{count}. The other pair's offers do not change that."
        ),
        "drill.courtesy.hint_pair": "Find {seat}'s across pair first: {seat} swaps with {partner}, and only their two offers count.",
        "drill.courtesy.hint_zero": "An offer of 0 cancels the courtesy pass for the pair that made it.",
        "drill.courtesy.ask_happens": "Courtesy pass offers: {offers}. Do {a} and {b} swap any tiles?",
        "drill.courtesy.happens_other_zero": (
            "An offer of 0 cancels the courtesy pass only for the pair that made it: {a} and {b} "
            "make their own deal."
        ),
        "drill.courtesy.happens_look": "Only an offer of 0 cancels a pair's courtesy pass: look again at what {a} and {b} offered.",
        "drill.courtesy.happens_zero": (
            "Look at this pair's two offers again: one of them cancels the courtesy pass for them, "
            "whatever the other offered."
        ),
        "drill.courtesy.happens_yes": (
            "Yes: {a} offers {x} and {b} offers {y}, so each passes {count}; the other pair's "
            "offers do not matter."
        ),
        "drill.courtesy.happens_no": "No: an offer of 0 cancels the courtesy pass for {a} and {b}; the other pair makes its own deal.",
        "drill.courtesy.passes": "{seat} puts down {tiles}",
        "drill.courtesy.no_tiles": "No tiles",
        "drill.courtesy.ask_what": (
            "Courtesy pass offers: {offers}. Each player puts down what their pair agreed: "
            "{passes}. Which tiles reach {seat}?"
        ),
        "drill.courtesy.what_own": "Those are the tiles {seat} passes, not the ones {seat} receives: the courtesy pass is a swap between two players across from each other.",
        "drill.courtesy.what_side": (
            "That player makes the courtesy pass with the player across from them, not with "
            "{seat}: the courtesy pass always goes across."
        ),
        "drill.courtesy.what_nothing": (
            "An offer of 0 cancels the courtesy pass only for the pair that made it: check the "
            "offers of {seat}'s own pair."
        ),
        "drill.courtesy.what_cancelled": "Look at the offers of {seat}'s pair again: they decide whether anything moves between them.",
        "drill.courtesy.what_right": "{seat} swaps with {partner}, across the table: {count} from {partner} reach {seat}.",
        "drill.courtesy.what_right_none": "{seat} or {partner} offered 0, which cancels their courtesy pass: nothing reaches {seat}.",
        "drill.courtesy.ask_blind": (
            "Courtesy pass: you sit {seat} and agreed on {count} with {partner}. May you forward "
            "arriving tiles unseen instead of passing from your rack?"
        ),
        "drill.courtesy.ask_blind_keep": (
            "You sit {seat}, and your courtesy deal with {partner} is {count}. You like every tile "
            "you hold: may you send on unseen what {partner} gives you?"
        ),
        # courtesy drill, more kinds (issue 32): drills/courtesy.py `_s`
        "drill.courtesy.ask_when_full": "At your table nobody stopped the second Charleston. After which pass does the courtesy pass come?",
        "drill.courtesy.ask_when_stopped": "After pass 3, {who} stopped the second Charleston. After which pass does the courtesy pass come?",
        "drill.courtesy.when_right_full": "After pass {step}: nobody stopped, so both rounds of the Charleston come first, and then the courtesy pass.",
        "drill.courtesy.when_right_stopped": "After pass {step}: {who} stopped the second Charleston, so the courtesy pass follows the first one straight away.",
        "drill.courtesy.when_seven": "The courtesy pass is pass 7 itself: the question is which pass it follows.",
        "drill.courtesy.when_stopped_full": "One stop is enough: the second Charleston is not played, so the courtesy pass does not wait for it.",
        "drill.courtesy.when_full_short": "Nobody stopped, so the whole second Charleston is played before the courtesy pass.",
        "drill.courtesy.when_wrong": "The courtesy pass comes only once the Charleston is over, never in the middle of a round.",
        "drill.courtesy.when_hint1": "The courtesy pass comes once the Charleston has ended.",
        "drill.courtesy.when_hint2": "Did anyone stop the second Charleston after pass 3?",
        "drill.courtesy.ask_early_first": "Pass {step} has just been played. {a} and {b}, across from each other, want to make their courtesy pass now. May they?",
        "drill.courtesy.ask_early_second": (
            "Nobody stopped after pass 3, and pass {step} has just been played. {a} and {b}, across "
            "from each other, want to make their courtesy pass now. May they?"
        ),
        "drill.courtesy.early_right": (
            "No: the courtesy pass comes only once the Charleston is over, after pass 6, or after "
            "pass 3 when the second Charleston is stopped; never in the middle of a round."
        ),
        "drill.courtesy.early_wrong_first": "The first Charleston is not over yet: every pass of it comes before the courtesy pass.",
        "drill.courtesy.early_wrong_second": "Once the second Charleston has begun, the table finishes it: the courtesy pass waits until then.",
        "drill.courtesy.early_hint2": "Which passes are left in this round?",
        "drill.courtesy.ask_way_full": "Your table has played all six passes of the Charleston. Which way does the courtesy pass go?",
        "drill.courtesy.ask_way_stopped": "{who} stopped the second Charleston after pass 3. Which way does the courtesy pass go?",
        "drill.courtesy.ask_partner": "You sit {seat}. Who is your partner on the courtesy pass?",
        "drill.courtesy.partner_right_side": "That player sits at your right, and the courtesy pass never goes to a neighbour: it always goes across.",
        "drill.courtesy.partner_left_side": "That player sits at your left, and the courtesy pass never goes to a neighbour: it always goes across.",
        "drill.courtesy.partner_right": "{partner}: the courtesy pass always goes across, and {partner} sits across from {seat}.",
        "drill.courtesy.partner_hint1": "The courtesy pass goes the same way as passes 2 and 5.",
        "drill.courtesy.partner_hint2": "Seats in turn order: East, South, West, North. Who sits opposite {seat}?",
        "drill.courtesy.ask_neighbour": "You sit {you}, and {other} sits beside you. On the courtesy pass, with whom does {other} swap tiles?",
        "drill.courtesy.neighbour_you": "You sit beside {other}, and the courtesy pass never goes to a neighbour.",
        "drill.courtesy.neighbour_beside": "That player sits beside {other} too: the courtesy pass is made with the player opposite.",
        "drill.courtesy.neighbour_right": "{partner}: {partner} sits across from {other}, and the courtesy pass always goes across.",
        "drill.courtesy.ask_total": "Courtesy pass offers: {offers}. How many tiles cross the table on the courtesy pass, all four players together?",
        "drill.courtesy.total_one_way": "That counts each pair's tiles going one way only: both players of a pair pass.",
        "drill.courtesy.total_one_pair": "That is one pair's swap only: the other pair makes its own deal, and its tiles cross the table too.",
        "drill.courtesy.total_offers": "Not every offer is met: nobody can be made to pass more tiles than they offered.",
        "drill.courtesy.total_wrong": "Count pair by pair: both players of a pair pass the same number, and nobody more than they offered; then add the pairs up.",
        "drill.courtesy.total_right": (
            "{a} and {b} each pass {x}, and {c} and {d} each pass {y}: {total} tiles cross the table in all."
        ),
        "drill.courtesy.total_hint1": "Each across pair passes the lower of its own offers.",
        "drill.courtesy.total_hint2": "A courtesy pass is a swap: both players of the pair pass that many.",
        "drill.courtesy.ask_pair_total": "Courtesy pass offers: {offers}. How many tiles move between {a} and {b}, both ways together?",
        "drill.courtesy.pair_total_other": "That is the other pair's swap: look at this pair's own offers.",
        "drill.courtesy.pair_total_right": (
            "{a} offers {x} and {b} offers {y}, so each of them passes {count}: {total} tiles move between them."
        ),
        "drill.courtesy.hint_pair_two": "Only the offers of {a} and {b} count, and the lower one decides.",
        "drill.courtesy.ask_zero_other": (
            "On the courtesy pass {zero} offers 0, so nothing moves between {zero} and {partner}. "
            "All the offers: {offers}. How many tiles does {seat} pass?"
        ),
        "drill.courtesy.zero_other_none": "An offer of 0 cancels the courtesy pass only for the pair that made it: the other pair still makes its own deal.",
        "drill.courtesy.zero_other_right": (
            "{seat} offers {x} and {partner} offers {y}, so each of them passes {count}: the 0 "
            "of the other pair does not touch their deal."
        ),
        "drill.courtesy.hint_zero_only": "An offer of 0 cancels the courtesy pass for its own pair, not for the whole table.",
        "drill.courtesy.ask_decides": "Courtesy pass offers: {offers}. Whose offer decides how many tiles {a} and {b} pass?",
        "drill.courtesy.opt_each_own": "Neither: each passes what they offered",
        "drill.courtesy.decides_higher": "Nobody can be made to pass more tiles than they offered, and both players of a pair pass the same number.",
        "drill.courtesy.decides_each": "A courtesy pass is a swap of equal counts: both players pass the same number.",
        "drill.courtesy.decides_right": "{low}'s: {low} offers {x} and {high} offers {y}; the lower offer decides, so each passes {count}.",
        "drill.courtesy.ask_offer_for": (
            "Courtesy pass: you sit {seat}, and {partner} has offered {theirs}. You want to swap "
            "exactly {count}, no more. What do you offer?"
        ),
        "drill.courtesy.offer_zero": "An offer of 0 cancels the courtesy pass for your pair: you would swap nothing.",
        "drill.courtesy.offer_more": "With that offer you would swap more tiles than you want: both of you pass the same number, and nobody more than they offered.",
        "drill.courtesy.offer_less": "With that offer you would swap fewer tiles than you want: both of you pass the same number, and nobody more than they offered.",
        "drill.courtesy.offer_for_right": "Offer exactly what you want: {partner} offered {theirs}, so the lower offer is yours, and you swap {count}.",
        "drill.courtesy.offer_hint2": "Your partner's offer is the most you can swap; below it, your own offer decides.",
        "drill.courtesy.ask_most": (
            "Courtesy pass: you sit {seat}, and {partner} has offered {theirs}. Whatever you offer, "
            "at most how many tiles can each of you pass?"
        ),
        "drill.courtesy.most_zero": "An offer of 0 would cancel your pair's pass, and {partner} did not make one: count the most you can swap.",
        "drill.courtesy.most_three": "No offer of yours can make your partner pass more than they offered, and both of you pass the same number.",
        "drill.courtesy.most_wrong": "Whatever you offer, your partner cannot be made to pass more than they offered, and both of you pass the same number.",
        "drill.courtesy.most_right": "{theirs}: {partner} offered {theirs}, and the lower offer decides, so no offer of yours can make it more.",
        "drill.courtesy.ask_held": "Courtesy pass offers: {offers}. How many tiles does {seat} hold once the courtesy pass is over?",
        "drill.courtesy.held_minus": "That counts only the tiles going out: the courtesy pass is a swap, so as many come back.",
        "drill.courtesy.held_plus": "That counts the tiles coming in but not those going out: the courtesy pass is a swap.",
        "drill.courtesy.held_deal": "Check what {seat} was dealt: East is dealt more tiles than anyone else.",
        "drill.courtesy.held_wrong": "After every pass each rack is back to the size it was dealt.",
        "drill.courtesy.held_right": "{count}: {seat} passes {moved} and receives as many, so the rack is the size it was dealt.",
        "drill.courtesy.held_hint1": "How many tiles was {seat} dealt? East is dealt one more than the others.",
        "drill.courtesy.held_hint2": "On a swap as many tiles come in as go out.",
        "drill.courtesy.ask_joker_agreed": (
            "Courtesy pass: you sit {seat}, your rack is {rack}, and you and {partner} agreed on "
            "{count}. {partner} says a Joker would be welcome. May one of the tiles you pass be a Joker?"
        ),
        "drill.courtesy.joker_agreed_right": "No: a Joker is never passed, not on the courtesy pass, not even when both players agree.",
        "drill.courtesy.joker_agreed_wrong": "Agreeing does not change it: a Joker stays in its rack through the whole Charleston, courtesy pass included.",
        "drill.courtesy.joker_hint1": "Is passing a Joker a rule or only advice?",
        "drill.courtesy.joker_hint2": "The rule on Jokers has no exception, not for the courtesy pass nor for an agreement.",
        "drill.courtesy.ask_joker_back": (
            "Courtesy pass: {origin} and {partner} agreed on {count}, and {origin} puts a Joker "
            "down among them by mistake. Who holds that Joker once the pass is over?"
        ),
        "drill.courtesy.joker_back_kept": "A Joker passed by mistake never stays with the player it reached: it goes back.",
        "drill.courtesy.joker_back_elsewhere": "A Joker passed by mistake goes back to one player only, and never travels on.",
        "drill.courtesy.joker_back_right": "{origin}: a Joker passed by mistake goes back to whoever put it down, and {origin} passes {replacement} instead.",
        "drill.courtesy.joker_back_hint2": "A Joker passed by mistake is given back to the player who passed it.",
        "drill.courtesy.ask_required": "The Charleston is over at your table. Must {a} and {b} make a courtesy pass?",
        "drill.courtesy.ask_required_stopped": "{who} stopped the second Charleston after pass 3. Must {a} and {b} now make a courtesy pass?",
        "drill.courtesy.required_right": "No: the courtesy pass is optional; a pair that wants none offers 0.",
        "drill.courtesy.required_wrong": "Look at the table of the passes: unlike the first three, pass 7 is optional.",
        "drill.courtesy.required_hint1": "Which passes does every four-player table have to make?",
        "drill.courtesy.ask_skip": "You sit {seat} and want no courtesy pass at all with {partner}. What do you do?",
        "drill.courtesy.opt_offer_zero": "Offer 0 tiles",
        "drill.courtesy.opt_offer_one": "Offer 1 tile, the least allowed",
        "drill.courtesy.opt_vote": "Ask the whole table to vote it down",
        "drill.courtesy.opt_blind": "Send on unseen whatever your partner gives you",
        "drill.courtesy.skip_one": "An offer can be lower than that: a player need not offer any tile.",
        "drill.courtesy.skip_vote": "There is no vote: each pair makes its own deal, and one player's offer is enough to cancel it.",
        "drill.courtesy.skip_blind": "There is no blind pass on the courtesy pass, and forwarding tiles would still be a pass.",
        "drill.courtesy.skip_right": "Offer 0: it cancels the courtesy pass for {seat} and {partner}; the other pair still makes its own deal.",
        "drill.courtesy.ask_number": "Counting every pass from the first right on, what number is the courtesy pass?",
        "drill.courtesy.number_right": "Pass {step}: the six passes of the Charleston come first, then the courtesy pass.",
        "drill.courtesy.number_six": "Pass 6 is the last pass of the second Charleston; the courtesy pass comes after it.",
        "drill.courtesy.number_three": "Even after a stop the courtesy pass keeps its own number: it is not a pass of the first Charleston.",
        "drill.courtesy.number_wrong": "Count the passes in order: right, across, left, left, across, right, and then the courtesy pass.",
        "drill.courtesy.number_hint1": "ROLLOR has one letter for each pass of the Charleston.",
        "drill.courtesy.ask_passes_full": "At your table nobody stopped the second Charleston. How many passes are played in all, the courtesy pass included?",
        "drill.courtesy.ask_passes_stopped": "{who} stopped the second Charleston after pass 3. How many passes are played in all, the courtesy pass included?",
        "drill.courtesy.passes_no_courtesy": "Count the courtesy pass too: it is a pass as well, after the Charleston.",
        "drill.courtesy.passes_stopped_all": "One stop is enough: the second Charleston is not played at all.",
        "drill.courtesy.passes_full_short": "Nobody stopped the second Charleston, so its passes are played too.",
        "drill.courtesy.passes_wrong": "Count the first Charleston's passes, then the second's if nobody stopped it, then the courtesy pass.",
        "drill.courtesy.passes_right_full": "{count}: passes 1 to 6, both rounds, and the courtesy pass after them.",
        "drill.courtesy.passes_right_stopped": "{count}: passes 1 to 3, then the courtesy pass; the second Charleston is not played.",
        "drill.courtesy.ask_most_offer": "On the courtesy pass, at most how many tiles may a player offer?",
        "drill.courtesy.most_offer_right": "{count}: a courtesy offer is 0 to {count} tiles, never more than an ordinary pass moves.",
        "drill.courtesy.most_offer_more": "That is more than the courtesy pass allows: it is never bigger than an ordinary pass.",
        "drill.courtesy.most_offer_less": "A player may offer more than that: as many as an ordinary pass moves.",
        "drill.courtesy.ask_least_offer": "On the courtesy pass, at least how many tiles must a player offer?",
        "drill.courtesy.least_offer_right": "0: a player who wants no courtesy pass offers 0, which cancels it for that pair.",
        "drill.courtesy.least_offer_one": "A player may offer less than that: one who wants no courtesy pass need not offer a tile.",
        "drill.courtesy.least_offer_more": "Lower: a player who wants no courtesy pass need not offer anything.",
        "drill.courtesy.limit_hint1": "Look at the last row of the table of the passes.",
        "drill.courtesy.limit_hint2": "The courtesy pass is never bigger than an ordinary pass.",
        "drill.courtesy.ask_few": "Your table has only {players} players: {seats}. Once the tiles are dealt, is there a courtesy pass?",
        "drill.courtesy.few_right": "No: with fewer than four players there is no Charleston and no courtesy pass; East opens by discarding.",
        "drill.courtesy.few_wrong": "With fewer than four players the whole Charleston is left out, and the courtesy pass with it.",
        "drill.courtesy.few_hint1": "The courtesy pass is made between players across from each other.",
        "drill.courtesy.few_hint2": "What does a table of fewer than four players play instead of the Charleston?",
        "drill.courtesy.ask_true": "Which of these statements about the courtesy pass is true?",
        "drill.courtesy.ask_false": "Which of these statements about the courtesy pass is false?",
        "drill.courtesy.true_right": "That one is true ({rule}); each of the others breaks a rule of the courtesy pass.",
        "drill.courtesy.is_true": "That statement is true: look for the one that breaks a rule.",
        "drill.courtesy.statement_hint1": "Go through the courtesy pass's rules: when it comes, which way it goes, how many, blind or not.",
        "drill.courtesy.statement_hint2": "A Joker is never passed, and the lower offer decides.",
        "drill.courtesy.st_across": "The courtesy pass always goes across",
        "drill.courtesy.st_lower": "The lower of the two offers is how many both players pass",
        "drill.courtesy.st_zero_pair": "An offer of 0 cancels the courtesy pass for that pair only",
        "drill.courtesy.st_optional": "The courtesy pass is optional",
        "drill.courtesy.st_right": "The courtesy pass goes to your right",
        "drill.courtesy.st_higher": "The higher of the two offers is how many both players pass",
        "drill.courtesy.st_blind": "On the courtesy pass you may send on unseen the tiles that arrive",
        "drill.courtesy.st_joker": "A Joker may go on the courtesy pass if both players agree",
        "drill.courtesy.st_four": "A player may offer 4 tiles on the courtesy pass",
        "drill.courtesy.st_required": "Every pair must make the courtesy pass",
        "drill.courtesy.why_right": "False: the courtesy pass is made with the player opposite, never with a neighbour.",
        "drill.courtesy.why_higher": "False: nobody can be made to pass more tiles than they offered.",
        "drill.courtesy.why_blind": "False: there is no blind pass on the courtesy pass.",
        "drill.courtesy.why_joker": "False: a Joker is never passed, even when both players agree.",
        "drill.courtesy.why_four": "False: a courtesy offer is never more than an ordinary pass moves.",
        "drill.courtesy.why_required": "False: no pair has to make it; a pair that wants none offers 0.",
        "drill.courtesy.ask_after": "The courtesy pass has just been played at your table. What comes next?",
        "drill.courtesy.opt_play": "Play begins: East makes the first discard",
        "drill.courtesy.opt_eighth": "An eighth pass, to the right",
        "drill.courtesy.opt_back_again": "A second courtesy pass, to give back what came",
        "drill.courtesy.opt_third": "A third Charleston, if every player wants one",
        "drill.courtesy.after_more": "There are at most seven passes, and the courtesy pass is the last of them.",
        "drill.courtesy.after_third": "There are only two Charlestons, and the second may be stopped; nothing starts a third.",
        "drill.courtesy.after_right": "Play begins: the courtesy pass is the last of the seven passes, and East opens by discarding.",
        "drill.courtesy.after_hint2": "Is there any pass after pass 7?",
        # pick-a-pass exercise
        "exercise.pick.prompt": "Pass {step} ({name}) goes {direction}. Choose the tiles to pass.",
        "exercise.pick.prompt_courtesy": "Courtesy pass: your pair agreed on {count}. Choose what to pass.",
        "exercise.pick.prompt_blind": (
            "Pass {step} ({name}) goes {direction}. {arriving} arrive face down: choose "
            "tiles from your rack, and forward some arriving tiles unseen if you wish."
        ),
        "exercise.pick.poor_pass": "Legal, but {problems}. {instead}",
        "exercise.pick.poor": "{tiles} {verb} your lines",
        "exercise.pick.too_many": (
            "you passed {passed} × {tile}, and your lines can spare only {spare} of them"
        ),
        "exercise.pick.instead": (
            "Look for tiles in your rack that help none of your lines."
        ),
        "exercise.pick.instead_blind": (
            "Pass only tiles your lines can spare, and forward arriving tiles unseen for the rest"
            " rather than give up a tile they need."
        ),
        "exercise.pick.instead_unseen": (
            "Count the tiles your lines can spare before you give up one they need: on this pass,"
            " arriving tiles can go on unseen."
        ),
        "exercise.pick.poor_unseen": (
            "Legal, but you forwarded {count} unseen while your rack still holds a tile that "
            "helps none of your lines. A spare tile costs nothing; an unseen one might have been "
            "a tile you need."
        ),
        "exercise.pick.good": "Legal, and a clean pass: {tiles} {verb} none of your lines.",
        "exercise.pick.copies": "{count} of your {held} {tile} tiles",
        "exercise.pick.good_blind": (
            "Legal, and a clean pass: {tiles} {verb} none of your lines, and forwarding {count} "
            "unseen keeps every tile they need."
        ),
        "exercise.pick.good_unseen": (
            "Legal, and the right call: every tile in your rack helps your lines, so forwarding "
            "{count} unseen keeps them all."
        ),
        "exercise.pick.answer_blind": "{tiles}, and forward {count} unseen",
        "exercise.pick.nothing": "nothing from your rack",
        "exercise.pick.good_not_held": (
            "The exercise names {tile} as a good tile to pass, but the rack holds too few of it."
        ),
        "exercise.pick.bad_arriving": (
            "arriving should be 0, 1, 2 or 3: a blind pass forwards at most the 3 tiles "
            "that arrive face down (B2), not {value!r}."
        ),
        "exercise.pick.rack_size": (
            "The rack holds {count} tiles; a player's rack holds at most {most} (T3)."
        ),
        "exercise.pick.good_short": (
            "The exercise names {count} good tiles for a pass of {limit}: name enough to fill it."
        ),
        "exercise.pick.hint_count": "Every pass moves exactly 3 tiles, never a Joker.",
        "exercise.pick.hint_courtesy": "Pass exactly as many as your pair agreed, never a Joker.",
        "exercise.pick.hint_blind": (
            "On this pass you may forward arriving tiles unseen and take fewer from your rack."
        ),
        "exercise.pick.hint_good": "Look for tiles that help none of your lines: lone tiles in suits you are not collecting.",
        "exercise.pick.hint_good2": "Good throwaways here: {first}, and more like it.",
        "exercise.pick.hint_good_one": "The one tile your lines can spare here: {first}.",
        "exercise.pick.hint_unseen": (
            "Count the tiles your lines can spare. If there are fewer than 3, forward arriving "
            "tiles unseen for the rest instead of breaking a pair."
        ),
        # a pick graded against the pass coach (CoachedPick) and its "Ask the coach" button
        "exercise.coach.prompt": (
            "Pass {step} ({name}) goes {direction}. Keep {lines} in mind and choose 3 tiles to pass."
        ),
        "exercise.coach.prompt_blind": (
            "Pass {step} ({name}) goes {direction}, and {arriving} arrive face down. Keep {lines} "
            "in mind: choose tiles from your rack, and forward some arriving tiles unseen if you wish."
        ),
        "exercise.coach.away": "{tiles} away",
        "exercise.coach.unseen": "{count} forwarded unseen",
        "exercise.coach.helped": "{tiles} {verb} {lines}",
        "exercise.coach.clean": (
            "Legal, and as good as the coach's pass: {tiles} {verb} none of your lines, so your "
            "nearest line is still {after}, as before."
        ),
        "exercise.coach.costly": (
            "Legal, and as good as the coach's pass for your nearest line, though {helped}. Your "
            "nearest line: {before} before the pass, {after} after."
        ),
        "exercise.coach.poor": "Legal, but it leaves your nearest line {after} instead of {best}: {helped}.",
        "exercise.coach.poor_other": (
            "Legal, and your nearest line stays {after}, but {helped}; the coach's pass costs your"
            " other lines less."
        ),
        "exercise.coach.poor_unseen": (
            "Legal, but you forwarded {count} unseen, more than you need to: a tile that helps no"
            " line costs nothing, while an unseen tile might have been one you need (G3)."
        ),
        "exercise.coach.poor_unseen_costly": (
            "Legal, but you forwarded {count} unseen, more than you need to: one more tile from your "
            "rack would cost a line less than a tile left to chance, which might have been one you "
            "need (G3)."
        ),
        "exercise.coach.poor_blind": (
            "Legal, but it leaves your nearest line {after} instead of {best}: {helped}. On this "
            "pass you could forward arriving tiles unseen and keep the pairs your lines need."
        ),
        "exercise.coach.solution": "{sentences} Your nearest line: {before} before the pass, {after} after.",
        "exercise.coach.hint1": (
            "Take each tile in turn: does either line use it? A tile none of your lines uses is a free pass."
        ),
        "exercise.coach.hint2": "Lone tiles in suits and winds your lines do not collect go first.",
        "exercise.coach.hint_blind": (
            "If every tile in your rack helps a line, forward arriving tiles unseen instead of "
            "breaking a pair."
        ),
        "exercise.coach.bad_line": (
            "{value!r} is not a line: give a line from the teaching card by name, or notation "
            "such as \"FF 666B 666D EEEE NN\"."
        ),
        "exercise.coach.no_lines": "A coached exercise keeps 1 to 3 lines in mind; got {count}.",
        "exercise.coach.button": "Ask the coach",
        "exercise.coach.tooltip": "Hear the coach's own pass, tile by tile",
        "exercise.coach.locked": "Check your own pass first, then ask the coach",
        "exercise.coach.heading": "The coach's pass",
        # count check
        "exercise.count.unknown": "{value!r} is not a count-check question: choose {choices}.",
        "exercise.count.hint1": "Count one pass at a time: each moves 3 tiles out and 3 in.",
        "exercise.count.hint2": "Passes 1 to 6 count; the courtesy pass is extra.",
        # the rules reference notebook and the glossary (rulebook.py, course.glossary)
        # what a table said, shown (shown.py)
        "error.shown.line": "lines should be (rules, sentence) pairs of text, such as (\"J1\", \"...\"); {value!r} is not one.",
        "error.shown.verdict": "said() takes a verdict: something with a rule and a message, both text; {value!r} is not one.",
        "needs.missing": (
            "This part of the lesson needs {package}, which your browser fetches from the internet,"
            " and it could not be loaded. The rest of the lesson works; to use this part, connect"
            " to the internet and reload the page."
        ),
        "needs.bad_package": "load() takes the names of libraries a lesson computes with ({known}), not {value!r}.",
        "shown.scroll_hint": "\u2194 Swipe or scroll sideways to see all of it.",
        "reference.unknown_rule": "{rule!r} is not a rule ID of the course: the IDs are {ids}.",
        "reference.unknown_section": "{value!r} is not a section of the rules: the sections are {letters}.",
        "reference.intro": (
            "# Rules reference\n\n"
            "Every verdict in the course names the rule that decided it, such as **J1**. This page"
            " lists every rule by its ID, grouped by section, each with the course's one-line"
            " statement and the lessons that teach it, and ends with a glossary of the words and"
            " notation the course uses. Sections: {contents}.\n\n"
            "Rules with a letter other than G are rules of the game: the table refuses a pass that"
            " breaks one. The G rules are strategy, advice that never makes a pass illegal. The"
            " project's full rules, with their sources, are in `docs/RULES.md`."
        ),
        "reference.section_heading": "{letter}: {title}",
        "reference.advice": (
            "Advice, not rules: a legal pass that ignores them is still legal, and the coach's"
            " grade of it is a suggestion."
        ),
        "reference.taught_in": "Taught in {lessons}.",
        "reference.taught_nowhere": "Not taught in a lesson of its own.",
        "reference.lesson_link": "[lesson {number}, {title}]({notebook})",
        "reference.glossary_heading": "Glossary",
        "reference.glossary_intro": (
            "The words and notation the course uses, in the order a learner meets them, with the"
            " lesson that teaches each and the rules behind it."
        ),
        "card.title": "The course's teaching card: {count} invented lines in families",
        "card.invented": "Every line is invented for teaching; none is copied from a National Mah Jongg League card (G5).",
        "glossary.title": "Glossary: the words and notation of the course",
        "glossary.line_caption": "{name}: {notation} (an invented teaching line, not from a League card)",
        "glossary.column.term": "Term",
        "glossary.column.meaning": "What it means",
        "glossary.column.where": "Where",
        "glossary.where": "Lesson {lesson}",
        "glossary.where_rules": "Lesson {lesson}; {rules}",
        "glossary.charleston.term": "Charleston",
        "glossary.charleston.meaning": (
            "The swap of tiles before play begins: up to seven passes, three tiles at a time,"
            " right, across and left, then back again, and a courtesy pass."
        ),
        "glossary.tile_codes.term": "Tile codes: 5B, 9C, 1D, N, E, W, S, RD, GD, WD, F, J",
        "glossary.tile_codes.meaning": (
            "How the course writes a tile: a number and a suit letter (B Bam, C Crak, D Dot),"
            " a wind letter, a dragon (RD Red, GD Green, WD White), F for a Flower, J for a Joker."
        ),
        "glossary.soap.term": "Soap",
        "glossary.soap.meaning": "Another name for the White Dragon (WD), the dragon that goes with Dots.",
        "glossary.seats.term": "Seat, East",
        "glossary.seats.meaning": (
            "The four places at the table, named after the winds: East, South, West, North, in"
            " turn order. East is dealt 14 tiles, the others 13."
        ),
        "glossary.right_across_left.term": "Right, across (over), left",
        "glossary.right_across_left.meaning": (
            "The three ways a pass goes. Your right is the next seat in turn order, across is the"
            " player opposite (\"over\" in ROLLOR), your left the seat before you."
        ),
        "glossary.rack.term": "Rack",
        "glossary.rack.meaning": (
            "The stand in front of you that holds your tiles, and by extension the tiles on it:"
            " 13, or 14 for East."
        ),
        "glossary.wall.term": "Wall",
        "glossary.wall.meaning": (
            "The tiles not dealt, stacked face down. In play, players draw from it; the"
            " Charleston never touches it."
        ),
        "glossary.discard.term": "Discard",
        "glossary.discard.meaning": (
            "In play, the tile a player throws out after drawing. The Charleston comes before the"
            " first discard; with fewer than four players, East opens by discarding."
        ),
        "glossary.call.term": "Call",
        "glossary.call.meaning": (
            "In play, claiming another player's discard to complete a group of your own. A tile"
            " passed in the Charleston can never be called."
        ),
        "glossary.pass.term": "Pass",
        "glossary.pass.meaning": (
            "One swap of the Charleston: every player puts tiles face down for a neighbour and"
            " picks up what arrived. Passes 1 to 6 move exactly 3 tiles each, except in an I.O.U."
            " standoff (lesson 5, B5), when nothing moves."
        ),
        "glossary.round.term": "First and second Charleston",
        "glossary.round.meaning": (
            "The two rounds of three passes: passes 1 to 3 (required) and passes 4 to 6 (played"
            " unless someone stops them)."
        ),
        "glossary.rollor.term": "ROLLOR",
        "glossary.rollor.meaning": (
            "A memory aid for the directions of passes 1 to 6: Right, Over, Left, Left, Over,"
            " Right (\"over\" means across)."
        ),
        "glossary.hand.term": "Hand",
        "glossary.hand.meaning": (
            "The 14 tiles that win, arranged as one of the patterns on the card. During the"
            " Charleston you hold 13 tiles (East 14) and build toward a hand."
        ),
        "glossary.card.term": "The card",
        "glossary.card.meaning": (
            "The list of winning hands the National Mah Jongg League publishes every year."
            " It is the League's, so the course never copies it: its lessons use a teaching"
            " card of sixty invented lines in ten families instead (lesson 10 shows it)."
        ),
        "glossary.line.term": "Line",
        "glossary.line.meaning": (
            "A hand you might make from your rack: one candidate pattern of 14 tiles. Players"
            " keep two or three lines in mind and pass the tiles none of them needs."
        ),
        "glossary.invented.term": "Invented for teaching",
        "glossary.invented.meaning": (
            "Every rack, hand and line in the course was made up for it; none is copied from a"
            " League card."
        ),
        "glossary.throwaway.term": "Throwaway",
        "glossary.throwaway.meaning": "A tile you are glad to pass because none of your lines uses it.",
        "glossary.blind_pass.term": "Blind pass (stealing), forward unseen",
        "glossary.blind_pass.meaning": (
            "On pass 3 or pass 6 only: sending on 1, 2 or 3 of the tiles arriving on that same"
            " pass without looking at them, and the rest of the 3 from your rack."
        ),
        "glossary.iou.term": "I.O.U. standoff",
        "glossary.iou.meaning": (
            "A blind pass where all four players forward all three arriving tiles: nobody puts"
            " a tile down, so nothing moves."
        ),
        "glossary.stop.term": "Stopping the second Charleston",
        "glossary.stop.meaning": (
            "After pass 3 any one player may say no to passes 4 to 6: one \"stop\" is enough,"
            " with no vote. Once pass 4 has begun it is too late."
        ),
        "glossary.courtesy_pass.term": "Courtesy pass, offer",
        "glossary.courtesy_pass.meaning": (
            "The optional last pass, always across. Each player offers 0 to 3 tiles, and each"
            " pair passes the lower of its two offers; 0 cancels it for that pair."
        ),
        "glossary.joker.term": "Joker",
        "glossary.joker.meaning": (
            "A tile that stands in for any tile in a group of three or more, never in a single"
            " or a pair. It is never passed; one passed by mistake goes straight back."
        ),
        "glossary.pair.term": "Pair",
        "glossary.pair.meaning": (
            "Two identical tiles in a line. A Joker cannot stand in for one, so pairs are worth"
            " protecting (advice, not a rule)."
        ),
        "glossary.run.term": "Run",
        "glossary.run.meaning": (
            "Tiles of one suit with numbers in a row, such as 2, 3, 4 and 5 Crak. The teaching"
            " line \"Dot run\" climbs from a pair of 1 Dots to three 5 Dots."
        ),
        "glossary.mah_jongg.term": "Mah Jongg",
        "glossary.mah_jongg.meaning": (
            "What you declare when your 14 tiles make a winning hand. During the Charleston only"
            " East can, once a round is over."
        ),
        "glossary.heavenly_hand.term": "Heavenly Hand",
        "glossary.heavenly_hand.meaning": (
            "A winning hand dealt to East: East declares it before any pass, and the Charleston"
            " is waived."
        ),
        "glossary.self_drawn.term": "Self-drawn",
        "glossary.self_drawn.meaning": (
            "A win made with a tile the winner drew from the wall, not called from a discard;"
            " it is paid double, by all three others. A Heavenly Hand is paid as self-drawn."
        ),
        "glossary.house_rule.term": "House rule, ghost seat",
        "glossary.house_rule.meaning": (
            "A custom some tables play that the League's rules do not have, such as dealing an"
            " empty \"ghost\" seat so three players can keep the passes."
        ),
        "glossary.groups.term": "Single, pair, pung, kong",
        "glossary.groups.meaning": (
            "Groups of 1, 2, 3 and 4 identical tiles: the parts a line is made of. Jokers"
            " may fill a pung or larger, never a single or a pair."
        ),
        "glossary.line_notation.term": "Line notation: FFF 6666B 6666D EEE, 000, 0000",
        "glossary.line_notation.meaning": (
            "How a line is written: each group is its tile's symbol repeated, 666B for three"
            " 6 Bams, EEE for three Easts, FF for two Flowers. Dragons are R (Red), G (Green)"
            " and 0 (White, Soap), so 000 is three Soaps and 0000 four. A line adds up to 14."
        ),
        "glossary.suit_variables.term": "Suit letters x, y, z: 777x 888x 777y 888y FF",
        "glossary.suit_variables.meaning": (
            "A group written with x, y or z may be in any suit, and different letters mean"
            " different suits: 777x 888x 777y 888y FF is sevens and eights in one suit, sevens"
            " and eights in another, and two Flowers."
        ),
        "glossary.tiles_away.term": "Tiles away",
        "glossary.tiles_away.meaning": (
            "How far a rack is from a line: the fewest tiles it still needs. \"4 tiles away\""
            " means four more of the right tiles would complete it."
        ),
        "glossary.lone_tile.term": "Lone tile",
        "glossary.lone_tile.meaning": (
            "A single tile in a suit or wind none of your lines collects: the first thing to pass."
        ),
        "glossary.coach.term": "Coach, bot",
        "glossary.coach.meaning": (
            "The course's pass adviser: it picks the pass that keeps your nearest lines closest."
            " Bots are seats the coach plays for you. Its advice is never a rule."
        ),
        "glossary.seeded_shuffle.term": "Fixed (seeded) shuffle, seed",
        "glossary.seeded_shuffle.meaning": (
            "How the course deals a table you can talk about: the computer mixes the tiles from"
            " a number, the seed, so the same seed gives the same deal every time."
        ),
        "glossary.honours.term": "Honours",
        "glossary.honours.meaning": (
            "The tiles that are not in a suit: the winds and the dragons. On the card, flowers"
            " fill out many lines of honours."
        ),
        "glossary.quint_sextet.term": "Quint, sextet",
        "glossary.quint_sextet.meaning": (
            "Five and six identical tiles in a line. A set has only four of each suit tile,"
            " wind and dragon, so a quint or sextet of them needs Jokers."
        ),
        "glossary.mean.term": "Mean (average)",
        "glossary.mean.meaning": (
            "The lab's results add up a measure over every deal and divide by the number of"
            " deals: the mean, or average."
        ),
        "glossary.interval.term": "95% interval",
        "glossary.interval.meaning": (
            "The range around a mean where the true average most likely lies (95 times in"
            " 100). An interval of a difference that stays clear of 0 means the difference is"
            " real, not the luck of the deals."
        ),
        # How each term shows up in the lessons' text, so tests/test_terms_in_order.py can
        # find its first use: forms separated by commas (English adds -s, -es, -ed, -ing to
        # the last word by itself); a form with a leading "-" is the same word in another
        # sense, which is not a use of the term.
        "glossary.charleston.words": "Charleston",
        "glossary.hand.words": "hand",
        "glossary.pass.words": "pass",
        "glossary.rack.words": "rack",
        "glossary.wall.words": "wall",
        "glossary.discard.words": "discard",
        "glossary.call.words": "call",
        "glossary.card.words": "card",
        "glossary.invented.words": "invented",
        "glossary.soap.words": "Soap",
        "glossary.joker.words": "joker",
        "glossary.tile_codes.words": "short code",
        "glossary.seats.words": "seat",
        "glossary.right_across_left.words": "your right, your left",
        "glossary.round.words": "first Charleston, second Charleston",
        "glossary.blind_pass.words": "blind",
        "glossary.courtesy_pass.words": "courtesy",
        "glossary.heavenly_hand.words": "Heavenly Hand",
        "glossary.stop.words": "stop, -stop and come back",
        "glossary.rollor.words": "ROLLOR",
        "glossary.groups.words": "pung, kong",
        "glossary.pair.words": "pair, -that pair, -each pair, -across pair",
        "glossary.run.words": "a run, the run, Dot run",
        "glossary.line.words": "line",
        "glossary.throwaway.words": "throwaway",
        "glossary.lone_tile.words": "lone tile",
        "glossary.iou.words": "I.O.U., standoff",
        "glossary.seeded_shuffle.words": "shuffle, seed",
        "glossary.mah_jongg.words": "Mah Jongg, -Mah Jongg League",
        "glossary.self_drawn.words": "self-drawn",
        "glossary.house_rule.words": "house rule, ghost",
        "glossary.line_notation.words": "notation, -word and notation, -words and notation",
        "glossary.suit_variables.words": "777x",
        "glossary.tiles_away.words": "tiles away",
        "glossary.coach.words": "coach, bot",
        "glossary.honours.words": "honour, honor",
        "glossary.quint_sextet.words": "quint, sextet",
        "glossary.mean.words": "average, the mean, mean difference, means and",
        "glossary.interval.words": "interval, 95%",
        # the instructor kit (instructor.py): answer key, mistakes, workshop plans
        "instructor.bad_lesson": (
            "{value!r} is not a lesson: give lesson numbers such as 3, or nothing for every lesson."
        ),
        "instructor.key.lesson": "Lesson {number}: {title}",
        "instructor.key.rack": "Rack (invented for teaching)",
        "instructor.key.answer": "Answer",
        "instructor.key.why": "Why",
        "instructor.key.rules": "Rules cited",
        "instructor.key.wrong": "Wrong answers the course explains",
        "instructor.key.any_other": "any other number",
        "instructor.key.or": "{first} or {last}",
        "instructor.key.any_legal": (
            "Any legal pass is right here: the exercise marks no tile as a better throwaway. This is one."
        ),
        "instructor.key.any_of": "Also right: any {count} of {tiles}, the tiles the lines can spare.",
        "instructor.key.also_blind": (
            "Also right: forward 1 to {arriving} of the arriving tiles unseen and take that many "
            "fewer of these from the rack."
        ),
        "instructor.mistakes.question": "Question",
        "instructor.mistakes.answer": "Wrong answer",
        "instructor.mistakes.rule": "Rule",
        "instructor.mistakes.says": "What the course says",
        "instructor.mistakes.count": "Wrong-answer sentences",
        "instructor.mistakes.statement": "The rule, in short",
        "instructor.mistakes.none": "No exercise here has its own sentence for a wrong answer.",
        "instructor.plan.unsupported": (
            "There is no {minutes!r}-minute plan: the kit plans workshops of {choices} minutes."
        ),
        "instructor.plan.too_short": (
            "{budget} minutes cannot hold {parts} lesson parts of at least a minute each."
        ),
        "instructor.plan.of": "{minutes} (of {course})",
        "instructor.plan.summary": (
            "A {minutes}-minute workshop. Each lesson taught gets {percent}% of its own teaching "
            "and exercise minutes."
        ),
        "instructor.plan.take_home": "Take home: lessons {lessons}.",
        "instructor.plan.column.start": "Start",
        "instructor.plan.column.minutes": "Minutes",
        "instructor.plan.column.lesson": "Lesson",
        "instructor.plan.column.activity": "Activity",
        "instructor.plan.column.what": "What to do",
        "instructor.activity.welcome": "Welcome",
        "instructor.activity.teach": "Teach",
        "instructor.activity.exercises": "Exercises",
        "instructor.activity.live table": "Live table",
        "instructor.activity.break": "Break",
        "instructor.activity.wrap up": "Wrap-up",
        "instructor.plan.welcome": (
            "Everyone opens notebooks/01_start_here.ipynb (make lab, or the JupyterHub link) and "
            "runs the first cell; sort out setup problems now."
        ),
        "instructor.plan.teach": "Teach lesson {number} from the notebook on the projector.",
        "instructor.plan.exercises": (
            "{count} exercises, each learner alone; walk the room, then go over the most-missed one."
        ),
        "instructor.plan.skip": "Questions {questions} come from take-home lessons: they can wait.",
        "instructor.plan.live.3": (
            "Step passes 1 to 6 with bots; before each pass the room calls its direction."
        ),
        "instructor.plan.live.5": (
            "On pass 3 take a blind pass from the room and follow a forwarded tile in the drawn pass."
        ),
        "instructor.plan.live.6": (
            "After pass 3 ask the room whether to stop; then take two pairs' courtesy offers."
        ),
        "instructor.plan.break": "Break, away from the screens.",
        "instructor.plan.wrap_up": (
            "Questions; learners press Export in lesson 1's overview for the room dashboard."
        ),
        "instructor.plan.wrap_up_home": "Take-home lessons: {lessons}.",
        "instructor.outline.summary": (
            "{count} lesson notebooks, taken in order: {teach} min teaching and {work} min exercises,"
            " about {hours} hours in all."
        ),
        "instructor.outline.column.lesson": "Lesson",
        "instructor.outline.column.notebook": "Notebook",
        "instructor.outline.column.minutes": "Minutes",
        "instructor.outline.column.exercises": "Exercises",
        "instructor.outline.column.plan": "{length}-minute plan",
        "instructor.outline.minutes": "{teach} + {work}",
        "instructor.outline.room": "in the room",
        "instructor.outline.home": "take-home",
        "instructor.notes.course": "Course: {teach} min teaching + {work} min exercises",
        "instructor.notes.plan": "{length}-minute plan: {teach} + {work}",
        "instructor.notes.plan_home": "{length}-minute plan: take-home",
        "instructor.notes.key_points": "Learners should leave with:",
        "instructor.notes.mistakes": "Wrong answers the exercises explain ({count}):",
        # the room dashboard (dashboard.py, art/dashboard_figures.py), for instructors
        # a room given to the dashboard that is not one (dashboard.py)
        "dashboard.error.learner": "learners should be Learners or (name, attempts) pairs; {value!r} is not one.",
        "dashboard.error.attempt": (
            "attempts should be Attempts at an exercise id, each with an Outcome and "
            "solution_seen True or False; {value!r} is not one."
        ),
        "dashboard.error.pair": "{what} should be (file name, reason) pairs; {value!r} is not one.",
        "dashboard.summary": "{learners} read from {folder}; {skipped} skipped.",
        "dashboard.skipped": "{file}: skipped, {reason}.",
        "dashboard.rest": "(the rest of the folder)",
        "dashboard.no_folder": (
            "There is no folder {folder} here that can be read: put the learners' exported "
            "files in one folder and give its name."
        ),
        "dashboard.reason.link": "it is a link, and links are not followed",
        "dashboard.reason.folder": "it is a folder, and only files directly in the room's folder are read",
        "dashboard.reason.not_json": "it is not a .json file",
        "dashboard.reason.special": "it is not a regular file",
        "dashboard.reason.too_many": "the room already has {limit} files, the most one folder can hold",
        "dashboard.reason.too_much": "the files read already come to nearly {limit} bytes, the most for one room",
        "dashboard.reason.unreadable": "it could not be read as a progress file ({error})",
        "dashboard.reason.duplicate_fuller": (
            "{other} has the same learner name ({name}) and more attempts, so that one was kept"
        ),
        "dashboard.reason.duplicate_first": (
            "{other} has the same learner name ({name}) and as many attempts, so that one was kept"
        ),
        "dashboard.reason.crowded": "the folder holds more than {limit} entries, so the rest were not looked at",
        "dashboard.unknown": (
            "Exercise ids not in this course (perhaps from your own notebooks or another "
            "version of the course) are counted apart and left out of the figures: {ids}."
        ),
        "dashboard.ignored": "Not read, as they hold no progress: {names} (hidden files and lock files).",
        "dashboard.and_more": "{names} and {more} more",
        "dashboard.more_skipped": "... and {more} more files skipped, not listed here.",
        "dashboard.reason.empty": "it is empty (0 bytes): ask for the file again",
        "dashboard.exercise_label": "Lesson {number} \u00b7 {exercise}",
        "dashboard.column.learner": "Learner",
        "dashboard.column.done": "Lessons done",
        "dashboard.column.furthest": "Furthest lesson",
        "dashboard.column.pick_up": "Picks up at",
        "dashboard.column.attempts": "Answers given",
        "dashboard.column.after_solution": "Right after seeing the solution",
        "dashboard.solution_seen": "Checked after seeing the solution: {items}.",
        "dashboard.solution_item": "{label} ({learners})",
        "dashboard.done_count": "{done} of {total}{which}",
        "dashboard.not_started": "not started",
        "dashboard.all_done": "all done",
        "dashboard.missed.title": "Which exercises the room gets wrong",
        "dashboard.missed.bar": "{wrong} of {tried} missed \u00b7 {still} still wrong",
        "dashboard.missed.axis": "Learners (of {learners}) who got it wrong at least once",
        "dashboard.missed.legend_ever": "missed at least once",
        "dashboard.missed.legend_still": "still wrong at their latest answer",
        "dashboard.missed.none": "Nobody in the room has missed an exercise yet.",
        "dashboard.describe.missed": (
            "Bars for the {count} exercises the room gets wrong most; the most missed is {first}, "
            "missed by {wrong} of the {tried} learners who tried it, {still} still wrong."
        ),
        "dashboard.reached.title": "How far the room has reached, lesson by lesson",
        "dashboard.reached.axis": "Learners (of {learners})",
        "dashboard.reached.bar": "\u2713 {done} done, \u2022 {tried} tried, {none} not started",
        "dashboard.reached.legend_done": "\u2713 done: every exercise right",
        "dashboard.reached.legend_tried": "\u2022 tried, not all right yet",
        "dashboard.reached.legend_none": "blank: not started",
        "dashboard.reached.empty": "No learner's file has been read yet.",
        "dashboard.describe.reached": (
            "One bar per lesson, 1 to {lessons}, splitting the {learners} learners into "
            "\u2713 done, \u2022 tried and not started, each count written beside the bar. "
            "Learners who have done every lesson: {everything} of {learners}."
        ),
        "dashboard.describe.reached_tried": (
            "Most learners tried but not done: lesson {lesson} ({tried})."
        ),
        # the room's skills (dashboard.py): counts per state, the skills missed most, the export
        "dashboard.skills.column.skill": "Skill",
        "dashboard.skills.column.mastered": "Mastered",
        "dashboard.skills.column.learning": "Learning",
        "dashboard.skills.column.due": "Due for review",
        "dashboard.skills.column.not_started": "Not started",
        "dashboard.skills.column.missed": "Missed at a first try",
        "dashboard.skills.missed": "The skills the room misses most: {items}.",
        "dashboard.skills.missed_item": (
            "{title}, missed at a first try by {missed} of the {answered} who answered it, "
            "{not_yet} not mastered yet"
        ),
        "dashboard.skills.none": "Nobody in the room has got a skill wrong at a first try yet.",
        "dashboard.error.state": "{value!r} is not a skill state: choose one of {known}.",
        "dashboard.error.csv_name": "{name} is not a .csv file name: give the room's export a name ending in .csv.",
        "dashboard.error.csv_not_file": "{name} is there and is not a file, so the room's export was not written there.",
        "dashboard.error.csv_write": "The room's export could not be written to {name} ({error}).",
        # the live table for the projector (widgets/live_table.py)
        "live.title": "Live table",
        "live.source_deal": (
            "deal {seed}: racks dealt from a seeded shuffle, invented, not from any League card"
        ),
        "live.source_racks": "racks given by the instructor (invented for teaching)",
        "live.repr": "Live table, deal {seed}. {next} (Run this cell to drive the table.)",
        "live.next_pass": "Next: pass {step}, {name}: tiles go {direction}.",
        "live.next_blind": "Blind pass allowed: up to 3 arriving tiles may go on unseen.",
        "live.next_stop": (
            'Next: the stop question. Pass 3 is done: does anyone want to stop the second Charleston? One "stop" is enough.'
        ),
        "live.next_offers": (
            "Next: courtesy offers. Each player offers 0 to 3 tiles; each across pair passes the lower offer."
        ),
        "live.next_courtesy": "Next: pass 7, the courtesy pass, across: {pairs}.",
        "live.passes_to": "passes to {seat}",
        "live.passes_nothing": "passes nothing",
        "live.received": "Received on pass {step}: {tiles}.",
        "live.placeholder": "{count}, e.g. 1D 9C N (empty: bot)",
        "live.placeholder_blind": "rack tiles, e.g. 1D 9C (empty: bot)",
        "live.form_label": "The room's choices for each seat",
        "live.seat_group": "{seat}'s row",
        "live.tiles_label": "{seat} passes",
        "live.forward": "forward unseen",
        "live.wants_stop": "wants to stop",
        "live.offers": "offers",
        "live.button.bots": "Play next pass with bots",
        "live.button.bots_stop": "Bots answer the stop question",
        "live.button.bots_offers": "Bots make the offers",
        "live.button.auto": "Bots play to the end",
        "live.button.play": "Play these choices",
        "live.button.answer": "Answer",
        "live.button.offers": "Agree offers",
        "live.button.undo": "Undo last step",
        "live.button.new_deal": "New deal",
        "live.tip.bots": "Every seat's bot makes the decision the table waits for",
        "live.tip.play": (
            "Play the next pass with the typed choices; an empty box lets that seat's bot choose"
        ),
        "live.tip.answer": "Ask the stop question: one ticked box is enough to stop",
        "live.tip.offers": "Agree the courtesy offers: each across pair passes the lower offer",
        "live.tip.auto": "The bots make every decision left, one step at a time; undo steps back one at a time",
        "live.tip.undo": "Put the table back as it was before the last step",
        "live.tip.new_deal": "Deal four new racks from a new seed",
        "live.done": "Done",
        "live.refused": "Refused",
        "live.bad_text": "{seat}: {error}",
        "live.bot_failed": "A bot could not decide ({error}); the table is unchanged.",
        "live.unexpected": "Something went wrong ({error}); the table is unchanged.",
        "live.nothing_to_undo": "Nothing to undo yet: no step has been played.",
        "live.undone": "Undone: the table is back as it was before the last step. {next}",
        "live.new_deal": "New deal {seed}: four new racks from a fresh seeded shuffle.",
        "live.log_title": "What happened so far",
        "live.received_unseen": "Kept nothing on pass {step}: every arriving tile went on unseen.",
        "live.received_nothing": "Nothing arrived on pass {step}.",
        # the strategy lab (lab.py, art/lab_figures.py, widgets/lab.py)
        "lab.difference": "{a} minus {b}",
        "lab.summary.head": "{title}: {deals} deals (seed {seed}), seat {seat}; {counted} counted.",
        "lab.summary.moment": (
            "{moment}: {a} {a_mean}, {b} {b_mean} tiles from the nearest line; difference {diff} "
            "(95% interval {low} to {high}); {a} nearer in {nearer} of {n} deals, level in {level}, "
            "further in {further}."
        ),
        "lab.column.moment": "When",
        "lab.column.a": "Advice tested: mean (95% interval)",
        "lab.column.b": "Compared with: mean (95% interval)",
        "lab.column.difference": "Difference (95% interval)",
        "lab.column.counts": "Deals: nearer / level / further",
        "lab.column.counts_value": "{nearer} / {level} / {further}",
        "lab.column.note": (
            "Numbers are tiles still needed for the nearest line of the invented teaching card (G5): "
            "lower is better. A difference below 0 means the advice tested left the seat nearer."
        ),
        "lab.arm.coached": "coached pass",
        "lab.arm.random": "random legal pass",
        "lab.arm.blind": "forward unseen",
        "lab.arm.break": "break the pair",
        "lab.arm.stop": "stop (courtesy only)",
        "lab.arm.continue": "play passes 4 to 7",
        "lab.moment.sent": "right after sending pass {step}",
        "lab.moment.arrived": "once pass {step}'s tiles arrive",
        "lab.moment.pass": "after pass {step}",
        "lab.moment.courtesy": "after the courtesy pass, all deals",
        "lab.moment.courtesy_near": "after the courtesy pass, racks within {near} tiles after pass 3",
        "lab.title.coached": "Coached against random, pass {step}",
        "lab.title.blind": "Forward unseen against breaking a pair, pass 3",
        "lab.title.stop": "Stop the second Charleston, or play it",
        "lab.note.blind": (
            "{counted} of {deals} deals counted: {natural} of them reached G3's spot on their own, the "
            "rest were given a lucky round first."
        ),
        "lab.note.stop": "Both start from the racks after pass 3, on average {start} tiles from the nearest line.",
        "lab.note.stop_coach": "The coach would have stopped on {stops} of them (its best pass 4 would have cost a tile).",
        "lab.figure.title": "{title}: {counted} of {deals} deals (seed {seed})",
        "lab.figure.empty": "No deal counted, so there is nothing to draw: try more deals.",
        "lab.figure.axis": "Tiles still needed for the nearest line (mean; lower is better)",
        "lab.figure.means": "Each choice, with its 95% interval",
        "lab.figure.difference": "{a} minus {b}, deal by deal",
        "lab.figure.counts": "{a} nearer {nearer} · level {level} · further {further}",
        "lab.figure.diff": "{mean:+.2f} ({low:+.2f} to {high:+.2f})",
        "lab.figure.sides": "below 0: {a} left the seat nearer; above 0: {b} did",
        "lab.figure.describe": "{title}. {moments}",
        "lab.figure.describe_moment": "{moment}: {a} {a_mean}, {b} {b_mean}, difference {diff}.",
        "lab.progress.running": "{title}: {done} of {total} deals",
        "lab.progress.done": "{title}: all {total} deals played",
        "lab.progress.repr": "[Progress bar: {title}, {total} deals. Run the cell to watch the deals being played.]",
        "lab.error.deals": "{value!r} is not a number of deals: use a whole number from 1 to {most:,}.",
        "lab.error.seed": "{value!r} is not a seed: use a whole number, such as 2024.",
        "lab.error.others": "{value!r}: the other seats play 'random' or 'coach'.",
        "lab.error.step": "{value!r} is not a pass to compare: choose 1 to 6.",
        "lab.error.near": "{value!r} is not a number of tiles for near: use a whole number from 0 to 14.",
        "lab.error.progress": "progress should be None or a function called with (done, total); {value!r} is not.",
        # one seat of a whole Charleston against coached bots (seat_game.py, widgets/play_seat.py)
        "play.error.seed": "{value!r} is not a deal number: use a whole number, such as 7.",
        "play.error.stop": "The stop question takes True (stop) or False (go on), not {value!r}.",
        "play.error.offer": "{value!r} is not an offer: offer 0, 1, 2 or 3 tiles.",
        "play.next.over": "The Charleston is over ({reason}).",
        "play.next.stop": "Pass 3 is done. Do you want to stop the second Charleston? One \"stop\" from anyone ends it.",
        "play.next.offer": "Passes done. Offer {partner}, across from you, 0 to 3 tiles for the courtesy pass.",
        "play.next.courtesy": "Courtesy pass: choose {count} to pass across to {partner}.",
        "play.next.courtesy_none": "Courtesy pass: you and {partner} agreed on nothing, so you pass nothing. Press Go on.",
        "play.next.pass": "Pass {step} ({name}): choose 3 tiles to pass {where}.",
        "play.next.blind": (
            "Pass {step} ({name}): 3 tiles go {where}. You may forward some of the"
            " face-down tiles arriving unseen instead of tiles from your rack (B2)."
        ),
        "play.where.right": "to your right, {seat}",
        "play.where.left": "to your left, {seat}",
        "play.where.across": "across to {seat}",
        "play.coach.over": "The Charleston is over: nothing left to decide.",
        "play.coach.declare": "Your 14 tiles win: declare Mah Jongg now (H3).",
        "play.coach.stop": (
            "Stop it: your best pass 4 would leave your nearest line {after} away instead of {before},"
            " because fewer than three of your tiles help no line."
        ),
        "play.coach.go_on": (
            "Go on: {spare} on your rack {verb} neither line, so passes 4 to 6 cost you nothing"
            " and may bring tiles you need."
        ),
        "play.coach.offer": "Offer {count}: {spare} on your rack {verb} neither line, and the rest you keep.",
        # the coach in plain words (issue 34): the spare tiles named, copies said once ("the two Wests")
        "play.coach.offer_none": "Offer {count}: every tile on your rack helps one of your lines, so you keep them all.",
        "play.grade.offer_none_agrees": (
            "Offered {count}: every tile on your rack helps one of your lines, the same as the coach would offer."
        ),
        "play.grade.offer_none_high": (
            "The coach would offer {advised}: every tile on your rack helps one of your lines, so if your partner"
            " offers as many, you give up a tile you need."
        ),
        "words.number.2": "two",
        "words.number.3": "three",
        "words.number.4": "four",
        "play.coach.nothing": "Your pair agreed on nothing: there is nothing to choose this time.",
        "play.nothing_chosen": "Choose {count} first: click them on your rack, or forward arriving tiles unseen.",
        "play.nothing_to_pass": "Nothing to pass: your pair agreed on none (C3).",
        "play.bot_refused": "A bot's choice was refused, so nothing moved: {verdict}",
        "play.grade.stop_agrees": "The coach would stop too: another pass would cost your nearest line a tile.",
        "play.grade.stop_differs": (
            "The coach would go on: pass 4 would cost your nearest line nothing, and passes 4 to 6 may bring"
            " tiles you need."
        ),
        "play.grade.go_on_agrees": "The coach would go on too: you still have tiles to spare.",
        "play.grade.go_on_differs": "The coach would stop: even its best pass 4 would cost your nearest line a tile.",
        "play.grade.offer_agrees": "Offered {count}: {spare} {verb} neither line, the same as the coach would offer.",
        "play.grade.offer_high": (
            "The coach would offer {advised}: only {spare} {verb} neither line, so if your partner offers"
            " as many, you give up a tile you need."
        ),
        "play.grade.offer_low": (
            "The coach would offer {advised}, not {count}: {spare} {verb} neither line, so passing {advised}"
            " costs nothing and may bring tiles you need."
        ),
        # the game's grade of a pass: as good as the coach's (G1), or the coach's advice (G1, G3)
        "play.grade.clean": "{tiles} {verb} none of your lines, so your nearest line is still {after}.",
        "play.grade.clean_unseen": (
            "{tiles} {verb} none of your lines, and {count} went on unseen, so your nearest line is still {after}."
        ),
        "play.grade.all_unseen": "You forwarded all {count} unseen and kept your rack, so your nearest line is still {after}.",
        "play.grade.costly": "As good as the coach's pass: it leaves your nearest line {after}, the same as the coach's.",
        "play.grade.instead": "The coach would keep {kept}, and {do} instead: {because}.",
        "play.grade.rather": "The coach would pass {tiles} rather than forward {count} unseen: {because}.",
        "play.do.pass": "pass {tiles}",
        "play.do.forward": "forward {count} unseen",
        "play.do.both": "pass {tiles} and forward {count} unseen",
        "play.because.nearest": "that keeps more of your best hand",
        "play.because.other": "your other line would be {gap} nearer",
        "play.because.unseen": "an unseen tile might be one you need",
        # the kinds of grade: never colour alone, an icon and a word too
        "play.kind.good": "Good choice",
        "play.kind.advice": "Legal",
        "play.kind.refused": "Not allowed",
        "play.kind.not_played": "Not played",
        # "Why?": the longer reasons and the lines in notation, for a learner who asks
        "play.why": "Why?",
        "play.why.costs": "{tiles} {verb} {lines}.",
        "play.why.stop_legal": "Either answer is legal: one \"stop\" is enough (X1), and nobody has to stop (X2).",
        "play.why.offer_legal": "Any offer from 0 to 3 is legal (C2): you and your partner pass the lower of your two offers.",
        "play.grade.declared": "Mah Jongg! East wins before play begins (H3).",
        "play.said.stop": "asked to stop",
        "play.said.go_on": "went on",
        "play.said.offer": "offered {count}",
        "play.said.declare": "declared Mah Jongg",
        "play.said.unseen": "{count} forwarded unseen",
        "play.said.nothing": "nothing",
        "play.news.offers": "{partner} offered {theirs}: you two pass {count} across.",
        "play.news.nothing": "Nothing came from {seat}.",
        "play.news.standoff": "Everyone forwarded everything: nothing moved (B5).",
        "play.news.arrived": "You received {tiles} from {seat}.",
        "play.news.kept_none": "You kept none of the tiles from {seat}.",
        "play.news.forwarded": "You forwarded {count} unseen to {seat}.",
        "play.summary.nearer": "You came {gain} nearer a hand: from {start} away from your nearest line to {end}, in {passes} passes.",
        "play.summary.level": "You ended as far from a hand as you started, {end} from your nearest line, after {passes} passes.",
        "play.summary.further": "You ended {gain} further from a hand than you started: {start} away at the deal, {end} now, after {passes} passes.",
        "play.summary.close": "One more right tile and your hand is complete: a strong start to the game.",
        "play.summary.graded": "{good} of your {passes} passes were as good as the coach's.",
        "play.summary.asked": "You asked the coach on {asked} of your {turns} decisions.",
        "play.summary.coach": "The coach in your seat, with the same deal and bots, would have ended {end} away.",
        "play.title": "Play a whole Charleston",
        "play.subtitle": "you are {seat}, deal {seed}; the other three seats are coached bots",
        "play.repr": (
            "[Play a whole Charleston: you are {seat}, deal {seed}. {next} Run the cell to play.]"
        ),
        "play.lines_heading": "The coach's two lines for your rack now, and how far you are from each:",
        "play.lines_notation": (
            "Each group is a tile's symbol repeated (666B: three 6 Bams; 0: White Dragon; x, y, z:"
            " suits, drawn here as your rack suits them best); the glossary in lesson 1 explains every symbol."
        ),
        "play.lines.graded": "Graded toward {lines}.",
        "play.lines.name": "“{name}”",
        "play.lines.name_notation": "“{name}” ({notation})",
        "play.lines.changed": "Your nearest lines are now {lines}: {why}.",
        "play.lines.closer": "the tiles you received moved you closer to “{line}”, now {after} away instead of {before}",
        "play.lines.further": (
            "your pass gave up tiles “{line}” needed, so it is now {after} away instead of {before}, further than these"
        ),
        "play.lines.level": "“{line}” is now as near as “{other}”, {tiles} away, and comes first on the card",
        "play.invented": "Invented teaching lines (G5): none is from a National Mah Jongg League card.",
        "play.away": "{tiles} away",
        "play.rack_label": "Your rack",
        "play.button.pass": "Pass these tiles",
        "play.button.go_on": "Go on",
        "play.button.stop": "Stop the Charleston",
        "play.button.offer": "Make this offer",
        "play.button.declare": "Declare Mah Jongg",
        "play.button.coach": "Ask the coach",
        "play.button.undo": "Take back",
        "play.button.new_deal": "New deal",
        "play.tip.go_on": "Answer the stop question: play passes 4, 5 and 6",
        "play.tip.stop": "Answer the stop question: stop after pass 3 (one stop is enough)",
        "play.tip.offer": "Offer this many tiles for the courtesy pass",
        "play.tip.declare": "Your 14 tiles win: declare before play begins",
        "play.tip.coach": "Hear the coach's advice for this decision, tile by tile",
        "play.tip.undo": "Take back your last decision",
        "play.tip.new_deal": "Deal new racks and start again",
        "play.offer_label": "Your offer to {partner}:",
        "play.tip.offer_count": "Offer {count}",
        "play.rack_label_end": "Your rack at the end",
        "play.graded": "{what}:",
        "play.history.courtesy": "Courtesy pass",
        "play.offer_missing": "Choose how many tiles to offer first: 0, 1, 2 or 3.",
        "play.coach_heading": "The coach says",
        "play.nothing_to_undo": "Nothing to take back yet.",
        "play.undone": "Taken back. {next}",
        "play.new_deal": "New deal {seed}: the same seat, new racks.",
        "play.unexpected": "Something went wrong, and nothing changed: {error}",
        "play.summary_heading": "How your Charleston went",
        "play.history_heading": "Your decisions",
        "play.history.pass": "Pass {step}",
        "play.history.stop": "Stop question",
        "play.history.offer": "Courtesy offer",
        "play.history.declare": "Mah Jongg",
        "play.history.line": "{what}: {said} ({grade}).",
        "play.history.advice": "legal; the coach advises otherwise, {rule}",
        "play.history.moved": "With what arrived, your nearest line went from {before} to {after} tiles away.",
        "play.history.asked": "You asked the coach first.",
        # drills: stopping the second Charleston (drills/stopping.py)
        "drill.stopping.says_stop": "{seat} wants to stop",
        "drill.stopping.says_go": "{seat} wants to go on",
        "drill.stopping.vote_prompt0": "You sit in the {you} seat. Pass 3 is over and the players answer in turn: {answers}. What happens now?",
        "drill.stopping.vote_prompt1": "After pass 3 the table asks whether to play the second Charleston. The answers, in the order they came: {answers}. You are {you}. What happens next?",
        "drill.stopping.vote_prompt2": "Pass 3 has just ended at your table (you are {you}). One by one: {answers}. What does the table do?",
        "drill.stopping.opt_stops": "the second Charleston is stopped: the courtesy pass comes next",
        "drill.stopping.opt_goes_on": "the second Charleston is played: passes 4, 5 and 6",
        "drill.stopping.opt_vote_again": "the players talk it over and vote again",
        "drill.stopping.opt_east_decides": "East decides for the table",
        "drill.stopping.vote_right_stop": "It is stopped: {who} said stop, and one stop is enough, with no vote and no reason needed.",
        "drill.stopping.vote_right_go": "It is played: nobody said stop, so all four go on with left, across and right.",
        "drill.stopping.vote_wrong_majority": "That counts a majority: {count} want to go on, but there is no vote on the second Charleston, and one player who says stop decides it.",
        "drill.stopping.vote_wrong_go": "Someone at the table said stop, and a single stop is enough: nobody has to agree with it.",
        "drill.stopping.vote_wrong_again": "There is no vote and no second round of asking: the question is asked once, after pass 3, and one stop settles it.",
        "drill.stopping.vote_wrong_east": "East has no casting vote here: every player's answer counts the same.",
        "drill.stopping.vote_wrong_nobody": "The second Charleston is stopped only when a player says so: read the four answers again.",
        "drill.stopping.vote_wrong_again_nobody": "There is nothing to vote on: the question is asked once, after pass 3, and only a stop changes what follows.",
        "drill.stopping.put_down": "{seats} have already put down their tiles for pass {step}.",
        "drill.stopping.moment.before1": "Before anyone passes a tile,",
        "drill.stopping.moment.after1": "Just after pass 1,",
        "drill.stopping.moment.after2": "Just after pass 2,",
        "drill.stopping.moment.after3": "Pass 3 is over and the table asks whether to go on;",
        "drill.stopping.moment.during4": "Nobody stopped after pass 3, and pass 4 is under way.",
        "drill.stopping.moment.after4": "Nobody stopped after pass 3, and pass 4 is over;",
        "drill.stopping.moment.during5": "Nobody stopped after pass 3, and pass 5 is under way.",
        "drill.stopping.moment.after5": "Nobody stopped after pass 3, and pass 5 is over;",
        "drill.stopping.moment.during6": "Nobody stopped after pass 3, and pass 6 is under way.",
        "drill.stopping.moment_prompt0": "{moment} {down} {seat} says \"Let's stop the Charleston here.\" Does the Charleston stop?",
        "drill.stopping.moment_prompt1": "{moment} {down} {seat} would rather not pass any more and asks to stop. Must the table stop?",
        "drill.stopping.moment_prompt2": "{moment} {down} {seat} wants to stop passing now. Is {seat} allowed to stop it?",
        "drill.stopping.moment_hint1": "When exactly is the question \"shall we stop?\" asked?",
        "drill.stopping.moment_hint2": "It is asked once: after pass 3, before any tile of pass 4 goes down.",
        "drill.stopping.moment_right_yes": "Yes: this is the moment, after pass 3, and {seat}'s stop alone is enough. The courtesy pass comes next.",
        "drill.stopping.moment_right_early": "No: the first Charleston, passes 1 to 3, is required; the only chance to stop comes after pass 3.",
        "drill.stopping.moment_right_late": "No: the chance to stop was the question after pass 3. Once pass 4 has started, the table plays the whole second Charleston: left, across, right.",
        "drill.stopping.moment_wrong_no": "This is exactly the moment a player may stop, and one player's stop is enough: nobody else has to agree.",
        "drill.stopping.moment_wrong_early": "The first Charleston cannot be stopped: every four-player game plays passes 1 to 3 before anyone may stop.",
        "drill.stopping.moment_wrong_late": "Stopping is possible at one moment only, the question after pass 3, and pass 4 has already begun.",
        "drill.stopping.who_reason0": "{seat} likes the hand as it is.",
        "drill.stopping.who_reason1": "{seat} gives no reason at all.",
        "drill.stopping.who_reason2": "{seat} is worried about losing a pair.",
        "drill.stopping.who_reason3": "{seat} is tired of passing.",
        "drill.stopping.who_others": "{seats} would like to go on.",
        "drill.stopping.who_prompt0": "Pass 3 is over. {seat} would like to stop the second Charleston. {context} Who may stop it?",
        "drill.stopping.who_prompt1": "The first Charleston is done and {seat} asks to stop. {context} Whose say stops the second Charleston?",
        "drill.stopping.who_prompt2": "After pass 3, {seat} (across from {across}) wants no more passing. {context} Who can stop the second Charleston?",
        "drill.stopping.opt_any_one": "any one player, without giving a reason",
        "drill.stopping.opt_only_east": "only East",
        "drill.stopping.opt_majority": "a majority: at least three of the four",
        "drill.stopping.opt_all_four": "only all four together",
        "drill.stopping.who_right": "Any one player: {seat}'s stop alone ends the Charleston, with no vote and no reason needed.",
        "drill.stopping.who_wrong_east": "East has no special say over stopping: the question goes to every player alike.",
        "drill.stopping.who_wrong_majority": "There is no vote on the second Charleston, so no majority is needed.",
        "drill.stopping.who_wrong_all": "Nobody needs the others to agree to stop: a single stop is enough.",
        "drill.stopping.who_hint2": "How many players have to say stop?",
        # issue 32: more kinds of stopping question (drills/stopping.py, after `_who`)
        "drill.stopping.ctx_stop_courtesy": "After pass 3, {seat} stops the second Charleston, and both across pairs then agree on a courtesy pass of at least one tile.",
        "drill.stopping.ctx_stop_none": "After pass 3, {seat} stops the second Charleston, and then every player offers 0 for the courtesy pass.",
        "drill.stopping.ctx_go_courtesy": "After pass 3 nobody stops the second Charleston, and at the end both across pairs agree on a courtesy pass of at least one tile.",
        "drill.stopping.ctx_go_none": "After pass 3 nobody stops the second Charleston, and at the end every player offers 0 for the courtesy pass.",
        "drill.stopping.total_prompt": "{context} How many passes that move tiles does the table play in all?",
        "drill.stopping.with_courtesy": "and then the courtesy pass",
        "drill.stopping.without_courtesy": "and no courtesy pass, since every offer was 0",
        "drill.stopping.total_right_stop": "{count}: passes 1 to 3, {courtesy}. The stop after pass 3 leaves out passes 4, 5 and 6.",
        "drill.stopping.total_right_go": "{count}: passes 1 to 6, {courtesy}. Nobody stopped, so the second Charleston was played.",
        "drill.stopping.total_played_second": "A stop after the first Charleston means its second round is never played: no second left, across or right.",
        "drill.stopping.total_skipped_second": "Nobody said stop, so the second Charleston goes ahead: the table plays left, across and right once more.",
        "drill.stopping.total_forgot_courtesy": "The courtesy pass counts too: once the Charleston is over, the across pairs pass the tiles they agreed on.",
        "drill.stopping.total_zero": "An offer of 0 cancels the courtesy pass for that pair, and here every player offered 0, so it moves no tiles at all.",
        "drill.stopping.total_wrong": "Count the passes in order: the first Charleston, the second if nobody stopped it, then the courtesy pass if any tiles are offered.",
        "drill.stopping.total_hint1": "Which passes does a stop after pass 3 leave out?",
        "drill.stopping.total_hint2": "The courtesy pass comes after the Charleston ends, whichever round it ends on.",
        "drill.stopping.last_prompt": "{context} Which pass, by its number from 1 to 7, is the last one that moves tiles?",
        "drill.stopping.last_right_courtesy": "Pass 7, the courtesy pass: after a stop it follows pass 3 directly.",
        "drill.stopping.last_right_none": "Pass 3: the stop leaves out the second Charleston, and with every offer at 0 the courtesy pass moves nothing.",
        "drill.stopping.last_wrong": "List the passes the table really plays, in order, and take the last of them.",
        "drill.stopping.last_hint2": "Does anyone offer a tile for the courtesy pass?",
        "drill.stopping.next_prompt": "Pass 3 is over and {seat} says stop; {others} would have gone on. What comes next?",
        "drill.stopping.opt_courtesy_next": "the courtesy pass across, for the pairs that agree on one; then play begins",
        "drill.stopping.opt_pass4_next": "pass 4, the second left, as usual",
        "drill.stopping.opt_vote_next": "the other three vote on whether to go on",
        "drill.stopping.opt_play_next": "play begins at once: a stop also cancels the courtesy pass",
        "drill.stopping.next_right": "The courtesy pass: it comes after the Charleston ends, after pass 3 when the second round was stopped, and then play begins.",
        "drill.stopping.next_wrong_pass4": "The stop has ended the Charleston: none of the second round's passes is played.",
        "drill.stopping.next_wrong_play": "A stop ends the second Charleston only: the across pairs may still agree on a courtesy pass before play.",
        "drill.stopping.next_hint1": "What does a stop after pass 3 cut out, and what does it leave?",
        "drill.stopping.next_hint2": "The courtesy pass follows the end of the Charleston, whichever round that is.",
        "drill.stopping.during_prompt": "{moment} {seat} says \"Let's stop here.\" What does the table do?",
        "drill.stopping.opt_finish": "it plays the rest of the second Charleston, up to the second right, then the courtesy pass",
        "drill.stopping.opt_after_this": "it stops as soon as this pass is done",
        "drill.stopping.opt_undo": "it stops at once, and everyone takes back the tiles already put down",
        "drill.stopping.opt_vote_late": "the players vote on whether to stop",
        "drill.stopping.during_right": "It finishes the second Charleston: once pass 4 has started it cannot be stopped, so the table goes on to the end, left, across, right.",
        "drill.stopping.during_wrong_undo": "Nothing is taken back and nothing stops: the chance to stop has passed, so the pass under way goes ahead.",
        "drill.stopping.during_hint2": "Once the second Charleston has begun, what happens to it?",
        "drill.stopping.come_prompt": "{moment} {seat} asks to stop the Charleston. Counting a pass under way, how many passes of the second Charleston does the table still play?",
        "drill.stopping.come_right": "{count}: the request changes nothing, and the table plays the second Charleston to its end, the second right.",
        "drill.stopping.come_wrong_none": "The request comes too late to stop anything: once pass 4 has started, the table finishes the second Charleston.",
        "drill.stopping.come_wrong": "Count the passes of the second Charleston (left, across, right) that are not finished yet.",
        "drill.stopping.come_hint2": "Which passes of the second Charleston are already over?",
        "drill.stopping.reason_prompt": "Pass 3 is over. {seat} says stop without saying why, while {others} would like to go on. Must {seat} give a reason for the stop to count?",
        "drill.stopping.reason_right": "No: no reason is needed. {seat}'s stop counts as it is, and the courtesy pass comes next.",
        "drill.stopping.reason_wrong": "A stop needs no explanation: the table asks each player only whether to stop.",
        "drill.stopping.reason_hint1": "What is each player asked after pass 3?",
        "drill.stopping.vote_needed_prompt": "Pass 3 is over and {seat} says stop, while {others} would like to go on. Do the four players now take a vote on whether the second Charleston is played?",
        "drill.stopping.vote_needed_right": "No: there is no vote. {seat}'s stop alone ends the Charleston.",
        "drill.stopping.vote_needed_wrong": "The answers are not weighed against each other: a single stop is enough.",
        "drill.stopping.vote_needed_hint2": "Does it matter how many players want to go on?",
        "drill.stopping.overrule_prompt": "Pass 3 is over. {seat} says stop, and {others} want to go on. Can those who want to go on overrule {seat}?",
        "drill.stopping.overrule_right": "No: {seat}'s stop alone ends the Charleston, whatever the others want.",
        "drill.stopping.overrule_wrong": "Numbers change nothing here: a single stop ends the Charleston, even against all three others.",
        "drill.stopping.overrule_hint2": "Is there any vote the others could win?",
        "drill.stopping.first_prompt": "Pass {step} ({name}) is next, and {seat} says \"I'd rather not pass this time.\" What happens?",
        "drill.stopping.opt_must_pass": "{seat} passes 3 tiles like everyone: the first Charleston is required",
        "drill.stopping.opt_sit_out": "{seat} sits this pass out",
        "drill.stopping.opt_stops_here": "the Charleston stops here",
        "drill.stopping.opt_vote_first": "the table votes on it",
        "drill.stopping.first_right": "{seat} passes 3 tiles like everyone: passes 1 to 3 are required, and the only chance to stop comes after pass 3.",
        "drill.stopping.first_wrong_skip": "On each of passes 1 to 6 every player hands over exactly 3 tiles: nobody sits a pass out.",
        "drill.stopping.first_wrong_vote": "There is nothing to vote on before pass 3 is over: every four-player game plays the first Charleston.",
        "drill.stopping.first_hint2": "Which passes does every four-player game play?",
        "drill.stopping.required_prompt": "East has no Heavenly Hand and four people are playing. Is pass {step} ({name}) always played?",
        "drill.stopping.required_right_yes": "Yes: it is part of the first Charleston, passes 1 to 3, which every four-player game plays (only a Heavenly Hand waives it).",
        "drill.stopping.required_wrong_first": "This pass belongs to the first Charleston, which nobody may stop.",
        "drill.stopping.required_right_no": "No: pass {step} belongs to the second Charleston, which is played only if nobody stops it after pass 3.",
        "drill.stopping.required_wrong_second": "Any one player may stop the second Charleston after pass 3, and then this pass is left out.",
        "drill.stopping.required_hint1": "Is this pass in the first Charleston or the second?",
        "drill.stopping.sent_prompt": "You sit {you}. After pass 3, {seat} stops the second Charleston; on the courtesy pass you and {across} agree to pass {count} each. How many tiles have you sent in all, the courtesy pass included?",
        "drill.stopping.received_prompt": "You sit {you}. After pass 3, {seat} stops the second Charleston; on the courtesy pass you and {across} agree to pass {count} each. How many tiles have you received in all, the courtesy pass included?",
        "drill.stopping.sent_right": "{total}: 3 on each of passes 1, 2 and 3, and {count} on the courtesy pass.",
        "drill.stopping.received_right": "{total}: 3 on each of passes 1, 2 and 3, and {count} on the courtesy pass; you receive as many as you send.",
        "drill.stopping.tiles_wrong_second": "That counts the second Charleston, but it was stopped after pass 3: its tiles never moved.",
        "drill.stopping.tiles_wrong_courtesy": "The courtesy pass's tiles count too: you and your partner across passed the number you agreed on.",
        "drill.stopping.tiles_wrong": "Every pass of the Charleston moves exactly 3 tiles from and to each player; add the courtesy pass's agreed tiles.",
        "drill.stopping.tiles_hint1": "Which passes were played, and how many tiles does each move?",
        "drill.stopping.tiles_hint2": "On the courtesy pass, you and your partner pass the number you agreed on.",
        "drill.stopping.heavenly_count_prompt": "East is dealt a complete hand and declares a Heavenly Hand before any tile is passed. {seat} had planned to stop after pass 3. How many passes does the table play?",
        "drill.stopping.heavenly_what_prompt": "Before anyone passes, East shows a complete hand and declares a Heavenly Hand. {seat} had planned to stop the Charleston after pass 3. What happens to the Charleston?",
        "drill.stopping.opt_waived": "there is no Charleston at all, not even passes 1 to 3",
        "drill.stopping.opt_first_only": "only the first Charleston is played, then it stops",
        "drill.stopping.opt_as_usual": "it is played as usual, and anyone may stop it after pass 3",
        "drill.stopping.opt_vote_heavenly": "the other three vote on whether to pass",
        "drill.stopping.heavenly_right": "No Charleston at all: East declares before any passing, the Charleston is waived, and the other three pay the hand as self-drawn, double. There is nothing left to stop.",
        "drill.stopping.heavenly_wrong_first": "A Heavenly Hand waives the whole Charleston, the required first round included.",
        "drill.stopping.heavenly_wrong_usual": "East declares before passing begins, and that ends the hand: no pass follows.",
        "drill.stopping.heavenly_wrong_vote": "Nobody is asked anything: the declaration itself ends the hand before any passing.",
        "drill.stopping.heavenly_wrong": "When East declares a Heavenly Hand, the hand is over before the Charleston begins.",
        "drill.stopping.heavenly_hint1": "When does East declare a Heavenly Hand?",
        "drill.stopping.heavenly_hint2": "Is stopping the Charleston the same as not playing it at all?",
        "drill.stopping.blind_prompt_stop": "On pass 3, {you} passes {count} of the arriving tiles on unseen. Then {seat} stops the second Charleston. Was {you}'s blind pass allowed?",
        "drill.stopping.blind_prompt_go": "On pass 3, {you} passes {count} of the arriving tiles on unseen, and after it nobody stops the second Charleston. Was {you}'s blind pass allowed?",
        "drill.stopping.blind_right": "Yes: pass 3 allows a blind pass whether the second Charleston is then stopped or played.",
        "drill.stopping.blind_wrong": "A blind pass on pass 3 does not depend on what the table decides afterwards: it is the last pass of the first Charleston.",
        "drill.stopping.blind_hint1": "On which passes is a blind pass allowed?",
        "drill.stopping.blind_hint2": "Is the blind pass made before or after the stop question?",
        "drill.stopping.way_prompt": "You sit {you}. Pass 3 is over and nobody stops. Which way does pass 4 go?",
        "drill.stopping.way_left": "left",
        "drill.stopping.way_right": "right",
        "drill.stopping.way_across": "across",
        "drill.stopping.way_correct": "Left again: passes 3 and 4 both go left (Right, Over, Left, Left, Over, Right).",
        "drill.stopping.way_wrong": "ROLLOR: the second Charleston begins the way the first one ended.",
        "drill.stopping.way_hint1": "Say ROLLOR: which letters are passes 3 and 4?",
        "drill.stopping.way_hint2": "The second Charleston runs the first one backwards.",
        "drill.stopping.twice_prompt": "You sit {you}. Nobody stops after pass 3. Who gets your tiles on both pass 3 and pass 4?",
        "drill.stopping.opt_nobody_twice": "nobody: each pass goes to someone else",
        "drill.stopping.twice_right": "{seat}: passes 3 and 4 both go left, and {seat} sits on your left.",
        "drill.stopping.twice_wrong_seat": "Both passes go the same way: work out who sits on that side of you.",
        "drill.stopping.twice_wrong_nobody": "Passes 3 and 4 go the same way, so one neighbour gets your tiles twice running.",
        "drill.stopping.twice_hint2": "Which way do passes 3 and 4 go?",
        "drill.stopping.statement_prompt": "{seat} tells a new player: \"{claim}\" Is that right?",
        "drill.stopping.statement_hint1": "Which rules say who may stop, and when?",
        "drill.stopping.which_true_prompt": "Which of these statements about stopping the Charleston is true?",
        "drill.stopping.which_false_prompt": "Which of these statements about stopping the Charleston is false?",
        "drill.stopping.st_one_enough": "After pass 3, one player saying stop is enough to end the Charleston.",
        "drill.stopping.st_one_enough_why": "Right: one stop after pass 3 ends the Charleston, with no vote and no reason needed.",
        "drill.stopping.st_one_enough_wrong": "Any one player's stop after pass 3 settles it: nobody has to agree.",
        "drill.stopping.st_majority": "If three of the four want to go on, the second Charleston is played.",
        "drill.stopping.st_majority_why": "That is the mistake: there is no vote, and one stop ends the Charleston even against three.",
        "drill.stopping.st_majority_wrong": "There is no vote: one stop ends the Charleston even when three want to go on.",
        "drill.stopping.st_reason": "A player who stops must say why.",
        "drill.stopping.st_reason_why": "That is the mistake: a stop needs no reason at all.",
        "drill.stopping.st_reason_wrong": "A stop needs no explanation: the table asks each player only whether to stop.",
        "drill.stopping.st_east_only": "Only East may stop the second Charleston.",
        "drill.stopping.st_east_only_why": "That is the mistake: any one of the four players may stop it.",
        "drill.stopping.st_east_only_wrong": "East has no special say over stopping: the question goes to every player alike.",
        "drill.stopping.st_late": "Once pass 4 has begun, the Charleston can no longer be stopped.",
        "drill.stopping.st_late_why": "Right: the only moment to stop is after pass 3; once pass 4 starts, the table finishes left, across, right.",
        "drill.stopping.st_late_wrong": "The chance to stop comes once, after pass 3: from pass 4 on the table plays the second Charleston to its end.",
        "drill.stopping.st_early": "A player may stop the Charleston after pass 1.",
        "drill.stopping.st_early_why": "That is the mistake: passes 1 to 3 are required; the only chance to stop comes after pass 3.",
        "drill.stopping.st_early_wrong": "The first Charleston cannot be stopped: every four-player game plays passes 1 to 3.",
        "drill.stopping.st_nobody": "If nobody stops, all four players do passes 4, 5 and 6.",
        "drill.stopping.st_nobody_why": "Right: without a stop the second Charleston is played by everyone, left, across, right.",
        "drill.stopping.st_nobody_wrong": "When nobody says stop, the second Charleston goes ahead for the whole table.",
        "drill.stopping.st_courtesy": "A stop after pass 3 cancels the courtesy pass too.",
        "drill.stopping.st_courtesy_why": "That is the mistake: the courtesy pass comes after the Charleston ends, after pass 3 too when it was stopped.",
        "drill.stopping.st_courtesy_wrong": "The courtesy pass follows the end of the Charleston, whichever round it ends on: a stop does not cancel it.",
        # drills: jokers (drills/jokers.py)
        "drill.jokers.arriving_prompt0": "You are {you}. Pass {step} ({name}) goes {direction}, and you forward {count} of the arriving tiles unseen. {origin} put down a Joker by mistake for you, with {tiles}. Who holds that Joker once the pass is over?",
        "drill.jokers.arriving_prompt1": "Pass {step}, {name}: you sit at {you} and pass blind, sending {count} of what arrives straight on to {onward}. {origin} put down a Joker by mistake, along with {tiles}. Where does the Joker end up?",
        "drill.jokers.arriving_prompt2": "On pass {step} ({name}) you, {you}, mean to forward {count} of the arriving tiles unseen. {origin} put down a Joker by mistake with {tiles}. Whose rack is the Joker in after the pass?",
        "drill.jokers.arriving_right": "With {origin}: a Joker is never forwarded, even on a blind pass. It goes back to {origin}, who put it down, and {origin} puts down a non-joker instead (here {replacement}).",
        "drill.jokers.arriving_hint1": "Can a Joker ever be passed on, blind or not?",
        "drill.jokers.arriving_hint2": "A Joker passed by mistake goes back to the player who put it down from their rack.",
        "drill.jokers.wrong_keep": "A Joker never changes hands in the Charleston, even by accident, so it cannot stay with the player it was passed to.",
        "drill.jokers.wrong_forward": "A blind pass forwards tiles unseen, but never a Joker: a Joker is never passed, blind or not.",
        "drill.jokers.wrong_elsewhere": "The Joker never travelled that far: a Joker passed by mistake is handed straight back, not sent round the table.",
        "drill.jokers.wrong_short": "A pass is still 3 tiles when a Joker goes back: nobody is left a tile short.",
        "drill.jokers.wrong_out": "No tile leaves the game in the Charleston: a Joker passed by mistake is undone, not removed.",
        "drill.jokers.mistake_prompt0": "You are {you}. On pass {step} ({name}) you pick up the 3 tiles {origin} passed you: a Joker, with {tiles}. What happens?",
        "drill.jokers.mistake_prompt1": "Pass {step}, {name}. Next to {tiles}, among the tiles {origin} put down for you ({you}), you find a Joker. What does the table do?",
        "drill.jokers.mistake_prompt2": "{origin} passes you 3 tiles on pass {step} ({name}); you are {you}, and besides {tiles} there is a Joker. What now?",
        "drill.jokers.opt_back": "it goes back to {origin}, who passes a non-joker instead",
        "drill.jokers.opt_keep": "you keep it: it was passed to you",
        "drill.jokers.opt_back_short": "it goes back to {origin}, and you get only 2 tiles",
        "drill.jokers.opt_out": "it is put aside, out of the game",
        "drill.jokers.mistake_right": "It goes back to {origin}, who passes a non-joker in its place (here {replacement}), so you still get 3 tiles and no Joker changes hands.",
        "drill.jokers.mistake_hint1": "Whose Joker is it, and where should it be?",
        "drill.jokers.mistake_hint2": "The mistake is undone, and the pass is still 3 tiles.",
        "drill.jokers.agreed_prompt0": "You are {you} and hold {jokers} Jokers. On pass {step} ({name}), {other} says \"Go on, pass me a Joker, I don't mind.\" May you pass one?",
        "drill.jokers.agreed_prompt1": "Pass {step}, {name}. You ({you}, with {jokers} Jokers) and {other} both agree that a Joker may go to {other}. Is that pass allowed?",
        "drill.jokers.agreed_prompt2": "On pass {step} ({name}) {other} asks you, {you}, for a Joker, and you are happy to give one of your {jokers}. May a Joker be passed if both of you agree?",
        "drill.jokers.agreed_right": "No: a Joker is never passed in the Charleston, on any pass, blind or not, even when both players agree. It stays in your rack.",
        "drill.jokers.agreed_wrong": "Agreement changes nothing here: the rule against passing a Joker has no exception, not for a friendly offer either.",
        "drill.jokers.agreed_hint1": "Is \"never pass a Joker\" advice you may set aside, or a rule?",
        "drill.jokers.agreed_hint2": "A Joker in your rack stays there through the whole Charleston.",
        "drill.jokers.pick_prompt": "You are {you}. Pass {step} ({name}) goes {direction}. Your invented rack: {rack}. Choose a legal pass of 3 tiles.",
        "drill.jokers.pick_prompt_courtesy": "You are {you}. For the courtesy pass you and {across} agreed on {count}. Your invented rack: {rack}. Choose a legal courtesy pass.",
        "drill.jokers.pick_hint1": "Exactly {count}, and however many Jokers you hold, none of them can go.",
        "drill.jokers.which_prompt": "You are {you} and hold {jokers} Jokers. On which of the seven passes may one of them go?",
        "drill.jokers.opt_no_pass": "on none of them",
        "drill.jokers.opt_courtesy_only": "only on the courtesy pass, if your partner agrees",
        "drill.jokers.opt_blind_only": "only on the blind passes, 3 and 6",
        "drill.jokers.opt_second_only": "only in the second Charleston",
        "drill.jokers.which_right": "On none: a Joker is never passed, not on passes 1 to 6, not blind, not on the courtesy pass, not even by agreement. Your Jokers stay in your rack.",
        "drill.jokers.wrong_courtesy": "The courtesy pass is optional, but the same rule holds on it: no Joker, even when both players agree.",
        "drill.jokers.wrong_round": "The second Charleston keeps the rule of the first: no Joker goes on any of its passes.",
        "drill.jokers.who_back_prompt": "Pass {step} ({name}) goes {direction}. {receiver} picks up the tiles that arrive and finds a Joker among them, next to {tiles}. Who gets the Joker back?",
        "drill.jokers.who_back_right": "{origin}: on pass {step} {origin} passes to {receiver}, so the Joker came from {origin} and goes back there. {origin} puts down {replacement} instead.",
        "drill.jokers.who_back_wrong": "That player did not put the Joker down. Work out whose tiles reach this player on this pass: the Joker goes back to that player.",
        "drill.jokers.who_back_hint1": "On this pass, whose tiles arrive at {receiver}?",
        "drill.jokers.instead_prompt": "You are {you}. On pass {step} ({name}) you put down a Joker by mistake for {receiver}, next to {tiles}. The Joker comes back to you. What do you do now?",
        "drill.jokers.opt_other": "put down a non-joker from your rack in its place",
        "drill.jokers.opt_two": "let the pass go with only the other 2 tiles",
        "drill.jokers.opt_later": "keep the Joker back and pass it on a later pass",
        "drill.jokers.opt_wall": "draw a tile from the wall to send in its place",
        "drill.jokers.instead_right": "You put down a non-joker from your own rack in its place (here {replacement}), so the pass is still 3 tiles, and the Joker stays with you.",
        "drill.jokers.wrong_later": "A Joker may not go on a later pass either: it stays in your rack for the whole Charleston.",
        "drill.jokers.wrong_wall": "Nothing is drawn from the wall in the Charleston: a tile you pass comes from your own rack.",
        "drill.jokers.count_prompt": "On pass {step} ({name}) {origin} puts down a Joker by mistake for {receiver}, next to {tiles}. Once the Joker has gone back and the pass is over, how many tiles does {receiver} hold?",
        "drill.jokers.count_right": "{receiver} holds {count}: 3 tiles still arrive, because {origin} puts down {replacement} in place of the Joker. So the rack is the size it was dealt.",
        "drill.jokers.count_short": "Nobody is left short: the passer puts down a non-joker in place of the Joker, so the pass is whole.",
        "drill.jokers.count_extra": "The Joker does not stay as an extra tile: it goes back, and a non-joker comes in its place.",
        "drill.jokers.count_wrong": "Every pass sends 3 tiles and brings 3, so a rack ends each pass the size it was dealt.",
        "drill.jokers.count_hint2": "East is dealt 14 tiles and the others 13, and every pass sends 3 and brings 3.",
        "drill.jokers.jokers_passed_prompt": "You are {you} and hold {jokers} Jokers. On pass {step} ({name}) you put one of them down by mistake for {receiver}, next to {tiles}. Once the pass is over, how many Jokers do you hold?",
        "drill.jokers.jokers_passed_right": "You still hold {jokers}: the Joker came back to you, and you put down {replacement} in its place. A Joker never changes hands.",
        "drill.jokers.wrong_lost": "The Joker you put down by mistake came back to you: you lose none.",
        "drill.jokers.jokers_got_prompt": "You are {you}. On pass {step} ({name}) {origin} puts down a Joker by mistake for you, next to {tiles}. Once the pass is over, how has the number of Jokers in your rack changed?",
        "drill.jokers.opt_same": "it is the same as before",
        "drill.jokers.opt_more": "you have one Joker more",
        "drill.jokers.opt_fewer": "you have one Joker fewer",
        "drill.jokers.jokers_got_right": "It is the same as before: the Joker went back to {origin}, who put down {replacement} instead.",
        "drill.jokers.wrong_fewer_got": "None of your own Jokers went anywhere: you passed no Joker on this pass.",
        "drill.jokers.forward_prompt": "You are {you}. On pass {step} ({name}) you forward {count} of the arriving tiles unseen to {onward}. {origin} has put down a Joker by mistake, next to {tiles}. May that Joker go on to {onward} as one of the tiles you forward?",
        "drill.jokers.forward_right": "No: a Joker is never forwarded, not even unseen. It goes back to {origin}, who puts down {replacement} instead.",
        "drill.jokers.zero_prompt": "You are {you}. Your invented rack: {rack}. On the courtesy pass {across} offers {count}. The only tiles you would like to give up are your Jokers. What may you do?",
        "drill.jokers.opt_zero": "offer 0: there is no courtesy pass for you and {across}",
        "drill.jokers.opt_offer_jokers": "offer the Jokers, since the courtesy pass is optional",
        "drill.jokers.opt_if_agrees": "pass a Joker if {across} agrees to take it",
        "drill.jokers.opt_courtesy_blind": "offer {count} and pass them blind",
        "drill.jokers.zero_right": "Offer 0: a Joker may not go, not even on the courtesy pass. An offer of 0 is allowed and cancels the courtesy pass for your pair only.",
        "drill.jokers.wrong_courtesy_blind": "The courtesy pass is never a blind pass: only passes 3 and 6 may forward tiles unseen.",
        "drill.jokers.zero_hint1": "How many tiles may each player offer on the courtesy pass?",
        "drill.jokers.rule_prompt": "Which of these is a rule of the Charleston, not just advice?",
        "drill.jokers.opt_never_joker": "never pass a Joker",
        "drill.jokers.opt_never_pair": "never break a pair",
        "drill.jokers.opt_lone_first": "pass your lone tiles first",
        "drill.jokers.opt_lines": "keep two or three hands in mind",
        "drill.jokers.rule_right": "\"Never pass a Joker\" is a rule, with no exception (J1). The others are advice that a player may set aside.",
        "drill.jokers.wrong_pair_rule": "That one is only advice: you may break a pair when it helps your hand.",
        "drill.jokers.wrong_advice": "That is advice: good play, but nothing stops you from doing otherwise.",
        "drill.jokers.g4_hint1": "Which of these may a player set aside when the hand needs it?",
        "drill.jokers.both_prompt": "You are {you}. {other} tells you: \"Never pass a Joker, and never break a pair: both are rules of the Charleston.\" Is {other} right?",
        "drill.jokers.both_right": "No: never passing a Joker is a rule (J1), but never breaking a pair is only advice (G3). You may break a pair when your hand needs it.",
        "drill.jokers.both_wrong": "Only one of the two is a rule with no exception. The other is advice, and a good player sometimes sets it aside.",
        "drill.jokers.pair_prompt": "You are {you}. Your invented rack: {rack}. For pass {step} ({name}) you have chosen 2 tiles and need one more: a tile of your pair {pair}, or a Joker. Which may you pass?",
        "drill.jokers.opt_pair_tile": "a tile of the pair",
        "drill.jokers.opt_the_joker": "the Joker",
        "drill.jokers.opt_neither": "neither: you must choose another tile",
        "drill.jokers.pair_right": "A tile of the pair: keeping pairs is only advice (G3), and you may set it aside. A Joker is never passed (J1).",
        "drill.jokers.wrong_joker_goes": "A Joker is never passed, however much you want the other tile.",
        "drill.jokers.wrong_neither": "Only one of the two is kept back by a rule. The other is kept back only by advice.",
        "drill.jokers.set_prompt": "How many Jokers are in the American set of 152 tiles?",
        "drill.jokers.set_right": "The set has 8 Jokers: 108 suit tiles, 16 winds, 12 dragons, 8 Flowers and 8 Jokers make 152.",
        "drill.jokers.set_four": "Four of each is how many of every suit tile, wind and dragon there are. Jokers are counted on their own.",
        "drill.jokers.set_wrong": "Count again: 108 suit tiles, 16 winds, 12 dragons and the Flowers, and the rest of the 152 are Jokers.",
        "drill.jokers.set_hint1": "The set has as many Jokers as Flowers.",
        "drill.jokers.set_hint2": "152 tiles: 108 in the suits, 16 winds, 12 dragons, then Flowers and Jokers.",
        "drill.jokers.others_prompt": "You are {you}. Your invented rack: {rack}. {jokers} of your tiles are Jokers. How many Jokers are there in the other three racks and the wall together?",
        "drill.jokers.others_right": "There are {count}: the set has 8 Jokers, and {jokers} of them are in your rack.",
        "drill.jokers.others_all": "That counts every Joker in the set, your own included.",
        "drill.jokers.others_wrong": "Start from the number of Jokers in the whole set, then take away yours.",
        "drill.jokers.others_hint2": "Take the Jokers in your rack away from the Jokers of the whole set.",
        "drill.jokers.after_prompt": "You are {you}, and you are dealt {jokers} Jokers. The table plays all seven passes, the blind passes and the courtesy pass included. How many Jokers do you hold at the end?",
        "drill.jokers.after_right": "You still hold {jokers}: a Joker is never passed, so the Jokers you are dealt stay in your rack through the whole Charleston, and nobody else's can reach you.",
        "drill.jokers.after_fewer": "Not one of your Jokers can leave: no pass may carry one, blind or not.",
        "drill.jokers.after_more": "No Joker can reach you either: nobody may pass one to you.",
        "drill.jokers.true_prompt": "Which of these statements about Jokers in the Charleston is true?",
        "drill.jokers.false_prompt": "Which of these statements about Jokers in the Charleston is false?",
        "drill.jokers.st_back": "A Joker passed by mistake goes back to the player who passed it",
        "drill.jokers.st_courtesy": "A Joker may go on the courtesy pass if both players agree",
        "drill.jokers.st_blind": "A Joker may be forwarded on a blind pass, because nobody looks",
        "drill.jokers.st_keep": "A Joker passed by mistake stays with the player who got it",
        "drill.jokers.st_stays": "A Joker in your rack stays there through the whole Charleston",
        "drill.jokers.st_pair": "\"Never break a pair\" is advice, not a rule",
        "drill.jokers.true_right": "A Joker passed by mistake goes back to whoever passed it, who passes a non-joker instead. The others are false: a Joker is never passed, not by agreement and not blind.",
        "drill.jokers.false_right": "That one is false: a Joker is never passed, not even on the courtesy pass, and not even when both players agree.",
        "drill.jokers.is_true": "That statement is true. Look for the one that breaks a rule.",
        "drill.jokers.statement_hint1": "Test each statement against one rule: a Joker never changes hands in the Charleston.",
        "drill.jokers.account_keep_prompt": "Here is what happened on pass {step} ({name}). {origin} put down a Joker by mistake for {receiver}, next to {tiles}. {receiver} kept the Joker. What went wrong?",
        "drill.jokers.account_short_prompt": "Here is what happened on pass {step} ({name}). {origin} put down a Joker by mistake for {receiver}, next to {tiles}. The Joker went back to {origin}, and {receiver} got only the other 2 tiles. What went wrong?",
        "drill.jokers.account_forward_prompt": "Here is what happened on pass {step} ({name}). {you} forwarded {count} of the arriving tiles unseen to {onward}. {origin} had put down a Joker by mistake, next to {tiles}, and the Joker went on to {onward}, who kept it. What went wrong?",
        "drill.jokers.opt_should_back": "the Joker should have gone back to {origin}",
        "drill.jokers.opt_should_instead": "{origin} should have put down a non-joker in its place",
        "drill.jokers.opt_should_keep": "{receiver} should have kept the Joker",
        "drill.jokers.opt_pass_on": "{receiver} should have passed the Joker on at the next pass",
        "drill.jokers.opt_back_to_forwarder": "{onward} should have given the Joker to {you}",
        "drill.jokers.opt_fine": "nothing: that is how the table plays it",
        "drill.jokers.opt_aside": "the Joker should have been put aside, out of the game",
        "drill.jokers.account_keep_right": "The Joker should have gone back to {origin}, who then puts down a non-joker in its place (here {replacement}). A Joker never changes hands.",
        "drill.jokers.account_short_right": "{origin} should have put down a non-joker in its place (here {replacement}), so that the pass is still 3 tiles.",
        "drill.jokers.account_forward_right": "The Joker should have gone back to {origin}, who put it down, and {origin} puts down a non-joker instead (here {replacement}). A Joker is never forwarded.",
        "drill.jokers.wrong_fine": "Something here breaks a rule: a Joker never ends the Charleston in another player's rack.",
        "drill.jokers.wrong_fine_short": "Something here breaks a rule: each of the first six passes moves exactly 3 tiles from every player.",
        "drill.jokers.wrong_to_forwarder": "A Joker goes back to the player who put it down from their rack, not to the one who forwarded it.",
        "drill.jokers.account_hint1": "Which part of the story breaks a rule about Jokers?",
        "drill.jokers.blind_count_prompt": "You are {you}. On pass {step} ({name}) you forward {count} of the arriving tiles unseen. {origin} has put down a Joker by mistake, next to {tiles}. Once the Joker has gone back, how many tiles do you pass to {onward} in all?",
        "drill.jokers.blind_count_right": "You pass 3 in all: you forward {count} unseen and make up the rest from your own rack. The Joker went back to {origin}, who put down {replacement} in its place, so no Joker reaches {onward}.",
        "drill.jokers.blind_short": "The Joker's place is filled before anything goes on: {origin} puts down a non-joker instead, so you are not a tile short.",
        "drill.jokers.blind_only_forwarded": "The tiles you forward unseen are only part of your pass: you make up the rest from your own rack.",
        "drill.jokers.blind_wrong": "A blind pass is the same size as every other pass of the first six.",
        "drill.jokers.blind_hint2": "A blind pass is still a pass of 3 tiles.",
        "drill.jokers.courtesy_prompt": "You are {you}. On the courtesy pass you and {across} agreed on {count}. {across} puts down a Joker by mistake among them. Once that is put right, how many tiles do you get from {across}?",
        "drill.jokers.courtesy_right": "You get {count}: the Joker goes back to {across}, who puts down a non-joker in its place, so you get what you agreed.",
        "drill.jokers.courtesy_short": "The Joker goes back, but its place is filled with a non-joker, so the deal you made still stands.",
        "drill.jokers.courtesy_wrong": "The courtesy pass moves the number you both agreed, no more and no less.",
        "drill.jokers.courtesy_hint2": "On the courtesy pass, the lower offer is how many both players pass.",
        "drill.jokers.east_prompt": "You are East, dealt 14 tiles, one more than anyone else. Your invented rack: {rack}, with {jokers} Jokers. On pass {step} ({name}), may one of your Jokers go as an extra tile, on top of 3 others?",
        "drill.jokers.east_right": "No: East passes exactly 3 tiles like everyone else, and never a Joker. East's Jokers stay, and East still holds 14 tiles after the pass.",
        "drill.jokers.east_wrong": "East's extra tile changes nothing here: every player passes the same number of tiles, and a Joker never goes.",
        "drill.jokers.east_hint1": "How many tiles does every player pass on passes 1 to 6, East included?",
        "drill.jokers.can_go_prompt": "You are {you}. Your invented rack: {rack}. How many of these tiles could you choose from for pass {step} ({name})?",
        "drill.jokers.can_go_right": "You may choose from {count}: any tile in your rack except a Joker.",
        "drill.jokers.can_go_all": "That counts every tile in your rack, and some of them may never be passed.",
        "drill.jokers.can_go_three": "That is how many you pass, not how many you may choose from.",
        "drill.jokers.can_go_wrong": "Count the tiles in your rack, leaving out the ones that can never go.",
        "drill.jokers.can_go_hint1": "Which tiles in your rack may never be passed?",
        "drill.jokers.most_prompt": "You are {you} and hold {jokers} Jokers. Over the whole Charleston, all seven passes, at most how many of them may you pass?",
        "drill.jokers.most_right": "None: a Joker is never passed in the Charleston, on any of the seven passes, blind or not, even by agreement.",
        "drill.jokers.most_one": "Not even one Joker may go, on any pass.",
        "drill.jokers.most_wrong": "The rule for Jokers has no exception: not for a blind pass, not for the courtesy pass, not for an agreement.",
        "drill.jokers.replacement_prompt": "On pass {step} ({name}) {origin} puts down a Joker by mistake for {receiver}, next to {tiles}, and the Joker goes back. Where does the tile that goes in its place come from?",
        "drill.jokers.opt_own_rack": "from {origin}'s own rack",
        "drill.jokers.opt_from_wall": "from the wall",
        "drill.jokers.opt_receiver_rack": "from {receiver}'s rack",
        "drill.jokers.opt_arriving": "from the tiles arriving for {origin} on this pass",
        "drill.jokers.replacement_right": "From {origin}'s own rack: {origin} puts down a non-joker instead (here {replacement}).",
        "drill.jokers.wrong_from_receiver": "The player who got the Joker gives nothing up: the mistake is the passer's to put right.",
        "drill.jokers.wrong_arriving": "Only on a blind pass may arriving tiles go on, and this pass is not one.",
        "drill.jokers.replacement_hint2": "On an ordinary pass, where do all the tiles you pass come from?",
        # drills: East, Mah Jongg and short tables (drills/east.py)
        "drill.east.count_dealt": "right after the deal",
        "drill.east.count_after": "once pass {step} is over",
        "drill.east.count_after_blind": "once pass {step} is over (some players passed blind on the way)",
        "drill.east.count_prompt0": "How many tiles does {seat} hold {moment}?",
        "drill.east.count_prompt1": "Count {seat}'s rack {moment}: how many tiles are in it?",
        "drill.east.count_prompt2": "A four-player table. How many tiles are on {seat}'s rack {moment}?",
        "drill.east.count_right_east": "East holds 14: dealt one tile more than the others, and every pass sends 3 and brings 3, so East stays at 14.",
        "drill.east.count_right_other": "{seat} holds 13: only East is dealt 14, and every pass sends 3 and brings 3, so a rack never changes size.",
        "drill.east.count_wrong_east": "That is what the other players hold, and East is dealt more tiles than they are.",
        "drill.east.count_wrong_other": "That is East's count: East is dealt more tiles than the other players, and a pass never changes how many tiles a player holds.",
        "drill.east.count_wrong_sent": "You took away the 3 tiles sent, but 3 arrive on the same pass.",
        "drill.east.count_wrong_arrived": "You added the 3 tiles that arrived, but the same pass sent 3 away.",
        "drill.east.count_otherwise": "Start from the deal: East is dealt more tiles than the others, and a pass never changes how many a player holds.",
        "drill.east.count_hint1": "Who is dealt one tile more than the others?",
        "drill.east.count_hint2": "A pass sends 3 tiles and brings 3, blind or not.",
        "drill.east.heavenly_prompt0": "East is dealt {rack}, exactly the (invented) hand East is collecting. What happens?",
        "drill.east.heavenly_prompt1": "Before any tile is passed, East sees that the rack {rack} is already a complete winning hand (an invented one). What does East do?",
        "drill.east.opt_declare_now": "East declares at once, and there is no Charleston",
        "drill.east.opt_after_pass_3": "the table plays the first Charleston, then East declares",
        "drill.east.opt_wait_play": "East waits for play and declares on the first turn",
        "drill.east.opt_pass_anyway": "East must pass like everyone else, breaking the hand",
        "drill.east.heavenly_right": "A Heavenly Hand: East declares before any tile is passed, and the Charleston is waived.",
        "drill.east.heavenly_wrong_round": "The first Charleston is required in every game but one, and a hand complete before any pass is that one.",
        "drill.east.heavenly_wrong_wait": "A hand complete from the deal does not wait: it is declared before anything else happens.",
        "drill.east.heavenly_wrong_pass": "Passing would break a complete hand, and a hand complete from the deal is the one case where nobody passes.",
        "drill.east.paid_prompt": "East is dealt {rack}, an (invented) winning hand, and declares a Heavenly Hand. How is it paid?",
        "drill.east.opt_double_all": "double, by each of the other three",
        "drill.east.opt_single_all": "single, by each of the other three",
        "drill.east.opt_double_one": "double, by {seat} alone",
        "drill.east.paid_right": "As if East had drawn the winning tile: double, from each of the other three players.",
        "drill.east.paid_wrong_single": "All three do pay, but not single: a Heavenly Hand is paid as a self-drawn hand is.",
        "drill.east.paid_wrong_one": "Nobody discarded anything, so nobody pays alone: a Heavenly Hand counts as self-drawn.",
        "drill.east.heavenly_hint1": "What would passing do to a complete hand?",
        "drill.east.heavenly_hint2": "Nobody discarded the winning tile: it is paid like a hand East drew.",
        "drill.east.moment.after1": "Pass 1 is over",
        "drill.east.moment.after2": "Pass 2 is over",
        "drill.east.moment.after3": "Pass 3 is over and the stop question has not been asked yet",
        "drill.east.moment.after3_stopped": "Pass 3 is over and South has stopped the second Charleston",
        "drill.east.moment.after4": "Pass 4 is over",
        "drill.east.moment.after5": "Pass 5 is over",
        "drill.east.moment.after6": "Pass 6 is over",
        "drill.east.declare_prompt0": "{moment}, and {seat}'s rack now makes a winning hand. May {seat} declare Mah Jongg right now?",
        "drill.east.declare_prompt1": "{moment}. {seat} looks at the rack: it is a complete hand. Can {seat} declare it now, before anything else happens?",
        "drill.east.declare_prompt2": "{moment}, and the tiles that arrived complete {seat}'s hand. Is {seat} allowed to declare Mah Jongg at this moment?",
        "drill.east.declare_hint_east1": "East holds the 14 tiles a hand needs, so the question is when: is a round of the Charleston under way, or just over?",
        "drill.east.declare_hint_east2": "A round of the Charleston is three passes: which passes end a round?",
        "drill.east.declare_hint_other1": "How many tiles make a complete hand, and how many does {seat} hold during the Charleston?",
        "drill.east.declare_hint_other2": "During the Charleston only one seat holds as many tiles as a hand needs.",
        "drill.east.declare_right_yes": "Yes: East holds 14 tiles, and a round has just ended (after pass {step}), so East may declare now.",
        "drill.east.declare_right_not_east": "No: {seat} holds 13 tiles during the Charleston, one short of a hand; only East, with 14, can declare before play.",
        "drill.east.declare_right_mid": "No: after pass {step} a round is still under way; East waits until the round is over, after pass 3 or after pass 6.",
        "drill.east.declare_wrong_no": "East may declare once a round is over, and this is such a moment: East need not wait for play.",
        "drill.east.declare_wrong_not_east": "{seat} holds one tile fewer than East during the Charleston, one short of a complete hand, so {seat} must wait for play.",
        "drill.east.declare_wrong_mid": "Not in the middle of a round: East may declare once the round is over, after pass 3 or after pass 6.",
        "drill.east.few_hint1": "Under League rules, the Charleston needs four players.",
        "drill.east.few_count_prompt0": "Only {players} players sit down ({seats}) to play by League rules. How many passes do they make before the first discard, courtesy pass included?",
        "drill.east.few_count_prompt1": "A table of {players} ({seats}) plays by League rules. Counting the courtesy pass, how many passes come before East's first discard?",
        "drill.east.few_count_right": "None: with {players} players there is no Charleston and no courtesy pass, and East opens by discarding.",
        "drill.east.few_wrong_first": "A table of fewer than four does not play even the first Charleston.",
        "drill.east.few_wrong_both": "A short table plays neither the second Charleston nor the first.",
        "drill.east.few_wrong_seven": "Seven is the most a table of four can play, and League rules treat a short table differently.",
        "drill.east.few_wrong_courtesy": "No courtesy pass either: East simply opens with a discard.",
        "drill.east.few_otherwise": "Under League rules the Charleston needs four players: count what that leaves a table of {players}.",
        "drill.east.few_courtesy_prompt": "{players} players ({seats}) play by League rules and skip the Charleston. May they still make a courtesy pass across before play?",
        "drill.east.few_courtesy_right": "No: with {players} players there is no Charleston and no courtesy pass either; East opens by discarding.",
        "drill.east.few_courtesy_wrong": "The courtesy pass belongs to the Charleston, and a short table plays neither under League rules.",
        "drill.east.ghost_right": "A house rule: a table may agree to it, but under League rules a short table skips the Charleston.",
        "drill.east.ghost_wrong": "The League's rule for a short table is no Charleston at all, so a ghost seat is not in it.",
        # drills: East, more kinds (drills/east.py, issue 32)
        "drill.east.total_dealt_prompt": "A four-player table has just been dealt, and East's rack is {rack}. How many tiles are on the four racks together?",
        "drill.east.total_right": "{total}: East's {east} and three racks of {other}.",
        "drill.east.total_wrong_even": "You counted every rack at the same size, but one seat is dealt more tiles than the others.",
        "drill.east.total_wrong_all": "Only one seat is dealt the extra tile, not all four.",
        "drill.east.total_otherwise": "Add the racks up: three players hold the same number, and East holds one tile more.",
        "drill.east.total_hint2": "Three of the racks are the same size: what about the fourth?",
        "drill.east.total_after_prompt": "Pass {step} is over at a four-player table, and East's rack is now {rack}. How many tiles are on the four racks together?",
        "drill.east.total_after_right": "Still {total}, as after the deal: every pass takes 3 tiles from each rack and brings 3 to each, so the racks together hold what they were dealt.",
        "drill.east.total_wrong_sent": "You took away the {moved} tiles sent, but the same {moved} arrived on the same pass.",
        "drill.east.total_wrong_arrived": "You added the {moved} tiles that arrived, but the same pass sent {moved} away.",
        "drill.east.holds_prompt": "Pass {step} ({name}) is over at a four-player table. Which seat holds 14 tiles now?",
        "drill.east.holds_right": "East: dealt 14, one more than the others, and after pass {step} East still holds 14, since every pass sends 3 and brings 3.",
        "drill.east.holds_wrong": "That seat was dealt 13, and a pass sends 3 and brings 3, so it still holds 13.",
        "drill.east.holds_stopped_prompt": "{stopper} stopped the Charleston after pass 3, and the courtesy pass is over (East and West passed {ew} each, South and North {sn} each). Which seat holds 14 tiles now?",
        "drill.east.holds_stopped_right": "East: dealt one tile more than the others, and neither the passes nor the courtesy pass change how many tiles a player holds.",
        "drill.east.holds_stopped_wrong": "That seat was dealt 13, and neither the passes nor the courtesy pass change the size of a rack.",
        "drill.east.holds_stopped_hint2": "On the courtesy pass, each player receives as many tiles as they send.",
        "drill.east.sends_both_prompt": "Nobody stops the Charleston, so all six passes are played. East was dealt {rack}. How many tiles does East send on passes 1 to 6?",
        "drill.east.sends_both_right": "{total}: 3 on each of the six passes, the same as every other player; East's extra tile never goes.",
        "drill.east.sends_one_round": "That is one round of the Charleston; here both rounds were played.",
        "drill.east.sends_four": "East's extra tile does not add a tile to each pass: every pass moves the same number of tiles from every player.",
        "drill.east.sends_seven": "You counted a seventh pass, but the question is about passes 1 to 6.",
        "drill.east.sends_otherwise": "Count pass by pass: each pass of the Charleston moves the same number of tiles from every player, East too.",
        "drill.east.sends_hint1": "How many tiles does every player send on each pass of the Charleston?",
        "drill.east.sends_hint2": "How many passes make the two rounds?",
        "drill.east.sends_courtesy_prompt": "Nobody stops the Charleston, and for the courtesy pass East offers {east} and West offers {west}. How many tiles does East send over the whole Charleston, courtesy pass included?",
        "drill.east.sends_stopped_prompt": "{stopper} stops the Charleston after pass 3, and for the courtesy pass East offers {east} and West offers {west}. How many tiles does East send over the whole Charleston, courtesy pass included?",
        "drill.east.sends_courtesy_right": "{total}: {rounds} on the passes of the Charleston, and {courtesy} on the courtesy pass, the lower of the two offers.",
        "drill.east.sends_stopped_both": "{stopper} stopped the Charleston after pass 3, so the second round was never played.",
        "drill.east.sends_no_courtesy": "You left out the courtesy pass: East and West swapped tiles across as well, after the Charleston.",
        "drill.east.sends_higher": "Your courtesy count asks one of them to pass more than they offered, and nobody can be made to: both players of a pair pass the same number.",
        "drill.east.sends_hint_courtesy": "On the courtesy pass, which offer decides how many tiles East and West pass?",
        "drill.east.end_prompt_both": "Both rounds of the Charleston were played, and East and West passed {count} each on the courtesy pass. How many tiles does East hold now?",
        "drill.east.end_prompt_stopped": "{stopper} stopped the Charleston after pass 3, and East and West passed {count} each on the courtesy pass. How many tiles does East hold now?",
        "drill.east.end_right": "{count}, as after the deal: every pass, the courtesy pass too, brings East as many tiles as it sends.",
        "drill.east.end_wrong_sent": "You took away what East sent across, but West sent East just as many.",
        "drill.east.end_wrong_got": "You added what West sent, but East sent West just as many.",
        "drill.east.end_hint2": "Does any pass change how many tiles a player holds?",
        "drill.east.three_prompt": "Pass {step} ({name}): East holds {rack}, 14 tiles, one more than anyone else. How many tiles does East pass?",
        "drill.east.three_right": "3, like every player: passes 1 to 6 each move exactly 3 tiles from everyone, and East's 14th tile stays on the rack.",
        "drill.east.three_wrong_four": "East's extra tile stays on East's rack: every pass moves the same number of tiles from every player.",
        "drill.east.three_wrong_one": "A pass of the Charleston is never that small, for East or for anyone else.",
        "drill.east.three_otherwise": "Passes 1 to 6 move the same number of tiles from every player, East too.",
        "drill.east.three_hint1": "Does East's extra tile change how many tiles a pass moves?",
        "drill.east.four_prompt": "Pass {step} is over, and East's rack is {rack}. A player says: East passes 4 tiles on each pass, because East holds 14. Is that true?",
        "drill.east.four_right": "No: East passes 3 like everyone else; the 14th tile stays on East's rack until play.",
        "drill.east.four_wrong": "Every pass moves the same number of tiles from every player; East's extra tile stays on the rack.",
        "drill.east.to_east_prompt": "Pass {step}, the {name}, is over at a four-player table, and East now holds {rack}. Whose tiles did East receive on it?",
        "drill.east.from_east_prompt": "Pass {step}, the {name}, is over at a four-player table, and East now holds {rack}. Who received the tiles East passed on it?",
        "drill.east.to_east_right": "{seat}: passing {direction}, those are the tiles that reach East; East still holds {count} after it.",
        "drill.east.from_east_right": "{seat}: passing {direction}, East's tiles go to {seat}; East still holds {count}, as 3 left and 3 arrived.",
        "drill.east.neighbour_wrong": "Not on this pass: find which way it goes, and follow the tiles round the table.",
        "drill.east.after_prompt": "On pass {step} ({name}), East passes 3 tiles to {to} and receives 3 from {got}. How many tiles does East hold once the pass is over?",
        "drill.east.when_prompt": "East is dealt {rack}, a complete winning hand (an invented one). When does East declare it?",
        "drill.east.opt_before_any": "before any tile is passed",
        "drill.east.opt_after_first": "once the first Charleston is over",
        "drill.east.opt_after_courtesy": "once the courtesy pass is over",
        "drill.east.opt_first_turn": "on East's first turn of play",
        "drill.east.when_right": "Before any tile is passed: a Heavenly Hand is declared at once, and the Charleston is waived.",
        "drill.east.when_wrong_courtesy": "Passing would break a complete hand, and a hand complete from the deal is never passed at all.",
        "drill.east.when_hint2": "Does the Charleston happen at all when the hand East is dealt is complete?",
        "drill.east.passes_prompt": "East is dealt {rack}, a complete (invented) winning hand, and declares a Heavenly Hand. How many passes does the table make after that, courtesy pass included?",
        "drill.east.passes_wrong_six": "That counts the passes of a Charleston that goes on, and a declared Heavenly Hand ends the hand.",
        "drill.east.passes_wrong_courtesy": "The courtesy pass belongs to the Charleston, and a declared Heavenly Hand ends the hand.",
        "drill.east.passes_otherwise": "A declared Heavenly Hand ends the hand: count what is left to pass.",
        "drill.east.who_prompt": "East is dealt {rack}, a complete (invented) winning hand, and declares a Heavenly Hand. Who pays East?",
        "drill.east.opt_all_three": "all three other players ({seats})",
        "drill.east.opt_one_alone": "{seat} alone",
        "drill.east.opt_nobody": "nobody, since no points change hands before play",
        "drill.east.who_right": "All three other players pay, each paying double, as for a hand East drew.",
        "drill.east.who_wrong_nobody": "A Heavenly Hand is a win, and it is paid at once, like a hand East drew.",
        "drill.east.who_hint2": "Besides East, who sits at the table, and who of them discarded anything?",
        "drill.east.mid_prompt": "Pass {step} is over, and East's rack, {rack}, now makes a winning hand (an invented one). Nobody will stop the Charleston. When is the earliest East may declare Mah Jongg?",
        "drill.east.opt_right_now": "right now, after pass {step}",
        "drill.east.opt_once_over": "once pass {step} is over",
        "drill.east.opt_in_play": "not before play begins",
        "drill.east.mid_right": "Once pass {declared} is over: East may declare when the round under way ends, not in the middle of it (after pass {step}).",
        "drill.east.mid_wrong_now": "Not in the middle of a round: East waits until the round under way is over.",
        "drill.east.mid_wrong_play": "East holds 14 tiles, so East need not wait for play: the end of a round is enough.",
        "drill.east.mid_wrong_later": "East need not sit through another whole round: the round under way ends sooner.",
        "drill.east.mid_wrong_past": "That moment had gone by before East's hand was complete.",
        "drill.east.would_prompt": "Pass {step} is over. {seat}'s 13 tiles, {rack}, wait on one more tile for a winning hand (an invented one). When may {seat} declare Mah Jongg?",
        "drill.east.opt_at_once": "at once, during the Charleston",
        "drill.east.opt_round_over": "once this round of the Charleston is over",
        "drill.east.opt_play_tile": "only in play, once the missing tile comes",
        "drill.east.would_right": "Only in play: {seat} holds 13 tiles during the Charleston, one short of a hand; only East, with 14, may declare before play.",
        "drill.east.would_wrong_now": "During the Charleston only a seat holding a whole hand's worth of tiles may declare, and a rack of 13 is not one.",
        "drill.east.would_wrong_round": "The end of a round lets East declare, because East holds a whole hand's worth of tiles; {seat} is one tile short.",
        "drill.east.first_prompt": "A table of {players} ({seats}) plays by League rules, and East holds {rack}. What does East do first?",
        "drill.east.opt_discard": "East discards a tile, and play begins",
        "drill.east.opt_pass_right": "East passes 3 tiles to the right",
        "drill.east.opt_offer_courtesy": "East offers a courtesy pass across",
        "drill.east.opt_ghost_rack": "East deals a rack to each empty seat",
        "drill.east.first_right": "East discards: with {players} players there is no Charleston and no courtesy pass, so play starts at once.",
        "drill.east.first_hint2": "With no passes to make, how does the game begin?",
        "drill.east.blind_prompt": "Pass {step} at a four-player table: {seat} forwards {count} of the tiles arriving on it unseen and puts down {rest} from the rack. How many tiles does {seat} hold once the pass is over?",
        "drill.east.blind_right": "{count}, as before the pass: {seat} handed on 3 tiles in all and received 3, so the rack keeps its size.",
        "drill.east.blind_wrong_forwarded": "The tiles forwarded unseen arrived on this pass and went straight on: they were never part of the rack.",
        "drill.east.claim_prompt": "Is this statement true? {claim}",
        "drill.east.claim_hint1": "Which rule of the Charleston does the statement rest on?",
        "drill.east.which_true_prompt": "Which of these statements about East is true?",
        "drill.east.which_false_prompt": "Which of these statements about East is false?",
        "drill.east.which_hint2": "Test each statement against the rules for East: the deal, declaring Mah Jongg, and short tables.",
        "drill.east.claim.t3": "East is dealt one tile more than each of the other players.",
        "drill.east.claim_right.t3": "True: East is dealt 14 tiles, the others 13.",
        "drill.east.claim_wrong.t3": "Count the racks right after the deal: East's is the biggest, by one tile.",
        "drill.east.claim_hint.t3": "How many tiles does each seat hold after the deal?",
        "drill.east.claim.h1": "During the Charleston, South may declare Mah Jongg as soon as South's rack makes a winning hand.",
        "drill.east.claim_right.h1": "False: South holds 13 tiles during the Charleston, one short of a hand; only East may declare before play.",
        "drill.east.claim_wrong.h1": "South holds one tile fewer than a complete hand during the Charleston, so South must wait for play.",
        "drill.east.claim_hint.h1": "How many tiles does South hold during the Charleston?",
        "drill.east.claim.h2": "A Heavenly Hand is declared before any tile is passed.",
        "drill.east.claim_right.h2": "True: East declares a hand complete from the deal at once, and the Charleston is waived.",
        "drill.east.claim_wrong.h2": "A hand complete from the deal does not wait for any pass: passing would only break it.",
        "drill.east.claim_hint.h2": "What would passing do to a hand that is already complete?",
        "drill.east.claim.h3_mid": "East may declare Mah Jongg in the middle of a round, as soon as the hand is complete.",
        "drill.east.claim_right.h3_mid": "False: East waits until the round is over, after pass 3 or after pass 6.",
        "drill.east.claim_wrong.h3_mid": "Not in the middle of a round: East waits until the round under way is over.",
        "drill.east.claim_hint.h3_mid": "Which passes end a round of the Charleston?",
        "drill.east.claim.h3_end": "If a round leaves East holding a winning hand, East may declare once that round is over.",
        "drill.east.claim_right.h3_end": "True: once pass 3 or pass 6 is over, East may declare a winning hand.",
        "drill.east.claim_wrong.h3_end": "East holds 14 tiles, and the end of a round is exactly when East may declare.",
        "drill.east.claim_hint.h3_end": "Who holds 14 tiles, and when in the Charleston may that seat declare?",
        "drill.east.claim.f1": "At a table of three, East opens the game by discarding, with no Charleston.",
        "drill.east.claim_right.f1": "True: under League rules a table of three plays no Charleston and no courtesy pass; East discards first.",
        "drill.east.claim_wrong.f1": "Under League rules the Charleston needs four players, so a table of three goes straight to play.",
        "drill.east.claim_hint.f1": "How many players does the Charleston need under League rules?",
        "drill.east.claim.f1_courtesy": "At a table of two, the players still make the courtesy pass before play.",
        "drill.east.claim_right.f1_courtesy": "False: with two players there is no Charleston and no courtesy pass either.",
        "drill.east.claim_wrong.f1_courtesy": "The courtesy pass belongs to the Charleston, and a short table plays neither under League rules.",
        "drill.east.claim_hint.f1_courtesy": "Is the courtesy pass part of the Charleston?",
        # drills: what to pass (drills/what_to_pass.py)
        "drill.pass.seat": "A fresh deal: you are {seat}, with the {count} tiles on your rack.",
        # the room store: each learner's record and the shared tables (room_store.py)
        "room_store.error.url": (
            "{value!r} is not a room store: give a file such as room.db, sqlite:///room.db "
            "or a postgresql:// address."
        ),
        "room_store.error.folder": "There is no folder for the room store {path}: make the folder first, or choose another place.",
        "room_store.error.not_file": "{path} is not a file: give the room store a file name, such as room.db.",
        "room_store.error.not_room_file": ("{path} is not a room store's file: give a file whose name ends in "
                                          "{suffix} (such as room{suffix}), or a postgresql:// address."),
        "room_store.error.foreign": "{path} holds something other than a room store, so it was left as it is: choose another file name.",
        "room_store.error.newer": (
            "This room store was made by a newer version of the course (version {version}; this one "
            "reads version {ours}): update the course to use it."
        ),
        "room_store.error.driver": (
            "A PostgreSQL room store needs the psycopg library: install the course with "
            "pip install 'charleston-lessons[postgresql]'."
        ),
        "room_store.error.unreachable": (
            "The room store {where} cannot be reached ({why}): check the address, and that the "
            "database is running."
        ),
        "room_store.error.failed": "The room store {where} could not be read or written ({why}): try again in a moment.",
        "room_store.error.closed": "This room store has been closed: open it again with open_room.",
        "room_store.error.name": "A name is 1 to {most} characters on one line, such as Ada or Mei Ling; {value!r} is not one.",
        "room_store.error.name_taken": (
            "Someone in this room already has the name {name!r}: if it is you, give your code "
            "instead; if not, add an initial to your name."
        ),
        "room_store.error.full": "This room already has {most} learners, the most it can hold.",
        # names that read alike or hold what does not show, and a store that cannot be written (room_store.py)
        "room_store.error.name_alike": (
            "A learner named {name} is here already: add a letter or your surname so the "
            "instructor can tell you apart."
        ),
        "room_store.error.name_invisible": (
            "A name can only hold characters that show, and {value!r} holds one that does not "
            "({point}, such as a zero-width space or a direction mark): type the name again."
        ),
        "room_store.error.name_broken": (
            "{value!r} holds a broken character (half of one that takes two parts), so it cannot "
            "be kept as a name: type the name again."
        ),
        "room_store.error.read_only": (
            "The room store {where} cannot be written ({why}): let whoever runs the workshop "
            "write to the file and its folder, or choose another file."
        ),
        "room_store.error.code": "{value!r} is not a learner's code: a code is {length} letters and digits, such as {example}.",
        "room_store.error.table_code": "{value!r} is not a table code: a table's code is T, a dash and four letters and digits, such as {example}.",
        "room_store.error.no_code": "no free code was found",
        "room_store.error.learner": "learner should be a Learner of this room or their code; {value!r} is not one.",
        "room_store.error.no_learner": "No one in this room has the code {code}: check it, or join with your name.",
        "room_store.error.forget_unknown": (
            "No learner in this room has the code {code}, so nothing was deleted: they may have been "
            "forgotten already."
        ),
        "room_store.error.no_table": "There is no table {code} in this room: check the code that was read out.",
        "room_store.error.move": (
            "A move should be a mapping of text, numbers, true or false and lists, at most {most} "
            "characters as JSON; {value!r} is not one."
        ),
        "room_store.error.settings": (
            "A table's settings should be a mapping of text, numbers, true or false and lists, at "
            "most {most} characters as JSON; {value!r} is not one."
        ),
        "room_store.conflict": "Move {seq} was not added: the table's last move is {last}, so read the table again and go on from there.",
        # a learner's own record in a workshop's room (room_record.py)
        "room_record.nobody": (
            "Your answers are kept on this page until you give your name at the top of it; then "
            "they go to your own record."
        ),
        "room_record.waiting": (
            "The workshop's room cannot be reached just now, so your answers are kept on this page "
            "and go to your record as soon as it answers."
        ),
        "room_record.where": "Your answers are kept in the workshop's room, in the record of {name}.",
        "room_record.where_nobody": (
            "In this workshop your answers go to your own record in the room once you give your "
            "name at the top of a lesson."
        ),
        "room_record.no_reset": (
            "In a workshop your answers stay in your record in the room, for your instructor to "
            "see; nothing was erased."
        ),
        "room_record.bad_setting": (
            "The workshop's room could not be used, so your answers are kept in your own progress "
            "file. {why}"
        ),
        # who the learner is in a workshop, at the top of every page (widgets/learner.py)
        "learner.region": "Who you are",
        "learner.intro": (
            "In this workshop your answers go to your own record: give your name to start, or the "
            "code you were given to carry on."
        ),
        "learner.name_label": "Your name",
        "learner.start": "Start",
        "learner.code_label": "Your code",
        "learner.elsewhere": "Coming back on another device?",
        "learner.code_placeholder": "such as K7M-P2Q",
        "learner.name_placeholder": "such as Ada",
        "learner.table_code": (
            "That is a table code, not yours: type it in Table code on the table-for-four page. Your own"
            " code looks like K7M-P2Q."
        ),
        "learner.carry_on": "Carry on",
        "learner.you_are": "You are {name}. Your code is {code}: type it on another device to carry on.",
        "learner.hub": (
            "You are {name}, as you signed in to JupyterHub: your answers go to your own record in "
            "the workshop's room."
        ),
        "learner.not_you": "Not {name}?",
        "learner.checking": "Finding your record…",
        "learner.unreachable": (
            "The workshop's room cannot be reached just now: try again in a moment (your answers "
            "are kept on this page meanwhile)."
        ),
        "learner.repr": "Who you are in this workshop: your name and your code, shown when the page runs.",


        "room_store.error.now": "now should be a time in seconds since 1970, such as 1700000000.0; {value!r} is not one.",
        "room_store.error.seat_taken": "{seat} at table {code} is taken by {name}: choose another seat.",
        "room_store.error.table_full": "Every seat at table {code} is taken: ask for another table's code.",
        "room_store.error.not_seated": "The learner {learner} has no seat at table {code}: sit down first.",
        # a table for four learners on four devices (shared_table.py)
        "shared_table.who.person": "at the table",
        "shared_table.who.away": "away: the coach plays for now",
        "shared_table.who.bot": "the coach",
        "shared_table.who.empty": "empty",
        "shared_table.error.seconds": "{what} should be a number of seconds from {low} to {most}; {value!r} is not one.",
        "shared_table.error.not_over": "Table {code} is still playing: its racks are shown once the Charleston is over.",
        "shared_table.error.busy": "Table {code} was too busy to take the move after {tries} tries: try again in a moment.",
        "shared_table.unknown_move": "{kind!r} is not a move of the Charleston: pass, stop, offer or declare.",
        "shared_table.already": "{seat} has already answered this one: a choice cannot be taken back once made.",
        "shared_table.not_due": "Pass {step!r} is not the one due: the table is on pass {due}.",
        "shared_table.nothing_to_pass": "{seat}'s pair agreed on no tiles, so {seat} passes nothing on the courtesy pass.",
        "shared_table.answer_ok": "Your answer is in.",
        "shared_table.declare_ok": "East may declare Mah Jongg now: the round is over and the hand wins.",
        "shared_table.decision.pass": "Pass {step} ({name})",
        "shared_table.decision.stop": "The stop question",
        "shared_table.decision.offer": "The courtesy offers",
        "shared_table.status.open": "{decision}: waiting for {waiting}.",
        "shared_table.status.waiting": "{decision}: {done} done; waiting for {waiting}.",
        "shared_table.waiting": "Your choice is in: waiting for {seats}.",
        "shared_table.not_recorded": "Your choice is played, but the room store could not record it in your progress.",
        # a learner's seat at a table for four (widgets/table_seat.py, course.table_for_four)
        "table_seat.title": "A table for four",
        "table_seat.subtitle": "you are {seat} at table {code}",
        "table_seat.intro": (
            "Type the table code your instructor reads out (and your name, if this page does not know you yet),"
            " then press Join the table. You play one seat;"
            " three others play theirs on their own devices, and the coach plays any empty seat."
        ),
        "table_seat.code_label": "Table code",
        "table_seat.code_placeholder": "such as T-4KX9",
        "table_seat.name_label": "Your name",
        "table_seat.name_placeholder": "such as Ada",
        "table_seat.elsewhere": "Coming back on another device?",
        "table_seat.own_label": "Your code",
        "table_seat.own_placeholder": "such as K7M-P2Q",
        "table_seat.wrong_field.table": "That is a table code: type it in Table code above.",
        "table_seat.wrong_field.learner": (
            "That is a learner's own code: type it in Your code, under Coming back on another device? below."
            " A table code looks like T-4KX9."
        ),
        "table_seat.wrong_field.learner_known": (
            "That is a learner's own code, not a table's: type the table code your instructor read out,"
            " such as T-4KX9."
        ),
        "table_seat.button.join": "Join the table",
        "table_seat.tip.join": "Sit down at the table with this code",
        "table_seat.button.leave": "Leave the table",
        "table_seat.tip.leave": "Give up your seat: the coach plays it until you join again",
        "table_seat.not_joined": "Not joined.",
        "table_seat.no_code": "Type the table code your instructor read out, such as T-4KX9, then press Join the table.",
        "table_seat.who_first": (
            "Say who you are first: give your name (or your code) in the learner card above,"
            " then press Join the table again."
        ),
        "table_seat.who_first_here": (
            "Type your name too, in Your name below the table code (or, coming back on another device,"
            " your own code), then press Join the table again."
        ),
        "table_seat.seated": "You sit at {seat} at table {code}. Your rack is below; the table plays at everyone's pace.",
        "table_seat.left": "You left table {code}: the coach plays your seat now. Press Join the table to take it back.",
        "table_seat.offer_label": "Your courtesy offer to the player across from you:",
        "table_seat.awaiting": "The table waits for {seats}.",
        "table_seat.not_started": (
            "The instructor has not started the table yet: empty seats wait, and the coach plays them once it starts."
        ),
        "table_seat.seats_heading": "The four seats",
        "table_seat.seat_line": "{seat}: {name}, {who}, {tiles}, {state}",
        "table_seat.you": "{name} (you)",
        "table_seat.nobody": "nobody yet",
        "table_seat.done": "answer in",
        "table_seat.choosing": "still choosing",
        "table_seat.news_heading": "At the table lately",
        # the rack after a pass, as at a real table (widgets/table_seat.py)
        "table_seat.held": "{held} held, {aside} set aside",
        "table_seat.set_aside": "Set aside to pass: {count}",
        "table_seat.set_aside_tiles": "Face down, away from your rack: {tiles}. They go once every seat's answer is in.",
        "table_seat.set_aside_blind": "Forwarded blind: {count} of the arriving tiles will go on unseen.",
        "table_seat.new_from": "New from {seat}: {tiles}",
        "table_seat.new_none": "Nothing new from {seat}.",
        "table_seat.forwarded_blind": "Forwarded blind to {seat}: {count}, unseen.",
        "table_seat.no_room": (
            "A table for four needs a workshop's room store, and this page has none. An instructor starts a"
            " workshop with make workshop; open this page from the workshop's address to play."
        ),
        "table_seat.repr": "[A table for four: type the table code your instructor reads out, then join.]",
        "table_seat.repr_seated": "[A table for four: you are {seat} at table {code}. {next}]",
        "table_seat.error.room": "room should be a workshop's RoomStore (open_room); {value!r} is not one.",
        "table_seat.error.learner": (
            "learner should be a Learner of the room, their code, or a function saying who the learner is;"
            " {value!r} is not one."
        ),
        # the seat during an outage: calm words for the learner (the instructor's page has the address)
        "table_seat.paused": (
            "The table is paused: the room cannot be reached. It goes on by itself when it is back; "
            "your choice is kept."
        ),
        "table_seat.join_unreachable": (
            "The room cannot be reached just now. Press Join the table again in a moment."
        ),
        # the instructor's page for shared tables of four (tables_board.py, widgets/tables_board.py)
        "tables_board.label": "Tables for four",
        "tables_board.section": "Every table of the room",
        "tables_board.empty": "No table yet: make one, then read its code out to four learners.",
        "tables_board.summary": "{tables} in the room: {playing} playing, {over} over.",
        "tables_board.column.code": "Table",
        "tables_board.column.state": "State",
        "tables_board.column.seats": "Seats",
        "tables_board.column.decision": "Open now",
        "tables_board.column.waiting": "Waiting for",
        "tables_board.column.actions": "Actions",
        "tables_board.seat.named": "{seat}: {name} ({who})",
        "tables_board.seat.nobody": "{seat}: {who}",
        "tables_board.state.waiting": "Not started",
        "tables_board.state.playing": "Playing",
        "tables_board.state.over": "Over",
        "tables_board.decision.over": "Nothing: the Charleston is over",
        "tables_board.answer.in": "Answer in",
        "tables_board.answer.waiting": "Waiting",
        "tables_board.passes.none": "Passes done: none yet",
        "tables_board.passes.done": "Passes done: {passes}",
        "tables_board.projector.title": "Table {code}",
        "tables_board.projector.decision": "Open now: {decision}",
        "tables_board.projector.column.seat": "Seat",
        "tables_board.projector.column.who": "Who plays it",
        "tables_board.projector.column.tiles": "Tiles held",
        "tables_board.projector.column.answer": "Answer",
        "tables_board.projector.hidden": "Racks stay hidden while the table plays; only the tile counts are shown.",
        "tables_board.announce.made": "Table {code} made.",
        "tables_board.announce.started": "Table {code} is playing: {decision}.",
        "tables_board.announce.now": "Table {code}: {decision}.",
        "tables_board.announce.over": "Table {code} is over ({reason}).",
        "tables_board.make.title": "Make a table",
        "tables_board.make.seed": "Deal number (optional; empty for a fresh deal)",
        "tables_board.make.delay": "Seconds the coach waits before playing an empty seat",
        "tables_board.make.button": "Make a table",
        "tables_board.made": "Read this code out to the four learners of the new table:",
        "tables_board.start": "Start: the coach plays the empty seats",
        "tables_board.project": "Show on the projector",
        "tables_board.replay": "Replay with racks shown",
        "tables_board.close_projector": "Close the projector view",
        "tables_board.close_replay": "Close the replay",
        "tables_board.already_started": "The coach plays the empty seats at table {code} already.",
        "tables_board.replay.title": "Table {code}, replayed with its racks",
        "tables_board.replay.racks": "Every rack at the end",
        "tables_board.replay.rack": "{seat}'s rack at the end",
        "tables_board.for_table": "{action}: table {code}",
        # the truth about a table (issue 34): playing once its learners pass; Start puts the coach in
        "tables_board.announce.coach": "Table {code}: the coach plays its empty seats now ({decision}).",
        "tables_board.error.seed": "The deal number should be a whole number from 0 up, or left empty; {value!r} is not one.",
        "tables_board.error.delay": "The coach's delay should be a number of seconds from 0 to {most}; {value!r} is not one.",
        "tables_board.error.room": (
            "room should be a room store (open_room) or its address, such as room.db or a "
            "postgresql:// address; {value!r} is not one."
        ),
        "tables_board.no_room": (
            "No room store is set for this page: start the workshop with one (make workshop, with "
            "CHARLESTON_ROOM naming its file) and open this page from the workshop's list; shared tables "
            "need the room store to pass tiles between learners' devices."
        ),
        # the live room dashboard (room_live.py, widgets/room_live.py)
        "room_live.updated": "Updated {time}",
        "room_live.summary": (
            "{learners} in the room; {recent} answered in the last {minutes} min; {stuck} may need a hand."
        ),
        "room_live.section.stuck": "Who may need a hand",
        "room_live.section.lessons": "Learners by lesson",
        "room_live.section.missed": "Exercises the room misses most",
        "room_live.section.skills": "Skills the room misses most",
        "room_live.section.learners": "Every learner",
        "room_live.column.learner": "Learner",
        "room_live.column.why": "Why",
        "room_live.column.last": "Last answer",
        "room_live.column.where": "Working on",
        "room_live.column.lesson": "Lesson",
        "room_live.column.now": "Working on it now",
        "room_live.column.done": "Done",
        "room_live.column.tried": "Tried, not done",
        "room_live.column.not_started": "Not started",
        "room_live.column.exercise": "Exercise",
        "room_live.column.wrong_ever": "Learners who missed it",
        "room_live.column.wrong_latest": "Still wrong",
        "room_live.column.tried_it": "Tried it",
        "room_live.column.skill": "Skill",
        "room_live.column.missed": "Missed at a first try",
        "room_live.column.answered": "Answered it",
        "room_live.column.not_yet": "Not mastered yet",
        "room_live.column.mastered": "Mastered",
        "room_live.column.answers": "Answers given",
        "room_live.column.lessons_done": "Lessons done",
        "room_live.why.wrong": "{tries} wrong tries in a row",
        "room_live.why.quiet": "No answer for {minutes} min",
        "room_live.why.never": "No answer yet, {minutes} min after joining",
        "room_live.last.at": "{time} ({minutes} min ago)",
        "room_live.last.none": "none yet",
        "room_live.practice": "Practice \u00b7 {skill}",
        "room_live.lesson": "{number} {title}",
        "room_live.elsewhere": "Practice and other notebooks",
        "room_live.now": "{count}: {names}",
        # a learner's decisions at the tables for four, in words (issue 34: never `table/V48YN4-p7`)
        "room_live.table.place": "Table for four: {decisions} done",
        "room_live.table.stop": "the stop question",
        "room_live.table.offer": "the courtesy offer",
        "room_live.table.declare": "the Mah Jongg declaration",
        "room_live.table.row": "Tables for four",
        "room_live.table.none": "No learner has made a decision at a table for four yet.",
        "room_live.section.tables": "Learners at the tables for four",
        "room_live.column.table": "Table",
        "room_live.column.decisions": "Decisions done",
        "room_live.done": "{done} of {total}",
        "room_live.stuck.none": (
            "Everyone has answered in the last {minutes} min, and no one is trying the same exercise "
            "again and again."
        ),
        "room_live.empty": "No learner has joined the room yet.",
        "room_live.announce.joined": "Joined the room: {names}.",
        "room_live.announce.stuck": "May need a hand now: {names}.",
        "room_live.announce.going": "Going again: {names}.",
        "room_live.refresh": "Refresh",
        "room_live.every": "Refresh every",
        "room_live.seconds": "{seconds} seconds",
        "room_live.off": "Off (press Refresh)",
        "room_live.reading": "Reading the room store…",
        "room_live.label": "Live room dashboard",
        # forgetting a learner (room_store.forget, the live dashboard's Forget… button)
        "room_live.forget.head": "Forget",
        "room_live.forget.button": "Forget\u2026",
        "room_live.forget.button_label": "Forget {name}\u2026",
        "room_live.forget.ask": "Forget {name}? This deletes their answers from the room. Export them first.",
        "room_live.forget.export": "Export",
        "room_live.forget.export_label": "Export {name}'s record",
        "room_live.forget.confirm": "Confirm",
        "room_live.forget.confirm_label": "Confirm: forget {name}",
        "room_live.forget.cancel": "Cancel",
        "room_live.forget.cancel_label": "Cancel: keep {name}",
        "room_live.forget.exported": (
            "Your browser is downloading {name}'s record as {file} ({answers}; look in your Downloads "
            "folder). Forget them with Confirm, or keep them with Cancel."
        ),
        "room_live.forget.done": "{name} is forgotten: their answers are deleted from the room.",
        "room_live.forget.kept": "Nothing was deleted: {name} stays in the room.",
        "room_live.forget.unknown": "No learner named {name} is in the room now: nothing was deleted.",
        "room_live.error.room": (
            "room should be a room store (open_room) or its address, such as room.db or a "
            "postgresql:// address; {value!r} is not one."
        ),
        "room_live.error.interval": (
            "interval should be 0 (off) or a whole number of seconds from {low} to {high}; {value!r} is not."
        ),
        "room_store.static_site": (
            "The static site has no server, and a room store needs one: a learner's own record in a "
            "room, the live room dashboard and tables for four work in a workshop run with make "
            "workshop or on a JupyterHub, while here each learner's progress stays in their own browser."
        ),
        "room_live.no_room": (
            "No room store is set for this page: start the workshop with one (make workshop, with "
            "CHARLESTON_ROOM naming its file) and open this page from the workshop's list; without a "
            "server, read the files learners export with the room dashboard (room_dashboard.ipynb)."
        ),
        # the workshop's two roles and its links (tools/workshop.py, tools/workshop_roles.py)
        "workshop.instructor_only": (
            "This page is for the instructor only: go back to the list and open a lesson, practice or "
            "the table for four."
        ),
        "workshop.qr_label": "To join, scan this code or type {link}",
    },
}


def _start_language() -> str:
    """The language of a new kernel: CHARLESTON_LANG if it names one of ours, else English."""
    code = os.environ.get("CHARLESTON_LANG", "").strip().lower()
    return code if code in LANGUAGES else "en"


_language = _start_language()


def set_language(code: str) -> None:
    """Choose the language of every later message: one of `LANGUAGES`."""
    global _language
    if not isinstance(code, str) or _plain(code).strip().lower() not in LANGUAGES:
        raise ValueError(say("error.language", value=code, languages=", ".join(LANGUAGES)))
    _language = _plain(code).strip().lower()


def language() -> str:
    """The current language's code ("en" or "ms")."""
    return _language


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Say everything inside the block in `code`, then go back to the language before."""
    global _language
    before = _language
    set_language(code)
    try:
        yield
    finally:
        _language = before


class Record:
    """What a `recording()` block saw: the sentences `say` made, the texts `translate` was
    asked for (the catalog tool's lesson sentences are the second without the first)."""

    def __init__(self) -> None:
        self.said: set[str] = set()
        self.asked: list[str] = []


_records: list[Record] = []  # the open `recording()` blocks


@contextmanager
def recording() -> Iterator[Record]:
    """Note every sentence `say` fills in and every text `translate` is asked for."""
    record = Record()
    _records.append(record)
    try:
        yield record
    finally:
        _records.remove(record)


@cache
def catalog(code: str) -> gettext.NullTranslations:
    """The compiled catalog of one language; English (and a missing file) translate nothing."""
    if code == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True)


def translate(english: str, code: str | None = None) -> str:
    """A sentence of the lessons' data in the current language (or `code`): its catalog entry,
    else the English itself. Text that is not an English msgid (a learner's own words, a
    sentence already said in the language) comes back unchanged."""
    if code is not None:
        if not isinstance(code, str) or _plain(code).strip().lower() not in LANGUAGES:
            raise ValueError(say("error.language", value=code, languages=", ".join(LANGUAGES)))
        code = _plain(code).strip().lower()
    if not isinstance(english, str):
        return english
    english = _plain(english)  # a `str` subclass's own methods never run here
    if not english:
        return english
    for record in _records:
        record.asked.append(english)
    return catalog(code or _language).gettext(english)


def _plain(value: str) -> str:
    """The plain `str` of a string, without calling a method of a `str` subclass (as
    `_input.plain`, which imports this module)."""
    return value if type(value) is str else str.__str__(value)


def every_language(english: str) -> tuple[str, ...]:
    """`english` and its translation in every other language (for reading typed answers)."""
    if not isinstance(english, str):
        raise ValueError(say("error.input.not_kind", what="english", kind=say("words.text"), value=english))
    return tuple(dict.fromkeys(translate(english, code) for code in LANGUAGES))


QUOTE_LIMIT = 40  # characters of a caller's or learner's value quoted back in a sentence
TEXT_LIMIT = 400  # characters of any other object's text put in a sentence


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """`repr(value)` cut to `limit` characters: safe for any object (a hostile `__repr__`,
    a list nested 10,000 deep, a 100,000-character answer), so a sentence stays readable.

    The repr is written piece by piece and stops once `limit` is passed, so a million-item
    list or a ten-million-character string costs no more than a short one (`_pieces`)."""
    if type(limit) is not int or limit < 2:
        limit = QUOTE_LIMIT
    pieces: list[str] = []
    size = 0
    try:
        for piece in _pieces(value, limit):
            pieces.append(piece)
            size += len(piece)
            if size > limit:
                break
    except Exception:  # noqa: BLE001 - whatever the object does, the sentence gets written
        return _unshown(value, limit)
    text = "".join(pieces)
    return text if len(text) <= limit else text[: limit - 1] + "…"


# Containers shown item by item when their type keeps the built-in repr; a subclass that
# overrides `__repr__` is shown by its own repr, cut.
_CONTAINERS: tuple[type, ...] = (list, tuple, dict, set, frozenset)


def _pieces(value: object, limit: int) -> Iterator[str]:
    """`repr(value)` as a stream of pieces, read lazily by `quote`: only the items it prints
    are looked at, strings and bytes are cut before their repr is built, and a caller's own
    methods (a `str` subclass's `__getitem__`, a list subclass's `__iter__`) are never called."""
    kind = type(value)
    for base in (str, bytes, bytearray):
        if issubclass(kind, base) and kind.__repr__ is base.__repr__:
            yield base.__repr__(base.__getitem__(value, slice(0, limit)))  # type: ignore[arg-type]
            return
    for base in _CONTAINERS:
        if issubclass(kind, base) and kind.__repr__ is base.__repr__:
            yield from _items(value, base, limit)
            return
    try:
        text = repr(value)
        if not isinstance(text, str):  # pragma: no cover - repr() itself refuses a non-str
            raise TypeError
    except Exception:  # noqa: BLE001 - one item that cannot be shown does not hide the rest
        text = _unshown(value, limit)
    yield str.__getitem__(text, slice(0, limit + 1))


def _items(value: Any, base: type, limit: int) -> Iterator[str]:
    """A built-in container's repr, one item at a time (the built-in iterator, not the caller's)."""
    open_, close = {list: "[]", tuple: "()"}.get(base, "{}")
    if base in (set, frozenset):
        name = str.__getitem__(type(value).__name__, slice(0, limit))
        if not base.__len__(value):
            yield f"{name}()"
            return
        if type(value) is not set:
            open_, close = f"{name}({{", "})"
    yield open_
    items = dict.items(value) if base is dict else base.__iter__(value)
    count = 0
    for count, item in enumerate(items, 1):
        if count > 1:
            yield ", "
        if base is dict:
            yield from _pieces(item[0], limit)
            yield ": "
            item = item[1]
        yield from _pieces(item, limit)
    if base is tuple and count == 1:
        yield ","
    yield close


def _unshown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """What a sentence says for an object that cannot show itself: its type's name."""
    try:
        name = str.__getitem__(type(value).__name__, slice(0, limit))
    except Exception:  # noqa: BLE001 - a class whose name is not text
        name = "?"
    return template("words.unshown").format(kind=name)


def _text(value: object) -> str:
    """A field's text: a course word or sentence (a seat, a tile's name, a line) in the
    current language, anything else as it is, cut to `TEXT_LIMIT`."""
    if isinstance(value, str):
        return translate(str.__str__(value)) if _language != "en" else str.__str__(value)
    try:
        text = str(value)
    except Exception:  # noqa: BLE001 - as in `quote`
        return _unshown(value)
    return text if len(text) <= TEXT_LIMIT else text[: TEXT_LIMIT - 1] + "…"


class _Field:
    """A template field: `{x!r}` quotes it short and safely, `{x}` is its text."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value

    def __repr__(self) -> str:
        return quote(self.value)

    def __str__(self) -> str:
        return _text(self.value)

    def __format__(self, spec: str) -> str:
        if spec and isinstance(self.value, numbers.Number) and not isinstance(self.value, bool):
            try:
                return format(self.value, spec)
            except (TypeError, ValueError):
                pass
        return format(_text(self.value), spec)


def template(key: str) -> str:
    """The unfilled template for `key` in the current language (for a front end that fills
    its own fields, such as the tile picker's counts)."""
    english = MESSAGES["en"].get(_plain(key)) if isinstance(key, str) else None
    if english is None:
        raise ValueError(say("error.message_key", value=key))
    return catalog(_language).pgettext(_plain(key), english) if _language != "en" else english


def _plain_number(value: object) -> bool:
    """A float, or an int short enough to write out (a 5,000-digit int's repr raises)."""
    return type(value) is float or (type(value) is int and -(2**63) <= value < 2**63)  # type: ignore[operator]


def say(key: str, **fields: object) -> str:
    """The sentence for `key` in the current language, falling back to English. Every value
    but a plain number goes in through `quote` (for `!r`) or its text, so no value a caller
    passes can break or swell the sentence."""
    sentence = template(key).format(
        **{name: value if _plain_number(value) else _Field(value) for name, value in fields.items()}
    )
    for record in _records:
        record.said.add(sentence)
    return sentence


# Sentences with a count: (msgctxt, singular, plural). Malay has one form, English two.
PLURALS: dict[str, tuple[str, str]] = {
    "count.tiles": ("{n} tile", "{n} tiles"),
    "count.face_down": ("{n} face-down tile", "{n} face-down tiles"),
    "count.learners": ("{n} learner", "{n} learners"),
    "count.tables": ("{n} table", "{n} tables"),
    "count.files": ("{n} file", "{n} files"),
    "count.answers": ("{n} answer", "{n} answers"),
    "count.reviews": ("{n} review is", "{n} reviews are"),
    "count.in_minutes": ("in {n} minute", "in {n} minutes"),
    "count.in_hours": ("in {n} hour", "in {n} hours"),
    "count.in_days": ("in {n} day", "in {n} days"),
    "count.shown": (
        "{n} answer came after Show solution: it counts as shown, not right.",
        "{n} answers came after Show solution: they count as shown, not right.",
    ),
    # the verb after a count of tiles: "1 tile helps", "3 tiles help"
    "count.helps": ("helps", "help"),
    # drill prompts whose grammar follows a count (the passes played, the empty seats)
    "drill.direction.story_after": (
        "Pass {done} has been played at your table, and you passed {tiles} on it.",
        "Passes {done} have been played at your table; on the last one you passed {tiles}.",
    ),
    "drill.east.ghost_prompt0": (
        "Your table has only {players} players ({seats}), so you deal a rack to the empty seat "
        "({empty}) as a 'ghost' and keep the passes. Is that a League rule or a house rule?",
        "Your table has only {players} players ({seats}), so you deal a rack to each empty seat "
        "({empty}) as a 'ghost' and keep the passes. Is that a League rule or a house rule?",
    ),
    "drill.east.ghost_prompt1": (
        "{players} friends ({seats}) want to practise the Charleston, so {empty} gets a 'ghost' "
        "rack that passes too. League rule or house rule?",
        "{players} friends ({seats}) want to practise the Charleston, so {empty} each get a 'ghost' "
        "rack that passes too. League rule or house rule?",
    ),
    # a table not started: the seats nobody sits in wait for Start (shared_table.status)
    "shared_table.status.empty_wait": (
        "{seats} has nobody yet: Start puts the coach there.",
        "{seats} have nobody yet: Start puts the coach in them.",
    ),
    # the passes a learner played at a table for four (room_live.table_words)
    "room_live.table.passes": ("pass {passes}", "passes {passes}"),
    # copies of one tile, said once: "the two Wests" ({number} is "two", "three" or "four")
    "play.tiles.same": ("{name}", "the {number} {name}s"),
    # a legal pass: the verb agrees with the tiles that move ("1 tile goes", "3 tiles go")
    "pass.ok": (
        "Legal: {what} goes {direction} on pass {step} ({name}).",
        "Legal: {what} go {direction} on pass {step} ({name}).",
    ),
    "coach.blind": (
        "Forward {n} arriving tile unseen rather than give up a tile your lines need (G3).",
        "Forward {n} arriving tiles unseen rather than give up a tile your lines need (G3).",
    ),
}


def say_count(key: str, n: int, **fields: object) -> str:
    """A counted sentence (`PLURALS`) through the catalog's plural forms (`ngettext`), `{n}`
    and any other `fields` filled in as `say` fills them."""
    if not isinstance(key, str) or _plain(key) not in PLURALS:
        raise ValueError(say("error.message_key", value=key))
    key, n = _plain(key), _count(n, 10**6)
    singular, plural = PLURALS[key]
    if _language == "en":
        template = singular if n == 1 else plural
    else:
        template = catalog(_language).npgettext(key, singular, plural, n)
    return template.format(
        n=n, **{name: value if _plain_number(value) else _Field(value) for name, value in fields.items()}
    )


def join_words(names: Sequence[str]) -> str:
    """`"9 Bam, West and South"` in the current language: each name translated, the last
    joined by the language's "and"."""
    if not isinstance(names, (list, tuple)) or len(names) > 200:
        raise ValueError(say("error.input.not_list", what="names", value=names))
    names = [_text(name) for name in names]
    if len(names) <= 1:
        return "".join(names)
    return say("words.and", first=", ".join(names[:-1]), last=names[-1])


def count_tiles(n: int) -> str:
    """`"1 tile"`, `"3 tiles"`: counts are said the same way everywhere."""
    return say_count("count.tiles", _count(n, 152))


def _count(n: object, most: int) -> int:
    """`n` as a plain int from 0 to `most` (an `int` subclass's own methods never run)."""
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= int.__index__(n) <= most:
        raise ValueError(say("error.count", value=n))
    return int.__index__(n)
