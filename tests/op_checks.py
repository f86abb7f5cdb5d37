"""The checks of `make check-op` live in gradtable.codegen.op_checks (a user table's check-op runs them
too); the tests import them from here, with `plainly`, which reports a failure as its message alone."""
import pytest

from gradtable.codegen.op_checks import (
    FormulaCheckFailed,
    check_forward_mode,
    check_gradients,
    compare_gradients,
    compare_outputs,
    compare_second_order,
    leaf_names,
    raised_in_backward,
    values,
)

__all__ = ["FormulaCheckFailed", "check_forward_mode", "check_gradients", "compare_gradients", "compare_outputs",
           "compare_second_order", "leaf_names", "plainly", "raised_in_backward", "values"]


def plainly(check, *args):
    """Run a check; its failure is reported as its message alone, with no traceback to read past."""
    try:
        check(*args)
        return
    except FormulaCheckFailed as err:
        message = str(err)
    pytest.fail(message, pytrace=False)   # outside the except: no "during handling" second copy
