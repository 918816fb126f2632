"""Shared test settings: hypothesis prints its seed on failure and never times a test."""

from hypothesis import settings

settings.register_profile("default", deadline=None, print_blob=True)
settings.load_profile("default")
