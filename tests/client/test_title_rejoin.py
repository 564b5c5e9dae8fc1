"""A window restarted after a crash during a LAN game offers, on the title, to rejoin that table."""

from __future__ import annotations

import contextlib
import socket

import pygame
import pytest

from game.context import Context
from game.i18n import LANGUAGES, Translator
from game.netlink.lan import HostAnswer, probe_host
from game.scenes.title import TitleScene
from game.seattokens import store_for
from tests.client.events import key
from tests.client.test_scenes import FakeNet, button, click, run


@pytest.mark.parametrize("lang", LANGUAGES)
def test_title_offers_to_rejoin_the_lan_table_whose_seat_the_window_kept(ctx: Context, lang: str) -> None:
    ctx.tr = Translator(lang)
    store_for(ctx).put("192.168.1.31:47470", "tok", table="Friday table", game_no=1)
    net = FakeNet()
    ctx.services["net"] = net
    scene = TitleScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    rejoin = button(scene, ctx.tr("title.rejoin", table="Friday table"))
    letters = [pygame.key.name(b.hotkey) for b in scene.group.widgets]
    assert len(set(letters)) == len(letters) == 7
    assert pygame.key.name(rejoin.hotkey) in rejoin.text.lower()
    click(ctx, rejoin)
    run(ctx)
    assert net.joined == [("192.168.1.31", 47470, None)]


def test_title_does_not_offer_a_seat_that_only_a_join_process_kept(ctx: Context) -> None:
    store_for(ctx).put("192.168.1.31:47470 Kim", "tok", table="Friday table")
    scene = TitleScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    assert all("Friday" not in b.text for b in scene.group.widgets)
    scene.handle(key(pygame.K_q))
    assert ctx.quit_requested


def test_a_lan_seat_whose_table_is_gone_is_no_longer_offered(ctx: Context) -> None:
    tokens = store_for(ctx)
    tokens.put("192.168.1.31:47470", "tok", table="Friday table")
    tokens.forget("192.168.1.31:47470")
    assert tokens.latest_window_seat() is None


def closed_port() -> int:
    """A port on 127.0.0.1 where nobody listens (a host that has exited)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def settle_title(ctx: Context, scene: TitleScene) -> None:
    """Let the title enter (its look for a kept seat starts on another thread), wait for that
    look, then let the title show what it found."""
    run(ctx, 1)
    check = scene.seat_check
    if check is not None:
        check.result(timeout=10)
    run(ctx, 2)


def test_the_title_forgets_every_kept_seat_whose_host_is_gone_instead_of_offering_one_after_another(
        ctx: Context) -> None:
    """Two finished Quest matches against headless hosts that had exited: the title offered
    'Rejoin "PT114 Quest 2"' (nobody answers), then after OK 'Rejoin "PT114 Quest"' (nobody
    either)."""
    tokens = store_for(ctx)
    tokens.put(f"127.0.0.1:{closed_port()}", "a", table="PT114 Quest")
    tokens.put(f"127.0.0.1:{closed_port()}", "b", table="PT114 Quest 2")
    scene = TitleScene(ctx)
    ctx.stack.push(scene)
    settle_title(ctx, scene)
    assert all("PT114" not in b.text for b in scene.group.widgets)
    assert tokens.window_seats() == []


def test_the_title_offers_the_newest_kept_seat_whose_host_still_answers(ctx: Context) -> None:
    """Behind a dead table's seat, the seat at a table still up is offered, and first in focus."""
    tokens = store_for(ctx)
    with socket.socket() as host:
        host.bind(("127.0.0.1", 0))
        host.listen()
        alive = f"127.0.0.1:{host.getsockname()[1]}"
        tokens.put(alive, "a", table="Friday table")
        tokens.put(f"127.0.0.1:{closed_port()}", "b", table="Gone table")
        scene = TitleScene(ctx)
        ctx.stack.push(scene)
        settle_title(ctx, scene)
    rejoin = button(scene, ctx.tr("title.rejoin", table="Friday table"))
    assert scene.group.focus.current is rejoin
    assert [r.address for r in tokens.window_seats()] == [alive]


def silent_port(listener: socket.socket) -> tuple[int, list[socket.socket]]:
    """A port on 127.0.0.1 whose host does not answer in time (a machine off or out of reach,
    as a host can be for a moment): `listener` listens with a backlog already full, so a new
    connection waits for nothing. The connections filling it are returned, to be closed."""
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    port = int(listener.getsockname()[1])
    filling = []
    for _ in range(3):
        waiting = socket.socket()
        waiting.setblocking(False)
        with contextlib.suppress(BlockingIOError):
            waiting.connect(("127.0.0.1", port))
        filling.append(waiting)
    return port, filling


def test_a_probe_tells_a_host_gone_from_one_silent_for_now() -> None:
    with socket.socket() as up, socket.socket() as full:
        up.bind(("127.0.0.1", 0))
        up.listen()
        assert probe_host("127.0.0.1", up.getsockname()[1], timeout=2.0) is HostAnswer.ANSWERS
        assert probe_host("127.0.0.1", closed_port(), timeout=2.0) is HostAnswer.GONE
        port, filling = silent_port(full)
        try:
            assert probe_host("127.0.0.1", port, timeout=0.3) is HostAnswer.SILENT
        finally:
            for waiting in filling:
                waiting.close()


def test_a_seat_whose_host_is_silent_for_now_is_kept_for_later_but_not_offered(ctx: Context) -> None:
    """The title forgot a kept seat whose host did not answer within 1.5 s: a host out of reach
    for a moment when the window started lost its Rejoin offer for good."""
    tokens = store_for(ctx)
    with socket.socket() as full:
        port, filling = silent_port(full)
        try:
            tokens.put(f"127.0.0.1:{port}", "a", table="Friday table")
            scene = TitleScene(ctx)
            ctx.stack.push(scene)
            settle_title(ctx, scene)
        finally:
            for waiting in filling:
                waiting.close()
    assert all("Friday" not in b.text for b in scene.group.widgets)
    assert [r.address for r in tokens.window_seats()] == [f"127.0.0.1:{port}"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_long_table_name_is_shortened_on_rejoin_not_the_whole_label(ctx: Context, lang: str) -> None:
    """'Revenir à « La table du vendredi soi »' shrank to fit its button and touched its edge
    and its key letter: the name is now shortened with an ellipsis, the label kept at full size."""
    from game.ui.button import fitting_width

    ctx.tr = Translator(lang)
    store_for(ctx).put("192.168.1.31:47470", "tok", table="La table du vendredi soir", game_no=1)
    ctx.services["net"] = FakeNet()
    scene = TitleScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    rejoin = next(b for b in scene.group.widgets if b.hotkey == pygame.key.key_code(ctx.tr("title.rejoin.key").lower()))
    assert fitting_width(scene.kit, rejoin.text, rejoin.hint) <= rejoin.rect.width
    assert rejoin.label_place()[0] == scene.kit.theme.font_body  # not shrunk
    assert "…" in rejoin.text or ctx.tr("title.rejoin", table="La table du vendredi soir") == rejoin.text
