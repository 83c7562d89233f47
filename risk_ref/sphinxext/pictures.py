"""``picture``: a generated SVG (the board, a position, a turn, the odds), inline in HTML
and, in the PDF, converted to a PDF figure with ``rsvg-convert`` (Debian's
``librsvg2-bin``, which the PDF build installs with XeLaTeX).

The conversion runs once a picture (its file is named by its content), bounded in time.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from html import escape
from pathlib import Path

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.writers.html5 import HTML5Translator
from sphinx.writers.latex import LaTeXTranslator

logger = logging.getLogger(__name__)

CONVERT_TIMEOUT = 60.0  # seconds for one picture


class picture(nodes.General, nodes.Element):
    """``svg`` is the picture; ``width`` its share of the PDF's line width; a ``caption``
    (optional) stands above it. ``inline`` pictures stand side by side in the PDF."""


def make(
    svg: str, classes: list[str], width: float = 1.0, caption: str = "", inline: bool = False
) -> picture:
    return picture(svg=svg, classes=classes, width=width, caption=caption, inline=inline)


def _visit_html(self: HTML5Translator, node: picture) -> None:
    caption = node["caption"]
    above = f'<p class="picture-caption">{escape(caption)}</p>' if caption else ""
    self.body.append(f'<div class="{" ".join(node["classes"])}">{above}{node["svg"]}</div>\n')
    raise nodes.SkipNode


def _visit_latex(self: LaTeXTranslator, node: picture) -> None:
    svg: str = node["svg"]
    name = f"picture-{hashlib.sha256(svg.encode()).hexdigest()[:16]}.pdf"
    target = Path(self.builder.outdir) / name
    converter = shutil.which("rsvg-convert")
    if not target.exists():
        if converter is None:
            logger.warning("rsvg-convert is missing: the PDF goes without its pictures")
            raise nodes.SkipNode
        try:
            subprocess.run(
                [converter, "--format=pdf", f"--output={target}"],
                input=svg.encode(),
                capture_output=True,
                timeout=CONVERT_TIMEOUT,
                check=True,
            )
        except (subprocess.SubprocessError, OSError) as error:
            logger.warning("a picture could not be converted for the PDF: %s", error)
            raise nodes.SkipNode from None
    width = f"{node['width']:.2f}\\linewidth"
    if node["inline"]:  # side by side with its neighbours, each in a box of its own
        caption = self.encode(node["caption"])
        self.body.append(
            f"\\begin{{minipage}}[t]{{{width}}}\\centering{{\\small\\bfseries {caption}}}\\par"
            f"\\includegraphics[width=\\linewidth]{{{name}}}\\end{{minipage}}\\hspace{{1em}}%\n"
        )
    else:
        self.body.append(
            f"\n\\begin{{center}}\\includegraphics[width={width}]{{{name}}}\\end{{center}}\n"
        )
    raise nodes.SkipNode


def _skip(self: nodes.NodeVisitor, node: picture) -> None:
    raise nodes.SkipNode


def setup(app: Sphinx) -> None:
    app.add_node(picture, html=(_visit_html, None), latex=(_visit_latex, None), text=(_skip, None))
