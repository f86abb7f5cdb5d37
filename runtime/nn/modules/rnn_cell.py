"""One step of the recurrent layers: the per-step math shared by RNN/LSTM/GRU (rnn.py) and the single-step
modules RNNCell, LSTMCell and GRUCell.

A step receives the input's contribution to the gates already computed (`gi` = x W_ih^T + b_ih) because the
layers compute it for every time step at once with one matmul; only the hidden projection is per step.
Everything is made of table ops (linear, sigmoid, tanh, chunk, ...), so gradients of any order come from
the table. Gate order is PyTorch's: LSTM (i, f, g, o), GRU (r, z, n) with n = tanh(W_in x + b_in +
r * (W_hn h + b_hn)).
"""
import math

from ...core import creation
from ...generated import ops
from .. import functional as F
from .. import init
from ..parameter import Parameter
from .module import Module


def rnn_tanh_step(gi, state, w_hh, b_hh, w_hr=None):
    """h' = tanh(gi + W_hh h + b_hh); the state is the 1-tuple (h,)."""
    return (ops.tanh(gi + F.linear(state[0], w_hh, b_hh)),)


def rnn_relu_step(gi, state, w_hh, b_hh, w_hr=None):
    """h' = relu(gi + W_hh h + b_hh)."""
    return (ops.relu(gi + F.linear(state[0], w_hh, b_hh)),)


def lstm_step(gi, state, w_hh, b_hh, w_hr=None):
    """(h, c) -> (h', c'): c' = f*c + i*g, h' = o*tanh(c'), then h' W_hr^T when the layer projects."""
    h, c = state
    i, f, g, o = (gi + F.linear(h, w_hh, b_hh)).chunk(4, 1)
    c = ops.sigmoid(f) * c + ops.sigmoid(i) * ops.tanh(g)
    h = ops.sigmoid(o) * ops.tanh(c)
    if w_hr is not None:
        h = F.linear(h, w_hr)
    return h, c


def gru_step(gi, state, w_hh, b_hh, w_hr=None):
    """h' = (1 - z) * n + z * h, written n + z * (h - n)."""
    h = state[0]
    i_r, i_z, i_n = gi.chunk(3, 1)
    h_r, h_z, h_n = F.linear(h, w_hh, b_hh).chunk(3, 1)
    r = ops.sigmoid(i_r + h_r)
    z = ops.sigmoid(i_z + h_z)
    n = ops.tanh(i_n + r * h_n)
    return (n + z * (h - n),)


STEPS = {"RNN_TANH": rnn_tanh_step, "RNN_RELU": rnn_relu_step, "LSTM": lstm_step, "GRU": gru_step}


class RNNCellBase(Module):
    """weight_ih (chunks*hidden, input), weight_hh (chunks*hidden, hidden) and, with bias, bias_ih and
    bias_hh, all drawn from U(-1/sqrt(hidden), 1/sqrt(hidden)) as PyTorch does."""

    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        self.weight_ih = Parameter(creation.empty((num_chunks * hidden_size, input_size), dtype=dtype))
        self.weight_hh = Parameter(creation.empty((num_chunks * hidden_size, hidden_size), dtype=dtype))
        if bias:
            self.bias_ih = Parameter(creation.empty(num_chunks * hidden_size, dtype=dtype))
            self.bias_hh = Parameter(creation.empty(num_chunks * hidden_size, dtype=dtype))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if getattr(self, "nonlinearity", "tanh") != "tanh":
            s += f", nonlinearity={self.nonlinearity}"
        return s

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _prepare(self, name, input, states, labels):
        """Check dimensions as PyTorch does, add the batch dimension to unbatched input and states (zeros
        when not given), then check sizes with PyTorch's texts. Returns (input, states, is_batched)."""
        if input.dim() not in (1, 2):
            raise ValueError(f"{name}: Expected input to be 1D or 2D, got {input.dim()}D instead")
        if states is not None:
            for label, value in zip(labels, states):
                if value.dim() not in (1, 2):
                    raise ValueError(f"{name}: Expected {label} to be 1D or 2D, got {value.dim()}D instead")
        is_batched = input.dim() == 2
        if not is_batched:
            input = input.unsqueeze(0)
        if states is None:
            zeros = creation.zeros((input.size(0), self.hidden_size), dtype=input.dtype)
            states = (zeros,) * len(labels)
        elif not is_batched:
            states = tuple(s.unsqueeze(0) for s in states)
        if input.size(1) != self.input_size:
            raise RuntimeError(f"input has inconsistent input_size: got {input.size(1)} expected {self.input_size}")
        for k, s in enumerate(states):
            if s.dim() != 2 or s.size(0) != input.size(0):
                raise RuntimeError(f"Input batch size {input.size(0)} doesn't match hidden{k} batch size "
                                   f"{s.size(0)}")
            if s.size(1) != self.hidden_size:
                raise RuntimeError(f"hidden{k} has inconsistent hidden_size: got {s.size(1)}, expected "
                                   f"{self.hidden_size}")
        return input, states, is_batched

    def _step(self, step, input, states):
        return step(F.linear(input, self.weight_ih, self.bias_ih), states, self.weight_hh, self.bias_hh)


class RNNCell(RNNCellBase):
    """h' = tanh(W_ih x + b_ih + W_hh h + b_hh) (or relu)."""

    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=1, device=device, dtype=dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):
        input, states, is_batched = self._prepare("RNNCell", input, None if hx is None else (hx,), ("hidden",))
        if self.nonlinearity not in ("tanh", "relu"):
            raise RuntimeError(f"Unknown nonlinearity: {self.nonlinearity}")
        (h,) = self._step(STEPS["RNN_" + self.nonlinearity.upper()], input, states)
        return h if is_batched else h.squeeze(0)


class LSTMCell(RNNCellBase):
    """(h', c') from the input and (h, c); gates in PyTorch's order i, f, g, o."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=4, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        input, states, is_batched = self._prepare("LSTMCell", input, hx, ("hx[0]", "hx[1]"))
        h, c = self._step(lstm_step, input, states)
        return (h, c) if is_batched else (h.squeeze(0), c.squeeze(0))


class GRUCell(RNNCellBase):
    """h' from the input and h; gates in PyTorch's order r, z, n."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=3, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        input, states, is_batched = self._prepare("GRUCell", input, None if hx is None else (hx,), ("hidden",))
        (h,) = self._step(gru_step, input, states)
        return h if is_batched else h.squeeze(0)
