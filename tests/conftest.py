"""The suite's Hypothesis tests draw their examples from a fixed seed, so that a run of the suite
(CI's too) is the same run every time, and a failure it finds is found again. To search afresh,
as a fuzzer would: ``HYPOTHESIS_PROFILE=explore python -m pytest tests/test_explain_fuzz.py``."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("suite", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))
