"""torch.jit without a compiler: gradtable runs every program eagerly, so `script` and `trace` return
the function or module they are given (it computes what the scripted one would), and `fork` runs its
function at once and returns a completed Future, as PyTorch's fork does when called outside
TorchScript. Saving or loading TorchScript archives is not available: there is no graph to save.
As in PyTorch 2.13, script, trace, fork and wait warn that TorchScript is deprecated."""
import warnings

from .futures import Future

__all__ = ["Future", "annotate", "export", "fork", "ignore", "is_scripting", "is_tracing", "script", "trace",
           "unused", "wait"]


def _deprecated(name, instead):
    warnings.warn(f"`torch.jit.{name}` is deprecated. Please {instead}.", DeprecationWarning, stacklevel=3)


def script(obj, optimize=None, _frames_up=0, _rcb=None, example_inputs=None):
    """The function, module or class itself: it runs eagerly (no TorchScript compiler here)."""
    _deprecated("script", "switch to `torch.compile` or `torch.export`")
    return obj


def trace(func, example_inputs=None, optimize=None, check_trace=True, check_inputs=None, check_tolerance=1e-5,
          strict=True, _force_outplace=False, _module_class=None, _compilation_unit=None,
          example_kwarg_inputs=None, _store_inputs=True):
    """The function or module itself (nothing is recorded: it runs eagerly on every call)."""
    _deprecated("trace", "switch to `torch.compile` or `torch.export`")
    return func


def fork(func, *args, **kwargs):
    """func(*args, **kwargs) run now; a completed Future holding its result (its error is raised here,
    as PyTorch's fork raises it outside TorchScript)."""
    _deprecated("fork", "use `torch.compile` instead")
    future = Future()
    future.set_result(func(*args, **kwargs))
    return future


def wait(future):
    """The result of a Future made by fork."""
    _deprecated("wait", "use `torch.compile` instead")
    return future.wait()


_fork = fork
_wait = wait


def is_scripting():
    """False: code never runs under TorchScript here."""
    return False


def is_tracing():
    """False: nothing is traced here."""
    return False


def annotate(the_type, the_value):
    """The value itself (a type hint for the TorchScript compiler)."""
    return the_value


def ignore(drop=False, **kwargs):
    """The function itself: `@torch.jit.ignore` and `@torch.jit.ignore(drop=True)` both leave it as it is."""
    if callable(drop):
        return drop
    return lambda fn: fn


def unused(fn):
    """The function itself (`@torch.jit.unused`)."""
    return fn


def export(fn):
    """The function itself (`@torch.jit.export` marks methods for the compiler)."""
    return fn
