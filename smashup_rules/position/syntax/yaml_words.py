"""PyYAML's syntax errors said in our words: what was expected and what was found, where.

PyYAML names its parser's states ("while parsing a block collection, expected <block end>,
but found '<block mapping start>'"), which tells a judge writing a board by hand nothing about
the mistake. Each of its errors is a context (what it was reading, and where that started) and
a problem (what it found, and where): the common ones are said here as the mistake they come
from; any other keeps PyYAML's words after ours.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    import yaml

# PyYAML's names of what it found, as a reader would say them.
_TOKENS = {
    "<block mapping start>": "a key",
    "<block sequence start>": "a list entry ('-')",
    "<block end>": "the end of the block",
    "<scalar>": "a value",
    "<stream end>": "the end of the file",
    "-": "a list entry ('-')",
    ",": "a comma",
    ":": "a colon",
}


def _found(problem: str) -> str:
    """What the problem says was found: "but found X" / "but got X"."""
    for marker in ("but found ", "but got "):
        if marker in problem:
            token = problem.rpartition(marker)[2].strip("'")
            return _TOKENS.get(token, f"'{token}'")
    return problem


def in_our_words(error: yaml.MarkedYAMLError) -> str:
    """The message for ``error``, without its place (the caller puts ``file:line:col`` first)."""
    context, problem = error.context or "", error.problem or ""
    started = error.context_mark
    where = f" at line {started.line + 1}, column {started.column + 1}" if started is not None else ""
    if context in ("while parsing a block collection", "while parsing a block mapping") and problem.startswith("expected <block end>"):
        return (f"expected the indentation of the list or mapping that starts{where}, found {_found(problem)} at another "
                "column: the keys of one mapping, and the '-' of one list, line up")
    if context == "while scanning for the next token" and "'\\t'" in problem:
        return "expected spaces, found a tab: YAML indents with spaces only"
    if context == "while scanning for the next token" and "cannot start any token" in problem:
        character = problem.partition("found character ")[2].partition(" that")[0]
        return f"expected a value, found {character}, which cannot begin one: write the value in quotes"
    if problem == "mapping values are not allowed here":
        return ("expected one 'key: value' on this line, found a second ': ': a value that holds a colon and a space "
                'is written in quotes ("Alice: Walker")')
    if context == "while scanning a simple key":
        return "expected 'key: value', found a key without its colon"
    if context in ("while scanning a quoted scalar", "while scanning a double-quoted scalar"):
        return f"expected the closing quote of the text opened{where}, found {'the end of the file' if 'end of stream' in problem else problem.removeprefix('found ')}"
    if context == "while parsing a flow sequence":
        return f"expected ',' or ']' in the list opened with '['{where}, found {_found(problem)}"
    if context == "while parsing a flow mapping":
        return f"expected ',' or '}}' in the mapping opened with '{{'{where}, found {_found(problem)}"
    if context == "while parsing a node" or problem.startswith("expected the node content"):
        return f"expected a value, found {_found(problem)}"
    if context == "while scanning a block scalar":
        return f"expected a block of text after '|' or '>', {problem}"
    if context in ("while scanning an alias", "while scanning an anchor"):
        return "expected plain data, found '*' or '&' (an alias or an anchor): positions use neither; write such a value in quotes"
    if context in ("while scanning a tag", "while parsing a tag"):
        return "expected plain data, found '!' (a tag): positions use no tags; write such a value in quotes"
    if context == "while scanning a directive":
        return "expected the position, found a '%' directive: positions use no directives"
    words = ", ".join(part for part in (context, problem) if part)
    if words.startswith("expected "):  # already said as what was expected (ours, or PyYAML's document rule)
        return words
    return f"expected well-formed YAML, found what PyYAML calls: {words}"
