"""RAdam: Adam whose adaptive step is switched on only once the variance of the adaptive
rate is tractable, and then rectified (Liu et al.), as torch.optim.RAdam."""
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


class RAdam(Optimizer):
    """State per parameter: 'step', 'exp_avg', 'exp_avg_sq'. While the length of the
    approximated simple moving average (rho_t) is at most 5, the step is plain momentum."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, decoupled_weight_decay=False,
                 *, foreach=None, maximize=False, capturable=False, differentiable=False):
        check_lr(lr)
        check_betas_eps_wd(betas, eps, weight_decay)
        defaults = {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "maximize": maximize,
                    "foreach": foreach, "capturable": capturable, "decoupled_weight_decay": decoupled_weight_decay,
                    "differentiable": differentiable}
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
                state["exp_avg_sq"] = zeros_state(p)
            g = grad_array(p, group["maximize"])
            step = count_step(state["step"])
            if weight_decay != 0:
                if group["decoupled_weight_decay"]:
                    write_(p, values(p) * (1 - lr * weight_decay))
                else:
                    g = g + weight_decay * values(p)
            exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
            write_(exp_avg, lerp(values(exp_avg), g, 1 - beta1))
            write_(exp_avg_sq, values(exp_avg_sq) * beta2 + (1 - beta2) * g * g)
            bias_correction1 = 1 - beta1 ** step
            bias_correction2 = 1 - beta2 ** step
            corrected = values(exp_avg) / bias_correction1
            rho_inf = 2 / (1 - beta2) - 1
            rho_t = rho_inf - 2 * step * (beta2 ** step) / bias_correction2
            if rho_t > 5.0:
                rect = ((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t)) ** 0.5
                adaptive = bias_correction2 ** 0.5 / (np.sqrt(values(exp_avg_sq)) + eps)
                write_(p, values(p) - corrected * lr * adaptive * rect)
            else:
                write_(p, values(p) - corrected * lr)
