"""The rule domain: ``.. rule::`` declares a rule under its permanent ID, ``:rule:`ID```
cites it, and an index lists them all.

A rule is a section whose anchor is ``rule-<ID with dots as hyphens>`` in every
language; its display number (chapter.rule) is shown in front of its title after
translation. A chapter's number is its place in the root document's tables of contents,
known once every document is read: a chapter records its rules' order as it is read, and
the numbers are put in when the documents are resolved, and in the contents once the
reading is over, so documents may be read in parallel.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.nodes import Element
from docutils.parsers.rst import directives
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.builders import Builder
from sphinx.domains import Domain, Index, IndexEntry
from sphinx.environment import BuildEnvironment
from sphinx.roles import XRefRole
from sphinx.transforms import SphinxTransform
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode

from risk_ref import i18n
from risk_ref.provenance import references
from risk_ref.rule_ids import RULE_IDS, anchor
from risk_ref.rulebook import chapter_title, display_number
from risk_ref.ruleset import RULESETS
from risk_ref.sphinxext import scenarios
from risk_ref.sphinxext.labels import _

logger = logging.getLogger(__name__)

# per rule ID, merged across parallel readers; its ordinal is its place in its chapter
RuleEntry = tuple[str, int, str, str, int]  # docname, ordinal, title, anchor, line


class RuleDirective(SphinxDirective):
    """A rule: its text, then the scenarios tagged with its ID."""

    required_arguments = 1
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {"title": directives.unchanged_required}

    def run(self) -> list[nodes.Node]:
        rule_id = self.arguments[0]
        title_text = self.options.get("title", rule_id)
        source, line = self.get_source_info()
        if rule_id not in RULE_IDS:
            logger.warning(
                "unknown rule ID %r: not in risk_ref.rule_ids", rule_id, location=(source, line)
            )
        ordinal = int(self.env.temp_data.get("risk_rule_ordinal") or 0) + 1
        self.env.temp_data["risk_rule_ordinal"] = ordinal

        section = nodes.section(classes=["rule"], ids=[anchor(rule_id)])
        section["rule_id"], section["rule_ordinal"] = rule_id, ordinal
        section["rule_doc"] = self.env.docname
        title = nodes.title(title_text, title_text)
        title.source, title.line = source, line
        section += title
        section += _applies(rule_id, self.env.config.language or "en")
        self.state.nested_parse(self.content, self.content_offset, section)
        section += _provenance(rule_id, self.env.config.language or "en")
        section += nodes.paragraph(classes=["rule-faq"], rule_faq=rule_id)  # see _see_also
        section += scenarios.examples_for(self.env, rule_id)
        domain = self.env.get_domain("risk")
        assert isinstance(domain, RuleDomain)
        domain.add_rule(rule_id, ordinal, title_text, line)
        return [section]


def _applies(rule_id: str, language: str) -> nodes.paragraph:
    """The editions a rule holds in, named in words for players where it does not hold
    in every edition; the permanent ID and the rulesets' codes among the implementers'
    details."""
    rulesets = [r.name for r in RULESETS.values() if rule_id in r.rules]
    meta = nodes.paragraph(classes=["rule-id"])
    restricted = len(rulesets) < len(RULESETS)
    if restricted:
        names = ", ".join(i18n.ruleset_name(name, language) for name in rulesets)
        meta += nodes.inline(text=_("Applies to:") + " " + names)
    else:  # nothing for players: the whole line is an implementers' detail
        meta["classes"].append("implementer-detail")
    detail = nodes.inline(classes=["implementer-detail"])
    detail += nodes.Text((" · " if restricted else "") + _("Permanent ID:") + " ")
    detail += nodes.literal(text=rule_id)
    detail += nodes.Text(" · ")
    for position, name in enumerate(rulesets):
        detail += nodes.Text(", " if position else "")
        detail += nodes.literal(text=name)
    meta += detail
    return meta


def _provenance(rule_id: str, language: str) -> nodes.paragraph:
    """Where the rule comes from: the sources that state it (file and line), and the
    decisions that settle what they leave open (see the chapter of sources)."""
    cited, decisions = references(rule_id)
    note = nodes.paragraph(classes=["rule-sources", "implementer-detail"])
    if cited:
        note += nodes.inline(text=_("Sources:") + " ")
        for position, reference in enumerate(cited):
            note += nodes.Text(", " if position else "")
            note += nodes.literal(text=reference)
    if decisions:
        note += nodes.inline(text=(" · " if cited else "") + _("Decided:") + " ")
        topics = [i18n.gettext(topic, language, "sources") for topic in decisions]
        note += nodes.emphasis(text="; ".join(topics))
    return note


def chapter_number(env: BuildEnvironment, docname: str) -> int:
    """The document's place in the root document's tables of contents as Sphinx read
    them (the players' part, then the implementers'); 0 if it is not listed."""
    order = env.toctree_includes.get(env.config.root_doc, [])
    return order.index(docname) + 1 if docname in order else 0


def _reread_all_if_root_changed(
    app: Sphinx,
    env: BuildEnvironment,
    added: AbstractSet[str],
    changed: AbstractSet[str],
    removed: AbstractSet[str],
) -> Iterable[str]:
    """A changed root document may number every chapter anew, and every citation with it."""
    if env.config.root_doc in added | changed:
        return env.found_docs
    return ()


_KEYWORD_KINDS = {"Given": "given", "When": "when", "Then": "then", "And": "and", "But": "but"}


@cache
def _dialects() -> dict[str, Any]:
    dialects: dict[str, Any] = json.loads(
        resources.files("gherkin").joinpath("gherkin-languages.json").read_text("utf-8")
    )
    return dialects


# Where a dialect has several forms of a keyword, the form that agrees with the words
# after it: (form, pattern of the step's text), the dialect's first form otherwise.
_AGREEING: dict[tuple[str, str], tuple[tuple[str, str], ...]] = {
    ("it", "given"): (
        ("Data", r"(una|la) "),
        ("Dati", r"(i|gli|tutti) "),
        ("Date", r"(le|tutte) "),
    ),
    ("it", "and"): (("Ed", r"[eèé]"),),  # "ed è", never "e è"
    ("es", "given"): (
        ("Dada", r"(una|la) "),
        ("Dados", r"(los|unos|todos) "),
        ("Dadas", r"(las|unas|todas) "),
    ),
    ("es", "and"): (("E", r"h?i(?![aeiouáéíóú])"),),  # "e impide", never "y impide"
}


def gherkin_keyword(keyword: str, language: str, text: str = "") -> str:
    """An English step keyword in the official Gherkin dialect of ``language``, in the
    form that agrees with the step's (translated) ``text``."""
    language = language.split("_")[0]
    dialect = _dialects().get(language)
    if dialect is None or keyword not in _KEYWORD_KINDS:
        return keyword
    kind = _KEYWORD_KINDS[keyword]
    words = [w.strip() for w in dialect[kind] if w.strip() != "*"]
    for form, pattern in _AGREEING.get((language, kind), ()):
        if form in words and re.match(pattern, text.lower()):
            return form
    return words[0] if words else keyword


class GherkinKeywords(SphinxTransform):
    """Put the Gherkin keywords back in front of the (translated) steps."""

    default_priority = 30  # after the i18n Locale transform (20)

    def apply(self, **kwargs: Any) -> None:
        language = self.config.language or "en"
        for step in self.document.findall(nodes.paragraph):
            keyword = step.get("gherkin_keyword")
            if keyword:
                keyword = gherkin_keyword(keyword, language, step.astext())
                step.insert(0, nodes.Text(" "))
                step.insert(0, nodes.strong(text=keyword, classes=["gherkin-keyword"]))


class RuleNumbers(SphinxPostTransform):
    """Put the display numbers in front of the chapters' and the rules' titles, once every
    document is read (a tree of several documents, as for the PDF, included)."""

    default_priority = 5  # before the references are resolved

    def run(self, **kwargs: Any) -> None:
        for heading in list(self.document.findall(nodes.title)):
            docname = heading.get("chapter_doc")
            number = chapter_number(self.env, docname) if docname else 0
            if number:
                heading.insert(0, nodes.inline(text=f"{number}. ", classes=["chapter-number"]))
        for section in self.document.findall(nodes.section):
            ordinal, docname = section.get("rule_ordinal"), section.get("rule_doc")
            if ordinal and docname and isinstance(section[0], nodes.title):
                shown = display_number(chapter_number(self.env, docname), ordinal)
                section[0].insert(0, nodes.inline(text=shown + " ", classes=["rule-number"]))


def _mark_chapter_heading(app: Sphinx, doctree: nodes.document) -> None:
    """The chapter's heading is numbered when resolved; the mark says whose it is."""
    heading = next(doctree.findall(nodes.title), None)
    if heading is not None:
        heading["chapter_doc"] = app.env.docname


def _number_the_contents(app: Sphinx, env: BuildEnvironment) -> None:
    """The chapters' and the rules' numbers in the contents, once every document is read
    (numbers put in by an earlier build taken out first)."""
    domain = env.get_domain("risk")
    assert isinstance(domain, RuleDomain)
    numbers = {entry[3]: domain.number(rule_id) for rule_id, entry in domain.rules.items()}
    for docname in env.found_docs:
        number = chapter_number(env, docname)
        for title in (env.titles.get(docname), env.longtitles.get(docname)):
            if title is not None:
                _renumber(title, f"{number}. " if number else "", "chapter-number")
        toc = env.tocs.get(docname)
        if toc is None:
            continue
        for reference in toc.findall(nodes.reference):
            anchor_name = reference.get("anchorname", "")
            if not anchor_name:
                _renumber(reference, f"{number}. " if number else "", "chapter-number")
            elif anchor_name[1:] in numbers:
                _renumber(reference, numbers[anchor_name[1:]] + " ", "rule-number")


def _renumber(node: Element, text: str, kind: str) -> None:
    for old in [c for c in node.children if isinstance(c, Element) and kind in c["classes"]]:
        node.remove(old)
    if text:
        node.insert(0, nodes.inline(text=text, classes=[kind]))


class RuleIndex(Index):
    name = "index"
    localname = _("Index of rules")
    shortname = _("rules")

    def generate(
        self, docnames: Iterable[str] | None = None
    ) -> tuple[list[tuple[str, list[IndexEntry]]], bool]:
        domain = self.domain
        assert isinstance(domain, RuleDomain)
        language = domain.env.config.language or "en"
        groups: dict[tuple[int, str], list[IndexEntry]] = {}
        for rule_id, (docname, _ordinal, title, target, _line) in sorted(
            domain.rules.items(), key=lambda item: _number_key(domain.number(item[0]))
        ):
            number = domain.number(rule_id)
            chapter = int(number.split(".")[0])
            heading = f"{chapter}. {chapter_title(docname, language, Path(domain.env.srcdir))}"
            shown = i18n.gettext(title, language, docname)  # the title as the chapter reads
            groups.setdefault((chapter, heading), []).append(
                IndexEntry(f"{number} {shown}", 0, docname, target, rule_id, "", "")
            )
        return [(heading, entries) for (_, heading), entries in sorted(groups.items())], False


def _number_key(number: str) -> tuple[int, ...]:
    return tuple(int(part) for part in number.split(".") if part.isdigit())


class RuleDomain(Domain):
    name = "risk"
    label = "Risk rules"
    directives: ClassVar[dict[str, Any]] = {"rule": RuleDirective}
    roles: ClassVar[dict[str, Any]] = {"rule": XRefRole()}
    indices: ClassVar[list[type[Index]]] = [RuleIndex]
    initial_data: ClassVar[dict[str, Any]] = {"rules": {}, "disputes": {}}

    @property
    def rules(self) -> dict[str, RuleEntry]:
        found: dict[str, RuleEntry] = self.data["rules"]
        return found

    @property
    def disputes(self) -> dict[str, tuple[str, str, str, tuple[str, ...]]]:
        """Each frequently disputed question's anchor: its page, its question, its rules."""
        found: dict[str, tuple[str, str, str, tuple[str, ...]]] = self.data["disputes"]
        return found

    def add_dispute(self, anchor: str, question: str, rule_ids: Iterable[str]) -> None:
        self.disputes[anchor] = (self.env.docname, anchor, question, tuple(rule_ids))

    def number(self, rule_id: str) -> str:
        """The rule's display number, from its chapter's place in the contents."""
        docname, ordinal, *_ = self.rules[rule_id]
        return display_number(chapter_number(self.env, docname), ordinal)

    def add_rule(self, rule_id: str, ordinal: int, title: str, line: int) -> None:
        docname = self.env.docname
        if rule_id in self.rules and self.rules[rule_id][0] != docname:
            logger.warning(
                "duplicate rule ID %r, first declared in %s",
                rule_id,
                self.rules[rule_id][0],
                location=(docname, line),
            )
            return
        if rule_id in self.rules:
            logger.warning("duplicate rule ID %r", rule_id, location=(docname, line))
            return
        self.rules[rule_id] = (docname, ordinal, title, anchor(rule_id), line)

    def clear_doc(self, docname: str) -> None:
        for rule_id, entry in list(self.rules.items()):
            if entry[0] == docname:
                del self.rules[rule_id]
        for anchor_id, dispute in list(self.disputes.items()):
            if dispute[0] == docname:
                del self.disputes[anchor_id]

    def merge_domaindata(self, docnames: AbstractSet[str], otherdata: dict[str, Any]) -> None:
        for rule_id, entry in otherdata["rules"].items():
            if entry[0] in docnames:
                self.rules[rule_id] = entry
        for anchor_id, dispute in otherdata["disputes"].items():
            if dispute[0] in docnames:
                self.disputes[anchor_id] = dispute

    def resolve_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        typ: str,
        target: str,
        node: pending_xref,
        contnode: Element,
    ) -> nodes.reference | None:
        entry = self.rules.get(target)
        if entry is None:
            return None
        docname, _ordinal, title, target_id, _line = entry
        number = self.number(target)
        shown = contnode if node.get("refexplicit") else nodes.Text(_("rule %s") % number)
        title = i18n.gettext(title, env.config.language or "en", docname)  # the link's tooltip
        return make_refnode(builder, fromdocname, docname, target_id, shown, f"{title} ({target})")

    def resolve_any_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        target: str,
        node: pending_xref,
        contnode: Element,
    ) -> list[tuple[str, nodes.reference]]:
        found = self.resolve_xref(env, fromdocname, builder, "rule", target, node, contnode)
        return [("risk:rule", found)] if found else []

    def get_objects(self) -> Iterator[tuple[str, str, str, str, str, int]]:
        for rule_id, (docname, _number, _title, target, _line) in self.rules.items():
            yield rule_id, rule_id, "rule", docname, target, 1


def _warn_unresolved(
    app: Sphinx, env: BuildEnvironment, node: pending_xref, contnode: Element
) -> None:
    if node.get("refdomain") == "risk":
        logger.warning("unknown rule %r cited", node["reftarget"], location=node)


def _see_also(app: Sphinx, doctree: nodes.document, fromdocname: str) -> None:
    """Under each rule, the frequently disputed questions it decides, linked."""
    domain = app.env.get_domain("risk")
    assert isinstance(domain, RuleDomain)
    language = app.config.language or "en"
    for note in list(doctree.findall(nodes.paragraph)):
        rule_id = note.get("rule_faq")
        if not rule_id:
            continue
        questions = [d for d in domain.disputes.values() if rule_id in d[3]]
        if not questions:
            note.parent.remove(note)
            continue
        note += nodes.inline(text=_("See also:") + " ")
        for position, (docname, target, question, _rules) in enumerate(questions):
            note += nodes.Text(" · " if position else "")  # a Greek question ends in ";"
            shown = nodes.Text(i18n.gettext(question, language, docname))
            note += make_refnode(app.builder, fromdocname, docname, target, shown)


def _check_complete(app: Sphinx, env: BuildEnvironment) -> None:
    """Every rule the engine raises or the scenarios check has its text here."""
    if not env.config.risk_require_all_rules:
        return
    domain = env.get_domain("risk")
    assert isinstance(domain, RuleDomain)
    used = set(RULE_IDS) | {r for s in scenarios.scenarios(env) for r in s.rules}
    for rule_id in sorted(used - set(domain.rules)):
        logger.warning("rule %r is used by the engine or the scenarios but has no text", rule_id)


def setup(app: Sphinx) -> None:
    app.add_domain(RuleDomain)
    app.connect("env-get-outdated", _reread_all_if_root_changed)
    app.connect("doctree-read", _mark_chapter_heading)
    app.connect("env-updated", _number_the_contents)
    app.add_transform(GherkinKeywords)
    app.add_post_transform(RuleNumbers)
    app.add_transform(scenarios.ExampleNames)
    app.connect("missing-reference", _warn_unresolved)
    app.connect("env-check-consistency", _check_complete)
    app.connect("doctree-resolved", _see_also)
