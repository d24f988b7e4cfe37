"""`python -m riftboard.native [--force|--status]`: compile the engine with Cython (optional).

See `riftboard._native`."""

import sys

from riftboard._native import main

if __name__ == "__main__":
    sys.exit(main())
