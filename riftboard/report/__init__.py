"""Reports on a JSON timeline (SPEC section 4): expectation checks, terminal table, exports."""

from __future__ import annotations

from riftboard.report.check import Failure, verify
from riftboard.report.export import to_html, to_markdown
from riftboard.report.table import format_table

__all__ = ["Failure", "format_table", "to_html", "to_markdown", "verify"]
