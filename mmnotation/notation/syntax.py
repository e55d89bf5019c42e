"""A line's parse as a tree of the grammar's own rule and terminal names, for tools that
highlight or check the notation themselves (``mmnotation.syntax_tree``)."""

from __future__ import annotations

from dataclasses import dataclass

from mmnotation.errors import NotationSyntaxError
from mmnotation.notation.grammar import START_RULES, parse
from mmnotation.notation.reader import LineTransformer


@dataclass(frozen=True, slots=True)
class SyntaxNode:
    """A node of a line's parse: a rule of ``grammar/clues.lark`` or a terminal (a leaf).

    ``kind`` is the rule's or terminal's name; a leaf has ``text``; columns are 1-based,
    ``end`` just past the last character.
    """

    kind: str
    column: int
    end: int
    text: str = ""
    children: tuple[SyntaxNode, ...] = ()

    def pretty(self, indent: str = "") -> str:
        """The tree as indented text, one node a line."""
        if not self.children:
            return f"{indent}{self.kind} {self.text!r} @{self.column}\n"
        return f"{indent}{self.kind} @{self.column}\n" + "".join(
            child.pretty(indent + "  ") for child in self.children
        )


def syntax_tree(text: str, names: tuple[str, ...] = (), start: str = "start") -> SyntaxNode:
    """The parse of one line with the grammar's own rule and terminal names.

    For tools that highlight or check the notation themselves.  Raises NotationSyntaxError.

    >>> print(syntax_tree("RGBY 2 0").pretty(), end="")
    start @1
      clue @1
        together @1
          SYMBOLS 'RGBY' @1
        GAP ' ' @5
        feedback @6
          counts @6
            COUNTS '2 0' @6
    """
    if (
        not isinstance(text, str)
        or not isinstance(names, tuple)
        or not all(isinstance(n, str) for n in names)
    ):
        raise NotationSyntaxError("syntax_tree takes a line of text and a tuple of colour names")
    if start not in START_RULES:
        raise NotationSyntaxError(f"no rule {start!r}; expected one of {', '.join(START_RULES)}")
    from lark import Token, Tree

    parse(text, start, names, LineTransformer, 1, "<string>")  # the words checked against the table
    tree = parse(text, start, names, None, 1, "<string>")

    def convert(node: Tree[Token] | Token) -> SyntaxNode:
        if isinstance(node, Token):
            col = node.column or 1
            return SyntaxNode(node.type, col, col + len(node), str(node))
        kids = tuple(convert(c) for c in node.children if c is not None)
        if kids:
            return SyntaxNode(str(node.data), kids[0].column, kids[-1].end, "", kids)
        return SyntaxNode(str(node.data), 1, 1)

    return convert(tree)
