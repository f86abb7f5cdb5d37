"""Lay generated text out within 120 columns, as the hand-written code is.

Two Jinja filters: `fit` breaks long code lines inside their brackets (Python continues a line
there without a backslash), so a call's arguments line up under its first one; `fill` wraps a
docstring's text (a long signature, a formula) at its commas. Neither changes what the code does:
the tokens are the same, only the line breaks move.
"""
import io
import re
import tokenize
from dataclasses import dataclass, field

WIDTH = 120

#: Leave at least this much room after a bracket before breaking inside it (else the arguments
#: would stand in a narrow column at the right edge).
_MIN_ROOM = 30


@dataclass
class _Brackets:
    """An opening bracket's column, its closing one's, and where its content may break: after a
    comma, or before a boolean operator (both at the bracket's own depth)."""
    open: int
    close: int
    breaks: list[tuple[int, int]] = field(default_factory=list)  # (end of a piece, start of the next)


def _brackets(line: str) -> list[_Brackets] | None:
    """The bracket pairs of one line of code, outermost first; None when the line is not complete
    code by itself (a docstring's text, the opening line of a multi-line import)."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(line).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None
    pairs: list[_Brackets] = []
    stack: list[_Brackets] = []
    for previous, tok, following in zip([None, *tokens], tokens, tokens[1:]):
        col = tok.start[1]
        binary = (tok.string in ("+", "-") and previous is not None
                  and (previous.type in (tokenize.NAME, tokenize.NUMBER, tokenize.STRING) or previous.string in ")]}"))
        if stack and ((tok.type == tokenize.NAME and tok.string in ("or", "and", "for", "if", "else")) or binary):
            stack[-1].breaks.append((col - 1, col))
        elif tok.type != tokenize.OP:
            continue
        elif tok.string in "([{":
            stack.append(_Brackets(col, -1))
            pairs.append(stack[-1])
        elif tok.string in ")]}":
            stack.pop().close = col
        elif tok.string == "," and stack:
            stack[-1].breaks.append((col + 1, following.start[1]))
    return sorted(pairs, key=lambda b: b.open)


def _fit_piece(line: str, pairs: list[_Brackets], pad: int, start: int, end: int, width: int,
               room: int = _MIN_ROOM) -> list[str]:
    """Lines for line[start:end] written at column `pad`, broken inside the bracket of it that
    gives the fewest lines within `width` (breaking inside that bracket's pieces in turn)."""
    text = " " * pad + line[start:end]
    if len(text) <= width:
        return [text]
    best = [text]
    for lines in _splits(line, pairs, pad, start, end, width, room):
        if (max(map(len, lines)), len(lines)) < (max(map(len, best)), len(best)) or (
                max(map(len, lines)) <= width and (max(map(len, best)) > width or len(lines) < len(best))):
            best = lines
    return best


def _splits(line: str, pairs: list[_Brackets], pad: int, start: int, end: int, width: int, room: int):
    """Each way of breaking line[start:end] inside one of its brackets."""
    for b in pairs:
        column = pad + b.open - start + 1  # where the continuation lines start
        breaks = [(e, s) for e, s in b.breaks if e < b.close and s <= b.close]
        if b.open < start or b.close >= end or not breaks or column > width - room:
            continue
        starts = [start] + [s for _, s in breaks]
        ends = [e for e, _ in breaks] + [end]
        spans = list(zip(starts, ends))
        pieces = []
        current_pad, current_start, current_end = pad, start, ends[0]
        for s, e in spans[1:]:
            if current_pad + (e - current_start) <= width:
                current_end = e
                continue
            pieces.append((current_pad, current_start, current_end))
            current_pad, current_start, current_end = column, s, e
        pieces.append((current_pad, current_start, current_end))
        if len(pieces) == 1:
            continue
        others = [p for p in pairs if p is not b]
        yield [out for p, s, e in pieces for out in _fit_piece(line, others, p, s, e, width, room)]


def fit_line(line: str, width: int = WIDTH) -> list[str]:
    """One line of code as one or more lines within `width` (kept whole when it cannot break).
    An assignment whose value has no bracket to break in gets one: `x = (a + b)`."""
    if len(line) <= width:
        return [line]
    line = line.rstrip("\n")
    pairs = _brackets(line)
    if pairs is None:
        return [line]
    pad = len(line) - len(line.lstrip(" "))
    lines = _fit_piece(line, pairs, pad, pad, len(line), width)
    value = _assigned_value(line)
    if max(map(len, lines)) > width and value is not None:
        wrapped = f"{line[:value]}({line[value:]})"
        lines = _fit_piece(wrapped, _brackets(wrapped) or [], pad, pad, len(wrapped), width)
    if max(map(len, lines)) > width:   # (deeply nested calls: break nearer the right edge, if that fits)
        narrow = _fit_piece(line, _brackets(line) or [], pad, pad, len(line), width, _MIN_ROOM // 3)
        lines = narrow if max(map(len, narrow)) <= width else lines
    return [out.rstrip() for out in lines]


def _assigned_value(line: str) -> int | None:
    """Where the value of a plain assignment (`name = value`, not inside brackets) starts."""
    match = re.match(r" *[A-Za-z_][\w.]*(, *[A-Za-z_][\w.\[\]]*)* = ", line)
    return match.end() if match else None


def fit(text: str, width: int = WIDTH) -> str:
    """Every line of a block of generated code, fitted (the `fit` filter)."""
    return "\n".join(out for line in text.split("\n") for out in fit_line(line, width))


def fill(text: str, indent: int, first: int | None = None, last: int = 0, width: int = WIDTH) -> str:
    """Docstring text wrapped at its commas (at spaces when a part has none) to lines that start at
    column `indent`; `first` is the column the text starts at on its first line (after the opening
    quotes), `last` the room the closing quotes need after it."""
    start = indent if first is None else first
    words = [w for part in re.split(r"(?<=,) ", text) for w in _split_long(part, width - indent)]
    lines, current, column = [], "", start
    for word in words:
        candidate = f"{current} {word}" if current else word
        if current and column + len(candidate) > width:
            lines.append(current)
            current, column = word, indent
        else:
            current = candidate
    if current and column + len(current) + last > width and " " in current:
        head, tail = current.rsplit(" ", 1)
        lines.append(head)
        current = tail
    lines.append(current)
    # (a break at a run of spaces, as before "[derivatives.yaml:N]", leaves none at a line's end)
    return ("\n" + " " * indent).join(line.rstrip() for line in lines)


def _split_long(part: str, room: int) -> list[str]:
    """A comma-free part longer than a line, cut at its spaces."""
    return [part] if len(part) <= room else part.split(" ")
