"""A strategy's whole decision tree: built once, written as JSON, Graphviz DOT or a cheat sheet.

A node is ``{"guess": "1122", "remaining": 1296, "children": {"1 0": node, ...}}``: the guess
played when ``remaining`` codes are still possible, and for each answer other than all black
the node played next (the all-black answer ends the branch).  The tree plays exactly as
``strategy_stats`` does (the same player), so replaying it against every secret gives the same
total; ``play --tree FILE`` plays from a saved tree without computing anything.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mmnotation._cache import write_whole
from mmnotation.codes.score import score, unpack
from mmnotation.codes.space import MAX_CODES, PLAY_MAX_CODES
from mmnotation.errors import GameError, MastermindError, NotationError, printable
from mmnotation.model import Code, Feedback, Game
from mmnotation.stats.player import Player, first_digits
from mmnotation.strategies.optimal import Proof
from mmnotation.strategies.recommendation import Strategy

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]

Node = dict[str, Any]
TREE_FORMAT = 1  # the version of the JSON written, checked when a tree is read back


def strategy_tree(
    game: Game,
    strategy: Strategy | str = Strategy.MINIMAX,
    *,
    first: Code | str | None = None,
    seed: int | None = None,
    progress: Callable[[float], None] | None = None,
    max_turns: int | None = None,
    proof: Callable[[Proof], None] | None = None,
) -> Node:
    """The decision tree of ``strategy`` on ``game`` (``first`` forces the opening guess; the
    optimal strategy keeps ``max_turns`` and tells ``proof`` what its search has proven so far).

    Raises GameError as strategy_stats does, and for a game of more than ``MAX_CODES`` codes.

    >>> tree = strategy_tree(Game(2, tuple("123")))
    >>> tree["guess"], tree["remaining"], sorted(tree["children"])
    ('11', 9, ['0 0', '1 0'])
    """
    if game.size > MAX_CODES:  # not the space's message: `stats` alone plays more (PLAY_MAX_CODES)
        raise GameError(
            f"{game.size:,} codes are too many for a decision tree (at most {MAX_CODES:,}); "
            f"the statistics alone are played up to {PLAY_MAX_CODES:,} codes"
        )
    player = Player(game, Strategy.of(strategy), first_digits(game, first), seed, max_turns)
    if player.strategy is Strategy.OPTIMAL:
        progress = player.prepare(progress, proof)  # the search once, then the tree is read off it
    return _tree(player, progress)


def known_tree(
    game: Game,
    *,
    first: Code | str | None = None,
    max_turns: int | None = None,
    progress: Callable[[float], None] | None = None,
) -> Node:
    """The best tree known after an optimal search of ``game`` was interrupted: the optimal
    guess at every node the search solved, the expected heuristic's (Irving) at the others.
    Nothing is searched; ``max_turns`` is the interrupted search's limit, which the heuristic's
    nodes may not keep (see ``tree_total``).

    Raises GameError as strategy_tree does.
    """
    player = Player(game, Strategy.OPTIMAL, first_digits(game, first), None, max_turns, known_only=True)
    return _tree(player, progress)


def _tree(player: Player, progress: Callable[[float], None] | None) -> Node:
    """The tree ``player`` plays over every secret of its game."""
    import numpy as np

    game, sp = player.game, player.sp
    done = [0]

    def settle(n: int) -> None:
        done[0] += n
        if progress is not None:
            progress(done[0] / sp.size)

    def node(cands: Indices, path: tuple[int, ...], history: list[tuple[int, ...]]) -> Node:
        n = len(cands)
        if n <= 2 and not player.strategy.rule.seeded:
            # one code left is the guess; of two, the first (it fits, splits them, and is lowest)
            out: Node = {"guess": _code(game, player.digits(int(cands[0]))), "remaining": n, "children": {}}
            if n == 2:
                last = int(cands[1])
                feedback = int(sp.packed(np.array([int(cands[0])], dtype=np.intp), np.array([last]))[0][0])
                out["children"][_label(feedback, game.pegs)] = {
                    "guess": _code(game, player.digits(last)),
                    "remaining": 1,
                    "children": {},
                }
            settle(n)
            return out
        guess = player.guess(cands, path, history)
        digits = player.digits(guess)
        children: dict[str, Node] = {}
        history.append(digits)
        for feedback, group in player.split(guess, cands):
            if feedback == sp.solved:
                settle(1)
                continue
            children[_label(feedback, game.pegs)] = node(group, (*path, feedback), history)
        history.pop()
        return {"guess": _code(game, digits), "remaining": n, "children": children}

    return node(sp.everything(), (), [])


def _code(game: Game, digits: tuple[int, ...]) -> str:
    return game.code(list(digits)).symbols


def _label(feedback: int, pegs: int) -> str:
    return unpack(feedback, pegs).key


# ---------------------------------------------------------------- replaying


def turns(tree: Node, secret: Code, game: Game) -> Iterator[tuple[Code, Feedback]]:
    """The guesses the tree plays against ``secret`` and their answers, up to the all-black one.

    Raises GameError when the tree has no branch for an answer (a tree of another game).
    """
    node: Node | None = tree
    while node is not None:
        guess = Code(node["guess"])
        answer = score(guess, secret)
        yield guess, answer
        if answer.black == game.pegs:
            return
        node = node["children"].get(answer.key)
        if node is None:
            raise GameError(
                f"the tree has no branch for the answer {answer} to {guess}: is it a tree of this game?"
            )


def tree_total(tree: Node, depth: int = 1) -> tuple[int, dict[int, int]]:
    """Guesses in all over every secret the tree solves, and how many secrets take each number."""
    dist: dict[int, int] = {}

    def walk(node: Node, depth: int) -> None:
        # the node's guess ends the game for one secret (when it is a code that can remain)
        solved_here = node["remaining"] - sum(child["remaining"] for child in node["children"].values())
        if solved_here:
            dist[depth] = dist.get(depth, 0) + solved_here
        for child in node["children"].values():
            walk(child, depth + 1)

    walk(tree, depth)
    return sum(k * v for k, v in dist.items()), dist


# ---------------------------------------------------------------- files


def write_tree(tree: Node, game: Game, strategy: Strategy | str, path: str | Path, depth: int = 2) -> None:
    """Write ``tree`` to ``path``: Graphviz DOT for ``.dot``, a cheat sheet for ``.txt``, else JSON.

    Raises OSError when the file cannot be written.
    """
    target = Path(path)
    name = str(getattr(strategy, "value", strategy))
    if target.suffix.lower() == ".dot":
        text = tree_dot(tree, game, name)
    elif target.suffix.lower() == ".txt":
        text = cheat_sheet(tree, game, name, depth)
    else:
        header = {"format": TREE_FORMAT, "game": game.directives(), "strategy": name}
        text = json.dumps({**header, "tree": tree}, separators=(",", ":")) + "\n"
    if target.exists() and not target.is_file():
        raise IsADirectoryError(21, "not a regular file", str(target))
    write_whole(str(target), text)  # a full disk leaves the tree that was there, never half a file


MAX_TREE_BYTES = 1 << 30
"""The largest tree file read (a tree of every secret of 7x7 is far smaller): /dev/zero is no tree."""


def read_tree(path: str | Path) -> tuple[Game, str, Node]:
    """The game, strategy and tree of a JSON tree file, each node checked.  Raises GameError (no
    regular file, too large, not a tree, a node that is no node of the game) or OSError."""
    import stat

    name = printable(str(path))
    mode = Path(path).stat().st_mode
    if not stat.S_ISREG(mode):  # a FIFO would wait for ever, /dev/zero never end
        raise GameError(f"{name!r} is not a regular file; give a tree file written by 'stats --tree'")
    with open(path, "rb") as handle:
        raw = handle.read(MAX_TREE_BYTES + 1)
    if len(raw) > MAX_TREE_BYTES:
        raise GameError(f"{name!r} is larger than any tree file ({MAX_TREE_BYTES:,} bytes at most)")
    not_a_tree = f"{name!r} is not a strategy tree written by 'stats --tree'"
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # not UTF-8, not JSON, nested too deep
        raise GameError(f"{not_a_tree} ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != TREE_FORMAT:
        raise GameError(f"{name!r} is not a tree file of this version (format {TREE_FORMAT})")
    if "game" not in data or "tree" not in data:
        raise GameError(f"{not_a_tree} (no {'game' if 'game' not in data else 'tree'})")
    try:
        game = Game.parse(data["game"])
    except MastermindError as exc:  # the game's directives edited: the file is named, then what is wrong
        said = exc.message if isinstance(exc, NotationError) else str(exc)  # one line, no caret
        raise GameError(f"{not_a_tree} (its game: {said})") from None
    tree = data["tree"]
    _check_node(tree, game, "the tree", name)
    return game, str(data.get("strategy", "")), tree


def _check_node(node: object, game: Game, where: str, name: str) -> None:
    """A node as ``stats --tree`` writes it, each child too; a GameError names the first that is not."""
    stack: list[tuple[object, str]] = [(node, where)]
    while stack:
        node, where = stack.pop()
        problem = _node_problem(node, game)
        if problem is not None:
            raise GameError(f"{name!r} is not a strategy tree written by 'stats --tree': {where} {problem}")
        assert isinstance(node, dict)
        for key, child in node["children"].items():
            stack.append((child, f"{where} → {key!r}"))


def _node_problem(node: object, game: Game) -> str | None:
    if not isinstance(node, dict):
        return f"is {type(node).__name__}, not a node (an object with guess, remaining and children)"
    guess, remaining, children = node.get("guess"), node.get("remaining"), node.get("children")
    if not isinstance(guess, str) or len(guess) != game.pegs or any(ch not in game.colors for ch in guess):
        return f"has the guess {guess!r}, which is no code of the game ({game})"
    if isinstance(remaining, bool) or not isinstance(remaining, int) or not 1 <= remaining <= game.size:
        return f"has 'remaining' {remaining!r}, not a count of codes from 1 to {game.size:,}"
    if not isinstance(children, dict):
        return f"has 'children' of {type(children).__name__}, not an object of answers"
    for key in children:
        if not isinstance(key, str) or _answer(key, game.pegs) is None:
            return f"has the answer {key!r}, which is no answer of a game of {game.pegs} pegs ('2 1')"
    return None


def _answer(key: str, pegs: int) -> tuple[int, int] | None:
    parts = key.split(" ")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 2 for p in parts):
        return None
    black, white = int(parts[0]), int(parts[1])
    return (black, white) if black + white <= pegs else None


def tree_dot(tree: Node, game: Game, strategy: str) -> str:
    """The tree as a Graphviz digraph: a node a guess (with the codes remaining), an edge an answer."""
    lines = [
        "digraph strategy {",
        f'  label="{strategy}, {game}"; labelloc=t;',
        "  node [shape=box, fontname=monospace];",
    ]
    count = [0]

    def visit(node: Node) -> str:
        name = f"n{count[0]}"
        count[0] += 1
        lines.append(f'  {name} [label="{node["guess"]}\\n{node["remaining"]} left"];')
        for answer, child in node["children"].items():
            lines.append(f'  {name} -> {visit(child)} [label="{answer}"];')
        return name

    visit(tree)
    lines.append("}")
    return "\n".join(lines) + "\n"


def cheat_sheet(tree: Node, game: Game, strategy: str, depth: int = 2) -> str:
    """The tree as text a person can follow at the table, ``depth`` guesses deep.

    >>> print(cheat_sheet(strategy_tree(Game(2, tuple("123"))), Game(2, tuple("123")), "minimax", 1), end="")
    Strategy minimax, 2 pegs, 3 colours 123: play the first guess, then the line of its answer.
    Play 11 (9 codes possible)
      answered 0 0: play 22 (4 left)
      answered 1 0: play 12 (4 left)
    """
    rows = [f"Strategy {strategy}, {game}: play the first guess, then the line of its answer."]
    rows.append(f"Play {tree['guess']} ({tree['remaining']} codes possible)")

    def visit(node: Node, level: int, said: str) -> None:
        if level > depth:
            return
        for answer, child in node["children"].items():
            where = f"{said}, {answer}" if said else answer
            rows.append(f"{'  ' * level}answered {where}: play {child['guess']} ({child['remaining']} left)")
            visit(child, level + 1, where)

    visit(tree, 1, "")
    return "\n".join(rows) + "\n"
