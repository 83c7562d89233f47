"""The built rulebook in a real headless browser (Debian's Chromium and ChromeDriver):
the language switcher keeps the reader on the same rule, every rule anchor resolves in
every language, and no English paragraph is left in a translated page."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from sphinx.application import Sphinx

from risk_ref.files import DOCS
from risk_ref.rule_ids import RULE_IDS, anchor
from risk_ref.rulebook import load_rulebook
from tests.test_translations import COMPLETE

LANGUAGES = ("en", "it", "el", "es", "sk")
CHROMIUM, CHROMEDRIVER = shutil.which("chromium"), shutil.which("chromedriver")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The five rulebooks side by side, as the main job builds them."""
    root = tmp_path_factory.mktemp("site")
    for language in LANGUAGES:
        app = Sphinx(
            str(DOCS), str(DOCS), str(root / language), str(root / ".doctrees" / language),
            "html", confoverrides={"language": language}, status=None, freshenv=True,
        )  # fmt: skip
        app.build()
    return root


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    assert CHROMIUM and CHROMEDRIVER, (
        "Chromium and ChromeDriver are needed (tasks.py installs them)"
    )
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--window-size=1400,1000",
    ):  # fmt: skip
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    yield driver
    driver.quit()


def test_the_switcher_keeps_the_reader_on_the_same_rule(
    site: Path, browser: webdriver.Chrome
) -> None:
    browser.get((site / "it" / "attack.html").as_uri() + "#rule-attack-compare")
    browser.find_element(By.CSS_SELECTOR, 'nav.risk-languages a[hreflang="el"]').click()
    assert browser.current_url.endswith("/el/attack.html#rule-attack-compare")
    assert browser.find_element(By.ID, "rule-attack-compare").is_displayed()
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "el"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_anchor_resolves(site: Path, browser: webdriver.Chrome, language: str) -> None:
    rules = load_rulebook()
    assert {rule.id for rule in rules} == set(RULE_IDS)
    for chapter in sorted({rule.chapter for rule in rules}):
        browser.get((site / language / f"{chapter}.html").as_uri())
        for rule in (r for r in rules if r.chapter == chapter):
            section = browser.find_element(By.ID, anchor(rule.id))
            assert rule.number in section.find_element(By.TAG_NAME, "h2").text


def _paragraphs(browser: webdriver.Chrome, page: Path) -> set[str]:
    """The prose of a page: paragraphs of four words or more, outside tables and code,
    and outside the sources' own words, quoted as they are."""
    browser.get(page.as_uri())
    texts = browser.execute_script(
        "return [...document.querySelectorAll('article p')]"
        ".filter(p => !p.closest('table, pre, .gherkin-origin, .rule-id, .decision-sources, "
        ".decision-quotes'))"
        ".map(p => p.innerText.trim())"
    )
    return {text for text in texts if len(text.split()) >= 4}


@pytest.mark.parametrize("language", COMPLETE)
def test_no_english_paragraph_in_a_translated_page(
    site: Path, browser: webdriver.Chrome, language: str
) -> None:
    for page in sorted((site / "en").glob("*.html")):
        if page.name in ("genindex.html", "search.html", "risk-index.html"):
            continue
        english = _paragraphs(browser, page)
        left = english & _paragraphs(browser, site / language / page.name)
        assert not left, f"{language}/{page.name} shows English: {sorted(left)[:3]}"
