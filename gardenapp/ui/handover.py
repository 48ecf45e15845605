"""Hot-seat hand-over: between two people in a game with hidden hands, the
screen is covered until the next person says they are ready, so nobody sees
another's cards."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from .plaintext import PlainLabel, no_mnemonic


class HandOverScreen(QWidget):
    ready = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAttribute(
            Qt.WidgetAttribute.WA_StyledBackground, True
        )  # else the style sheet's background is not painted
        self.setStyleSheet("HandOverScreen { background: #2f3b2f; } QLabel { color: white; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = PlainLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 22pt; font-weight: bold;")
        self.title.setWordWrap(True)
        self.hint = PlainLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self.ready)
        # Enter (or Space) continues, before any window shortcut takes Enter (docs/architecture.md §6.14).
        self.button.setAutoDefault(True)
        self.button.installEventFilter(self)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self._name = ""
        self.retranslate()

    def show_for(self, name: str) -> None:
        self._name = name
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.button and isinstance(event, QKeyEvent):
            enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            if enter and event.type() == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            if enter and event.type() == QEvent.Type.KeyPress:
                self.button.click()
                return True
        return False

    def changeEvent(self, event: QEvent) -> None:
        # A language switch while the screen is covered: it speaks the new language at once.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass the screen to {name}").format(name=self._name))
        self.hint.setText(self.tr("Your cards stay hidden until you are ready."))
        self.button.setText(no_mnemonic(self.tr("I am {name}: show my turn").format(name=self._name)))
        self.setAccessibleName(self.title.text())
