"""Adam: per-coordinate steps scaled by running averages of the gradient and its square,
as torch.optim.Adam (AdamW is this with decoupled weight decay)."""
import numpy as np

from ..core.tensor import Tensor
from .optimizer import (
    Optimizer,
    check_betas_eps_wd,
    check_capturable,
    check_lr,
    count_step,
    grad_array,
    lerp,
    new_step,
    scalar,
    values,
    write_,
    zeros_state,
)


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

            # Both averages start at zero; dividing by (1 - beta**step) removes that bias.
            step_size = lr / (1 - beta1 ** step)
            bias_correction2_sqrt = (1 - beta2 ** step) ** 0.5
            second_moment = values(exp_avg_sq)
            if group["amsgrad"]:
                write_(state["max_exp_avg_sq"], np.maximum(values(state["max_exp_avg_sq"]), second_moment))
                second_moment = values(state["max_exp_avg_sq"])
            denom = np.sqrt(second_moment) / bias_correction2_sqrt + eps
            write_(p, values(p) + -step_size * values(exp_avg) / denom)
