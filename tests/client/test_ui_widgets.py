"""The widget kit driven by synthetic mouse and key events, with time stepped by hand."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.context import Context
from game.ui import Button, Dialog, Group, Label, ListView, Row, Slider, TextInput, Theme, Toasts, Toggle, kit_for
from tests.client.events import click_events, key, text


def test_button_click_hover_disabled_and_hotkey(ctx: Context) -> None:
    kit = kit_for(ctx)
    hits: list[str] = []
    b = Button(kit, (10, 10, 200, 50), "Go", lambda: hits.append("go"), hotkey=pygame.K_g)
    group = Group([b])
    for ev in click_events((50, 30)):
        group.handle(ev)
    assert hits == ["go"] and b.hovered
    group.handle(key(pygame.K_g))
    assert hits == ["go", "go"]
    # Released outside: no click.
    group.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 30), button=1))
    group.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 500), button=1))
    assert len(hits) == 2
    b.enabled = False
    for ev in [*click_events((50, 30)), key(pygame.K_g)]:
        group.handle(ev)
    assert len(hits) == 2
    b.update(0.5)
    b.draw(pygame.display.get_surface())


def test_keyboard_focus_and_activation(ctx: Context) -> None:
    kit = kit_for(ctx)
    hits: list[int] = []
    buttons = [Button(kit, (10, 10 + 60 * i, 200, 50), str(i), lambda i=i: hits.append(i)) for i in range(3)]
    buttons[1].enabled = False
    group = Group(buttons)
    group.handle(key(pygame.K_TAB))
    assert buttons[0].focused
    group.handle(key(pygame.K_TAB))
    assert buttons[2].focused and not buttons[0].focused  # the disabled one is skipped
    group.handle(key(pygame.K_RETURN))
    group.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    group.handle(key(pygame.K_SPACE))
    assert hits == [2, 0]


def test_enter_activates_the_focused_button_before_another_buttons_enter_hotkey(ctx: Context) -> None:
    """The lobby: the focus on "Remove bot" and Enter the Start button's hotkey; Enter removes
    the bot, as the focus ring says (it started the game)."""
    kit = kit_for(ctx)
    hits: list[str] = []
    remove = Button(kit, (10, 10, 200, 50), "remove", lambda: hits.append("remove"))
    start = Button(kit, (10, 70, 200, 50), "start", lambda: hits.append("start"), hotkey=pygame.K_RETURN)
    group = Group([remove, start])
    group.focus.focus(remove)
    group.handle(key(pygame.K_RETURN))
    assert hits == ["remove"]
    group.focus.focus(None)
    group.handle(key(pygame.K_RETURN))
    assert hits == ["remove", "start"], "with nothing focused, the hotkey answers"


def test_text_input_takes_any_text_safely(ctx: Context) -> None:
    kit = kit_for(ctx)
    submitted: list[str] = []
    field = TextInput(kit, (10, 10, 300, 50), max_length=8, on_submit=submitted.append, paste=lambda: "pa\x00ste\nme!!")
    group = Group([field])
    for ev in click_events((20, 20)):
        group.handle(ev)
    assert field.focused
    group.handle(text("Zoë\u0000\u200b魔"))
    assert field.text == "Zoë\u200b魔"
    group.handle(pygame.event.Event(pygame.TEXTEDITING, text="ほ", start=0, length=1))
    assert "ほ" in field.shown_text()
    group.handle(key(pygame.K_v, pygame.KMOD_CTRL))
    assert len(field.text) == 8
    group.handle(key(pygame.K_BACKSPACE))
    group.handle(key(pygame.K_HOME))
    group.handle(key(pygame.K_DELETE))
    group.handle(key(pygame.K_RETURN))
    assert submitted == [field.text] and len(field.text) == 6
    field.update(0.1)
    field.draw(pygame.display.get_surface())


def test_a_letter_typed_in_a_focused_field_is_never_another_widgets_hotkey(ctx: Context) -> None:
    """Typed into a name field, "l" is a letter of the name, not the Language button's hotkey
    (the settings screen changed its language while a name was typed), full field or not;
    a shortcut with Ctrl still reaches the screen."""
    kit = kit_for(ctx)
    pressed: list[str] = []
    field = TextInput(kit, (10, 10, 300, 50), "Merlin", max_length=8)
    language = Button(kit, (10, 80, 300, 50), "Language", lambda: pressed.append("l"), hotkey=pygame.K_l)
    save = Button(kit, (10, 150, 300, 50), "Save", lambda: pressed.append("ctrl+s"), hotkey=pygame.K_s)
    group = Group([field, language, save])
    group.focus.focus(field)
    for _ in range(4):  # "ll" fill the field; the next ones do not fit
        assert group.handle(key(pygame.K_l, unicode="l"))
        group.handle(text("l"))
    assert field.text == "Merlinll" and pressed == []
    group.handle(key(pygame.K_s, pygame.KMOD_CTRL, unicode="\x13"))
    assert pressed == []  # a Button's hotkey ignores Ctrl, but the field let the shortcut pass
    assert not field.handle(key(pygame.K_s, pygame.KMOD_CTRL, unicode="\x13"))
    group.focus.focus(language)
    group.handle(key(pygame.K_l, unicode="l"))
    assert pressed == ["l"]  # with the focus elsewhere the hotkey works


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=80))
def test_text_input_never_crashes(typed: str) -> None:
    pygame.init()
    surface = pygame.Surface((400, 100))
    from game.settings import Settings
    kit = kit_for(Context(Settings()))
    field = TextInput(kit, (0, 0, 300, 50), max_length=20)
    field.set_focus(True)
    field.handle(text(typed))
    field.handle(pygame.event.Event(pygame.TEXTEDITING, text=typed, start=0, length=0))
    assert len(field.text) <= 20
    field.draw(surface)
    Label(kit, (0, 0, 120, 10), typed).draw(surface)


def test_toggle_slider_list(ctx: Context) -> None:
    kit = kit_for(ctx)
    values: list[object] = []
    toggle = Toggle(kit, (10, 10, 400, 40), "Fast", False, values.append)
    slider = Slider(kit, (10, 60, 400, 40), "Volume", 0.5, values.append)
    activated: list[Row] = []
    lv = ListView(kit, (10, 120, 400, 140), [Row(f"T{i}", data=i) for i in range(10)], on_activate=activated.append)
    group = Group([toggle, slider, lv])
    for ev in click_events((20, 30)):
        group.handle(ev)
    assert toggle.value is True and values == [True]
    track = slider.track()
    for ev in click_events((track.right, track.centery)):
        group.handle(ev)
    assert slider.value == 1.0
    group.focus.focus(slider)
    group.handle(key(pygame.K_LEFT))
    assert abs(slider.value - 0.9) < 1e-6
    group.focus.focus(lv)
    for _ in range(5):
        lv.handle(key(pygame.K_DOWN))
    assert lv.selected == 4 and lv.scroll > 0
    lv.handle(key(pygame.K_RETURN))
    assert activated[-1].data == 4
    lv.set_items([Row("new", data=99), Row("T4", data=4)])
    assert lv.selected == 1
    lv.set_items([Row(f"T{i}", data=i) for i in range(10)])
    lv.handle(key(pygame.K_END))
    assert lv.selected == 9 and lv.scroll == 10 - lv.visible_count()
    lv.handle(key(pygame.K_PAGEUP))
    assert lv.selected == 9 - max(1, lv.visible_count() - 1)
    lv.handle(key(pygame.K_HOME))
    assert lv.selected == 0 and lv.scroll == 0
    lv.handle(key(pygame.K_PAGEDOWN))
    assert lv.selected == max(1, lv.visible_count() - 1)
    for w in group.widgets:
        w.update(0.2)
        w.draw(pygame.display.get_surface())


def test_dialog_is_modal_and_returns_prompt_text(ctx: Context) -> None:
    got: list[str] = []
    ctx.stack.push(Dialog(ctx, "Password", "This table needs a password.", [("Join", None), ("Cancel", None)],
                          prompt=True, secret=True, on_text=got.append))
    ctx.stack.apply_changes()
    dialog = ctx.stack.top
    assert isinstance(dialog, Dialog)
    dialog.handle(text("s3cret"))
    dialog.handle(key(pygame.K_RETURN))
    ctx.stack.apply_changes()
    assert got == ["s3cret"] and ctx.stack.top is None


def test_dialog_escape_cancels(ctx: Context) -> None:
    chosen: list[str] = []
    ctx.stack.push(Dialog(ctx, "Quit?", "Leave the table?", [("Yes", lambda: chosen.append("y")),
                                                              ("No", lambda: chosen.append("n"))]))
    ctx.stack.apply_changes()
    assert ctx.stack.top is not None
    hints = [w.hint for w in ctx.stack.top.group.widgets if isinstance(w, Button)]  # type: ignore[attr-defined]
    assert hints == ["", ctx.tr("ui.key.esc")]  # the button Escape chooses says so
    ctx.stack.top.handle(key(pygame.K_ESCAPE))
    assert chosen == ["n"]


def test_toasts_age_with_game_time(ctx: Context) -> None:
    toasts = Toasts(kit_for(ctx), limit=2)
    for i in range(3):
        toasts.show(f"m{i}")
    toasts.show("m0")  # merged
    toasts.update(0.0)
    assert [t.text for t in toasts.items] == ["m0", "m1"]
    toasts.draw(pygame.display.get_surface())
    toasts.update(10.0)
    toasts.update(0.0)
    assert [t.text for t in toasts.items] == ["m2"]


def test_theme_scales_with_window() -> None:
    small, big = Theme.for_size((640, 360)), Theme.for_size((2560, 1440))
    assert small.font_body < Theme().font_body < big.font_body
    assert Theme.for_size((100, 100)).scale == 0.6


def test_a_click_gives_the_keys_to_what_it_lands_on_before_it_acts(ctx: Context) -> None:
    """A click on a list row whose choice rebuilt the scene left the keys on the widget focused
    before (the rebuild keeps the focus where it finds it): the deck builder's deck could not be
    walked by keys after a click on it. The focus moves before the click acts."""
    kit = kit_for(ctx)
    focus_when_chosen: list[object] = []
    first = ListView(kit, (10, 10, 300, 140), [Row("A", data=1), Row("B", data=2)])
    second = ListView(kit, (10, 200, 300, 140), [Row("C", data=3), Row("D", data=4)],
                      on_select=lambda row: focus_when_chosen.append(group.focus.current))
    group = Group([first, second])
    group.focus.focus(first)
    for ev in click_events((40, 200 + second.row_height // 2)):
        group.handle(ev)
    assert focus_when_chosen == [second] and group.focus.current is second


def test_a_list_keeps_one_size_and_puts_details_under_the_names_when_a_long_name_would_not_clear_its_detail(
        ctx: Context) -> None:
    """A play-tester saw one long card name set in a smaller font than its neighbours; shrunk all
    together, the next saw the whole list small. The names keep the body size, and in a list where
    one would not clear its detail every row shows its detail under its name."""
    kit = kit_for(ctx)
    rows = [Row("Short", "×1 · 160/160/65", data=1), Row("Assassin of the long dusk", "×1 · 175/145/70 · rare", data=2),
            Row("Mid name", "×1 · potion", data=3)]
    lv = ListView(kit, (10, 10, 300, 200), rows)
    assert lv.stacked()
    assert [lv.fitted_text(row) for row in rows] == [(row.text, kit.theme.font_body) for row in rows]
    lv.draw(pygame.Surface((400, 300)))
    lv.set_items([Row("Short", "3", data=1), Row("Mid name", "7", data=3)])
    assert not lv.stacked()
    assert {lv.fitted_text(row)[1] for row in lv.rows} == {kit.theme.font_body}


def test_a_full_text_field_says_it_is_full(ctx: Context) -> None:
    """A name was cut at 24 letters with nothing said: the focused field, once full, shows
    "24/24" at its right end (and its text scrolls clear of it)."""
    kit = kit_for(ctx)
    field = TextInput(kit, (10, 10, 300, 40), max_length=24)
    field.focused = True
    for letter in "Archimage de la tour noire":
        field.handle(text(letter))
    assert field.text == "Archimage de la tour noi"
    assert field.limit_note() == "24/24"
    surface = pygame.Surface((400, 100))
    field.draw(surface)
    field.handle(key(pygame.K_BACKSPACE))
    assert field.limit_note() == ""
    field.focused = False
    field.set_text("x" * 30)
    assert field.limit_note() == ""


def test_a_row_clicked_where_the_list_cuts_it_stays_put_for_the_second_click(ctx: Context) -> None:
    """In the deck builder a click on the half-shown bottom row scrolled the list (on the click,
    and again when the screen was rebuilt), so the second click of a double click chose the next
    card. The row is chosen where it is; the second click activates it."""
    from game.scenes.base import _keep_scrolls

    kit = kit_for(ctx)
    activated: list[Row] = []
    lv = ListView(kit, (10, 10, 300, 0), [Row(f"Card {i}", data=i) for i in range(12)], on_activate=activated.append)
    lv.rect.height = lv.row_height * 4 + lv.row_height // 2  # four rows and half of a fifth
    cut = (lv.rect.x + 20, lv.rect.y + lv.row_height * 4 + lv.row_height // 4)
    for ev in click_events(cut):
        lv.handle(ev)
    assert lv.selected == 4 and lv.scroll == 0
    rebuilt = ListView(kit, lv.rect, lv.rows, on_activate=activated.append)
    rebuilt.selected = lv.selected
    _keep_scrolls([lv.scroll], [rebuilt])  # what a screen rebuilt after the choice does
    assert rebuilt.scroll == 0
    for ev in click_events(cut):
        rebuilt.handle(ev)
    assert [row.data for row in activated] == [4]
    rebuilt.selected = 9
    _keep_scrolls([0], [rebuilt])
    assert rebuilt.in_sight(9) and rebuilt.scroll > 0  # a row out of sight is still brought in


def test_a_dialogs_buttons_are_as_wide_as_their_label_and_key_hint_need(ctx: Context) -> None:
    """French "Annuler" beside its "Échap" hint was squeezed, smaller than the other labels, into
    a button the size of "Renommer": each button now takes the room its text needs."""
    from game.ui.button import fitting_width

    ctx.set_language("fr")
    ctx.stack.push(Dialog(ctx, "Renommer le paquet ?", "Enregistrer ce paquet sous « Brouillon » ?",
                          [("Renommer", None), ("Garder les deux", None), ("Annuler", None)]))
    ctx.stack.apply_changes()
    dialog = ctx.stack.top
    assert isinstance(dialog, Dialog)
    kit = kit_for(ctx)
    buttons = [w for w in dialog.group.widgets if isinstance(w, Button)]
    assert [b.text for b in buttons] == ["Renommer", "Garder les deux", "Annuler"] and buttons[2].hint == "Échap"
    for b in buttons:
        assert b.rect.width >= fitting_width(kit, b.text, b.hint), b.text
        assert dialog.panel_rect.contains(b.rect)


def test_up_and_down_go_to_the_nearest_widget_that_way_in_the_same_column(ctx: Context) -> None:
    """On the New game screen Up from Start went to Back, then through the seats one by one, and
    took ten presses to reach the players' count: Up and Down now go to the nearest widget that
    way in the focused one's column, and on round in Tab's order past the last."""
    kit = kit_for(ctx)
    left_top = Button(kit, (10, 10, 200, 40), "Players")
    left_low = Button(kit, (10, 300, 200, 40), "Length")
    right_top = Button(kit, (400, 10, 200, 40), "Seat 2")
    right_mid = Button(kit, (400, 80, 200, 40), "Seat 3")
    back = Button(kit, (200, 500, 150, 40), "Back")
    start = Button(kit, (400, 500, 200, 40), "Start")
    group = Group([left_top, left_low, right_top, right_mid, back, start])
    group.focus.focus(start)
    group.handle(key(pygame.K_UP))
    assert group.focus.current is right_mid
    group.handle(key(pygame.K_UP))
    assert group.focus.current is right_top
    group.handle(key(pygame.K_DOWN))
    group.handle(key(pygame.K_DOWN))
    assert group.focus.current is start
    group.handle(key(pygame.K_DOWN))  # nothing below: on round, as Tab goes
    assert group.focus.current is left_top
