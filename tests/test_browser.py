"""The built rulebook in a real headless browser (Debian's Chromium and ChromeDriver):
the language switcher keeps the reader on the same rule, every rule anchor resolves in
every language, no English paragraph is left in a translated page, and the theme and
the search speak the reader's language."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from risk_ref import i18n
from risk_ref.diagram import AFTER, BEFORE
from risk_ref.files import LOCALES
from risk_ref.rule_ids import RULE_IDS, anchor
from risk_ref.rulebook import load_rulebook
from risk_ref.sphinxext.theme import THEME_WORDS
from tests.book_language import COMPLETE, english_left, same_words

LANGUAGES = i18n.LANGUAGES
CHROMIUM, CHROMEDRIVER = shutil.which("chromium"), shutil.which("chromedriver")

pytestmark = pytest.mark.browser  # -m "not browser" leaves them out


@pytest.fixture(scope="module")
def site(books: Path) -> Path:
    """The five rulebooks side by side, as the main job builds them."""
    return books


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


@pytest.mark.parametrize("language", COMPLETE)
def test_the_theme_speaks_the_reader_s_language(site: Path, language: str) -> None:
    """Furo's own words (a link, icon titles, toggle labels) and the footer, translated."""
    page = (site / language / "attack.html").read_text(encoding="utf-8")
    with (LOCALES / language / "LC_MESSAGES" / "sphinx.po").open("rb") as handle:
        catalogue = read_po(handle)
    for word in THEME_WORDS:
        translated = catalogue.get(word)
        assert translated is not None and translated.string, f"{word} is not translated"
        if translated.string != word:  # "Menu" is Italian too
            assert f">{word}<" not in page and f'"{word}"' not in page, word
    assert "@pradyunsg's" not in page and ">Next<" not in page


@pytest.mark.parametrize("language", COMPLETE)
def test_a_search_shows_its_summary_in_the_reader_s_language(
    site: Path, browser: webdriver.Chrome, language: str
) -> None:
    """Greek's plural rule once gave the search script a boolean: no summary at all."""
    browser.get((site / language / "search.html").as_uri() + "?q=alaska")
    summary = WebDriverWait(browser, 20).until(
        lambda driver: driver.find_element(By.CSS_SELECTOR, ".search-summary").text.strip()
    )
    assert "Search finished" not in summary and any(c.isdigit() for c in summary), summary


@pytest.mark.parametrize("language", COMPLETE)
def test_a_translated_book_holds_no_identifier_english_header_or_theme_word(
    site: Path, language: str
) -> None:
    """Outside code, a reader meets no territory, continent, phase, mission or ruleset ID,
    no table header left as the English book has it, and none of the theme's words."""
    left = english_left(site / language, site / "en", same_words(language))
    assert not left, f"{sum(left.values())} English words: {left.most_common(12)}"


def test_worked_examples_name_places_and_columns_in_the_reader_s_language(site: Path) -> None:
    """The scenarios say kamchatka and <target>, for programs; a Slovak reader reads
    Kamčatka, and the placeholder as its column's Slovak heading."""
    page = (site / "sk" / "attack.html").read_text(encoding="utf-8")
    assert "Kamčatka" in page and "&lt;kam&gt;" in page
    assert "&lt;target&gt;" not in page and " kamchatka " not in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_example_unfolds_with_its_picture_in_the_reader_s_language(
    site: Path, browser: webdriver.Chrome, language: str
) -> None:
    """Under rule 7.1 one example is open and the others are folded; opened, an example
    shows its position drawn, with the places, the players and the captions in the
    reader's language."""
    browser.get((site / language / "conquest.html").as_uri() + "#rule-conquest-move-in")
    rule = browser.find_element(By.ID, "rule-conquest-move-in")
    folded = rule.find_element(By.CSS_SELECTOR, "details.risk-fold")
    summary = folded.find_element(By.TAG_NAME, "summary")
    assert summary.text.startswith(i18n.gettext("More worked examples", language) + " (")
    picture = folded.find_element(By.CSS_SELECTOR, "div.risk-diagram svg")
    assert not picture.is_displayed()
    browser.execute_script(
        "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'});", summary
    )
    summary.click()
    assert picture.is_displayed() and folded.get_attribute("open") is not None
    for territory in picture.find_elements(By.CSS_SELECTOR, "g[data-territory]"):
        place = territory.get_attribute("data-territory") or ""
        labels = [
            t.get_attribute("textContent") for t in territory.find_elements(By.TAG_NAME, "text")
        ]
        assert labels[-1] == i18n.place_name(place, language)
    captions = {p.text for p in folded.find_elements(By.CSS_SELECTOR, "p.picture-caption")}
    assert captions <= {i18n.gettext(BEFORE, language), i18n.gettext(AFTER, language)}
    assert captions, "an example under this rule changes the board"


@pytest.mark.parametrize("language", LANGUAGES)
def test_searching_a_rule_s_number_leads_to_the_rule(
    site: Path, browser: webdriver.Chrome, language: str
) -> None:
    compare = next(rule for rule in load_rulebook() if rule.id == "attack.compare")
    browser.get((site / language / "search.html").as_uri() + f"?q={compare.number}")
    found = browser.find_element(By.CSS_SELECTOR, "p.risk-rule-found a")
    assert (found.get_attribute("href") or "").endswith("/attack.html#rule-attack-compare")
    title = i18n.gettext(compare.title, language, "attack")
    assert found.text == f"{compare.number} {title}"
    found.click()
    assert browser.find_element(By.ID, "rule-attack-compare").is_displayed()


def test_the_details_for_implementers_show_on_request(
    site: Path, browser: webdriver.Chrome
) -> None:
    """Players do not see error codes, feature files or case IDs; implementers tick a box."""
    browser.get((site / "en" / "attack.html").as_uri())
    origin = browser.find_element(By.CSS_SELECTOR, "p.gherkin-origin")
    assert not origin.is_displayed()
    browser.find_element(By.ID, "implementer-view").click()
    assert origin.is_displayed() and "features/attack/" in origin.text
    browser.find_element(By.ID, "implementer-view").click()
    assert not origin.is_displayed()
