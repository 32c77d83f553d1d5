"""Import the seed documents into the committed JSON data (``python -m smashup_rules.importer``)."""
