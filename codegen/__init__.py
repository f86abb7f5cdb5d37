"""The generator: derivatives.yaml -> gradtable.generated, and a user's own table -> its own package
(`compile_table`, codegen/user_table.py). `python -m gradtable.codegen --help` for the command."""
import importlib.util

# PyYAML and Jinja2 are the generator's own packages, an extra of gradtable's (the runtime does not need them).
_MISSING = [name for name in ("yaml", "jinja2") if importlib.util.find_spec(name) is None]
if _MISSING:
    raise ImportError(f"gradtable's generator (gradtable.codegen) needs PyYAML and Jinja2 ({', '.join(_MISSING)} not "
                      "installed): pip install 'gradtable[generator]'")

from .user_table import compile_table  # noqa: E402

__all__ = ["compile_table"]
