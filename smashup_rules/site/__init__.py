"""``smashup site OUT``: the reference and the disputed plays as a static site.

Nothing here is imported by the short commands (``card``, ``search``, ``explain FILE``);
what ``explain --format markdown|html`` shares with the pages is in ``smashup_rules.web``.
"""
