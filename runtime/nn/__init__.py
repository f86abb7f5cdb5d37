"""gradtable.nn: modules come with issue 6; `functional` holds the table's nn ops."""
from . import functional  # noqa: F401
