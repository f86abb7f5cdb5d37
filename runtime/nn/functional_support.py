"""The helper names torch.nn.functional exposes beside its functions: TorchScript's broadcasting-list
annotations, the argument check and boolean dispatcher its pooling functions are built with, the
grid_sample mode tables, the __torch_function__ helpers, and the doc-fragment dictionaries."""
from ..overrides import (  # noqa: F401  (public in F, as in PyTorch)
    handle_torch_function,
    has_torch_function,
    has_torch_function_unary,
    has_torch_function_variadic,
)


class _BroadcastingList:
    """BroadcastingList2[int] in an annotation: TorchScript reads it as "an int or a list of two";
    to Python (and gradtable, which has no script compiler) any subscript is just None."""

    def __getitem__(self, types):
        return None


BroadcastingList1 = BroadcastingList2 = BroadcastingList3 = _BroadcastingList()

# grid_sample's mode and padding_mode names, numbered as aten's grid_sampler takes them
GRID_SAMPLE_INTERPOLATION_MODES = {"bilinear": 0, "nearest": 1, "bicubic": 2}
GRID_SAMPLE_PADDING_MODES = {"zeros": 0, "border": 1, "reflection": 2}

# Doc fragments PyTorch's docstrings format in. gradtable runs on the CPU with NumPy, so its notes
# say what holds here: results repeat exactly for the same inputs and seed, and there is no TF32.
reproducibility_notes = {
    "forward_reproducibility_note": "gradtable computes this on the CPU: the same inputs give the same result "
                                    "on every run.",
    "backward_reproducibility_note": "gradtable computes this gradient on the CPU: the same inputs give the same "
                                     "gradient on every run.",
    "cudnn_reproducibility_note": "gradtable has no cuDNN backend: torch.backends.cudnn settings do not change "
                                  "this operation's result.",
}
tf32_notes = {
    "tf32_note": "gradtable computes in the tensors' own float32/float64 precision: there is no TensorFloat32 mode.",
}


def assert_int_or_pair(arg, arg_name, message):
    """AssertionError with message.format(arg_name) unless arg is an int or has two entries."""
    if not (isinstance(arg, int) or len(arg) == 2):
        raise AssertionError(message.format(arg_name))


def boolean_dispatch(arg_name, arg_index, default, if_true, if_false, module_name, func_name):
    """One function calling if_true or if_false by a boolean argument found by keyword `arg_name`,
    else at position `arg_index`, else `default` (how F.max_pool2d chooses between returning the
    indices or not). The docstring comes from whichever of the two has one; both having one is an
    error, since the dispatcher could show only one."""

    def dispatch(*args, **kwargs):
        if arg_name in kwargs:
            flag = kwargs[arg_name]
        elif arg_index < len(args):
            flag = args[arg_index]
        else:
            flag = default
        return if_true(*args, **kwargs) if flag else if_false(*args, **kwargs)

    if if_true.__doc__ is not None and if_false.__doc__ is not None:
        raise RuntimeError("only one function can have a docstring")
    doc = if_true.__doc__ if if_true.__doc__ is not None else if_false.__doc__
    if_true.__doc__ = if_false.__doc__ = doc
    dispatch.__doc__ = doc
    if module_name is not None:
        dispatch.__module__ = module_name
    if func_name is not None:
        dispatch.__name__ = func_name
    return dispatch
