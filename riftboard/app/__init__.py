"""The desktop app: the only package that imports Qt (DESIGN.md).

Entry points: `riftboard.app.main.run_app` (the window) and `riftboard.app.render.render_png`
(the board drawn offscreen). Modules are imported lazily so the first window appears fast."""
