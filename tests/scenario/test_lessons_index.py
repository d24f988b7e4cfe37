"""The lesson index (resources/lessons/index.toml) and finding a lesson by number or name."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from attrs.exceptions import FrozenInstanceError

from riftboard.errors import InvalidScenario
from riftboard.scenario import lessons as L
from riftboard.scenario.runner import lessons_dir

LESSONS = Path(__file__).resolve().parents[2] / "resources" / "lessons"
INDEX = LESSONS / "index.toml"


def _entries():
    return tomllib.loads(INDEX.read_text(encoding="utf-8"))["lesson"]


def test_every_lesson_file_has_an_entry_and_every_entry_a_file():
    files = {p.name for p in LESSONS.glob("*.toml")} - {"index.toml"}
    listed = [e["file"] for e in _entries()]
    assert len(listed) == len(set(listed)), "a file is listed twice"
    assert files - set(listed) == set(), "lesson files without an index entry"
    assert set(listed) - files == set(), "index entries without a file"
    assert len(files) >= 47


def test_entries_are_complete_and_agree_with_the_files():
    entries = _entries()
    numbers = [e["number"] for e in entries]
    assert len(numbers) == len(set(numbers)), "two lessons share a number"
    topics = {e["topic"] for e in entries}
    assert 3 <= len(topics) <= 14  # 12 topics of rules, "Puzzles" and "The whole game"
    for e in entries:
        doc = tomllib.loads((LESSONS / e["file"]).read_text(encoding="utf-8"))
        assert e["title"] == doc["title"], e["file"]
        assert int(e["file"].split("-")[0]) == e["number"], e["file"]
        assert e["difficulty"] in (1, 2, 3), e["file"]
        d = e["description"]
        assert d and d[0].isupper() and d.rstrip().endswith((".", "?")), e["file"]
        assert d.count(". ") == 0, f"{e['file']}: one sentence"


def test_lesson_index_reads_the_builtin_folder():
    idx = L.lesson_index()
    assert [x.file for x in idx] == sorted(x.file for x in idx)
    assert len(idx) == len(_entries())
    first = idx[0]
    assert first.number == 1 and first.file == "01-void-seeker-kill.toml"
    assert first.topic == "Spells and kill credit" and first.indexed
    assert first.path == lessons_dir() / first.file and first.path.is_file()
    assert first.slug == "void-seeker-kill" and first.stem == "01-void-seeker-kill"
    with pytest.raises(FrozenInstanceError):
        first.title = "x"
    assert all(x.path.name != "index.toml" for x in idx)


def _folder(tmp_path: Path) -> Path:
    d = tmp_path / "lessons"
    d.mkdir()
    for name in ("01-void-seeker-kill.toml", "05-void-gate-prevent-1.3.toml",
                 "24-void-gate-prevent-1.4.toml", "03-prevent-hextech-ray.toml"):
        (d / name).write_text((LESSONS / name).read_text(encoding="utf-8"), encoding="utf-8")
    text = INDEX.read_text(encoding="utf-8")
    (d / "index.toml").write_text(text, encoding="utf-8")  # lists many files that are not here
    return d


def test_a_file_without_an_entry_falls_back_to_its_own_title(tmp_path):
    d = _folder(tmp_path)
    (d / "60-new-lesson.toml").write_text('format = 1\ntitle = "A lesson nobody indexed"\n',
                                          encoding="utf-8")
    (d / "broken.toml").write_text("title = [", encoding="utf-8")
    idx = {x.file: x for x in L.lesson_index(d)}
    assert set(idx) == {"01-void-seeker-kill.toml", "03-prevent-hextech-ray.toml",
                        "05-void-gate-prevent-1.3.toml", "24-void-gate-prevent-1.4.toml",
                        "60-new-lesson.toml", "broken.toml"}
    new = idx["60-new-lesson.toml"]
    assert (new.number, new.title, new.topic, new.indexed) == (60, "A lesson nobody indexed",
                                                                 "Other", False)
    assert idx["broken.toml"].title == "broken" and idx["broken.toml"].number == 0
    assert idx["03-prevent-hextech-ray.toml"].topic == "Prevention"
    assert L.find_lesson("60", d) == d / "60-new-lesson.toml"
    assert L.find_lesson("new-lesson", d) == d / "60-new-lesson.toml"


def test_no_index_at_all_still_lists_the_files(tmp_path):
    d = _folder(tmp_path)
    (d / "index.toml").unlink()
    idx = L.lesson_index(d)
    assert [x.number for x in idx] == [1, 3, 5, 24]
    assert idx[0].title == "Void Seeker deals lethal damage" and not idx[0].indexed


def test_a_broken_index_names_the_file_and_key(tmp_path):
    d = _folder(tmp_path)
    (d / "index.toml").write_text('[[lesson]]\nfile = "01-void-seeker-kill.toml"\nnumber = "one"\n',
                                  encoding="utf-8")
    with pytest.raises(InvalidScenario) as e:
        L.lesson_index(d)
    assert "index.toml" in str(e.value) and "lesson[0].number" in str(e.value)
    (d / "index.toml").write_text("[[lesson]\n", encoding="utf-8")
    with pytest.raises(InvalidScenario) as e:
        L.lesson_index(d)
    assert "index.toml:1:" in str(e.value)


@pytest.mark.parametrize("key", ["3", "03", "prevent-hextech-ray", "PREVENT-Hextech-Ray",
                                 "03-prevent-hextech-ray", "03-prevent-hextech-ray.toml",
                                 "hextech"])
def test_find_lesson_by_number_stem_slug_or_unique_part(tmp_path, key):
    d = _folder(tmp_path)
    assert L.find_lesson(key, d) == d / "03-prevent-hextech-ray.toml"


def test_find_lesson_in_the_builtin_folder():
    assert L.find_lesson("void-seeker-kill") == lessons_dir() / "01-void-seeker-kill.toml"
    assert L.find_lesson("3").name == "03-prevent-hextech-ray.toml"
    assert L.find_lesson("47").name == "47-armory-then-decree.toml"


def test_an_existing_file_path_always_wins(tmp_path, monkeypatch):
    d = _folder(tmp_path)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "3").write_text("format = 1\n", encoding="utf-8")
    (tmp_path / "void-seeker-kill").write_text("format = 1\n", encoding="utf-8")
    assert L.find_lesson("3", d) == Path("3")
    assert L.find_lesson("void-seeker-kill", d) == Path("void-seeker-kill")
    assert L.find_lesson(str(d / "24-void-gate-prevent-1.4.toml"), d) == \
        d / "24-void-gate-prevent-1.4.toml"


def test_a_name_matching_several_lessons_lists_them(tmp_path):
    d = _folder(tmp_path)
    with pytest.raises(InvalidScenario) as e:
        L.find_lesson("void-gate", d)
    msg = str(e.value)
    assert "2 lessons" in msg
    assert "5 05-void-gate-prevent-1.3" in msg and "24 24-void-gate-prevent-1.4" in msg
    assert "01-void-seeker-kill" not in msg


def test_nothing_matching_is_a_file_error_with_a_hint(tmp_path):
    d = _folder(tmp_path)
    with pytest.raises(InvalidScenario) as e:
        L.find_lesson("void-seekr-kill", d)
    assert 'did you mean 1 "void-seeker-kill"' in str(e.value)
    assert "riftboard lessons" in str(e.value)
    assert L.find_lesson("void-seeker-kil", d).name == "01-void-seeker-kill.toml"  # a unique part
    with pytest.raises(InvalidScenario) as e:
        L.find_lesson("99", d)
    assert str(e.value).startswith("99: no such file")
    with pytest.raises(InvalidScenario) as e:
        L.find_lesson("some/dir/missing.toml", d)
    assert str(e.value) == "some/dir/missing.toml: no such file"
