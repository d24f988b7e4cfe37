"""The desktop bundle's entry point (PyInstaller runs this): the same as the `riftboard` command."""

import sys

from riftboard.cli import main

if __name__ == "__main__":
    sys.exit(main())
