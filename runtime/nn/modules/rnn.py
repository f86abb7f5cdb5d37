"""Recurrent layers RNN, LSTM and GRU (PyTorch's parameters, shapes, reprs, checks and error texts).

Every input is run in PyTorch's packed layout: a (T, B, *) batch is T steps of B rows, a PackedSequence
is steps whose batch shrinks (`batch_sizes`). Per layer and direction the input's part of the gates is one
matmul over all steps; the loop over time only adds the hidden projection (rnn_cell's step functions).
A step whose batch is smaller than the previous one sets the finished sequences' final states aside
(forward direction); the reverse direction walks the steps backwards and lets sequences join with their
initial state as the batch grows. Layers are stacked on the (N, directions*hidden) outputs, with dropout
between layers while training.
"""
import numbers
import warnings

from ...core import creation
from ...generated import ops
from .. import functional as F
from .. import init
from ..parameter import Parameter
from ..utils.rnn import PackedSequence
from .module import Module
from .rnn_cell import STEPS, GRUCell, LSTMCell, RNNCell, RNNCellBase  # noqa: F401  (the cells' PyTorch path)

_GATES = {"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}


def _scan(step, gates, batch_sizes, state0, weights, reverse):
    """Run one direction of one layer. gates[t] is the input's gate contribution at step t (batch_sizes[t]
    rows), state0 the initial state tuple (B rows each). Returns (outputs of all steps concatenated in
    packed order, final state tuple with B rows)."""
    outputs = [None] * len(batch_sizes)
    if not reverse:
        state, finished = state0, []
        for t, n in enumerate(batch_sizes):
            if n < state[0].shape[0]:
                finished.append(tuple(s[n:] for s in state))
                state = tuple(s[:n] for s in state)
            state = step(gates[t], state, *weights)
            outputs[t] = state[0]
        if finished:  # rows of sequences that ended earlier sit after the longer ones
            finished.append(state)
            state = tuple(ops.cat([f[k] for f in reversed(finished)]) for k in range(len(state)))
    else:
        last = batch_sizes[-1]
        state = state0 if last == state0[0].shape[0] else tuple(s[:last] for s in state0)
        for t in reversed(range(len(batch_sizes))):
            n, have = batch_sizes[t], state[0].shape[0]
            if n > have:
                state = tuple(ops.cat([s, s0[have:n]]) for s, s0 in zip(state, state0))
            state = step(gates[t], state, *weights)
            outputs[t] = state[0]
    return ops.cat(outputs), state


class RNNBase(Module):
    """What RNN, LSTM and GRU share: parameters weight_ih_l{k}, weight_hh_l{k}, bias_ih_l{k}, bias_hh_l{k}
    (and weight_hr_l{k} with proj_size), `_reverse` for the second direction, in PyTorch's order."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, proj_size=0, device=None, dtype=None):
        super().__init__()
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        if not isinstance(dropout, numbers.Number) or isinstance(dropout, bool) or not 0 <= dropout <= 1:
            raise ValueError("dropout should be a number in range [0, 1] representing the probability of an "
                             "element being zeroed")
        if dropout > 0 and num_layers == 1:
            warnings.warn("dropout option adds dropout after all but last recurrent layer, so non-zero dropout "
                          f"expects num_layers greater than 1, but got dropout={dropout} and "
                          f"num_layers={num_layers}", stacklevel=2)
        for name, value in (("bias", bias), ("batch_first", batch_first)):
            if not isinstance(value, bool):
                raise TypeError(f"{name} should be of type bool, got: {type(value).__name__}")
        for name, value in (("input_size", input_size), ("hidden_size", hidden_size)):
            if not isinstance(value, int):
                raise TypeError(f"{name} should be of type int, got: {type(value).__name__}")
            if value <= 0:
                raise ValueError(f"{name} must be greater than zero")
        if num_layers <= 0:
            raise ValueError("num_layers must be greater than zero")
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        if mode not in _GATES:
            raise ValueError("Unrecognized RNN mode: " + mode)
        gate_size = _GATES[mode] * hidden_size
        real_hidden = proj_size if proj_size > 0 else hidden_size
        directions = 2 if bidirectional else 1
        self._flat_weights_names = []
        self._all_weights = []
        for layer in range(num_layers):
            layer_input = input_size if layer == 0 else real_hidden * directions
            for direction in range(directions):
                suffix = "_reverse" if direction == 1 else ""
                shapes = {"weight_ih": (gate_size, layer_input), "weight_hh": (gate_size, real_hidden)}
                if bias:
                    shapes.update(bias_ih=(gate_size,), bias_hh=(gate_size,))
                if proj_size > 0:
                    shapes["weight_hr"] = (proj_size, hidden_size)
                names = []
                for kind, shape in shapes.items():
                    names.append(f"{kind}_l{layer}{suffix}")
                    setattr(self, names[-1], Parameter(creation.empty(shape, dtype=dtype)))
                self._flat_weights_names.extend(names)
                self._all_weights.append(names)
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1.0 / self.hidden_size ** 0.5 if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def flatten_parameters(self):
        """PyTorch packs the weights into one cuDNN buffer here; there is nothing to pack on NumPy."""

    @property
    def _flat_weights(self):
        return [getattr(self, name) for name in self._flat_weights_names]

    @property
    def all_weights(self):
        return [[getattr(self, name) for name in names] for names in self._all_weights]

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.proj_size != 0:
            s += f", proj_size={self.proj_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout != 0:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s

    # ---------------------------------------------------------------- checks (PyTorch's texts)
    def _state_sizes(self, batch):
        """The expected (h, c) sizes: h has proj_size features when projecting, c always hidden_size."""
        layers = self.num_layers * (2 if self.bidirectional else 1)
        h = (layers, batch, self.proj_size if self.proj_size > 0 else self.hidden_size)
        return (h, (layers, batch, self.hidden_size)) if self.mode == "LSTM" else (h,)

    def _check_forward_args(self, input, states, batch, packed):
        weight_dtype = self.weight_ih_l0.dtype
        if input.dtype != weight_dtype:
            raise ValueError(f"RNN input dtype ({input.dtype}) does not match weight dtype ({weight_dtype}). "
                             f"Convert input: input.to({weight_dtype}), or convert model: model.to({input.dtype})")
        expected_dim = 2 if packed else 3
        if input.dim() != expected_dim:
            raise RuntimeError(f"input must have {expected_dim} dimensions, got {input.dim()}")
        if self.input_size != input.size(-1):
            raise RuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, got "
                               f"{input.size(-1)}")
        sizes = self._state_sizes(batch)
        for k, (state, size) in enumerate(zip(states, sizes)):
            if tuple(state.shape) != size:
                what = f"hidden[{k}]" if self.mode == "LSTM" else "hidden"
                raise RuntimeError(f"Expected {what} size {size}, got {list(state.shape)}")

    def _unbatched_state_error(self, states, batched):
        if self.mode == "LSTM":
            dims = f"({states[0].dim()}-D, {states[1].dim()}-D) tensors"
            return (f"For batched 3-D input, hx and cx should also be 3-D but got {dims}" if batched else
                    f"For unbatched 2-D input, hx and cx should also be 2-D but got {dims}")
        return (f"For batched 3-D input, hx should also be 3-D but got {states[0].dim()}-D tensor" if batched
                else f"For unbatched 2-D input, hx should also be 2-D but got {states[0].dim()}-D tensor")

    # ---------------------------------------------------------------- forward
    def forward(self, input, hx=None):
        lstm = self.mode == "LSTM"
        states = None if hx is None else (tuple(hx) if lstm else (hx,))
        packed = isinstance(input, PackedSequence)
        if packed:
            data, batch_sizes_tensor, sorted_indices, unsorted_indices = input
            batch_sizes = [int(n) for n in batch_sizes_tensor.numpy()]
            batch, is_batched = batch_sizes[0], True
            if states is not None and sorted_indices is not None:
                states = tuple(s.index_select(1, sorted_indices) for s in states)
        else:
            if input.dim() not in (2, 3):
                name = "RNN" if self.mode.startswith("RNN") else self.mode
                tail = " tensor instead" if name == "RNN" else " instead"
                raise ValueError(f"{name}: Expected input to be 2D or 3D, got {input.dim()}D{tail}")
            is_batched = input.dim() == 3
            if not is_batched:
                input = input.unsqueeze(0 if self.batch_first else 1)
            if states is not None:
                want = 3 if is_batched else 2
                if any(s.dim() != want for s in states):
                    raise RuntimeError(self._unbatched_state_error(states, is_batched))
                if not is_batched:
                    states = tuple(s.unsqueeze(1) for s in states)
            data = input.transpose(0, 1) if self.batch_first else input
            batch = data.shape[1]
        if states is None:
            states = tuple(creation.zeros(size, dtype=input.dtype if not packed else data.dtype)
                           for size in self._state_sizes(batch))
        self._check_forward_args(data, states, batch, packed)
        if not packed:
            steps = data.shape[0]
            batch_sizes = [batch] * steps
            data = data.reshape(steps * batch, self.input_size)
        output, final = self._run(data, batch_sizes, states)
        if packed:
            if unsorted_indices is not None:
                final = tuple(s.index_select(1, unsorted_indices) for s in final)
            output = PackedSequence(output, batch_sizes_tensor, sorted_indices, unsorted_indices)
        else:
            output = output.reshape(len(batch_sizes), batch, output.shape[-1])
            if self.batch_first:
                output = output.transpose(0, 1)
            if not is_batched:
                output = output.squeeze(0 if self.batch_first else 1)
                final = tuple(s.squeeze(1) for s in final)
        return output, (final if lstm else final[0])

    def _run(self, data, batch_sizes, states):
        """All layers over packed data (N, input_size); states are the (layers*directions, B, *) initial
        states. Returns (last layer's output (N, directions*features), final states stacked alike)."""
        if not batch_sizes:
            raise RuntimeError("Expected sequence length to be larger than 0 in RNN")
        step = STEPS[self.mode]
        directions = 2 if self.bidirectional else 1
        finals = [[] for _ in states]
        for layer in range(self.num_layers):
            outputs = []
            for direction in range(directions):
                index = layer * directions + direction
                names = self._all_weights[index]
                params = dict(zip((n.split("_l")[0] for n in names), (getattr(self, n) for n in names)))
                gates = F.linear(data, params["weight_ih"], params.get("bias_ih")).split(batch_sizes)
                weights = (params["weight_hh"], params.get("bias_hh"), params.get("weight_hr"))
                output, final = _scan(step, gates, batch_sizes, tuple(s[index] for s in states), weights,
                                      reverse=direction == 1)
                outputs.append(output)
                for k, f in enumerate(final):
                    finals[k].append(f)
            data = outputs[0] if directions == 1 else ops.cat(outputs, 1)
            if self.dropout and self.training and layer < self.num_layers - 1:
                data = F.dropout(data, self.dropout, True)
        return data, tuple(ops.stack(f) for f in finals)


class RNN(RNNBase):
    """Elman RNN: h_t = tanh(x_t W_ih^T + b_ih + h_{t-1} W_hh^T + b_hh) (or relu). As in PyTorch, the fourth
    positional argument is `nonlinearity`."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        if len(args) > 3:
            self.__dict__["nonlinearity"] = args[3]
            args = args[:3] + args[4:]
        else:
            self.__dict__["nonlinearity"] = kwargs.pop("nonlinearity", "tanh")
        if self.nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity '{self.nonlinearity}'. Select from 'tanh' or 'relu'.")
        super().__init__("RNN_" + self.nonlinearity.upper(), *args, **kwargs)


class LSTM(RNNBase):
    """Long short-term memory; hx and the returned state are (h, c). proj_size > 0 projects h to
    proj_size features with weight_hr."""

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)


class GRU(RNNBase):
    """Gated recurrent unit: r, z, n gates, n = tanh(W_in x + b_in + r * (W_hn h + b_hn))."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)
