"""The widget face of the course: pickers and quizzes that ask, while the core decides."""

from charleston_lessons.widgets.exercise import ExerciseWidget, feedback_html
from charleston_lessons.widgets.lab import LabProgress
from charleston_lessons.widgets.live_table import LiveTable
from charleston_lessons.widgets.picker import TilePicker

__all__ = ["ExerciseWidget", "LabProgress", "LiveTable", "TilePicker", "feedback_html"]
