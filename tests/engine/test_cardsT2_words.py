"""What the cardsT2 tournament cards needed: unit tokens gathered where the unit with the
ability is (`move_tokens_here`, Azir, Sovereign; 446, 449), and a unit that arrives at a combat's
battlefield after the designations joining its player's side (464.2.c.3.a)."""

from tests.engine.helpers import board, combat, designer, play

CARDS = [
    designer("Gatherer", kind="unit", might=4, abilities=[
        {"kind": "triggered", "trigger": "attack", "may": True,
         "effects": [{"op": "move_tokens_here"}]}]),
    designer("Two Soldiers", kind="spell",
             effects=[{"op": "create_tokens", "name": "Sand Soldier", "amount": 2}]),
]


def _board():
    st = board(units=[("azir", "Gatherer", None, "A", "north"), ("golem", "Golem", 9, "B", "north"),
                      ("pal", "Pal", 1, "A", "base")],
               battlefields=("north", "south"), cards=CARDS)
    return play(st, "Two Soldiers", by="A")


def _tokens(step):
    return sorted(o.id for o in step.state.objects.values() if o.token and o.zone == "board")


def test_446_464_2_c_3_a_tokens_moved_in_as_he_attacks_fight_as_attackers():
    st = _board()
    t1, t2 = _tokens(st)
    r = combat(st, "north", attackers=["azir"], choose={"A": [t1, t2]})
    moved = r.of("move")
    assert {m.target for m in moved} == {t1, t2}  # the tokens only: the Pal (no token) stays
    assert all(m.responsible == "A" and m.sources[0].host == "azir" for m in moved)
    assert r.obj("pal").at == "base"
    dealt = r.one("damage", target="golem")
    assert dealt.amount == 8  # 4 + 2 + 2: the tokens joined the attack (464.2.c.3.a)
    assert {s.id for s in dealt.sources} == {"azir", t1, t2}


def test_446_any_number_of_them_the_choice_names_which():
    st = _board()
    t1, t2 = _tokens(st)
    r = combat(st, "north", attackers=["azir"], choose={"A": t2})
    assert [m.target for m in r.of("move")] == [t2]
    assert r.obj(t1).at == "base"
    assert r.one("damage", target="golem").amount == 6


def test_383_3_a_declined_nothing_moves_and_he_fights_alone():
    st = _board()
    r = combat(st, "north", attackers=["azir"], may=False)
    assert not r.of("move")
    assert r.one("damage", target="golem").amount == 4
