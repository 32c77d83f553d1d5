"""Regenerate the README's screenshots of the site (docs/screenshots/*.png).

    .venv/bin/python scripts/screenshots.py

Builds the site into a temporary folder and photographs a card page and an
explanation page with headless Chromium (Debian's ``chromium`` package) at a
phone's and a desktop's width, and the explanation once more in the dark
colour scheme. Then plays the README's 2,000-game study (seed 1, on every core)
and photographs the top of its ``--report`` (the extra ``report``: Plotly).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from smashup_rules.simulate.game import SimConfig
from smashup_rules.simulate.jobs import default_jobs, simulate
from smashup_rules.site import browser
from smashup_rules.web import urls
from smashup_rules.site.build import build_site

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
SHOTS = (
    ("card-desktop.png", urls.card_page("pirates/first-mate"), browser.DESKTOP, False),
    ("card-phone.png", urls.card_page("pirates/first-mate"), browser.PHONE, False),
    ("explanation-desktop.png", urls.scenario_page("powderkeg-unkillable"), browser.DESKTOP, False),
    ("explanation-phone.png", urls.scenario_page("powderkeg-unkillable"), browser.PHONE, False),
    ("explanation-phone-dark.png", urls.scenario_page("powderkeg-unkillable"), browser.PHONE, True),
)
REPORT_SHOT = "report-desktop.png"
REPORT_SIZE = (browser.DESKTOP[0], 2000)  # the title, the factions' chart and the pairing heat map
REPORT_STUDY = SimConfig(games=2000, seed=1)


def main() -> int:
    if browser.find_chromium() is None:
        print("no chromium on PATH: apt-get install chromium", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="smashup-site-") as folder:
        site = Path(folder)
        build_site(site, features=ROOT / "features", scenarios=ROOT / "scenarios")
        for name, page, size, dark in SHOTS:
            browser.screenshot((site / page).as_uri(), OUT / name, size, dark=dark)
            print(OUT / name)
        from smashup_rules.simulate.report import write_report  # Plotly: only this shot needs it

        REPORT_STUDY.jobs = default_jobs()
        report = site / "report.html"
        write_report(report, simulate(REPORT_STUDY))
        browser.screenshot(report.as_uri(), OUT / REPORT_SHOT, REPORT_SIZE)
        print(OUT / REPORT_SHOT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
