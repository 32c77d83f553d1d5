"""The command line: the click group (``group``), the short path that answers the commands run most without click (``launcher``), and their text output."""
