"""Shared test setup.

Qt runs headless in the tests: the platform plugin is chosen before any test
module imports Qt.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
