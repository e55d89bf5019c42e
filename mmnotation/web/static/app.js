"use strict";
// The deduce page: the sheet and options, answered live as one types (POST /api/deduce).
(() => {
  const { $, el, code, post, listErrors, fillStrategies } = MM;
  const FIELDS = ["sheet", "pegs", "colors", "repeats", "strategy", "try", "top"];
  const KEY = "mmdeduce.deduce";
  let limit = 100;
  let timer = null;
  let pending = null;

  function saved() {
    // the sheet is kept in the page's address (to share it) and in local storage, never on the server
    const fromHash = new URLSearchParams(location.hash.slice(1));
    if (fromHash.has("sheet")) return Object.fromEntries(fromHash);
    try {
      return JSON.parse(localStorage.getItem(KEY) || "{}");
    } catch (e) {
      return {};
    }
  }

  function save(values) {
    const kept = {};
    for (const [k, v] of Object.entries(values)) if (v !== "" && v !== "auto") kept[k] = v;
    history.replaceState(null, "", "#" + new URLSearchParams(kept).toString());
    try {
      localStorage.setItem(KEY, JSON.stringify(kept));
    } catch (e) { /* storage full or off: the address keeps it */ }
  }

  function values() {
    const out = {};
    for (const f of FIELDS) out[f] = $(f).value;
    return out;
  }

  function request(v) {
    const body = { sheet: v.sheet, recommend: true, tally: true, limit, strategy: v.strategy || "minimax" };
    if (v.pegs) body.pegs = Number(v.pegs);
    if (v.colors.trim()) body.colors = v.colors.trim();
    if (v.repeats !== "auto") body.repeats = v.repeats;
    if (v.try.trim()) body.try = [v.try.trim()];
    if (v.top) body.top = Number(v.top);
    return body;
  }

  function pick(line, column) {
    // put the caret in the sheet where an error is
    const box = $("sheet");
    const lines = box.value.split("\n");
    let at = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) at += lines[i].length + 1;
    at += Math.max(0, column - 1);
    box.focus();
    box.setSelectionRange(at, at);
  }

  function clear() {
    for (const id of ["game", "count", "codes", "heat", "recommendation", "judged", "conflict"]) $(id).replaceChildren();
    $("clues").replaceChildren();
    $("more").hidden = true;
  }

  function describe(game) {
    const colours = game.names ? game.names.join(", ") : game.colors.join(" ");
    return game.pegs + " pegs, " + game.colors.length + " colours (" + colours + "), repeats " +
      (game.repeats ? "allowed" : "not allowed");
  }

  function showClues(data) {
    const table = $("clues");
    const head = el("tr");
    for (const h of ["line", "guess", "black", "white"]) head.append(el("th", h));
    table.append(head);
    for (const c of data.clues) {
      const row = el("tr");
      row.append(el("td", c.line), el("td"), el("td", c.black === null ? "?" : c.black), el("td", c.white === null ? "?" : c.white));
      row.children[1].append(code(c.guess, data.game));
      table.append(row);
    }
  }

  function showCount(data) {
    if (data.count !== null) {
      $("count").textContent = data.count === 1 ? "1 code fits" : data.count.toLocaleString("en") + " codes fit";
      return;
    }
    const e = data.estimate;
    $("count").textContent = "about " + (e.count ?? "?").toLocaleString("en") + " codes fit (95%: " +
      e.low.toLocaleString("en") + " to " + e.high.toLocaleString("en") + "; an estimate after the time budget)";
  }

  function showCodes(data) {
    const box = $("codes");
    for (const c of data.codes) box.append(code(c, data.game));
    $("more").hidden = !data.truncated || data.count === null;
  }

  function showHeat(data) {
    // the colours still possible in each hole: the share of the codes that fit with that colour there
    const tally = data.tally || data.sampled;
    if (!tally || !tally.length) return;
    const table = el("table", null, "heat");
    table.append(el("caption", "Colours still possible in each hole (% of the codes that fit)"));
    const head = el("tr");
    head.append(el("th", "colour"));
    tally.forEach((_, h) => head.append(el("th", "hole " + (h + 1))));
    table.append(head);
    for (const colour of data.game.colors) {
      const row = el("tr");
      const th = el("th");
      th.append(code(colour, data.game));
      row.append(th);
      for (const hole of tally) {
        const total = Object.values(hole).reduce((a, b) => a + b, 0) || 1;
        const share = Math.round((100 * hole[colour]) / total);
        row.append(el("td", hole[colour] ? share : "·", "heat-" + Math.min(10, Math.ceil(share / 10))));
      }
      table.append(row);
    }
    $("heat").append(table);
  }

  function split(partition) {
    const list = el("ul", null, "split");
    for (const [feedback, n] of Object.entries(partition)) list.append(el("li", feedback + ": " + n));
    return list;
  }

  function showRecommendation(data) {
    const rec = data.recommendation;
    if (!rec) return;
    const box = $("recommendation");
    const p = el("p", "Next guess (" + rec.strategy + "): ");
    p.append(code(rec.guess, data.game));
    p.append(el("span", rec.consistent ? " could be the code" : " cannot be the code", "muted"));
    box.append(el("h2", "Recommended"), p, el("p", "How it splits the codes that fit (black white: codes):"), split(rec.partition));
  }

  function showJudged(data) {
    const box = $("judged");
    for (const t of data.tries || []) {
      const p = el("p", "Your guess ");
      p.append(code(t.guess, data.game));
      p.append(el("span", ": rank " + t.rank + " of " + t.guesses + " by " + t.strategy + " (score " + t.score +
        ", best " + t.best_score + "); the largest group left " + t.largest + (t.consistent ? "; it could be the code" : "")));
      box.append(p, split(t.partition));
    }
    if (data.top) {
      box.append(el("h2", "Best guesses"));
      const list = el("ol");
      for (const g of data.top.guesses) {
        const item = el("li");
        item.append(code(g.guess, data.game), el("span", " score " + g.score));
        list.append(item);
      }
      box.append(list, el("p", data.top.ties + " other guesses are as good as the best", "muted"));
    }
  }

  function showConflict(data) {
    const c = data.conflict;
    if (data.count !== 0) return;
    const box = $("conflict");
    box.append(el("h2", "No code fits: the clues contradict each other"));
    if (c) {
      // a line may hold several clues (RGBY 2 1; RRGG 1 0): there each clue is named by its guess
      const shared = new Set(c.lines.filter((line, i) => c.lines.indexOf(line) !== i));
      const named = (line, guess) => (shared.has(line) && guess ? line + " (" + guess + ")" : String(line));
      box.append(el("p", "These lines cannot all be true: " + c.lines.map((line, i) => named(line, (c.guesses || [])[i])).join(", ")));
      const list = el("ul");
      for (const r of c.repairs) list.append(el("li", "line " + named(r.line, r.guess) + " would fit with feedback " + r.black + " " + r.white));
      if (c.repairs.length) box.append(el("p", "Changing one feedback would mend it:"), list);
    }
    if (data.more_colors) {
      box.append(el("p", data.more_colors.count + " codes would fit with the colours " + data.more_colors.colors.join("")));
    }
  }

  function show(result, source) {
    clear();
    const data = result.data;
    if (!result.ok) {
      $("status").textContent = "The sheet cannot be read:";
      listErrors($("errors"), data.errors, source, pick);
      return;
    }
    $("status").textContent = data.clues.length ? "" : "No clue yet: every code fits.";
    listErrors($("errors"), data.notices, source, pick);
    $("game").textContent = "Game: " + describe(data.game);
    showClues(data);
    showCount(data);
    showCodes(data);
    showHeat(data);
    showRecommendation(data);
    showJudged(data);
    showConflict(data);
  }

  async function run() {
    const v = values();
    save(v);
    if (pending) pending.abort();
    pending = new AbortController();
    const mine = pending;
    $("status").textContent = "Working…";
    $("results").setAttribute("aria-busy", "true");
    try {
      const result = await post("/api/deduce", request(v), mine.signal);
      if (mine === pending) show(result, v.sheet);
    } catch (e) {
      if (e.name !== "AbortError") $("status").textContent = "The server cannot be reached: is mmdeduce serve running?";
    } finally {
      if (mine === pending) $("results").removeAttribute("aria-busy");
    }
  }

  function soon() {
    save(values()); // at once: a reload right after a keystroke keeps it
    limit = 100;
    clearTimeout(timer);
    timer = setTimeout(run, 300);
  }

  async function start() {
    const kept = saved();
    for (const f of FIELDS) if (kept[f] !== undefined && f !== "strategy") $(f).value = kept[f];
    try {
      await fillStrategies($("strategy"), kept.strategy);
    } catch (e) { /* the list comes with the first answer's errors */ }
    for (const f of FIELDS) $(f).addEventListener("input", soon);
    $("more").addEventListener("click", () => { limit = Math.min(limit * 10, 10000); run(); });
    run();
  }

  start();
})();
