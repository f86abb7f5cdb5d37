"""LBFGS: a quasi-Newton method that approximates the inverse Hessian from the last
history_size (step, gradient change) pairs, as torch.optim.LBFGS. Each step(closure) runs up
to max_iter iterations, re-evaluating the loss through the closure.

All parameters are seen as one flat vector (complex ones as (real, imag) pairs). The history
and the other per-run quantities live in the state of the first parameter, as in PyTorch."""
import numpy as np

from ..autograd.grad_mode import enable_grad, no_grad
from ..core.tensor import Tensor
from ._line_search import strong_wolfe
from .optimizer import Optimizer, check_lr, scalar, values, write_

_ARRAY_STATE = ("d", "t", "ro", "H_diag", "prev_flat_grad", "old_dirs", "old_stps", "al")


class LBFGS(Optimizer):
    """One param group only. `step` requires a closure (it evaluates the loss several times)
    and returns the loss the closure gave at the start of the step."""

    def __init__(self, params, lr=1, max_iter=20, max_eval=None, tolerance_grad=1e-7, tolerance_change=1e-9,
                 history_size=100, line_search_fn=None):
        check_lr(lr)
        if max_eval is None:
            max_eval = max_iter * 5 // 4
        defaults = {"lr": lr, "max_iter": max_iter, "max_eval": max_eval, "tolerance_grad": tolerance_grad,
                    "tolerance_change": tolerance_change, "history_size": history_size,
                    "line_search_fn": line_search_fn}
        super().__init__(params, defaults)
        if len(self.param_groups) != 1:
            raise ValueError("LBFGS doesn't support per-parameter options (parameter groups)")
        self._params = self.param_groups[0]["params"]

    # -- the flat view ----------------------------------------------------------
    def _flat_grad(self):
        return np.concatenate([np.zeros(values(p).size, values(p).dtype) if p.grad is None
                               else values(p.grad).reshape(-1) for p in self._params])

    def _add_to_params(self, step_size, update):
        offset = 0
        for p in self._params:
            n = values(p).size
            write_(p, values(p) + step_size * update[offset:offset + n].reshape(values(p).shape))
            offset += n

    def _evaluate(self, closure):
        with enable_grad():
            loss = closure()
        return float(loss), self._flat_grad()

    @no_grad()
    def step(self, closure):
        group = self.param_groups[0]
        lr = scalar(group["lr"])
        max_iter, max_eval = group["max_iter"], group["max_eval"]
        tolerance_grad, tolerance_change = group["tolerance_grad"], group["tolerance_change"]
        line_search_fn, history_size = group["line_search_fn"], group["history_size"]

        state = self.state[self._params[0]]
        state.setdefault("func_evals", 0)
        state.setdefault("n_iter", 0)
        with enable_grad():
            orig_loss = closure()
        loss = float(orig_loss)
        current_evals = 1
        state["func_evals"] += 1
        flat_grad = self._flat_grad()
        if np.abs(flat_grad).max() <= tolerance_grad:  # already optimal
            return orig_loss

        saved = {key: _unpack(state.get(key)) for key in _ARRAY_STATE}
        d, t, ro, H_diag, prev_flat_grad = (saved[k] for k in ("d", "t", "ro", "H_diag", "prev_flat_grad"))
        old_dirs, old_stps, al = saved["old_dirs"], saved["old_stps"], saved["al"]
        prev_loss = state.get("prev_loss")

        n_iter = 0
        while n_iter < max_iter:
            n_iter += 1
            state["n_iter"] += 1
            if state["n_iter"] == 1:  # the first direction is steepest descent
                d = -flat_grad
                old_dirs, old_stps, ro, H_diag = [], [], [], 1
            else:
                y = flat_grad - prev_flat_grad
                s = d * t
                ys = y.dot(s)
                if ys > 1e-10:  # keep only pairs with positive curvature
                    if len(old_dirs) == history_size:
                        old_dirs.pop(0)
                        old_stps.pop(0)
                        ro.pop(0)
                    old_dirs.append(y)
                    old_stps.append(s)
                    ro.append(1.0 / ys)
                    H_diag = ys / y.dot(y)
                # The two-loop recursion: d = -H g with H built from the history.
                if al is None:
                    al = [None] * history_size
                    state["al"] = None  # (PyTorch's state lists it before the run's results)
                q = -flat_grad
                for i in range(len(old_dirs) - 1, -1, -1):
                    al[i] = old_stps[i].dot(q) * ro[i]
                    q = q - al[i] * old_dirs[i]
                d = q * H_diag
                for i in range(len(old_dirs)):
                    be_i = old_dirs[i].dot(d) * ro[i]
                    d = d + (al[i] - be_i) * old_stps[i]
            prev_flat_grad = flat_grad.copy()
            prev_loss = loss
            t = min(1.0, 1.0 / np.abs(flat_grad).sum()) * lr if state["n_iter"] == 1 else lr
            gtd = flat_grad.dot(d)
            if gtd > -tolerance_change:  # not a descent direction any more
                break

            ls_func_evals = 0
            if line_search_fn is not None:
                if line_search_fn != "strong_wolfe":
                    raise RuntimeError("only 'strong_wolfe' is supported")
                start = [values(p).copy() for p in self._params]

                def evaluate(step_size, start=start, d=d):
                    self._add_to_params(step_size, d)
                    result = self._evaluate(closure)
                    for p, x in zip(self._params, start):
                        write_(p, x)
                    return result

                loss, flat_grad, t, ls_func_evals = strong_wolfe(evaluate, t, d, loss, flat_grad, gtd,
                                                                 max_ls=max_eval - current_evals)
                self._add_to_params(t, d)
                opt_cond = np.abs(flat_grad).max() <= tolerance_grad
            else:
                self._add_to_params(t, d)
                opt_cond = False
                if n_iter != max_iter:  # the last iteration's loss is evaluated by the next step
                    loss, flat_grad = self._evaluate(closure)
                    opt_cond = np.abs(flat_grad).max() <= tolerance_grad
                    ls_func_evals = 1
            current_evals += ls_func_evals
            state["func_evals"] += ls_func_evals

            if (n_iter == max_iter or current_evals >= max_eval or opt_cond
                    or np.abs(d * t).max() <= tolerance_change or abs(loss - prev_loss) < tolerance_change):
                break

        found = {"d": d, "t": t, "old_dirs": old_dirs, "old_stps": old_stps, "ro": ro, "H_diag": H_diag,
                 "prev_flat_grad": prev_flat_grad}
        state.update({key: _pack(value) for key, value in found.items()})
        state["prev_loss"] = prev_loss
        if al is not None:
            state["al"] = _pack(al)
        return orig_loss


def _pack(value):
    """NumPy values become tensors in the state (PyTorch keeps tensors there); numbers stay."""
    if isinstance(value, list):
        return [_pack(v) for v in value]
    if isinstance(value, (np.ndarray, np.generic)):
        return Tensor._make(np.array(value))
    return value


def _unpack(value):
    if isinstance(value, list):
        return [_unpack(v) for v in value]
    if isinstance(value, Tensor):
        return value._data.copy() if value.dim() else value._data[()]
    return value
