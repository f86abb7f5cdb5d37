"""gradtable.nn: Parameter, Module and the layers built on it; `functional` holds the table's nn ops,
`init` the initialisation functions, `utils` clipping and sequence packing, `parallel` DataParallel."""
from . import functional, init, modules, parallel, utils  # noqa: F401
from .factory import factory_kwargs  # noqa: F401
from .modules import *  # noqa: F401,F403
from .parallel import DataParallel  # noqa: F401
from .parameter import Buffer, Parameter, UninitializedBuffer, UninitializedParameter  # noqa: F401
