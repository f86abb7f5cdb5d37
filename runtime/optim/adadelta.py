"""Adadelta: steps whose size is the ratio of two running RMS values (of past updates and of
gradients), so the units match without a hand-tuned rate (Zeiler), as torch.optim.Adadelta."""
import numpy as np

from .optimizer import (
    Optimizer,
    check_capturable,
    check_lr,
    count_step,
    grad_array,
    new_step,
    scalar,
    values,
    write_,
    zeros_state,
)


class Adadelta(Optimizer):
    """State per parameter: 'step', 'square_avg' (of gradients), 'acc_delta' (of updates)."""

    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, foreach=None, *, capturable=False,
                 maximize=False, differentiable=False):
        check_lr(lr)
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"Invalid rho value: {rho}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = {"lr": lr, "rho": rho, "eps": eps, "weight_decay": weight_decay, "maximize": maximize,
                    "capturable": capturable, "foreach": foreach, "differentiable": differentiable}
        super().__init__(params, defaults)

    def _update_group(self, group, params):
        check_capturable(group, supports_xla=False)
        lr, rho, eps, weight_decay = scalar(group["lr"]), group["rho"], group["eps"], group["weight_decay"]
        for p in params:
            state = self.state[p]
            if len(state) == 0:
                state["step"] = new_step()
                state["square_avg"] = zeros_state(p)
                state["acc_delta"] = zeros_state(p)
            count_step(state["step"])
            g = grad_array(p, group["maximize"])
            if weight_decay != 0:
                g = g + weight_decay * values(p)
            square_avg, acc_delta = state["square_avg"], state["acc_delta"]
            write_(square_avg, values(square_avg) * rho + (1 - rho) * g * g)
            delta = np.sqrt(values(acc_delta) + eps) / np.sqrt(values(square_avg) + eps) * g
            write_(acc_delta, values(acc_delta) * rho + (1 - rho) * delta * delta)
            write_(p, values(p) + -lr * delta)
