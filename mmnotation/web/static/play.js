"use strict";
// The play page: break the tool's hidden code (with a coach), or let the tool break yours.
(() => {
  const { $, el, code, post, listErrors, fillStrategies } = MM;
  const KEY = "mmdeduce.play";
  let game = null; // {mode, id, game, turns: [{guess, black, white}], over, guess}

  function keep() {
    try {
      localStorage.setItem(KEY, JSON.stringify(game));
    } catch (e) { /* storage off: the game lasts as long as the page */ }
  }

  function say(text, errors) {
    $("message").textContent = text;
    listErrors($("errors"), errors || [], "", null);
  }

  function directives() {
    // the game as the notation declares it, above the turns: the sheet the deduce API reads
    const g = game.game;
    return "pegs: " + g.pegs + "\ncolors: " + g.colors.join("") + "\nrepeats: " + (g.repeats ? "yes" : "no") + "\n";
  }

  function sheet() {
    return directives() + game.turns.map((t) => t.guess + " " + t.black + " " + t.white).join("\n");
  }

  function draw() {
    $("board").hidden = !game;
    if (!game) return;
    const g = game.game;
    $("game").textContent = (game.mode === "maker" ? "You break the tool's code: " : "The tool breaks your code: ") +
      g.pegs + " pegs, colours " + g.colors.join(" ") + (g.repeats ? ", repeats allowed" : ", no repeats");
    const table = $("turns");
    table.replaceChildren();
    const head = el("tr");
    for (const h of ["turn", "guess", "black", "white"]) head.append(el("th", h));
    table.append(head);
    game.turns.forEach((t, i) => {
      const row = el("tr");
      row.append(el("td", i + 1), el("td"), el("td", t.black), el("td", t.white));
      row.children[1].append(code(t.guess, g));
      table.append(row);
    });
    $("maker-controls").hidden = game.mode !== "maker" || game.over;
    $("breaker-controls").hidden = game.mode !== "breaker" || game.over;
    if (game.mode === "breaker" && game.guess) $("tool-guess").replaceChildren(code(game.guess, g));
  }

  function options() {
    const body = { pegs: Number($("pegs").value), colors: $("colors").value.trim() || "RGBYOP", repeats: $("repeats").value };
    return body;
  }

  async function newMaker() {
    const result = await post("/api/play/new", options());
    if (!result.ok) return say("No game:", result.data.errors);
    game = { mode: "maker", id: result.data.id, game: result.data.game, turns: [], over: false };
    keep();
    draw();
    say("I have chosen a code. Your guess?");
    $("guess").focus();
  }

  async function sendGuess() {
    const text = $("guess").value.trim();
    if (!text) return;
    const result = await post("/api/play/guess", { id: game.id, guess: text });
    if (!result.ok) return say("Not a guess:", result.data.errors);
    game.turns.push({ guess: result.data.guess, black: result.data.black, white: result.data.white });
    $("guess").value = "";
    if (result.data.won) {
      game.over = true;
      say("You found it in " + game.turns.length + (game.turns.length === 1 ? " guess!" : " guesses!"));
    } else {
      say(result.data.black + " black, " + result.data.white + " white.");
    }
    keep();
    draw();
    if (!game.over) $("guess").focus();
  }

  async function coach() {
    const result = await post("/api/deduce", { sheet: sheet(), recommend: true, strategy: $("strategy").value, limit: 1 });
    if (!result.ok) return say("The coach cannot read the game:", result.data.errors);
    const d = result.data;
    const rec = d.recommendation;
    say((d.count === null ? "Many" : d.count) + " codes still fit." + (rec ? " The coach would play " + rec.guess + "." : ""));
  }

  async function giveUp() {
    const result = await post("/api/play/reveal", { id: game.id });
    game.over = true;
    keep();
    draw();
    say(result.ok ? "The code was " + result.data.secret + "." : "The game is gone: " + result.data.errors[0].message);
  }

  async function toolGuess() {
    const result = await post("/api/deduce", { sheet: sheet(), recommend: true, strategy: $("strategy").value, limit: 1 });
    const d = result.data;
    if (!result.ok) return say("The game cannot be read:", d.errors);
    if (d.count === 0) {
      game.guess = null;
      const c = d.conflict;
      const turns = c ? c.lines.map((line) => line - 3).join(", ") : "";  // three lines of directives above
      say("No code fits your answers: " + (c ? "turns " + turns + " cannot all be true" : "they contradict each other") + ". Undo an answer to correct it.");
      $("breaker-controls").hidden = false;
      keep();
      return;
    }
    game.guess = d.recommendation ? d.recommendation.guess : d.codes[0];
    keep();
    draw();
    say((d.count === null ? "Many" : d.count) + " codes fit your answers. How does my guess score?");
    $("black").focus();
  }

  async function newBreaker() {
    const result = await post("/api/deduce", { sheet: "", ...options(), limit: 1 });
    if (!result.ok) return say("No game:", result.data.errors);
    game = { mode: "breaker", game: result.data.game, turns: [], over: false, guess: null };
    draw();
    await toolGuess();
  }

  async function sendFeedback() {
    if (!game.guess) return;
    const black = Number($("black").value);
    const white = Number($("white").value);
    game.turns.push({ guess: game.guess, black, white });
    $("black").value = "0";
    $("white").value = "0";
    if (black === game.game.pegs) {
      game.over = true;
      keep();
      draw();
      return say("Found in " + game.turns.length + (game.turns.length === 1 ? " guess." : " guesses."));
    }
    draw();
    await toolGuess();
  }

  async function undo() {
    if (!game.turns.length) return;
    game.turns.pop();
    draw();
    await toolGuess();
  }

  function enter(id, action) {
    $(id).addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); action(); } });
  }

  async function start() {
    try {
      game = JSON.parse(localStorage.getItem(KEY) || "null");
    } catch (e) {
      game = null;
    }
    await fillStrategies($("strategy"), "minimax");
    $("new-maker").addEventListener("click", newMaker);
    $("new-breaker").addEventListener("click", newBreaker);
    $("send-guess").addEventListener("click", sendGuess);
    $("coach").addEventListener("click", coach);
    $("give-up").addEventListener("click", giveUp);
    $("send-feedback").addEventListener("click", sendFeedback);
    $("undo").addEventListener("click", undo);
    enter("guess", sendGuess);
    enter("black", sendFeedback);
    enter("white", sendFeedback);
    draw();
    if (game && !game.over) say(game.mode === "maker" ? "Your guess?" : "How does my guess score?");
  }

  start();
})();
