"""A real PostgreSQL server for the tests, started and stopped by the tests themselves.

`postgres_server()` runs Debian's `initdb` into a temporary folder and `pg_ctl start` on a
free port of 127.0.0.1 (its socket in the same folder), and at the end stops the server by
its PID and removes the folder. PostgreSQL refuses to run as root, and CI runs as root: then
the server runs as the `postgres` system user that Debian's package makes (else `nobody`),
through `runuser`, and the folder is that user's.

The `postgres_url` fixture (one server per test module) yields the server's URL; each test
that wants a clean room takes `fresh_schema(url)`. Where PostgreSQL cannot be started the
fixture skips with a sentence saying why, except in CI (CI=true), where it fails: `.ci/run`
installs the `postgresql` package, so there it must run.

    from postgres import postgres_url  # noqa: F401 - a fixture, for the tests of this module
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

START_SECONDS = 60  # the longest a server takes to start
STOP_SECONDS = 30
SUPERUSER = "postgres"  # the role initdb makes, trusted on the server's own folder and loopback


class PostgresUnavailable(Exception):
    """PostgreSQL could not be started here; the message says why."""


def find_program(name: str) -> str | None:
    """`name` (initdb, pg_ctl) on PATH, else in Debian's /usr/lib/postgresql/<version>/bin, the
    newest version first."""
    found = shutil.which(name)
    if found:
        return found
    candidates = glob.glob(f"/usr/lib/postgresql/*/bin/{name}")

    def version(path: str) -> tuple[int, ...]:
        part = Path(path).parents[1].name
        return tuple(int(n) for n in part.split(".") if n.isdigit())

    candidates.sort(key=version, reverse=True)
    return candidates[0] if candidates else None


def _server_user() -> str | None:
    """The user to run the server as: None when we are not root (the server runs as us)."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
        except KeyError:
            continue
        return name
    raise PostgresUnavailable("running as root, and there is no postgres or nobody user to run the server as")


def _as(user: str | None, command: list[str]) -> list[str]:
    if user is None:
        return command
    runuser = shutil.which("runuser")
    if runuser:
        return [runuser, "-u", user, "--", *command]
    setpriv = shutil.which("setpriv")
    if setpriv:
        entry = pwd.getpwnam(user)
        return [setpriv, f"--reuid={entry.pw_uid}", f"--regid={entry.pw_gid}", "--clear-groups", *command]
    raise PostgresUnavailable("running as root, and neither runuser nor setpriv is here to drop to another user")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie (our child, not reaped) counts as gone
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


def _stop(pid: int, how: int = signal.SIGQUIT) -> None:
    """Stop the server by its PID: an immediate shutdown (SIGQUIT: no checkpoint, as its folder
    is removed next; SIGINT, a fast shutdown that keeps every commit), then SIGKILL if it hangs."""
    try:
        os.kill(pid, how)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + STOP_SECONDS
    while time.monotonic() < deadline:
        if not _alive(pid):
            return
        time.sleep(0.05)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


@contextmanager
def postgres_server() -> Iterator[str]:
    """A running PostgreSQL server for as long as the block lasts: its URL (the `postgres`
    database, superuser `postgres`, no password, on 127.0.0.1)."""
    initdb, pg_ctl = find_program("initdb"), find_program("pg_ctl")
    if not initdb or not pg_ctl:
        raise PostgresUnavailable("initdb and pg_ctl were not found (Debian's postgresql package has them)")
    user = _server_user()
    # Run as another user, the server must reach its folder: /tmp is open to every user, where
    # a TMPDIR of root's own might not be.
    where = "/tmp" if user is not None and os.path.isdir("/tmp") else None
    folder = Path(tempfile.mkdtemp(prefix="charleston-pg-", dir=where))
    pid: list[int] = []
    try:
        url = _start(initdb, pg_ctl, user, folder, pid)
    except BaseException:
        _clean(folder, pid)
        raise
    try:
        yield url
    finally:
        _clean(folder, pid)


def _start(initdb: str, pg_ctl: str, user: str | None, folder: Path, pid: list[int]) -> str:
    """initdb and pg_ctl start in `folder`; the server's PID goes into `pid`; its URL."""
    try:
        if user is not None:
            entry = pwd.getpwnam(user)
            os.chown(folder, entry.pw_uid, entry.pw_gid)
        folder.chmod(0o700)
        data, log = folder / "data", folder / "server.log"
        done = subprocess.run(
            _as(user, [initdb, "-D", str(data), "-U", SUPERUSER, "-A", "trust", "-E", "UTF8",
                       "--no-sync", "--locale=C"]),
            capture_output=True, text=True, timeout=START_SECONDS, cwd=folder)
        if done.returncode:
            raise PostgresUnavailable(f"initdb failed: {(done.stderr or done.stdout).strip()[-400:]}")
        port = _free_port()
        options = (f"-h 127.0.0.1 -p {port} -k {folder} -c fsync=off -c synchronous_commit=off "
                   "-c full_page_writes=off -c max_connections=100")
        done = _run_server(pg_ctl, user, folder, options, pid)
        if done.returncode:
            tail = log.read_text()[-400:] if log.exists() else done.stderr
            raise PostgresUnavailable(f"pg_ctl start failed: {tail.strip()}")
    except (OSError, ValueError, subprocess.SubprocessError) as error:
        raise PostgresUnavailable(f"PostgreSQL could not be started: {error}") from error
    url = f"postgresql://{SUPERUSER}@127.0.0.1:{port}/postgres"
    _RUNNING[url] = (pg_ctl, user, folder, options, pid)
    return url


def _run_server(pg_ctl: str, user: str | None, folder: Path, options: str, pid: list[int]) -> subprocess.CompletedProcess:
    """Start the server whose data is in `folder` (pg_ctl waits until it takes connections);
    its PID goes into `pid`, to stop it by."""
    data, log = folder / "data", folder / "server.log"
    done = subprocess.run(
        _as(user, [pg_ctl, "-D", str(data), "-l", str(log), "-w", "-t", str(START_SECONDS), "-o", options, "start"]),
        capture_output=True, text=True, timeout=START_SECONDS + 10, cwd=folder)
    pid_file = data / "postmaster.pid"
    if pid_file.exists():
        pid.append(int(pid_file.read_text().split()[0]))
    return done


_RUNNING: dict[str, tuple[str, str | None, Path, str, list[int]]] = {}  # a server's URL: how to start it again


@contextmanager
def outage(url: str) -> Iterator[None]:
    """The server of `url` (a `fresh_schema` URL too) stopped for as long as the block lasts,
    then started again on the same port with the same data: a real outage, as a restart is."""
    pg_ctl, user, folder, options, pid = _RUNNING[url.split("?")[0]]
    for number in pid:
        _stop(number, signal.SIGINT)  # every commit kept (the server runs with synchronous_commit off)
    pid.clear()
    try:
        yield
    finally:
        done = _run_server(pg_ctl, user, folder, options, pid)
        log = folder / "server.log"
        assert done.returncode == 0, (log.read_text()[-400:] if log.exists() else done.stderr)


def _clean(folder: Path, pid: list[int]) -> None:
    """Stop the server (by its PID) and remove its folder."""
    for number in pid:
        _stop(number)
    for url, running in list(_RUNNING.items()):
        if running[2] == folder:
            del _RUNNING[url]
    shutil.rmtree(folder, ignore_errors=True)


_counter = itertools.count(1)


def fresh_schema(url: str) -> str:
    """The URL of a new, empty schema on the server at `url` (its own search path): a clean
    place for one test, made at once (a new database would copy a template of megabytes)."""
    import psycopg

    name = f"room_{os.getpid()}_{next(_counter)}"
    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute(f'CREATE SCHEMA "{name}"')
    return f"{url}?options=-c%20search_path%3D{name}"


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    """One PostgreSQL server for the test module; skipped (failed in CI) where it cannot start."""
    try:
        try:
            import psycopg  # noqa: F401 - the driver the room store and these tests use
        except ImportError:
            raise PostgresUnavailable("the psycopg driver is not installed (make test installs it)") from None
        server = postgres_server()
        url = server.__enter__()
    except PostgresUnavailable as why:
        if os.environ.get("CI") == "true":
            pytest.fail(f"PostgreSQL must run in CI: {why}")
        pytest.skip(f"PostgreSQL could not be started here ({why}); .ci/run installs it")
    try:
        yield url
    finally:
        server.__exit__(None, None, None)
