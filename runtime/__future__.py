"""gradtable.__future__ (torch.__future__): switches for behaviour that is to become the default.
Both concern what Module.to() / .double() / .float() ... (Module._apply) do to a parameter:
  overwrite: put a new Parameter in the module (references held elsewhere, e.g. by an optimizer,
             keep the old tensor) instead of changing the existing one's .data;
  swap:      swap the existing Parameter's contents with the converted one's (gradtable.utils.swap_tensors),
             so the object is kept and nothing else aliases the old data; it takes precedence."""

_overwrite_module_params_on_conversion = False
_swap_module_params_on_conversion = False


def set_overwrite_module_params_on_conversion(value):
    global _overwrite_module_params_on_conversion
    _overwrite_module_params_on_conversion = value


def get_overwrite_module_params_on_conversion():
    return _overwrite_module_params_on_conversion


def set_swap_module_params_on_conversion(value):
    global _swap_module_params_on_conversion
    _swap_module_params_on_conversion = value


def get_swap_module_params_on_conversion():
    return _swap_module_params_on_conversion
