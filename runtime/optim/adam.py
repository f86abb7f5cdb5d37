"""Adam: per-coordinate steps scaled by running averages of the gradient and its square,
as torch.optim.Adam (AdamW is this with decoupled weight decay)."""
import numpy as np

from ..core.tensor import Tensor
from .flat_state import can_flatten, flat_group
from .optimizer import (
    Optimizer,
    check_betas_eps_wd,
    check_capturable,
    check_lr,
    count_step,
    grad_array,
    lerp,
    lerp_into,
    new_step,
    scalar,
    values,
    write_,
    zeros_state,
)

#: How many in-place writes PyTorch's update makes to each state tensor per step (its _version
#: counts them): exp_avg.lerp_; exp_avg_sq.mul_ then addcmul_; torch.maximum(..., out=max_exp_avg_sq).
STATE_WRITES = {"exp_avg": 1, "exp_avg_sq": 2, "max_exp_avg_sq": 1}


class Adam(Optimizer):
    """State per parameter: 'step', 'exp_avg', 'exp_avg_sq' (and 'max_exp_avg_sq' with amsgrad)."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False, *,
                 foreach=None, maximize=False, capturable=False, differentiable=False, fused=None,
                 decoupled_weight_decay=False):
        if isinstance(lr, Tensor) and foreach and not capturable:
            raise ValueError("lr as a Tensor is not supported for capturable=False and foreach=True")
        check_lr(lr)
        check_betas_eps_wd(betas, eps, weight_decay)
        if not (all(isinstance(b, float) for b in betas) or all(isinstance(b, Tensor) for b in betas)):
            raise ValueError("betas must be either both floats or both Tensors")
        for i, b in enumerate(betas):
            if isinstance(b, Tensor) and not capturable and foreach:
                raise ValueError(f"betas[{i}] as a Tensor is not supported for capturable=False and foreach=True")
            if isinstance(b, Tensor) and b.numel() != 1:
                raise ValueError(f"Tensor betas[{i}] must be 1-element")
        defaults = {"lr": lr, "betas": tuple(betas), "eps": eps, "weight_decay": weight_decay, "amsgrad": amsgrad,
                    "maximize": maximize, "foreach": foreach, "capturable": capturable,
                    "differentiable": differentiable, "fused": fused,
                    "decoupled_weight_decay": decoupled_weight_decay}
        # foreach and fused pick PyTorch's kernels (one NumPy path here): accepted as on CPU,
        # with PyTorch's refusals. (Checked before the base class turns differentiable down.)
        if fused and differentiable:
            raise RuntimeError("`fused` does not support `differentiable`")
        super().__init__(params, defaults)
        if fused and foreach:
            raise RuntimeError("`fused` and `foreach` cannot be `True` together.")

    def _update_group(self, group, params):
        lr, eps, weight_decay = scalar(group["lr"]), group["eps"], group["weight_decay"]
        beta1, beta2 = (scalar(b) for b in group["betas"])
        check_capturable(group)
        if can_flatten(params) and self._update_flat(group, params, lr, beta1, beta2, eps, weight_decay):
            return
        for p in params:
            g = grad_array(p, group["maximize"])
            state = self.state[p]
            if len(state) == 0:
                state["step"] = new_step()
                state["exp_avg"] = zeros_state(p)
                state["exp_avg_sq"] = zeros_state(p)
                if group["amsgrad"]:
                    state["max_exp_avg_sq"] = zeros_state(p)
            step = count_step(state["step"])

            if weight_decay != 0:
                if group["decoupled_weight_decay"]:
                    write_(p, values(p) * (1 - lr * weight_decay))  # shrink the weights directly (AdamW)
                else:
                    g = g + weight_decay * values(p)  # L2 penalty folded into the gradient

            exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
            write_(exp_avg, lerp(values(exp_avg), g, 1 - beta1))
            write_(exp_avg_sq, values(exp_avg_sq) * beta2 + (1 - beta2) * g * g)
            exp_avg_sq._bump_version()  # (PyTorch writes it twice: STATE_WRITES)

            # Both averages start at zero; dividing by (1 - beta**step) removes that bias.
            step_size = lr / (1 - beta1 ** step)
            bias_correction2_sqrt = (1 - beta2 ** step) ** 0.5
            second_moment = values(exp_avg_sq)
            if group["amsgrad"]:
                write_(state["max_exp_avg_sq"], np.maximum(values(state["max_exp_avg_sq"]), second_moment))
                second_moment = values(state["max_exp_avg_sq"])
            denom = np.sqrt(second_moment) / bias_correction2_sqrt + eps
            write_(p, values(p) + -step_size * values(exp_avg) / denom)

    def _update_flat(self, group, params, lr, beta1, beta2, eps, weight_decay):
        """The rule above on the whole group at once (flat_state.py says why); False, having done
        nothing, when the parameters' step counts differ (some missed a step without a gradient)."""
        steps = [self.state[p].get("step") for p in params]
        if any(s is None for s in steps):
            if any(s is not None for s in steps):
                return False
            for p in params:
                self.state[p]["step"] = new_step()
        elif len({s._data.item() for s in steps}) != 1:
            return False
        names = ("exp_avg", "exp_avg_sq") + (("max_exp_avg_sq",) if group["amsgrad"] else ())
        flat = flat_group(self.__dict__.setdefault("_flat_groups", {}), group, params, self.state, names)
        step = [count_step(self.state[p]["step"]) for p in params][0]
        maximize, decoupled = group["maximize"], weight_decay != 0 and group["decoupled_weight_decay"]
        coupled = weight_decay != 0 and not decoupled
        step_size = lr / (1 - beta1 ** step)
        bias_correction2_sqrt = (1 - beta2 ** step) ** 0.5
        total = sum(flat.sizes)
        chunk = _CHUNK if total > _WHOLE else max(total, 1)
        scratch = [np.empty(min(total, chunk), params[0]._data.dtype) for _ in range(3)]

        def rule(weights, g, exp_avg, exp_avg_sq, maximum=None):
            """The per-parameter rule above on one flat piece, in place: the same operations in the
            same order, so the same bits (g is read only: its changes go to scratch)."""
            tmp, tmp2, changed_g = (s[:weights.size] for s in scratch)
            if maximize:
                g = np.negative(g, out=changed_g)
            if decoupled:
                np.multiply(weights, 1 - lr * weight_decay, out=weights)
            elif coupled:
                np.multiply(weights, weight_decay, out=tmp)
                g = np.add(g, tmp, out=changed_g)   # g + weight_decay * weights
            lerp_into(exp_avg, g, 1 - beta1, tmp)
            np.multiply(g, 1 - beta2, out=tmp)
            tmp *= g                    # (1 - beta2) * g * g
            exp_avg_sq *= beta2
            exp_avg_sq += tmp
            second_moment = exp_avg_sq
            if maximum is not None:
                np.maximum(maximum, exp_avg_sq, out=maximum)
                second_moment = maximum
            np.sqrt(second_moment, out=tmp)
            tmp /= bias_correction2_sqrt
            tmp += eps                  # denom
            np.multiply(exp_avg, -step_size, out=tmp2)
            tmp2 /= tmp
            weights += tmp2             # weights + -step_size * exp_avg / denom

        flat.update(rule, 2 if decoupled else 1, chunk)
        flat.bump_versions(self.state, STATE_WRITES)
        return True


#: The flat update's pieces (flat_state.FlatGroup.update): ~15 passes over each stay in cache. A
#: group of at most _WHOLE elements is one piece, as its passes fit the cache whole: cut into
#: pieces, the tiny GPT's AdamW step (107k parameters) took 0.30 ms against 0.28 in one.
_CHUNK, _WHOLE = 16384, 262144
