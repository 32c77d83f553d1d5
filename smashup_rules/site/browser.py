"""Headless Chromium for checking the site as a reader sees it: the DOM after the
page's scripts ran, and screenshots at a phone's and a desktop's width. Used by
the tests and by ``scripts/screenshots.py``; no browser driver library, only the
``chromium`` command line."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
PHONE = (390, 844)
DESKTOP = (1280, 900)
TIMEOUT = 60  # seconds; a cold start on a busy machine takes several


def find_chromium() -> str | None:
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return None


def _run(url: str, *options: str) -> subprocess.CompletedProcess:
    chromium = find_chromium()
    if chromium is None:
        raise FileNotFoundError("no chromium on PATH")
    with tempfile.TemporaryDirectory(prefix="smashup-chromium-") as profile:
        command = [
            chromium,
            "--headless",
            "--no-sandbox",  # containers and CI run it as root, where the sandbox cannot start
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            f"--user-data-dir={profile}",
            *options,
            url,
        ]
        return subprocess.run(command, capture_output=True, timeout=TIMEOUT, check=True, env={**os.environ, "LANG": "en_US.UTF-8"})


def dump_dom(url: str) -> str:
    """The page's DOM once it has loaded and its scripts have run."""
    return _run(url, "--virtual-time-budget=5000", "--dump-dom").stdout.decode("utf-8")


def screenshot(url: str, path: Path, size: tuple[int, int], *, dark: bool = False) -> Path:
    """A PNG of the top of the page in a window of ``size`` (width, height) pixels."""
    path = Path(path).resolve()
    path.parent.mkdir(parents=True, exist_ok=True)
    options = [f"--window-size={size[0]},{size[1]}", f"--screenshot={path}", "--virtual-time-budget=3000"]
    if dark:
        options.append("--blink-settings=preferredColorScheme=0")
    _run(url, *options)
    return path
