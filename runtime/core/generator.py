"""torch.Generator and the default generator behind every random function.

A Generator wraps NumPy's PCG64 bit generator. Its streams differ from PyTorch's Mersenne
Twister ones, as a CUDA generator's stream differs from the CPU one under the same seed: what
carries over is the contract (the same seed or state gives the same numbers), not the numbers.

The state is a uint8 tensor of PyTorch's CPU size (5056 bytes), so code that saves, prints the
shape of, or restores `get_rng_state()` runs unchanged; PCG64's state fills its first bytes.
"""
import random as _py_random

import numpy as np

from . import device as _device
from .tensor import Tensor

#: The seed of a fresh Generator, as PyTorch's default_rng_seed_val.
DEFAULT_SEED = 67280421310721
#: PyTorch's CPU generator state size: get_state() has this shape, set_state() wants it.
STATE_SIZE = 5056
_U64 = 1 << 64
_LAYOUT = ((16, "state"), (16, "inc"))


def _checked_seed(seed, name="manual_seed"):
    """A seed as PyTorch takes it: an int in [-2**63, 2**64), negatives wrapped to unsigned."""
    if isinstance(seed, Tensor):
        seed = seed.item()
    if not hasattr(seed, "__index__"):
        raise RuntimeError(f"{name} expected a long, but got {type(seed).__name__}")
    seed = int(seed)
    if not -(1 << 63) <= seed < _U64:
        raise ValueError("Overflow when unpacking long long")
    return seed % _U64


class Generator:
    """A source of random numbers with its own state (torch.Generator)."""

    __slots__ = ("_rng", "_seed", "_device")

    def __init__(self, device="cpu"):
        dev = _device.device(device) if not isinstance(device, _device.device) else device
        if dev.type == "cuda":
            raise RuntimeError("Cannot get CUDA generator without ATen_cuda library.")
        if dev.type != "cpu":
            raise RuntimeError(f"{dev.type.upper()} device type not an accelerator.")
        self._device = dev
        self._reseed(DEFAULT_SEED)

    def _reseed(self, seed):
        self._seed = seed
        self._rng = np.random.Generator(np.random.PCG64(seed))

    @property
    def device(self):
        return self._device

    def manual_seed(self, seed):
        """Reseed; returns the generator, as PyTorch's, so `g = Generator().manual_seed(0)` works."""
        self._reseed(_checked_seed(seed))
        return self

    def seed(self):
        """Reseed from a nondeterministic source and return the new seed."""
        seed = _py_random.SystemRandom().getrandbits(64)
        self._reseed(seed)
        return seed

    def initial_seed(self):
        return self._seed

    def get_state(self):
        """The state as a uint8 tensor of PyTorch's CPU state size."""
        bits = self._rng.bit_generator.state
        out = np.zeros(STATE_SIZE, np.uint8)
        at = 0
        for width, key in _LAYOUT:
            out[at:at + width] = np.frombuffer(bits["state"][key].to_bytes(width, "little"), np.uint8)
            at += width
        out[at] = bits["has_uint32"]
        out[at + 1:at + 5] = np.frombuffer(int(bits["uinteger"]).to_bytes(4, "little"), np.uint8)
        out[at + 5:at + 13] = np.frombuffer(self._seed.to_bytes(8, "little"), np.uint8)
        return Tensor._make(out)

    def set_state(self, new_state):
        """Restore a state from get_state(); returns the generator, as PyTorch's."""
        if not isinstance(new_state, Tensor):
            raise TypeError(f"expected a torch.ByteTensor, but got {type(new_state).__name__}")
        _set_state(self, new_state)
        return self

    def __repr__(self):
        return f"<torch._C.Generator object at {id(self):#x}>"


def _set_state(generator, new_state):
    data = new_state._data
    if data.dtype != np.uint8:
        raise TypeError("RNG state must be a torch.ByteTensor")
    if data.ndim != 1 or data.size != STATE_SIZE:
        raise RuntimeError(f"Expected a CPUGeneratorImplState of size {STATE_SIZE} but found the input RNG state "
                           f"size to be {data.size}")
    raw = np.ascontiguousarray(data).tobytes()
    fields, at = {}, 0
    for width, key in _LAYOUT:
        fields[key] = int.from_bytes(raw[at:at + width], "little")
        at += width
    seed = int.from_bytes(raw[at + 5:at + 13], "little")
    generator._reseed(seed)
    generator._rng.bit_generator.state = {
        "bit_generator": "PCG64", "state": fields, "has_uint32": raw[at],
        "uinteger": int.from_bytes(raw[at + 1:at + 5], "little")}


#: torch.default_generator: what every random function draws from without generator=.
default_generator = Generator()
default_generator.seed()   # as PyTorch: a fresh process draws a nondeterministic seed


class VmapRandomness:
    """What vmap's `randomness=` says about random draws inside it (ops/batching.py and
    ops/batched_random.py set these): the innermost vmap's mode (None outside vmap); in 'different' mode,
    `different(make, shape)` draws one sample's worth per sample (the factories call it); `fill` and
    `draw` run an in-place fill and a draw from tensor arguments on the batch; `drawing` says such a draw
    is under way."""
    mode = None
    different = None
    fill = None
    draw = None
    drawing = False

    def per_sample(self):
        """Whether a supporting function must draw through `different`: in 'different' mode, and not
        already inside such a draw (there it draws the whole batch's values itself, as outside vmap)."""
        return self.mode == "different" and not self.drawing

    def batched_draw(self):
        """Whether a draw from tensors (bernoulli of probabilities) goes through `draw`: inside vmap (in
        'error' mode too: it refuses before the function reads values), not already inside such a draw."""
        return self.mode in ("same", "different", "error") and not self.drawing


vmap_randomness = VmapRandomness()
_RANDOM_ERROR = ("vmap: called random operation while in randomness error mode. Please either use the 'same' or "
                 "'different' randomness flags on vmap or perform the randomness operation out of vmap")
# torch._vmap_internals' older vmap (what gradcheck's batched checks use) words it differently
_LEGACY_RANDOM_ERROR = ("vmap: We do not yet support calling random operations inside of vmap. Please perform random "
                        "operations outside of vmap as a workaround")


def numpy_rng(generator=None):
    """The NumPy Generator to draw from: the given torch-style generator's, else the default's
    (looked up per call, so manual_seed affects dropout, init and checkpoint recomputation).
    Inside vmap, a draw follows its randomness mode: 'error' refuses it (PyTorch's message);
    'different' draws per sample through VmapRandomness (the functions that take part call it first)."""
    mode = vmap_randomness.mode
    if mode is not None and mode != "same" and not vmap_randomness.drawing:
        if mode == "error":
            raise RuntimeError(_RANDOM_ERROR)
        if mode == "legacy":
            raise RuntimeError(_LEGACY_RANDOM_ERROR)
        raise NotImplementedError("vmap(randomness='different'): this random function does not draw per sample in "
                                  "gradtable yet; use randomness='same', or draw outside vmap")
    if generator is None:
        return default_generator._rng
    if isinstance(generator, Generator):
        return generator._rng
    if isinstance(generator, np.random.Generator):   # nn.init has long accepted a NumPy generator
        return generator
    raise TypeError(f"expected a torch.Generator, but got {type(generator).__name__}")


def manual_seed(seed):
    """Seed the default generator (rand, randn, dropout, nn.init...); returns it, as PyTorch's."""
    return default_generator.manual_seed(seed)


def seed():
    return default_generator.seed()


def initial_seed():
    return default_generator.initial_seed()


def get_rng_state():
    return default_generator.get_state()


def set_rng_state(new_state):
    if not isinstance(new_state, Tensor):
        raise TypeError(f"expected a torch.ByteTensor, but got {type(new_state).__name__}")
    _set_state(default_generator, new_state)
