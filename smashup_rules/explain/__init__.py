"""A position resolved and explained: ``run`` resolves it and numbers its cited steps, ``result`` gives
the outcome and the JSON, ``text`` / ``formats`` render it for the terminal, Markdown and HTML,
``outcomes`` lists every way its decisions can go, ``session`` steps through a turn at the
terminal, ``board`` summarises a position's power, and ``cache`` keeps printed explanations."""
