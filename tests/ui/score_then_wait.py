"""Helper process of test_nothing_lost: the Harmonies score helper with a
few spaces painted; prints the entry (JSON, one line) and waits to be killed."""

from __future__ import annotations

import json
import sys
import time

from gardenapp.ui.app import build_window, make_application


def main() -> int:
    app = make_application([])
    window = build_window("en")
    window.show()
    helper = window.open_game("harmonies", "score")
    ana = helper.pages()[0]
    ana.paint(2, ["0,0", "0,1"])
    ana.paint(1, ["1,0"])
    app.processEvents()
    print(json.dumps(helper.file_dict()), flush=True)
    while True:
        app.processEvents()
        time.sleep(0.05)


if __name__ == "__main__":
    sys.exit(main())
