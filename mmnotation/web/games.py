"""The secrets of the games played on the page, kept in the server's memory while they are played.

A sheet is never kept on the server (the page keeps it); a game the player breaks needs its secret
kept where the page cannot read it.  At most ``MAX_GAMES`` are kept; the oldest goes first.
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict

from mmnotation.application.play import Maker
from mmnotation.errors import GameError
from mmnotation.model import Game

MAX_GAMES = 1000


class Games:
    """Games in play by their id (an unguessable token), the oldest dropped past ``MAX_GAMES``."""

    def __init__(self, most: int = MAX_GAMES) -> None:
        self._games: OrderedDict[str, Maker] = OrderedDict()
        self._most = most
        self._lock = threading.Lock()

    def new(self, game: Game, seed: int | None = None) -> str:
        key = secrets.token_urlsafe(16)
        with self._lock:
            self._games[key] = Maker(game, seed=seed)
            while len(self._games) > self._most:
                self._games.popitem(last=False)
        return key

    def get(self, key: str) -> Maker:
        """The game of ``key``; GameError when there is none (ended, dropped, or the server restarted)."""
        with self._lock:
            maker = self._games.get(key)
            if maker is None:
                raise GameError("no such game: it ended, or the server restarted; start a new game")
            self._games.move_to_end(key)
            return maker

    def end(self, key: str) -> Maker:
        """The game of ``key``, no longer kept."""
        maker = self.get(key)
        with self._lock:
            self._games.pop(key, None)
        return maker
