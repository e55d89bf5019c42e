"use strict";
// Shared by the two pages: the API, pegs drawn as coloured circles, errors listed. Every value
// from a sheet is put in the page as text (textContent), never as markup.
const MM = (() => {
  const $ = (id) => document.getElementById(id);
  const NAMED = {
    R: "red", G: "green", B: "blue", Y: "yellow", O: "orange", P: "purple", W: "white", K: "black",
    C: "cyan", M: "magenta", N: "brown", A: "grey", V: "violet", T: "teal", L: "lime", S: "silver",
  };
  const WORDS = new Set(Object.values(NAMED).concat(["pink", "gray"]));

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }

  function colourOf(symbol, game) {
    // a colour game's symbol (or its name) gives a peg colour; digits get one of ten hues
    if (game && game.names) {
      const name = String(game.names[game.colors.indexOf(symbol)] || "").toLowerCase();
      if (WORDS.has(name)) return name === "gray" ? "grey" : name;
    }
    if (/^[0-9]$/.test(symbol)) return "d" + symbol;
    return NAMED[symbol] || "other";
  }

  function code(symbols, game) {
    // a code as pegs: each a circle of its colour with its symbol, for screen readers too
    const box = el("span", null, "code");
    box.setAttribute("role", "img");
    box.setAttribute("aria-label", String(symbols));
    for (const symbol of String(symbols)) {
      const peg = el("span", symbol, "peg c-" + (symbol === "_" || symbol === "?" ? "joker" : colourOf(symbol, game)));
      peg.setAttribute("aria-hidden", "true");
      box.append(peg);
    }
    return box;
  }

  async function post(path, body, signal) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
    let data;
    try {
      data = await response.json();
    } catch (e) {
      data = { errors: [{ line: 0, column: 0, kind: "error", message: "the server answered " + response.status }] };
    }
    return { ok: response.ok, data };
  }

  function listErrors(list, entries, source, onPick) {
    // each error or notice: where, what, and the line with a caret under the column
    list.replaceChildren();
    for (const e of entries || []) {
      const item = el("li", null, "kind-" + e.kind);
      const where = e.line ? "line " + e.line + ", column " + e.column : "";
      const head = el(onPick && e.line ? "button" : "span", where ? where + ": " : "", "where");
      if (onPick && e.line) {
        head.type = "button";
        head.addEventListener("click", () => onPick(e.line, e.column));
      }
      item.append(head, el("span", (e.kind === "notice" ? "notice: " : "") + e.message, "message"));
      const lines = source ? source.split("\n") : [];
      if (e.line && lines[e.line - 1] !== undefined) {
        const text = lines[e.line - 1];
        item.append(el("pre", text + "\n" + " ".repeat(Math.max(0, e.column - 1)) + "^", "caret"));
      }
      list.append(item);
    }
  }

  async function fillStrategies(select, chosen) {
    const response = await fetch("/api/strategies");
    const data = await response.json();
    select.replaceChildren();
    for (const name of data.strategies) {
      const option = el("option", name);
      option.value = name;
      select.append(option);
    }
    select.value = data.strategies.includes(chosen) ? chosen : data.default;
  }

  return { $, el, code, post, listErrors, fillStrategies };
})();
