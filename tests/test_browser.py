"""The web page in a real browser: headless Chromium (Debian's ``chromium`` and ``chromium-driver``,
which .ci/run installs) driven by Selenium against ``mmdeduce serve`` started as a user starts it.

Without the browser these tests are skipped, unless MMNOTATION_REQUIRE_BROWSER=1 (.ci/run sets it):
then they fail.  MMNOTATION_SCREENSHOT=FILE also saves the page as the README shows it.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from mmnotation import Code, Feedback, Game, score

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
REQUIRED = os.environ.get("MMNOTATION_REQUIRE_BROWSER") == "1"

pytestmark = pytest.mark.skipif(
    not (CHROMIUM and DRIVER) and not REQUIRED,
    reason="no chromium and chromedriver (apt-get install chromium chromium-driver)",
)
WAIT = 60  # seconds: the first answers may wait for the engine to load


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "mmnotation", "serve", "--port", "0"],
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert proc.stderr is not None
    found = re.search(r"http://\S+/", proc.stderr.readline())
    assert found
    yield found.group()
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=30)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    assert CHROMIUM and DRIVER, "MMNOTATION_REQUIRE_BROWSER=1 and no chromium or chromedriver"
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,1000"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    yield driver
    driver.quit()


def wait_for(browser: Any, condition: Any) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(browser, WAIT).until(lambda b: condition(b))


def text_of(browser: Any, element_id: str) -> str:
    return str(browser.find_element("id", element_id).text)


def fresh(browser: Any, url: str, path: str = "") -> None:
    browser.get(url + path)
    browser.execute_script("localStorage.clear()")
    browser.get("about:blank")  # a new load: going to the same address with another '#' is no load
    browser.get(url + path)


def type_sheet(browser: Any, text: str) -> None:
    box = browser.find_element("id", "sheet")
    box.clear()
    box.send_keys(text)


def test_typing_a_sheet_shows_the_count_the_codes_and_the_recommendation(browser: Any, url: str) -> None:
    fresh(browser, url)
    type_sheet(browser, "RGBY 2 0\nRRGG 1 1")
    wait_for(browser, lambda b: text_of(b, "count") == "18 codes fit")
    assert len(browser.find_elements("css selector", "#codes .code")) == 18
    assert "Next guess (minimax)" in text_of(browser, "recommendation")
    assert "Colours still possible" in text_of(browser, "heat")
    assert text_of(browser, "game").startswith("Game: 4 pegs, 6 colours")
    if os.environ.get("MMNOTATION_SCREENSHOT"):
        browser.save_screenshot(os.environ["MMNOTATION_SCREENSHOT"])


def test_an_error_is_marked_on_its_line_and_column(browser: Any, url: str) -> None:
    fresh(browser, url)
    type_sheet(browser, "RGBY 2 0\nRRGG 1 x")
    wait_for(browser, lambda b: "line 2, column 8" in text_of(b, "errors"))
    shown = text_of(browser, "errors")
    assert "unexpected 'x'" in shown
    assert "RRGG 1 x\n       ^" in shown  # the line, and a caret under the column
    browser.find_element("css selector", "#errors button.where").click()
    at = browser.execute_script("return document.getElementById('sheet').selectionStart")
    assert at == len("RGBY 2 0\n") + 7


@pytest.mark.parametrize(
    ("sheet", "lines", "repair"),
    [
        ("RGBY 4 0\nRGBY 0 0", "1, 2", "line 2 would fit with feedback 4 0"),
        # clues of one line share its number: each is named by its guess
        ("so far: RGBY 2 1; BBYY 0 0", "1 (RGBY), 1 (BBYY)", "line 1 (RGBY) would fit with feedback 0 1"),
    ],
)
def test_a_contradiction_is_explained(browser: Any, url: str, sheet: str, lines: str, repair: str) -> None:
    fresh(browser, url)
    type_sheet(browser, sheet)
    wait_for(browser, lambda b: "No code fits" in text_of(b, "conflict"))
    assert f"These lines cannot all be true: {lines}" in text_of(browser, "conflict")
    assert repair in text_of(browser, "conflict")


def test_a_hostile_text_in_the_sheet_stays_text(browser: Any, url: str) -> None:
    fresh(browser, url)
    hostile = "<img src=x onerror=\"document.title='pwned'\"> 2 x"
    type_sheet(browser, hostile)
    # the answer to this sheet, not one left from the page before: its text, as the characters typed
    wait_for(
        browser, lambda b: "line 1" in text_of(b, "errors") and hostile.split(" 2")[0] in text_of(b, "errors")
    )
    assert browser.find_elements("css selector", "#results img") == []
    assert browser.title != "pwned"


def test_the_sheet_survives_a_reload(browser: Any, url: str) -> None:
    fresh(browser, url)
    type_sheet(browser, "1234 1A2B")
    browser.refresh()  # at once, before the answer
    assert browser.find_element("id", "sheet").get_attribute("value") == "1234 1A2B"
    fits = sum(
        1
        for digits in product("0123456789", repeat=4)
        if len(set(digits)) == 4 and score(Code("1234"), Code("".join(digits))) == Feedback(1, 2)
    )
    wait_for(browser, lambda b: text_of(b, "count") == f"{fits} codes fit")  # read again after the reload
    shown = browser.find_elements("css selector", "#clues .code")
    assert [e.get_attribute("aria-label") for e in shown] == ["1234"]


def test_the_keyboard_alone_reaches_the_sheet(browser: Any, url: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    fresh(browser, url)
    browser.find_element("tag name", "body").click()
    for _ in range(10):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        if browser.switch_to.active_element.get_attribute("id") == "sheet":
            break
    assert browser.switch_to.active_element.get_attribute("id") == "sheet"
    ActionChains(browser).send_keys("RGBY 4 0").perform()
    wait_for(browser, lambda b: text_of(b, "count") == "1 code fits")


def test_a_phone_width_needs_no_sideways_scrolling(browser: Any, url: str) -> None:
    fresh(browser, url)
    browser.set_window_size(390, 900)
    try:
        type_sheet(browser, "RGBY 2 0\nRRGG 1 1")
        wait_for(browser, lambda b: text_of(b, "count") == "18 codes fit")
        wide = browser.execute_script("return document.documentElement.scrollWidth")
        inner = browser.execute_script("return window.innerWidth")
        assert wide <= inner
    finally:
        browser.set_window_size(1200, 1000)


def test_the_tool_breaks_my_code_to_the_end(browser: Any, url: str) -> None:
    fresh(browser, url, "play")
    game = Game(4, tuple("RGBYOP"))
    secret = Code("OYGO")
    browser.find_element("id", "new-breaker").click()
    for _ in range(10):
        wait_for(browser, lambda b: text_of(b, "tool-guess") or "Found" in text_of(b, "message"))
        if "Found" in text_of(browser, "message"):
            break
        shown = browser.find_element("css selector", "#tool-guess .code")
        guess = Code(shown.get_attribute("aria-label") or "")
        wait_for(browser, lambda b: "How does my guess score" in text_of(b, "message"))
        fb = score(guess, secret)
        for name, value in (("black", fb.black), ("white", fb.white)):
            box = browser.find_element("id", name)
            box.clear()
            box.send_keys(str(value))
        rows = len(browser.find_elements("css selector", "#turns tr"))
        browser.find_element("id", "send-feedback").click()
        wait_for(browser, lambda b, rows=rows: len(b.find_elements("css selector", "#turns tr")) == rows + 1)
        if fb == Feedback(game.pegs, 0):
            break
    wait_for(browser, lambda b: "Found in" in text_of(b, "message"))
    assert len(browser.find_elements("css selector", "#turns tr")) - 1 <= 5  # Knuth: five at most


def test_i_break_the_tools_code_with_the_coach(browser: Any, url: str) -> None:
    fresh(browser, url, "play")
    browser.find_element("id", "new-maker").click()
    wait_for(browser, lambda b: "Your guess" in text_of(b, "message") or "chosen" in text_of(b, "message"))
    codes = ["".join(p) for p in product("RGBYOP", repeat=4)]
    for turn in range(1, 12):
        guess = codes[0]
        box = browser.find_element("id", "guess")
        box.send_keys(guess + "\n")
        wait_for(browser, lambda b, turn=turn: len(b.find_elements("css selector", "#turns tr")) == turn + 1)
        row = browser.find_elements("css selector", "#turns tr")[-1].find_elements("tag name", "td")
        fb = Feedback(int(row[2].text), int(row[3].text))
        if "You found it" in text_of(browser, "message"):
            break
        codes = [c for c in codes if score(Code(guess), Code(c)) == fb]
        browser.find_element("id", "coach").click()
        left = len(codes)
        wait_for(browser, lambda b, left=left: f"{left} codes still fit" in text_of(b, "message"))
    assert "You found it" in text_of(browser, "message")
