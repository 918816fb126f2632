"""The widget face of the course: pickers and quizzes that ask, while the core decides."""

from charleston_lessons.widgets.exercise import ExerciseWidget, feedback_html
from charleston_lessons.widgets.lab import LabProgress
from charleston_lessons.widgets.live_table import LiveTable
from charleston_lessons.widgets.picker import TilePicker
from charleston_lessons.widgets.play_seat import PlaySeat

__all__ = ["ExerciseWidget", "LabProgress", "LiveTable", "PlaySeat", "TilePicker", "feedback_html"]
