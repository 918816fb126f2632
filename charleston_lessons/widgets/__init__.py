"""The widget face of the course: pickers and quizzes that ask, while the core decides."""

from charleston_lessons.widgets.exercise import Attempt, ExerciseWidget, feedback_html
from charleston_lessons.widgets.picker import TilePicker

__all__ = ["Attempt", "ExerciseWidget", "TilePicker", "feedback_html"]
