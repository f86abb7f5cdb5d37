"""Adagrad: each coordinate's step shrinks with the sum of its squared gradients so far,
as torch.optim.Adagrad."""
import numpy as np

from .optimizer import Optimizer, check_lr, count_step, grad_array, new_step, scalar, values, write_, zeros_state


class Adagrad(Optimizer):
    """State per parameter: 'step' and 'sum'. As in PyTorch it is created up front for the
    constructor's parameters, starting at initial_accumulator_value."""

    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10,
                 foreach=None, *, maximize=False, differentiable=False, fused=None):
        check_lr(lr)
        if not 0.0 <= lr_decay:
            raise ValueError(f"Invalid lr_decay value: {lr_decay}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if not 0.0 <= initial_accumulator_value:
            raise ValueError(f"Invalid initial_accumulator_value value: {initial_accumulator_value}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        defaults = {"lr": lr, "lr_decay": lr_decay, "eps": eps, "weight_decay": weight_decay,
                    "initial_accumulator_value": initial_accumulator_value, "foreach": foreach,
                    "maximize": maximize, "differentiable": differentiable, "fused": fused}
        super().__init__(params, defaults)
        for group in self.param_groups:
            for p in group["params"]:
                self._init_state(p)

    def _init_state(self, p):
        # PyTorch takes the starting value from the defaults, even for groups that set their own.
        state = self.state[p]
        state["step"] = new_step()
        state["sum"] = zeros_state(p, self.defaults["initial_accumulator_value"])

    def _update_group(self, group, params):
        lr, lr_decay, eps, weight_decay = scalar(group["lr"]), group["lr_decay"], group["eps"], group["weight_decay"]
        for p in params:
            if len(self.state[p]) == 0:  # a parameter added later with add_param_group
                self._init_state(p)
            state = self.state[p]
            step = count_step(state["step"])
            g = grad_array(p, group["maximize"])
            if weight_decay != 0:
                g = g + weight_decay * values(p)
            clr = lr / (1 + (step - 1) * lr_decay)
            state_sum = state["sum"]
            write_(state_sum, values(state_sum) + g * g)
            std = np.sqrt(values(state_sum)) + eps
            write_(p, values(p) + -clr * g / std)
