"""The generator: derivatives.yaml -> gradtable.generated, and a user's own table -> its own package
(`compile_table`, codegen/user_table.py). `python -m gradtable.codegen --help` for the command."""
from .user_table import compile_table

__all__ = ["compile_table"]
