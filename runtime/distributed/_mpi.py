"""mpi4py, imported on first use only.

Importing `mpi4py.MPI` starts MPI in the process (MPI_Init), so a program that imports gradtable, or
imports `init_process_group` without calling it (nanoGPT's train.py does), must not pay for it, nor
need MPI installed at all: the names import everywhere, and only a call that needs a process group
asks for MPI, with an error that says how to install it."""
import importlib.util

INSTALL_HINT = ("pip install 'gradtable[distributed]' (it brings mpi4py and the MPICH library), or install "
                "mpi4py against the MPI of your cluster")


def installed():
    """Whether mpi4py can be imported, without importing it (which would start MPI)."""
    return importlib.util.find_spec("mpi4py") is not None


def mpi():
    """The `mpi4py.MPI` module, MPI started; a RuntimeError saying how to install it otherwise."""
    try:
        from mpi4py import MPI
    except ImportError as error:
        raise RuntimeError("gradtable.distributed runs its process groups on MPI through mpi4py, which is not "
                           f"installed here: {INSTALL_HINT}.") from error
    except RuntimeError as error:   # mpi4py is there but found no MPI library to load
        raise RuntimeError(f"mpi4py could not load an MPI library ({error}): {INSTALL_HINT}.") from error
    return MPI
