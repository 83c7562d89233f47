"""``python -m risk_ref``: the ``risk-ref`` command."""

import sys

from risk_ref.cli import main

sys.exit(main())
