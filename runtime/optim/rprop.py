"""Rprop: each coordinate moves by its own step size, grown while the gradient keeps its sign
and shrunk when it flips; only the gradient's sign is used (Riedmiller & Braun), as
torch.optim.Rprop."""
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


class Rprop(Optimizer):
    """State per parameter: 'step', 'prev' (the last gradient used), 'step_size'."""

    def __init__(self, params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *, capturable=False, foreach=None,
                 maximize=False, differentiable=False):
        check_lr(lr)
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError(f"Invalid eta values: {etas[0]}, {etas[1]}")
        defaults = {"lr": lr, "etas": etas, "step_sizes": step_sizes, "foreach": foreach, "maximize": maximize,
                    "differentiable": differentiable, "capturable": capturable}
        super().__init__(params, defaults)

    def _update_group(self, group, params):
        check_capturable(group)
        etaminus, etaplus = group["etas"]
        step_size_min, step_size_max = group["step_sizes"]
        for p in params:
            state = self.state[p]
            if len(state) == 0:
                state["step"] = new_step()
                state["prev"] = zeros_state(p)
                state["step_size"] = zeros_state(p, scalar(group["lr"]))
            count_step(state["step"])
            g = grad_array(p, group["maximize"])
            prev, step_size = state["prev"], state["step_size"]
            sign = np.sign(g * values(prev))
            factor = np.where(sign > 0, etaplus, np.where(sign < 0, etaminus, 1)).astype(g.dtype)
            write_(step_size, np.clip(values(step_size) * factor, step_size_min, step_size_max))
            # After a sign flip the coordinate waits one step (and forgets the gradient).
            g = np.where(factor == etaminus, 0, g).astype(g.dtype)
            write_(p, values(p) - np.sign(g) * values(step_size))
            write_(prev, g)
