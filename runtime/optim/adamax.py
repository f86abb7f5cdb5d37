"""Adamax: Adam with the infinity norm in place of the root mean square: the step is scaled
by a decaying maximum of |gradient| (Kingma & Ba, section 7), as torch.optim.Adamax."""
import numpy as np

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


class Adamax(Optimizer):
    """State per parameter: 'step', 'exp_avg', 'exp_inf' (the decaying maximum)."""

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None, *,
                 maximize=False, differentiable=False, capturable=False):
        check_lr(lr)
        check_betas_eps_wd(betas, eps, weight_decay)
        defaults = {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "foreach": foreach,
                    "maximize": maximize, "differentiable": differentiable, "capturable": capturable}
        super().__init__(params, defaults)

    def _update_group(self, group, params):
        check_capturable(group)
        lr, eps, weight_decay = scalar(group["lr"]), group["eps"], group["weight_decay"]
        beta1, beta2 = group["betas"]
        for p in params:
            state = self.state[p]
            if len(state) == 0:
                state["step"] = new_step()
                state["exp_avg"] = zeros_state(p)
                state["exp_inf"] = zeros_state(p)
            step = count_step(state["step"])
            g = grad_array(p, group["maximize"])
            if weight_decay != 0:
                g = g + weight_decay * values(p)
            exp_avg, exp_inf = state["exp_avg"], state["exp_inf"]
            write_(exp_avg, lerp(values(exp_avg), g, 1 - beta1))
            write_(exp_inf, np.maximum(values(exp_inf) * beta2, np.abs(g) + eps))
            clr = lr / (1 - beta1 ** step)
            write_(p, values(p) + -clr * values(exp_avg) / values(exp_inf))
