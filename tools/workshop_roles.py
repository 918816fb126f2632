"""The workshop's two roles, learners and the instructor, on one Voilà server.

Voilà 0.5 builds its identity provider and authorizer from Jupyter Server's own classes
(`Voila.identity_provider_class`, `Voila.authorizer_class`), so the roles use that machinery and
no proxy of the course's own:

- `WorkshopIdentityProvider` knows two tokens: the server's own (`--token`, the instructor's,
  long and fresh every start) and `learner_token` (short, read out to the room). Whichever a
  request carries (in its link, its Authorization header or the login form) decides its user,
  "instructor" or "learner", and the signed login cookie (its secret is fresh every start) keeps
  it. A learner's request for any page, file or list under a folder named instructor/ is refused
  with 403 and one sentence, before any handler runs (Voilà's page handlers ask only who the user
  is, never the authorizer).
- `WorkshopAuthorizer` answers Jupyter Server's own question for the kernel API and websockets: a
  learner may reach a kernel only if it runs a notebook outside instructor/.

A short learner token is enough because the learners' role cannot run code of its own choosing:
Voilà's kernel websockets pass only widget (comm) and kernel-info messages, never an execute
request, so a learner can only press what the course's pages offer.
"""

from __future__ import annotations

import hmac
import os
import secrets
from pathlib import PurePosixPath
from urllib.parse import unquote

from jupyter_server.auth.authorizer import Authorizer
from jupyter_server.auth.identity import IdentityProvider, User
from tornado import web
from traitlets import Unicode

LEARNER = "learner"
INSTRUCTOR = "instructor"
# The folder (at any depth: instructor/ and ms/instructor/) only the instructor may open.
INSTRUCTOR_FOLDER = "instructor"
# A learner token is read out and typed on a phone: capitals and digits, none that look alike
# (no 0/O, 1/I/L), so 10 of them carry about 49 bits.
LEARNER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LEARNER_TOKEN_LENGTH = 10


def new_learner_token(length: int = LEARNER_TOKEN_LENGTH) -> str:
    """A fresh learners' token: `length` characters of `LEARNER_ALPHABET`."""
    return "".join(secrets.choice(LEARNER_ALPHABET) for _ in range(length))


def instructor_only(path: str) -> bool:
    """Whether a request path (or a folder) lies under an instructor/ folder, compared without
    case (a case-insensitive file system opens Instructor/ too) and after %-decoding."""
    parts = PurePosixPath(unquote(path or "")).parts
    return any(part.casefold() == INSTRUCTOR_FOLDER for part in parts)


def refusal(path: str) -> str:
    """The 403 page's one sentence, in the language of the page asked for."""
    from charleston_lessons.widgets._join import refusal_sentence

    parts = PurePosixPath(unquote(path or "")).parts
    return refusal_sentence("ms" if "ms" in parts else "en")


def _same(given: str, token: str) -> bool:
    return bool(given and token) and hmac.compare_digest(given.encode(), token.encode())


def _user(role: str) -> User:
    return User(username=role, name=role, display_name=role)


class WorkshopIdentityProvider(IdentityProvider):
    """The instructor's token (the server's own) or the learners' decides who a request is."""

    learner_token = Unicode("", config=True, help="The learners' token (short, read out to the room).")

    def role_for(self, given: str | None) -> str | None:
        """INSTRUCTOR or LEARNER for a token, None for anything else."""
        if _same(given or "", self.token or ""):
            return INSTRUCTOR
        if _same(given or "", self.learner_token):
            return LEARNER
        return None

    async def get_user_token(self, handler: web.RequestHandler) -> User | None:
        role = self.role_for(self.get_token(handler))
        return _user(role) if role else None

    def process_login_form(self, handler: web.RequestHandler) -> User | None:
        role = self.role_for(handler.get_argument("password", default=""))
        return _user(role) if role else None

    async def _get_user(self, handler: web.RequestHandler) -> User | None:
        user = await super()._get_user(handler)
        if user is not None and user.username != INSTRUCTOR and instructor_only(handler.request.path):
            # Known before refusing, so the error page (which names the user) can be drawn.
            handler.current_user = handler._jupyter_current_user = user  # type: ignore[attr-defined]
            raise web.HTTPError(403, refusal(handler.request.path))
        return user


class WorkshopAuthorizer(Authorizer):
    """The instructor may do everything; a learner nothing under instructor/, kernels included."""

    def is_authorized(self, handler: web.RequestHandler, user: User, action: str, resource: str) -> bool:
        if user is not None and user.username == INSTRUCTOR:
            return True
        if user is None:
            return False
        if instructor_only(handler.request.path):
            return False
        if resource == "kernels":
            kernel_id = (handler.path_kwargs or {}).get("kernel_id")
            return kernel_id is None or not self._instructor_kernel(handler, kernel_id)
        return True

    @staticmethod
    def _instructor_kernel(handler: web.RequestHandler, kernel_id: str) -> bool:
        """Whether a kernel runs a notebook in an instructor/ folder (from the folder Voilà
        started it in, relative to the served folder); unknown kernels count as the instructor's."""
        try:
            kernel = handler.settings["kernel_manager"].get_kernel(kernel_id)
        except (KeyError, AttributeError):
            return False  # no such kernel: the handler answers 404 itself
        cwd = (getattr(kernel, "_launch_args", None) or {}).get("cwd")
        if not cwd:
            return True
        root = getattr(handler.settings.get("contents_manager"), "root_dir", "") or "/"
        relative = os.path.relpath(cwd, root)
        return relative.startswith("..") or instructor_only(relative)
