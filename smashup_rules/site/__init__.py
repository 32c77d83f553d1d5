"""``smashup site OUT``: the reference and the disputed plays as a static site.

Nothing here is imported by the short commands (``card``, ``search``,
``explain FILE``); ``explain --format markdown|html`` uses only ``urls`` and
``linker``.
"""
