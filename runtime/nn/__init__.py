"""gradtable.nn: Parameter, Module and the layers built on it; `functional` holds the table's nn ops
and `init` the initialisation functions."""
from . import (  # noqa: F401
    functional,
    init,
    modules,
    utils,  # noqa: F401,E402
)
from .modules import *  # noqa: F401,F403
from .parameter import Parameter  # noqa: F401
