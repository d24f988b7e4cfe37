"""Reports on a JSON timeline (SPEC section 4): expectation checks (`check.verify`), the terminal
table (`table.format_table`), exports (`export.to_html`, `export.to_markdown`), a ruling's extras
(`ruling`) and the words they share (`words`). Import the module you need: importing one (the app
needs only `words` before its first paint) does not import the others."""
