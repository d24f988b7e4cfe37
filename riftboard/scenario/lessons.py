"""The built-in lessons: their index (number, title, topic, difficulty, description) and lookup by
number or name, so `riftboard open 3` or `riftboard run void-seeker-kill` work from any install.

The index is `index.toml` in the lessons folder, one `[[lesson]]` per lesson file. A lesson file
the index does not list still counts: its number comes from its file name, its title from its own
`title`, and its topic is "Other". An index entry whose file is gone is ignored.
"""

from __future__ import annotations

import re
from pathlib import Path

import attrs

from riftboard.engine import Value
from riftboard.errors import InvalidScenario
from riftboard.tomlfile import parse as parse_toml

INDEX_NAME = "index.toml"
OTHER_TOPIC = "Other"
_NUMBER = re.compile(r"^(\d+)[-_ ]?(.*)$")


@attrs.frozen(kw_only=True, repr=False)
class LessonInfo(Value):
    file: str          # the file name inside the lessons folder, e.g. "03-prevent-hextech-ray.toml"
    number: int        # what `riftboard open N` takes (0 when the file name has no number)
    title: str
    topic: str
    difficulty: int    # 1 a first lesson, 2 a few rules together, 3 a subtle interaction; 0 unknown
    description: str
    path: Path         # the lesson file itself
    indexed: bool = True  # False: the index has no entry, the fields come from the file

    @property
    def stem(self) -> str:
        return Path(self.file).stem

    @property
    def slug(self) -> str:
        """The name without its number: "void-seeker-kill" for "01-void-seeker-kill.toml"."""
        m = _NUMBER.match(self.stem)
        return (m.group(2) or self.stem) if m else self.stem


def _lessons_dir() -> Path:
    from riftboard.scenario.runner import lessons_dir

    return lessons_dir()


def lesson_files(folder: Path | None = None) -> list[Path]:
    """The lesson files of `folder` (default: the built-in lessons), by name, without the index."""
    folder = Path(folder) if folder is not None else _lessons_dir()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.toml") if p.name != INDEX_NAME and p.is_file())


def _read_index(path: Path) -> dict[str, dict]:
    """The index's entries by file name. Raises InvalidScenario for a broken index."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as e:
        raise InvalidScenario(f"cannot read the lesson index: {e.strerror}", path=str(path)) from None
    doc = parse_toml(text, str(path))  # (the scenario files' parser and guards)
    entries = doc.get("lesson", [])
    if not isinstance(entries, list):
        raise InvalidScenario("expected [[lesson]] tables", path=str(path), key="lesson")
    out: dict[str, dict] = {}
    for i, e in enumerate(entries):
        key = f"lesson[{i}]"
        if not isinstance(e, dict):
            raise InvalidScenario("expected a table", path=str(path), key=key)
        for name, kind in (("file", str), ("number", int), ("title", str), ("topic", str),
                           ("difficulty", int), ("description", str)):
            v = e.get(name)
            if not isinstance(v, kind) or isinstance(v, bool):
                raise InvalidScenario(f"expected {'a whole number' if kind is int else 'a string'}, "
                                      f"got {v!r}", path=str(path), key=f"{key}.{name}")
        if not 1 <= e["difficulty"] <= 3:
            raise InvalidScenario(f"expected 1, 2 or 3, got {e['difficulty']!r}", path=str(path),
                                  key=f"{key}.difficulty")
        out[e["file"]] = e
    return out


def _fallback(p: Path) -> LessonInfo:
    m = _NUMBER.match(p.stem)
    number = int(m.group(1)) if m and m.group(1) else 0
    try:
        title = parse_toml(p.read_text(encoding="utf-8"), str(p)).get("title")
    except (OSError, ValueError, InvalidScenario):
        title = None
    title = str(title) if isinstance(title, str) and title.strip() else p.stem
    return LessonInfo(file=p.name, number=number, title=title, topic=OTHER_TOPIC, difficulty=0,
                      description="", path=p, indexed=False)


def lesson_index(folder: Path | None = None) -> tuple[LessonInfo, ...]:
    """Every lesson file of `folder` (default: the built-in lessons), in file-name order, with its
    index entry or, for a file the index does not list, what the file itself says."""
    folder = Path(folder) if folder is not None else _lessons_dir()
    entries = _read_index(folder / INDEX_NAME)
    out = []
    for p in lesson_files(folder):
        e = entries.get(p.name)
        if e is None:
            out.append(_fallback(p))
        else:
            out.append(LessonInfo(file=p.name, number=e["number"], title=e["title"],
                                  topic=e["topic"], difficulty=e["difficulty"],
                                  description=e["description"], path=p))
    return tuple(out)


def _listing(lessons) -> str:
    return ", ".join(f"{x.number} {x.stem}" for x in lessons)


def _words(text: str) -> str:
    """`text` lower-cased with every run of other characters than letters and digits made one
    space, so "Tank takes lethal", "tank-takes-lethal" and "TANK_TAKES lethal" compare equal."""
    return " ".join(re.findall(r"[^\W_]+", text.lower()))


def find_lesson(key: str, folder: Path | None = None) -> Path:
    """The file `key` names: an existing file path as given, else the built-in lesson with that
    number ("3"), file name or stem ("03-prevent-hextech-ray"), name without the number
    ("prevent-hextech-ray") or title ("Prevented damage is not dealt"); case, spaces and
    hyphens do not matter, and a unique part of a name, or else of a title, is enough.
    Raises InvalidScenario when nothing or several lessons match (listing them)."""
    given = Path(key)
    if given.is_file():
        return given
    k = key.strip().lower()
    if k.endswith(".toml"):
        k = k[:-5]
    if "/" in key or "\\" in key or not _words(k):
        # a path, not a lesson name: say the file is missing
        raise InvalidScenario("no such file", path=key)
    lessons = lesson_index(folder)
    if k.isdigit():
        hits = [x for x in lessons if x.number == int(k)]
    else:
        w = _words(k)
        # the first of these that finds anything decides: a whole name or title, then a part of
        # a name, then a part of a title (so a part of a name never turns ambiguous because a
        # title happens to contain it too)
        tiers = (
            lambda x: w in (_words(x.stem), _words(x.slug), _words(x.title)),
            lambda x: w in _words(x.stem),
            lambda x: w in _words(x.title),
        )
        hits = []
        for fits in tiers:
            hits = [x for x in lessons if fits(x)]
            if hits:
                break
    if len(hits) == 1:
        return hits[0].path
    if len(hits) > 1:
        raise InvalidScenario(f"{key!r} matches {len(hits)} lessons: {_listing(hits)}; "
                              f"give its number or its full name")
    hint = ""
    names = [x.slug.lower() for x in lessons] + [x.stem.lower() for x in lessons]
    import difflib  # (here: only a misspelt name needs it)

    close = difflib.get_close_matches(k, names, n=1)
    if close:
        x = next(x for x in lessons if close[0] in (x.slug.lower(), x.stem.lower()))
        hint = f' (did you mean {x.number} "{x.slug}"?)'
    raise InvalidScenario(f"no such file, and no built-in lesson by that name or title{hint}; "
                          f"`riftboard lessons` lists them", path=key)
