"""Ruling scenarios anyone can write and run: the step vocabulary of Gherkin scenarios
(``vocabulary``, ``steps``), the pytest plugin that runs them (``plugin``, ``library``,
``collect``), ``smashup scenarios`` (``runner``) and a scenario drafted from a position
(``draft``). docs/scenarios.md lists the steps.

Nothing is imported here: pytest loads ``plugin`` in every run of the environment it is
installed in, and that must cost nothing until scenarios are asked for.
"""
