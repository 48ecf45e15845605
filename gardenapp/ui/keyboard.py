"""Keyboard play and screen readers (docs/architecture.md §6.14).

One ``TargetCursor`` per play screen walks the current targets: the cells of
its registered scenes that the base lit (``Selector.highlighted``: one-click
targets, pair sources, after a source its targets) and the buttons a game
names for its keys (``target_widgets``), in reading order by where they are
drawn in the window.

* Tab / Shift+Tab: the next / previous target; past the last (first) one,
  the focus leaves the targets for the next (previous) widget of Qt's chain,
  so the toolbar and the panels stay reachable and nothing traps Tab.
* Arrows: the nearest target in that direction.
* Enter or Space: exactly what a click on the target does (the scene's
  ``activate`` emits the signals of a press, a button is clicked).
* Esc stays the play screen's: it cancels a chosen source.

The focused cell wears a ring outside it (``CellItem.set_focused``), drawn
only once keys are used; a button target has Qt's own focus. After every
redraw ``sync`` keeps the key when it is still a target, else moves to the
nearest remaining one. The focused view's accessible name is the target in
words (the game supplies the words of its kinds: ``target_words``; the
cell's tooltip adds what it shows), with a focus and a name-change event for
screen readers; no Qt item gets a rule.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Protocol

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent, QPainter, QPainterPath, QPen, QTextDocumentFragment
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsView, QWidget

from .boardview import FOCUS_COLOR, FOCUS_HALO, BoardScene, tip_text

Key = Hashable

ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
ARROWS: dict[Qt.Key, tuple[float, float]] = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}


class CursorHost(Protocol):
    """What the cursor reads of a play screen (``PlayScreenBase`` is one)."""

    scenes: list[BoardScene]

    def window(self) -> QWidget: ...

    def keyboard_targets(self, scene: BoardScene) -> set: ...

    def target_widgets(self) -> Mapping[Key, QWidget]: ...

    def target_words(self, key: Key) -> str: ...

    def board_name(self, scene: BoardScene) -> str: ...

    def chosen_source(self) -> Key | None: ...


@dataclass(frozen=True)
class Target:
    """One place the cursor may stand: its key, the widget that takes Qt's
    focus for it (the scene's view, or the button), and where it is drawn
    (window coordinates)."""

    key: Key
    holder: QWidget
    scene: BoardScene | None
    rect: QRectF

    @property
    def centre(self) -> QPointF:
        return self.rect.center()


def plain_words(text: str) -> str:
    """A tooltip as one line of plain words (a card's rich tooltip loses its markup)."""
    if QtGui.Qt.mightBeRichText(text):
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return " ".join(text.split())


def reading_order(targets: list[Target]) -> list[Target]:
    """Rows from the top (a target joins a row when its centre is within
    half the row's smallest height of the row's first), left to right in each."""
    rows: list[list[Target]] = []
    for t in sorted(targets, key=lambda t: (t.centre.y(), t.centre.x())):
        if rows:
            first = rows[-1][0]
            tolerance = min(first.rect.height(), t.rect.height()) / 2
            if abs(t.centre.y() - first.centre.y()) <= tolerance:
                rows[-1].append(t)
                continue
        rows.append([t])
    return [t for row in rows for t in sorted(row, key=lambda t: t.centre.x())]


def nearest_in_direction(origin: QPointF, targets: list[Target], direction: tuple[float, float]) -> Target | None:
    """The target nearest to ``origin`` in ``direction`` (within 60° of it),
    distance along the direction counting half as much as across it."""
    dx, dy = direction
    best, best_score = None, math.inf
    for t in targets:
        vx, vy = t.centre.x() - origin.x(), t.centre.y() - origin.y()
        along = vx * dx + vy * dy
        across = abs(vx * dy - vy * dx)
        if along <= 0.5 or across > along * math.tan(math.radians(60)):
            continue
        score = along + 2.0 * across
        if score < best_score:
            best, best_score = t, score
    return best


def nearest(origin: QPointF, targets: list[Target]) -> Target | None:
    return min(targets, key=lambda t: (t.centre - origin).manhattanLength(), default=None)


class WidgetMark(QWidget):
    """The focus mark around a button target (Qt's own focus frame is faint,
    and a drawn plot has none): the cells' white-blue ring and blue corner
    brackets, drawn over the window around the widget, taking no clicks."""

    MARGIN = 7

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def around(self, widget: QWidget | None) -> None:
        """Show the mark around ``widget`` (None: hide it)."""
        parent = self.parentWidget()
        if widget is None or parent is None or not widget.isVisible():
            self.hide()
            return
        m = self.MARGIN
        top_left = widget.mapTo(parent, widget.rect().topLeft())
        self.setGeometry(top_left.x() - m, top_left.y() - m, widget.width() + 2 * m, widget.height() + 2 * m)
        self.show()
        self.raise_()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        m = self.MARGIN
        inner = QRectF(self.rect()).adjusted(m - 1.5, m - 1.5, -m + 1.5, -m + 1.5)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = QPainterPath()
        ring.addRoundedRect(inner, 3, 3)
        for colour, width in ((FOCUS_HALO, 4.0), (FOCUS_COLOR, 2.0)):
            p.setPen(QPen(colour, width))
            p.drawPath(ring)
        box = QRectF(self.rect()).adjusted(2.5, 2.5, -2.5, -2.5)
        arm = max(6.0, min(box.width(), box.height()) * 0.28)
        for colour, width in ((FOCUS_HALO, 5.0), (FOCUS_COLOR, 3.0)):
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
            for corner, sx, sy in (
                (box.topLeft(), 1, 1),
                (box.topRight(), -1, 1),
                (box.bottomRight(), -1, -1),
                (box.bottomLeft(), 1, -1),
            ):
                bracket = QPainterPath(QPointF(corner.x() + sx * arm, corner.y()))
                bracket.lineTo(corner)
                bracket.lineTo(QPointF(corner.x(), corner.y() + sy * arm))
                p.drawPath(bracket)
        p.end()


class TargetCursor(QObject):
    """The keyboard's cursor over a play screen's targets (module docstring)."""

    def __init__(self, host: CursorHost, parent: QObject | None = None):
        super().__init__(parent)
        self.host = host
        self.key: Key | None = None
        self._pos: QPointF | None = None  # where the key was last drawn (window coordinates)
        self._targets: list[Target] = []
        self._shown = False  # the ring shows once keys are used (not for a mouse click)
        self._moving = False  # the cursor itself moves Qt's focus
        # The person is on the targets: the focus follows the cursor through redraws (a
        # button rebuilt, a cell gone) until it goes to a widget that holds no target.
        self.active = False
        self.widget_mark = WidgetMark(host) if isinstance(host, QWidget) else None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is None:
            return
        try:
            self._follow_focus(old, new)
        except RuntimeError:  # the screen is being deleted
            pass

    def _follow_focus(self, old: QWidget | None, new: QWidget) -> None:
        if self._is_holder(new):
            self.active = True
        elif new.window() is self.host.window() and (old is None or old.isVisible()) and not self._moving:
            # Left on purpose (Tab, a click elsewhere), not a holder that went away.
            was, self.active = self.active, False
            if was:
                self._ring()  # no focus on the targets, no focus mark

    # -- the targets -----------------------------------------------------------------------------
    def targets(self) -> list[Target]:
        """The current targets, in reading order."""
        window = self.host.window()
        out: list[Target] = []
        seen: set = set()
        for scene in self.host.scenes:
            view = next((v for v in scene.views() if v.isVisible()), None)
            if view is None:
                continue
            self._filter(view)
            viewport = view.viewport()
            for key in self.host.keyboard_targets(scene):
                item = scene.cell_item(key)
                if item is None or not item.isVisible() or not item.interactive or not item.isEnabled():
                    continue
                shown = view.mapFromScene(item.mapToScene(item.polygon().boundingRect())).boundingRect()
                top_left = viewport.mapTo(window, shown.topLeft())
                out.append(Target(key, view, scene, QRectF(top_left, shown.size().toSizeF())))
                seen.add(key)
        for key, widget in self.host.target_widgets().items():
            if key in seen or not widget.isVisible() or not widget.isEnabled():
                continue
            if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a target must be able to hold the focus
            self._filter(widget)
            top_left = widget.mapTo(window, widget.rect().topLeft())
            out.append(Target(key, widget, None, QRectF(top_left, widget.size().toSizeF())))
        self._targets = reading_order(out)
        return self._targets

    def _filter(self, widget: QWidget) -> None:
        if not getattr(widget, "_target_cursor", False):
            widget.installEventFilter(self)
            setattr(widget, "_target_cursor", True)  # noqa: B010 - a mark Qt's classes do not declare

    def current(self) -> Target | None:
        return next((t for t in self._targets if t.key == self.key), None)

    def holders(self) -> set[int]:
        """The widgets that hold the targets' focus (ids): the views and the target buttons."""
        ids = {id(v) for s in self.host.scenes for v in s.views()}
        return ids | {id(w) for w in self.host.target_widgets().values()}

    def _is_holder(self, widget: QWidget | None) -> bool:
        if widget is None:
            return False
        holders = self.holders()
        while widget is not None:  # a view's viewport counts as its view
            if id(widget) in holders:
                return True
            widget = widget.parentWidget() if isinstance(widget.parentWidget(), QGraphicsView) else None
        return False

    def has_focus(self) -> bool:
        """Qt's focus is on one of the targets' holders."""
        return self._is_holder(QApplication.focusWidget() or self.host.window().focusWidget())

    # -- moving ----------------------------------------------------------------------------------
    def sync(self) -> None:
        """After a redraw: keep the key while it is a target, else the target
        nearest to where it was; the ring, the focus and the words follow."""
        targets = self.targets()
        target = self.current()
        if target is None and targets:
            target = nearest(self._pos, targets) if self._pos is not None else None
            if target is None and (self.key is not None or self.active):
                target = targets[0]
        self._go(target, focus=self.active or self.has_focus())

    def take_focus(self, show: bool = False) -> bool:
        """Put Qt's focus on the current target (the first one if none): a
        game starts, the board is uncovered. False when there is no target."""
        targets = self.targets()
        target = self.current() or (targets[0] if targets else None)
        self._shown = self._shown or show
        self.active = True  # no target yet (a computer player moves first): the focus comes with the first
        if target is None:
            return False
        self._go(target, focus=True)
        return True

    def step(self, forward: bool) -> bool:
        """Tab / Shift+Tab: the next / previous target. False past the last or
        before the first one (the focus leaves the targets)."""
        targets = self.targets()
        if not targets:
            return False
        target = self.current()
        if target is None or not self._shown:
            self._shown = True
            self._go(target or (targets[0] if forward else targets[-1]), focus=True)
            return True
        i = targets.index(target) + (1 if forward else -1)
        if not 0 <= i < len(targets):
            return False
        self._go(targets[i], focus=True)
        return True

    def move(self, direction: tuple[float, float]) -> bool:
        """An arrow: the nearest target that way (the cursor stays at an edge)."""
        targets = self.targets()
        target = self.current()
        if target is None or not self._shown:
            if not targets:
                return False
            self._shown = True
            self._go(target or targets[0], focus=True)
            return True
        further = nearest_in_direction(target.centre, [t for t in targets if t.key != target.key], direction)
        if further is not None:
            self._go(further, focus=True)
        return True

    def move_to(self, key: Key) -> bool:
        """Put the cursor on ``key`` if it is a target (for a game's own key, or a script)."""
        target = next((t for t in self.targets() if t.key == key), None)
        if target is None:
            return False
        self._shown = True
        self._go(target, focus=True)
        return True

    def activate(self) -> bool:
        """Enter or Space: what a click on the current target does."""
        target = self.current()
        if target is None:
            return False
        if target.scene is not None:
            return target.scene.activate(target.key)
        widget = target.holder
        if isinstance(widget, QAbstractButton):
            widget.click()
            return True
        clicked = getattr(widget, "clicked", None)
        if clicked is not None:
            clicked.emit()
            return True
        return False

    def leave(self, forward: bool) -> None:
        """Past the last (before the first) target: the next (previous) widget
        of Qt's focus chain that holds no target."""
        widget = QApplication.focusWidget() or self.host.window().focusWidget()
        if widget is None:
            return
        start = widget
        for _ in range(1000):
            following = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
            if following is None or following is start:
                return
            widget = following
            if (
                widget.isVisible()
                and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                and widget.focusProxy() is None
                and widget.window() is start.window()
                and not self._is_holder(widget)
            ):
                reason = Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
                widget.setFocus(reason)
                return

    def _go(self, target: Target | None, focus: bool) -> None:
        before = self.key
        self.key = target.key if target is not None else None
        if target is not None:
            self._pos = target.centre
        if target is not None and focus:
            if target.scene is not None:
                item = target.scene.cell_item(target.key)
                view = target.holder
                if item is not None and isinstance(view, QGraphicsView):
                    view.ensureVisible(item, 4, 4)
            if QApplication.focusWidget() is not target.holder:
                self._moving = True
                try:
                    target.holder.setFocus(Qt.FocusReason.OtherFocusReason)
                finally:
                    self._moving = False
        self._ring()
        self.announce(focus_moved=before != self.key)

    def _ring(self) -> None:
        """The focus mark on the current cell, while keys are used and the targets have the focus."""
        target = self.current()
        on = target is not None and self._shown and (self.active or self.has_focus())
        for scene in self.host.scenes:
            scene.set_focused(target.key if on and target is not None and target.scene is scene else None)
        if self.widget_mark is not None:
            self.widget_mark.around(target.holder if on and target is not None and target.scene is None else None)

    # -- screen readers --------------------------------------------------------------------------
    def words(self, key: Key) -> str:
        """The target in words: the game's words for it, what its tooltip says,
        and "chosen" for a chosen source."""
        text = self.host.target_words(key)
        target = next((t for t in self._targets if t.key == key), None)
        if target is not None:
            item = target.scene.cell_item(key) if target.scene is not None else None
            tip = plain_words(tip_text(item if item is not None else target.holder))
            if tip and tip not in text:
                text = self.tr("{target}: {details}").format(target=text, details=tip) if text else tip
        if key == self.host.chosen_source():
            text = self.tr("{target}, chosen").format(target=text)
        return text

    def announce(self, focus_moved: bool = False) -> None:
        """Name each view after its focused target (else after its board) and
        tell screen readers (a name change; a focus event when the cursor moved)."""
        target = self.current()
        if target is not None and target.scene is None:
            widget = target.holder  # a button without words of its own (an icon, a drawn plot) gets the target's
            if not (isinstance(widget, QAbstractButton) and widget.text().strip()):
                name = self.words(target.key)
                if widget.accessibleName() != name:
                    widget.setAccessibleName(name)
                    QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.NameChanged))
        for scene in self.host.scenes:
            for view in scene.views():
                board = self.host.board_name(scene)
                if target is not None and target.holder is view:
                    n = self._targets.index(target) + 1
                    name = self.words(target.key)
                    description = self.tr("{board}: choice {n} of {total}").format(
                        board=board, n=n, total=len(self._targets)
                    )
                else:
                    name, description = board, ""
                if view.accessibleName() != name or view.accessibleDescription() != description:
                    view.setAccessibleName(name)
                    view.setAccessibleDescription(description)
                    QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.NameChanged))
                if focus_moved and target is not None and target.holder is view and view.hasFocus():
                    QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.Focus))

    # -- keys ------------------------------------------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            # Claim the keys the cursor uses before a window shortcut takes them
            # (Azul's Enter accepts a payment until the cursor has been moved).
            if self._claims(event):
                event.accept()
                return True
            return False
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(event)
        if kind in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Hide) and not isinstance(obj, QGraphicsView):
            target = self.current()
            if target is not None and target.holder is obj:
                self._ring()  # the mark follows its button (a layout moved it, or it went away)
        if kind == QEvent.Type.FocusIn and not self._moving:
            reason = event.reason() if hasattr(event, "reason") else None
            if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
                # Tab from outside: the first (Shift+Tab: the last) target, wherever it is drawn.
                targets = self.targets()
                if targets:
                    self._shown = True
                    first = targets[0] if reason == Qt.FocusReason.TabFocusReason else targets[-1]
                    self._go(first, focus=True)
            elif reason == Qt.FocusReason.MouseFocusReason:
                self._shown = False
                self._go(self.current(), focus=False)
        return False

    def _claims(self, event: QKeyEvent) -> bool:
        if event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        if key in ACTIVATE_KEYS:
            return self._shown and self.current() is not None
        return key in ARROWS or key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)

    def _key(self, event: QKeyEvent) -> bool:
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        key = event.key()
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not mods & ~Qt.KeyboardModifier.ShiftModifier:
            forward = key == Qt.Key.Key_Tab and not mods & Qt.KeyboardModifier.ShiftModifier
            if not self.step(forward):
                self.leave(forward)
            return True
        if mods & ~Qt.KeyboardModifier.ShiftModifier:
            return False
        arrow = ARROWS.get(Qt.Key(key))
        if arrow is not None:
            return self.move(arrow)
        if key in ACTIVATE_KEYS and self.current() is not None:
            if not self._shown:
                # the first key shows where the cursor is; Enter never chooses unseen
                self._shown = True
                self._go(self.current(), focus=True)
                return True
            self.activate()
            return True
        return False
