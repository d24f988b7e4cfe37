"""Spending its own buff as an activated ability's cost (`cost = ["spend_buff"]`, Sett, Brawler):
paid on activation, the unit loses its buff and the +1 Might with it (143.2); a unit with no buff
cannot pay, so the step is refused and nothing changes (203.3)."""

from riftboard.engine.might import might
from tests.engine.helpers import activate, board, designer, raises_illegal

BRAWLER = designer("Buff Spender", kind="unit", might=4, abilities=[
    {"kind": "activated", "cost": ["spend_buff"],
     "effects": [{"op": "might", "target": "self", "amount": 4}]}])


def test_143_2_spend_my_buff_is_paid_on_activation_then_the_ability_resolves():
    st = board(units=[("b", "Buff Spender", None, "A", "north", {"buffed": True})],
               cards=[BRAWLER])
    r = activate(st, "b", 1, by="A")
    spent = r.one("spend_buff", target="b")
    assert spent.sources[0].id == "b#1" and "143.2" in spent.rules
    assert spent.seq < r.one("activate").seq
    assert not r.obj("b").buffed
    assert might(r.state, r.obj("b")) == 8


def test_203_3_no_buff_no_activation():
    st = board(units=[("b", "Buff Spender", None, "A", "north")], cards=[BRAWLER])
    msg = raises_illegal(activate, st, "b", 1, by="A")
    assert "no buff" in msg and "203.3" in msg
